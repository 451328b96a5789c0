/**
 * Child process for the load test's floor: a bare `node:http` server that answers every request
 * with the same JSON body of `BENCH_BODY_BYTES` bytes (the API's mean response size), no routing,
 * no hooks, no index. The same load against it, right after the API's run, shows how much of the
 * latency is the machine, the loopback and the load generator rather than the API. Same protocol
 * as bench-server.ts: prints `READY <url>`, answers `cpu` over IPC.
 */

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const size = Math.max(2, Number(process.env.BENCH_BODY_BYTES ?? 22_000));
// A JSON string of the right length: `"aaa…"`.
const body = Buffer.alloc(size, 0x61);
body[0] = body[size - 1] = 0x22;

const server = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': size });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`READY http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.on('message', (m) => {
  if (m === 'cpu') process.send?.(process.cpuUsage());
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
