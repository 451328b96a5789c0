/** The demo's own map: data, vector tiles, glyphs and style served under /map/ (routes/basemap.ts). */

export { BASEMAP_FILES, type BasemapFiles, type BasemapLayers, LAYER_NAMES, dataVersion, readBasemapLayers } from './data.ts';
export { BasemapTiles, MAX_TILE_ZOOM, maxPlaceRank, validTile } from './tiles.ts';
export { BASEMAP_ATTRIBUTION, COLOURS, FONT_MEDIUM, FONT_REGULAR, basemapStyle } from './style.ts';
export { FONTS_DIR, GlyphStore, glyphRange } from './fonts.ts';
