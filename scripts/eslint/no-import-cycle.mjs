// ESLint rule `local/no-import-cycle`: a module may not import (value, type or dynamic import) a module
// that leads back to it. eslint-plugin-import-x's `no-cycle` skips `import type` by design, and a type-only
// cycle still ties two modules together: neither can be read, tested or moved alone.
//
// The import graph is read from disk once per ESLint process (TypeScript's `preProcessFile`, which skips
// comments and strings), and its strongly connected components are found with Tarjan's algorithm: an
// import is reported when its target is in the importer's component, with the way back.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, as the bundler and Node resolve it (`.js` may name a `.ts`); null outside the repo's TS. */
function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const stems = base.endsWith('.js') ? [base.slice(0, -3), base] : [base];
  for (const stem of stems) {
    for (const suffix of CANDIDATES) {
      const file = stem + suffix;
      if (/\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile()) return file;
    }
  }
  return null;
}

const importsOf = new Map();
function edges(file) {
  let out = importsOf.get(file);
  if (!out) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    out = [...new Set(importedFiles.map((f) => resolveRelative(file, f.fileName)).filter(Boolean))];
    importsOf.set(file, out);
  }
  return out;
}

// Tarjan's strongly connected components over the modules reached so far (iterative: deep import chains).
const componentOf = new Map();
const indexOf = new Map();
const lowOf = new Map();
let counter = 0;
function visit(root) {
  if (indexOf.has(root)) return;
  const stack = [];
  const onStack = new Set();
  const work = [[root, 0]];
  indexOf.set(root, counter);
  lowOf.set(root, counter++);
  stack.push(root);
  onStack.add(root);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const [node, next] = frame;
    const targets = edges(node);
    if (next < targets.length) {
      frame[1]++;
      const target = targets[next];
      if (!indexOf.has(target)) {
        indexOf.set(target, counter);
        lowOf.set(target, counter++);
        stack.push(target);
        onStack.add(target);
        work.push([target, 0]);
      } else if (onStack.has(target)) {
        lowOf.set(node, Math.min(lowOf.get(node), indexOf.get(target)));
      }
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1][0];
      lowOf.set(parent, Math.min(lowOf.get(parent), lowOf.get(node)));
    }
    if (lowOf.get(node) === indexOf.get(node)) {
      const component = new Set();
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.add(member);
        componentOf.set(member, component);
      } while (member !== node);
    }
  }
}

/** The shortest way from `from` back to `to` inside their component, as repo-relative paths. */
function wayBack(from, to, component, cwd) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of edges(node)) {
      if (component.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  const route = [];
  for (let node = to; node; node = previous.get(node)) route.unshift(path.relative(cwd, node));
  return route.join(' → ');
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only and dynamic imports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{route}}. Move the shared piece down a layer (or into the lower module) instead.' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!/\.tsx?$/.test(file) || !existsSync(file)) return {};
    visit(file);
    const component = componentOf.get(file);
    if (!component || component.size < 2) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveRelative(file, source);
      if (!target || !component.has(target)) return;
      context.report({ node, messageId: 'cycle', data: { route: `${path.relative(context.cwd, file)} → ${wayBack(target, file, component, context.cwd)}` } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
