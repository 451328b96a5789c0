/**
 * Fastest leg between two points over the motorway graph. Pure (no I/O).
 *
 * A leg is either straight (the great-circle line, driven at `OFF_NETWORK_SPEED_KMH`) or a straight
 * connector from the start to a motorway node, the motorway part (edges at `MOTORWAY_SPEED_KMH`) and
 * a straight connector from a motorway node to the end. Entry and exit candidates are the
 * `ENTRY_CANDIDATES` nodes nearest to each point within `MAX_CONNECTOR_M`, so a point off the
 * network (Northern Ireland, the Highlands) has none and its legs are straight.
 *
 * The search is A* over that graph with a virtual source (edges to the entry candidates, costing
 * their connector time) and a virtual target (reached from the exit candidates, costing theirs,
 * and from the source directly at the straight line's time), with a maintained binary heap
 * (`tinyqueue`). Heuristic: great-circle distance to the end at motorway speed, the fastest speed
 * in the model; an edge is never shorter than the great circle between its ends, so the heuristic
 * is consistent and the first time the target leaves the queue its time is the optimum.
 */

import KDBush from 'kdbush';
import { around } from 'geokdbush';
import TinyQueue from 'tinyqueue';
import { haversine } from '../geo/haversine.ts';
import { graphBytes, type MotorwayGraph, otherEnd } from './graph.ts';

/**
 * Average speed on the motorway: the limit is 70 mph (113 km/h); junctions, lorries and traffic
 * bring the average down. No traffic model.
 */
export const MOTORWAY_SPEED_KMH = 100;
/** Roads off the network are about this much longer than the straight line between their ends. */
export const ROAD_FACTOR = 1.3;
/** Average speed on the roads off the network (A roads, about 65 km/h). */
export const OFF_NETWORK_ROAD_SPEED_KMH = 65;
/**
 * Speed along the straight line of connectors and straight legs: the roads off the network are
 * longer than the straight line (`ROAD_FACTOR`) and slower (`OFF_NETWORK_ROAD_SPEED_KMH`), so
 * 65 / 1.3 = 50 km/h of straight line. (The front end's local estimate, used only when this API
 * cannot be reached, assumes 60 km/h along the line: `OFFLINE_AVERAGE_SPEED_KMH`.)
 */
export const OFF_NETWORK_SPEED_KMH = OFF_NETWORK_ROAD_SPEED_KMH / ROAD_FACTOR;
export const ENTRY_CANDIDATES = 24;
/** Farther than this from the network, a point is off it: its legs are straight. */
export const MAX_CONNECTOR_M = 100_000;

export const MOTORWAY_MPS = MOTORWAY_SPEED_KMH / 3.6;
export const OFF_NETWORK_MPS = OFF_NETWORK_SPEED_KMH / 3.6;

export interface Point {
  lat: number;
  lng: number;
}

export interface LegOptions {
  avoidTolls: boolean;
}

/** A connector between a point and a motorway node. */
export interface Connector {
  node: number;
  metres: number;
  seconds: number;
}

export interface StraightLeg {
  network: 'straight';
  metres: number;
  seconds: number;
}

export interface MotorwayLeg {
  network: 'motorway';
  metres: number;
  seconds: number;
  entry: Connector;
  exit: Connector;
  /** Motorway edges in travel order, and the nodes they pass (`nodes.length === edges.length + 1`). */
  edges: number[];
  nodes: number[];
}

export type LegPlan = StraightLeg | MotorwayLeg;

/**
 * The fastest times from one point to every motorway node (or from every node to it: edges run
 * both ways), with the metres of those fastest paths; `Infinity` where unreachable.
 */
export interface NetworkTimes {
  from: Point;
  seconds: Float64Array;
  metres: Float64Array;
}

/** Seconds and metres of a leg. */
export interface LegCost {
  seconds: number;
  metres: number;
}

/** The straight line between two points, at the speed of the roads off the network (`OFF_NETWORK_MPS`). */
export function straightLegCost(from: Point, to: Point): LegCost {
  const metres = haversine(from.lat, from.lng, to.lat, to.lng);
  return { seconds: metres / OFF_NETWORK_MPS, metres };
}

interface QueueItem {
  node: number;
  /** g + h */
  f: number;
}

