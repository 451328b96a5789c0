/**
 * Which parts of the locator are on screen (spec sections 2 and 4). These live in shared/ because
 * several features write them: the search panel's directions button and the directions panel's back
 * button switch the sidebar mode; filters, saved routes and route options open modals.
 *
 * Base atoms are private; features read the derived atoms and write through the named actions.
 */
import { atom } from 'jotai/vanilla';

export type SidebarMode = 'search' | 'directions';
/** The directions sub-view; on mobile the bottom button toggles itinerary and map. */
export type DirectionsView = 'itinerary' | 'map';
/** On mobile in search mode, the bottom button toggles list and map. */
export type SearchMobileView = 'map' | 'list';
export type Modal = 'none' | 'Filters' | 'SavedRoutes' | 'RouteOptions';

const sidebarModeBaseAtom = atom<SidebarMode>('search');
const directionsViewBaseAtom = atom<DirectionsView>('itinerary');
const searchMobileViewBaseAtom = atom<SearchMobileView>('map');
const modalBaseAtom = atom<Modal>('none');
const isMobileBaseAtom = atom(false);
/** Set by "Back to search": the search panel's directions button, which opened directions, takes focus. */
const directionsButtonFocusBaseAtom = atom(false);

export const sidebarModeAtom = atom((get) => get(sidebarModeBaseAtom));
export const modalAtom = atom((get) => get(modalBaseAtom));
/** Whether the viewport is at most 767 px wide (set by the layout from a media query). */
export const isMobileAtom = atom((get) => get(isMobileBaseAtom));
export const searchMobileViewAtom = atom((get) => get(searchMobileViewBaseAtom));

/** The directions view in effect: off mobile, 'map' falls back to 'itinerary' (spec section 2). */
export const directionsViewAtom = atom((get) => {
  const view = get(directionsViewBaseAtom);
  return view === 'map' && !get(isMobileBaseAtom) ? 'itinerary' : view;
});

/** The mobile toggle's current view, whichever mode is active. */
export const mobileViewAtom = atom((get) =>
  get(sidebarModeBaseAtom) === 'search' ? get(searchMobileViewBaseAtom) : get(directionsViewAtom),
);

/** Whether the map is in view: always off mobile; on mobile when the toggle shows it. */
export const mapInViewAtom = atom((get) => !get(isMobileBaseAtom) || get(mobileViewAtom) === 'map');

/** Set by the browser's Forward into directions mode: its panel opens without taking the focus. */
const directionsQuietOpeningBaseAtom = atom(false);

/**
 * Directions mode opens; its panel takes the focus, except when the browser's Forward opened it
 * (`focus: false`: the visitor is at the browser's buttons, and the host page would scroll).
 */
export const openDirectionsAtom = atom(null, (_get, set, options?: { focus?: boolean }) => {
  set(sidebarModeBaseAtom, 'directions');
  set(directionsViewBaseAtom, 'itinerary');
  set(modalBaseAtom, 'none');
  set(directionsQuietOpeningBaseAtom, options?.focus === false);
});

/** Whether directions mode last opened without taking the focus (the browser's Forward). */
export const directionsOpenedQuietlyAtom = atom((get) => get(directionsQuietOpeningBaseAtom));

/**
 * Back to search. The directions feature resets the route and waypoints when it sees this mode change.
 * The back button leaves with directions mode: focus goes back to the button that opened it. The
 * browser's Back (`focus: false`) leaves the focus where it is: at the browser's buttons, and moving it
 * into the element would scroll the host page.
 */
export const backToSearchAtom = atom(null, (_get, set, options?: { focus?: boolean }) => {
  set(sidebarModeBaseAtom, 'search');
  set(modalBaseAtom, 'none');
  if (options?.focus !== false) set(directionsButtonFocusBaseAtom, true);
});

/** Whether the directions button should take focus as it mounts (once: the request is taken). */
export const takeDirectionsButtonFocusAtom = atom(null, (get, set): boolean => {
  const wanted = get(directionsButtonFocusBaseAtom);
  if (wanted) set(directionsButtonFocusBaseAtom, false);
  return wanted;
});

/** The mobile bottom button: list ↔ map in search mode, itinerary ↔ map in directions mode. */
export const toggleMobileViewAtom = atom(null, (get, set) => {
  if (get(sidebarModeBaseAtom) === 'search') {
    set(searchMobileViewBaseAtom, get(searchMobileViewBaseAtom) === 'map' ? 'list' : 'map');
  } else {
    set(directionsViewBaseAtom, get(directionsViewAtom) === 'map' ? 'itinerary' : 'map');
  }
});

export const setDirectionsViewAtom = atom(null, (_get, set, view: DirectionsView) => {
  set(directionsViewBaseAtom, view);
});

/** Opens `modal`, or closes it when it is already open (the route options button toggles its modal). */
export const toggleModalAtom = atom(null, (get, set, modal: Exclude<Modal, 'none'>) => {
  set(modalBaseAtom, get(modalBaseAtom) === modal ? 'none' : modal);
});

export const closeModalAtom = atom(null, (_get, set) => {
  set(modalBaseAtom, 'none');
});

/**
 * A station was selected: on a phone its details are in the sidebar, which the map view hides, so the
 * sidebar's view comes up (the list in search mode, the route in directions mode). A pin tapped on the
 * phone's map, or a station link opened on one, showed nothing until the visitor found the toggle.
 */
export const showSelectionOnMobileAtom = atom(null, (get, set) => {
  if (!get(isMobileBaseAtom)) return;
  if (get(sidebarModeBaseAtom) === 'search') set(searchMobileViewBaseAtom, 'list');
  else set(directionsViewBaseAtom, 'itinerary');
});

export const setIsMobileAtom = atom(null, (_get, set, isMobile: boolean) => {
  set(isMobileBaseAtom, isMobile);
});

sidebarModeBaseAtom.debugLabel = 'sidebarMode';
directionsViewBaseAtom.debugLabel = 'directionsView';
searchMobileViewBaseAtom.debugLabel = 'searchMobileView';
modalBaseAtom.debugLabel = 'modal';
isMobileBaseAtom.debugLabel = 'isMobile';
