/**
 * The demo map's data, read from the repository into one GeoJSON collection per tile layer:
 *
 * - `land`, `boundaries`: Natural Earth 1:10m (public domain) through `world-atlas` (land polygons,
 *   and the lines between countries), cut to Europe's box.
 * - `lakes`, `rivers`: Natural Earth 1:10m water in `data/basemap/` (lake centre lines left out: the
 *   lake itself is drawn).
 * - `motorways`: OS OpenRoads motorways (OGL v3.0), `data/gb_motorways_os_openroads.fgb`, joined per
 *   road number (line-merge.ts) and tagged `ref` (M1, A1(M), M6 TOLL) and `km` (its length).
 * - `lake_labels`: a point per named lake, where its label goes.
 * - `places`: GeoNames towns, cities and suburbs of GB, IE and DE (`places_gb_ie_de.csv`, CC BY 4.0)
 *   with their label rank, plus Natural Earth's populated places of the neighbouring countries so
 *   the continent's coast is not nameless at zoom 5 to 7.
 *
 * There are no A or B roads: no open network of them reaches this repository (docs/own-map.md, "The demo's map").
 */

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { deserialize } from 'flatgeobuf/lib/mjs/geojson.js';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry, LineString, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { haversine } from '../geo/haversine.ts';
import { mergeLines } from './line-merge.ts';

const DATA = fileURLToPath(new URL('../../../data/', import.meta.url));

export const BASEMAP_FILES = {
  places: `${DATA}basemap/places_gb_ie_de.csv`,
  nePlaces: `${DATA}basemap/ne_populated_places_gb_ie_de.geojson`,
  rivers: `${DATA}basemap/ne_rivers_gb_ie_de.geojson`,
  lakes: `${DATA}basemap/ne_lakes_gb_ie_de.geojson`,
  motorways: `${DATA}gb_motorways_os_openroads.fgb`,
  /** world-atlas's Natural Earth 1:10m TopoJSON (countries and land). */
  land: createRequire(import.meta.url).resolve('world-atlas/countries-10m.json'),
} as const;

export type BasemapFiles = { [K in keyof typeof BASEMAP_FILES]: string };

/** Land is kept where it meets this box (west, south, east, north): Europe round GB, IE and DE. */
export const LAND_BOX = [-25, 34, 35, 66] as const;

export const LAYER_NAMES = ['land', 'boundaries', 'lakes', 'rivers', 'motorways', 'lake_labels', 'places'] as const;
export type LayerName = (typeof LAYER_NAMES)[number];
export type BasemapLayers = Record<LayerName, FeatureCollection>;

/** Place label rank 1 (label first) to 8 (suburbs), as in the CSV (shared/data/SOURCES.md 5.1). */
export type PlaceClass = 'city' | 'town' | 'village' | 'suburb';

export function placeClass(rank: number, featureCode: string): PlaceClass {
  if (featureCode === 'PPLX' || featureCode === 'PPLL' || featureCode === 'PPLS' || featureCode === 'PPLH') return 'suburb';
  if (rank <= 2) return 'city';
  if (rank <= 5) return 'town';
  return 'village';
}

/** Natural Earth scalerank (0 = London) on the CSV's rank scale (Natural Earth's own places, and a lift for GeoNames' twins). */
export function rankFromScalerank(scalerank: number): number {
  if (scalerank <= 2) return 1;
  if (scalerank <= 4) return 2;
  if (scalerank <= 6) return 3;
  return 4;
}

const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });

/** Great-circle distance in km between two [lng, lat] positions. */
const km = ([lng1, lat1]: Position, [lng2, lat2]: Position): number => haversine(lat1!, lng1!, lat2!, lng2!) / 1000;

interface NaturalEarthPlace {
  name: string;
  at: Position;
  scalerank: number;
  /** Metro population: Manchester 2.2 million where GeoNames counts its city 0.4 million. */
  popMax: number;
  country: string;
  /** A country's or a nation's capital (London, Dublin; Edinburgh, Cardiff, Belfast). */
  capital: boolean;
}

/** A GeoNames place and its Natural Earth twin: the same name (or its first words) within 25 km. */
function twinOf(name: string, at: Position, ne: readonly NaturalEarthPlace[]): NaturalEarthPlace | undefined {
  return ne.find((p) => (name === p.name || name.startsWith(`${p.name} `)) && km(at, p.at) < 25);
}

