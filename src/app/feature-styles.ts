import { locationsStyles } from '../locations';
import { searchStyles } from '../search';

/**
 * The features' CSS, in cascade order, for the element to adopt after its own base sheet. Each feature
 * keeps its CSS beside its components; only the element puts CSS into the shadow root. Lazy parts (the
 * info window, directions mode, the map engines) adopt their own CSS when they mount.
 */
export const featureStyles: readonly string[] = [searchStyles, locationsStyles];
