/**
 * A build in a worker thread is background work: on Linux its thread runs at the lowest priority
 * (nice 19), so it does not take the cores from the event loop answering requests, which keeps its own.
 */

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { runInWorker } from '../src/index/worker-job.ts';
import './helpers.ts';

/** Field 19 of a thread's stat: its nice value. */
const niceOf = (statPath: string): number => {
  const stat = readFileSync(statPath, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};

describe('a job in a worker thread', { skip: !existsSync('/proc/thread-self/stat') && 'needs Linux /proc' }, () => {
  it('runs at nice 19, and the main thread keeps its priority', async () => {
    const mainBefore = niceOf('/proc/thread-self/stat');
    const workerNice = await runInWorker<null, number>(new URL('./fixtures/thread-nice-worker.ts', import.meta.url), null);
    assert.equal(workerNice, 19);
    assert.equal(niceOf('/proc/thread-self/stat'), mainBefore);
    assert.ok(mainBefore < 19, 'the test runs at a higher priority than the worker is given');
  });
});
