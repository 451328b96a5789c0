import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { WirePlace, WirePlaceSuggestion } from '../../src/api/contract.ts';
import { haversine } from '../src/geo/haversine.ts';
import { Gazetteer } from '../src/index/gazetteer.ts';
import { fixtureStations, json, realApp } from './helpers.ts';

describe('gazetteer for the offline maps engine', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await realApp();
  });

  it('reads a town typed with a slip as the town meant', async () => {
    const first = async (query: string) => json<WirePlaceSuggestion[]>((await app.inject(`/api/v2/places/complete?query=${query}`)).body)[0]?.description;
    assert.equal(await first('harogate'), 'Harrogate, United Kingdom');
    assert.equal(await first('wakefeild'), 'Wakefield, United Kingdom');
    assert.equal(await first('yrok'), 'York, United Kingdom');
    assert.equal(await first('skiptn'), 'Skipton, United Kingdom');
    // Three letters are too few to tell a slip from another word.
    assert.equal(await first('yrk'), undefined);
  });

  it('mends no word the stations know, and finds no country by a mended word', async () => {
    const first = async (query: string) => json<WirePlaceSuggestion[]>((await app.inject(`/api/v2/places/complete?query=${encodeURIComponent(query)}`)).body)[0]?.description;
    // Brands: their stations answer (the locations' complete), not towns a letter or two away.
    assert.equal(await first('esso'), undefined, 'Esso is not Epsom');
    assert.equal(await first('shell'), undefined, 'Shell is not Hellesdon');
    // A German city the UK data does not have: not Hong Kong by way of "kong".
    assert.equal(await first('köln'), undefined);
    // Slips the stations do not know are still mended.
    assert.equal(await first('edinbrugh'), 'Edinburgh, United Kingdom');
  });

  it('puts a town in the middle of its stations, not at their mean, which the villages of a post town pulled out', async () => {
    // Each town's centre (its cathedral, station or town hall), and how far its point may be from it.
    const centres: [string, number, number][] = [
      ['york', 53.959, -1.0815],
      ['aberdeen', 57.1497, -2.0943],
      ['belfast', 54.5973, -5.9301],
      ['norwich', 52.6309, 1.2974],
      ['leeds', 53.7997, -1.5492],
      ['manchester', 53.4808, -2.2426],
    ];
    for (const [town, lat, lng] of centres) {
      const place = json<WirePlace>((await app.inject(`/api/v2/places/town:gb:${town}`)).body);
      const km = haversine(lat, lng, place.lat, place.lng) / 1000;
      // The mean put York in Haxby (6.3 km out), Aberdeen 5.5, Belfast 4.9 and Norwich 3.8 km out.
      assert.ok(km < 2.5, `${town}: ${km.toFixed(1)} km from its centre`);
    }
  });

  it('puts a postcode area where its town is: a postcode of a district with no station lands in that town', async () => {
    const first = async (query: string) => json<WirePlaceSuggestion[]>((await app.inject(`/api/v2/places/complete?query=${encodeURIComponent(query)}`)).body)[0]!;
    const york = first('YO1 7HH');
    assert.equal((await york).description, 'YO, York, United Kingdom');
    const area = json<WirePlace>((await app.inject(`/api/v2/places/${(await york).place_id}`)).body);
    const town = json<WirePlace>((await app.inject('/api/v2/places/town:gb:york')).body);
    // The YO area's stations' mean lay near Malton, 30 km from York; and its box took in the coast.
    assert.deepEqual([area.lat, area.lng, area.viewport], [town.lat, town.lng, town.viewport]);
    assert.ok(haversine(53.959, -1.0815, area.lat, area.lng) < 2500);
    assert.ok(area.viewport.north - area.viewport.south < 0.4, JSON.stringify(area.viewport));
    const leeds = json<WirePlace>((await app.inject(`/api/v2/places/${(await first('LS1 4AP')).place_id}`)).body);
    assert.ok(haversine(53.7997, -1.5492, leeds.lat, leeds.lng) < 2500);
  });

  it('completes towns, postcodes and countries with highlights', async () => {
    const towns = json<WirePlaceSuggestion[]>((await app.inject('/api/v2/places/complete?query=aberdeen')).body);
    assert.equal(towns[0]!.main_text, 'Aberdeen');
    assert.deepEqual(towns[0]!.types, ['locality']);
    assert.deepEqual(towns[0]!.matched_substrings, [{ offset: 0, length: 8 }]);
    const postcode = json<WirePlaceSuggestion[]>((await app.inject(`/api/v2/places/complete?query=${encodeURIComponent('AB10 7A')}`)).body);
    assert.ok(postcode.some((p) => p.main_text === 'AB10 7AY' && p.types[0] === 'postal_code'), 'postcode suggested');
    const country = json<WirePlaceSuggestion[]>((await app.inject('/api/v2/places/complete?query=germany&limit=1')).body);
    assert.deepEqual(country.map((c) => c.place_id), ['country:DE']);
    assert.equal(json<unknown[]>((await app.inject('/api/v2/places/complete?query=zzzzqx')).body).length, 0);
  });

  it('finds a UK postcode by its district, or its area where no station is in the district; not by look-alike words', async () => {
    const complete = async (query: string) =>
      json<WirePlaceSuggestion[]>((await app.inject(`/api/v2/places/complete?query=${encodeURIComponent(query)}&limit=5`)).body).map((p) => p.description);
    // A station's own postcode first, then its district and the district's others as typed.
    assert.deepEqual(await complete('AB10 7AY'), ['AB10 7AY, Aberdeen, United Kingdom', 'AB10, Aberdeen, United Kingdom']);
    // A visitor's postcode no station has: its district (with or without the space, any case).
    for (const query of ['AB10 6ZZ', 'ab106zz']) assert.deepEqual((await complete(query))[0], 'AB10, Aberdeen, United Kingdom', query);
    // A city-centre district with no station: its area, marked as only that (`unknown_postal_code`). Word
    // search took "LS1 4" for LS10 and LS13.
    for (const query of ['LS1 4AP', 'LS1 4', 'ls14ap']) assert.deepEqual(await complete(query), ['LS, Leeds, United Kingdom'], query);
    const areaOnly = json<WirePlaceSuggestion[]>((await app.inject(`/api/v2/places/complete?query=${encodeURIComponent('LS1 4AP')}`)).body);
    assert.deepEqual(areaOnly[0]!.types, ['unknown_postal_code']);
    assert.deepEqual(await complete('SW1A 1AA'), ['SW, London, United Kingdom']);
    const area = json<WirePlace>((await app.inject('/api/v2/places/area:gb:ls')).body);
    assert.deepEqual([area.name, area.types, area.address_components.postal_town], ['LS', ['postal_code'], 'Leeds']);
    assert.ok(area.viewport.south < area.lat && area.lat < area.viewport.north);
    const district = json<WirePlace>((await app.inject('/api/v2/places/district:gb:ab10')).body);
    assert.equal(district.formatted_address, 'Aberdeen AB10, United Kingdom');
    // Not a postcode: words as before.
    assert.equal((await complete('Aberdeen'))[0], 'Aberdeen, United Kingdom');
  });

  it('gives place details with a viewport and the address parts the front end maps', async () => {
    const town = json<WirePlace>((await app.inject('/api/v2/places/town:gb:aberdeen')).body);
    assert.equal(town.name, 'Aberdeen');
    assert.equal(town.address_components.locality, 'Aberdeen');
    assert.equal(town.address_components.country_code, 'GB');
    assert.ok(town.viewport.south < town.lat && town.lat < town.viewport.north, 'lat in viewport');
    assert.ok(town.viewport.west < town.lng && town.lng < town.viewport.east, 'lng in viewport');
    const pc = json<WirePlace>((await app.inject('/api/v2/places/postcode:gb:ab107ay')).body);
    assert.equal(pc.address_components.postal_code, 'AB10 7AY');
    assert.equal(pc.address_components.postal_town, 'Aberdeen');
    const gb = json<WirePlace>((await app.inject('/api/v2/places/country:GB')).body);
    assert.equal(gb.address_components.country, 'United Kingdom');
    assert.equal((await app.inject('/api/v2/places/town:gb:atlantis')).statusCode, 404);
  });

  it('reverse-geocodes to the postcode the point is at (else its district), town and country, most specific first', async () => {
    const near = json<WirePlace[]>((await app.inject('/api/v2/places/reverse?lat=57.1212&lng=-2.1259')).body);
    assert.deepEqual(near.map((p) => p.types[0]), ['postal_code', 'locality', 'country']);
    assert.equal(near[0]!.name, 'AB10 7AY');
    // On a moor 5 km from the nearest station: its postcode district, not the garage's full postcode as
    // if it were the visitor's (it was `BD23 5PL`, Threshfield's); the town is Grassington, 4 km away
    // (GeoNames), where the station towns gave Skipton, 10 km.
    const moor = json<WirePlace[]>((await app.inject('/api/v2/places/reverse?lat=54.05&lng=-1.95')).body);
    assert.deepEqual(moor.map((p) => p.place_id), ['district:gb:bd23', 'town:gb:grassington', 'country:GB']);
    assert.equal(moor[0]!.formatted_address, 'Skipton BD23, United Kingdom');
    // In a city, 1.2 km from the nearest station's postcode (St Chads, LS16 5LA): the district the visitor is in.
    const headingley = json<WirePlace[]>((await app.inject('/api/v2/places/reverse?lat=53.8195&lng=-1.576')).body);
    assert.equal(headingley[0]!.formatted_address, 'Leeds LS6, United Kingdom');
    // Belfast is in the United Kingdom even though Ireland's box covers it.
    const belfast = json<WirePlace[]>((await app.inject('/api/v2/places/reverse?lat=54.597&lng=-5.93')).body);
    assert.equal(belfast.at(-1)!.address_components.country_code, 'GB');
    const sea = json<WirePlace[]>((await app.inject('/api/v2/places/reverse?lat=-60&lng=-150')).body);
    assert.deepEqual(sea, []);
    assert.equal((await app.inject('/api/v2/places/reverse?lat=95&lng=0')).statusCode, 400);
  });

  it('names the country of a town or postcode in the locale asked for, and keeps a country\'s own name', async () => {
    const german = json<WirePlaceSuggestion[]>((await app.inject('/api/v2/places/complete?query=leeds&limit=1&locale=de_DE')).body);
    assert.equal(german[0]!.secondary_text, 'Vereinigtes Königreich');
    assert.equal(german[0]!.description, 'Leeds, Vereinigtes Königreich');
    const british = json<WirePlaceSuggestion[]>((await app.inject('/api/v2/places/complete?query=leeds&limit=1&locale=en_GB')).body);
    assert.equal(british[0]!.description, 'Leeds, United Kingdom');
    const postcode = json<WirePlaceSuggestion[]>((await app.inject(`/api/v2/places/complete?query=${encodeURIComponent('AB10 7AY')}&limit=1&locale=de_DE`)).body);
    assert.equal(postcode[0]!.secondary_text, 'Aberdeen, Vereinigtes Königreich');
    const town = json<WirePlace>((await app.inject('/api/v2/places/town:gb:leeds?locale=de_DE')).body);
    assert.equal(town.formatted_address, 'Leeds, Vereinigtes Königreich');
    assert.equal(town.address_components.country, 'Vereinigtes Königreich');
    assert.equal(town.address_components.country_code, 'GB');
    assert.equal(json<WirePlace>((await app.inject('/api/v2/places/town:gb:leeds')).body).formatted_address, 'Leeds, United Kingdom');
    const near = json<WirePlace[]>((await app.inject('/api/v2/places/reverse?lat=57.1212&lng=-2.1259&locale=de_DE')).body);
    assert.equal(near[0]!.formatted_address, 'Aberdeen AB10 7AY, Vereinigtes Königreich');
    // What the visitor typed and its highlight: a country completes by the name that matched.
    const country = json<WirePlaceSuggestion[]>((await app.inject('/api/v2/places/complete?query=germany&limit=1&locale=de_DE')).body);
    assert.equal(country[0]!.main_text, 'Germany');
  });

  it('says a postcode it does not know is not known, where only its area is: Lochaline, the Isles of Scilly', async () => {
    const complete = async (query: string) => json<WirePlaceSuggestion[]>((await app.inject(`/api/v2/places/complete?query=${encodeURIComponent(query)}&locale=en_GB`)).body);
    // "PA80 5UD" became "PA, Paisley", 150 km from Lochaline, and Paisley's stations were "0.61 mi away".
    for (const [query, area] of [['PA80 5UD', 'PA'], ['TR21', 'TR'], ['TR21 0JA', 'TR']] as const) {
      const [first, ...rest] = await complete(query);
      assert.deepEqual([first!.main_text, first!.types], [area, ['unknown_postal_code']], query);
      assert.ok(rest.every((s) => !s.types.includes('postal_code') || s.main_text.startsWith(query.slice(0, 4))), query);
    }
    // The places themselves are found by name, where they are: Lochaline by its forecourt's town, Hugh
    // Town (St Mary's, no forecourt) from GeoNames.
    const lochaline = (await complete('Lochaline'))[0]!;
    const where = json<WirePlace>((await app.inject(`/api/v2/places/${lochaline.place_id}`)).body);
    assert.ok(haversine(56.5367, -5.7747, where.lat, where.lng) < 2000, `${where.lat}, ${where.lng}`);
    const hughTown = (await complete('Hugh Town'))[0]!;
    assert.equal(hughTown.description, 'Hugh Town, England, United Kingdom');
    const scilly = json<WirePlace>((await app.inject(`/api/v2/places/${hughTown.place_id}`)).body);
    assert.ok(haversine(49.9145, -6.3115, scilly.lat, scilly.lng) < 500);
    assert.ok(scilly.viewport.south < scilly.lat && scilly.lat < scilly.viewport.north);
  });

  it('finds a town with no forecourt where it is, and ranks towns by their people among completions', async () => {
    const complete = async (query: string) => json<WirePlaceSuggestion[]>((await app.inject(`/api/v2/places/complete?query=${encodeURIComponent(query)}&locale=en_GB`)).body);
    const res = await app.inject('/api/v2/places/complete?query=Grassington');
    assert.equal(res.headers['x-data-attribution'], 'Place names © GeoNames (geonames.org), CC BY 4.0');
    // Grassington (1,792 people) has no forecourt: it was not a place at all.
    const grassington = (await complete('Grassington'))[0]!;
    const place = json<WirePlace>((await app.inject(`/api/v2/places/${grassington.place_id}`)).body);
    assert.ok(haversine(54.0714, -1.9982, place.lat, place.lng) < 100);
    // "Lon": London first, then the bigger towns, not the shortest names.
    assert.equal((await complete('Lon'))[0]!.main_text, 'London');
    // A brand typed whole is its stations, not the start of a town: "shell" is not Shelley.
    assert.deepEqual(await complete('shell'), []);
    assert.equal((await complete('Shel'))[0]!.main_text, 'Shelley');
  });
});

