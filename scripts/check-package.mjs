// Quality gate: the npm package a host developer installs. Run by `npm run test:gates` after the rollup
// build (`npm run size`). It
//  1. builds the type declarations into dist/types, as `npm run build` does (tsconfig.build.json);
//  2. packs the element (`npm pack --dry-run --json`) and checks the tarball: the self-contained bundle, the
//     ESM build, the types, custom-elements.json and every `exports` target are in; nothing of the server,
//     the data, the tests, the demo, the scripts, the docs or the author page (dist/builder) is;
//  3. checks that `dependencies` are exactly the bare packages the element's code imports at run time
//     (src/ without the author page, src/builder; type-only imports left out): a server library among
//     them, or an import that only a devDependency satisfies, fails. A peer dependency of an imported
//     package may be listed too (react-dom, which @r2wc/react-to-web-component renders with).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const problems = [];

// 1. The declarations the package's `types` point at.
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
try {
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'pipe', encoding: 'utf8' });
} catch (error) {
  console.error(`package: building the declarations failed\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  process.exit(1);
}

// 2. The tarball's files.
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const [packed] = JSON.parse(execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
const files = new Set(packed.files.map((file) => file.path));

const exportTargets = Object.values(pkg.exports).flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)));
const required = [
  'package.json',
  'custom-elements.json',
  'dist/station-locator.bundle.js',
  'dist/index.js',
  'dist/station-locator.js',
  'dist/types/index.d.ts',
  'dist/types/station-locator.d.ts',
  pkg.main,
  pkg.types,
  ...exportTargets,
].map((path) => path.replace(/^\.\//, ''));
for (const path of new Set(required)) if (!files.has(path)) problems.push(`the tarball lacks ${path}`);

/** What a host never needs: the API server, its data, tests, the demo, scripts, docs, the author page. */
const FORBIDDEN = [/^server\//, /^data\//, /^test\//, /^demo\//, /^scripts\//, /^docs\//, /^coverage\//, /^src\//, /^dist\/builder\//, /^dist\/bundle-stats\.json$/, /\.(sqlite|db|csv)$/];
for (const path of files) if (FORBIDDEN.some((pattern) => pattern.test(path))) problems.push(`the tarball holds ${path}, which a host does not need`);

// 3. The element's run-time imports against `dependencies`.
/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return relative(root, path) === join('src', 'builder') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The specifiers a file imports at run time: static imports and re-exports that are not type-only, and import(). */
function runtimeSpecifiers(path) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const named = node.importClause?.namedBindings;
      const onlyTypes = !node.importClause?.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const packageOf = (specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
const builtins = new Set(builtinModules);
const imported = new Map();
for (const path of sourceFiles(join(root, 'src'))) {
  for (const specifier of runtimeSpecifiers(path)) {
    if (specifier.startsWith('.') || specifier.startsWith('node:') || builtins.has(specifier)) continue;
    const name = packageOf(specifier);
    if (!imported.has(name)) imported.set(name, relative(root, path));
  }
}
const dependencies = new Set(Object.keys(pkg.dependencies ?? {}));
for (const [name, firstImporter] of imported) {
  if (!dependencies.has(name)) problems.push(`${firstImporter} imports ${name}, which is not in dependencies`);
}
/** A peer dependency of an imported package is the element's to provide (react-dom for @r2wc's wrapper). */
const peers = new Set(
  [...imported.keys()].flatMap((name) => Object.keys(JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).peerDependencies ?? {})),
);
for (const name of dependencies) {
  if (!imported.has(name) && !peers.has(name)) problems.push(`dependencies list ${name}, which the element's code does not import (nor does any import need it as a peer)`);
}

if (problems.length > 0) {
  console.error(`package: ${problems.length} problem(s)\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`package: ${files.size} files, ${(packed.size / 1024).toFixed(0)} KB packed; dependencies = the element's ${imported.size} imported packages`);
