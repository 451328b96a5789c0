/**
 * The offline basemap: country outlines from Natural Earth (public domain) via the `world-atlas`
 * package (TopoJSON, 1:50m), drawn on a canvas. The data (~750 kB) is a dynamic import so it is its own
 * lazy chunk. Each country is projected once, with d3-geo's Mercator (which matches our world-pixel maths
 * in `mercator.ts`, antimeridian cut included), into a `Path2D` in world pixels at zoom 0; a frame then
 * only fills those paths under a scale-and-translate transform. (Projecting every outline on every frame,
 * as before, took tens of milliseconds per pan at town zooms.)
 */
import { geoMercator, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, Geometry } from 'geojson';
import type { Bounds } from '../types';
import { project, TILE_SIZE, unproject, worldSize, type Camera } from './mercator';
import { yieldToBrowser } from '../../shared';

export interface BasemapCountry {
  feature: Feature<Geometry>;
  /** The outline in world pixels at zoom 0 (a 256 px world). */
  outline: Path2D;
  /** Geographic bounds; the whole width when the country crosses the antimeridian. */
  bounds: Bounds;
}

export type BasemapLoader = () => Promise<BasemapCountry[]>;

/** A d3 path context that records into a `Path2D` and keeps the bounding box of what it drew. */
class OutlineRecorder {
  readonly path = new Path2D();
  minX = Infinity;
  minY = Infinity;
  maxX = -Infinity;
  maxY = -Infinity;

  moveTo(x: number, y: number): void {
    this.path.moveTo(x, y);
    this.#grow(x, y);
  }

  lineTo(x: number, y: number): void {
    this.path.lineTo(x, y);
    this.#grow(x, y);
  }

  closePath(): void {
    this.path.closePath();
  }

  /** d3 calls it before each geometry; one path holds them all. */
  beginPath(): void {}

  /** Only point geometries draw arcs; country outlines have none. */
  arc(): void {}

  #grow(x: number, y: number): void {
    this.minX = Math.min(this.minX, x);
    this.minY = Math.min(this.minY, y);
    this.maxX = Math.max(this.maxX, x);
    this.maxY = Math.max(this.maxY, y);
  }
}

/** Outlines at zoom 0 with no resampling: they are drawn scaled, never re-projected. */
const outlineProjection = geoMercator()
  .scale(TILE_SIZE / (2 * Math.PI))
  .translate([TILE_SIZE / 2, TILE_SIZE / 2])
  .precision(0);

/** One country's outline and bounds; null when it draws nothing. */
export function projectCountry(country: Feature<Geometry>): BasemapCountry | null {
  const recorder = new OutlineRecorder();
  geoPath(outlineProjection, recorder)(country);
  if (recorder.minX > recorder.maxX) return null;
  const northWest = unproject({ x: recorder.minX, y: recorder.minY }, 0);
  const southEast = unproject({ x: recorder.maxX, y: recorder.maxY }, 0);
  return {
    feature: country,
    outline: recorder.path,
    bounds: { north: northWest.lat, south: southEast.lat, west: northWest.lng, east: southEast.lng },
  };
}

let cached: Promise<BasemapCountry[]> | null = null;

/** Work per slice of the conversion: well under a frame, so no long task delays the first list or a pan. */
const SLICE_BUDGET_MS = 8;

/**
 * Loads and converts the Natural Earth countries once per page, in slices of `SLICE_BUDGET_MS`
 * (converting all 242 at once was one ~56 ms long task on the way to the first list).
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
      const converted = feature(topology, geometry);
      if (converted.type !== 'Feature') continue; // countries are (multi)polygons, never nested collections
      const country = projectCountry(converted);
      if (country) countries.push(country);
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
  const scale = worldSize(camera.zoom) / TILE_SIZE;
  const center = project(camera.center, camera.zoom);
  context.save();
  context.transform(scale, 0, 0, scale, camera.width / 2 - center.x, camera.height / 2 - center.y);
  context.fillStyle = BASEMAP_COLOURS.land;
  context.strokeStyle = BASEMAP_COLOURS.border;
  context.lineWidth = 0.8 / scale;
  for (const country of countries) {
    if (!intersects(country.bounds, view)) continue;
    context.fill(country.outline);
    context.stroke(country.outline);
  }
  context.restore();
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

