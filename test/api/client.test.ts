import { expect } from '@open-wc/testing';
import { ApiResourceError, createApiClient, HttpError, InvalidResponseError, NetworkError, requestDirections, type ApiClient } from '../../src/api';
import { isAbortError } from '../../src/shared';
import type { WireMapLocation } from '../../src/api';
import type { ResourceConfig } from '../../src/config';
import { filterSelectionToQuery } from '../../src/filters';
import { createFakeApi, type FakeApi } from '../helpers/fake-api';
import { rejection } from '../helpers/rejection';
import { MFG_ESPLANADE_BP, SAINSBURYS_ABERDEEN } from '../locations/fixtures/stations';
import { savedRouteInput } from '../../server/fixtures/saved-routes';
import recordedDirections from '../map/offline/fixtures/directions-leeds-london.json';

const RESOURCES: Record<string, ResourceConfig> = {
  locations: {
    enabled: true,
    views: ['show', 'within_bounds', 'within_region', 'nearest_to', 'along_corridor', 'complete'],
    params: { brand_set: 'bp_uk' },
    metaHeaders: { attribution: 'X-Data-Attribution', licence: 'X-Licence' },
  },
  non_matching_locations: { enabled: true, views: ['within_bounds', 'along_corridor'] },
};

const ABERDEEN = { north: 57.2012345678, south: 57.0, east: -2.0000004, west: -2.3 };

