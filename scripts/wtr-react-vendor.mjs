// @web/test-runner plugin: serves CommonJS-only packages (React 19 has no ESM build) as ES modules.
//
// The dev server resolves bare imports with node-resolve but does not convert CommonJS, and
// `fromRollup(commonjs)` does not work for React. So at start-up we pre-bundle each CommonJS entry with
// esbuild (one shared chunk, so the page holds exactly one React) and map the bare import ids to the
// built files. Our own sources are still served file by file, so coverage maps to src/*.ts(x).
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const URL_PREFIX = '/__vendor/';

/** The CommonJS entries our code or our dependencies import. Add one here if a browser test says
 * "does not provide an export named …" for a package. */
export const DEFAULT_CJS_ENTRIES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  // React's scheduler, which react-dom renders with (the same instance: one shared chunk); the app sets
  // its slice length (src/app/render-slices.ts).
  'scheduler',
  // react-i18next 17 imports the CJS shim.
  'use-sync-external-store/shim',
  // The route's corridor line simplification (src/map/corridor-line.ts).
  'simplify-js',
];

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const fileNameOf = (id) => `${id.replace(/[^\w-]/g, '__')}.js`;

/** A wrapper that re-exports the CJS module's default and each of its named exports. */
function wrapperSource(id) {
  const names = Object.keys(require(id)).filter((n) => n !== 'default' && IDENTIFIER.test(n));
  const named = names.length ? `export const { ${names.join(', ')} } = M;\n` : '';
  return `import M from ${JSON.stringify(id)};\nexport default M;\n${named}`;
}

/**
 * @param {{ entries?: string[], nodeEnv?: string }} [options]
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
export function cjsVendorPlugin({ entries = DEFAULT_CJS_ENTRIES, nodeEnv = 'development' } = {}) {
  /** @type {Map<string, string>} served path → JS text */
  const files = new Map();
  const outdir = path.resolve('.wtr-vendor'); // virtual: nothing is written (write: false)

  return {
    name: 'cjs-vendor',
    async serverStart() {
      const result = await build({
        entryPoints: entries.map((id) => ({ in: `vendor-entry:${id}`, out: fileNameOf(id).slice(0, -3) })),
        bundle: true,
        splitting: true,
        format: 'esm',
        write: false,
        outdir,
        logLevel: 'warning',
        define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
        plugins: [
          {
            name: 'vendor-entries',
            setup(b) {
              b.onResolve({ filter: /^vendor-entry:/ }, (args) => ({
                path: args.path.slice('vendor-entry:'.length),
                namespace: 'vendor-entry',
              }));
              b.onLoad({ filter: /.*/, namespace: 'vendor-entry' }, (args) => ({
                contents: wrapperSource(args.path),
                resolveDir: process.cwd(),
                loader: 'js',
              }));
            },
          },
        ],
      });
      for (const file of result.outputFiles) {
        files.set(URL_PREFIX + path.relative(outdir, file.path).split(path.sep).join('/'), file.text);
      }
    },
    resolveImport({ source }) {
      const id = source.replace(/\/index\.js$/, '');
      if (entries.includes(id)) return URL_PREFIX + fileNameOf(id);
      return undefined;
    },
    serve(context) {
      const body = files.get(context.path);
      if (body !== undefined) return { body, type: 'js' };
      return undefined;
    },
  };
}
