/**
 * The gazetteer's places, built from the stations, the countries table and the GeoNames towns of Great
 * Britain: countries, towns, postcode districts and areas, postcodes, with the word index and point
 * indexes the queries in `gazetteer.ts` read. Pure: the same input gives the same places.
 */

import type KDBush from 'kdbush';
import { around } from 'geokdbush';
import { LRUCache } from 'lru-cache';
import type { WirePlace } from '../../../src/api/contract.ts';
import type { CountryRow, StationRow } from '../store/rows.ts';
import { haversine } from '../geo/haversine.ts';
import type { GazetteerTown } from './gb-places.ts';
import { type Points, pointIndex, pointIndexesOffLoop } from './point-index.ts';
import { WordIndex, normalise, wordList } from './search.ts';
import { type Steps, every, runNow, runSliced } from './time-slice.ts';

/** A place the gazetteer answers with, and what its completions search and show. */
export interface Entry {
  place: WirePlace;
  /** The place's id and position, which the build reads of every entry without making a postcode's place. */
  readonly id: string;
  readonly lat: number;
  readonly lng: number;
  /** Text searched and shown. */
  main: string;
  secondary: string;
  rank: number; // lower first: country 0, town 1, postcode district 2, postcode 3
  /** A town's people (GeoNames); 0 when unknown. Bigger towns come first among completions. */
  population: number;
}

/** What `buildPlaces` makes: the entries and the indexes over them. */
export interface Places {
  entries: Entry[];
  /** Place id → its entry. */
  byId: Map<string, number>;
  words: WordIndex;
  postcodeKd: KDBush | null;
  postcodeIdx: number[];
  townKd: KDBush | null;
  townIdx: number[];
  /** Postcode districts ("LS10", not areas), for reverse geocoding between a postcode and a town. */
  districtKd: KDBush | null;
  districtIdx: number[];
  /** Postcode district ("LS10") or area ("LS") → its entry, and (a district's) postcodes' entries. */
  districts: Map<string, { entry: number; postcodes: number[] }>;
  countries: CountryRow[];
}

/**
 * The places before the postcode and town point indexes, which are built apart: in a worker thread
 * for a replica rebuilding while it serves (kdbush's `finish()` of 144,000 postcodes, at 150,000
 * stations, held the event loop up to 120 ms in one piece, see point-index.ts).
 */
export type PlaceLists = Omit<Places, 'postcodeKd' | 'townKd'>;

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
export const postcodeArea = (district: string): string => /^[A-Z]+/.exec(district)![0];

