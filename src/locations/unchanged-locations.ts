/**
 * A new answer's locations with each one that has not changed since the last answer of the same load
 * replaced by the object it had then. What is made from a location downstream (its map marker, its
 * feature) is kept by object, so a pan that brings back the same stations (a busy view has thousands)
 * makes none of it again. Pure.
 */

/**
 * `next`, where a location with the id of one in `previous` and the same value in every field (`===`,
 * the same keys) is that object of `previous`. A field holding an object or array is the same only as
 * the same object: whole locations (opening hours, fuels) are compared only as deep as the map
 * projection's flat fields need, and otherwise kept as they came. The same array when nothing was kept.
 */
export function keepUnchangedLocations<L extends { readonly id: string }>(previous: readonly L[], next: readonly L[]): readonly L[] {
  if (previous.length === 0 || next.length === 0) return next;
  const before = new Map<string, L>();
  for (const location of previous) before.set(location.id, location);
  let out: L[] | null = null;
  for (let k = 0; k < next.length; k++) {
    const location = next[k]!;
    const old = before.get(location.id);
    if (old === undefined || old === location || !sameFields(old, location)) continue;
    out ??= next.slice();
    out[k] = old;
  }
  return out ?? next;
}

function sameFields(a: object, b: object): boolean {
  const aFields = a as Record<string, unknown>;
  const bFields = b as Record<string, unknown>;
  let count = 0;
  for (const key in aFields) {
    if (!Object.hasOwn(aFields, key)) continue;
    if (!Object.hasOwn(bFields, key) || aFields[key] !== bFields[key]) return false;
    count++;
  }
  for (const key in bFields) if (Object.hasOwn(bFields, key)) count--;
  return count === 0;
}
