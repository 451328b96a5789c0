// Worker threads start here: register tsx (workers do not inherit the parent's `--import tsx`),
// then load the TypeScript entry named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
