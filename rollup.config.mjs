// Two artifacts (see README "Builds"):
//  1. dist/index.js + dist/station-locator.js: ESM for bundlers, dependencies kept external (listed in
//     package.json "dependencies", so the host's bundler dedupes React & co.), split into lazy chunks.
//  2. dist/station-locator.bundle.js: self-contained, for a plain <script type="module" src="…">. It keeps
//     code splitting: lazy chunks (offline map engine, info window, directions panels, country table) sit in
//     dist/bundle-chunks/ and load relative to the bundle's own URL, so one script URL is all a page needs.
// Plugin order per ../shared/reference/toolchain.md: replace, text imports, resolve, commonjs, TS, minify.
// Minified with esbuild rather than terser: ~2% larger, several times faster (CI time).
import { readFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import replace from '@rollup/plugin-replace';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import MagicString from 'magic-string';
import { minify as terserMinify } from 'terser';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const dependencies = Object.keys(pkg.dependencies ?? {});
const isDependency = (id) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));

/**
 * `import text from './x.css'` (and .csv): the file's text as the default export. CSS is minified by
 * esbuild first (comments and spacing out, nothing lowered): it ships as strings in the chunks, and the
 * initial chunk's CSS was ~40 % comments and spacing.
 */
function textImports(extensions = ['.css', '.csv']) {
  return {
    name: 'text-imports',
    transform(code, id) {
      if (!extensions.some((ext) => id.endsWith(ext))) return null;
      const text = id.endsWith('.css') ? transformSync(code, { loader: 'css', minify: true, sourcefile: id }).code : code;
      return { code: `export default ${JSON.stringify(text)};`, map: { mappings: '' } };
    },
  };
}

/**
 * The files a page loads before any dynamic import: entry `entryName` and its static imports, over
 * `chunks` (a bundle, or renderChunk's `meta.chunks`: both keyed by file name). Null without that entry.
 */
function initialFiles(chunks, entryName) {
  const entry = Object.values(chunks).find((c) => c.type !== 'asset' && c.isEntry && c.name === entryName);
  if (!entry) return null;
  const initial = new Set();
  const visit = (fileName) => {
    if (initial.has(fileName)) return;
    initial.add(fileName);
    for (const imported of chunks[fileName]?.imports ?? []) visit(imported);
  };
  visit(entry.fileName);
  return { entry, initial };
}

/** Writes which files a page loads before any dynamic import (read by scripts/size.mjs). */
function initialChunksReport(entryName, file) {
  return {
    name: 'initial-chunks-report',
    generateBundle(options, bundle) {
      const found = initialFiles(bundle, entryName);
      if (!found) return;
      const { entry, initial } = found;
      const lazy = Object.values(bundle)
        .filter((c) => c.type === 'chunk' && !initial.has(c.fileName))
        .map((c) => c.fileName);
      // Files that are not modules of the graph (the map engine's worker), loaded on demand too.
      const assets = Object.values(bundle)
        .filter((c) => c.type === 'asset' && !c.fileName.endsWith('.map') && c.fileName !== file)
        .map((c) => c.fileName);
      mkdirSync(options.dir, { recursive: true });
      writeFileSync(`${options.dir}/${file}`, JSON.stringify({ entry: entry.fileName, initial: [...initial], lazy, assets }, null, 2));
    },
  };
}

/**
 * Marks the chunks a page loads before any dynamic import with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136+; other engines ignore the comment): their functions
 * are compiled while the script streams in, on a background thread, instead of one by one on the main
 * thread when the element first runs them (creation, the first render, the first list). Lazy chunks are
 * not marked: they load on demand and only part of them runs (marking them all made the first list
 * slower). After minification, which drops comments; magic-string keeps the source map right.
 */
function compileHints(entryName) {
  return {
    name: 'compile-hints',
    renderChunk(code, chunk, _options, meta) {
      if (!initialFiles(meta.chunks, entryName)?.initial.has(chunk.fileName)) return null;
      const marked = new MagicString(code);
      marked.prepend('//# allFunctionsCalledOnLoad\n');
      return { code: marked.toString(), map: marked.generateMap({ hires: 'boundary' }) };
    },
  };
}

/**
 * Empties an output's chunk folder before the build writes it. Chunk names carry content hashes, so
 * without it every build left its old chunks beside the new ones, and `npm pack` ("files": ["dist"])
 * shipped them all. Each output empties only its own folder: the two builds share dist/.
 */
function emptyChunkFolder(folder) {
  return {
    name: 'empty-chunk-folder',
    renderStart() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A Brotli (`.br`) and a gzip (`.gz`) copy beside each script of the self-contained bundle, for a server
 * that sends files compressed ahead of time (`npm start`: @fastify/static's `preCompressed`; nginx's
 * `brotli_static` and `gzip_static`). Sent as they are, the bundle's scripts were 2.5 MB, the main chunk
 * alone 401 KB: 2 s of a phone's 1.6 Mbit/s before anything ran (111 KB as Brotli). Left out of the npm
 * package (package.json `files`): a host serving it from there compresses on its own server or CDN.
 */
function precompress() {
  return {
    name: 'precompress',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.m?js$/.test(fileName)) continue;
        const path = join(options.dir, fileName);
        const source = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length };
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params }));
      }
    },
  };
}

