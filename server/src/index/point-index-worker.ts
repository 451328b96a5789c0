/**
 * Worker thread: builds the point index of each set it is given and posts back their buffers,
 * transferred (see point-index.ts). Started by `runInWorker` (worker-job.ts).
 */

import { parentPort } from 'node:worker_threads';
import { type Points, pointIndex } from './point-index.ts';
import { workerJob } from './worker-job.ts';

// Made with the default ArrayBuffer type, which `pointIndex` leaves to kdbush: transferable.
const buffers = workerJob<Points[]>().map((points) => pointIndex(points).data as ArrayBuffer);
parentPort!.postMessage(buffers, buffers);
