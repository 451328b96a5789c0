/**
 * The arrays a station index is made of (point index, coordinates, filter masks, id and brand
 * lookups), built as steps (time-slice.ts): at once by the StationIndex constructor, in slices by
 * `StationIndex.inSlices` for a replica rebuilding while it serves.
 */

import KDBush from 'kdbush';
import { FUEL_TYPES, type StationRow } from '../store/rows.ts';
import { ConnectorFilterData } from '../charging/connector-filter.ts';
import { BitDictionary, type FilterData } from './filters.ts';
import type { IndexOptions } from './index-options.ts';
import { brandKey } from './stations.ts';
import { type Steps, every } from './time-slice.ts';

/** What the constructor builds in one loop over the stations. */
export interface IndexParts {
  lats: Float64Array;
  lngs: Float64Array;
  kd: KDBush;
  byId: Map<string, number>;
  siteBrands: string[];
  brandKeys: string[];
  filterData: FilterData;
}

/** The point index, the filter masks and the lookups, as steps (time-slice.ts). */
export function* indexParts(rows: readonly StationRow[], options: IndexOptions): Steps<IndexParts> {
  const size = rows.length;
  const lats = new Float64Array(size);
  const lngs = new Float64Array(size);
  // The brands with at least `minBrandStations` stations (as `siteBrandKeys`), counted in slices.
  const brandCounts = new Map<string, number>();
  for (let i = 0; i < size; i++) {
    const k = brandKey(rows[i]!.brand);
    brandCounts.set(k, (brandCounts.get(k) ?? 0) + 1);
    if (every(2048, i)) yield;
  }
  const keys = new Set<string>();
  for (const [k, n] of brandCounts) if (k !== 'other' && n >= options.minBrandStations) keys.add(k);
  const brandKeys = [...keys].sort();
  brandKeys.push('other');
  const brandIds = new Map(brandKeys.map((k, i) => [k, i]));
  const amenitySet = new Set<string>();
  for (let i = 0; i < size; i++) {
    for (const a of rows[i]!.amenities) amenitySet.add(a);
    if (every(4096, i)) yield;
  }
  const amenityNames = [...amenitySet].sort();
  const fuelDict = new BitDictionary(FUEL_TYPES);
  const amenityDict = new BitDictionary(amenityNames);
  const filterData: FilterData = {
    fuel: new Uint32Array(size),
    amenity: new Uint32Array(size),
    brand: new Int32Array(size),
    fuelDict,
    amenityDict,
    brandIds,
    connectors: rows.some((r) => r.charging) ? new ConnectorFilterData(rows) : null,
  };
  yield;
  const siteBrands = new Array<string>(size);
  const byId = new Map<string, number>();
  const kd = new KDBush(Math.max(1, size), 64, Float64Array);
  for (let i = 0; i < size; i++) {
    const r = rows[i]!;
    lats[i] = r.lat;
    lngs[i] = r.lng;
    kd.add(r.lng, r.lat);
    byId.set(r.id, i);
    const k = brandKey(r.brand);
    const site = keys.has(k) ? k : 'other';
    siteBrands[i] = site;
    filterData.brand[i] = brandIds.get(site)!;
    filterData.fuel[i] = fuelDict.mask(r.fuel_types);
    filterData.amenity[i] = amenityDict.mask(r.amenities);
    if (every(2048, i)) yield;
  }
  if (size === 0) kd.add(0, 0); // kdbush needs one item; index 0 is never reported (size 0)
  yield;
  kd.finish();
  return { lats, lngs, kd, byId, siteBrands, brandKeys, filterData };
}
