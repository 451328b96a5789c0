// A host page's script: defines the element, sets its rich data, listens to its typed events.
import 'station-locator/station-locator.js';
import { StationLocatorElement, type ConfigOverride, type LocatorEventDetailMap } from 'station-locator';

const locator = document.querySelector('station-locator');
if (locator instanceof StationLocatorElement) {
  const config: ConfigOverride = { map: { defaultZoom: 8, defaultCenter: { lat: 53.8, lng: -1.55 } } };
  locator.config = config;
  locator.watchlist = ['station-id-1'];
  locator.addEventListener('add-to-watchlist', (event) => console.log(event.detail.id.toUpperCase()));
  locator.addEventListener('locator-error', (event) => console.warn(event.detail.code, event.detail.message));
  const detail: LocatorEventDetailMap['select-location'] = { resource: 'locations', id: 'x' };
  console.log(detail.resource);
}
// The tag is typed through HTMLElementTagNameMap.
const created: StationLocatorElement = document.createElement('station-locator');
created.setAttribute('resource', 'uk-fuel');
