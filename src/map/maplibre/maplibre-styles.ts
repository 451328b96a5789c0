/**
 * MapLibre's own stylesheet and ours for the engine's parts, adopted into the shadow root that holds
 * the map as a constructable stylesheet (like every sheet of the element): no `<style>` or `<link>`, so
 * `style-src 'self'` pages need nothing more, and page styles cannot reach the map.
 */
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css';
import { createStyleAdopter } from '../../shared';

const OWN_CSS = `
.sl-maplibre { position: absolute; inset: 0; overflow: hidden; background: #EEF0EC; outline: none; }
/* The focus ring is drawn above the map's canvas, which would cover an inset shadow of the container. */
.sl-maplibre:focus-visible::after, .sl-maplibre:has(.maplibregl-canvas:focus-visible)::after { content: ''; position: absolute; inset: 0;
  pointer-events: none; z-index: 3; box-shadow: inset 0 0 0 3px var(--station-locator-primary, #0064CC); }
.sl-maplibre .maplibregl-canvas:focus, .sl-maplibre .maplibregl-canvas:focus-visible { outline: none; }
.sl-maplibre .sl-map-tooltip { z-index: 4; }
.sl-maplibre .maplibregl-ctrl-bottom-right { bottom: 18px; }
.sl-maplibre .maplibregl-ctrl-group button { width: 32px; height: 32px; }
.sl-maplibre .maplibregl-ctrl-group button:focus-visible { box-shadow: 0 0 0 2px var(--station-locator-primary, #0064CC); }
.sl-maplibre .sl-route-marker { z-index: 2; }
.sl-maplibre .sl-current-location { z-index: 1; }
.sl-maplibre-attribution { position: absolute; right: 0; bottom: 0; z-index: 3; max-width: 100%; padding: 1px 6px; box-sizing: border-box;
  background: rgba(255,255,255,0.8); color: #3c4043; font: 10px/1.4 system-ui, sans-serif; text-align: right; overflow-wrap: anywhere; }
.sl-maplibre-attribution:empty { display: none; }
.sl-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

export const adoptMapLibreStyles: (container: Node) => void = createStyleAdopter(`${maplibreCss}\n${OWN_CSS}`);
