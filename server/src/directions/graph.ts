/**
 * The routing graph of the motorway network. Pure: segments in, typed arrays out.
 *
 * - Nodes are where segment ends meet. Ends within `SNAP_TOLERANCE_M` of each other are one node
 *   (the file's coordinates carry sub-metre noise where segments meet).
 * - Edges are the segments, each with its length (along its vertices), its road number and its
 *   vertices for drawing. The file has no one-way flags (dual carriageways are two lines), so edges
 *   run both ways.
 * - The file still has a few pieces that do not touch the rest (11 at the snap tolerance, all but
 *   one under 600 m; the M67 is 10 km and ends 27 m short of the M60). Where such a gap is at most
 *   `BRIDGE_MAX_GAP_M`, a straight bridge edge closes it (shortest gaps first, one per pair of
 *   pieces, as in Kruskal's algorithm); whatever is still apart from the largest piece is dropped
 *   and counted in `stats`. The result is one connected component.
 * - `M6 TOLL` (any road named `... TOLL`) is marked as tolled.
 */

import KDBush from 'kdbush';
import { haversine } from '../geo/haversine.ts';

/** One line of the motorway file: a motorway between two junctions (or a carriageway of it). */
export interface MotorwaySegment {
  /** `road_classification_number`: `M1`, `A1(M)`, `M6 TOLL`, ... */
  road: string;
  /** `[lat, lng]` vertices, in file order. */
  points: [number, number][];
}

export const SNAP_TOLERANCE_M = 2;
export const BRIDGE_MAX_GAP_M = 100;

export interface GraphStats {
  segments: number;
  nodes: number;
  edges: number;
  /** Pieces (connected components) after snapping, before bridging. */
  pieces: number;
  bridges: number;
  bridgeMetres: number;
  /** Segments in pieces that no bridge reached (dropped), and their length. */
  droppedSegments: number;
  droppedMetres: number;
  /** Segments shorter than the tolerance: both ends became one node, so the segment is dropped. */
  collapsed: number;
  /** Total length of the kept edges. */
  metres: number;
}

export interface MotorwayGraph {
  nodeCount: number;
  nodeLat: Float64Array;
  nodeLng: Float64Array;
  edgeCount: number;
  edgeFrom: Int32Array;
  edgeTo: Int32Array;
  edgeMetres: Float64Array;
  /** Index into `roads`. */
  edgeRoad: Uint16Array;
  edgeTolled: Uint8Array;
  /** Edge e's vertices are `points[2i], points[2i + 1]` (lat, lng) for i in `pointStart[e] .. pointStart[e + 1]`, from `edgeFrom` to `edgeTo`. */
  pointStart: Int32Array;
  points: Float64Array;
  /** Edges at node n: `adjEdge[adjStart[n] .. adjStart[n + 1]]` (compressed sparse rows). */
  adjStart: Int32Array;
  adjEdge: Int32Array;
  roads: string[];
  stats: GraphStats;
}

export function isTolledRoad(road: string): boolean {
  return /\bTOLL\b/i.test(road);
}

/** Finds snapped nodes: a grid of cells larger than the tolerance, so a match is in the 3 × 3 cells around. */
class NodeSnapper {
  readonly lat: number[] = [];
  readonly lng: number[] = [];
  readonly #cells = new Map<number, number[]>();
  // 1e-4 degrees: 11 m of latitude, 6-7 m of longitude in Great Britain, above the tolerance.
  readonly #cell = 1e-4;

  constructor(readonly tolerance: number) {}

  #key(ix: number, iy: number): number {
    return ix * 4_194_304 + iy;
  }

  node(lat: number, lng: number): number {
    const ix = Math.floor(lat / this.#cell);
    const iy = Math.floor(lng / this.#cell);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const n of this.#cells.get(this.#key(ix + dx, iy + dy)) ?? []) {
          if (haversine(lat, lng, this.lat[n]!, this.lng[n]!) <= this.tolerance) return n;
        }
      }
    }
    const id = this.lat.length;
    this.lat.push(lat);
    this.lng.push(lng);
    const key = this.#key(ix, iy);
    const list = this.#cells.get(key);
    if (list) list.push(id);
    else this.#cells.set(key, [id]);
    return id;
  }
}

