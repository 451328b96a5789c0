/**
 * Side-effect entry: defines `<station-locator>`. Guarded, so loading a second copy of the package (or
 * this file twice) does not throw.
 */
import { StationLocatorElement, warmUpIntl } from './element';

export { StationLocatorElement };

export const TAG_NAME = 'station-locator';

if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, StationLocatorElement);
// The script is in: the page is about to need number and date formatting (see warm-up-intl.ts).
warmUpIntl();

declare global {
  interface HTMLElementTagNameMap {
    'station-locator': StationLocatorElement;
  }
}
