/**
 * Public face of the info window (spec section 2: "the info window (loaded lazily)"). Only the small
 * wrapper is here: the window itself (./info-window.tsx, what it imports and its CSS, which it adopts
 * into the shadow root when it mounts) is reached through `React.lazy`, so bundlers put it in its own
 * chunk.
 *
 * Wiring: mount `<LazyInfoWindow />` in the sidebar (search and directions mode); a list calls
 * `preloadInfoWindow()` once it shows stations, so the first selection does not wait for the chunk.
 */
export { LazyInfoWindow, preloadInfoWindow } from './lazy-info-window';
