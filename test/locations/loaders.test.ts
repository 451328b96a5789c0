import { expect } from '@open-wc/testing';
import type { LocationsResponse, WireCluster, WireLocation } from '../../src/api';
import { initFiltersAtom, toggleFilterAtom } from '../../src/filters';
import {
  findInPool,
  firstListDecided,
  isClusteredAtom,
  locationPoolAtom,
  mapClustersAtom,
  mapLocationsAtom,
  nearestListAtom,
  nearestResultsAtom,
  loadMoreNearestAtom,
  refreshNearestAtom,
  retryFailedLoadsAtom,
  scheduleLoadsAtom,
  setListOriginAtom,
  setViewportAtom,
  withinBoundsResultsAtom,
  corridorListResultsAtom,
  corridorResultsAtom,
  type Viewport,
} from '../../src/locations';
import { loadFirstViewAtom, loadNowAtom } from '../../src/locations/loaders-atoms';
import { firstViewportAtom, markTargetAppliedAtom, planFirstViewAtom, replanFirstViewAtom, shownViewportAtom, viewportAtom, viewportCauseAtom } from '../../src/locations/map-atoms';
import { backToSearchAtom, openDirectionsAtom, setActiveRouteAtom } from '../../src/shared';
import { ABERDEEN_ROUTE } from './fixtures/routes';
import { ASDA_BRIDGE_OF_DEE, at, FIVE_MILE_ESSO, MFG_ESPLANADE_BP, SAINSBURYS_ABERDEEN, SHELL_REDMOSS } from './fixtures/stations';
import { WITH_A_FUEL_FILTER } from '../helpers/feature-context';
import { createLocationsContext, type LocationsTestContext } from './helpers/locations-store';

const ABERDEEN_VIEW: Viewport = {
  bounds: { north: 57.2, south: 57.05, east: -2.0, west: -2.3 },
  center: { lat: 57.125, lng: -2.15 },
  zoom: 11,
};
const PAN_EAST: Viewport = { ...ABERDEEN_VIEW, center: { lat: 57.125, lng: -2.1 }, bounds: { ...ABERDEEN_VIEW.bounds, east: -1.95, west: -2.25 } };

const WITHIN = /\/locations\/within_bounds$/;
const GREY = /\/non_matching_locations\/within_bounds$/;
const NEAREST = /\/locations\/nearest_to$/;

const CLUSTER: WireCluster = { id: 'c1', size: 12, bounds: { ne: [57.3, -1.9], sw: [57.0, -2.4] }, centroid: [57.15, -2.15] };

function scriptDefaults(ctx: LocationsTestContext, within: LocationsResponse = { locations: [SAINSBURYS_ABERDEEN, MFG_ESPLANADE_BP], clusters: [] }) {
  ctx.api.on('GET', WITHIN, () => within);
  ctx.api.on('GET', GREY, () => ({ locations: [FIVE_MILE_ESSO], clusters: [] }));
  ctx.api.on('GET', NEAREST, () => ({ locations: [at(SHELL_REDMOSS, 3100), at(SAINSBURYS_ABERDEEN, 1200, 1500)], clusters: [] }));
}

/** A paginated resource whose nearest_to has two pages of one station each (the Link header names the second). */
function paginatedTwoPages(): LocationsTestContext {
  const ctx = createLocationsContext({ remote: { resources: { locations: { paginated: true } } } });
  scriptDefaults(ctx);
  ctx.api.on('GET', NEAREST, (call) => {
    const first = call.url.searchParams.get('page') === '1';
    return {
      status: 200,
      body: { locations: [at(first ? SHELL_REDMOSS : ASDA_BRIDGE_OF_DEE, 3100)], clusters: [] },
      headers: first ? { Link: '</api/v2/locations/nearest_to?page=2&per_page=50>; rel="next"', 'X-Total-Count': '2' } : { 'X-Total-Count': '2' },
    };
  });
  return ctx;
}

/** Sets the viewport and fires the debounce, then lets the fake API answer. */
async function settleView(ctx: LocationsTestContext, viewport: Viewport) {
  ctx.store.set(setViewportAtom, viewport);
  ctx.store.set(scheduleLoadsAtom);
  ctx.timers.advance(ctx.config.map.updateDebounceMs);
  await ctx.api.settle();
}

