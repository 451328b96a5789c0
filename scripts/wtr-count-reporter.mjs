// @web/test-runner reporter: prints one closing line `wtr: N passed, N failed[, N skipped]` on its own
// line, which CI parses. WTR's own summary line carries a progress bar in front of the counts.
// A test file that fails to load (syntax error, 404 import) has no test results; it counts as one failure.
// The failed tests are named again just above that line, with their first error line: CI keeps only the
// end of the output, and WTR reports a failure where it happens, hundreds of lines of browser logs before.
import { relative } from 'node:path';

/** @param {import('@web/test-runner-core').TestSuiteResult | undefined} suite */
function countSuite(suite, counts, failures, file, path = []) {
  if (!suite) return;
  for (const test of suite.tests) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else {
      counts.failed += 1;
      failures.push(`${file}: ${[...path, test.name].join(' > ')}\n    ${firstLine(test.error?.message)}`);
    }
  }
  for (const child of suite.suites) countSuite(child, counts, failures, file, [...path, child.name]);
}

/** @param {string | undefined} text */
const firstLine = (text) => (text ?? 'no error message').split('\n')[0];

/** @returns {import('@web/test-runner').Reporter} */
export function countReporter({ label = 'wtr' } = {}) {
  return {
    stop({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      /** @type {string[]} */
      const failures = [];
      for (const session of sessions) {
        const before = counts.failed;
        const file = relative(process.cwd(), session.testFile);
        countSuite(session.testResults, counts, failures, file);
        if (session.passed === false && counts.failed === before) {
          counts.failed += 1;
          failures.push(`${file}: the file failed\n    ${firstLine(session.errors?.[0]?.message)}`);
        }
      }
      const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
      const named = failures.length > 0 ? `\n${label}: failed:\n${failures.map((line) => `  ${line}`).join('\n')}` : '';
      console.log(`${named}\n${label}: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
    },
  };
}