function titleCase(s: string): string {
  return s.toLowerCase().replace(/(^|[\s\-'(])(\p{L})/gu, (_m, pre: string, c: string) => pre + c.toUpperCase());
}

const slug = (s: string): string => normalise(s).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
/** A name's key without apostrophes: the stations' "KINGS LYNN" and GeoNames' "King's Lynn" are one town. */
const looseSlug = (s: string): string => slug(s.replace(/['’]/g, ''));

/**
 * Distinct station cities a build remembers the title and slug of: more than any country's post towns,
 * so a build computes each once; past it the least recently seen is worked out again.
 */
const CITY_MEMO = 16_384;

/** The middle value of `sorted` (ascending; the mean of the two middle ones for an even count). */
function median(sorted: ArrayLike<number>): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The value a fraction `q` of the way through `sorted` (ascending), rounded down to one of its values. */
const quantile = (sorted: ArrayLike<number>, q: number): number => sorted[Math.floor(q * (sorted.length - 1))]!;

/** A GeoNames town this close to a station town of the same name is that town. */
const SAME_TOWN_KM = 25;

/** Half the side of the box of a town known from GeoNames only, by its size: 1.5 km for a village, 15 km for a city. */
function townRadiusKm(population: number): number {
  return Math.min(15, Math.max(1.5, 1.2 * Math.sqrt(population / 1000)));
}

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

/**
 * The stations of a town, postcode, district or area: their name, country, town, box and the sums of
 * their positions; a station town also keeps each position (its centre is their median, `townPlace`).
 * A postcode's or a district's are summed only: a rebuild at 150,000 stations made two growing arrays for
 * each of 144,000 postcodes, all alive until the last one was read, and the garbage collector copied them.
 */
interface Group {
  name: string;
  cc: string;
  town: string | null;
  /** Only a station town's: each station's latitude and longitude. */
  lats: number[] | null;
  lngs: number[] | null;
  count: number;
  sumLat: number;
  sumLng: number;
  s: number;
  w: number;
  no: number;
  e: number;
}

/**
 * A town's centre (the median) and box: its stations' middle 80 % (of latitudes and of longitudes),
 * padded; all of them for a town of fewer than ten. A post town's farthest villages made York's box
 * reach 54.62° N, and the map zoomed out to the county.
 */
function townPlace(a: Group): Pick<WirePlace, 'lat' | 'lng' | 'viewport'> {
  // Typed arrays sort numbers in order without a compare function, several times faster.
  const lats = Float64Array.from(a.lats ?? []).sort();
  const lngs = Float64Array.from(a.lngs ?? []).sort();
  const d = 0.03;
  const viewport =
    lats.length < 10
      ? pad(a, d)
      : { north: quantile(lats, 0.9) + d, south: quantile(lats, 0.1) - d, east: quantile(lngs, 0.9) + d, west: quantile(lngs, 0.1) - d };
  return { lat: median(lats), lng: median(lngs), viewport };
}

const meanCentre = (a: Group): { lat: number; lng: number } => ({ lat: a.sumLat / a.count, lng: a.sumLng / a.count });

const pad = (a: Group, d: number): WirePlace['viewport'] => ({
  north: Math.min(90, a.no + d),
  south: Math.max(-90, a.s - d),
  east: Math.min(180, a.e + d),
  west: Math.max(-180, a.w - d),
});

/** An entry for a place made now. */
function entryOf(fields: Pick<Entry, 'main' | 'secondary' | 'rank' | 'population'>, place: WirePlace): Entry {
  return { ...fields, place, id: place.place_id, lat: place.lat, lng: place.lng };
}

/**
 * A postcode's entry, its place made when it is first read (an answer, a reverse geocode). A rebuild at
 * 150,000 stations made 144,000 postcode places of six objects each up front, nearly all of them never
 * asked for, and its minor GCs copied them while the replica served.
 */
class PostcodeEntry implements Entry {
  readonly rank = 3;
  readonly population = 0;
  readonly main: string;
  readonly lat: number;
  readonly lng: number;
  #place: WirePlace | undefined;

  constructor(
    readonly id: string,
    public secondary: string,
    private readonly stations: Group,
    private readonly country: string,
  ) {
    this.main = stations.name;
    ({ lat: this.lat, lng: this.lng } = meanCentre(stations));
  }

  get place(): WirePlace {
    const { stations: a, country } = this;
    this.#place ??= {
      place_id: this.id,
      name: a.name,
      formatted_address: `${a.town ? `${a.town} ` : ''}${a.name}, ${country}`,
      lat: this.lat,
      lng: this.lng,
      viewport: pad(a, 0.005),
      types: ['postal_code'],
      address_components: { postal_code: a.name, ...(a.town ? { postal_town: a.town } : {}), country, country_code: a.cc },
    };
    return this.#place;
  }
}

/** Each entry's words, made as the word index's sliced build reads them (not all in one step). */
function* entryWords(entries: readonly Entry[]): Generator<[number, string[]]> {
  for (let i = 0; i < entries.length; i++) yield [i, wordList(entries[i]!.main, entries[i]!.rank === 3 ? entries[i]!.main : null)];
}

/** The positions of entries `idx`, in that order. */
function* placePoints(entries: readonly Entry[], idx: readonly number[]): Steps<Points> {
  // A plain loop: `Float64Array.from` with a map function took 50 ms for 100,000 postcodes.
  const lngs = new Float64Array(idx.length);
  const lats = new Float64Array(idx.length);
  for (let k = 0; k < idx.length; k++) {
    const entry = entries[idx[k]!]!;
    lngs[k] = entry.lng;
    lats[k] = entry.lat;
    if (every(8192, k)) yield;
  }
  return { lngs, lats };
}

/** The point index over entries `idx`; null for none. */
const placeIndex = (entries: readonly Entry[], idx: readonly number[]): KDBush | null => (idx.length === 0 ? null : pointIndex(runNow(placePoints(entries, idx))));

/** The positions of the postcodes and of the towns, as steps. */
function* postcodeAndTownPoints(lists: PlaceLists): Steps<Points[]> {
  return [yield* placePoints(lists.entries, lists.postcodeIdx), yield* placePoints(lists.entries, lists.townIdx)];
}

/** The places of `buildPlaces`, built now. */
export function placesNow(stations: readonly StationRow[], countries: CountryRow[], towns: readonly GazetteerTown[] = []): Places {
  const lists = runNow(buildPlaces(stations, countries, towns));
  return { ...lists, postcodeKd: placeIndex(lists.entries, lists.postcodeIdx), townKd: placeIndex(lists.entries, lists.townIdx) };
}

/** The places of `buildPlaces`, built in slices between requests, with the postcode and town point indexes off the event loop. */
export async function placesInSlices(stations: readonly StationRow[], countries: CountryRow[], towns: readonly GazetteerTown[] = []): Promise<Places> {
  const lists = await runSliced(buildPlaces(stations, countries, towns));
  const [postcodeKd, townKd] = await pointIndexesOffLoop(await runSliced(postcodeAndTownPoints(lists)));
  return { ...lists, postcodeKd: lists.postcodeIdx.length === 0 ? null : postcodeKd!, townKd: lists.townIdx.length === 0 ? null : townKd! };
}

/**
 * The places of `stations`, `countries` and `towns` (GeoNames towns of Great Britain, `gb-places.ts`,
 * largest first; added when a station is in GB). A build that yields at safe points: run it with
 * `runNow` or `runSliced` (`time-slice.ts`).
 */
export function* buildPlaces(stations: readonly StationRow[], countries: CountryRow[], towns: readonly GazetteerTown[] = []): Steps<PlaceLists> {
  const entries: Entry[] = [];
  const byId = new Map<string, number>();
  const postcodeIdx: number[] = [];
  const townIdx: number[] = [];
  const districtIdx: number[] = [];
  const districtEntries = new Map<string, { entry: number; postcodes: number[] }>();
  const add = (e: Entry): void => {
    byId.set(e.id, entries.length);
    entries.push(e);
  };
  const countryName = new Map(countries.map((c) => [c.country_code, c.name]));
  for (const c of countries) {
    add(
      entryOf(
        { main: c.name, secondary: c.country_code, rank: 0, population: 0 },
        {
          place_id: `country:${c.country_code}`,
          name: c.name,
          formatted_address: c.name,
          lat: c.center_lat,
          lng: c.center_lng,
          viewport: { north: c.north, south: c.south, east: c.east, west: c.west },
          types: ['country'],
          address_components: { country: c.name, country_code: c.country_code },
        },
      ),
    );
  }
  // Towns and postcodes: the centre and extent of their stations. A town's centre is the median
  // latitude and longitude: a post town's stations reach out into its villages, and their mean
  // followed them (York's point was in Haxby, 6.3 km north of the Minster; Aberdeen's 5.5 km out). A
  // postcode's and a district's is the mean, which reverse geocoding measures from: a district's
  // median sat in its main town, 10 km from a moor in the same district (Skipton's BD23).
  const stationTownGroups = new Map<string, Group>();
  const postcodes = new Map<string, Group>();
  const districts = new Map<string, Group>();
  /** Per district or area: how many of its stations each town has (it is named after the most). */
  const districtTowns = new Map<string, Map<string, number>>();
  const titles = new LRUCache<string, string>({ max: CITY_MEMO, memoMethod: titleCase });
  const citySlugs = new LRUCache<string, string>({ max: CITY_MEMO, memoMethod: slug });
  const acc = (m: Map<string, Group>, key: string, name: () => string, r: StationRow, positions = false): void => {
    let a = m.get(key);
    if (!a) {
      const town = r.city ? titles.memo(r.city) : null;
      a = { name: name(), cc: r.country_code, town, lats: positions ? [] : null, lngs: positions ? [] : null, count: 0, sumLat: 0, sumLng: 0, s: 90, w: 180, no: -90, e: -180 };
      m.set(key, a);
    }
    a.lats?.push(r.lat);
    a.lngs?.push(r.lng);
    a.count++;
    a.sumLat += r.lat;
    a.sumLng += r.lng;
    a.s = Math.min(a.s, r.lat);
    a.no = Math.max(a.no, r.lat);
    a.w = Math.min(a.w, r.lng);
    a.e = Math.max(a.e, r.lng);
  };
  let k = 0;
  for (const r of stations) {
    const city = r.city;
    const postcode = r.postcode;
    if (city) acc(stationTownGroups, `${r.country_code}:${citySlugs.memo(city)}`, () => titles.memo(city), r, true);
    if (postcode) acc(postcodes, `${r.country_code}:${postcode.replace(/\s+/g, '')}`, () => postcode, r);
    const district = r.country_code === 'GB' && postcode ? ukPostcodeParts(postcode)?.district : undefined;
    // A district ("LS10") and its area ("LS"), each named after the town most of its stations are in.
    for (const group of district ? [district, postcodeArea(district)] : []) {
      acc(districts, group, () => group, r);
      if (!r.city) continue;
      const townCounts = districtTowns.get(group) ?? new Map<string, number>();
      districtTowns.set(group, townCounts);
      const town = titles.memo(r.city);
      townCounts.set(town, (townCounts.get(town) ?? 0) + 1);
    }
    if (every(1024, k++)) yield;
  }
  /** Each town's centre and box, by country and name: an area shows its town's (below). */
  const townPlaces = new Map<string, Pick<WirePlace, 'lat' | 'lng' | 'viewport'>>();
  /** Station towns by `looseSlug`, to which a GeoNames town of the same name and place adds its size and spelling. */
  const stationTowns = new Map<string, Entry[]>();
  for (const [key, a] of stationTownGroups) {
    const country = countryName.get(a.cc) ?? a.cc;
    townIdx.push(entries.length);
    const where = townPlace(a);
    townPlaces.set(`${a.cc}:${a.name}`, where);
    const entry = entryOf(
      { main: a.name, secondary: country, rank: 1, population: 0 },
      {
        place_id: `town:${key.toLowerCase()}`,
        name: a.name,
        formatted_address: `${a.name}, ${country}`,
        ...where,
        types: ['locality'],
        address_components: { locality: a.name, postal_town: a.name, country, country_code: a.cc },
      },
    );
    const loose = `${a.cc}:${looseSlug(a.name)}`;
    stationTowns.set(loose, [...(stationTowns.get(loose) ?? []), entry]);
    add(entry);
    // A step per town: each sorts its stations' positions (300 towns of 500 stations in one step took 60 ms).
    yield;
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
    for (const p of towns) {
      const key = `GB:${slug(p.name)}`;
      const loose = `GB:${looseSlug(p.name)}`;
      const stationTown = (stationTowns.get(loose) ?? []).find((e) => haversine(e.lat, e.lng, p.lat, p.lng) <= SAME_TOWN_KM * 1000);
      if (stationTown) {
        if (stationTown.population === 0) renameTown(stationTown, p.name);
        stationTown.population = Math.max(stationTown.population, p.population);
        continue;
      }
      const same = [...(stationTowns.get(loose) ?? []), ...(byName.get(key) ?? [])];
      if (same.some((e) => byName.get(key)?.includes(e) && haversine(e.lat, e.lng, p.lat, p.lng) <= SAME_TOWN_KM * 1000)) continue;
      const d = townRadiusKm(p.population);
      const dLat = d / 111.2;
      const dLng = dLat / Math.cos((p.lat * Math.PI) / 180);
      const id = same.length === 0 ? `town:${key.toLowerCase()}` : `town:${key.toLowerCase()}-${same.length + 1}`;
      const entry = entryOf(
        { main: p.name, secondary: [p.nation, country].filter(Boolean).join(', '), rank: 1, population: p.population },
        {
          place_id: id,
          name: p.name,
          formatted_address: `${p.name}, ${country}`,
          lat: p.lat,
          lng: p.lng,
          viewport: { north: p.lat + dLat, south: p.lat - dLat, east: p.lng + dLng, west: p.lng - dLng },
          types: ['locality'],
          address_components: { locality: p.name, country, country_code: 'GB' },
        },
      );
      byName.set(key, [...(byName.get(key) ?? []), entry]);
      townIdx.push(entries.length);
      add(entry);
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
    districtEntries.set(district, { entry: entries.length, postcodes: [] });
    if (isDistrict) districtIdx.push(entries.length);
    add(
      entryOf(
        { main: district, secondary: [town, country].filter(Boolean).join(', '), rank: 2, population: 0 },
        {
          place_id: `${isDistrict ? 'district' : 'area'}:${a.cc.toLowerCase()}:${district.toLowerCase()}`,
          name: district,
          formatted_address: `${town ? `${town} ` : ''}${district}, ${country}`,
          ...(areaTown ?? { ...meanCentre(a), viewport: pad(a, 0.01) }),
          types: ['postal_code'],
          address_components: { postal_code: district, ...(town ? { postal_town: town } : {}), country, country_code: a.cc },
        },
      ),
    );
    if (every(1024, k++)) yield;
  }
  for (const [key, a] of postcodes) {
    const country = countryName.get(a.cc) ?? a.cc;
    postcodeIdx.push(entries.length);
    const district = a.cc === 'GB' ? ukPostcodeParts(a.name)?.district : undefined;
    if (district) districtEntries.get(district)?.postcodes.push(entries.length);
    add(new PostcodeEntry(`postcode:${key.toLowerCase()}`, [a.town, country].filter(Boolean).join(', '), a, country));
    if (every(1024, k++)) yield;
  }
  const words = yield* WordIndex.steps(entryWords(entries));
  yield;
  const districtKd = placeIndex(entries, districtIdx);
  yield;
  // Five Newports read "Newport, England, United Kingdom" alike: each says its nearest postcode district
  // ("Newport, TF10, England, United Kingdom"), where one is within 15 km.
  for (const named of byName.values()) {
    // Shared with another GeoNames town, or with a station town it was too far from to be.
    if (named.length < 2 && !stationTowns.has(`GB:${looseSlug(named[0]!.main)}`)) continue;
    for (const e of named) {
      const [hit] = districtKd ? around(districtKd, e.lng, e.lat, 1, 15) : [];
      if (hit !== undefined) e.secondary = `${entries[districtIdx[hit as number]!]!.main}, ${e.secondary}`;
    }
    if (every(256, k++)) yield;
  }
  return {
    entries,
    byId,
    words,
    postcodeIdx,
    townIdx,
    districtKd,
    districtIdx,
    districts: districtEntries,
    countries,
  };
}