describe('location loaders', () => {
  it('debounces map updates: a burst of views within 250 ms gives one round of requests, for the last view', async () => {
    const ctx = createLocationsContext();
    scriptDefaults(ctx);
    expect(ctx.config.map.updateDebounceMs).to.equal(250);
    for (const view of [ABERDEEN_VIEW, PAN_EAST, ABERDEEN_VIEW, PAN_EAST]) {
      ctx.store.set(setViewportAtom, view);
      ctx.store.set(scheduleLoadsAtom);
      ctx.timers.advance(100);
    }
    await ctx.api.settle();
    expect(ctx.api.calls).to.have.length(0);
    ctx.timers.advance(150);
    await ctx.api.settle();
    const within = ctx.api.callsTo('GET', WITHIN);
    expect(within).to.have.length(1);
    expect(within[0]!.url.searchParams.getAll('ne[]')).to.deep.equal(['57.2', '-1.95']);
  });

  it('loads within_bounds for every enabled resource listing it, and nearest_to (limit from config) around the map centre', async () => {
    const ctx = createLocationsContext({
      remote: { ...WITH_A_FUEL_FILTER, resources: { disabled_stuff: { enabled: false, views: ['within_bounds'] } } },
    });
    scriptDefaults(ctx);
    await settleView(ctx, ABERDEEN_VIEW);
    expect(ctx.api.callsTo('GET', WITHIN)).to.have.length(1);
    expect(ctx.api.callsTo('GET', GREY)).to.have.length(1);
    expect(ctx.api.callsTo('GET', /disabled_stuff/)).to.have.length(0);
    // non_matching_locations does not list nearest_to: only one nearest call.
    const nearest = ctx.api.callsTo('GET', /nearest_to$/);
    expect(nearest).to.have.length(1);
    const q = nearest[0]!.url.searchParams;
    expect([q.get('lat'), q.get('lng'), q.get('limit')]).to.deep.equal(['57.125', '-2.15', '50']);
  });

  it('a new answer keeps the objects of the stations the last one had, unchanged, so what the map made of them is kept', async () => {
    const ctx = createLocationsContext();
    // The map's projection (`fields=map`): flat rows, what a busy map's answers are.
    const row = (l: WireLocation): WireLocation => {
      const { id, name, formatted_address, lat, lng, site_brand, channel_of_trade, open_status, next_open_status_change } = l;
      return { id, name, formatted_address, lat, lng, site_brand, channel_of_trade, open_status, next_open_status_change } as WireLocation;
    };
    const moved = { ...row(MFG_ESPLANADE_BP), lat: MFG_ESPLANADE_BP.lat + 0.001 };
    let answer: LocationsResponse = { locations: [row(SAINSBURYS_ABERDEEN), row(MFG_ESPLANADE_BP)], clusters: [] };
    scriptDefaults(ctx);
    // Each answer parsed afresh, as from the network: equal objects, never the same ones.
    ctx.api.on('GET', WITHIN, () => structuredClone(answer));
    await settleView(ctx, ABERDEEN_VIEW);
    const first = ctx.store.get(withinBoundsResultsAtom)['locations']!.locations;
    answer = { locations: [row(SAINSBURYS_ABERDEEN), moved, row(SHELL_REDMOSS)], clusters: [] };
    await settleView(ctx, PAN_EAST);
    const second = ctx.store.get(withinBoundsResultsAtom)['locations']!.locations;
    expect(second.map((l) => l.id)).to.deep.equal([SAINSBURYS_ABERDEEN.id, MFG_ESPLANADE_BP.id, SHELL_REDMOSS.id]);
    expect(second[0], 'unchanged: the same object').to.equal(first[0]);
    expect(second[1], 'moved: the new object').to.not.equal(first[1]);
    expect(second[1]!.lat).to.equal(moved.lat);
  });

  it("sends the nearest list's request before the map's: the first list waits for its own answer only", async () => {
    const ctx = createLocationsContext({ remote: WITH_A_FUEL_FILTER });
    scriptDefaults(ctx);
    await settleView(ctx, ABERDEEN_VIEW);
    const paths = ctx.api.calls.map((call) => call.url.pathname.replace(/^.*\/(\w+\/\w+)$/, '$1'));
    expect(paths).to.deep.equal(['locations/nearest_to', 'locations/within_bounds', 'non_matching_locations/within_bounds']);
  });

  it('measures the list from the search origin when there is one, and does not reload it on a pan', async () => {
    const ctx = createLocationsContext();
    scriptDefaults(ctx);
    ctx.store.set(setListOriginAtom, { lat: 57.14961, lng: -2.09385 });
    await settleView(ctx, ABERDEEN_VIEW);
    await settleView(ctx, PAN_EAST);
    const nearest = ctx.api.callsTo('GET', NEAREST);
    expect(nearest).to.have.length(1);
    expect(nearest[0]!.url.searchParams.get('lat')).to.equal('57.14961');
    expect(ctx.api.callsTo('GET', WITHIN)).to.have.length(2);
  });

  it('uses page and per_page for a paginated resource', async () => {
    const ctx = createLocationsContext({ remote: { resources: { locations: { paginated: true } } } });
    scriptDefaults(ctx);
    await settleView(ctx, ABERDEEN_VIEW);
    const q = ctx.api.callsTo('GET', NEAREST)[0]!.url.searchParams;
    expect([q.get('page'), q.get('per_page'), q.has('limit')]).to.deep.equal(['1', '50', false]);
  });

  it('"show more" loads the next page the Link header names; a new origin meanwhile aborts it and starts again at page 1', async () => {
    const ctx = paginatedTwoPages();
    await settleView(ctx, ABERDEEN_VIEW);
    expect(ctx.store.get(nearestListAtom)).to.include({ total: 2, hasMore: true });
    const more = ctx.store.set(loadMoreNearestAtom);
    ctx.store.set(setListOriginAtom, { lat: 57.2, lng: -2.2, label: 'Dyce' });
    await ctx.store.set(refreshNearestAtom);
    await ctx.api.settle();
    expect(await more).to.equal('superseded');
    const pages = ctx.api.callsTo('GET', NEAREST).map((call) => call.url.searchParams.get('page'));
    expect(pages).to.deep.equal(['1', '2', '1']);
    expect(ctx.store.get(nearestListAtom).items.map((item) => item.location.id)).to.deep.equal([SHELL_REDMOSS.id]);
  });

  it('a "show more" page that fails leaves the list as it was, with its next page, and says it failed; another try appends it', async () => {
    const ctx = paginatedTwoPages();
    await settleView(ctx, ABERDEEN_VIEW);
    ctx.api.failNext('GET', NEAREST);
    const failed = ctx.store.set(loadMoreNearestAtom);
    await ctx.api.settle();
    expect(await failed).to.equal('failed');
    expect(ctx.store.get(nearestListAtom)).to.include({ status: 'ready', total: 2, hasMore: true });
    expect(ctx.store.get(nearestListAtom).items.map((item) => item.location.id)).to.deep.equal([SHELL_REDMOSS.id]);
    expect(ctx.logger.entries.some((entry) => entry.level === 'error')).to.equal(true);

    const again = ctx.store.set(loadMoreNearestAtom);
    await ctx.api.settle();
    expect(await again).to.equal('appended');
    expect(ctx.api.callsTo('GET', NEAREST).map((call) => call.url.searchParams.get('page'))).to.deep.equal(['1', '2', '2']);
    expect(ctx.store.get(nearestListAtom).items.map((item) => item.location.id)).to.deep.equal([SHELL_REDMOSS.id, ASDA_BRIDGE_OF_DEE.id]);
    expect(ctx.store.get(nearestListAtom)).to.include({ hasMore: false });
  });

  it('sends the active filters with every load', async () => {
    const ctx = createLocationsContext();
    scriptDefaults(ctx);
    ctx.store.set(initFiltersAtom, { groups: { fuel: { filters: ['E10', 'E5'] } } });
    ctx.store.set(toggleFilterAtom, 'fuel.E10');
    await settleView(ctx, ABERDEEN_VIEW);
    for (const call of ctx.api.calls) expect(call.url.searchParams.getAll('with_any[fuel][]'), call.url.pathname).to.deep.equal(['E10']);
  });

  it('aborts a stale request of the same resource and kind, and ignores its late answer', async () => {
    const ctx = createLocationsContext();
    scriptDefaults(ctx);
    const releaseFirst = ctx.api.hold('GET', WITHIN);
    ctx.store.set(setViewportAtom, ABERDEEN_VIEW);
    ctx.store.set(scheduleLoadsAtom);
    ctx.timers.advance(250);
    await ctx.api.settle();
    ctx.api.on('GET', WITHIN, () => ({ locations: [ASDA_BRIDGE_OF_DEE], clusters: [] }));
    await settleView(ctx, PAN_EAST);
    releaseFirst();
    await ctx.api.settle();
    const within = ctx.api.callsTo('GET', WITHIN);
    expect(within.map((c) => c.aborted)).to.deep.equal([true, false]);
    // The grey resource's request was not touched by the coloured one's.
    expect(ctx.api.callsTo('GET', GREY).every((c) => !c.aborted)).to.equal(true);
    expect(ctx.store.get(withinBoundsResultsAtom).locations?.locations.map((l) => l.id)).to.deep.equal([ASDA_BRIDGE_OF_DEE.id]);
    // An abort is not an error: nothing logged, no retry message.
    expect(ctx.logger.entries.filter((e) => e.level === 'error')).to.deep.equal([]);
    expect(ctx.store.get(withinBoundsResultsAtom).locations?.status).to.equal('ready');
  });

  it('a failure sets the error state, keeps the last results, and Retry re-runs the same request', async () => {
    const ctx = createLocationsContext();
    scriptDefaults(ctx);
    await settleView(ctx, ABERDEEN_VIEW);
    ctx.api.on('GET', WITHIN, () => ({ status: 503, body: { error: { code: 'service_unavailable', message: 'busy' } } }));
    await settleView(ctx, PAN_EAST);
    const state = ctx.store.get(withinBoundsResultsAtom).locations;
    expect(state?.status).to.equal('error');
    expect(state?.locations.map((l) => l.id)).to.deep.equal([SAINSBURYS_ABERDEEN.id, MFG_ESPLANADE_BP.id]);
    expect(ctx.logger.entries.some((e) => e.level === 'error')).to.equal(true);

    scriptDefaults(ctx);
    await ctx.store.set(retryFailedLoadsAtom);
    await ctx.api.settle();
    const within = ctx.api.callsTo('GET', WITHIN);
    expect(within).to.have.length(3);
    expect(within[2]!.url.search).to.equal(within[1]!.url.search);
    expect(ctx.store.get(withinBoundsResultsAtom).locations?.status).to.equal('ready');
  });

  it('puts every answer in the pool and draws non-matching locations grey', async () => {
    const ctx = createLocationsContext({ remote: WITH_A_FUEL_FILTER });
    scriptDefaults(ctx);
    await settleView(ctx, ABERDEEN_VIEW);
    const pool = ctx.store.get(locationPoolAtom);
    expect(findInPool(pool, 'locations', SHELL_REDMOSS.id)?.name).to.equal('SHELL REDMOSS');
    expect(findInPool(pool, 'non_matching_locations', FIVE_MILE_ESSO.id)).to.exist;
    const markers = ctx.store.get(mapLocationsAtom);
    expect(markers.map((m) => [m.resource, m.location.id, m.state])).to.deep.equal([
      ['locations', SAINSBURYS_ABERDEEN.id, 'normal'],
      ['locations', MFG_ESPLANADE_BP.id, 'normal'],
      ['non_matching_locations', FIVE_MILE_ESSO.id, 'nonMatching'],
    ]);
  });

  it('asks for the grey set only while a filter is on: without one it is empty, so it is not asked for, and turning the filter off empties it without a request', async () => {
    const ctx = createLocationsContext();
    scriptDefaults(ctx);
    ctx.store.set(initFiltersAtom, { groups: { fuel: { filters: ['E10', 'E5'] } } });
    const grey = () => ctx.store.get(mapLocationsAtom).filter((m) => m.state === 'nonMatching').map((m) => m.location.id);

    await settleView(ctx, ABERDEEN_VIEW);
    expect(ctx.api.callsTo('GET', GREY)).to.have.length(0);
    expect(ctx.api.callsTo('GET', WITHIN)).to.have.length(1);
    expect(ctx.store.get(withinBoundsResultsAtom).non_matching_locations).to.include({ status: 'ready' });
    expect(grey()).to.deep.equal([]);

    ctx.store.set(toggleFilterAtom, 'fuel.E10');
    await settleView(ctx, ABERDEEN_VIEW);
    expect(ctx.api.callsTo('GET', GREY)).to.have.length(1);
    expect(grey()).to.deep.equal([FIVE_MILE_ESSO.id]);

    ctx.store.set(toggleFilterAtom, 'fuel.E10');
    await settleView(ctx, ABERDEEN_VIEW);
    expect(ctx.api.callsTo('GET', GREY)).to.have.length(1);
    expect(ctx.api.callsTo('GET', WITHIN)).to.have.length(3);
    expect(grey()).to.deep.equal([]);
  });

  it('lists nearest results closest first (the API order, straight distance)', async () => {
    const ctx = createLocationsContext();
    scriptDefaults(ctx);
    await settleView(ctx, ABERDEEN_VIEW);
    const list = ctx.store.get(nearestListAtom);
    expect(list.status).to.equal('ready');
    expect(list.items.map((i) => i.location.id)).to.deep.equal([SAINSBURYS_ABERDEEN.id, SHELL_REDMOSS.id]);
  });

  describe('nearest mode (results hidden while clustered)', () => {
    const clustered: LocationsResponse = { locations: [], clusters: [CLUSTER] };

    async function listWith(mode: string, origin: boolean) {
      const ctx = createLocationsContext({ remote: { map: { nearestMode: mode } } });
      scriptDefaults(ctx, clustered);
      if (origin) ctx.store.set(setListOriginAtom, { lat: 57.1, lng: -2.1 });
      await settleView(ctx, ABERDEEN_VIEW);
      expect(ctx.store.get(isClusteredAtom)).to.equal(true);
      expect(ctx.store.get(mapClustersAtom).map((c) => c.markerId)).to.deep.equal(['locations:c1']);
      return ctx.store.get(nearestListAtom);
    }

    it('raw shows them', async () => {
      expect((await listWith('raw', false)).items).to.have.length(2);
    });

    it('empty_if_clustered hides them, even with a search', async () => {
      const list = await listWith('empty_if_clustered', true);
      expect(list.items).to.deep.equal([]);
      expect(list.hiddenByClusters).to.equal(true);
    });

    it('empty_if_clustered_without_search hides them only without a search', async () => {
      expect((await listWith('empty_if_clustered_without_search', false)).items).to.deep.equal([]);
      expect((await listWith('empty_if_clustered_without_search', true)).items).to.have.length(2);
    });

    it('a mode that may hide them waits for the map to say whether it is clustered (no list shown, then hidden)', async () => {
      const ctx = createLocationsContext({ remote: { map: { nearestMode: 'empty_if_clustered' } } });
      scriptDefaults(ctx, clustered);
      const releaseWithin = ctx.api.hold('GET', WITHIN);
      await settleView(ctx, ABERDEEN_VIEW);
      expect(ctx.store.get(nearestResultsAtom).locations?.status, 'the nearest answer is in').to.equal('ready');
      const waiting = ctx.store.get(nearestListAtom);
      expect([waiting.status, waiting.items.length, waiting.hiddenByClusters]).to.deep.equal(['loading', 0, false]);
      releaseWithin();
      await ctx.api.settle();
      const decided = ctx.store.get(nearestListAtom);
      expect([decided.status, decided.items.length, decided.hiddenByClusters]).to.deep.equal(['ready', 0, true]);
    });

    it('raw mode shows them before the map has answered', async () => {
      const ctx = createLocationsContext({ remote: { map: { nearestMode: 'raw' } } });
      scriptDefaults(ctx, clustered);
      ctx.api.hold('GET', WITHIN);
      await settleView(ctx, ABERDEEN_VIEW);
      expect(ctx.store.get(nearestListAtom).items).to.have.length(2);
    });

    it('no clusters: every mode shows them', async () => {
      const ctx = createLocationsContext({ remote: { map: { nearestMode: 'empty_if_clustered' } } });
      scriptDefaults(ctx);
      await settleView(ctx, ABERDEEN_VIEW);
      expect(ctx.store.get(nearestListAtom).items).to.have.length(2);
    });
  });

  it('two stores never share loader state', async () => {
    const a = createLocationsContext();
    const b = createLocationsContext();
    scriptDefaults(a);
    scriptDefaults(b);
    a.api.hold('GET', WITHIN);
    a.store.set(setViewportAtom, ABERDEEN_VIEW);
    a.store.set(scheduleLoadsAtom);
    a.timers.advance(250);
    await settleView(b, ABERDEEN_VIEW);
    expect(a.api.callsTo('GET', WITHIN)[0]!.aborted).to.equal(false);
    expect(b.store.get(withinBoundsResultsAtom).locations?.status).to.equal('ready');
  });
});

