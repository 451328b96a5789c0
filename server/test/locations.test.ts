import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { LocationsResponse, WireCompletion, WireLocation } from '../../src/api/contract.ts';
import { alongCorridorNaive } from '../src/geo/corridor.ts';
import { haversine } from '../src/geo/haversine.ts';
import { encodePolyline } from '../src/geo/polyline.ts';
import { rng } from '../src/import/synthetic.ts';
import { nameWithBrand } from '../src/index/stations.ts';
import { NOON, fixtureApp, json, qs, realApp } from './helpers.ts';

const UK = { sw: [49.8, -8.2], ne: [60.9, 1.8] };
const LONDON = { sw: [51.45, -0.2], ne: [51.55, -0.05] };

describe('locations over the real UK data', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await realApp();
  });

  it('imports the 7,058 stations of the file\'s 7,158 whose coordinates are not suspect, in the sea or astray from their postcode area, bp stations keyed bp', async () => {
    const health = json((await app.inject('/health')).body);
    // Version 2: the shipped stations' import, then the shipped charging sites' (resource `charging`).
    assert.deepEqual(health, { status: 'ok', stations: 7058, store: 'sqlite', data_version: 2 });
    const idx = app.stationIndex;
    assert.equal(idx.siteBrands.filter((b) => b === 'bp').length, 926);
    assert.ok(!idx.stations.some((s) => s.name === 'Star' && s.postcode === 'BT39 9JL'), 'a Belfast station placed in the Irish Sea is left out');
    assert.ok(!idx.stations.some((s) => s.name === 'NEWTON HILL SERVICE STATION'), 'a Wakefield station placed in South Shields is left out');
    assert.ok(idx.brandKeys.includes('sainsbury_s') && idx.brandKeys.includes('circle_k'), 'idx.brandKeys.includes(\'sainsbury_s\') && idx.brandKeys.includes(\'circle_k\')');
    assert.ok(!idx.brandKeys.includes('central_co_op'), 'brands under 20 stations share other');
  });

  describe('within_bounds', () => {
    it('returns every station of a small box as locations with all Location fields', async () => {
      const res = await app.inject(`/api/v2/locations/within_bounds?${qs(LONDON)}&locale=de_DE&format=json`);
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['x-data-attribution']), /Open Government Licence/);
      const body = json<LocationsResponse>(res.body);
      const expected = app.stationIndex.stations.filter((s) => s.lat >= 51.45 && s.lat <= 51.55 && s.lng >= -0.2 && s.lng <= -0.05);
      assert.ok(expected.length > 10 && expected.length <= app.stationIndex.options.clusterThreshold, 'under the cluster threshold');
      assert.deepEqual(body.locations.map((l) => l.id).sort(), expected.map((s) => s.id).sort());
      assert.deepEqual(body.clusters, []);
      const l = body.locations[0]!;
      for (const k of ['id', 'name', 'formatted_address', 'telephone', 'city', 'website', 'lat', 'lng', 'site_brand', 'channel_of_trade', 'open_status', 'next_open_status_change', 'watchlist_id', 'postcode', 'timezone', 'fuel_types', 'amenities', 'brand', 'prices', 'prices_updated_at', 'opening_hours', 'weekly_hours', 'bank_holiday_hours']) {
        assert.ok(k in l, k);
      }
      assert.equal(l.timezone, 'Europe/London');
      for (const loc of body.locations) {
        if (loc.next_open_status_change !== null) assert.match(loc.next_open_status_change, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
        if (loc.weekly_hours) assert.equal(loc.weekly_hours.length, 7);
      }
    });

    it('clusters dense areas of a country box with bounds, centroid and size', async () => {
      const body = json<LocationsResponse>((await app.inject(`/api/v2/locations/within_bounds?${qs(UK)}`)).body);
      assert.ok(body.clusters.length > 0, 'body.clusters.length > 0');
      const total = body.clusters.reduce((n, c) => n + c.size, 0) + body.locations.length;
      assert.ok(total >= 7000 && total <= 7058, String(total));
      for (const c of body.clusters) {
        assert.ok(c.size >= 2, 'c.size >= 2');
        assert.ok(c.bounds.sw[0] <= c.centroid[0] + 1e-9 && c.centroid[0] <= c.bounds.ne[0] + 1e-9, 'c.bounds.sw[0] <= c.centroid[0] + 1e-9 && c.centroid[0] <= c.bounds.ne[0] + 1e-9');
        assert.ok(c.bounds.sw[1] <= c.centroid[1] + 1e-9 && c.centroid[1] <= c.bounds.ne[1] + 1e-9, 'c.bounds.sw[1] <= c.centroid[1] + 1e-9 && c.centroid[1] <= c.bounds.ne[1] + 1e-9');
        assert.equal(typeof c.id, 'string');
      }
    });

    it('applies with_any and with_all filters, and non_matching_locations is the complement', async () => {
      const box = LONDON;
      const inBox = app.stationIndex.stations.filter((s) => s.lat >= 51.45 && s.lat <= 51.55 && s.lng >= -0.2 && s.lng <= -0.05);
      assert.ok(inBox.length <= app.stationIndex.options.clusterThreshold, 'small enough to be answered without clusters');
      const filters = `${qs({ with_any: { fuel: ['E5', 'B7_PREMIUM'] } })}&${qs({ with_all: { amenity: ['car_wash', 'customer_toilets'] } })}`;
      const ids = async (resource: string, z = 22): Promise<string[]> => {
        const b = json<LocationsResponse>((await app.inject(`/api/v2/${resource}/within_bounds?${qs(box)}&zoom=${z}&${filters}`)).body);
        return b.locations.map((l) => l.id).sort();
      };
      const expected = inBox.filter((s) => (s.fuel_types.includes('E5') || s.fuel_types.includes('B7_PREMIUM')) && s.amenities.includes('car_wash') && s.amenities.includes('customer_toilets'));
      assert.ok(expected.length > 0 && expected.length < inBox.length, 'the filters select some stations');
      assert.deepEqual(await ids('locations'), expected.map((s) => s.id).sort());
      const rest = inBox.filter((s) => !expected.includes(s));
      const nonMatching = json<LocationsResponse>((await app.inject(`/api/v2/non_matching_locations/within_bounds?${qs(box)}&${filters}`)).body);
      assert.deepEqual(nonMatching.locations.map((l) => l.id).sort(), rest.map((s) => s.id).sort());
      assert.deepEqual(nonMatching.clusters, []);
      // Without filters nothing fails them.
      const none = json<LocationsResponse>((await app.inject(`/api/v2/non_matching_locations/within_bounds?${qs(box)}`)).body);
      assert.deepEqual(none, { locations: [], clusters: [] });
    });

    it('filters brands by site_brand key', async () => {
      const body = json<LocationsResponse>((await app.inject(`/api/v2/locations/within_bounds?${qs(LONDON)}&${qs({ with_any: { brand: ['bp', 'sainsbury_s'] } })}`)).body);
      assert.ok(body.locations.length > 0, 'body.locations.length > 0');
      for (const l of body.locations) assert.ok(['bp', 'sainsbury_s'].includes(l.site_brand), '[\'bp\', \'sainsbury_s\'].includes(l.site_brand)');
    });
  });

  it('within_region uses the country box', async () => {
    const body = json<LocationsResponse>((await app.inject('/api/v2/locations/within_region?region_id=GB')).body);
    const total = body.clusters.reduce((n, c) => n + c.size, 0) + body.locations.length;
    assert.ok(total > 7000, 'total > 7000');
    assert.equal((await app.inject('/api/v2/locations/within_region?region_id=DE')).statusCode, 200);
    assert.deepEqual(json((await app.inject('/api/v2/locations/within_region?region_id=DE')).body), { locations: [], clusters: [] });
    assert.equal((await app.inject('/api/v2/locations/within_region?region_id=XX')).statusCode, 404);
    assert.equal((await app.inject('/api/v2/locations/within_region?region_id=GBR')).statusCode, 400);
  });

  describe('nearest_to', () => {
    it('defaults to 75 results in brute-force distance order', async () => {
      const r = rng(5);
      for (let k = 0; k < 10; k++) {
        const lat = 50.5 + r() * 7;
        const lng = -4.5 + r() * 5;
        const body = json<LocationsResponse>((await app.inject(`/api/v2/locations/nearest_to?lat=${lat}&lng=${lng}`)).body);
        assert.equal(body.locations.length, 75);
        const brute = app.stationIndex.stations
          .map((s) => ({ id: s.id, d: haversine(lat, lng, s.lat, s.lng) }))
          .sort((a, b) => a.d - b.d)
          .slice(0, 75);
        const got = body.locations.map((l) => l.distance!);
        for (let i = 0; i < 75; i++) assert.ok(Math.abs(got[i]! - brute[i]!.d) < 0.01, `rank ${i}`);
        // Same stations, except possibly exact ties at the cut.
        const ids = new Set(body.locations.map((l) => l.id));
        assert.ok(brute.slice(0, 74).every((b) => ids.has(b.id) || Math.abs(b.d - brute[74]!.d) < 0.01), 'brute.slice(0, 74).every((b) => ids.has(b.id) || Math.abs(b.d - brute[74]!.d) < ');
      }
    });

    it('honours limit and filters', async () => {
      const body = json<LocationsResponse>((await app.inject(`/api/v2/locations/nearest_to?lat=51.5&lng=-0.12&limit=7&${qs({ with_any: { fuel: ['HVO'] } })}`)).body);
      assert.equal(body.locations.length, 7);
      for (const l of body.locations) assert.ok(l.fuel_types.includes('HVO'), 'l.fuel_types.includes(\'HVO\')');
    });

    it('paginates with Link and X-Total-Count', async () => {
      const res = await app.inject('/api/v2/locations/nearest_to?lat=51.5&lng=-0.12&page=2&per_page=10&locale=en_GB');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['x-total-count'], '7058');
      const link = String(res.headers.link);
      assert.match(link, /page=1&per_page=10&locale=en_GB>; rel="first"/);
      assert.match(link, /page=3&per_page=10&locale=en_GB>; rel="next"/);
      assert.match(link, /page=1&per_page=10&locale=en_GB>; rel="prev"/);
      assert.match(link, /page=50&per_page=10&locale=en_GB>; rel="last"/);
      const page2 = json<LocationsResponse>(res.body).locations;
      const first20 = json<LocationsResponse>((await app.inject('/api/v2/locations/nearest_to?lat=51.5&lng=-0.12&limit=20')).body).locations;
      assert.deepEqual(page2.map((l) => l.id), first20.slice(10).map((l) => l.id));
      assert.equal((await app.inject('/api/v2/locations/nearest_to?lat=51.5&lng=-0.12&page=2&limit=5')).statusCode, 400);
    });
  });

  describe('complete', () => {
    it('matches names, towns and postcodes with offsets', async () => {
      const byName = json<WireCompletion[]>((await app.inject('/api/v2/locations/complete?query=pittodrie')).body);
      assert.ok(byName.length >= 1, 'byName.length >= 1');
      assert.equal(byName[0]!.value.slice(0, 9).toLowerCase(), 'pittodrie');
      assert.deepEqual(byName[0]!.matched_substrings, [{ offset: 0, length: 9 }]);
      const byPostcode = json<WireCompletion[]>((await app.inject(`/api/v2/locations/complete?query=${encodeURIComponent('AB10 7')}`)).body);
      assert.ok(byPostcode.length >= 1, 'byPostcode.length >= 1');
      for (const c of byPostcode) {
        const spans = c.matched_substrings!;
        assert.ok(spans.length >= 1, 'spans.length >= 1');
        assert.equal(c.value.slice(spans[0]!.offset, spans[0]!.offset + 4), 'AB10');
      }
      const compact = json<WireCompletion[]>((await app.inject('/api/v2/locations/complete?query=AB107AY')).body);
      assert.ok(compact.some((c) => c.value.endsWith('AB10 7AY')), 'compact.some((c) => c.value.endsWith(\'AB10 7AY\'))');
      const byTown = json<WireCompletion[]>((await app.inject('/api/v2/locations/complete?query=aberdeen&limit=10')).body);
      assert.equal(byTown.length, 10);
    });
    it('defaults to 5, ranks stations inside bounds first, and applies filters', async () => {
      const all = json<WireCompletion[]>((await app.inject('/api/v2/locations/complete?query=road')).body);
      assert.equal(all.length, 5);
      const biased = json<WireCompletion[]>((await app.inject(`/api/v2/locations/complete?query=service&${qs({ 'bounds[sw]': [57, -2.3], 'bounds[ne]': [57.3, -1.9] })}`)).body);
      const first = app.stationIndex.stations[app.stationIndex.indexOf(biased[0]!.id)!]!;
      assert.ok(first.lat >= 57 && first.lat <= 57.3, 'first completion lies in the bounds');
      const bp = json<WireCompletion[]>((await app.inject(`/api/v2/locations/complete?query=service&limit=20&${qs({ with_any: { brand: ['bp'] } })}`)).body);
      for (const c of bp) assert.equal(app.stationIndex.siteBrands[app.stationIndex.indexOf(c.id)!], 'bp');
    });
    it('finds a brand’s stations whose names do not say it, with the brand in brackets and highlighted, nearest the view first', async () => {
      // Around Leeds: Tesco's station there is `LEEDS SEACROFT EXTRA - PETROL FILLING STATION` (before: one Tesco in the UK, in Rawtenstall).
      const leeds = { 'bounds[sw]': [53.7, -1.7], 'bounds[ne]': [53.9, -1.4] };
      const tesco = json<WireCompletion[]>((await app.inject(`/api/v2/locations/complete?query=tesco&${qs(leeds)}`)).body);
      assert.equal(tesco.length, 5);
      for (const c of tesco) {
        const station = app.stationIndex.stations[app.stationIndex.indexOf(c.id)!]!;
        assert.equal(station.brand, 'Tesco', c.value);
        const [span] = c.matched_substrings!;
        assert.equal(c.value.slice(span!.offset, span!.offset + span!.length).toLowerCase(), 'tesco', c.value);
      }
      assert.ok(tesco.some((c) => c.value.startsWith('LEEDS SEACROFT EXTRA - PETROL FILLING STATION (Tesco), ')), tesco.map((c) => c.value).join(' | '));
      const first = app.stationIndex.stations[app.stationIndex.indexOf(tesco[0]!.id)!]!;
      assert.ok(first.lat >= 53.7 && first.lat <= 53.9 && first.lng >= -1.7 && first.lng <= -1.4, 'the first lies in the view');
      // A view too small to hold one: the nearest Tesco first, however it is named (not `TESCO RAWTENSTALL`, 50 km away).
      const centre = { 'bounds[sw]': [53.79, -1.56], 'bounds[ne]': [53.81, -1.54] };
      const [nearest] = json<WireCompletion[]>((await app.inject(`/api/v2/locations/complete?query=tesco&${qs(centre)}`)).body);
      assert.ok(nearest!.value.startsWith('LEEDS '), nearest!.value);
      // Two words of a brand: `EG On The Move` finds its `EG ... PFS` stations.
      const eg = json<WireCompletion[]>((await app.inject('/api/v2/locations/complete?query=on%20the%20move')).body);
      assert.ok(eg.length > 0 && eg.every((c) => c.value.includes('(EG On The Move)')), eg.map((c) => c.value).join(' | '));
    });
    it('reads a query that finds nothing as typed with its typos mended', async () => {
      const leeds = { 'bounds[sw]': [53.7, -1.7], 'bounds[ne]': [53.9, -1.4] };
      const values = async (query: string) =>
        json<WireCompletion[]>((await app.inject(`/api/v2/locations/complete?query=${encodeURIComponent(query)}&${qs(leeds)}`)).body).map((c) => c.value);
      // A letter changed, a letter dropped, two swapped, a word still being typed: each finds what it meant.
      const tesko = await values('tesko');
      assert.equal(tesko.length, 5);
      assert.ok(tesko.every((value) => value.includes('(Tesco)') || value.startsWith('TESCO')), tesko.join(' | '));
      assert.ok((await values('harogate')).every((value) => value.includes('HARROGATE')));
      assert.ok((await values('yrok')).every((value) => value.includes('YORK')));
      const kirkstall = await values('esso kirkstal');
      assert.ok(kirkstall.length > 0 && kirkstall.every((value) => value.includes('KIRKSTALL') && value.includes('Esso')), kirkstall.join(' | '));
      // The mended word is highlighted whole.
      const [first] = json<WireCompletion[]>((await app.inject(`/api/v2/locations/complete?query=harogate&${qs(leeds)}`)).body);
      const [span] = first!.matched_substrings!;
      assert.equal(first!.value.slice(span!.offset, span!.offset + span!.length), 'HARROGATE');
      // A query that matches as typed is not mended (`tesc` begins Tesco), and gibberish finds nothing.
      assert.ok((await values('tesc')).every((value) => /tesc/i.test(value)));
      assert.deepEqual(await values('xqzzyq'), []);
    });
    it('names the brand only where the name does not say it', () => {
      assert.equal(nameWithBrand('MFG ROYDSBECK', 'Esso'), 'MFG ROYDSBECK (Esso)');
      assert.equal(nameWithBrand('SHELL TONG ROAD', 'Shell'), 'SHELL TONG ROAD');
      assert.equal(nameWithBrand('SAINSBURYS WHITE ROSE', "Sainsbury's"), 'SAINSBURYS WHITE ROSE');
      assert.equal(nameWithBrand('ASDA ABERFELDY EXPRESS PETROL', 'Asda Express'), 'ASDA ABERFELDY EXPRESS PETROL');
      assert.equal(nameWithBrand('MFG MORRISONS LEEDS MORLEY', 'Morrisons'), 'MFG MORRISONS LEEDS MORLEY');
      assert.equal(nameWithBrand('stourton filling station', 'stourton filling station'), 'stourton filling station');
      assert.equal(nameWithBrand('Westhill Service Station Ltd', 'BP'), 'Westhill Service Station Ltd (BP)');
      assert.equal(nameWithBrand('Pump Lane', null), 'Pump Lane');
      assert.equal(nameWithBrand('Pump Lane', ' - '), 'Pump Lane');
    });
  });

  describe('show', () => {
    it('returns one location, with distance from an origin', async () => {
      const id = app.stationIndex.stations[0]!.id;
      const plain = json<WireLocation>((await app.inject(`/api/v2/locations/${id}`)).body);
      assert.equal(plain.id, id);
      assert.equal(plain.distance, undefined);
      const withOrigin = json<WireLocation>((await app.inject(`/api/v2/locations/${id}?origin[lat]=57&origin[lng]=-2`)).body);
      assert.ok(Math.abs(withOrigin.distance! - haversine(57, -2, plain.lat, plain.lng)) < 0.01, 'Math.abs(withOrigin.distance! - haversine(57, -2, plain.lat, plain.lng)) < 0.01');
    });
    it('is 404 for an unknown id and 400 for resources without show', async () => {
      const res = await app.inject('/api/v2/locations/doesnotexist');
      assert.equal(res.statusCode, 404);
      assert.deepEqual(json(res.body), { error: { code: 'not_found', message: 'Unknown location' } });
      assert.equal((await app.inject(`/api/v2/non_matching_locations/${app.stationIndex.stations[0]!.id}`)).statusCode, 400);
      assert.equal((await app.inject('/api/v2/gadgets/abc')).statusCode, 400);
    });
  });

  describe('along_corridor', () => {
    const post = (body: unknown, resource = 'locations') =>
      app.inject({ method: 'POST', url: `/api/v2/${resource}/along_corridor`, payload: body as object });

    it('equals a brute-force oracle on 20 random routes, in route order with both distances', async () => {
      const r = rng(99);
      const idx = app.stationIndex;
      for (let k = 0; k < 20; k++) {
        const line: [number, number][] = [[Math.round((51 + r() * 5) * 1e5) / 1e5, Math.round((-3.5 + r() * 4) * 1e5) / 1e5]];
        for (let v = 1; v < 12; v++) {
          const [a, b] = line[v - 1]!;
          line.push([Math.round((a + (r() - 0.5) * 0.4) * 1e5) / 1e5, Math.round((b + (r() - 0.5) * 0.6) * 1e5) / 1e5]);
        }
        const radius = 1 + Math.floor(r() * 10);
        const res = await post({ line: encodePolyline(line), corridor_radius: radius, format: 'json' });
        assert.equal(res.statusCode, 200);
        const body = json<LocationsResponse>(res.body);
        const oracle = alongCorridorNaive(line, radius * 1000, idx.lats, idx.lngs);
        if (oracle.length > idx.options.clusterThreshold) continue; // clustered answers are checked below
        assert.deepEqual(body.locations.map((l) => l.id), oracle.map((h) => idx.stations[h.index]!.id), `route ${k}`);
        body.locations.forEach((l, i) => {
          assert.ok(Math.abs(l.distance_from_route! - oracle[i]!.distanceFromRoute) < 0.01, `route ${k} #${i} from`);
          assert.ok(Math.abs(l.distance_along_route! - oracle[i]!.distanceAlongRoute) < 0.01, `route ${k} #${i} along`);
          assert.ok(l.distance_from_route! <= radius * 1000, `route ${k} #${i} radius`);
        });
      }
    });

    it('clusters a long, dense corridor and filters non_matching_locations', async () => {
      const line: [number, number][] = [[51.5, -0.12], [52.48, -1.9], [53.48, -2.24], [55.95, -3.19]];
      const body = json<LocationsResponse>((await post({ line: encodePolyline(line), corridor_radius: 25, zoom: 6 })).body);
      assert.ok(body.clusters.length > 0, 'body.clusters.length > 0');
      const withFilter = json<LocationsResponse>((await post({ line: encodePolyline(line), corridor_radius: 5, with_any: { fuel: ['HVO'] } })).body);
      for (const l of withFilter.locations) assert.ok(l.fuel_types.includes('HVO'), 'l.fuel_types.includes(\'HVO\')');
      const nm = json<LocationsResponse>((await post({ line: encodePolyline(line), corridor_radius: 2, with_any: { fuel: ['HVO'] } }, 'non_matching_locations')).body);
      for (const l of nm.locations) assert.ok(!l.fuel_types.includes('HVO'), '!l.fuel_types.includes(\'HVO\')');
    });

    it('rejects malformed polylines, bad radii and non-finite numbers with 400', async () => {
      const good = encodePolyline([[51.5, -0.12], [52.48, -1.9]]);
      for (const body of [
        { line: good.slice(0, -1), corridor_radius: 5 },
        { line: `${good} `, corridor_radius: 5 },
        { line: '', corridor_radius: 5 },
        { line: good, corridor_radius: 0 },
        { line: good, corridor_radius: 26 },
        { line: good, corridor_radius: '5' },
        { line: good },
        { line: good, corridor_radius: 5, bounds: { sw: [60, 0], ne: [50, 1] } },
        { line: good, corridor_radius: 5, with_any: { colour: ['red'] } },
      ]) {
        const res = await post(body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
        assert.equal(json<{ error: { code: string } }>(res.body).error.code, 'bad_request');
      }
      const inf = await app.inject({ method: 'POST', url: '/api/v2/locations/along_corridor', headers: { 'content-type': 'application/json' }, payload: `{"line":"${good}","corridor_radius":1e400}` });
      assert.equal(inf.statusCode, 400);
    });
  });
});

