/**
 * The soak tier. `npm test` runs every server test file, the soaks among them at a smoke size (one crash
 * cycle, a tenth of the fuzz runs, a coarser determinism grid, the replicas without the import CLI);
 * `npm run test:soak` runs the soak files again with SOAK=1, at full size. CI runs both. A soak file takes
 * its sizes from here, says so in its header and is listed in package.json's `test:soak`.
 */
export const SOAK = process.env['SOAK'] === '1';

/** `full` in the soak tier (SOAK=1), `smoke` in the default run. */
export function bySoak<T>(full: T, smoke: T): T {
  return SOAK ? full : smoke;
}