describe('the corridor loader (directions mode with a route)', () => {
  // The request builder is a lazy chunk: loaded once up front, so `settle()` never waits on its fetch.
  before(() => import('../../src/locations/corridor'));

  const CORRIDOR = /\/locations\/along_corridor$/;
  const GREY_CORRIDOR = /\/non_matching_locations\/along_corridor$/;
  const ROUTE = ABERDEEN_ROUTE;

  function scriptCorridor(ctx: LocationsTestContext) {
    scriptDefaults(ctx);
    ctx.api.on('POST', CORRIDOR, (call) =>
      (call.body as { order?: string }).order === 'route'
        ? { status: 200, body: { locations: [at(SHELL_REDMOSS, 0), at(SAINSBURYS_ABERDEEN, 0)], clusters: [], total: 7 }, headers: { 'X-Total-Count': '7' } }
        : { locations: [SHELL_REDMOSS], clusters: [CLUSTER] },
    );
    ctx.api.on('POST', GREY_CORRIDOR, () => ({ locations: [FIVE_MILE_ESSO], clusters: [] }));
  }

  it('in directions mode with a route, the map shows the stations along it instead of within_bounds, and the list loads once per route', async () => {
    const ctx = createLocationsContext({ remote: WITH_A_FUEL_FILTER });
    scriptCorridor(ctx);
    await settleView(ctx, ABERDEEN_VIEW);
    expect(ctx.store.get(mapLocationsAtom).map((m) => m.location.id)).to.include(MFG_ESPLANADE_BP.id);

    ctx.store.set(openDirectionsAtom);
    ctx.store.set(setActiveRouteAtom, ROUTE);
    await settleView(ctx, ABERDEEN_VIEW);
    const mapCall = ctx.api.callsTo('POST', CORRIDOR).find((call) => (call.body as { order?: string }).order === undefined)!;
    expect(mapCall.body).to.deep.include({ line: ROUTE.encodedPath, corridor_radius: 5, zoom: 11, format: 'json' });
    expect((mapCall.body as { bounds: unknown }).bounds).to.deep.equal({ sw: [57.05, -2.3], ne: [57.2, -2.0] });
    // The map: the corridor's stations (colour and grey) and clusters, no within_bounds station.
    const shown = ctx.store.get(mapLocationsAtom);
    expect(shown.map((m) => [m.location.id, m.state])).to.deep.equal([
      [SHELL_REDMOSS.id, 'normal'],
      [FIVE_MILE_ESSO.id, 'nonMatching'],
    ]);
    expect(ctx.store.get(mapClustersAtom)).to.have.length(1);
    // The list: route order, the coloured resource only, with the total, loaded once although the map panned.
    const list = ctx.store.get(corridorListResultsAtom);
    expect(Object.keys(list)).to.deep.equal(['locations']);
    expect(list['locations']!.locations.map((l) => l.id)).to.deep.equal([SHELL_REDMOSS.id, SAINSBURYS_ABERDEEN.id]);
    expect(list['locations']!.total).to.equal(7);
    await settleView(ctx, PAN_EAST);
    const listCalls = () => ctx.api.callsTo('POST', CORRIDOR).filter((call) => (call.body as { order?: string }).order === 'route');
    expect(listCalls()).to.have.length(1);
    expect(listCalls()[0]!.body).to.deep.include({ limit: 500, line: ROUTE.encodedPath, corridor_radius: 5 });
    expect(listCalls()[0]!.body).to.not.have.property('bounds');
    // Leaving now: the departure is the clock's time at the load, with the route's time profile.
    expect((listCalls()[0]!.body as { arrival: unknown }).arrival).to.deep.equal({
      departure: '2026-02-18T12:00:00.000Z',
      profile: [
        [0, 0],
        [6000, 300],
        [13_000, 720],
      ],
    });
    // A route from another router than ours: the API estimates detours.
    expect(listCalls()[0]!.body).to.not.have.property('detour_waypoints');

    // A new radius reloads both, with the radius; a filter too.
    ctx.store.set(setActiveRouteAtom, { ...ROUTE, corridorRadiusKm: 10 });
    await settleView(ctx, PAN_EAST);
    expect(listCalls()).to.have.length(2);
    expect(listCalls()[1]!.body).to.deep.include({ corridor_radius: 10 });

    // Time passing alone does not reload the list; a chosen departure does, and goes with it.
    ctx.timers.advance(60_000);
    await settleView(ctx, ABERDEEN_VIEW);
    expect(listCalls()).to.have.length(2);
    ctx.store.set(setActiveRouteAtom, { ...ROUTE, corridorRadiusKm: 10, departure: '2026-02-22T23:30:00.000Z' });
    await settleView(ctx, ABERDEEN_VIEW);
    expect(listCalls()).to.have.length(3);
    expect((listCalls()[2]!.body as { arrival: { departure: string } }).arrival.departure).to.equal('2026-02-22T23:30:00.000Z');

    // Our own router's route: its waypoints and avoid flags, so the detours are that router's cost.
    const waypoints = [ROUTE.path[0], ROUTE.path[1]];
    ctx.store.set(setActiveRouteAtom, { ...ROUTE, corridorRadiusKm: 10, departure: '2026-02-22T23:30:00.000Z', detourWaypoints: waypoints, avoidTolls: true });
    await settleView(ctx, ABERDEEN_VIEW);
    expect(listCalls()).to.have.length(4);
    expect(listCalls()[3]!.body).to.deep.include({ detour_waypoints: [[57.2, -2.2], [57.1, -2.1]], avoid_tolls: true, avoid_highways: false });
    // The map's load never carries them: it has no list to show them in.
    expect(ctx.api.callsTo('POST', CORRIDOR).filter((call) => (call.body as { order?: string }).order === undefined).every((call) => !('arrival' in (call.body as object)))).to.equal(true);

    // Back to search: within_bounds again.
    ctx.store.set(backToSearchAtom);
    await settleView(ctx, PAN_EAST);
    expect(ctx.store.get(mapLocationsAtom).map((m) => m.location.id)).to.include(MFG_ESPLANADE_BP.id);
  });

  it('along a route without a filter on, asks for the coloured corridor only: the grey set is empty', async () => {
    const ctx = createLocationsContext();
    scriptCorridor(ctx);
    ctx.store.set(openDirectionsAtom);
    ctx.store.set(setActiveRouteAtom, ROUTE);
    await settleView(ctx, ABERDEEN_VIEW);
    expect(ctx.api.callsTo('POST', GREY_CORRIDOR)).to.have.length(0);
    expect(ctx.store.get(corridorResultsAtom).non_matching_locations).to.include({ status: 'ready' });
    expect(ctx.store.get(mapLocationsAtom).map((m) => [m.location.id, m.state])).to.deep.equal([[SHELL_REDMOSS.id, 'normal']]);
  });

  it('asks for the route and view of the moment its request builder is loaded, not of the call', async () => {
    // Calls made while the lazy builder loads resume in any order (the first to import resumes last):
    // reading the view after the import makes the order harmless. Before, the country view's call
    // resumed after the fitted route's and took over: the route at zoom 8 showed the clusters of zoom 5.
    const ctx = createLocationsContext();
    scriptCorridor(ctx);
    await settleView(ctx, ABERDEEN_VIEW);
    ctx.store.set(openDirectionsAtom);
    ctx.store.set(setActiveRouteAtom, ROUTE);
    const pending = ctx.store.set(loadNowAtom);
    // The route is fitted while the builder is being imported.
    ctx.store.set(setViewportAtom, { ...PAN_EAST, zoom: 12 });
    await pending;
    await ctx.api.settle();
    const mapCalls = ctx.api.callsTo('POST', CORRIDOR).filter((call) => (call.body as { order?: string }).order === undefined);
    expect(mapCalls.map((call) => (call.body as { zoom: number }).zoom)).to.deep.equal([12]);
  });

  it('a failed corridor load can be retried', async () => {
    const ctx = createLocationsContext();
    scriptCorridor(ctx);
    ctx.store.set(openDirectionsAtom);
    ctx.store.set(setActiveRouteAtom, ROUTE);
    ctx.api.failNext('POST', CORRIDOR);
    await settleView(ctx, ABERDEEN_VIEW);
    const failed = [ctx.store.get(corridorResultsAtom)['locations']?.status, ctx.store.get(corridorListResultsAtom)['locations']?.status];
    expect(failed).to.include('error');
    await ctx.store.set(retryFailedLoadsAtom);
    await ctx.api.settle();
    expect(ctx.store.get(corridorResultsAtom)['locations']?.status).to.equal('ready');
    expect(ctx.store.get(corridorListResultsAtom)['locations']?.status).to.equal('ready');
  });
});

