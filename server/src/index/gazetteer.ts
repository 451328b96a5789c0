/**
 * A small gazetteer for the offline maps engine: the towns and postcodes of the loaded stations, the
 * towns of Great Britain and Northern Ireland from GeoNames (`gb-places.ts`: a town without a forecourt
 * is found where it is) and the countries table. Answers place completions, place details and reverse
 * geocoding.
 */

import KDBush from 'kdbush';
import { around } from 'geokdbush';
import type { WirePlace, WirePlaceSuggestion } from '../../../src/api/contract.ts';
import type { CountryRow, StationRow } from '../import/canonical.ts';
import { haversine } from '../geo/haversine.ts';
import type { GazetteerTown } from './gb-places.ts';
import { WordIndex, matchSpans, normalise, queryTokens, wordList, wordsOf } from './search.ts';
import { type Steps, every, runNow, runSliced } from './time-slice.ts';

function titleCase(s: string): string {
  return s.toLowerCase().replace(/(^|[\s\-'(])(\p{L})/gu, (_m, pre: string, c: string) => pre + c.toUpperCase());
}

const slug = (s: string): string => normalise(s).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
/** A name's key without apostrophes: the stations' "KINGS LYNN" and GeoNames' "King's Lynn" are one town. */
const looseSlug = (s: string): string => slug(s.replace(/['’]/g, ''));

/**
 * A UK postcode as typed, whole or begun: its district (outward code, "LS1") and what was typed of the
 * rest ("4A"), upper case and without spaces; null when the text is no postcode. The gazetteer knows the
 * postcodes of stations only: a visitor's own postcode is found by its district.
 */
export function ukPostcodeParts(text: string): { district: string; rest: string } | null {
  const match = /^([A-Z]{1,2}\d[A-Z\d]?)(?:\s*(\d[A-Z]{0,2}))?$/.exec(text.trim().toUpperCase());
  return match ? { district: match[1]!, rest: match[2] ?? '' } : null;
}

/** A district's postcode area: its letters ("LS" of "LS10", "SW" of "SW1A"). */
const postcodeArea = (district: string): string => /^[A-Z]+/.exec(district)![0];

/** The middle value of `sorted` (ascending; the mean of the two middle ones for an even count). */
function median(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The value a fraction `q` of the way through `sorted` (ascending), rounded down to one of its values. */
const quantile = (sorted: readonly number[], q: number): number => sorted[Math.floor(q * (sorted.length - 1))]!;

/** Region names per request locale (`de_DE`), made once each; null where the runtime has none. */
const regionNames = new Map<string, Intl.DisplayNames | null>();

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
      names = null; // not a language tag the runtime knows: keep the table's names
    }
    regionNames.set(locale, names);
  }
  return names?.of(code) ?? english;
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

interface Match {
  e: Entry;
  spans: { offset: number; length: number }[];
  exact: boolean;
  /** A postcode the gazetteer does not know, answered with its area (`unknown_postal_code`). */
  areaOnly?: boolean;
}

interface Entry {
  place: WirePlace;
  /** Text searched and shown. */
  main: string;
  secondary: string;
  rank: number; // lower first: country 0, town 1, postcode district 2, postcode 3
  /** A town's people (GeoNames); 0 when unknown. Bigger towns come first among completions. */
  population: number;
}

/** A GeoNames town this close to a station town of the same name is that town. */
const SAME_TOWN_KM = 25;

/** Half the side of the box of a town known from GeoNames only, by its size: 1.5 km for a village, 15 km for a city. */
function townRadiusKm(population: number): number {
  return Math.min(15, Math.max(1.5, 1.2 * Math.sqrt(population / 1000)));
}

/** How near a station's postcode a point must be to be at that postcode (a full postcode covers a street or two). */
const POSTCODE_AT_KM = 0.25;

/** A station town named as GeoNames spells it (its id stays). */
function renameTown(e: Entry, name: string): void {
  e.main = name;
  e.place = {
    ...e.place,
    name,
    formatted_address: `${name}, ${e.secondary}`,
    address_components: { ...e.place.address_components, locality: name, postal_town: name },
  };
}

export class Gazetteer {
  // Assigned by fill(), which the constructor and build() run.
  private entries: Entry[] = [];
  private byId = new Map<string, number>();
  private words = WordIndex.of([]);
  private postcodeKd: KDBush | null = null;
  private postcodeIdx: number[] = [];
  private townKd: KDBush | null = null;
  private townIdx: number[] = [];
  /** Postcode districts ("LS10", not areas), for reverse geocoding between a postcode and a town. */
  private districtKd: KDBush | null = null;
  private districtIdx: number[] = [];
  /** Postcode district ("LS10") or area ("LS") → its entry, and (a district's) postcodes' entries. */
  private districts = new Map<string, { entry: number; postcodes: number[] }>();
  private countries: CountryRow[] = [];

  /** `places`: towns of Great Britain (`gb-places.ts`), largest first; added when a station is in GB. */
  constructor(stations: readonly StationRow[], countries: CountryRow[], places: readonly GazetteerTown[] = []) {
    runNow(this.fill(stations, countries, places));
  }

  /** The same gazetteer, built in slices between requests. */
  static async build(stations: readonly StationRow[], countries: CountryRow[], places: readonly GazetteerTown[] = []): Promise<Gazetteer> {
    const gazetteer = new Gazetteer([], []);
    await runSliced(gazetteer.fill(stations, countries, places));
    return gazetteer;
  }

  private *fill(stations: readonly StationRow[], countries: CountryRow[], places: readonly GazetteerTown[]): Steps {
    this.entries = [];
    this.byId = new Map();
    this.postcodeIdx = [];
    this.townIdx = [];
    this.districtIdx = [];
    this.districts = new Map();
    this.countries = countries;
    const countryName = new Map(countries.map((c) => [c.country_code, c.name]));
    for (const c of countries) {
      this.add({
        main: c.name,
        secondary: c.country_code,
        rank: 0,
        population: 0,
        place: {
          place_id: `country:${c.country_code}`,
          name: c.name,
          formatted_address: c.name,
          lat: c.center_lat,
          lng: c.center_lng,
          viewport: { north: c.north, south: c.south, east: c.east, west: c.west },
          types: ['country'],
          address_components: { country: c.name, country_code: c.country_code },
        },
      });
    }
    // Towns and postcodes: the centre and extent of their stations. A town's centre is the median
    // latitude and longitude: a post town's stations reach out into its villages, and their mean
    // followed them (York's point was in Haxby, 6.3 km north of the Minster; Aberdeen's 5.5 km out). A
    // postcode's and a district's is the mean, which reverse geocoding measures from: a district's
    // median sat in its main town, 10 km from a moor in the same district (Skipton's BD23).
    type Acc = { name: string; cc: string; town: string | null; lats: number[]; lngs: number[]; s: number; w: number; no: number; e: number };
    const towns = new Map<string, Acc>();
    const postcodes = new Map<string, Acc>();
    const districts = new Map<string, Acc>();
    /** Per district or area: how many of its stations each town has (it is named after the most). */
    const districtTowns = new Map<string, Map<string, number>>();
    const titles = new Map<string, string>();
    const title = (city: string): string => {
      let t = titles.get(city);
      if (t === undefined) {
        t = titleCase(city);
        titles.set(city, t);
      }
      return t;
    };
    const slugs = new Map<string, string>();
    const citySlug = (city: string): string => {
      let t = slugs.get(city);
      if (t === undefined) {
        t = slug(city);
        slugs.set(city, t);
      }
      return t;
    };
    const acc = (m: Map<string, Acc>, key: string, name: () => string, r: StationRow): void => {
      let a = m.get(key);
      if (!a) {
        a = { name: name(), cc: r.country_code, town: r.city ? title(r.city) : null, lats: [], lngs: [], s: 90, w: 180, no: -90, e: -180 };
        m.set(key, a);
      }
      a.lats.push(r.lat);
      a.lngs.push(r.lng);
      a.s = Math.min(a.s, r.lat);
      a.no = Math.max(a.no, r.lat);
      a.w = Math.min(a.w, r.lng);
      a.e = Math.max(a.e, r.lng);
    };
    let k = 0;
    for (const r of stations) {
      const city = r.city;
      const postcode = r.postcode;
      if (city) acc(towns, `${r.country_code}:${citySlug(city)}`, () => title(city), r);
      if (postcode) acc(postcodes, `${r.country_code}:${postcode.replace(/\s+/g, '')}`, () => postcode, r);
      const district = r.country_code === 'GB' && postcode ? ukPostcodeParts(postcode)?.district : undefined;
      // A district ("LS10") and its area ("LS"), each named after the town most of its stations are in.
      for (const group of district ? [district, postcodeArea(district)] : []) {
        acc(districts, group, () => group, r);
        if (!r.city) continue;
        const towns = districtTowns.get(group) ?? new Map<string, number>();
        districtTowns.set(group, towns);
        const town = title(r.city);
        towns.set(town, (towns.get(town) ?? 0) + 1);
      }
      if (every(1024, k++)) yield;
    }
    const meanOf = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
    /**
     * A town's centre (the median) and box: its stations' middle 80 % (of latitudes and of longitudes),
     * padded; all of them for a town of fewer than ten. A post town's farthest villages made York's box
     * reach 54.62° N, and the map zoomed out to the county.
     */
    const townPlace = (a: Acc): Pick<WirePlace, 'lat' | 'lng' | 'viewport'> => {
      const lats = [...a.lats].sort((x, y) => x - y);
      const lngs = [...a.lngs].sort((x, y) => x - y);
      const d = 0.03;
      const viewport =
        lats.length < 10
          ? pad(a, d)
          : { north: quantile(lats, 0.9) + d, south: quantile(lats, 0.1) - d, east: quantile(lngs, 0.9) + d, west: quantile(lngs, 0.1) - d };
      return { lat: median(lats), lng: median(lngs), viewport };
    };
    const meanCentre = (a: Acc): { lat: number; lng: number } => ({ lat: meanOf(a.lats), lng: meanOf(a.lngs) });
    const pad = (a: Acc, d: number): WirePlace['viewport'] => ({ north: Math.min(90, a.no + d), south: Math.max(-90, a.s - d), east: Math.min(180, a.e + d), west: Math.max(-180, a.w - d) });
    /** Each town's centre and box, by country and name: an area shows its town's (below). */
    const townPlaces = new Map<string, Pick<WirePlace, 'lat' | 'lng' | 'viewport'>>();
    /** Station towns by `looseSlug`, to which a GeoNames town of the same name and place adds its size and spelling. */
    const stationTowns = new Map<string, Entry[]>();
    for (const [key, a] of towns) {
      const country = countryName.get(a.cc) ?? a.cc;
      this.townIdx.push(this.entries.length);
      const where = townPlace(a);
      townPlaces.set(`${a.cc}:${a.name}`, where);
      const entry: Entry = {
        main: a.name,
        secondary: country,
        rank: 1,
        population: 0,
        place: {
          place_id: `town:${key.toLowerCase()}`,
          name: a.name,
          formatted_address: `${a.name}, ${country}`,
          ...where,
          types: ['locality'],
          address_components: { locality: a.name, postal_town: a.name, country, country_code: a.cc },
        },
      };
      const loose = `${a.cc}:${looseSlug(a.name)}`;
      stationTowns.set(loose, [...(stationTowns.get(loose) ?? []), entry]);
      this.add(entry);
      if (every(1024, k++)) yield;
    }
    // GeoNames towns (largest first): the station town of the same name where it is near (its size then
    // ranks it, and its spelling names it: "King's Lynn", "Stratford-upon-Avon", where the stations'
    // capitals gave "King'S Lynn" and "Stratford-Upon-Avon"), else a town of their own at GeoNames' point,
    // so a town with no forecourt is found where it is. A second place of a name (Newport in Wales,
    // Shropshire, the Isle of Wight) gets its own id.
    /** GeoNames towns by name (`slug`): a name held by several is told apart below by its postcode district. */
    const byName = new Map<string, Entry[]>();
    if (stations.some((r) => r.country_code === 'GB')) {
      const country = countryName.get('GB') ?? 'GB';
      for (const p of places) {
        const key = `GB:${slug(p.name)}`;
        const loose = `GB:${looseSlug(p.name)}`;
        const stationTown = (stationTowns.get(loose) ?? []).find((e) => haversine(e.place.lat, e.place.lng, p.lat, p.lng) <= SAME_TOWN_KM * 1000);
        if (stationTown) {
          if (stationTown.population === 0) renameTown(stationTown, p.name);
          stationTown.population = Math.max(stationTown.population, p.population);
          continue;
        }
        const same = [...(stationTowns.get(loose) ?? []), ...(byName.get(key) ?? [])];
        if (same.some((e) => byName.get(key)?.includes(e) && haversine(e.place.lat, e.place.lng, p.lat, p.lng) <= SAME_TOWN_KM * 1000)) continue;
        const d = townRadiusKm(p.population);
        const dLat = d / 111.2;
        const dLng = dLat / Math.cos((p.lat * Math.PI) / 180);
        const id = same.length === 0 ? `town:${key.toLowerCase()}` : `town:${key.toLowerCase()}-${same.length + 1}`;
        const entry: Entry = {
          main: p.name,
          secondary: [p.nation, country].filter(Boolean).join(', '),
          rank: 1,
          population: p.population,
          place: {
            place_id: id,
            name: p.name,
            formatted_address: `${p.name}, ${country}`,
            lat: p.lat,
            lng: p.lng,
            viewport: { north: p.lat + dLat, south: p.lat - dLat, east: p.lng + dLng, west: p.lng - dLng },
            types: ['locality'],
            address_components: { locality: p.name, country, country_code: 'GB' },
          },
        };
        byName.set(key, [...(byName.get(key) ?? []), entry]);
        this.townIdx.push(this.entries.length);
        this.add(entry);
        if (every(1024, k++)) yield;
      }
    }
    for (const [district, a] of districts) {
      const country = countryName.get(a.cc) ?? a.cc;
      const town = [...(districtTowns.get(district) ?? [])].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0]?.[0] ?? null;
      // "LS10" is a district, "LS" an area.
      const isDistrict = /\d/.test(district);
      // An area is where its town is, the one it is named after: its stations' middle lay between its
      // towns ("YO", York, near Malton, 30 km from York), and a postcode of a district with no station
      // ("YO1 7HH", "LS1 4AP") is found by its area.
      const areaTown = !isDistrict && town ? townPlaces.get(`${a.cc}:${town}`) : undefined;
      this.districts.set(district, { entry: this.entries.length, postcodes: [] });
      if (isDistrict) this.districtIdx.push(this.entries.length);
      this.add({
        main: district,
        secondary: [town, country].filter(Boolean).join(', '),
        rank: 2,
        population: 0,
        place: {
          place_id: `${isDistrict ? 'district' : 'area'}:${a.cc.toLowerCase()}:${district.toLowerCase()}`,
          name: district,
          formatted_address: `${town ? `${town} ` : ''}${district}, ${country}`,
          ...(areaTown ?? { ...meanCentre(a), viewport: pad(a, 0.01) }),
          types: ['postal_code'],
          address_components: { postal_code: district, ...(town ? { postal_town: town } : {}), country, country_code: a.cc },
        },
      });
      if (every(1024, k++)) yield;
    }
    for (const [key, a] of postcodes) {
      const country = countryName.get(a.cc) ?? a.cc;
      this.postcodeIdx.push(this.entries.length);
      const district = a.cc === 'GB' ? ukPostcodeParts(a.name)?.district : undefined;
      if (district) this.districts.get(district)?.postcodes.push(this.entries.length);
      const secondary = [a.town, country].filter(Boolean).join(', ');
      this.add({
        main: a.name,
        secondary,
        rank: 3,
        population: 0,
        place: {
          place_id: `postcode:${key.toLowerCase()}`,
          name: a.name,
          formatted_address: `${a.town ? `${a.town} ` : ''}${a.name}, ${country}`,
          ...meanCentre(a),
          viewport: pad(a, 0.005),
          types: ['postal_code'],
          address_components: { postal_code: a.name, ...(a.town ? { postal_town: a.town } : {}), country, country_code: a.cc },
        },
      });
      if (every(1024, k++)) yield;
    }
    this.words = yield* WordIndex.steps(this.entries.map((e, i) => [i, wordList(e.main, e.rank === 3 ? e.main : null)] as [number, string[]]));
    this.postcodeKd = this.pointIndex(this.postcodeIdx);
    this.townKd = this.pointIndex(this.townIdx);
    this.districtKd = this.pointIndex(this.districtIdx);
    // Five Newports read "Newport, England, United Kingdom" alike: each says its nearest postcode district
    // ("Newport, TF10, England, United Kingdom"), where one is within 15 km.
    for (const named of byName.values()) {
      // Shared with another GeoNames town, or with a station town it was too far from to be.
      if (named.length < 2 && !stationTowns.has(`GB:${looseSlug(named[0]!.main)}`)) continue;
      for (const e of named) {
        const [hit] = this.districtKd ? around(this.districtKd, e.place.lng, e.place.lat, 1, 15) : [];
        if (hit !== undefined) e.secondary = `${this.entries[this.districtIdx[hit as number]!]!.main}, ${e.secondary}`;
      }
    }
  }

  private add(e: Entry): void {
    this.byId.set(e.place.place_id, this.entries.length);
    this.entries.push(e);
  }

  private entryWords(e: Entry): ReturnType<typeof wordsOf> {
    return wordsOf(e.main, e.rank === 3 ? { offset: 0, text: e.main } : null);
  }

  private pointIndex(idx: number[]): KDBush | null {
    if (idx.length === 0) return null;
    const kd = new KDBush(idx.length, 64, Float64Array);
    for (const i of idx) kd.add(this.entries[i]!.place.lng, this.entries[i]!.place.lat);
    return kd.finish();
  }

  get size(): number {
    return this.entries.length;
  }

  /** A place by id, its country named in `locale` (a request's `de_DE`; the table's English without). */
  get(placeId: string, locale?: string): WirePlace | null {
    const i = this.byId.get(placeId);
    return i === undefined ? null : placeIn(this.entries[i]!.place, locale);
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
    const byWords = (words: string[]) => this.wordMatches(query, words);
    // A brand typed whole is a search for its stations: a place only by that very name ("shell" offered
    // Shelley, and Enter took it, once GeoNames' towns were in).
    const asTyped = (this.postcodeMatches(query) ?? byWords(tokens)).filter((m) => !isBrand || m.exact);
    const unknownHere = tokens.filter((token) => this.words.range(token).size === 0);
    const mayMend = asTyped.length === 0 && !unknownHere.some(knownElsewhere);
    const out = mayMend ? this.words.foundOrMended(tokens, (words) => byWords(words).filter(({ e }) => e.rank !== 0), asTyped) : asTyped;
    return out.slice(0, limit).map(({ e, spans, areaOnly }) => {
      const secondary = this.secondaryIn(e, locale);
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
  private wordMatches(query: string, tokens: string[]): Match[] {
    const out: Match[] = [];
    for (const i of this.words.candidates(tokens)) {
      const e = this.entries[i]!;
      const spans = matchSpans(tokens, this.entryWords(e));
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
  private postcodeMatches(query: string): Match[] | null {
    const parts = ukPostcodeParts(query);
    if (!parts) return null;
    const district = this.districts.get(parts.district);
    if (!district) {
      // No station in the district (a city centre's LS1, SW1A): its area, the nearest we know.
      const area = this.districts.get(postcodeArea(parts.district));
      if (!area) return null;
      const areaEntry = this.entries[area.entry]!;
      const others = parts.rest ? [] : this.wordMatches(query, queryTokens(query)).filter((m) => m.e !== areaEntry);
      return [{ e: areaEntry, spans: [{ offset: 0, length: areaEntry.main.length }], exact: false, areaOnly: true }, ...others];
    }
    const typed = `${parts.district} ${parts.rest}`.trim();
    const span = (e: Entry) => [{ offset: 0, length: Math.min(e.main.length, parts.rest ? typed.length : parts.district.length) }];
    const postcodes = district.postcodes
      .map((i) => this.entries[i]!)
      .filter((e) => e.main.toUpperCase().startsWith(typed))
      .sort((a, b) => (a.main < b.main ? -1 : 1));
    const exact = postcodes.filter((e) => e.main.toUpperCase() === typed);
    const districtEntry = this.entries[district.entry]!;
    return [...exact, districtEntry, ...postcodes.filter((e) => !exact.includes(e))].map((e) => ({ e, spans: span(e), exact: exact.includes(e) }));
  }

  /** An entry's secondary text (town and country) with the country named in `locale`. */
  private secondaryIn(e: Entry, locale: string | undefined): string {
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
      out.push(placeIn(this.entries[idx[hit]!]!.place, locale));
      return true;
    };
    if (!nearestOf(this.postcodeKd, this.postcodeIdx, POSTCODE_AT_KM)) nearestOf(this.districtKd, this.districtIdx, 10);
    nearestOf(this.townKd, this.townIdx, 25);
    // The country of the nearby place; else the smallest country whose box holds the point.
    const known = out[0]?.address_components.country_code;
    let best: CountryRow | null = known ? this.country(known) : null;
    if (!best) {
      for (const c of this.countries) {
        const inLng = c.west <= c.east ? lng >= c.west && lng <= c.east : lng >= c.west || lng <= c.east;
        if (lat < c.south || lat > c.north || !inLng) continue;
        if (!best || (c.area_km2 ?? Infinity) < (best.area_km2 ?? Infinity)) best = c;
      }
    }
    if (best) out.push(this.get(`country:${best.country_code}`)!);
    return out;
  }

  country(code: string): CountryRow | null {
    return this.countries.find((c) => c.country_code === code) ?? null;
  }
}