class UnionFind {
  readonly #parent: Int32Array;
  constructor(n: number) {
    this.#parent = Int32Array.from({ length: n }, (_, i) => i);
  }
  find(x: number): number {
    const p = this.#parent;
    while (p[x] !== x) {
      p[x] = p[p[x]!]!;
      x = p[x]!;
    }
    return x;
  }
  union(a: number, b: number): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return false;
    this.#parent[ra] = rb;
    return true;
  }
}

interface RawEdge {
  from: number;
  to: number;
  metres: number;
  road: string;
  points: [number, number][];
}

function pathMetres(points: readonly [number, number][]): number {
  let metres = 0;
  for (let i = 1; i < points.length; i++) metres += haversine(points[i - 1]![0], points[i - 1]![1], points[i]![0], points[i]![1]);
  return metres;
}

/** Straight edges across the gaps between pieces, shortest first, until no gap <= maxGap joins two pieces. */
function bridgeGaps(snapper: NodeSnapper, edges: RawEdge[], maxGap: number): { bridges: RawEdge[]; pieces: number } {
  const nodes = snapper.lat.length;
  const pieces = new UnionFind(nodes);
  const roadAt: string[] = [];
  for (const e of edges) {
    pieces.union(e.from, e.to);
    roadAt[e.from] ??= e.road;
    roadAt[e.to] ??= e.road;
  }
  const roots = new Set<number>();
  for (let n = 0; n < nodes; n++) roots.add(pieces.find(n));

  const index = new KDBush(nodes);
  for (let n = 0; n < nodes; n++) index.add(snapper.lng[n]!, snapper.lat[n]!);
  index.finish();
  // Degrees that cover maxGap: 1° of latitude is 111 km; longitude shrinks with cos(lat) (<= 61° here).
  const dLat = maxGap / 111_000;
  const gaps: { a: number; b: number; metres: number }[] = [];
  for (let a = 0; a < nodes; a++) {
    const lat = snapper.lat[a]!;
    const lng = snapper.lng[a]!;
    const dLng = dLat / Math.cos((lat * Math.PI) / 180);
    for (const b of index.range(lng - dLng, lat - dLat, lng + dLng, lat + dLat)) {
      if (b <= a || pieces.find(a) === pieces.find(b)) continue;
      const metres = haversine(lat, lng, snapper.lat[b]!, snapper.lng[b]!);
      if (metres <= maxGap) gaps.push({ a, b, metres });
    }
  }
  gaps.sort((x, y) => x.metres - y.metres || x.a - y.a || x.b - y.b);
  const bridges: RawEdge[] = [];
  for (const { a, b, metres } of gaps) {
    if (!pieces.union(a, b)) continue;
    bridges.push({
      from: a,
      to: b,
      metres,
      road: roadAt[a]!,
      points: [
        [snapper.lat[a]!, snapper.lng[a]!],
        [snapper.lat[b]!, snapper.lng[b]!],
      ],
    });
  }
  return { bridges, pieces: roots.size };
}

