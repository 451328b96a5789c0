/**
 * A bare MapLibre page showing only the built-in basemap (`/map/style.json`), served from the API's own
 * origin: what `scripts/screenshot-map.ts` photographs to tune the style, independent of the element.
 *
 *   /bare-map.html?at=<zoom>/<lat>/<lng>  the map, at the element's zoom (Google's, 256 px tiles: MapLibre's
 *                                       is one less); `window.__map` is the MapLibre map, `window.__idle`
 *                                       resolves at its first `idle` (style, tiles and glyphs drawn) with
 *                                       the ms since the map was created. It keeps its drawing buffer for
 *                                       screenshots; with `&live`, as the element's map, it does not
 *   /vendor/maplibre-gl/...             maplibre-gl's ESM build, its worker and CSS from node_modules
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';

const DIST = dirname(createRequire(import.meta.url).resolve('maplibre-gl/package.json')) + '/dist';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Basemap</title>
<link rel="stylesheet" href="/vendor/maplibre-gl/maplibre-gl.css">
<style>html,body,#map{margin:0;width:100%;height:100%}</style>
</head><body><div id="map"></div><script type="module" src="/bare-map.js"></script></body></html>`;

const SCRIPT = `import { Map, AttributionControl } from '/vendor/maplibre-gl/maplibre-gl.mjs';
const [zoom, lat, lng] = (new URLSearchParams(location.search).get('at') ?? '6/54.5/-3').split('/').map(Number);
const created = performance.now();
const map = new Map({ container: 'map', style: '/map/style.json', center: [lng, lat], zoom: zoom - 1,
  attributionControl: false, canvasContextAttributes: { preserveDrawingBuffer: !new URLSearchParams(location.search).has('live') } });
map.addControl(new AttributionControl({ compact: false }));
window.__map = map;
window.__idle = new Promise((resolve) => map.once('idle', () => resolve(performance.now() - created)));
`;

export function registerBareMapPage(app: FastifyInstance): void {
  const files: Record<string, [string, string]> = {
    'maplibre-gl.mjs': ['text/javascript; charset=utf-8', readFileSync(`${DIST}/maplibre-gl.mjs`, 'utf8')],
    'maplibre-gl-worker.mjs': ['text/javascript; charset=utf-8', readFileSync(`${DIST}/maplibre-gl-worker.mjs`, 'utf8')],
    'maplibre-gl.css': ['text/css; charset=utf-8', readFileSync(`${DIST}/maplibre-gl.css`, 'utf8')],
  };
  app.get('/bare-map.html', async (_req, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/bare-map.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').send(SCRIPT));
  app.get<{ Params: { file: string } }>('/vendor/maplibre-gl/:file', async (req, reply) => {
    const file = files[req.params.file];
    if (!file) return reply.code(404).send();
    return reply.type(file[0]).send(file[1]);
  });
}