describe('gazetteer towns from GeoNames', () => {
  it('ranks towns without a forecourt by their people among completions, and merges one with its station town', () => {
    const [station] = fixtureStations(1, 3);
    const stations = [{ ...station!, city: 'KIRKBY STEPHEN', postcode: 'CA17 4QT', country_code: 'GB', lat: 54.4719, lng: -2.3491 }];
    const towns = [
      { name: 'Kirkcaldy', nation: 'Scotland', population: 49_460, lat: 56.1107, lng: -3.1674 },
      { name: 'Kirkwall', nation: 'Scotland', population: 9_293, lat: 58.9848, lng: -2.9587 },
      { name: 'Kirkby Stephen', nation: 'England', population: 1_832, lat: 54.4727, lng: -2.3486 },
    ];
    const gazetteer = new Gazetteer(stations, [], towns);
    const names = gazetteer.complete('kirk', 5).map((s) => s.main_text);
    assert.deepEqual(names, ['Kirkcaldy', 'Kirkwall', 'Kirkby Stephen']);
    // The station town took GeoNames' size, not a second entry.
    assert.equal(gazetteer.complete('kirkby stephen', 5).length, 1);
    const kirkwall = gazetteer.get(gazetteer.complete('kirkwall', 1)[0]!.place_id)!;
    assert.deepEqual([kirkwall.lat, kirkwall.lng], [58.9848, -2.9587]);
    // A station town takes GeoNames' spelling, apostrophes and small words included.
    const lynn = new Gazetteer([{ ...stations[0]!, city: 'KINGS LYNN', lat: 52.754, lng: 0.398 }], [], [{ name: "King's Lynn", nation: 'England', population: 42_800, lat: 52.7517, lng: 0.4024 }]);
    assert.deepEqual(lynn.complete('kings lynn', 5).map((s) => [s.main_text, s.place_id]), [["King's Lynn", 'town:gb:kings-lynn']]);
    // Places of one name are told apart by their postcode district.
    const newports = new Gazetteer(
      [
        { ...stations[0]!, city: 'COWES', postcode: 'PO30 5XY', lat: 50.7, lng: -1.29 },
        { ...stations[0]!, id: 'tf', city: 'EDGMOND', postcode: 'TF10 7AA', lat: 52.77, lng: -2.38 },
      ],
      [],
      [
        { name: 'Newport', nation: 'England', population: 25_000, lat: 50.7011, lng: -1.2883 },
        { name: 'Newport', nation: 'England', population: 11_400, lat: 52.7691, lng: -2.3787 },
      ],
    );
    // (No countries table here: the country is its code.)
    assert.deepEqual(newports.complete('newport', 5).map((s) => s.secondary_text), ['PO30, England, GB', 'TF10, England, GB']);
    // Without a station in Great Britain (another country's brand) the UK's towns stay out.
    assert.deepEqual(new Gazetteer([{ ...stations[0]!, country_code: 'DE' }], [], towns).complete('kirkcaldy', 5), []);
  });
});
