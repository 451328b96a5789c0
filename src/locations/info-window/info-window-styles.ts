import { createStyleAdopter } from '../../shared';
import infoWindowCss from './info-window.css';

/**
 * The info window's CSS travels with its lazy chunk, adopted into the shadow root before it first paints
 * (the window's, and the notice shown when a station's details could not be loaded).
 */
export const adoptInfoWindowStyles = createStyleAdopter(infoWindowCss);
