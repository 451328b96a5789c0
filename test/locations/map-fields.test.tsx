/**
 * The map projection (`mapFields`, `fields=map`): which loads ask for it, what the pool keeps, and that the
 * map and a selection get what they need from it.
 */
import { expect } from '@open-wc/testing';
import type { WireLocation, WireMapLocation } from '../../src/api';
import type { StationMarker } from '../../src/map';
import { findInPool, locationPoolAtom, selectedLocationAtom, setViewportAtom, type Viewport } from '../../src/locations';
import { loadNowAtom } from '../../src/locations/loaders-atoms';
import { at, FIVE_MILE_ESSO, MFG_ESPLANADE_BP, SAINSBURYS_ABERDEEN, SHELL_REDMOSS } from './fixtures/stations';
import { mountLocations, type LocationsHarness } from './helpers/locations-harness';
import { WITH_A_FUEL_FILTER } from '../helpers/feature-context';
import { createLocationsContext, type LocationsTestContext } from './helpers/locations-store';

const WITHIN = /\/locations\/within_(bounds|region)$/;
const GREY = /\/non_matching_locations\/within_(bounds|region)$/;
const NEAREST = /\/locations\/nearest_to$/;
const SHOW = /\/locations\/[0-9a-f]{64}$/;

const ALL_VIEWS = ['show', 'within_bounds', 'within_region', 'nearest_to', 'along_corridor', 'complete'];
/**
 * `locations` asks for the projection; `non_matching_locations` says so too but has no `show`, so it must
 * not. A filter is on, so the grey set is asked for.
 */
const MAP_FIELDS = {
  ...WITH_A_FUEL_FILTER,
  resources: {
    locations: { views: ALL_VIEWS, mapFields: true },
    non_matching_locations: { views: ['within_bounds', 'within_region', 'along_corridor'], mapFields: true },
  },
};

const ABERDEEN_VIEW: Viewport = {
  bounds: { north: 57.2, south: 57.05, east: -2.0, west: -2.3 },
  center: { lat: 57.125, lng: -2.15 },
  zoom: 11,
};
/** A region's starting view (within_region); a view the visitor moved to after it is a new one (within_bounds). */
const GB_START: Viewport = { ...ABERDEEN_VIEW, zoom: 5.45, center: { lat: 55.76, lng: -5.96 }, region: 'GB' };

/** What the reference API sends of a location with `fields=map` (server/src/index/serialize.ts). */
function projected(location: WireLocation): WireMapLocation {
  const { id, name, formatted_address, lat, lng, site_brand, channel_of_trade, open_status, next_open_status_change } = location;
  return { id, name, formatted_address, lat, lng, site_brand, channel_of_trade, open_status, next_open_status_change };
}

/** Answers like the reference API: the map projection when the call asks for `fields=map`, else whole stations. */
function scriptApi(ctx: LocationsTestContext) {
  const answer = (locations: WireLocation[]) => (call: { url: URL }) => ({
    locations: call.url.searchParams.get('fields') === 'map' ? locations.map(projected) : locations,
    clusters: [],
  });
  ctx.api.on('GET', WITHIN, answer([SAINSBURYS_ABERDEEN, MFG_ESPLANADE_BP]));
  ctx.api.on('GET', GREY, answer([FIVE_MILE_ESSO]));
  ctx.api.on('GET', NEAREST, () => ({ locations: [at(SHELL_REDMOSS, 3100), at(SAINSBURYS_ABERDEEN, 1200)], clusters: [] }));
  ctx.api.on('GET', SHOW, (call) => [SAINSBURYS_ABERDEEN, MFG_ESPLANADE_BP].find((l) => call.url.pathname.endsWith(l.id)) ?? { status: 404, body: {} });
}

async function load(ctx: LocationsTestContext, viewport: Viewport) {
  ctx.store.set(setViewportAtom, viewport);
  await ctx.store.set(loadNowAtom);
  await ctx.api.settle();
}

const fieldsOf = (ctx: LocationsTestContext, pattern: RegExp) => ctx.api.callsTo('GET', pattern).map((call) => call.url.searchParams.get('fields'));

