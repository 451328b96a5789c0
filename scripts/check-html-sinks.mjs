// Quality gate (`npm run test:gates`): no HTML sinks in the element's sources. `innerHTML`, `outerHTML`,
// `insertAdjacentHTML` and `dangerouslySetInnerHTML` may appear only in the one sanitiser module, which
// turns untrusted direction-step HTML into DOM with DOMPurify (hardening notes W6).
//
// Parses every file under src/ with TypeScript and reports identifiers and string literals with those
// names (property access, bracket access, JSX attributes, destructuring), so comments and prose do not
// trip it and `el['inner' + 'HTML']`-style tricks are the only way round it (reviewers catch those).
// ESLint's no-restricted-syntax covers the common forms while editing; this gate is the backstop in CI.
// Fails with file:line for each use.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SINKS = new Set(['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'dangerouslySetInnerHTML']);
/** The sanitiser module (same rule as eslint.config.js "src/sanitiser"): a file named sanitize* / sanitise*. */
const ALLOWED = /(^|\/)saniti[sz]e[^/]*\.(ts|tsx)$/;
const SOURCE = /\.(ts|tsx|js|mjs)$/;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Every sink name used in the file, with its 1-based line. */
export function findSinks(fileName, text) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    const name =
      ts.isIdentifier(node) || ts.isPrivateIdentifier(node)
        ? node.text
        : ts.isStringLiteralLike(node)
          ? node.text
          : undefined;
    if (name !== undefined && SINKS.has(name)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ line: line + 1, name });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Run before every check: the detector itself must find each form and ignore comments and prose. */
function selfTest() {
  const sample = [
    'el.innerHTML = x;', // 1
    "el['outerHTML'] = x;", // 2
    "node.insertAdjacentHTML('beforeend', x);", // 3
    'const v = <div dangerouslySetInnerHTML={{ __html: x }} />;', // 4
    '// innerHTML in a comment is fine', // 5
    "const text = 'set the innerHTML later';", // 6: prose in a string is fine
    'const { innerHTML } = el;', // 7
  ].join('\n');
  const lines = findSinks('sample.tsx', sample).map((use) => use.line);
  const expected = [1, 2, 3, 4, 7];
  if (JSON.stringify(lines) !== JSON.stringify(expected)) {
    console.error(`html-sinks: self-test failed: found lines ${lines.join(',')}, expected ${expected.join(',')}`);
    process.exit(2);
  }
  for (const [path, allowed] of [['src/directions/sanitise-steps.ts', true], ['src/shared/sanitize.tsx', true], ['src/search/search-box.tsx', false]]) {
    if (ALLOWED.test(path) !== allowed) {
      console.error(`html-sinks: self-test failed: allowlist is wrong for ${path}`);
      process.exit(2);
    }
  }
}
selfTest();

const problems = [];
const allowedUses = [];
let files = 0;
for (const path of walk(join(ROOT, 'src'))) {
  files += 1;
  const rel = relative(ROOT, path).split(sep).join('/');
  const uses = findSinks(rel, readFileSync(path, 'utf8'));
  if (uses.length === 0) continue;
  if (ALLOWED.test(rel)) allowedUses.push(`${rel} (${uses.length}, sanitiser module)`);
  else for (const use of uses) problems.push(`${rel}:${use.line}: ${use.name} outside the sanitiser module`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`html-sinks: ${problems.length} HTML sink use(s) in ${files} source files; build DOM nodes or go through the sanitiser module`);
  process.exit(1);
}
console.log(`html-sinks: no HTML sinks in ${files} source files under src/${allowedUses.length ? ` (allowed: ${allowedUses.join(', ')})` : ''}`);
