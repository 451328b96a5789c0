/**
 * The cluster tile cache answers a box exactly as supercluster's own `getClusters` does:
 * the same clusters (id, size, bounds, centroid) and the same unclustered stations, for boxes of
 * every size, zooms past the index's maximum, and boxes across the antimeridian.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Supercluster, { type ClusterProperties } from 'supercluster';
import { type Box, boxContains, boxRanges } from '../src/geo/bounds.ts';
import { seededBoxes, syntheticStations } from '../src/import/synthetic.ts';
import type { WireCluster } from '../../src/api/contract.ts';
import { type ClusteredResult, ClusterTiles, type ClusterProps, type PointProps, type TileOptions } from '../src/index/cluster-tiles.ts';

const MAX_ZOOM = 15;

function clustersOver(points: { lat: number; lng: number }[], options: Partial<TileOptions> = {}): { sc: Supercluster<PointProps, ClusterProps>; tiles: ClusterTiles } {
  const lats = Float64Array.from(points, (p) => p.lat);
  const lngs = Float64Array.from(points, (p) => p.lng);
  const sc = new Supercluster<PointProps, ClusterProps>({
    radius: 60,
    maxZoom: MAX_ZOOM,
    minPoints: 2,
    map: (p) => ({ s: p.la, w: p.ln, n: p.la, e: p.ln }),
    reduce: (acc, p) => {
      acc.s = Math.min(acc.s, p.s);
      acc.w = Math.min(acc.w, p.w);
      acc.n = Math.max(acc.n, p.n);
      acc.e = Math.max(acc.e, p.e);
    },
  });
  sc.load(points.map((p, i) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [p.lng, p.lat] }, properties: { i, la: p.lat, ln: p.lng } })));
  return { sc, tiles: new ClusterTiles(sc, MAX_ZOOM, lats, lngs, options) };
}

/** Supercluster's answer in the same shape, keeping only features clear of the box edges (the two round differently). */
function oracle(sc: Supercluster<PointProps, ClusterProps>, box: Box, z: number): { clusters: string[]; stations: number[] } {
  const clusters: string[] = [];
  const stations: number[] = [];
  const inner: Box = { south: box.south + 1e-6, north: box.north - 1e-6, west: box.west + 1e-6, east: box.east - 1e-6 };
  for (const [w, s, e, n] of boxRanges(box)) {
    for (const f of sc.getClusters([w, s, e, n], z)) {
      const p = f.properties as Partial<ClusterProperties> & Partial<ClusterProps> & Partial<PointProps>;
      const [lng, lat] = f.geometry.coordinates as [number, number];
      if (!boxContains(inner, lat, lng)) continue;
      if (p.cluster) {
        const centroid = [Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6];
        clusters.push(JSON.stringify({ id: `${Math.min(z, MAX_ZOOM + 1)}:${p.cluster_id}`, size: p.point_count, bounds: { ne: [p.n, p.e], sw: [p.s, p.w] }, centroid }));
      } else {
        stations.push(p.i!);
      }
    }
  }
  return { clusters: clusters.sort(), stations: stations.sort((a, b) => a - b) };
}

/** The clusters of an answer, read back from its JSON chunks. */
function clustersOf(r: ClusteredResult): WireCluster[] {
  return JSON.parse(`[${r.clusterJson.join(',')}]`) as WireCluster[];
}

function clearOfEdges(tiles: ClusterTiles, box: Box, z: number, lats: number[], lngs: number[]): { clusters: string[]; stations: number[] } {
  const inner: Box = { south: box.south + 1e-6, north: box.north - 1e-6, west: box.west + 1e-6, east: box.east - 1e-6 };
  const r = tiles.at(box, z);
  for (const i of r.locations) assert.ok(boxContains(box, lats[i]!, lngs[i]!), `station ${i} lies in the box`);
  return {
    clusters: clustersOf(r).filter((c) => boxContains(inner, c.centroid[0], c.centroid[1])).map((c) => JSON.stringify(c)).sort(),
    stations: r.locations.filter((i) => boxContains(inner, lats[i]!, lngs[i]!)).sort((a, b) => a - b),
  };
}

