/**
 * Signing authors in and out: POST /authors/login {name, password} sets the session cookie and answers
 * the CSRF token; GET /authors/me answers who is signed in (and the token again, for a reloaded page);
 * POST /authors/logout ends the session.
 */

import type { FastifyInstance } from 'fastify';
import type { AuthorsRepository } from '../store/authors.ts';
import { type AuthorSettings, authorCookieName, authorRateLimit, crossSite, forbidden, newSecret, refuse, requireAuthor, sha256, unauthorized } from './auth.ts';
import { verifyPassword } from './passwords.ts';

export const AUTHOR_NAME = '^[a-z0-9][a-z0-9._-]{0,63}$';

export interface AuthorMe {
  name: string;
  csrf: string | null;
}

export async function authorRoutes(app: FastifyInstance, opts: { authors: AuthorsRepository; settings: AuthorSettings; now: () => Date }): Promise<void> {
  const { authors, settings, now } = opts;
  const signInLimit = authorRateLimit(app, settings.loginRateLimit, 'sign-in');
  const authoringLimit = authorRateLimit(app, settings.writeRateLimit, 'authoring');

  app.post<{ Body: { name: string; password: string } }>(
    '/authors/login',
    {
      preHandler: signInLimit,
      schema: {
        body: {
          type: 'object',
          required: ['name', 'password'],
          additionalProperties: false,
          properties: { name: { type: 'string', maxLength: 64 }, password: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (req, reply) => {
      // A sign-in another site triggers would put the visitor in an attacker's session.
      if (crossSite(req)) throw refuse(req, forbidden('Cross-site sign-in refused'), 'cross-site sign-in');
      const { name, password } = req.body;
      const account = new RegExp(AUTHOR_NAME).test(name) ? await authors.get(name) : null;
      if (!(await verifyPassword(password, account?.password_hash ?? null)) || !account) {
        req.log.warn({ author: name.slice(0, 64), ip: req.ip }, 'author sign-in failed');
        throw unauthorized('Wrong name or password');
      }
      const id = newSecret();
      const csrf = newSecret();
      await authors.createSession(sha256(id), account.name, csrf, new Date(now().getTime() + settings.sessionTtlMs));
      req.log.info({ author: account.name }, 'author signed in');
      void reply
        .setCookie(authorCookieName(req), id, {
          httpOnly: true,
          sameSite: 'strict',
          secure: req.protocol === 'https',
          path: '/',
          maxAge: Math.floor(settings.sessionTtlMs / 1000),
        })
        .header('Cache-Control', 'no-store');
      return { name: account.name, csrf } satisfies AuthorMe;
    },
  );

  app.get(
    '/authors/me',
    { preHandler: [authoringLimit, requireAuthor(authors, { write: false, now })] },
    async (req, reply): Promise<AuthorMe> => {
      void reply.header('Cache-Control', 'no-store');
      return { name: req.author!.name, csrf: req.author!.csrf ?? null };
    },
  );

  app.post(
    '/authors/logout',
    { preHandler: [authoringLimit, requireAuthor(authors, { write: true, now })] },
    async (req, reply) => {
      const id = req.cookies[authorCookieName(req)];
      if (req.author?.via === 'session' && id) await authors.deleteSession(sha256(id));
      void reply.clearCookie(authorCookieName(req), { path: '/', httpOnly: true, sameSite: 'strict', secure: req.protocol === 'https' });
      return reply.code(204).send();
    },
  );
}
