/**
 * helmet's security headers, worked out once at startup. Every response gets the same set (the
 * one header that varies, the CSP, is set per response in app.ts), so running helmet's dozen
 * middlewares on each request, as the @fastify/helmet plugin does, only spent time: 5 % of a
 * within_bounds request under load at 150,000 stations.
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`. Function-valued CSP directives (per-request nonces)
 * cannot be computed once; the API sets its CSP itself and turns helmet's off.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  // helmet only ever calls these two methods on the response.
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]): void {
      headers[name] = typeof value === 'object' ? value.join(', ') : String(value);
    },
    removeHeader(name: string): void {
      delete headers[name];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error('helmet refused its options');
  return headers;
}

/**
 * Of helmet's headers (lower-case names), those a browser acts on for an answer that is not a
 * document (JSON, images): transport security, no sniffing, who may load it, and the referrer
 * policy of its redirects. COOP, Origin-Agent-Cluster, X-Frame-Options (the API's CSP has
 * `frame-ancestors 'none'`), X-XSS-Protection, X-DNS-Prefetch-Control, X-Download-Options and
 * X-Permitted-Cross-Domain-Policies govern pages only. Each header costs Node's name and value
 * checks on every answer: the seven cost 1-3 µs of a within_bounds request's 50 (docs/benchmarks.md).
 */
export const NON_DOCUMENT_HEADERS: readonly string[] = ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy'];

/** `headers` (lower-case names) without those that act on documents only (`NON_DOCUMENT_HEADERS`). */
export function forNonDocuments(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => NON_DOCUMENT_HEADERS.includes(name)));
}