export function buildMotorwayGraph(
  segments: readonly MotorwaySegment[],
  options: { snapTolerance?: number; bridgeMaxGap?: number } = {},
): MotorwayGraph {
  const snapper = new NodeSnapper(options.snapTolerance ?? SNAP_TOLERANCE_M);
  const edges: RawEdge[] = [];
  let collapsed = 0;
  for (const { road, points } of segments) {
    const first = points[0]!;
    const last = points[points.length - 1]!;
    const from = snapper.node(first[0], first[1]);
    const to = snapper.node(last[0], last[1]);
    if (from === to) {
      collapsed++;
      continue;
    }
    edges.push({ from, to, metres: pathMetres(points), road, points });
  }
  const { bridges, pieces } = bridgeGaps(snapper, edges, options.bridgeMaxGap ?? BRIDGE_MAX_GAP_M);
  const all = [...edges, ...bridges];

  // Keep the largest connected component.
  const components = new UnionFind(snapper.lat.length);
  for (const e of all) components.union(e.from, e.to);
  const size = new Map<number, number>();
  for (const e of all) {
    const root = components.find(e.from);
    size.set(root, (size.get(root) ?? 0) + 1);
  }
  let main = -1;
  for (const [root, count] of size) if (main < 0 || count > size.get(main)!) main = root;
  const kept = all.filter((e) => components.find(e.from) === main);
  const dropped = all.filter((e) => components.find(e.from) !== main);

  // Renumber the nodes the kept edges use, in order of first use.
  const nodeId = new Int32Array(snapper.lat.length).fill(-1);
  const lat: number[] = [];
  const lng: number[] = [];
  const id = (n: number): number => {
    if (nodeId[n]! < 0) {
      nodeId[n] = lat.length;
      lat.push(snapper.lat[n]!);
      lng.push(snapper.lng[n]!);
    }
    return nodeId[n]!;
  };

  const roads = [...new Set(kept.map((e) => e.road))].sort();
  const roadIndex = new Map(roads.map((r, i) => [r, i]));
  const edgeCount = kept.length;
  const edgeFrom = new Int32Array(edgeCount);
  const edgeTo = new Int32Array(edgeCount);
  const edgeMetres = new Float64Array(edgeCount);
  const edgeRoad = new Uint16Array(edgeCount);
  const edgeTolled = new Uint8Array(edgeCount);
  const pointStart = new Int32Array(edgeCount + 1);
  let pointCount = 0;
  for (const e of kept) pointCount += e.points.length;
  const points = new Float64Array(pointCount * 2);
  let p = 0;
  kept.forEach((e, i) => {
    edgeFrom[i] = id(e.from);
    edgeTo[i] = id(e.to);
    edgeMetres[i] = e.metres;
    edgeRoad[i] = roadIndex.get(e.road)!;
    edgeTolled[i] = isTolledRoad(e.road) ? 1 : 0;
    pointStart[i] = p;
    for (const [pLat, pLng] of e.points) {
      points[2 * p] = pLat;
      points[2 * p + 1] = pLng;
      p++;
    }
  });
  pointStart[edgeCount] = p;

  const nodeCount = lat.length;
  const adjStart = new Int32Array(nodeCount + 1);
  for (let e = 0; e < edgeCount; e++) {
    adjStart[edgeFrom[e]! + 1]!++;
    adjStart[edgeTo[e]! + 1]!++;
  }
  for (let n = 0; n < nodeCount; n++) adjStart[n + 1]! += adjStart[n]!;
  const fill = adjStart.slice(0, nodeCount);
  const adjEdge = new Int32Array(2 * edgeCount);
  for (let e = 0; e < edgeCount; e++) {
    adjEdge[fill[edgeFrom[e]!]!++] = e;
    adjEdge[fill[edgeTo[e]!]!++] = e;
  }

  const sum = (list: RawEdge[]): number => list.reduce((s, e) => s + e.metres, 0);
  const keptBridges = bridges.filter((e) => components.find(e.from) === main);
  return {
    nodeCount,
    nodeLat: Float64Array.from(lat),
    nodeLng: Float64Array.from(lng),
    edgeCount,
    edgeFrom,
    edgeTo,
    edgeMetres,
    edgeRoad,
    edgeTolled,
    pointStart,
    points,
    adjStart,
    adjEdge,
    roads,
    stats: {
      segments: segments.length,
      nodes: nodeCount,
      edges: edgeCount,
      pieces,
      bridges: keptBridges.length,
      bridgeMetres: sum(keptBridges),
      droppedSegments: dropped.length - (bridges.length - keptBridges.length),
      droppedMetres: sum(dropped),
      collapsed,
      metres: sum(kept),
    },
  };
}

/** The node at the other end of edge `e` from `node`. */
export function otherEnd(graph: MotorwayGraph, e: number, node: number): number {
  return graph.edgeFrom[e] === node ? graph.edgeTo[e]! : graph.edgeFrom[e]!;
}

/** Typed-array bytes the graph holds (the bench prints it beside the heap growth). */
export function graphBytes(graph: MotorwayGraph): number {
  const arrays = [
    graph.nodeLat, graph.nodeLng, graph.edgeFrom, graph.edgeTo, graph.edgeMetres, graph.edgeRoad,
    graph.edgeTolled, graph.pointStart, graph.points, graph.adjStart, graph.adjEdge,
  ];
  return arrays.reduce((s, a) => s + a.byteLength, 0);
}
