/**
 * Public face of the info window (spec section 2: "the info window (loaded lazily)"). Only the small
 * wrapper and the styles are here: the window itself (./info-window.tsx and what it imports) is reached
 * through `React.lazy`, so bundlers put it in its own chunk.
 *
 * Wiring: mount `<LazyInfoWindow />` in the sidebar (search and directions mode) and adopt
 * `infoWindowStyles` with the element's other stylesheets.
 */
export { LazyInfoWindow } from './lazy-info-window';
export { default as infoWindowStyles } from './info-window.css';
