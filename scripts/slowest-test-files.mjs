// The ten slowest test files of a run, one short table at its end: where the run's time goes, so a file
// that grows slow is seen in the CI log. Three runners, three ways in:
// - node's test runner (server tests, e2e): this module's default export is a reporter
//   (`--test-reporter=./scripts/slowest-test-files.mjs`). A file's time is the sum of its top-level tests'
//   and suites' durations (their hooks included, not the file's import time): node 20 reports a file's tests
//   at the top level, each with its file, and no time for the file itself.
// - @web/test-runner: `slowestFilesReporter()`. Test pages run one at a time (`concurrency: 1`), so a
//   file's time is wall time from the previous file's results to its own: page load included.
import { relative } from 'node:path';

const SHOWN = 10;

/**
 * @param {string} label
 * @param {Map<string, number>} msByFile
 * @returns {string}
 */
export function slowestTable(label, msByFile) {
  const rows = [...msByFile].sort((a, b) => b[1] - a[1]).slice(0, SHOWN);
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map(([file]) => file.length));
  const lines = rows.map(([file, ms]) => `  ${file.padEnd(width)}  ${(ms / 1000).toFixed(1).padStart(6)} s`);
  return `${label}: the ${rows.length} slowest test files\n${lines.join('\n')}\n`;
}

/** @param {string | undefined} file */
const shortName = (file) => (file ? relative(process.cwd(), file) : '(no file)');

/**
 * node:test reporter: yields the table once the run is over.
 * @param {AsyncIterable<{ type: string, data: { nesting: number, file?: string, details?: { duration_ms?: number } } }>} source
 */
export default async function* nodeSlowestFiles(source) {
  /** @type {Map<string, number>} */
  const msByFile = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.nesting !== 0) continue;
    const file = shortName(event.data.file);
    msByFile.set(file, (msByFile.get(file) ?? 0) + (event.data.details?.duration_ms ?? 0));
  }
  const label = process.env.SLOWEST_LABEL ?? 'node:test';
  yield `\n${slowestTable(label, msByFile)}`;
}

/**
 * @web/test-runner reporter.
 * @param {{ label?: string }} [options]
 * @returns {import('@web/test-runner').Reporter}
 */
export function slowestFilesReporter({ label = 'wtr' } = {}) {
  /** @type {Map<string, number>} */
  const msByFile = new Map();
  let last = Date.now();
  return {
    onTestRunStarted() {
      last = Date.now();
    },
    reportTestFileResults({ testFile }) {
      const now = Date.now();
      msByFile.set(shortName(testFile), now - last);
      last = now;
    },
    stop() {
      const table = slowestTable(label, msByFile);
      if (table) console.log(`\n${table}`);
    },
  };
}
