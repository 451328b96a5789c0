import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { WirePlace, WirePlaceSuggestion } from '../../src/api/contract.ts';
import { json, realApp } from './helpers.ts';

describe('gazetteer for the offline maps engine', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await realApp();
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

  it('reverse-geocodes to postcode, town and country, most specific first', async () => {
    const near = json<WirePlace[]>((await app.inject('/api/v2/places/reverse?lat=57.1212&lng=-2.1259')).body);
    assert.deepEqual(near.map((p) => p.types[0]), ['postal_code', 'locality', 'country']);
    assert.equal(near[0]!.name, 'AB10 7AY');
    // Belfast is in the United Kingdom even though Ireland's box covers it.
    const belfast = json<WirePlace[]>((await app.inject('/api/v2/places/reverse?lat=54.597&lng=-5.93')).body);
    assert.equal(belfast.at(-1)!.address_components.country_code, 'GB');
    const sea = json<WirePlace[]>((await app.inject('/api/v2/places/reverse?lat=-60&lng=-150')).body);
    assert.deepEqual(sea, []);
    assert.equal((await app.inject('/api/v2/places/reverse?lat=95&lng=0')).statusCode, 400);
  });
});
