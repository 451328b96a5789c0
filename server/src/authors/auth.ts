/**
 * Who may write configs: CMS authors, signed in with a session cookie (`sl_author`, HttpOnly,
 * SameSite=Strict, Secure on https; separate from the visitor cookie) plus a CSRF token on every write
 * (synchronizer: stored with the session, sent back in `X-CSRF-Token`), or an API token for automation
 * (`Authorization: Bearer …`, from `npm run author -- token <name>`). Writes from another site are
 * refused by their Origin / Sec-Fetch-Site headers before any credential is looked at. Every refusal
 * is logged; the routes are rate-limited (sign-in tighter than the rest).
 */

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/errors.ts';
import type { AuthorsRepository } from '../store/authors.ts';

export const AUTHOR_COOKIE = 'sl_author';
export const CSRF_HEADER = 'x-csrf-token';

export interface AuthorSettings {
  /** How long a sign-in lasts, ms (default 8 hours: a working day). */
  sessionTtlMs: number;
  /** Sign-in attempts per window per client IP (default 10 a minute). */
  loginRateLimit: { max: number; timeWindowMs: number };
  /** Authoring requests per window per client IP (default 120 a minute). */
  writeRateLimit: { max: number; timeWindowMs: number };
}

export const DEFAULT_AUTHOR_SETTINGS: AuthorSettings = {
  sessionTtlMs: 8 * 3600_000,
  loginRateLimit: { max: 10, timeWindowMs: 60_000 },
  writeRateLimit: { max: 120, timeWindowMs: 60_000 },
};

export interface AuthorIdentity {
  name: string;
  via: 'session' | 'token';
  /** The session's CSRF token (sessions only). */
  csrf?: string;
}

export const unauthorized = (message = 'Sign in as an author first'): HttpError => new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string): HttpError => new HttpError(403, 'forbidden', message);

export const sha256 = (value: string): Buffer => createHash('sha256').update(value).digest();
export const newSecret = (): string => randomBytes(32).toString('base64url');
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** On https the cookie is Secure and `__Host-` prefixed (no Domain, Path=/: only this origin gets it). */
export function authorCookieName(req: FastifyRequest): string {
  return req.protocol === 'https' ? `__Host-${AUTHOR_COOKIE}` : AUTHOR_COOKIE;
}

function equalSecrets(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A request another site made the browser send: its Origin is not ours, or the browser says it is
 * cross-site (Sec-Fetch-Site). Requests without either (curl, automation) are not browsers' and pass.
 */
export function crossSite(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.origin;
  return typeof origin === 'string' && origin !== `${req.protocol}://${req.host}`;
}

export function refuse(req: FastifyRequest, error: HttpError, reason: string): HttpError {
  req.log.warn({ reason, ip: req.ip, method: req.method, url: req.url }, 'author request refused');
  return error;
}

/** The author of a request, or null: a bearer token first, else the session cookie. */
export async function identify(req: FastifyRequest, authors: AuthorsRepository, now: Date): Promise<AuthorIdentity | null> {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) {
    const token = auth.slice(7).trim();
    const name = SECRET.test(token) ? await authors.tokenAuthor(sha256(token)) : null;
    return name ? { name, via: 'token' } : null;
  }
  const id = req.cookies[authorCookieName(req)];
  if (typeof id !== 'string' || !SECRET.test(id)) return null;
  const session = await authors.session(sha256(id), now);
  return session ? { name: session.author, via: 'session', csrf: session.csrf } : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    author?: AuthorIdentity;
  }
}

/**
 * A preHandler that lets authors through and sets `req.author`. Writes (`write: true`) also need the
 * request to come from our own pages and, with a session, its CSRF token; a token's bearer needs none
 * (no browser sends it by itself).
 */
export function requireAuthor(authors: AuthorsRepository, opts: { write: boolean; now?: () => Date }): preHandlerAsyncHookHandler {
  return async (req: FastifyRequest) => {
    if (opts.write && crossSite(req)) throw refuse(req, forbidden('Cross-site requests cannot change configs'), 'cross-site');
    const author = await identify(req, authors, opts.now?.() ?? new Date());
    if (!author) {
      const sent = req.headers.authorization !== undefined || req.cookies[authorCookieName(req)] !== undefined;
      throw refuse(req, unauthorized(), sent ? 'unknown credential' : 'no credential');
    }
    if (opts.write && author.via === 'session') {
      const token = req.headers[CSRF_HEADER];
      if (typeof token !== 'string' || !author.csrf || !equalSecrets(token, author.csrf)) {
        throw refuse(req, forbidden('The CSRF token is missing or wrong: reload the builder'), 'csrf');
      }
    }
    req.author = author;
  };
}

/**
 * A limit per client IP shared by every route of one kind (`what`): spreading tries over routes buys
 * none. Counted in the app's rate-limit store (@fastify/rate-limit) under its own key; none when the
 * app runs without rate limiting (benchmarks).
 */
export function authorRateLimit(app: FastifyInstance, limit: { max: number; timeWindowMs: number }, what: string): preHandlerAsyncHookHandler {
  if (!app.hasDecorator('createRateLimit')) return async () => undefined;
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindowMs, keyGenerator: (req) => `author-${what}:${req.ip}` });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const result = await check(req);
    // isAllowed means "on the allow list"; the count decides otherwise.
    if (result.isAllowed || !result.isExceeded) return;
    void reply.header('Retry-After', String(result.ttlInSeconds));
    throw refuse(req, new HttpError(429, 'rate_limited', 'Too many requests; retry after the time in Retry-After'), `${what} rate limit`);
  };
}