/**
 * Place labels. GeoNames gives the rank (by population and feature code); Natural Earth, where it
 * has the place, its metro population to order labels of one rank (Manchester before Preston), and
 * its scalerank or a metro of 300,000 may lift it. A rank-2 place inside a bigger Natural Earth city's reach (10 km for
 * 100,000 people, growing with the cube root: 44 km for London) is a district that GeoNames counts
 * as a city (Islington, Birkenhead): it is labelled as a town, after the city.
 */
function readPlaces(csvFile: string, neFile: string): FeatureCollection {
  const neCollection = JSON.parse(readFileSync(neFile, 'utf8')) as FeatureCollection;
  const ne: NaturalEarthPlace[] = neCollection.features.flatMap((f) => {
    const p = f.properties ?? {};
    if (typeof p.name !== 'string' || f.geometry.type !== 'Point') return [];
    const capital = p.featurecla === 'Admin-0 capital' || p.featurecla === 'Admin-0 region capital';
    return [{ name: p.name, at: f.geometry.coordinates, scalerank: Number(p.scalerank), popMax: Number(p.pop_max) || 0, country: String(p.adm0_a3), capital }];
  });
  const rows = parse(readFileSync(csvFile), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const features: Feature[] = rows.map((row) => {
    const at: Position = [Number(row.lng), Number(row.lat)];
    const twin = twinOf(row.name ?? '', at, ne);
    let rank = Number(row.rank);
    let population = row.population ? Number(row.population) : 0;
    if (twin) {
      // A metro of 300,000 or more is a city on the country's map (Newcastle, whose GeoNames town is
      // 192,000), but no metro takes the capitals' first rank.
      rank = Math.min(rank, rankFromScalerank(twin.scalerank), twin.popMax >= 300_000 ? 2 : 8);
      population = Math.max(population, twin.popMax);
    } else if (rank <= 2 && ne.some((p) => p.popMax > population && km(at, p.at) < 10 * Math.cbrt(p.popMax / 100_000))) {
      rank = 3;
    }
    // Within a rank, capitals first (Edinburgh keeps its label where Glasgow's would cover it), then by population.
    const sort = rank * 1e8 - (twin?.capital ? 5e7 : 0) - population;
    return {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: at },
      properties: { name: row.name, rank, class: placeClass(rank, row.feature_code ?? ''), sort },
    };
  });
  // Natural Earth's places of the neighbours (France, the Low Countries, ...), which GeoNames' file leaves out.
  const covered = new Set(['GBR', 'IRL', 'DEU', 'IMN']);
  for (const p of ne) {
    if (covered.has(p.country)) continue;
    const rank = rankFromScalerank(p.scalerank);
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: p.at },
      properties: { name: p.name, rank, class: rank <= 2 ? 'city' : 'town', sort: rank * 1e8 - p.popMax },
    });
  }
  return collection(features);
}

function readWater(file: string, keep: (featurecla: string) => boolean): FeatureCollection {
  const fc = JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection;
  return collection(
    fc.features
      .filter((f) => keep(String(f.properties?.featurecla)))
      .map((f) => ({
        type: 'Feature',
        geometry: f.geometry,
        properties: {
          ...(f.properties?.name ? { name: f.properties.name as string } : {}),
          min_zoom: Number(f.properties?.min_zoom ?? 0),
        },
      })),
  );
}

/** Ray casting: is `p` inside the ring? */
function inRing([x, y]: Position, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y! !== yj! > y! && x! < ((xj! - xi!) * (y! - yi!)) / (yj! - yi!) + xi!) inside = !inside;
  }
  return inside;
}

/**
 * One label point per named lake: a lake cut into tiles would otherwise be named once in every tile
 * it touches (Lough Neagh four times at zoom 9). The vertex mean of its largest ring, kept when it
 * lies on the water.
 */
function lakeLabels(lakes: FeatureCollection): FeatureCollection {
  const points: Feature[] = [];
  for (const f of lakes.features) {
    const name = f.properties?.name;
    const g = f.geometry;
    if (typeof name !== 'string' || (g.type !== 'Polygon' && g.type !== 'MultiPolygon')) continue;
    const outer = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates).map((poly) => poly[0]!).sort((a, b) => b.length - a.length)[0]!;
    const at: Position = [0, 1].map((k) => outer.reduce((sum, p) => sum + p[k]!, 0) / outer.length);
    if (inRing(at, outer)) points.push({ type: 'Feature', geometry: { type: 'Point', coordinates: at }, properties: { ...f.properties } });
  }
  return collection(points);
}

