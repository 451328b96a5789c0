/**
 * The data attribution the API sends in the configured meta headers of within_bounds answers (spec
 * section 7; the data licences, OGL and ODbL, require it to be shown). The within_bounds loader records
 * each resource's latest meta; the map's footer shows the distinct attributions.
 */
import { atom } from 'jotai/vanilla';
import type { ResponseMeta } from '../api';

/** The meta name, in a resource's `metaHeaders`, whose value is shown as the data attribution. */
export const ATTRIBUTION_META = 'attribution';

const metaByResourceBaseAtom = atom<Readonly<Record<string, ResponseMeta>>>({});
metaByResourceBaseAtom.debugLabel = 'locations/responseMeta';

const sameMeta = (a: ResponseMeta | undefined, b: ResponseMeta) =>
  a !== undefined && Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([k, v]) => a[k] === v);

/** Records the meta of `resource`'s latest within_bounds answer (unchanged meta does not notify readers). */
export const recordResponseMetaAtom = atom(null, (get, set, resource: string, meta: ResponseMeta) => {
  const current = get(metaByResourceBaseAtom);
  if (sameMeta(current[resource], meta)) return;
  set(metaByResourceBaseAtom, { ...current, [resource]: meta });
});

/** The attributions to show, distinct, in the order the resources first answered. */
export const dataAttributionsAtom = atom((get): readonly string[] => {
  const texts = Object.values(get(metaByResourceBaseAtom)).flatMap((meta) => meta[ATTRIBUTION_META] ?? []);
  return [...new Set(texts)];
});
