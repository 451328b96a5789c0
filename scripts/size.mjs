// `npm run size`: gzipped size of what a page loads up front with the self-contained bundle (the entry
// and its static imports; lazy chunks excluded). Fails above the budget, and when the compile hint
// (rollup.config.mjs `compileHints`) is missing from an initial chunk or found on a lazy one, or when
// dist/bundle-chunks holds a file this build did not write (a stale chunk `npm pack` would ship).
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// What a visitor's phone downloads and compiles before the first list: React, jotai, i18next and the
// first view's features. Lazy chunks carry everything a visitor reaches later (panels, the map engine).
const BUDGET_KB = 130;
const stats = JSON.parse(readFileSync('dist/bundle-stats.json', 'utf8'));
const kb = (bytes) => (bytes / 1024).toFixed(1);

const HINT = Buffer.from('//# allFunctionsCalledOnLoad\n');
const hinted = (body) => body.subarray(0, HINT.length).equals(HINT);

let raw = 0;
let gzip = 0;
const unmarked = [];
for (const file of stats.initial) {
  const body = readFileSync(`dist/${file}`);
  raw += body.length;
  gzip += gzipSync(body, { level: 9 }).length;
  if (!hinted(body)) unmarked.push(file);
}
let lazyGzip = 0;
const marked = [];
for (const file of stats.lazy) {
  const body = readFileSync(`dist/${file}`);
  lazyGzip += gzipSync(body, { level: 9 }).length;
  if (hinted(body)) marked.push(file);
}

// Our own map's engine: the lazy chunk with MapLibre in it, and its worker (a file beside the chunks).
const assets = stats.assets ?? [];
const gzipOf = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
const engineChunks = stats.lazy.filter((file) => readFileSync(`dist/${file}`, 'utf8').includes('maplibre-gl-worker.mjs'));

console.log(`initial chunk (${stats.initial.join(' + ')}): ${kb(raw)} KB minified, ${kb(gzip)} KB gzipped (budget ${BUDGET_KB} KB)`);
console.log(`lazy chunks: ${stats.lazy.length} files, ${kb(lazyGzip)} KB gzipped`);
for (const file of [...engineChunks, ...assets]) console.log(`  map engine: ${file} ${kb(gzipOf(file))} KB gzipped`);
if (gzip > BUDGET_KB * 1024) {
  console.error(`size: the initial chunk is over budget by ${kb(gzip - BUDGET_KB * 1024)} KB`);
  process.exit(1);
}

if (unmarked.length > 0 || marked.length > 0) {
  console.error(`size: compile hints wrong: initial chunks without one: ${unmarked.join(', ') || 'none'}; lazy chunks with one: ${marked.join(', ') || 'none'}`);
  process.exit(1);
}
console.log(`compile hints: on the ${stats.initial.length} initial chunks, none on the lazy ones`);

// Each script with its source map and its compressed copies (rollup.config.mjs, precompress).
const compressed = (file) => [`${file}.br`, `${file}.gz`];
const built = new Set([...stats.initial, ...stats.lazy].flatMap((file) => [file, `${file}.map`, ...compressed(file)]).concat(assets.flatMap((file) => [file, ...compressed(file)])));
const written = readdirSync('dist/bundle-chunks').map((name) => `bundle-chunks/${name}`);
const stale = written.filter((file) => !built.has(file));
if (stale.length > 0) {
  console.error(`size: files in dist/bundle-chunks this build did not write (npm pack would ship them): ${stale.slice(0, 3).join(', ')}${stale.length > 3 ? ` and ${stale.length - 3} more` : ''}`);
  process.exit(1);
}
console.log(`dist/bundle-chunks: only this build's chunks, maps and compressed copies (${written.length} files)`);
