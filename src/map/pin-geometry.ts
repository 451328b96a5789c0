/**
 * The station pin's drawing as data: the DOM pin (`marker-dom.ts`, Google and the offline engine's
 * focused pins), its CSS (`map-styles.ts`) and the offline engine's canvas sprites all read it from
 * here, so the three cannot drift apart. Pure.
 */

/** The pin's box in CSS pixels at scale 1; its anchor on the map is the tip, at the bottom centre. */
export const PIN_WIDTH = 28;
export const PIN_HEIGHT = 36;
/** Pin outline in the 28 × 36 box, tip at the bottom centre. */
export const PIN_PATH = 'M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 36 14 36s14-11.7 14-22.1C28 6.2 21.7 0 14 0z';
export const PIN_STROKE_COLOUR = '#fff';
export const PIN_STROKE_WIDTH = 1.5;
/** The white disc the glyph sits on. */
export const PIN_FACE = { cx: 14, cy: 13.5, r: 9, colour: '#fff' } as const;
/** The glyph's baseline centre and font. */
export const PIN_GLYPH = { x: 14, y: 17.5, font: '700 9px system-ui, sans-serif' } as const;
/**
 * A number from the nearest list in place of the glyph: larger than a brand's letters, as it is what ties
 * the pin to its list item; three digits and more in the glyph's size, to fit the face.
 */
export const PIN_NUMBER_FONT = { short: '700 11px system-ui, sans-serif', long: PIN_GLYPH.font } as const;
export const pinNumberFont = (text: string) => (text.length <= 2 ? PIN_NUMBER_FONT.short : PIN_NUMBER_FONT.long);
/** The primary colour token's default (`--station-locator-primary`), the fill of pins without a brand colour. */
export const DEFAULT_PRIMARY = '#0064CC';
/** Non-matching pins are a little see-through as well as grey. */
export const NON_MATCHING_OPACITY = 0.85;
