/**
 * "Use my position" in search mode (spec sections 4, 7, 9): none → waiting → success | error; a found
 * position becomes a targeted place selection (`selectPlaceAtom`) and the nearest list's origin. The
 * position request itself is geolocation.ts.
 */
import { atom } from 'jotai/vanilla';
import { servicesAtom } from '../shared';
import { setCurrentLocationAtom, setListOriginAtom } from '../locations';
import { locateVisitor } from './geolocation';
import type { GeolocationFailure } from './search-analytics';
import { geolocationStatusBaseAtom, searchInternalsAtom, selectPlaceAtom, track } from './search-atoms';
import { searchMapsAtom } from './search-ports';

export const geolocationStatusAtom = atom((get) => get(geolocationStatusBaseAtom));
/** Whether a geolocation service exists (the button is shown only then). */
export const geolocationAvailableAtom = atom((get) => Boolean(get(servicesAtom).geolocation));

/**
 * "Use my position": waiting, then the position is reverse-geocoded; a result gives success and a
 * targeted place selection (not remembered as a recent search); no result or a position failure gives
 * error. A second press while waiting is ignored.
 */
export const startGeolocationAtom = atom(null, async (get, set): Promise<void> => {
  if (get(geolocationStatusBaseAtom) === 'waiting') return;
  const services = get(servicesAtom);
  const fail = (reason: GeolocationFailure) => {
    set(geolocationStatusBaseAtom, 'error');
    track(get, 'geolocation_used', { status: 'error', reason });
  };
  const port = services.geolocation;
  const maps = get(searchMapsAtom);
  if (!port || !maps) {
    fail('unavailable');
    return;
  }
  const state = get(searchInternalsAtom);
  state.geolocation?.abort();
  const controller = new AbortController();
  state.geolocation = controller;
  set(geolocationStatusBaseAtom, 'waiting');

  const located = await locateVisitor(port, maps.geocoding, controller.signal, services.logger);
  if (!located) return;
  if (!located.ok) {
    fail(located.reason);
    return;
  }
  state.geolocatedPlaceId = located.placeId;
  const place = await set(selectPlaceAtom, { placeId: located.placeId, description: located.description, shouldTarget: true, remember: false });
  if (controller.signal.aborted) return;
  if (!place) {
    state.geolocatedPlaceId = null;
    fail('no_result');
    return;
  }
  // The device position, not the geocoded address, is where the visitor is: the marker and the origin.
  set(setCurrentLocationAtom, located.position);
  set(setListOriginAtom, { ...located.position, label: located.description });
  set(geolocationStatusBaseAtom, 'success');
  track(get, 'geolocation_used', { status: 'success' });
});
