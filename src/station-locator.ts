/**
 * Side-effect entry: defines `<station-locator>`. Guarded, so loading a second copy of the package (or
 * this file twice) does not throw.
 */
import { StationLocatorElement, warmUp } from './element';

export { StationLocatorElement };

export const TAG_NAME = 'station-locator';

if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, StationLocatorElement);
// The script is in: what the first element needs is made now, in tasks of their own (see element/warm-up.ts).
warmUp();

declare global {
  interface HTMLElementTagNameMap {
    'station-locator': StationLocatorElement;
  }
}