describe('cluster tiles', () => {
  const rows = syntheticStations(4000, 9, 40);
  const lats = rows.map((r) => r.lat);
  const lngs = rows.map((r) => r.lng);
  const boxes = seededBoxes(60, 21);
  const settings: [string, Partial<TileOptions>][] = [
    ['the default tile cache', {}],
    ['a cache of 4 tiles (constant eviction)', { maxTiles: 4 }],
    ['no tiles (every box asks supercluster directly)', { maxTilesPerQuery: 0 }],
  ];
  for (const [name, options] of settings) {
    it(`answer 60 seeded boxes at every zoom like getClusters, with ${name}`, () => {
      const { sc, tiles } = clustersOver(rows, options);
      let clusters = 0;
      let stations = 0;
      for (const [n, box] of boxes.entries()) {
        for (const z of [0, 3, 6, 9, 12, 15, 16, 19]) {
          const expected = oracle(sc, box, z);
          assert.deepEqual(clearOfEdges(tiles, box, z, lats, lngs), expected, `box ${n} at zoom ${z}`);
          // Asked again (now from the cache): the same answer, in the same order.
          assert.deepEqual(tiles.at(box, z), tiles.at(box, z));
          clusters += expected.clusters.length;
          stations += expected.stations.length;
        }
      }
      assert.ok(clusters > 500 && stations > 500, `the sample has clusters (${clusters}) and single stations (${stations})`);
    });
  }

  it('a full cache drops its least recently used tiles and keeps the ones in use', () => {
    const { sc, tiles } = clustersOver(rows, { maxTiles: 8 });
    let asked = 0;
    const getClusters = sc.getClusters.bind(sc);
    sc.getClusters = (bbox, zoom) => {
      asked++;
      return getClusters(bbox, zoom);
    };
    // A tiny box at the centre of zoom-10 tile (x, y) lies in that tile alone.
    const small = (x: number, y: number): Box => {
      const lng = ((x + 0.5) / 1024) * 360 - 180;
      const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + 0.5)) / 1024))) * 180) / Math.PI;
      return { south: lat - 0.001, west: lng - 0.001, north: lat + 0.001, east: lng + 0.001 };
    };
    const hot = small(509, 336);
    const cost = (box: Box): number => {
      const before = asked;
      tiles.at(box, 10);
      return asked - before;
    };
    assert.equal(cost(hot), 1, 'a new tile asks supercluster');
    assert.equal(cost(hot), 0, 'a cached tile does not');
    // Twenty other tiles, with the hot one used between them: it is never the least recent.
    for (let k = 0; k < 20; k++) {
      assert.equal(cost(small(500 + k, 340)), 1);
      assert.equal(cost(hot), 0, `the hot tile is still cached after ${k + 1} others`);
    }
    assert.equal(cost(small(500, 340)), 1, 'the first of the others was dropped');
  });

  it('never answers a feature twice, also on tile edges', () => {
    const { tiles } = clustersOver(rows);
    for (const box of boxes) {
      for (const z of [4, 8, 12, 16]) {
        const res = tiles.at(box, z);
        assert.equal(new Set(res.locations).size, res.locations.length);
        const clusters = clustersOf(res);
        assert.equal(new Set(clusters.map((c) => c.id)).size, clusters.length);
      }
    }
  });

  it('answer a box across the antimeridian from both sides', () => {
    const points = [
      { lat: -17.7, lng: 178.4 },
      { lat: -17.8, lng: 179.9 },
      { lat: -16.5, lng: -179.8 },
      { lat: -13.8, lng: -171.8 },
      { lat: 10, lng: 0 },
    ];
    const { sc, tiles } = clustersOver(points);
    const box: Box = { south: -20, west: 178, north: -10, east: -171 };
    const pLats = points.map((p) => p.lat);
    const pLngs = points.map((p) => p.lng);
    for (const z of [0, 4, 8, 16]) assert.deepEqual(clearOfEdges(tiles, box, z, pLats, pLngs), oracle(sc, box, z), `zoom ${z}`);
    assert.deepEqual(tiles.at(box, 16).locations.sort(), [0, 1, 2, 3]);
  });

  it('an empty index answers every box with nothing', () => {
    const { tiles } = clustersOver([]);
    assert.deepEqual(tiles.at({ south: -90, west: -180, north: 90, east: 180 }, 3), { locations: [], clusterJson: [] });
  });
});
