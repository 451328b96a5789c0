/**
 * Worker thread: builds one supercluster index and posts it back packed (see cluster-build.ts).
 * Started through `worker-boot.mjs`, which registers tsx first (a worker does not inherit the
 * parent's `--import tsx`).
 */

import { parentPort, workerData } from 'node:worker_threads';
import { type ClusterJob, buildClusters, packClusters } from './cluster-build.ts';

const job = (workerData as { job: ClusterJob }).job;
const { packed, transfer } = packClusters(buildClusters(job.input, job.settings));
parentPort!.postMessage(packed, transfer);
