/**
 * The towns of Great Britain and Northern Ireland for the gazetteer: GeoNames places of 1,000 people or
 * more, with every county and parish seat and the suburbs of big cities (`data/basemap/places_gb_ie_de.csv`,
 * CC BY 4.0, "Place names © GeoNames (geonames.org), CC BY 4.0"; the demo map's labels read the same file).
 *
 * Only `GB` rows: the shipped stations are the United Kingdom's, and the locator's places are where a
 * visitor looks for them. Irish and German towns would come before British ones in completions where
 * the data has no station (the Republic and Germany have none), and the Isle of Man and the Channel
 * Islands are reached by sea only.
 */

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { toFiniteNumber } from '../http/coerce.ts';

export const SHIPPED_PLACES = fileURLToPath(new URL('../../../data/basemap/places_gb_ie_de.csv', import.meta.url));
export const PLACES_ATTRIBUTION = 'Place names © GeoNames (geonames.org), CC BY 4.0';

export interface GazetteerTown {
  name: string;
  /** `England`, `Scotland`, `Wales`, `Northern Ireland`. */
  nation: string | null;
  /** People; 0 where GeoNames gives none (parish seats). */
  population: number;
  lat: number;
  lng: number;
}

const NATIONS: Record<string, string> = { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' };

/** The GB rows of a places CSV (name, country_code, admin_code, feature_code, population, lat, lng, rank), largest first. */
export function parseGbPlaces(content: string): GazetteerTown[] {
  const records = parse(content, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const out: GazetteerTown[] = [];
  for (const r of records) {
    if (r.country_code !== 'GB' || !r.name?.trim()) continue;
    const lat = toFiniteNumber(r.lat ?? '');
    const lng = toFiniteNumber(r.lng ?? '');
    if (lat === null || lng === null) continue;
    out.push({ name: r.name.trim(), nation: NATIONS[r.admin_code ?? ''] ?? null, population: toFiniteNumber(r.population ?? '') ?? 0, lat, lng });
  }
  return out.sort((a, b) => b.population - a.population || (a.name < b.name ? -1 : 1));
}

let shipped: GazetteerTown[] | null = null;

/** The shipped file's GB towns, read once per process. */
export function shippedGbPlaces(): GazetteerTown[] {
  shipped ??= parseGbPlaces(readFileSync(SHIPPED_PLACES, 'utf8'));
  return shipped;
}
