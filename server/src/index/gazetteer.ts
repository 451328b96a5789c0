/**
 * A small gazetteer for the offline maps engine: the towns and postcodes of the loaded stations, the
 * towns of Great Britain and Northern Ireland from GeoNames (`gb-places.ts`: a town without a forecourt
 * is found where it is) and the countries table. Answers place completions, place details and reverse
 * geocoding over the places `gazetteer-build.ts` builds.
 */

import type KDBush from 'kdbush';
import { around } from 'geokdbush';
import { LRUCache } from 'lru-cache';
import type { WirePlace, WirePlaceSuggestion } from '../../../src/api/contract.ts';
import type { CountryRow, StationRow } from '../store/rows.ts';
import { type Entry, type Places, placesInSlices, placesNow, postcodeArea, ukPostcodeParts } from './gazetteer-build.ts';
import type { GazetteerTown } from './gb-places.ts';
import { matchSpans, normalise, queryTokens, wordsOf } from './search.ts';

/**
 * Region names per request locale (`de_DE`), made once each; false where the runtime has none. Bounded:
 * the locale is the visitor's, and the schema admits some 450,000 of them.
 */
const regionNames = new LRUCache<string, Intl.DisplayNames | false>({ max: 256 });

/**
 * A country's name in `locale`: the countries table is English, and a German visitor picking Leeds should
 * read "Leeds, Vereinigtes Königreich", as Google's places answer in the language asked for.
 */
function countryNameIn(locale: string | undefined, code: string, english: string): string {
  if (!locale) return english;
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale.replace('_', '-')], { type: 'region', fallback: 'none' });
    } catch {
      names = false; // not a language tag the runtime knows: keep the table's names
    }
    regionNames.set(locale, names);
  }
  return names ? (names.of(code) ?? english) : english;
}

/** `text` with the country name it ends in (as the gazetteer wrote it) in `local`. */
function withCountry(text: string, english: string, local: string): string {
  return text.endsWith(english) ? `${text.slice(0, -english.length)}${local}` : text;
}

/**
 * The country of a town's or postcode's place, as the table names it and in `locale`; null when there
 * is nothing to rename. A country's own place keeps the table's name: a completion's highlighted spans
 * point into the name the visitor's query matched.
 */
function countryIn(place: WirePlace, locale: string | undefined): { english: string; local: string } | null {
  const { country, country_code: code } = place.address_components;
  if (!country || !code || place.types.includes('country')) return null;
  const local = countryNameIn(locale, code, country);
  return local === country ? null : { english: country, local };
}

/** A place with its country named in `locale` (`countryIn`). */
function placeIn(place: WirePlace, locale: string | undefined): WirePlace {
  const country = countryIn(place, locale);
  if (!country) return place;
  const { english, local } = country;
  return { ...place, formatted_address: withCountry(place.formatted_address, english, local), address_components: { ...place.address_components, country: local } };
}

/** How near a station's postcode a point must be to be at that postcode (a full postcode covers a street or two). */
const POSTCODE_AT_KM = 0.25;

interface Match {
  e: Entry;
  spans: { offset: number; length: number }[];
  exact: boolean;
  /** A postcode the gazetteer does not know, answered with its area (`unknown_postal_code`). */
  areaOnly?: boolean;
}

/** Places by id, by name and by position, and the countries: built once, then only read. */
export class Gazetteer {
  #places: Places;

  /** `towns`: towns of Great Britain (`gb-places.ts`), largest first; added when a station is in GB. */
  constructor(stations: readonly StationRow[], countries: CountryRow[], towns: readonly GazetteerTown[] = []) {
    this.#places = placesNow(stations, countries, towns);
  }

  /** The same gazetteer, built in slices between requests (its largest point indexes in a worker thread). */
  static async build(stations: readonly StationRow[], countries: CountryRow[], towns: readonly GazetteerTown[] = []): Promise<Gazetteer> {
    const gazetteer = new Gazetteer([], []);
    gazetteer.#places = await placesInSlices(stations, countries, towns);
    return gazetteer;
  }