function boxOf(rings: Position[][]): [number, number, number, number] {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const ring of rings) {
    for (const [x, y] of ring) {
      w = Math.min(w, x!);
      e = Math.max(e, x!);
      s = Math.min(s, y!);
      n = Math.max(n, y!);
    }
  }
  return [w, s, e, n];
}

const meetsBox = ([w, s, e, n]: readonly number[]): boolean =>
  w! <= LAND_BOX[2] && e! >= LAND_BOX[0] && s! <= LAND_BOX[3] && n! >= LAND_BOX[1];

function readLand(file: string): { land: FeatureCollection; boundaries: FeatureCollection } {
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{ land: GeometryCollection; countries: GeometryCollection }>;
  const polygons: Position[][][] = [];
  for (const f of feature(topology, topology.objects.land).features) {
    const g = f.geometry as Polygon | MultiPolygon;
    for (const polygon of g.type === 'Polygon' ? [g.coordinates] : g.coordinates) {
      if (meetsBox(boxOf(polygon))) polygons.push(polygon);
    }
  }
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b) as MultiLineString;
  const lines = borders.coordinates.filter((line) => meetsBox(boxOf([line])));
  return {
    land: collection(polygons.map((coordinates) => ({ type: 'Feature', geometry: { type: 'Polygon', coordinates }, properties: {} }))),
    boundaries: collection([{ type: 'Feature', geometry: { type: 'MultiLineString', coordinates: lines }, properties: {} }]),
  };
}

async function readMotorways(file: string): Promise<FeatureCollection> {
  const byRoad = new Map<string, Position[][]>();
  for await (const f of deserialize(new Uint8Array(readFileSync(file)))) {
    const road = f.properties?.road_classification_number;
    const g = f.geometry as Geometry;
    if (typeof road !== 'string' || g.type !== 'LineString') continue;
    const list = byRoad.get(road);
    if (list) list.push((g as LineString).coordinates);
    else byRoad.set(road, [(g as LineString).coordinates]);
  }
  const features: Feature[] = [];
  for (const [ref, lines] of byRoad) {
    for (const coordinates of mergeLines(lines)) {
      let length = 0;
      for (let i = 1; i < coordinates.length; i++) length += km(coordinates[i - 1]!, coordinates[i]!);
      features.push({ type: 'Feature', geometry: { type: 'LineString', coordinates }, properties: { ref, km: Math.round(length * 10) / 10 } });
    }
  }
  return collection(features);
}

/** Reads every layer (about 0.5 s: the land TopoJSON and the motorway file dominate). */
export async function readBasemapLayers(files: BasemapFiles = BASEMAP_FILES): Promise<BasemapLayers> {
  const { land, boundaries } = readLand(files.land);
  const lakes = readWater(files.lakes, () => true);
  return {
    land,
    boundaries,
    lakes,
    lake_labels: lakeLabels(lakes),
    rivers: readWater(files.rivers, (featurecla) => featurecla !== 'Lake Centerline'),
    motorways: await readMotorways(files.motorways),
    places: readPlaces(files.places, files.nePlaces),
  };
}

/** The code that cuts the tiles: a change to it changes the tiles as much as new data does. */
const CODE = ['data.ts', 'line-merge.ts', 'tiles.ts'].map((name) => fileURLToPath(new URL(name, import.meta.url)));

/**
 * A short hash of every input file and of the cutting code: the tiles' version in their URL, so a
 * browser may keep them for a year and still never shows stale ones.
 */
export function dataVersion(files: BasemapFiles = BASEMAP_FILES): string {
  const paths = [...Object.values(files), ...CODE];
  const id = paths.join('\n');
  let version = versions.get(id);
  if (version === undefined) {
    const hash = createHash('sha256');
    for (const file of paths) hash.update(readFileSync(file));
    version = hash.digest('hex').slice(0, 12);
    versions.set(id, version);
  }
  return version;
}

/** Versions worked out in this process (every app the tests build would otherwise hash 4 MB again). */
const versions = new Map<string, string>();
