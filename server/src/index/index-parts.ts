/**
 * The arrays a station index is made of (coordinates, filter masks, id and brand lookups, point
 * index), built as steps (time-slice.ts): at once by the StationIndex constructor, in slices by
 * `StationIndex.inSlices` for a replica rebuilding while it serves, which has the point index
 * built in a worker thread (point-index.ts: kdbush's `finish()` does not slice).
 */

import type KDBush from 'kdbush';
import { FUEL_TYPES, type StationRow } from '../store/rows.ts';
import { ConnectorFilterData } from '../charging/connector-filter.ts';
import { BitDictionary, type FilterData } from './filters.ts';
import type { IndexOptions } from './index-options.ts';
import { type Points, pointIndex, pointIndexesOffLoop } from './point-index.ts';
import { brandKey } from './stations.ts';
import { type Steps, every, runNow, runSliced } from './time-slice.ts';

/** What the constructor builds in one loop over the stations, before the point index. */
export interface IndexArrays {
  lats: Float64Array;
  lngs: Float64Array;
  byId: Map<string, number>;
  siteBrands: string[];
  brandKeys: string[];
  filterData: FilterData;
}

/** The arrays and the point index over the stations' positions. */
export interface IndexParts extends IndexArrays {
  kd: KDBush;
}

/** All the parts, built now. */
export function indexParts(rows: readonly StationRow[], options: IndexOptions): IndexParts {
  const arrays = runNow(indexArrays(rows, options));
  return { ...arrays, kd: pointIndex(stationPoints(arrays)) };
}

/** All the parts, the arrays in slices between requests and the point index off the event loop. */
export async function indexPartsInSlices(rows: readonly StationRow[], options: IndexOptions): Promise<IndexParts> {
  const arrays = await runSliced(indexArrays(rows, options));
  const [kd] = await pointIndexesOffLoop([stationPoints(arrays)]);
  return { ...arrays, kd: kd! };
}

/** The points the index is built over: the stations' positions; one point at (0, 0) for no station, as kdbush needs one (index 0 is never reported: size 0). */
const stationPoints = ({ lngs, lats }: IndexArrays): Points => (lngs.length > 0 ? { lngs, lats } : { lngs: new Float64Array(1), lats: new Float64Array(1) });

/** The filter masks, the lookups and the positions, as steps (time-slice.ts). */
export function* indexArrays(rows: readonly StationRow[], options: IndexOptions): Steps<IndexArrays> {
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
  for (let i = 0; i < size; i++) {
    const r = rows[i]!;
    lats[i] = r.lat;
    lngs[i] = r.lng;
    byId.set(r.id, i);
    const k = brandKey(r.brand);
    const site = keys.has(k) ? k : 'other';
    siteBrands[i] = site;
    filterData.brand[i] = brandIds.get(site)!;
    filterData.fuel[i] = fuelDict.mask(r.fuel_types);
    filterData.amenity[i] = amenityDict.mask(r.amenities);
    if (every(2048, i)) yield;
  }
  return { lats, lngs, byId, siteBrands, brandKeys, filterData };
}
