/**
 * `npm run test:e2e` (after rollup has built dist/): starts the demo server once (scripts/start.ts, as
 * `npm start` does), runs every test/e2e/*.e2e.ts against it with node's test runner (two files at a time,
 * each with its own Chromium; `E2E_CONCURRENCY` sets another number), then stops everything and prints the
 * closing line `N passed, N failed`. Two at a time: a file spends most of its time waiting for frames that
 * SwiftShader draws on the other core, and one at a time left a core idle (the 17 files: 238 s in the last CI
 * run, one at a time; 166 and 187 s in two local runs, two at a time). Files share the demo server only
 * through what is per visitor (saved routes, by cookie) or read-only; a file that needs other settings or
 * changes the server's data starts a server of its own (maps consent, builder).
 *
 * Bounded: the whole run is killed after E2E_DEADLINE_MS (default 720 s: seventeen files, each map drawn by
 * MapLibre in software WebGL, more under load); whatever did not finish counts as
 * a failure. The server and the test process (and so its browsers) are always killed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, startDemo } from './harness';

const started = Date.now();
const deadlineMs = Number(process.env.E2E_DEADLINE_MS ?? 720_000);
const only = process.argv.slice(2);
const files = only.length > 0 ? only : readdirSync(join(REPO_ROOT, 'test/e2e')).filter((f) => f.endsWith('.e2e.ts')).sort().map((f) => `test/e2e/${f}`);

const scratch = mkdtempSync(join(tmpdir(), 'station-locator-e2e-'));
const countsFile = join(scratch, 'counts.json');
const slowestFile = join(scratch, 'slowest.txt');

let exitCode: number;
let timedOut = false;
const demo = await startDemo();
console.log(`e2e: demo server at ${demo.url} (${((Date.now() - started) / 1000).toFixed(1)} s to start)`);
try {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      `--test-concurrency=${process.env.E2E_CONCURRENCY ?? 2}`,
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=./test/e2e/count-reporter.mjs',
      `--test-reporter-destination=${countsFile}`,
      '--test-reporter=./scripts/slowest-test-files.mjs',
      `--test-reporter-destination=${slowestFile}`,
      ...files,
    ],
    { cwd: REPO_ROOT, env: { ...process.env, E2E_BASE_URL: demo.url, SLOWEST_LABEL: 'e2e' }, stdio: ['ignore', 'inherit', 'inherit'], detached: true },
  );
  // Ctrl+C or a CI cancel: take the test processes and browsers down too (the server goes with `exit`).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      process.exit(130);
    });
  }
  const remaining = Math.max(10_000, deadlineMs - (Date.now() - started));
  const killer = setTimeout(() => {
    timedOut = true;
    console.error(`e2e: deadline of ${deadlineMs / 1000} s reached, killing the test run`);
    // The test runner and its per-file processes and browsers share the detached process group.
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  }, remaining);
  exitCode = await new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  clearTimeout(killer);
} finally {
  await demo.stop();
}

let counts = { passed: 0, failed: 0, skipped: 0 };
try {
  counts = JSON.parse(readFileSync(countsFile, 'utf8')) as typeof counts;
} catch {
  // The reporter never finished (killed at the deadline).
}
try {
  console.log(readFileSync(slowestFile, 'utf8').trimEnd());
} catch {
  // Killed at the deadline: no table.
}
rmSync(scratch, { recursive: true, force: true });
if ((exitCode !== 0 || timedOut) && counts.failed === 0) counts.failed = 1;
console.log(`e2e: ${files.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
console.log(`${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed > 0 ? 1 : 0);
