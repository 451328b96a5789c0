/** Derived station fields: brand key, channel of trade, formatted address, name with brand. Pure. */

import { LRUCache } from 'lru-cache';
import type { StationRow } from '../store/rows.ts';
import { wordList } from './search.ts';

/** Brand keys by brand as written: asked for every station of every index build. */
const brandKeys = new LRUCache<string, string>({ max: 100_000 });

/** `BP` -> `bp`, `Sainsbury's` -> `sainsbury_s`, `Circle K` -> `circle_k`. */
export function brandKey(brand: string | null): string {
  if (brand === null) return 'other';
  let key = brandKeys.get(brand);
  if (key === undefined) {
    key = brand
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '');
    if (key === '') key = 'other';
    brandKeys.set(brand, key);
  }
  return key;
}

/**
 * Site brand keys for a data set: brands with at least `minStations` stations keep their own key,
 * all others (and unbranded sites) are `other`.
 */
export function siteBrandKeys(rows: readonly StationRow[], minStations: number): Set<string> {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const k = brandKey(r.brand);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const keys = new Set<string>();
  for (const [k, n] of counts) if (k !== 'other' && n >= minStations) keys.add(k);
  return keys;
}

export function channelOfTrade(r: StationRow): string {
  if (r.brand === null) return 'UNCO';
  if (r.is_motorway) return 'MOTORWAY';
  if (r.is_supermarket) return 'SUPERMARKET';
  return 'RETAIL';
}

/** Address parts joined with ", ", skipping parts already contained in an earlier one. */
export function formattedAddress(r: StationRow): string {
  const parts: string[] = [];
  for (const p of [r.address, r.address_line_2, r.city, r.postcode]) {
    if (p === null || p === '') continue;
    const lower = p.toLowerCase();
    if (parts.some((q) => q.toLowerCase().includes(lower))) continue;
    parts.push(p);
  }
  return parts.join(', ');
}

/** `AB10 7AY` -> `AB10`. */
export function postcodeDistrict(postcode: string): string {
  return postcode.trim().split(/\s+/)[0] ?? postcode;
}

/** Letters and digits only, folded like the search's words: `Sainsbury's` -> `sainsburys`. */
const squashed = (text: string) => wordList(text).join('');

/**
 * The station's name with its brand in brackets when the name does not say it: `MFG ROYDSBECK (Esso)`,
 * `SHELL TONG ROAD` as it is. Six in ten of the UK's stations are named without their brand (Tesco's
 * `LEEDS SEACROFT EXTRA - PETROL FILLING STATION`), so the search for a brand found one Tesco in 516;
 * this is what a completion shows and what its words are searched in.
 */
export function nameWithBrand(name: string, brand: string | null): string {
  if (brand === null) return name;
  const brandWords = wordList(brand);
  if (brandWords.length === 0) return name;
  const nameWords = new Set(wordList(name));
  const said = brandWords.every((word) => nameWords.has(word)) || squashed(name).includes(squashed(brand));
  return said ? name : `${name} (${brand.trim()})`;
}
