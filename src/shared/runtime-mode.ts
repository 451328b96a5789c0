/**
 * How the code behaves where it matters for developers (spec section 8, missing translations):
 * - `production`: log and degrade gracefully (the default: a page that says nothing is a production page);
 * - `development`: fail loudly (throw) so mistakes are caught while building;
 * - `test`: deterministic output (a missing translation shows its key).
 *
 * The mode comes from `process.env.NODE_ENV` when the page defines it (the test runner's page sets
 * `test`; a development page may set `development`). Builds do not define `process`, so they are
 * production. A per-element override is `services.runtimeMode` (see src/shared/services.ts).
 */
export type RuntimeMode = 'production' | 'development' | 'test';

interface ProcessLike {
  process?: { env?: Record<string, string | undefined> };
}

export function detectRuntimeMode(scope: object = globalThis): RuntimeMode {
  const nodeEnv = (scope as ProcessLike).process?.env?.NODE_ENV;
  return nodeEnv === 'development' || nodeEnv === 'test' ? nodeEnv : 'production';
}