describe('createApiClient', () => {
  let api: FakeApi;
  let client: ApiClient;

  beforeEach(() => {
    api = createFakeApi();
    client = createApiClient({
      baseUrl: '/api/v2/',
      locale: 'en_GB',
      fetch: api.fetch,
      headers: { 'X-Request': 'all' },
      resources: RESOURCES,
      cacheBust: () => 'fixed',
    });
  });

  describe('within_bounds', () => {
    it('sends sw[]/ne[] rounded to 6 decimals, the zoom rounded down, locale, format, configured params, filters and headers', async () => {
      api.on('GET', /^\/api\/v2\/locations\/within_bounds$/, () => ({ locations: [SAINSBURYS_ABERDEEN], clusters: [] }));
      const filters = filterSelectionToQuery({ with_any: { fuel: ['E10'] }, with_all: { amenity: ['car_wash'] } });
      const result = await client.withinBounds('locations', { bounds: ABERDEEN, zoom: 11.6, filters });
      expect(result.locations.map((l) => l.id)).to.deep.equal([SAINSBURYS_ABERDEEN.id]);
      const [call] = api.calls;
      const q = call!.url.searchParams;
      expect(q.get('locale')).to.equal('en_GB');
      expect(q.get('format')).to.equal('json');
      expect(q.get('brand_set')).to.equal('bp_uk');
      expect(q.getAll('sw[]')).to.deep.equal(['57', '-2.3']);
      expect(q.getAll('ne[]')).to.deep.equal(['57.201235', '-2']);
      expect(q.get('zoom')).to.equal('11');
      expect(q.getAll('with_any[fuel][]')).to.deep.equal(['E10']);
      expect(q.getAll('with_all[amenity][]')).to.deep.equal(['car_wash']);
      expect(call!.headers['x-request']).to.equal('all');
      // Meta headers are read from the answer, never sent.
      expect(call!.headers).not.to.have.property('x-data-attribution');
    });

    it('reads the configured meta headers of the answer, typed by meta name', async () => {
      api.on('GET', /\/locations\/within_bounds$/, () => ({
        status: 200,
        body: { locations: [], clusters: [] },
        headers: { 'X-Data-Attribution': '  Contains OS data © Crown copyright  ', 'X-Other': 'not configured' },
      }));
      const result = await client.withinBounds('locations', { bounds: ABERDEEN });
      // Trimmed; a configured header the answer lacks (X-Licence) is absent, an unconfigured one ignored.
      expect(result.meta).to.deep.equal({ attribution: 'Contains OS data © Crown copyright' });
      api.on('GET', /\/non_matching_locations\/within_bounds$/, () => ({
        status: 200,
        body: { locations: [] },
        headers: { 'X-Data-Attribution': 'not read: this resource configures no meta headers' },
      }));
      expect((await client.withinBounds('non_matching_locations', { bounds: ABERDEEN })).meta).to.deep.equal({});
    });

    it('defaults missing clusters to [] and rejects a body without locations', async () => {
      api.on('GET', /within_bounds$/, () => ({ locations: [] }));
      expect((await client.withinBounds('non_matching_locations', { bounds: ABERDEEN })).clusters).to.deep.equal([]);
      api.on('GET', /within_bounds$/, () => ({ nope: true }));
      expect(await rejection(client.withinBounds('locations', { bounds: ABERDEEN }))).to.be.instanceOf(InvalidResponseError);
    });
  });

  describe('within_region', () => {
    it('sends region_id, zoom, locale, format, configured params, filters and headers', async () => {
      api.on('GET', /^\/api\/v2\/locations\/within_region$/, () => ({
        status: 200,
        body: { locations: [SAINSBURYS_ABERDEEN], clusters: [] },
        headers: { 'X-Data-Attribution': 'OGL v3.0' },
      }));
      const filters = filterSelectionToQuery({ with_any: { fuel: ['E10'] }, with_all: {} });
      const result = await client.withinRegion('locations', { regionId: 'GB', zoom: 5.4, filters });
      expect(result.locations.map((l) => l.id)).to.deep.equal([SAINSBURYS_ABERDEEN.id]);
      const [call] = api.calls;
      expect([...call!.url.searchParams]).to.deep.equal([
        ['locale', 'en_GB'],
        ['format', 'json'],
        ['brand_set', 'bp_uk'],
        ['region_id', 'GB'],
        ['zoom', '5'],
        ['with_any[fuel][]', 'E10'],
      ]);
      expect(call!.headers['x-request']).to.equal('all');
      // The starting view's call carries the configured meta headers too.
      expect(result.meta).to.deep.equal({ attribution: 'OGL v3.0' });
    });

    it('checks the view against the config first', async () => {
      expect(await rejection(client.withinRegion('non_matching_locations', { regionId: 'GB' }))).to.be.instanceOf(ApiResourceError);
      expect(api.calls).to.have.length(0);
    });
  });

  describe('the map projection (mapFields)', () => {
    const withMapFields = (resources: Record<string, ResourceConfig>) =>
      createApiClient({ baseUrl: '/api/v2', locale: 'en_GB', fetch: api.fetch, resources });

    it('within_bounds and within_region send fields=map last and say so, when the resource says mapFields and lists show', async () => {
      api.on('GET', /within_(bounds|region)$/, () => ({ locations: [], clusters: [] }));
      const mapped = withMapFields({ locations: { ...RESOURCES['locations']!, mapFields: true } });
      const bounds = await mapped.withinBounds('locations', { bounds: ABERDEEN, zoom: 11 });
      const region = await mapped.withinRegion('locations', { regionId: 'GB' });
      expect([bounds.projection, region.projection]).to.deep.equal(['map', 'map']);
      expect(api.calls.map((call) => [...call.url.searchParams].at(-1))).to.deep.equal([
        ['fields', 'map'],
        ['fields', 'map'],
      ]);
      // Never on the other calls.
      api.on('GET', /nearest_to$/, () => ({ locations: [], clusters: [] }));
      await mapped.nearestTo('locations', { lat: 57, lng: -2, limit: 5 });
      expect(api.calls.at(-1)!.url.searchParams.has('fields')).to.equal(false);
    });

    it('leaves it out without mapFields, and for a resource without show (its details come from these answers)', async () => {
      api.on('GET', /within_(bounds|region)$/, () => ({ locations: [SAINSBURYS_ABERDEEN], clusters: [] }));
      const whole = await client.withinBounds('locations', { bounds: ABERDEEN });
      const noShow = withMapFields({ non_matching_locations: { enabled: true, views: ['within_bounds', 'within_region'], mapFields: true } });
      const grey = await noShow.withinBounds('non_matching_locations', { bounds: ABERDEEN });
      const greyRegion = await noShow.withinRegion('non_matching_locations', { regionId: 'GB' });
      expect([whole.projection, grey.projection, greyRegion.projection]).to.deep.equal([null, null, null]);
      expect(api.calls.map((call) => call.url.searchParams.has('fields'))).to.deep.equal([false, false, false]);
      // Whole answers are typed whole: their details can be read.
      if (grey.projection === null) expect(grey.locations[0]!.telephone).to.equal(SAINSBURYS_ABERDEEN.telephone);
    });
  });

  describe('the map projection as columns (mapColumns)', () => {
    const withColumns = (mapColumns: boolean) =>
      createApiClient({ baseUrl: '/api/v2', locale: 'en_GB', fetch: api.fetch, resources: { locations: { ...RESOURCES['locations']!, mapFields: true, mapColumns } } });
    const columnsOf = (locations: WireMapLocation[]) =>
      Object.fromEntries(
        (Object.keys(locations[0]!) as (keyof WireMapLocation)[]).map((field) => [field, locations.map((location) => location[field])]),
      );
    const projected = [SAINSBURYS_ABERDEEN, MFG_ESPLANADE_BP].map(
      ({ id, name, formatted_address, lat, lng, site_brand, channel_of_trade, open_status, next_open_status_change }): WireMapLocation => ({
        id,
        name,
        formatted_address,
        lat,
        lng,
        site_brand,
        channel_of_trade,
        open_status,
        next_open_status_change,
      }),
    );

    it('asks for layout=columns after fields=map and turns the columns back into the same stations, in order', async () => {
      const cluster = { id: 'c1', size: 3, bounds: { ne: [57.2, -2], sw: [57.1, -2.1] }, centroid: [57.15, -2.05] };
      api.on('GET', /within_(bounds|region)$/, () => ({ columns: columnsOf(projected), clusters: [cluster] }));
      const client = withColumns(true);
      const bounds = await client.withinBounds('locations', { bounds: ABERDEEN, zoom: 11 });
      const region = await client.withinRegion('locations', { regionId: 'GB' });
      for (const answer of [bounds, region]) {
        expect(answer.projection).to.equal('map');
        expect(answer.locations).to.deep.equal(projected);
        expect(answer.clusters).to.deep.equal([cluster]);
      }
      expect(api.calls.map((call) => [...call.url.searchParams].slice(-2))).to.deep.equal([
        [['fields', 'map'], ['layout', 'columns']],
        [['fields', 'map'], ['layout', 'columns']],
      ]);
    });

    it('without mapColumns, asks for rows', async () => {
      api.on('GET', /within_bounds$/, () => ({ locations: projected, clusters: [] }));
      const answer = await withColumns(false).withinBounds('locations', { bounds: ABERDEEN });
      expect(answer.locations).to.deep.equal(projected);
      expect(api.calls[0]!.url.searchParams.has('layout')).to.equal(false);
    });

    it('rejects an answer with a missing column or columns of different lengths as an invalid response', async () => {
      const broken = [
        { locations: projected, clusters: [] },
        { columns: { ...columnsOf(projected), formatted_address: undefined }, clusters: [] },
        { columns: { ...columnsOf(projected), lat: [57.1] }, clusters: [] },
        { columns: columnsOf(projected), clusters: {} },
      ];
      for (const body of broken) {
        api.on('GET', /within_bounds$/, () => body);
        const error = await rejection(withColumns(true).withinBounds('locations', { bounds: ABERDEEN }));
        expect(error, JSON.stringify(body).slice(0, 80)).to.be.instanceOf(InvalidResponseError);
      }
    });
  });

  describe('nearest_to', () => {
    it('sends lat/lng with 6 decimals and a limit', async () => {
      api.on('GET', /\/locations\/nearest_to$/, () => ({ locations: [MFG_ESPLANADE_BP], clusters: [] }));
      const result = await client.nearestTo('locations', { lat: 57.14961234567, lng: -2.0938499999, limit: 50 });
      const q = api.calls[0]!.url.searchParams;
      expect(q.get('lat')).to.equal('57.149612');
      expect(q.get('lng')).to.equal('-2.09385');
      expect(q.get('limit')).to.equal('50');
      expect(q.has('page')).to.equal(false);
      expect(result.total).to.equal(null);
      expect(result.links).to.deep.equal({});
    });

    it('sends page and per_page when paginated and returns the total and links', async () => {
      api.on('GET', /\/locations\/nearest_to$/, () => ({
        status: 200,
        body: { locations: [], clusters: [] },
        headers: { 'X-Total-Count': '120', Link: '</api/v2/locations/nearest_to?page=3>; rel="next", </api/v2/locations/nearest_to?page=1>; rel="prev"' },
      }));
      const result = await client.nearestTo('locations', { lat: 57, lng: -2, page: 2, perPage: 25 });
      const q = api.calls[0]!.url.searchParams;
      expect([q.get('page'), q.get('per_page'), q.has('limit')]).to.deep.equal(['2', '25', false]);
      expect(result.total).to.equal(120);
      expect(result.links.next).to.equal('/api/v2/locations/nearest_to?page=3');
      expect(result.links.prev).to.equal('/api/v2/locations/nearest_to?page=1');
      expect(result.nextPage).to.equal(3);
    });

    it('has no next page on the last page, without a Link, or with a next link that does not move forward', async () => {
      for (const [link, page] of [
        ['</api/v2/locations/nearest_to?page=1>; rel="prev"', 2],
        [null, 1],
        ['</api/v2/locations/nearest_to?page=2>; rel="next"', 2],
        ['</api/v2/locations/nearest_to?per_page=50>; rel="next"', 1],
        ['<https://api.example/nearest_to?page=x>; rel="next"', 1],
      ] as const) {
        api.on('GET', /\/locations\/nearest_to$/, () => ({ status: 200, body: { locations: [], clusters: [] }, headers: link ? { Link: link } : {} }));
        expect((await client.nearestTo('locations', { lat: 57, lng: -2, page, perPage: 25 })).nextPage, String(link)).to.equal(null);
      }
      api.on('GET', /\/locations\/nearest_to$/, () => ({ status: 200, body: { locations: [], clusters: [] }, headers: { Link: '<https://api.example/x?page=2>; rel="next"' } }));
      // Unpaginated calls never page.
      expect((await client.nearestTo('locations', { lat: 57, lng: -2, limit: 50 })).nextPage).to.equal(null);
      expect((await client.nearestTo('locations', { lat: 57, lng: -2, page: 1, perPage: 50 })).nextPage).to.equal(2);
    });
  });

  it('complete sends query, limit and bounds[sw][] / bounds[ne][]', async () => {
    api.on('GET', /\/locations\/complete$/, () => [{ id: SAINSBURYS_ABERDEEN.id, value: 'SAINSBURYS ABERDEEN, ABERDEEN AB10 7AY' }]);
    const completions = await client.complete('locations', { query: 'sains', limit: 5, bounds: ABERDEEN });
    expect(completions).to.have.length(1);
    const q = api.calls[0]!.url.searchParams;
    expect(q.get('query')).to.equal('sains');
    expect(q.get('limit')).to.equal('5');
    expect(q.getAll('bounds[sw][]')).to.deep.equal(['57', '-2.3']);
    expect(q.getAll('bounds[ne][]')).to.deep.equal(['57.201235', '-2']);
  });

  it('complete cuts a pasted text to the 64 characters the API takes (it refused longer with a 400)', async () => {
    api.on('GET', /\/locations\/complete$/, () => []);
    const pasted = `  ${'12 Long Street Name, Some Suburb, Leeds, West Yorkshire, LS1 4AP, '.repeat(2)}  `;
    await client.complete('locations', { query: pasted });
    const sent = api.calls[0]!.url.searchParams.get('query')!;
    expect(sent.length).to.be.at.most(64);
    expect(pasted.trim().startsWith(sent)).to.equal(true);
    expect(sent).to.equal(sent.trim());
  });

  describe('show', () => {
    it('fetches one location, with origin[lat] / origin[lng] when given', async () => {
      api.on('GET', /\/locations\/[^/]+$/, () => SAINSBURYS_ABERDEEN);
      const location = await client.show('locations', SAINSBURYS_ABERDEEN.id, { origin: { lat: 57.1, lng: -2.1234567891 } });
      expect(location?.id).to.equal(SAINSBURYS_ABERDEEN.id);
      const call = api.calls[0]!;
      expect(call.url.pathname).to.equal(`/api/v2/locations/${SAINSBURYS_ABERDEEN.id}`);
      expect(call.url.searchParams.get('origin[lat]')).to.equal('57.1');
      expect(call.url.searchParams.get('origin[lng]')).to.equal('-2.123457');
    });

    it('returns null on a 404 and rejects with an HttpError on other failures', async () => {
      api.on('GET', /\/locations\/missing$/, () => ({ status: 404, body: { error: { code: 'not_found', message: 'Not found' } } }));
      expect(await client.show('locations', 'missing')).to.equal(null);
      api.on('GET', /\/locations\/broken$/, () => ({ status: 500, body: {} }));
      const error = await rejection(client.show('locations', 'broken'));
      expect(error).to.be.instanceOf(HttpError);
      expect((error as HttpError).status).to.equal(500);
    });

    it('encodes the id as one path segment', async () => {
      api.on('GET', /\/locations\/.+$/, () => ({ status: 404, body: {} }));
      await client.show('locations', '../routes?x=1');
      expect(api.calls[0]!.url.pathname).to.equal('/api/v2/locations/..%2Froutes%3Fx%3D1');
    });
  });

  it('along_corridor POSTs a JSON body with format and locale', async () => {
    api.on('POST', /\/non_matching_locations\/along_corridor$/, () => ({ locations: [], clusters: [] }));
    await client.alongCorridor('non_matching_locations', {
      line: '_p~iF~ps|U_ulLnnqC',
      corridor_radius: 5,
      bounds: { sw: [57, -2.3], ne: [57.2, -2] },
      with_any: { fuel: ['E10'] },
    });
    const call = api.calls[0]!;
    expect(call.method).to.equal('POST');
    expect(call.headers['content-type']).to.equal('application/json');
    expect(call.body).to.deep.equal({
      line: '_p~iF~ps|U_ulLnnqC',
      corridor_radius: 5,
      bounds: { sw: [57, -2.3], ne: [57.2, -2] },
      with_any: { fuel: ['E10'] },
      format: 'json',
      locale: 'en_GB',
    });
  });

  describe('along_corridor in route order', () => {
    const body = { line: '_p~iF~ps|U_ulLnnqC', corridor_radius: 7.5, with_all: { amenity: ['car_wash'] }, limit: 200 };
    const inRouteOrder = [
      { ...MFG_ESPLANADE_BP, distance_along_route: 1200.5, distance_from_route: 40 },
      { ...SAINSBURYS_ABERDEEN, distance_along_route: 3400, distance_from_route: 900.25 },
    ];

    it('POSTs order "route" with the limit, no viewport, and returns the locations and the X-Total-Count total', async () => {
      api.on('POST', /^\/api\/v2\/locations\/along_corridor$/, () => ({
        status: 200,
        body: { locations: inRouteOrder, clusters: [], total: 2 },
        headers: { 'X-Total-Count': '812' },
      }));
      const result = await client.alongCorridorInRouteOrder('locations', body);
      expect(result.locations.map((l) => [l.id, l.distance_along_route, l.distance_from_route])).to.deep.equal([
        [MFG_ESPLANADE_BP.id, 1200.5, 40],
        [SAINSBURYS_ABERDEEN.id, 3400, 900.25],
      ]);
      // The header wins over the body: it is what the API documents first, and it survives a body rewrite.
      expect(result.total).to.equal(812);
      const call = api.calls[0]!;
      expect(call.method).to.equal('POST');
      expect(call.url.searchParams.get('brand_set')).to.equal('bp_uk');
      expect(call.headers['content-type']).to.equal('application/json');
      expect(call.headers['x-request']).to.equal('all');
      expect(call.body).to.deep.equal({ ...body, order: 'route', format: 'json', locale: 'en_GB' });
    });

    it('falls back to the body total when the header is absent or not a count', async () => {
      api.on('POST', /along_corridor$/, () => ({ status: 200, body: { locations: inRouteOrder, clusters: [], total: 640 }, headers: { 'X-Total-Count': 'lots' } }));
      expect((await client.alongCorridorInRouteOrder('non_matching_locations', body)).total).to.equal(640);
      expect(api.calls[0]!.url.pathname).to.equal('/api/v2/non_matching_locations/along_corridor');
    });

    it('rejects an answer without a total, with a total below its length, or with clusters (an API that ignored order)', async () => {
      for (const answer of [
        { locations: inRouteOrder, clusters: [] },
        { locations: inRouteOrder, clusters: [], total: 1 },
        { locations: inRouteOrder, clusters: [], total: '2' },
        { locations: [], clusters: [{ id: 'c1', size: 150, bounds: { ne: [57.2, -2], sw: [57, -2.3] }, centroid: [57.1, -2.1] }], total: 150 },
      ]) {
        api.on('POST', /along_corridor$/, () => answer);
        expect(await rejection(client.alongCorridorInRouteOrder('locations', body)), JSON.stringify(answer)).to.be.instanceOf(InvalidResponseError);
      }
    });

    it('rejects with an HttpError on a 400 and checks the resource against the config first', async () => {
      api.on('POST', /along_corridor$/, () => ({ status: 400, body: { error: { code: 'bad_request', message: 'limit' } } }));
      const error = await rejection(client.alongCorridorInRouteOrder('locations', body));
      expect(error).to.be.instanceOf(HttpError);
      expect((error as HttpError).status).to.equal(400);
      const unknown = await rejection(client.alongCorridorInRouteOrder('stations', body));
      expect(unknown).to.be.instanceOf(ApiResourceError);
      expect(api.calls).to.have.length(1);
    });

    it('passes the signal on: an aborted call rejects with an AbortError', async () => {
      api.on('POST', /along_corridor$/, () => ({ locations: [], clusters: [], total: 0 }));
      const release = api.hold('POST', /along_corridor$/);
      const controller = new AbortController();
      const pending = client.alongCorridorInRouteOrder('locations', body, controller.signal);
      controller.abort();
      release();
      expect(isAbortError(await rejection(pending))).to.equal(true);
      expect(api.calls[0]!.aborted).to.equal(true);
    });
  });

  describe('requestDirections', () => {
    const body = { waypoints: [{ lat: 53.8, lng: -1.55, label: 'Leeds' }, { lat: 51.5, lng: -0.13 }], avoid_tolls: true };
    const directions = () => requestDirections({ baseUrl: '/api/v2/', locale: 'en_GB', fetch: api.fetch }, body);

    it('POSTs the waypoints and options with format and locale, and returns the answer', async () => {
      api.on('POST', /^\/api\/v2\/directions$/, () => recordedDirections.response);
      const answer = await directions();
      expect(answer).to.deep.equal(recordedDirections.response);
      const call = api.calls[0]!;
      expect(call.method).to.equal('POST');
      expect(call.headers['content-type']).to.equal('application/json');
      expect(call.body).to.deep.equal({ ...body, format: 'json', locale: 'en_GB' });
    });

    it('rejects an answer of another shape, and a non-2xx status', async () => {
      const leg = recordedDirections.response.legs[0]!;
      const broken = [
        { ...recordedDirections.response, network: 'rail' },
        { ...recordedDirections.response, polyline: 7 },
        { ...recordedDirections.response, warnings: [1] },
        { ...recordedDirections.response, legs: [{ ...leg, steps: [{ ...leg.steps[0], instruction: null }] }] },
        [],
      ];
      for (const answer of broken) {
        api.on('POST', /\/directions$/, () => answer);
        expect(await rejection(directions()), JSON.stringify(answer).slice(0, 80)).to.be.instanceOf(InvalidResponseError);
      }
      api.on('POST', /\/directions$/, () => ({ status: 400, body: { error: { code: 'bad_request', message: 'x' } } }));
      expect(((await rejection(directions())) as HttpError).status).to.equal(400);
      api.failNext('POST', /\/directions$/);
      expect(await rejection(directions())).to.be.instanceOf(NetworkError);
    });
  });

  describe('saved routes', () => {
    it('lists with format=json and a cacheBust, sending the visitor cookie', async () => {
      api.on('GET', /^\/api\/v2\/routes$/, () => []);
      expect(await client.listRoutes()).to.deep.equal([]);
      const call = api.calls[0]!;
      expect(call.url.searchParams.get('format')).to.equal('json');
      expect(call.url.searchParams.get('cacheBust')).to.equal('fixed');
      expect(call.credentials).to.equal('include');
    });

    it('uses a fresh random cacheBust per call by default', async () => {
      const random = createApiClient({ baseUrl: '/api/v2', locale: 'de_DE', fetch: api.fetch, resources: RESOURCES });
      api.on('GET', /\/routes$/, () => []);
      await random.listRoutes();
      await random.listRoutes();
      const [a, b] = api.calls.map((c) => c.url.searchParams.get('cacheBust'));
      expect(a).to.match(/^[a-z0-9]+$/);
      expect(a).to.not.equal(b);
    });

    it('saves with POST and deletes with DELETE', async () => {
      const input = savedRouteInput('Work');
      api.on('POST', /\/routes$/, (call) => ({ status: 201, body: { ...(call.body as object), id: 'r1', created_at: '2026-02-18T10:00:00Z' } }));
      api.on('DELETE', /\/routes\/r1$/, () => ({ status: 204 }));
      const saved = await client.saveRoute(input);
      expect(saved.id).to.equal('r1');
      expect(api.calls[0]!.body).to.deep.equal(input);
      await client.deleteRoute('r1');
      expect(api.calls[1]!.method).to.equal('DELETE');
      expect(api.calls[1]!.url.pathname).to.equal('/api/v2/routes/r1');
    });
  });

  describe('resources and views', () => {
    it('rejects an unknown resource naming it, without a request', async () => {
      const error = await rejection(client.nearestTo('stations', { lat: 1, lng: 2, limit: 5 }));
      expect(error).to.be.instanceOf(ApiResourceError);
      expect((error as Error).message).to.equal('resource stations is not defined in the app config');
      expect(api.calls).to.have.length(0);
    });

    it('rejects a view the resource does not list, naming both', async () => {
      const error = await rejection(client.nearestTo('non_matching_locations', { lat: 1, lng: 2, limit: 5 }));
      expect(error).to.be.instanceOf(ApiResourceError);
      expect((error as ApiResourceError).code).to.equal('view_not_listed');
      expect((error as Error).message).to.contain('non_matching_locations').and.contain('nearest_to');
      expect(api.calls).to.have.length(0);
    });

    it('does not treat inherited object keys as resources', async () => {
      expect(await rejection(client.show('toString', '1'))).to.be.instanceOf(ApiResourceError);
      expect(client.supports('constructor', 'show')).to.equal(false);
      expect(client.supports('locations', 'show')).to.equal(true);
    });
  });

  describe('aborting', () => {
    it('rejects an aborted call with an AbortError', async () => {
      api.on('GET', /nearest_to$/, () => ({ locations: [], clusters: [] }));
      const release = api.hold('GET', /nearest_to$/);
      const controller = new AbortController();
      const pending = client.nearestTo('locations', { lat: 57, lng: -2, limit: 5 }, controller.signal);
      controller.abort();
      release();
      const error = await rejection(pending);
      expect(isAbortError(error)).to.equal(true);
      expect(api.calls[0]!.aborted).to.equal(true);
    });

    it('never sends a call whose signal is already aborted', async () => {
      const controller = new AbortController();
      controller.abort();
      expect(isAbortError(await rejection(client.withinBounds('locations', { bounds: ABERDEEN }, controller.signal)))).to.equal(true);
      expect(api.calls).to.have.length(0);
    });
  });
});

describe('apiCoordinate', () => {
  it('writes coordinates near zero as plain decimals (Greenwich longitudes)', async () => {
    const { apiCoordinate } = await import('../../src/api');
    expect(apiCoordinate(1e-7)).to.equal('0');
    expect(apiCoordinate(-7e-7)).to.equal('-0.000001');
    expect(apiCoordinate(0.0000123456)).to.equal('0.000012');
    expect(apiCoordinate(-0.1514974)).to.equal('-0.151497');
  });
});
