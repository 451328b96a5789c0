/**
 * Building a filter set's supercluster index, on the event loop or in a worker thread.
 *
 * At 150,000 stations `load` takes 1-1.5 s of CPU; on the event loop every request queued behind
 * it waits that long. A worker builds the index and hands back its typed arrays (transferred, not
 * copied), from which `unpackClusters` puts together, in slices between requests, an index that
 * answers exactly as the one built in place (the tests compare them on every zoom).
 *
 * Packing reads supercluster's internal fields (`trees`, `coords`, `clusterProps`, ...), which its
 * types do not declare; package.json pins the version, and the oracle test fails if they change.
 */

import type { Worker } from 'node:worker_threads';
import KDBush from 'kdbush';
import Supercluster, { type PointFeature } from 'supercluster';
import type { ClusterProps, PointProps, StationClusters } from './cluster-tiles.ts';
import { type Steps, every, runSliced } from './time-slice.ts';
import { runInWorker } from './worker-job.ts';

export interface ClusterSettings {
  /** Cluster radius in pixels. */
  radius: number;
  /** The zoom above which nothing clusters. */
  maxZoom: number;
}

/** The stations to cluster: station index and position, in matching order. */
export interface ClusterInput {
  ids: Int32Array;
  lats: Float64Array;
  lngs: Float64Array;
}

/** What a worker is given to build. */
export interface ClusterJob {
  input: ClusterInput;
  settings: ClusterSettings;
}

/** A built index as transferable arrays. */
export interface PackedClusters {
  numPoints: number;
  coords: Float64Array;
  /** For zooms 0 to maxZoom + 1, the slot in `trees` (a zoom where nothing merged shares its child's tree). */
  treeOfZoom: Int32Array;
  trees: { kdbush: ArrayBuffer; data: Int32Array }[];
  /** The members' bounds of each cluster property slot: s, w, n, e. */
  clusterBounds: Float64Array;
}

/** The fields of a loaded supercluster index that packing reads and unpacking writes. */
interface Internals {
  numPoints: number;
  coords: Float64Array;
  props: PointProps[];
  ids: null;
  trees: (KDBush & { data: Int32Array })[];
  clusterProps: ClusterProps[];
}

function newIndex(settings: ClusterSettings): StationClusters {
  return new Supercluster<PointProps, ClusterProps>({
    radius: settings.radius,
    maxZoom: settings.maxZoom,
    minPoints: 2,
    map: (p) => ({ s: p.la, w: p.ln, n: p.la, e: p.ln }),
    reduce: (acc, p) => {
      if (p.s < acc.s) acc.s = p.s;
      if (p.w < acc.w) acc.w = p.w;
      if (p.n > acc.n) acc.n = p.n;
      if (p.e > acc.e) acc.e = p.e;
    },
  });
}

const propsOf = (input: ClusterInput, k: number): PointProps => ({ i: input.ids[k]!, la: input.lats[k]!, ln: input.lngs[k]! });

/** A cluster index over the stations; each cluster carries the bounds of its members (`s`, `w`, `n`, `e`). */
export function buildClusters(input: ClusterInput, settings: ClusterSettings): StationClusters {
  const points: PointFeature<PointProps>[] = [];
  for (let k = 0; k < input.ids.length; k++) {
    points.push({ type: 'Feature', geometry: { type: 'Point', coordinates: [input.lngs[k]!, input.lats[k]!] }, properties: propsOf(input, k) });
  }
  return newIndex(settings).load(points);
}

// Supercluster's internal state has no public type: one cast, here, for both directions.
const internals = (sc: StationClusters): Internals => sc as unknown as Internals;

/** The index's state as typed arrays, and the buffers to transfer. */
export function packClusters(sc: StationClusters): { packed: PackedClusters; transfer: ArrayBuffer[] } {
  const state = internals(sc);
  const slots = new Map<KDBush, number>();
  const trees: PackedClusters['trees'] = [];
  const treeOfZoom = new Int32Array(state.trees.length).fill(-1);
  state.trees.forEach((tree, z) => {
    if (!tree) return;
    let slot = slots.get(tree);
    if (slot === undefined) {
      slot = trees.length;
      slots.set(tree, slot);
      // kdbush keeps its own buffer under `ids`; supercluster put its point data in `data`.
      trees.push({ kdbush: tree.ids.buffer as ArrayBuffer, data: tree.data });
    }
    treeOfZoom[z] = slot;
  });
  const clusterBounds = new Float64Array(state.clusterProps.length * 4);
  state.clusterProps.forEach((p, k) => clusterBounds.set([p.s, p.w, p.n, p.e], 4 * k));
  const packed: PackedClusters = { numPoints: state.numPoints, coords: state.coords, treeOfZoom, trees, clusterBounds };
  const transfer = [state.coords.buffer, clusterBounds.buffer, treeOfZoom.buffer, ...trees.flatMap((t) => [t.kdbush, t.data.buffer])];
  return { packed, transfer: [...new Set(transfer)] as ArrayBuffer[] };
}

/**
 * An index answering as `buildClusters(input, settings)` does, from what `packClusters` gave for it,
 * as steps (time-slice.ts): at 150,000 stations its point and cluster objects took 40 ms at once.
 */
export function* unpackClusters(packed: PackedClusters, input: ClusterInput, settings: ClusterSettings): Steps<StationClusters> {
  const props: PointProps[] = [];
  for (let k = 0; k < input.ids.length; k++) {
    props.push(propsOf(input, k));
    if (every(8192, k)) yield;
  }
  const clusterProps: ClusterProps[] = [];
  const b = packed.clusterBounds;
  for (let k = 0; k < b.length; k += 4) {
    clusterProps.push({ s: b[k]!, w: b[k + 1]!, n: b[k + 2]!, e: b[k + 3]! });
    if (every(8192, k >> 2)) yield;
  }
  const sc = newIndex(settings);
  const state = internals(sc);
  const trees = packed.trees.map((t) => Object.assign(KDBush.from(t.kdbush), { data: t.data }));
  state.trees = Array.from(packed.treeOfZoom, (slot) => trees[slot]!);
  state.numPoints = packed.numPoints;
  state.coords = packed.coords;
  state.ids = null;
  state.props = props;
  state.clusterProps = clusterProps;
  return sc;
}

/** Builds the index in a worker thread; `active` holds the worker until it is done (for shutdown). */
export async function buildInWorker(input: ClusterInput, settings: ClusterSettings, active: Set<Worker>): Promise<StationClusters> {
  const packed = await runInWorker<ClusterJob, PackedClusters>(new URL('./cluster-worker.ts', import.meta.url), { input, settings }, active);
  return runSliced(unpackClusters(packed, input, settings));
}
