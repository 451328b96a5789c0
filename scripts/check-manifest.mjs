// Quality gate (`npm run test:gates`): the committed custom-elements.json is what `npm run manifest` writes
// from the sources now. Host developers and editors read the committed file; test/element/manifest.test.ts
// checks it against the element's code, so a stale one would pass there and still mislead.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT_URL = new URL('../', import.meta.url);
const ROOT = fileURLToPath(ROOT_URL);
// Relative: the analyser's config sets `outdir` too, and the command line's wins only as a path under ROOT.
const OUT_DIR = 'node_modules/.cache/manifest-check';

rmSync(new URL(OUT_DIR, ROOT_URL), { recursive: true, force: true });
execFileSync(process.execPath, [fileURLToPath(import.meta.resolve('@custom-elements-manifest/analyzer/cem.js')), 'analyze', '--quiet', '--outdir', OUT_DIR], { cwd: ROOT, stdio: 'inherit' });
const fresh = readFileSync(new URL(`${OUT_DIR}/custom-elements.json`, ROOT_URL), 'utf8');
const committed = readFileSync(new URL('custom-elements.json', ROOT_URL), 'utf8');
if (fresh !== committed) {
  console.error('custom-elements.json differs from what `npm run manifest` writes now: run it and commit the file.');
  process.exit(1);
}
console.log('custom-elements.json: up to date');
