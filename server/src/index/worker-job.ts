/**
 * One job in a worker thread of its own: a long synchronous build (a cluster index, a point index)
 * moved off the event loop, so requests are answered while it runs. The worker is started through
 * `worker-boot.mjs` (which registers tsx), runs the TypeScript entry named here on
 * `workerData.job`, posts one message back and is ended.
 */

import { Worker, workerData } from 'node:worker_threads';

/** Starts `entry` (a module URL) in a worker thread on `job`; settles with the one message it posts. `active` holds the worker until it is done (for shutdown). */
export function runInWorker<Job, Result>(entry: URL, job: Job, active?: Set<Worker>): Promise<Result> {
  const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData: { entry: entry.href, job } });
  worker.unref();
  active?.add(worker);
  return new Promise<Result>((resolve, reject) => {
    worker.once('message', (result: Result) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`worker ${entry.pathname} exited with ${code}`)));
  }).finally(() => {
    active?.delete(worker);
    void worker.terminate();
  });
}

/** In a worker's entry module: the job `runInWorker` gave it. */
export const workerJob = <Job>(): Job => (workerData as { job: Job }).job;