/**
 * Our own map's engine starts its workers from `maplibre-gl-worker.mjs` beside the chunk that sets the
 * worker URL (src/map/maplibre/engine.ts: `new URL('./maplibre-gl-worker.mjs', import.meta.url)`): the
 * package's worker file, copied into each output's chunk folder. Served from the page's origin with the
 * rest, so a strict CSP needs `worker-src 'self'` only (no `blob:`). Its source-map comment is dropped:
 * the map is not shipped.
 */
function mapLibreWorker(folder) {
  const file = fileURLToPath(new URL('./node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url));
  return {
    name: 'maplibre-worker',
    generateBundle() {
      const source = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
      this.emitFile({ type: 'asset', fileName: `${folder}/maplibre-gl-worker.mjs`, source });
    },
  };
}

/**
 * MapLibre creates its workers with `new Worker(url)`, which a page requiring Trusted Types refuses for a
 * plain string. In the self-contained bundle both calls get the URL through our one-URL policy
 * (src/map/maplibre/trusted-worker-url.ts), so such a page allows `trusted-types station-locator-maplibre`
 * and nothing broader. The build fails if the engine's code no longer has exactly these two calls (a new
 * MapLibre version): look at the new code before changing the pattern.
 */
function trustedMapLibreWorker() {
  const policy = fileURLToPath(new URL('./src/map/maplibre/trusted-worker-url.ts', import.meta.url));
  return {
    name: 'trusted-maplibre-worker',
    transform(code, id) {
      if (!/[\\/]maplibre-gl[\\/]dist[\\/]maplibre-gl\.mjs$/.test(id)) return null;
      const calls = code.match(/new Worker\(e(?=[,)])/g) ?? [];
      if (calls.length !== 2) this.error(`maplibre-gl.mjs: expected 2 worker constructions "new Worker(e", found ${calls.length}`);
      const patched = new MagicString(code);
      patched.prepend(`import { trustedWorkerUrl as __slTrustedWorkerUrl } from ${JSON.stringify(policy)};\n`);
      for (const match of code.matchAll(/new Worker\(e(?=[,)])/g)) patched.overwrite(match.index, match.index + match[0].length, 'new Worker(__slTrustedWorkerUrl(e)');
      return { code: patched.toString(), map: patched.generateMap({ hires: 'boundary' }) };
    },
  };
}

/**
 * A second minifier pass over the self-contained bundle's chunks: terser's compression after esbuild's
 * minify, about 3 % fewer gzipped bytes (measured on the initial chunk: 130.4 → 126.0 KB). MapLibre's
 * chunk is left as its publisher minified it: terser takes seconds over it for little.
 */
function terserPass() {
  return {
    name: 'terser-pass',
    async renderChunk(code, chunk) {
      if (Object.keys(chunk.modules).some((id) => id.includes('/node_modules/maplibre-gl/'))) return null;
      const result = await terserMinify(code, { module: true, ecma: 2020, compress: { passes: 2 }, mangle: true, sourceMap: true, format: { comments: false } });
      return { code: result.code ?? code, map: result.map };
    },
  };
}

const isElementEntry = (id) => /[\\/]src[\\/]station-locator\.ts$/.test(id);

const onwarn = (warning, warn) => {
  // jotai and react-i18next ship 'use client' directives, meaningless here.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
};

const plugins = ({ production }) => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') } }),
  textImports(),
  json({ preferConst: true }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
  commonjs(),
  esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
];

export default [
  {
    input: { index: 'src/index.ts', 'station-locator': 'src/station-locator.ts' },
    external: isDependency,
    onwarn,
    plugins: [...plugins({ production: true }), emptyChunkFolder('dist/chunks'), mapLibreWorker('chunks')],
    output: {
      dir: 'dist',
      format: 'es',
      sourcemap: true,
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
    },
  },
  {
    input: { 'station-locator.bundle': 'src/station-locator.ts' },
    onwarn,
    plugins: [trustedMapLibreWorker(), ...plugins({ production: true }), minify({ target: 'es2022', legalComments: 'none' }), terserPass(), compileHints('station-locator.bundle'), mapLibreWorker('bundle-chunks'), initialChunksReport('station-locator.bundle', 'bundle-stats.json'), emptyChunkFolder('dist/bundle-chunks'), precompress()],
    output: {
      dir: 'dist',
      format: 'es',
      sourcemap: true,
      entryFileNames: '[name].js',
      // The main chunk keeps the element's name whichever module rollup would name it after.
      chunkFileNames: (chunk) => (chunk.moduleIds.some(isElementEntry) ? 'bundle-chunks/station-locator-[hash].js' : 'bundle-chunks/[name]-[hash].js'),
      // A chunk of a few hundred bytes (price-age, adopt-styles, filter-labels) is merged into one that
      // needs it: as its own file it was one more request after its importer had loaded. build-config
      // waited for price-age so, on the way to the first list.
      experimentalMinChunkSize: 1024,
    },
  },
  // 3. dist/builder/: the CMS authors' builder page (/builder) and its preview frame, apart from the element.
  {
    input: { builder: 'src/builder/main.ts', preview: 'src/builder/preview.ts' },
    onwarn,
    plugins: [...plugins({ production: true }), minify({ target: 'es2022', legalComments: 'none' }), emptyChunkFolder('dist/builder')],
    output: {
      dir: 'dist/builder',
      format: 'es',
      sourcemap: true,
      entryFileNames: '[name].js',
      chunkFileNames: '[name]-[hash].js',
    },
  },
];
