/**
 * Worker thread: builds one supercluster index and posts it back packed (see cluster-build.ts).
 * Started by `runInWorker` (worker-job.ts).
 */

import { parentPort } from 'node:worker_threads';
import { type ClusterJob, buildClusters, packClusters } from './cluster-build.ts';
import { workerJob } from './worker-job.ts';

const job = workerJob<ClusterJob>();
const { packed, transfer } = packClusters(buildClusters(job.input, job.settings));
parentPort!.postMessage(packed, transfer);