describe('map projection (mapFields)', () => {
  it('within_bounds and within_region ask for fields=map only for a configured resource that lists show', async () => {
    const ctx = createLocationsContext({ remote: MAP_FIELDS });
    scriptApi(ctx);
    await load(ctx, GB_START);
    await load(ctx, ABERDEEN_VIEW);
    expect(ctx.api.callsTo('GET', WITHIN).map((call) => call.url.pathname.split('/').at(-1))).to.deep.equal(['within_region', 'within_bounds']);
    expect(fieldsOf(ctx, WITHIN)).to.deep.equal(['map', 'map']);
    expect(fieldsOf(ctx, GREY)).to.deep.equal([null, null]);
    // Other calls never carry it.
    expect(fieldsOf(ctx, NEAREST)).to.deep.equal([null, null]);

    const plain = createLocationsContext({ remote: { resources: { locations: { views: ALL_VIEWS } } } });
    scriptApi(plain);
    await load(plain, GB_START);
    await load(plain, ABERDEEN_VIEW);
    expect(fieldsOf(plain, WITHIN)).to.deep.equal([null, null]);
  });

  it('the pool keeps a whole record when a map answer for the same station arrives later, and never takes projected ones', async () => {
    const ctx = createLocationsContext({ remote: MAP_FIELDS });
    scriptApi(ctx);
    await load(ctx, ABERDEEN_VIEW);
    const pool = ctx.store.get(locationPoolAtom);
    // The nearest answer (whole) had Sainsbury's; the map answer (projected) had it too, and MFG.
    expect(findInPool(pool, 'locations', SAINSBURYS_ABERDEEN.id)).to.deep.equal(at(SAINSBURYS_ABERDEEN, 1200));
    await load(ctx, { ...ABERDEEN_VIEW, zoom: 12 });
    expect(findInPool(pool, 'locations', SAINSBURYS_ABERDEEN.id)).to.deep.equal(at(SAINSBURYS_ABERDEEN, 1200));
    expect(findInPool(pool, 'locations', MFG_ESPLANADE_BP.id)).to.equal(undefined);
    // The grey set has no show: its answers stay whole and are pooled (its selection reads them there).
    expect(findInPool(pool, 'non_matching_locations', FIVE_MILE_ESSO.id)).to.deep.equal(FIVE_MILE_ESSO);
  });
});

describe('map projection on the map', () => {
  let h: LocationsHarness;
  afterEach(async () => {
    await h?.unmount();
  });

  async function drawnStations(remote: Record<string, unknown>): Promise<StationMarker[]> {
    h = await mountLocations({ remote, before: scriptApi });
    await h.idle();
    return h.view().stations;
  }

  it('draws the same pins with the same tooltips as from whole stations', async () => {
    const whole = await drawnStations({ ...WITH_A_FUEL_FILTER, resources: { locations: { views: ALL_VIEWS } } });
    await h.unmount();
    const map = await drawnStations(MAP_FIELDS);
    expect(fieldsOf(h, WITHIN).at(-1)).to.equal('map');
    expect(map).to.have.length(3);
    expect(map).to.deep.equal(whole);
    expect(map[0]).to.include({ name: 'SAINSBURYS ABERDEEN', brand: 'sainsbury_s', address: SAINSBURYS_ABERDEEN.formatted_address, openStatusText: 'Open now until 23:00' });
  });

  it('a station drawn from a map answer shows its full details, from show', async () => {
    await drawnStations(MAP_FIELDS);
    const id = `locations:${MFG_ESPLANADE_BP.id}`;
    await h.act(() => h.view().clickStation(id));
    await h.advance(0);
    expect(h.api.callsTo('GET', SHOW).map((call) => call.url.pathname.split('/').at(-1))).to.deep.equal([MFG_ESPLANADE_BP.id]);
    expect(h.store.get(selectedLocationAtom)?.location).to.deep.equal(MFG_ESPLANADE_BP);
    expect(h.view().stations.find((s) => s.id === id)?.state).to.equal('selected');
  });
});
