/**
 * Child process for the load test: the API over a seeded synthetic set, rate limit off (one
 * client IP sends everything), on 127.0.0.1 and a free port. Prints `READY <url>` when listening.
 */

process.env.TZ = 'UTC';

import { buildApp } from '../src/app.ts';
import { syntheticStations } from '../src/import/synthetic.ts';

const count = Number(process.env.BENCH_STATIONS ?? 150_000);
const app = await buildApp({ dataFile: null, stations: syntheticStations(count, 42), rateLimit: false, logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
app.stationIndex.words();
process.stdout.write(`READY ${url}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
