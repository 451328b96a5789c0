/**
 * The shipped motorway network: OS OpenRoads motorway segments of Great Britain (OGL v3.0), as a
 * FlatGeobuf file in `data/`, read with the `flatgeobuf` package (a devDependency, like every server
 * package) at startup; building the graph from it takes a few tens of milliseconds (see the bench).
 */

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
// The GeoJSON reader alone: the package's index also loads its OpenLayers adapter (and `ol`).
import { deserialize } from 'flatgeobuf/lib/mjs/geojson.js';
import { buildMotorwayGraph, type MotorwaySegment } from './graph.ts';
import { MotorwayRouter } from './router.ts';

export const SHIPPED_MOTORWAYS = fileURLToPath(new URL('../../../data/gb_motorways_os_openroads.fgb', import.meta.url));

/** Required by the OGL; sent as `X-Data-Attribution` with every directions answer. */
export const MOTORWAY_ATTRIBUTION =
  'Contains OS data © Crown copyright and database right 2024 (OS OpenRoads, motorways), Open Government Licence v3.0.';

/** Reads every LineString of a FlatGeobuf file of motorway segments. */
export async function readMotorwaySegments(file: string = SHIPPED_MOTORWAYS): Promise<MotorwaySegment[]> {
  const bytes = new Uint8Array(await readFile(file));
  const segments: MotorwaySegment[] = [];
  for await (const feature of deserialize(bytes)) {
    const { geometry, properties } = feature;
    const road = properties?.road_classification_number;
    if (geometry.type !== 'LineString' || typeof road !== 'string') continue;
    const points = geometry.coordinates.map(([lng, lat]) => [lat, lng] as [number, number]);
    if (points.length >= 2) segments.push({ road, points });
  }
  return segments;
}

const routers = new Map<string, Promise<MotorwayRouter>>();

/** The router over a motorway file, built once per process and file (apps in one process share it). */
export function loadMotorwayRouter(file: string = SHIPPED_MOTORWAYS): Promise<MotorwayRouter> {
  let router = routers.get(file);
  if (!router) {
    router = readMotorwaySegments(file).then((segments) => new MotorwayRouter(buildMotorwayGraph(segments)));
    // A failed read is not kept: the next request tries again.
    router.catch(() => routers.delete(file));
    routers.set(file, router);
  }
  return router;
}
