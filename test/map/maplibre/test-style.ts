/**
 * A tiny inline MapLibre style for the engine's tests: a background and one GeoJSON "land" polygon, no
 * tiles, no glyphs, no requests. Whatever the basemap, our layers go on top of it.
 */
import type { StyleSpecification } from 'maplibre-gl';

export const TEST_STYLE: StyleSpecification = {
  version: 8,
  sources: {
    land: {
      type: 'geojson',
      attribution: '<a href="https://example.test/">© Test &amp; Land</a>',
      data: {
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates: [[[-8, 50], [2, 50], [2, 59], [-8, 59], [-8, 50]]] },
      },
    },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#aad3df' } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f2efe9' } },
  ],
};
