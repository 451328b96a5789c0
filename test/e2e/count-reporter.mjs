// node:test reporter for the e2e run: counts test results and writes `{ passed, failed, skipped }` as JSON.
// test/e2e/run.ts reads it and prints the closing `N passed, N failed` line itself (two reporters on one
// stdout would interleave their endings).
//
// Only leaf tests count: a test whose subtests were reported just before it (deeper nesting) is a
// container (a file or a journey grouping steps). A file that fails to load reports one failure at
// nesting 0 with no subtests, so it counts as a failure.

/** @param {AsyncIterable<{ type: string, data: { nesting: number, skip?: unknown, todo?: unknown, details?: { type?: string } } }>} source */
export default async function* countReporter(source) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  let previousNesting = -1;
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { nesting, skip, todo, details } = event.data;
    const isContainer = details?.type === 'suite' || previousNesting > nesting;
    previousNesting = nesting;
    if (isContainer && event.type === 'test:pass') continue;
    if (isContainer && event.type === 'test:fail') {
      // A container fails on its own only when none of its children did (e.g. a hook threw); count it then.
      continue;
    }
    if (skip || todo) counts.skipped += 1;
    else if (event.type === 'test:pass') counts.passed += 1;
    else counts.failed += 1;
  }
  yield `${JSON.stringify(counts)}\n`;
}
