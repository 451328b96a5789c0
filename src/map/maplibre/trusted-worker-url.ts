/**
 * MapLibre starts its workers with `new Worker(url)`. On a page that requires Trusted Types for scripts
 * (`require-trusted-types-for 'script'`) a plain string there is refused, and only a policy can make the
 * URL acceptable. This module is that policy, for one URL only: the worker file we serve beside our
 * chunks (`allowWorkerUrl`). The self-contained bundle routes MapLibre's two `new Worker(…)` calls
 * through `trustedWorkerUrl` (rollup.config.mjs, `trustedMapLibreWorker`); a page with Trusted Types
 * then allows the policy by name: `trusted-types station-locator-maplibre` (README, "Strict CSP").
 */

/** The Trusted Types policy name a page's CSP must allow. */
export const WORKER_POLICY_NAME = 'station-locator-maplibre';

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
}

let allowed: string | null = null;
/** Undefined until first needed; null when the page allows no such policy (its own rules then apply). */
let policy: ScriptUrlPolicy | null | undefined;

/** The one worker URL the policy lets through. */
export function allowWorkerUrl(url: string): void {
  allowed = url;
}

/**
 * `url` as the worker constructor should get it: a trusted script URL when it is our worker file and the
 * browser has Trusted Types, else the string as it is (the page's own rules decide about it).
 */
export function trustedWorkerUrl(url: string): unknown {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory || allowed === null || url !== allowed) return url;
  if (policy === undefined) {
    try {
      policy = factory.createPolicy(WORKER_POLICY_NAME, {
        createScriptURL: (input) => {
          if (input !== allowed) throw new TypeError(`${WORKER_POLICY_NAME} trusts only the map's worker file, not ${input}`);
          return input;
        },
      });
    } catch {
      policy = null;
    }
  }
  return policy ? policy.createScriptURL(url) : url;
}
