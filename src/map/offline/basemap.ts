/**
 * The offline basemap: country outlines from Natural Earth (public domain) via the `world-atlas`
 * package (TopoJSON, 1:50m), drawn on a canvas with d3-geo's Mercator, which matches our world-pixel
 * maths in `mercator.ts`. The data (~750 kB) is a dynamic import so it is its own lazy chunk.
 */
import { geoBounds, geoMercator, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, Geometry } from 'geojson';
import type { Bounds } from '../types';
import { project, worldSize, type Camera } from './mercator';

export interface BasemapCountry {
  feature: Feature<Geometry>;
  /** Geographic bounds; `west > east` when the country crosses the antimeridian. */
  bounds: Bounds;
}

export type BasemapLoader = () => Promise<BasemapCountry[]>;

let cached: Promise<BasemapCountry[]> | null = null;

/** Work per slice of the conversion: well under a frame, so no long task delays the first list or a pan. */
const SLICE_BUDGET_MS = 8;

/** Lets the browser run other tasks (input, rendering, network answers) before the next slice. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads and converts the Natural Earth countries once per page. Converting all 242 countries at once was
 * one ~56 ms long task on the way to the first list; it runs in slices of `SLICE_BUDGET_MS` instead.
 */
export const loadWorldBasemap: BasemapLoader = () => {
  cached ??= import('world-atlas/countries-50m.json').then(async (module) => {
    // The JSON's inferred type is structural; it is a TopoJSON topology with a `countries` object.
    const topology = module.default as unknown as Topology<{ countries: GeometryCollection }>;
    const countries: BasemapCountry[] = [];
    let sliceStart = performance.now();
    for (const geometry of topology.objects.countries.geometries) {
      if (performance.now() - sliceStart > SLICE_BUDGET_MS) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
      const country = feature(topology, geometry);
      if (country.type !== 'Feature') continue; // countries are (multi)polygons, never nested collections
      const [[west, south], [east, north]] = geoBounds(country);
      countries.push({ feature: country, bounds: { north, south, east, west } });
    }
    return countries;
  });
  return cached;
};

export const BASEMAP_COLOURS = {
  water: '#AAD3DF',
  land: '#F2EFE9',
  border: '#A9A1B5',
  route: '#0064CC',
  routeCasing: '#FFFFFF',
};

function intersects(a: Bounds, b: Bounds): boolean {
  if (a.west > a.east || b.west > b.east) return true; // antimeridian: draw, let the projection clip
  return a.west <= b.east && a.east >= b.west && a.south <= b.north && a.north >= b.south;
}

/** Draws water, land and borders for `camera` (CSS pixels; the context is already scaled for DPR). */
export function drawBasemap(
  context: CanvasRenderingContext2D,
  camera: Camera,
  view: Bounds,
  countries: readonly BasemapCountry[] | null,
): void {
  context.fillStyle = BASEMAP_COLOURS.water;
  context.fillRect(0, 0, camera.width, camera.height);
  if (!countries) return;
  const size = worldSize(camera.zoom);
  const center = project(camera.center, camera.zoom);
  const projection = geoMercator()
    .scale(size / (2 * Math.PI))
    .translate([size / 2 - center.x + camera.width / 2, size / 2 - center.y + camera.height / 2])
    .precision(0.5);
  const path = geoPath(projection, context);
  context.beginPath();
  for (const country of countries) if (intersects(country.bounds, view)) path(country.feature);
  context.fillStyle = BASEMAP_COLOURS.land;
  context.fill();
  context.lineWidth = 0.8;
  context.strokeStyle = BASEMAP_COLOURS.border;
  context.stroke();
}

/** The route as a casing plus a line, in screen coordinates. */
export function drawRoute(context: CanvasRenderingContext2D, points: readonly { x: number; y: number }[]): void {
  if (points.length < 2) return;
  context.beginPath();
  points.forEach((p, i) => (i === 0 ? context.moveTo(p.x, p.y) : context.lineTo(p.x, p.y)));
  context.lineJoin = 'round';
  context.lineCap = 'round';
  context.strokeStyle = BASEMAP_COLOURS.routeCasing;
  context.lineWidth = 8;
  context.stroke();
  context.strokeStyle = BASEMAP_COLOURS.route;
  context.lineWidth = 5;
  context.stroke();
}