describe('which settled views are new ones', () => {
  const GB_START: Viewport = { ...ABERDEEN_VIEW, zoom: 5.45, center: { lat: 55.76, lng: -5.96 }, region: 'GB' };

  it('the map idling again on the view on show (a target asked for the same view) changes nothing: the region view stays one', () => {
    const ctx = createLocationsContext();
    ctx.store.set(planFirstViewAtom, GB_START);
    const planned = ctx.store.get(viewportAtom);
    // The first idle on the planned view, then the idle after a target to the same view.
    ctx.store.set(setViewportAtom, { bounds: GB_START.bounds, center: { lat: 55.76 + 1e-12, lng: -5.96 }, zoom: 5.45 });
    ctx.store.set(markTargetAppliedAtom, 1);
    ctx.store.set(setViewportAtom, { bounds: GB_START.bounds, center: GB_START.center, zoom: 5.45 });
    expect(ctx.store.get(viewportAtom)).to.equal(planned);
    expect(ctx.store.get(viewportAtom)?.region).to.equal('GB');
    expect(ctx.store.get(viewportCauseAtom)).to.equal('first');
    // The next move is the visitor's again, not the target's.
    ctx.store.set(setViewportAtom, PAN_EAST);
    expect(ctx.store.get(viewportCauseAtom)).to.equal('user');
  });

  it('keeps the view the map started on after the visitor has moved it (the history\'s first entry takes it)', () => {
    const ctx = createLocationsContext();
    expect(ctx.store.get(firstViewportAtom)).to.equal(null);
    ctx.store.set(planFirstViewAtom, { ...GB_START, zoom: 5.53 });
    ctx.store.set(replanFirstViewAtom, GB_START);
    const refitted = ctx.store.get(viewportAtom);
    expect(ctx.store.get(firstViewportAtom)).to.equal(refitted);
    ctx.store.set(markTargetAppliedAtom, 1);
    ctx.store.set(setViewportAtom, { ...GB_START, region: undefined });
    ctx.store.set(setViewportAtom, PAN_EAST);
    ctx.store.set(setViewportAtom, ABERDEEN_VIEW);
    expect(ctx.store.get(viewportAtom)).to.equal(ABERDEEN_VIEW);
    expect(ctx.store.get(firstViewportAtom)).to.equal(refitted);
  });

  it('without a planned view, the map\'s first settled view is where it started', () => {
    const ctx = createLocationsContext();
    ctx.store.set(setViewportAtom, ABERDEEN_VIEW);
    ctx.store.set(setViewportAtom, PAN_EAST);
    expect(ctx.store.get(firstViewportAtom)).to.equal(ABERDEEN_VIEW);
  });

  it('idles before the map applied a re-fit of the first view are of the view before: the re-fitted region view stays', () => {
    const ctx = createLocationsContext();
    ctx.store.set(planFirstViewAtom, { ...GB_START, zoom: 5.53 });
    // The box shrank (the attribution appeared): the country is fitted again, a little further out.
    ctx.store.set(replanFirstViewAtom, GB_START);
    const refitted = ctx.store.get(viewportAtom);
    // The map idles on its old camera in the smaller box, then applies the re-fit and idles there.
    ctx.store.set(setViewportAtom, { ...GB_START, zoom: 5.53, bounds: { ...GB_START.bounds, north: 57.19 }, region: undefined });
    expect(ctx.store.get(viewportAtom)).to.equal(refitted);
    ctx.store.set(markTargetAppliedAtom, 1);
    ctx.store.set(setViewportAtom, { ...GB_START, region: undefined });
    expect(ctx.store.get(viewportAtom)).to.equal(refitted);
    expect(ctx.store.get(viewportAtom)?.region).to.equal('GB');
    expect(ctx.store.get(viewportCauseAtom)).to.equal('first');
  });

  it('the same camera over a larger box is a new view (it shows more); over a smaller one it is not (the answer holds it)', () => {
    const ctx = createLocationsContext();
    ctx.store.set(setViewportAtom, ABERDEEN_VIEW);
    const shorter = { ...ABERDEEN_VIEW, bounds: { ...ABERDEEN_VIEW.bounds, north: 57.18, south: 57.07 } };
    ctx.store.set(setViewportAtom, shorter);
    expect(ctx.store.get(viewportAtom)).to.equal(ABERDEEN_VIEW);
    const wider = { ...ABERDEEN_VIEW, bounds: { ...ABERDEEN_VIEW.bounds, east: -1.9, west: -2.4 } };
    ctx.store.set(setViewportAtom, wider);
    expect(ctx.store.get(viewportAtom)).to.deep.equal(wider);
  });

  it('a planned URL view the map settles on in a larger box is loaded again, not in a smaller one; a region view is not', () => {
    const town = createLocationsContext();
    town.store.set(planFirstViewAtom, ABERDEEN_VIEW);
    // A box that shrank (the data attribution appeared under the map) shows less of what was asked for.
    town.store.set(setViewportAtom, { ...ABERDEEN_VIEW, bounds: { ...ABERDEEN_VIEW.bounds, south: 57.07 } });
    expect(town.store.get(viewportAtom)).to.equal(ABERDEEN_VIEW);
    const grown = createLocationsContext();
    grown.store.set(planFirstViewAtom, ABERDEEN_VIEW);
    grown.store.set(setViewportAtom, { ...ABERDEEN_VIEW, bounds: { ...ABERDEEN_VIEW.bounds, south: 57.0 } });
    expect(grown.store.get(viewportAtom)?.bounds.south).to.equal(57.0);
    expect(grown.store.get(viewportCauseAtom)).to.equal('target');
    const country = createLocationsContext();
    country.store.set(planFirstViewAtom, GB_START);
    country.store.set(setViewportAtom, { ...GB_START, bounds: { ...GB_START.bounds, south: 57.0 }, region: undefined });
    expect(country.store.get(viewportAtom)?.region).to.equal('GB');
  });

  it('a URL view planned from the host’s box: a map whose box shows no more keeps it, one whose box shows more replaces it', () => {
    const foretold = createLocationsContext();
    foretold.store.set(planFirstViewAtom, ABERDEEN_VIEW);
    expect(foretold.store.get(shownViewportAtom), 'no map has shown it: a mounting map plans it for its box').to.equal(null);
    // The map's own plan, in a box a footer made shorter.
    foretold.store.set(planFirstViewAtom, { ...ABERDEEN_VIEW, bounds: { ...ABERDEEN_VIEW.bounds, south: 57.07 } });
    expect(foretold.store.get(viewportAtom)).to.equal(ABERDEEN_VIEW);
    // A wider box (the host's CSS laid the map out wider than the shell's grid).
    const wider = { ...ABERDEEN_VIEW, bounds: { ...ABERDEEN_VIEW.bounds, east: -1.9, west: -2.4 } };
    foretold.store.set(planFirstViewAtom, wider);
    expect(foretold.store.get(viewportAtom)).to.deep.equal(wider);
    expect(foretold.store.get(viewportCauseAtom)).to.equal('first');
    // Once a map has settled on it, it is a shown view: a map mounting later takes it over.
    foretold.store.set(setViewportAtom, wider);
    expect(foretold.store.get(shownViewportAtom)).to.deep.equal(wider);
    foretold.store.set(planFirstViewAtom, { ...wider, bounds: { ...wider.bounds, east: -1.5 } });
    expect(foretold.store.get(viewportAtom)).to.deep.equal(wider);
  });

  it('the first view’s loads sent with the config: the map’s and the list’s at the URL’s view, not again when the loaders start on it', async () => {
    const ctx = createLocationsContext({ remote: WITH_A_FUEL_FILTER });
    scriptDefaults(ctx);
    const initialRoute = { kind: 'viewport', center: { lat: 57.12, lng: -2.1 }, zoom: 12 } as const;
    await ctx.store.set(loadFirstViewAtom, { initialRoute, mapBox: { width: 900, height: 600 } });
    await ctx.api.settle();
    const viewport = ctx.store.get(viewportAtom);
    expect(viewport?.center.lat).to.be.closeTo(57.12, 1e-9);
    expect(viewport?.center.lng).to.be.closeTo(-2.1, 1e-9);
    expect(viewport?.zoom).to.equal(12);
    // 900 × 600 px at zoom 12: the box is wider than it is tall.
    expect(viewport!.bounds.east - viewport!.bounds.west).to.be.greaterThan((viewport!.bounds.north - viewport!.bounds.south) * 1.5);
    const asked = () => [WITHIN, GREY, NEAREST].map((path) => ctx.api.callsTo('GET', path).length);
    expect(asked()).to.deep.equal([1, 1, 1]);
    // The loaders start on the view (the map mounted): what went out is not asked for again.
    await ctx.store.set(loadNowAtom);
    await ctx.api.settle();
    expect(asked(), 'the loaders starting on the same view ask for nothing').to.deep.equal([1, 1, 1]);
    // Another view since (the map's box shows more): the loaders starting now ask for it.
    ctx.store.set(setViewportAtom, { ...viewport!, bounds: { ...viewport!.bounds, east: viewport!.bounds.east + 0.5 } });
    await ctx.store.set(loadNowAtom);
    await ctx.api.settle();
    expect(asked()[0]).to.equal(2);
  });

  it('a first view’s within_bounds that failed before the map mounted is asked for again as the loaders start', async () => {
    const ctx = createLocationsContext({ remote: WITH_A_FUEL_FILTER });
    scriptDefaults(ctx);
    ctx.api.on('GET', WITHIN, () => ({ status: 503, body: { error: { code: 'service_unavailable', message: 'busy' } } }));
    const initialRoute = { kind: 'viewport', center: { lat: 57.12, lng: -2.1 }, zoom: 12 } as const;
    await ctx.store.set(loadFirstViewAtom, { initialRoute, mapBox: { width: 900, height: 600 } });
    await ctx.api.settle();
    expect(ctx.store.get(withinBoundsResultsAtom).locations?.status).to.equal('error');
    scriptDefaults(ctx);
    await ctx.store.set(loadNowAtom);
    await ctx.api.settle();
    expect([WITHIN, GREY, NEAREST].map((path) => ctx.api.callsTo('GET', path).length), 'the failed one again, the others not').to.deep.equal([2, 1, 1]);
    expect(ctx.store.get(withinBoundsResultsAtom).locations?.status).to.equal('ready');
  });

  it('without a box foretold, the first view’s loads are the list’s alone, and only in the raw nearest mode', async () => {
    const initialRoute = { kind: 'viewport', center: { lat: 57.12, lng: -2.1 }, zoom: 12 } as const;
    const raw = createLocationsContext();
    scriptDefaults(raw);
    await raw.store.set(loadFirstViewAtom, { initialRoute, mapBox: null });
    await raw.api.settle();
    expect([raw.api.callsTo('GET', WITHIN).length, raw.api.callsTo('GET', NEAREST).length]).to.deep.equal([0, 1]);
    expect(raw.store.get(viewportAtom)).to.equal(null);
    const hiding = createLocationsContext({ remote: { map: { nearestMode: 'empty_if_clustered' } } });
    scriptDefaults(hiding);
    await hiding.store.set(loadFirstViewAtom, { initialRoute, mapBox: null });
    await hiding.api.settle();
    expect(hiding.api.calls).to.have.length(0);
    const location = createLocationsContext();
    await location.store.set(loadFirstViewAtom, { initialRoute: { kind: 'location', resource: 'locations', id: 'x' }, mapBox: { width: 900, height: 600 } });
    expect(location.api.calls).to.have.length(0);
  });

  it('the first view’s list is decided by its own answers: the map’s within_bounds is waited for only where the nearest mode hides the list on clusters', async () => {
    const initialRoute = { kind: 'viewport', center: { lat: 57.12, lng: -2.1 }, zoom: 12 } as const;
    const mapBox = { width: 900, height: 600 };
    const settledOf = (promise: Promise<void>) => {
      let settled = false;
      void promise.then(() => (settled = true));
      return () => settled;
    };
    const raw = createLocationsContext();
    scriptDefaults(raw);
    raw.api.hold('GET', WITHIN);
    const rawLoads = raw.store.set(loadFirstViewAtom, { initialRoute, mapBox });
    const rawLoadsOver = settledOf(rawLoads);
    const rawDecided = settledOf(firstListDecided(raw.store, rawLoads));
    await raw.api.settle();
    expect(raw.api.callsTo('GET', WITHIN), 'the map’s stations were asked for').to.have.length(1);
    expect(rawLoadsOver(), 'the map’s answer is still on its way').to.equal(false);
    expect(rawDecided(), 'the list is decided without it').to.equal(true);
    expect(raw.store.get(nearestListAtom).items).to.have.length(2);

    const hiding = createLocationsContext({ remote: { map: { nearestMode: 'empty_if_clustered' } } });
    scriptDefaults(hiding);
    const releaseWithin = hiding.api.hold('GET', WITHIN);
    const hidingDecided = settledOf(firstListDecided(hiding.store, hiding.store.set(loadFirstViewAtom, { initialRoute, mapBox })));
    await hiding.api.settle();
    expect(hidingDecided(), 'the list waits for the map to say whether it is clustered').to.equal(false);
    releaseWithin();
    await hiding.api.settle();
    expect(hidingDecided()).to.equal(true);
    expect(hiding.store.get(nearestListAtom).status).to.equal('ready');
  });

  it('a view the same as the last below the API’s precision (a camera a float’s noise away) asks for nothing again, unless the last failed', async () => {
    const ctx = createLocationsContext({ remote: WITH_A_FUEL_FILTER });
    scriptDefaults(ctx);
    const nudged = (view: Viewport): Viewport => ({ ...view, center: { lat: view.center.lat + 3e-7, lng: view.center.lng } });
    await settleView(ctx, ABERDEEN_VIEW);
    await settleView(ctx, nudged(ABERDEEN_VIEW));
    // A new view to the map (another camera), the same request to the API.
    expect(ctx.store.get(viewportAtom)?.center.lat).to.equal(ABERDEEN_VIEW.center.lat + 3e-7);
    expect([ctx.api.callsTo('GET', WITHIN).length, ctx.api.callsTo('GET', GREY).length, ctx.api.callsTo('GET', NEAREST).length]).to.deep.equal([1, 1, 1]);

    ctx.api.on('GET', WITHIN, () => ({ status: 503, body: { error: { code: 'service_unavailable', message: 'busy' } } }));
    await settleView(ctx, PAN_EAST);
    expect(ctx.store.get(withinBoundsResultsAtom).locations?.status).to.equal('error');
    scriptDefaults(ctx);
    await settleView(ctx, nudged(PAN_EAST));
    const within = ctx.api.callsTo('GET', WITHIN);
    expect(within).to.have.length(3);
    expect(within[2]!.url.search).to.equal(within[1]!.url.search);
    expect(ctx.store.get(withinBoundsResultsAtom).locations?.status).to.equal('ready');
    // The grey layer's last request did not fail: not asked again.
    expect(ctx.api.callsTo('GET', GREY)).to.have.length(2);
  });

  it('a centre a float’s noise away is the same nearest_to request: the list is not asked for again', async () => {
    const ctx = createLocationsContext();
    scriptDefaults(ctx);
    await settleView(ctx, ABERDEEN_VIEW);
    ctx.store.set(setListOriginAtom, { lat: ABERDEEN_VIEW.center.lat + 1e-12, lng: ABERDEEN_VIEW.center.lng - 1e-12 });
    await ctx.store.set(refreshNearestAtom);
    await ctx.api.settle();
    expect(ctx.api.callsTo('GET', NEAREST)).to.have.length(1);
  });
});
