/**
 * The builder page (`/builder`) and its preview frame (`/builder/preview`), with the builder's script and
 * the element's bundle from a build folder (`dist/`: rollup writes `dist/builder/builder.js` beside the
 * element's `station-locator.bundle.js`). Static HTML without inline script or style, under a strict CSP.
 * The pages hold nothing secret: every config call they make needs an author's sign-in.
 */

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ENVS, LOCALES, LOCATOR } from './files.ts';

const csp = (frameAncestors: string): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');

export const BUILDER_CSP = csp("'none'");
/** The preview is framed by the builder, on the same origin only. */
export const PREVIEW_CSP = csp("'self'");

const BUILDER_HTML = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Station locator builder</title>
<link rel="icon" href="data:,">
<script type="module" src="/builder/assets/builder/builder.js"></script>
</head>
<body>
<div id="builder"></div>
</body>
</html>
`;

/** The element on the draft, offline map (a preview never calls Google: it costs nothing and needs no consent). */
function previewHtml(resource: string, env: string, locale: string): string {
  return `<!doctype html>
<html lang="${locale.slice(0, 2)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Preview</title>
<link rel="icon" href="data:,">
<script type="module" src="/builder/assets/builder/preview.js"></script>
<script type="module" src="/builder/assets/station-locator.bundle.js"></script>
</head>
<body>
<station-locator resource="${resource}" config-env="${env}" locale="${locale}" config-status="draft" maps-consent="denied" hash-routing="false"></station-locator>
</body>
</html>
`;
}

export async function builderPage(app: FastifyInstance, opts: { distDir: string }): Promise<void> {
  const builderDir = join(opts.distDir, 'builder');
  if (!existsSync(join(builderDir, 'builder.js'))) throw new Error(`${builderDir}/builder.js is missing: run \`npx rollup -c\``);
  const page = (reply: FastifyReply, html: string, policy: string): FastifyReply =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Content-Security-Policy', policy).send(html);

  app.get('/builder', async (_req, reply) => page(reply, BUILDER_HTML, BUILDER_CSP));
  app.get<{ Querystring: { resource: string; env: string; locale: string } }>(
    '/builder/preview',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['resource', 'env', 'locale'],
          properties: {
            resource: { type: 'string', pattern: LOCATOR.source },
            env: { type: 'string', enum: [...ENVS] },
            locale: { type: 'string', enum: [...LOCALES] },
            // Changes with each draft save, so the frame loads afresh.
            v: { type: 'string', maxLength: 32 },
          },
        },
      },
    },
    // Every value passed the patterns above: none can close the attribute it goes into.
    async (req, reply) => page(reply, previewHtml(req.query.resource, req.query.env, req.query.locale), PREVIEW_CSP),
  );
  await app.register(fastifyStatic, { root: opts.distDir, prefix: '/builder/assets/', decorateReply: false, cacheControl: true, maxAge: 0 });
}