  #entryWords(e: Entry): ReturnType<typeof wordsOf> {
    return wordsOf(e.main, e.rank === 3 ? { offset: 0, text: e.main } : null);
  }

  get size(): number {
    return this.#places.entries.length;
  }

  /** A place by id, its country named in `locale` (a request's `de_DE`; the table's English without). */
  get(placeId: string, locale?: string): WirePlace | null {
    const i = this.#places.byId.get(placeId);
    return i === undefined ? null : placeIn(this.#places.entries[i]!.place, locale);
  }

  /**
   * Places for a completion query: as typed, else with its slips mended (`WordIndex.corrected`). Not
   * mended: a word the stations know (`knownElsewhere`: a brand, a station's name) is not a slip, and
   * "Esso" and "Shell" offered the towns Epsom and Hellesdon before their stations. And a mended word
   * finds no country: "Köln" read as "kong" offered Hong Kong first, and Enter took it. `isBrand`: the
   * query is a brand's name, answered by places of exactly that name only.
   */
  complete(query: string, limit: number, locale?: string, knownElsewhere: (word: string) => boolean = () => false, isBrand = false): WirePlaceSuggestion[] {
    const tokens = queryTokens(query);
    if (tokens.length === 0) return [];
    const byWords = (words: string[]) => this.#wordMatches(query, words);
    // A brand typed whole is a search for its stations: a place only by that very name ("shell" offered
    // Shelley, and Enter took it, once GeoNames' towns were in).
    const asTyped = (this.#postcodeMatches(query) ?? byWords(tokens)).filter((m) => !isBrand || m.exact);
    const unknownHere = tokens.filter((token) => this.#places.words.range(token).size === 0);
    const mayMend = asTyped.length === 0 && !unknownHere.some(knownElsewhere);
    const out = mayMend ? this.#places.words.foundOrMended(tokens, (words) => byWords(words).filter(({ e }) => e.rank !== 0), asTyped) : asTyped;
    return out.slice(0, limit).map(({ e, spans, areaOnly }) => {
      const secondary = this.#secondaryIn(e, locale);
      return {
        place_id: e.place.place_id,
        description: secondary ? `${e.main}, ${secondary}` : e.main,
        main_text: e.main,
        secondary_text: secondary,
        types: areaOnly ? ['unknown_postal_code'] : e.place.types,
        matched_substrings: spans,
      };
    });
  }

  /**
   * Entries whose words the query's words begin, exact names first, then countries, towns (the bigger
   * first: GeoNames' people), postcodes.
   */
  #wordMatches(query: string, tokens: string[]): Match[] {
    const out: Match[] = [];
    for (const i of this.#places.words.candidates(tokens)) {
      const e = this.#places.entries[i]!;
      const spans = matchSpans(tokens, this.#entryWords(e));
      if (!spans) continue;
      out.push({ e, spans, exact: normalise(e.main) === normalise(query.trim()) });
    }
    return out.sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) ||
        a.e.rank - b.e.rank ||
        b.e.population - a.e.population ||
        a.e.main.length - b.e.main.length ||
        (a.e.main < b.e.main ? -1 : 1),
    );
  }

  /**
   * A UK postcode typed, whole or begun, in a district we know: that postcode if a station has it, the
   * district, then the district's other postcodes that begin as typed. Null otherwise (word search). Word
   * search took "LS1 4" for LS10 and LS13 postcodes and found nothing for a visitor's own "LS1 4AP".
   *
   * In a district we do not know, only its area is known: the area comes back typed `unknown_postal_code`,
   * so a client says the postcode is not known instead of taking the area's town for the place ("PA80 5UD",
   * Lochaline, became "PA, Paisley", 150 km away, and listed Paisley's stations as 0.61 mi away).
   */
  #postcodeMatches(query: string): Match[] | null {
    const parts = ukPostcodeParts(query);
    if (!parts) return null;
    const district = this.#places.districts.get(parts.district);
    if (!district) {
      // No station in the district (a city centre's LS1, SW1A): its area, the nearest we know.
      const area = this.#places.districts.get(postcodeArea(parts.district));
      if (!area) return null;
      const areaEntry = this.#places.entries[area.entry]!;
      const others = parts.rest ? [] : this.#wordMatches(query, queryTokens(query)).filter((m) => m.e !== areaEntry);
      return [{ e: areaEntry, spans: [{ offset: 0, length: areaEntry.main.length }], exact: false, areaOnly: true }, ...others];
    }
    const typed = `${parts.district} ${parts.rest}`.trim();
    const span = (e: Entry) => [{ offset: 0, length: Math.min(e.main.length, parts.rest ? typed.length : parts.district.length) }];
    const postcodes = district.postcodes
      .map((i) => this.#places.entries[i]!)
      .filter((e) => e.main.toUpperCase().startsWith(typed))
      .sort((a, b) => (a.main < b.main ? -1 : 1));
    const exact = postcodes.filter((e) => e.main.toUpperCase() === typed);
    const districtEntry = this.#places.entries[district.entry]!;
    return [...exact, districtEntry, ...postcodes.filter((e) => !exact.includes(e))].map((e) => ({ e, spans: span(e), exact: exact.includes(e) }));
  }

  /** An entry's secondary text (town and country) with the country named in `locale`. */
  #secondaryIn(e: Entry, locale: string | undefined): string {
    const country = countryIn(e.place, locale);
    return country ? withCountry(e.secondary, country.english, country.local) : e.secondary;
  }

  /**
   * Most specific first: the postcode the point is at (within `POSTCODE_AT_KM`), else the nearest postcode
   * district (within 10 km); the closest town (within 25 km); the country. The postcodes are the
   * stations': when any within 5 km was taken, "Use my location" on a moor named the
   * postcode of a garage 5 km away as the visitor's (`Skipton BD23 5PL`), where the district says where
   * they are (`Skipton BD23`).
   */
  reverse(lat: number, lng: number, locale?: string): WirePlace[] {
    const out: WirePlace[] = [];
    const nearestOf = (kd: KDBush | null, idx: number[], maxKm: number): boolean => {
      const [hit] = kd ? around(kd, lng, lat, 1, maxKm) : [];
      if (hit === undefined) return false;
      out.push(placeIn(this.#places.entries[idx[hit]!]!.place, locale));
      return true;
    };
    if (!nearestOf(this.#places.postcodeKd, this.#places.postcodeIdx, POSTCODE_AT_KM)) nearestOf(this.#places.districtKd, this.#places.districtIdx, 10);
    nearestOf(this.#places.townKd, this.#places.townIdx, 25);
    // The country of the nearby place; else the smallest country whose box holds the point.
    const known = out[0]?.address_components.country_code;
    let best: CountryRow | null = known ? this.country(known) : null;
    if (!best) {
      for (const c of this.#places.countries) {
        const inLng = c.west <= c.east ? lng >= c.west && lng <= c.east : lng >= c.west || lng <= c.east;
        if (lat < c.south || lat > c.north || !inLng) continue;
        if (!best || (c.area_km2 ?? Infinity) < (best.area_km2 ?? Infinity)) best = c;
      }
    }
    if (best) out.push(this.get(`country:${best.country_code}`)!);
    return out;
  }

  country(code: string): CountryRow | null {
    return this.#places.countries.find((c) => c.country_code === code) ?? null;
  }
}