export class MotorwayRouter {
  readonly graph: MotorwayGraph;
  /** Seconds to drive each edge. */
  readonly edgeSeconds: Float64Array;
  readonly #nodes: KDBush;
  /** Node has at least one untolled edge (an entry or exit when tolls are avoided). */
  readonly #untolledNode: Uint8Array;
  // Search state, reused: a stamp marks what the current search has set, so nothing is cleared.
  readonly #g: Float64Array;
  readonly #prevEdge: Int32Array;
  readonly #seen: Uint32Array;
  readonly #done: Uint32Array;
  readonly #exitSeconds: Float64Array;
  readonly #exitStamp: Uint32Array;
  #stamp = 0;

  constructor(graph: MotorwayGraph) {
    this.graph = graph;
    const n = graph.nodeCount;
    this.edgeSeconds = graph.edgeMetres.map((m) => m / MOTORWAY_MPS);
    this.#nodes = new KDBush(n);
    for (let i = 0; i < n; i++) this.#nodes.add(graph.nodeLng[i]!, graph.nodeLat[i]!);
    this.#nodes.finish();
    this.#untolledNode = new Uint8Array(n);
    for (let e = 0; e < graph.edgeCount; e++) {
      if (graph.edgeTolled[e]) continue;
      this.#untolledNode[graph.edgeFrom[e]!] = 1;
      this.#untolledNode[graph.edgeTo[e]!] = 1;
    }
    this.#g = new Float64Array(n);
    this.#prevEdge = new Int32Array(n);
    this.#seen = new Uint32Array(n);
    this.#done = new Uint32Array(n);
    this.#exitSeconds = new Float64Array(n);
    this.#exitStamp = new Uint32Array(n);
  }