describe('locations over fixtures', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await fixtureApp();
  });
  after(() => app.close());

  it('computes open status at the request time', async () => {
    const body = json<LocationsResponse>((await app.inject(`/api/v2/locations/nearest_to?lat=54&lng=-2&limit=100`)).body);
    const statuses = new Set(body.locations.map((l) => l.open_status));
    assert.ok(statuses.has('twenty_four_hour') && statuses.has('open'), 'statuses.has(\'twenty_four_hour\') && statuses.has(\'open\')');
    for (const l of body.locations) {
      if (l.opening_hours === 'Mo-Su 06:00-22:00' && !l.temporarily_closed) {
        assert.equal(l.open_status, 'open');
        assert.equal(l.next_open_status_change, '2026-02-18T22:00:00+00:00');
      }
      if (l.opening_hours === null && !l.temporarily_closed) assert.equal(l.open_status, 'unknown');
    }
    assert.equal(NOON.toISOString(), '2026-02-18T12:00:00.000Z');
  });

  it('rejects bad coordinates, limits and unknown resources with a uniform 400', async () => {
    const cases = [
      '/api/v2/locations/nearest_to?lat=Infinity&lng=0',
      '/api/v2/locations/nearest_to?lat=1e400&lng=0',
      '/api/v2/locations/nearest_to?lat=NaN&lng=0',
      '/api/v2/locations/nearest_to?lat=0x10&lng=0',
      '/api/v2/locations/nearest_to?lat=%205%20&lng=0',
      '/api/v2/locations/nearest_to?lat=91&lng=0',
      '/api/v2/locations/nearest_to?lat=0&lng=-181',
      '/api/v2/locations/nearest_to?lat=0&lng=0&limit=101',
      '/api/v2/locations/nearest_to?lat=0&lng=0&limit=0',
      '/api/v2/locations/nearest_to?lat=0&lng=0&per_page=101',
      '/api/v2/locations/nearest_to?lat=0&lng=0&page=51',
      '/api/v2/locations/nearest_to?lat=0&lng=0&limit=2.5',
      '/api/v2/locations/nearest_to?lat=0',
      '/api/v2/non_matching_locations/nearest_to?lat=0&lng=0',
      '/api/v2/widgets/nearest_to?lat=0&lng=0',
      '/api/v2/locations/within_bounds?sw[]=0&ne[]=1&ne[]=1',
      '/api/v2/locations/within_bounds?sw[]=0&sw[]=0&sw[]=0&ne[]=1&ne[]=1',
      '/api/v2/locations/within_bounds?sw[]=2&sw[]=0&ne[]=1&ne[]=1',
      '/api/v2/locations/within_bounds?sw[]=-80&sw[]=0&ne[]=80&ne[]=1',
      '/api/v2/locations/within_bounds?sw[]=0&sw[]=Infinity&ne[]=1&ne[]=1',
      '/api/v2/locations/within_bounds?sw[]=0&sw[]=0&ne[]=1&ne[]=1&zoom=23',
      '/api/v2/locations/within_bounds?sw[]=0&sw[]=0&ne[]=1&ne[]=1&with_any[colour][]=red',
      '/api/v2/locations/within_bounds?sw[]=0&sw[]=0&ne[]=1&ne[]=1&format=xml',
      '/api/v2/locations/complete?query=',
      `/api/v2/locations/complete?query=${'a'.repeat(65)}`,
      '/api/v2/locations/complete?query=abc&limit=21',
      '/api/v2/locations/complete?query=abc&bounds[sw][]=0&bounds[sw][]=0',
      '/api/v2/locations/within_bounds?a[b][c][]=1',
      `/api/v2/locations/within_bounds?${Array.from({ length: 51 }, (_, i) => `p${i}=1`).join('&')}`,
      `/api/v2/locations/within_bounds?${Array.from({ length: 21 }, () => 'sw[]=1').join('&')}`,
      '/api/v2/locations/nearest_to?lat=%ZZ&lng=0',
      '/api/v2/locations/nearest_to?limit[99999]=1&limit=2&lat=0&lng=0',
    ];
    for (const url of cases) {
      const res = await app.inject(url);
      assert.equal(res.statusCode, 400, url);
      const body = json<{ error: { code: string; message: string } }>(res.body);
      assert.equal(body.error.code, 'bad_request', url);
      assert.ok(body.error.message.length > 0 && body.error.message.length <= 200, 'body.error.message.length > 0 && body.error.message.length <= 200');
      assert.doesNotMatch(res.body, /Infinity|0x10|SELECT|at \w+ \(/);
    }
  });

  it('accepts extra configured parameters (cacheBust, locale, format=json)', async () => {
    const res = await app.inject(`/api/v2/locations/within_bounds?sw[]=50&sw[]=-5&ne[]=51&ne[]=-4&locale=en_GB&format=json&cacheBust=123&brand_param=x`);
    assert.equal(res.statusCode, 200);
  });
});
