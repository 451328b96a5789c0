/**
 * The value at a dotted path (`a.b.c`) in nested objects, or undefined where a step is missing. Only a
 * step's own properties count: a path never reaches what an object inherits (`constructor`,
 * `toString`), whatever the data it walks came from.
 */
export function valueAtPath(tree: unknown, path: string): unknown {
  let node = tree;
  for (const step of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, step)) return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return node;
}