  /** Bytes of the typed arrays the router holds: the graph's, the node index, edge times and search state. */
  bytes(): number {
    const own = [this.edgeSeconds, this.#untolledNode, this.#g, this.#prevEdge, this.#seen, this.#done, this.#exitSeconds, this.#exitStamp];
    return graphBytes(this.graph) + this.#nodes.data.byteLength + own.reduce((s, a) => s + a.byteLength, 0);
  }

  /** Connectors from `point` to its candidate nodes, nearest first (none when off the network). */
  connectors(point: Point, options: LegOptions): Connector[] {
    const { graph } = this;
    const usable = options.avoidTolls ? (n: number) => this.#untolledNode[n] === 1 : undefined;
    // geokdbush's earth radius differs from ours in the fourth digit: ask a little wider, then cut.
    const near = around(this.#nodes, point.lng, point.lat, ENTRY_CANDIDATES, (MAX_CONNECTOR_M / 1000) * 1.001, usable);
    const out: Connector[] = [];
    for (const node of near) {
      const metres = haversine(point.lat, point.lng, graph.nodeLat[node]!, graph.nodeLng[node]!);
      if (metres <= MAX_CONNECTOR_M) out.push({ node, metres, seconds: metres / OFF_NETWORK_MPS });
    }
    return out;
  }

  /**
   * One Dijkstra search from `point`'s connectors over the whole graph (the virtual source of
   * `leg`): the fastest time to every node. With it, the leg from `point` to any other point is a
   * look-up over that point's connectors (`legVia`), so N legs from one place cost one search.
   */
  timesFrom(point: Point, options: LegOptions): NetworkTimes {
    const { graph, edgeSeconds } = this;
    const seconds = new Float64Array(graph.nodeCount).fill(Infinity);
    const metres = new Float64Array(graph.nodeCount).fill(Infinity);
    const done = new Uint8Array(graph.nodeCount);
    const queue = new TinyQueue<QueueItem>([], (a, b) => a.f - b.f);
    for (const entry of this.connectors(point, options)) {
      if (entry.seconds >= seconds[entry.node]!) continue;
      seconds[entry.node] = entry.seconds;
      metres[entry.node] = entry.metres;
      queue.push({ node: entry.node, f: entry.seconds });
    }
    const avoidTolls = options.avoidTolls;
    while (queue.length > 0) {
      const { node } = queue.pop()!;
      if (done[node]) continue;
      done[node] = 1;
      const gn = seconds[node]!;
      const mn = metres[node]!;
      for (let i = graph.adjStart[node]!; i < graph.adjStart[node + 1]!; i++) {
        const e = graph.adjEdge[i]!;
        if (avoidTolls && graph.edgeTolled[e]) continue;
        const v = otherEnd(graph, e, node);
        const gv = gn + edgeSeconds[e]!;
        if (gv >= seconds[v]!) continue;
        seconds[v] = gv;
        metres[v] = mn + graph.edgeMetres[e]!;
        queue.push({ node: v, f: gv });
      }
    }
    return { from: point, seconds, metres };
  }

  /**
   * The cost of the leg between `times.from` and `other` (either way round: edges run both ways),
   * the same optimum `leg` finds: the straight line, or the best connector of `other` plus the
   * fastest time to its node. `otherConnectors`: `connectors(other, options)` when the caller has them.
   */
  legVia(times: NetworkTimes, other: Point, options: LegOptions, otherConnectors = this.connectors(other, options)): LegCost {
    let best = straightLegCost(times.from, other);
    for (const c of otherConnectors) {
      const seconds = times.seconds[c.node]! + c.seconds;
      if (seconds < best.seconds) best = { seconds, metres: times.metres[c.node]! + c.metres };
    }
    return best;
  }

  /** The fastest leg from `from` to `to`: straight, or over the network when that is faster. */
  leg(from: Point, to: Point, options: LegOptions): LegPlan {
    const straight: StraightLeg = { network: 'straight', ...straightLegCost(from, to) };
    const entries = this.connectors(from, options);
    const exits = this.connectors(to, options);
    if (entries.length === 0 || exits.length === 0) return straight;

    const { graph, edgeSeconds } = this;
    const g = this.#g;
    const prevEdge = this.#prevEdge;
    const seen = this.#seen;
    const done = this.#done;
    const exitSeconds = this.#exitSeconds;
    const exitStamp = this.#exitStamp;
    const stamp = ++this.#stamp;
    const h = (n: number): number => haversine(graph.nodeLat[n]!, graph.nodeLng[n]!, to.lat, to.lng) / MOTORWAY_MPS;

    for (const exit of exits) {
      exitSeconds[exit.node] = exit.seconds;
      exitStamp[exit.node] = stamp;
    }
    const queue = new TinyQueue<QueueItem>([], (a, b) => a.f - b.f);
    const entryOf = new Map<number, Connector>();
    for (const entry of entries) {
      if (seen[entry.node] === stamp && g[entry.node]! <= entry.seconds) continue;
      seen[entry.node] = stamp;
      g[entry.node] = entry.seconds;
      prevEdge[entry.node] = -1;
      entryOf.set(entry.node, entry);
      queue.push({ node: entry.node, f: entry.seconds + h(entry.node) });
    }

    // The target's time so far: the straight line, until an exit beats it.
    let best = straight.seconds;
    let bestExit = -1;
    const avoidTolls = options.avoidTolls;
    while (queue.length > 0) {
      const { node, f } = queue.pop()!;
      // The target would leave the queue now (its f is its g): nothing left can beat it.
      if (f >= best) break;
      if (done[node] === stamp) continue;
      done[node] = stamp;
      const gn = g[node]!;
      if (exitStamp[node] === stamp && gn + exitSeconds[node]! < best) {
        best = gn + exitSeconds[node]!;
        bestExit = node;
      }
      for (let i = graph.adjStart[node]!; i < graph.adjStart[node + 1]!; i++) {
        const e = graph.adjEdge[i]!;
        if (avoidTolls && graph.edgeTolled[e]) continue;
        const v = otherEnd(graph, e, node);
        const gv = gn + edgeSeconds[e]!;
        if (seen[v] === stamp && gv >= g[v]!) continue;
        seen[v] = stamp;
        g[v] = gv;
        prevEdge[v] = e;
        queue.push({ node: v, f: gv + h(v) });
      }
    }
    if (bestExit < 0) return straight;

    const edges: number[] = [];
    const nodes: number[] = [bestExit];
    let metres = 0;
    for (let n = bestExit; prevEdge[n]! >= 0; ) {
      const e = prevEdge[n]!;
      edges.push(e);
      metres += graph.edgeMetres[e]!;
      n = otherEnd(graph, e, n);
      nodes.push(n);
    }
    // Entering and leaving at one node is never faster than the straight line; keep the plan honest if rounding says so.
    if (edges.length === 0) return straight;
    edges.reverse();
    nodes.reverse();
    const entry = entryOf.get(nodes[0]!)!;
    const exit = exits.find((x) => x.node === bestExit)!;
    return { network: 'motorway', metres: entry.metres + metres + exit.metres, seconds: best, entry, exit, edges, nodes };
  }
}
