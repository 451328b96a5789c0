/**
 * The built-in MapLibre style of the demo's map: the basemap layers only (ids `basemap-…`), in the
 * locator's calm colours (the land and water of the element's old offline map, motorways in a muted
 * sand), so brand-coloured stations stand out on top. The view adds its station layers above these.
 *
 * Zooms are MapLibre's (512 px tiles): one less than the element's and Google's, so the element's
 * Great Britain at 6 is 5 here and its Leeds at 12 is 11.
 *
 * Every URL is absolute: MapLibre requests tiles from its worker and does not resolve a style's
 * relative URLs against the style's own URL, so the route builds them from the request's origin.
 */

import type {
  ExpressionSpecification,
  LayerSpecification,
  StyleSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { LAND_BOX } from './data.ts';
import { MAX_TILE_ZOOM } from './tiles.ts';

/**
 * The one source's attribution: every statement the data's licences ask for (data/SOURCES.md), as short
 * as they allow, since a phone's map has one line for it: GeoNames' credit with its licence (CC BY 4.0),
 * Ordnance Survey's statement as the OGL asks for it word for word, Natural Earth as a courtesy.
 */
export const BASEMAP_ATTRIBUTION = [
  '© GeoNames (CC BY 4.0)',
  'Contains OS data © Crown copyright and database right 2024',
  'Natural Earth',
].join(' · ');

export const FONT_REGULAR = 'Noto Sans Regular';
export const FONT_MEDIUM = 'Noto Sans Medium';

export const COLOURS = {
  water: '#AAD3DF',
  waterLine: '#93C3D4',
  waterLabel: '#4F7F99',
  land: '#F2EFE9',
  border: '#B3ABBE',
  motorway: '#EDC9A8',
  motorwayCasing: '#CFA27C',
  shield: '#6F8196',
  label: '#3C4043',
  labelMinor: '#5F6368',
  halo: '#FFFFFF',
} as const;

const SOURCE = 'basemap';

const zoomRamp = (...stops: number[]): ExpressionSpecification => ['interpolate', ['linear'], ['zoom'], ...stops];
const isClass = (c: string): ExpressionSpecification => ['==', ['get', 'class'], c];

function layers(): LayerSpecification[] {
  return [
    { id: 'basemap-water', type: 'background', paint: { 'background-color': COLOURS.water } },
    { id: 'basemap-land', type: 'fill', source: SOURCE, 'source-layer': 'land', paint: { 'fill-color': COLOURS.land } },
    { id: 'basemap-lakes', type: 'fill', source: SOURCE, 'source-layer': 'lakes', paint: { 'fill-color': COLOURS.water } },
    {
      id: 'basemap-rivers',
      type: 'line',
      source: SOURCE,
      'source-layer': 'rivers',
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': COLOURS.waterLine, 'line-width': zoomRamp(4, 0.6, 8, 1.2, 11, 2.5) },
    },
    {
      id: 'basemap-boundaries',
      type: 'line',
      source: SOURCE,
      'source-layer': 'boundaries',
      layout: { 'line-join': 'round' },
      paint: { 'line-color': COLOURS.border, 'line-width': zoomRamp(3, 0.6, 9, 1.2), 'line-dasharray': [3, 2] },
    },
    {
      id: 'basemap-motorways-casing',
      type: 'line',
      source: SOURCE,
      'source-layer': 'motorways',
      minzoom: 7,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': COLOURS.motorwayCasing, 'line-width': zoomRamp(7, 2, 11, 5, 13, 9) },
    },
    {
      id: 'basemap-motorways',
      type: 'line',
      source: SOURCE,
      'source-layer': 'motorways',
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': ['step', ['zoom'], COLOURS.motorwayCasing, 7, COLOURS.motorway],
        'line-width': zoomRamp(4, 0.7, 7, 1, 11, 3.5, 13, 7),
      },
    },
    {
      id: 'basemap-water-labels',
      type: 'symbol',
      source: SOURCE,
      'source-layer': 'rivers',
      minzoom: 7,
      layout: {
        'symbol-placement': 'line',
        'text-field': ['get', 'name'],
        'text-font': [FONT_REGULAR],
        'text-size': zoomRamp(7, 10, 11, 12),
        'text-letter-spacing': 0.05,
        'symbol-spacing': 400,
      },
      paint: { 'text-color': COLOURS.waterLabel, 'text-halo-color': COLOURS.halo, 'text-halo-width': 1 },
    },
    {
      id: 'basemap-lake-labels',
      type: 'symbol',
      source: SOURCE,
      'source-layer': 'lake_labels',
      minzoom: 6,
      layout: { 'text-field': ['get', 'name'], 'text-font': [FONT_REGULAR], 'text-size': 11, 'text-max-width': 6 },
      paint: { 'text-color': COLOURS.waterLabel, 'text-halo-color': COLOURS.halo, 'text-halo-width': 1 },
    },
    {
      // Shield-like: white numbers on a slate halo, as the blue of British motorway signs, muted.
      id: 'basemap-motorway-labels',
      type: 'symbol',
      source: SOURCE,
      'source-layer': 'motorways',
      minzoom: 6.5,
      layout: {
        'symbol-placement': 'line',
        'symbol-spacing': ['step', ['zoom'], 250, 9, 350],
        'text-field': ['get', 'ref'],
        'text-font': [FONT_MEDIUM],
        'text-size': zoomRamp(6, 9.5, 11, 11.5),
        'text-rotation-alignment': 'viewport',
        'text-padding': 6,
      },
      paint: { 'text-color': '#FFFFFF', 'text-halo-color': COLOURS.shield, 'text-halo-width': 2.5 },
    },
    {
      id: 'basemap-places',
      type: 'symbol',
      source: SOURCE,
      'source-layer': 'places',
      layout: {
        'symbol-sort-key': ['get', 'sort'],
        'text-field': ['get', 'name'],
        'text-font': ['case', isClass('city'), ['literal', [FONT_MEDIUM]], ['literal', [FONT_REGULAR]]],
        'text-size': [
          'interpolate',
          ['linear'],
          ['zoom'],
          4,
          ['case', isClass('city'), ['case', ['==', ['get', 'rank'], 1], 14, 12], 11],
          9,
          ['case', isClass('city'), ['case', ['==', ['get', 'rank'], 1], 19, 17], isClass('town'), 13, 11.5],
          12,
          ['case', isClass('city'), ['case', ['==', ['get', 'rank'], 1], 21, 19], isClass('town'), 15, 13],
        ],
        'text-transform': ['case', isClass('suburb'), 'uppercase', 'none'],
        'text-letter-spacing': ['case', isClass('suburb'), 0.08, 0],
        'text-max-width': 8,
        'text-padding': 3,
      },
      paint: {
        'text-color': ['case', ['any', isClass('city'), isClass('town')], COLOURS.label, COLOURS.labelMinor],
        'text-halo-color': COLOURS.halo,
        'text-halo-width': 1.5,
      },
    },
  ];
}

/**
 * The style, with its tile and glyph URLs under `base` (an origin and path, no trailing slash,
 * e.g. `https://locator.example/`'s `https://locator.example`) and the tiles' data `version`.
 */
export function basemapStyle(base: string, version: string): StyleSpecification {
  return {
    version: 8,
    name: 'station-locator basemap',
    glyphs: `${base}/map/fonts/{fontstack}/{range}.pbf`,
    sources: {
      [SOURCE]: {
        type: 'vector',
        tiles: [`${base}/map/tiles/${version}/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: MAX_TILE_ZOOM,
        bounds: [...LAND_BOX],
        attribution: BASEMAP_ATTRIBUTION,
      },
    },
    layers: layers(),
  };
}
