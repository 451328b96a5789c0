// @web/test-runner reporter: prints one closing line `wtr: N passed, N failed[, N skipped]` on its own
// line, which CI parses. WTR's own summary line carries a progress bar in front of the counts.
// A test file that fails to load (syntax error, 404 import) has no test results; it counts as one failure.

/** @param {import('@web/test-runner-core').TestSuiteResult | undefined} suite */
function countSuite(suite, counts) {
  if (!suite) return;
  for (const test of suite.tests) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite.suites) countSuite(child, counts);
}

/** @returns {import('@web/test-runner').Reporter} */
export function countReporter({ label = 'wtr' } = {}) {
  return {
    stop({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        const before = counts.failed;
        countSuite(session.testResults, counts);
        if (session.passed === false && counts.failed === before) counts.failed += 1;
      }
      const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
      console.log(`\n${label}: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
    },
  };
}
