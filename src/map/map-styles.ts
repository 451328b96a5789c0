/**
 * CSS for everything the map views draw. It is adopted by the shadow root that holds the map (the
 * element's), so page styles cannot reach marker content and ours cannot leak out (see the shadow-DOM
 * notes in google-maps-platform.md §5).
 */
import { createStyleAdopter } from '../shared';
import { DIMMED_OPACITY } from './marker-style';
import {
  DEFAULT_PRIMARY,
  NON_MATCHING_OPACITY,
  PIN_FACE,
  PIN_GLYPH,
  PIN_HEIGHT,
  PIN_NUMBER_FONT,
  PIN_STROKE_COLOUR,
  PIN_STROKE_WIDTH,
  PIN_WIDTH,
} from './pin-geometry';

/** A pin's fill: its brand colour, else the host's primary colour token. */
const PIN_FILL = `var(--sl-marker-fill, var(--station-locator-primary, ${DEFAULT_PRIMARY}))`;

export const MAP_STYLES = `
.sl-map-root { position: relative; width: 100%; height: 100%; min-height: 200px; overflow: hidden; }
.sl-marker { position: relative; width: ${PIN_WIDTH}px; height: ${PIN_HEIGHT}px; cursor: pointer;
  transform: scale(var(--sl-marker-scale, 1)); transform-origin: 50% 100%; transition: transform 120ms ease-out; }
.sl-marker__body { fill: ${PIN_FILL}; stroke: ${PIN_STROKE_COLOUR}; stroke-width: ${PIN_STROKE_WIDTH}; }
.sl-marker__face { fill: ${PIN_FACE.colour}; }
.sl-marker__glyph { fill: ${PIN_FILL}; font: ${PIN_GLYPH.font}; line-height: 1; }
.sl-marker[data-state='nonMatching'] { opacity: ${NON_MATCHING_OPACITY}; }
.sl-marker[data-numbered] .sl-marker__glyph { font: ${PIN_NUMBER_FONT.short}; }
.sl-marker[data-numbered='long'] .sl-marker__glyph { font: ${PIN_NUMBER_FONT.long}; }
.sl-marker[data-dimmed] { opacity: ${DIMMED_OPACITY}; }
.sl-cluster { box-sizing: border-box; width: var(--sl-cluster-size, 32px); height: var(--sl-cluster-size, 32px);
  border-radius: 50%; display: flex; align-items: center; justify-content: center; cursor: pointer;
  background: var(--station-locator-primary, #0064CC); color: #fff; font: 700 12px/1 system-ui, sans-serif;
  border: 3px solid rgba(255,255,255,0.85); box-shadow: 0 0 0 4px rgba(0,100,204,0.25); }
.sl-cluster[data-tier='large'] { box-shadow: 0 0 0 6px rgba(0,100,204,0.25); }
.sl-current-location { width: 16px; height: 16px; border-radius: 50%; background: #1A73E8;
  border: 3px solid #fff; box-shadow: 0 0 0 6px rgba(26,115,232,0.25); box-sizing: border-box; }
.sl-route-marker { box-sizing: border-box; width: 26px; height: 26px; border-radius: 50%;
  display: flex; align-items: center; justify-content: center; background: #202124; color: #fff; border: 2px solid #fff;
  font: 700 12px/1 system-ui, sans-serif; box-shadow: 0 1px 4px rgba(0,0,0,0.4); }
.sl-map-tooltip { position: absolute; z-index: 10; pointer-events: none; max-width: 240px; padding: 6px 8px;
  background: #fff; color: #202124; border-radius: 4px; box-shadow: 0 2px 6px rgba(0,0,0,0.3);
  font: 12px/1.35 system-ui, sans-serif; display: flex; flex-direction: column; transform: translate(-50%, calc(-100% - 44px)); }
.sl-map-tooltip[hidden] { display: none; }
`;

/**
 * Adopts the map CSS into the shadow root (or document) that holds `container`, once per root. A
 * container not yet attached to a root gets its styles from whoever attaches it (the element adopts the
 * same text with its feature styles).
 */
export const adoptMapStyles: (container: Node) => void = createStyleAdopter(MAP_STYLES);
