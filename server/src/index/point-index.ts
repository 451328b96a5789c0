/**
 * kdbush point indexes (x longitude, y latitude), built in place or in a worker thread. kdbush's
 * `finish()` sorts all the points in one synchronous step: for 150,000 points 30-50 ms with its code
 * compiled, 100-135 ms before, 90-120 ms in a profile of a replica rebuilding while it serves (the
 * longest it held its event loop). A worker sends back each index's one buffer (transferred, not
 * copied), which `KDBush.from` reads as it is.
 */

import KDBush from 'kdbush';
import { runInWorker } from './worker-job.ts';

/** Points in matching order: point k is (lngs[k], lats[k]), and the index reports it as k. */
export interface Points {
  lngs: Float64Array;
  lats: Float64Array;
}

const NODE_SIZE = 64;

/**
 * Below this many points in all, the indexes are built in place: `finish()` of 20,000 points
 * takes 3-4 ms, and a worker thread takes longer than that to start.
 */
export const POINT_WORKER_MIN = 20_000;

/** The point index over `points`, built now. */
export function pointIndex(points: Points): KDBush {
  const { lngs, lats } = points;
  const kd = new KDBush(lngs.length, NODE_SIZE, Float64Array);
  for (let k = 0; k < lngs.length; k++) kd.add(lngs[k]!, lats[k]!);
  return kd.finish();
}

/**
 * The point index of each set, built in one worker thread when they hold `workerMin` points or
 * more; indexes as `pointIndex` builds them. If the worker fails they are built in place, as
 * without one: slower to answer meanwhile, but the same indexes.
 */
export async function pointIndexesOffLoop(sets: readonly Points[], workerMin = POINT_WORKER_MIN): Promise<KDBush[]> {
  if (sets.reduce((n, s) => n + s.lngs.length, 0) < workerMin) return sets.map(pointIndex);
  let buffers: ArrayBuffer[];
  try {
    buffers = await runInWorker<readonly Points[], ArrayBuffer[]>(new URL('./point-index-worker.ts', import.meta.url), sets);
  } catch {
    return sets.map(pointIndex);
  }
  return buffers.map((b) => KDBush.from(b));
}
