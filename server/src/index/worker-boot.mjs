// Worker threads start here: register tsx (workers do not inherit the parent's `--import tsx`),
// then load the TypeScript entry named in workerData.
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// A build in a worker is background work: on 2 cores it took CPU from the event loop answering
// requests. Linux keeps a nice value per thread, and setpriority on "0" is this thread alone; on
// other systems it would be the whole process, so there the worker keeps its priority.
if (process.platform === 'linux') setPriority(19);
register();
await import(workerData.entry);
