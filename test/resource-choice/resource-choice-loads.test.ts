import { expect } from '@open-wc/testing';
import { activeFilterCountAtom, activeFilterSelectionAtom, filterGroupsViewAtom, filterSelectionToQuery, toggleFilterAtom } from '../../src/filters';
import { loadMoreNearestAtom, mapLocationsAtom, nearestListAtom, setViewportAtom, type Viewport } from '../../src/locations';
import { loadNowAtom } from '../../src/locations/loaders-atoms';
import { chargingOfferedAtom, resourceChoiceAtom } from '../../src/resource-choice';
import { ASDA_BRIDGE_OF_DEE, at, SAINSBURYS_ABERDEEN, SHELL_REDMOSS } from '../locations/fixtures/stations';
import { createLocationsContext, type LocationsTestContext } from '../locations/helpers/locations-store';

const VIEW: Viewport = { bounds: { north: 57.2, south: 57.05, east: -2.0, west: -2.3 }, center: { lat: 57.125, lng: -2.15 }, zoom: 11 };
const CHARGER = { ...SHELL_REDMOSS, id: 'GB-NCR-1', name: 'bp pulse Redmoss' };

const WITH_CHARGING = {
  resources: { charging: { enabled: true, views: ['show', 'within_bounds', 'nearest_to', 'along_corridor', 'complete'] } },
  filters: {
    groups: {
      fuel: { filters: ['E10', 'E5'] },
      brand: { filters: ['bp', 'bp_pulse'] },
      connector: { filters: ['IEC_62196_T2_COMBO', 'CHADEMO'] },
      power: { filters: ['50', '150'] },
    },
  },
};

function context(remote: Record<string, unknown> = WITH_CHARGING): LocationsTestContext {
  const ctx = createLocationsContext({ remote });
  ctx.api.on('GET', /\/locations\/within_bounds$/, () => ({ locations: [SAINSBURYS_ABERDEEN], clusters: [] }));
  ctx.api.on('GET', /\/non_matching_locations\/within_bounds$/, () => ({ locations: [], clusters: [] }));
  ctx.api.on('GET', /\/charging\/within_bounds$/, () => ({ locations: [CHARGER], clusters: [] }));
  ctx.api.on('GET', /\/locations\/nearest_to$/, () => ({ locations: [at(SAINSBURYS_ABERDEEN, 1200)], clusters: [] }));
  ctx.api.on('GET', /\/charging\/nearest_to$/, () => ({ locations: [at(CHARGER, 900)], clusters: [] }));
  return ctx;
}

async function loadNow(ctx: LocationsTestContext) {
  await ctx.store.set(loadNowAtom);
  await ctx.api.settle();
}

const shownIds = (ctx: LocationsTestContext) => ctx.store.get(mapLocationsAtom).map((m) => m.markerId).sort();
const listedIds = (ctx: LocationsTestContext) => ctx.store.get(nearestListAtom).items.map((i) => `${i.resource}:${i.location.id}`);
const callsSince = (ctx: LocationsTestContext, from: number) => ctx.api.calls.slice(from).map((c) => c.url.pathname.replace('/api/v2/', ''));

describe('resource choice: loads, results and filter groups', () => {
  it('both: asks and shows fuel stations and charging sites', async () => {
    const ctx = context();
    ctx.store.set(setViewportAtom, VIEW);
    await loadNow(ctx);
    expect(ctx.store.get(resourceChoiceAtom)).to.equal('both');
    expect(shownIds(ctx)).to.deep.equal([`charging:${CHARGER.id}`, `locations:${SAINSBURYS_ABERDEEN.id}`]);
    expect(listedIds(ctx)).to.deep.equal([`charging:${CHARGER.id}`, `locations:${SAINSBURYS_ABERDEEN.id}`]);
  });

  it('fuel: stops asking for charging, drops its map and list results, hides and does not send connector and power', async () => {
    const ctx = context();
    ctx.store.set(setViewportAtom, VIEW);
    await loadNow(ctx);
    ctx.store.set(toggleFilterAtom, 'connector.IEC_62196_T2_COMBO');
    ctx.store.set(toggleFilterAtom, 'power.50');
    ctx.store.set(resourceChoiceAtom, 'fuel');
    const from = ctx.api.calls.length;
    await loadNow(ctx);
    const calls = callsSince(ctx, from);
    expect(calls.some((path) => path.startsWith('charging/'))).to.equal(false);
    // The fuel stations' map answer is the same request as before (the hidden connector filter is not sent): not asked again.
    expect(calls).not.to.include('locations/within_bounds');
    expect(shownIds(ctx)).to.deep.equal([`locations:${SAINSBURYS_ABERDEEN.id}`]);
    expect(listedIds(ctx)).to.deep.equal([`locations:${SAINSBURYS_ABERDEEN.id}`]);
    expect(ctx.store.get(filterGroupsViewAtom).map((g) => g.name)).to.deep.equal(['fuel', 'brand']);
    expect(filterSelectionToQuery(ctx.store.get(activeFilterSelectionAtom))).to.deep.equal([]);
    expect(ctx.store.get(activeFilterCountAtom)).to.equal(0);
    for (const call of ctx.api.calls.slice(from)) expect(call.url.search).not.to.include('connector');
  });

  it('charging: asks only for charging sites (no grey set), sends connector and power but not fuel', async () => {
    const ctx = context();
    ctx.store.set(setViewportAtom, VIEW);
    ctx.store.set(toggleFilterAtom, 'fuel.E10');
    ctx.store.set(toggleFilterAtom, 'connector.IEC_62196_T2_COMBO');
    ctx.store.set(toggleFilterAtom, 'power.50');
    ctx.store.set(resourceChoiceAtom, 'charging');
    const from = ctx.api.calls.length;
    await loadNow(ctx);
    const calls = ctx.api.calls.slice(from);
    expect(calls.map((c) => c.url.pathname.replace('/api/v2/', '')).sort()).to.deep.equal(['charging/nearest_to', 'charging/within_bounds']);
    const query = decodeURIComponent(calls[0]!.url.search);
    expect(query).to.include('with_any[connector][]=IEC_62196_T2_COMBO');
    expect(query).to.include('with_any[power][]=50');
    expect(query).not.to.include('E10');
    expect(shownIds(ctx)).to.deep.equal([`charging:${CHARGER.id}`]);
    expect(ctx.store.get(filterGroupsViewAtom).map((g) => g.name)).to.deep.equal(['brand', 'connector', 'power']);
    expect(ctx.store.get(activeFilterCountAtom)).to.equal(2);
  });

  it('back to both: charging is asked again for the same view and shows again', async () => {
    const ctx = context();
    ctx.store.set(setViewportAtom, VIEW);
    ctx.store.set(resourceChoiceAtom, 'fuel');
    await loadNow(ctx);
    expect(ctx.api.callsTo('GET', /\/charging\//)).to.have.length(0);
    ctx.store.set(resourceChoiceAtom, 'both');
    await loadNow(ctx);
    expect(ctx.api.callsTo('GET', /\/charging\/within_bounds$/)).to.have.length(1);
    expect(ctx.api.callsTo('GET', /\/charging\/nearest_to$/)).to.have.length(1);
    expect(listedIds(ctx)).to.deep.equal([`charging:${CHARGER.id}`, `locations:${SAINSBURYS_ABERDEEN.id}`]);
  });

  it('both, fuel stations paginated: a charging site farther than the last fuel station waits for the next page, so "show more" only appends', async () => {
    const ctx = context({ ...WITH_CHARGING, resources: { ...WITH_CHARGING.resources, locations: { paginated: true } } });
    ctx.api.on('GET', /\/locations\/nearest_to$/, (call) => {
      const first = call.url.searchParams.get('page') === '1';
      return {
        status: 200,
        body: { locations: first ? [at(SAINSBURYS_ABERDEEN, 1000), at(SHELL_REDMOSS, 2000)] : [at(ASDA_BRIDGE_OF_DEE, 60_000)], clusters: [] },
        headers: first ? { Link: '</api/v2/locations/nearest_to?page=2&per_page=50>; rel="next"', 'X-Total-Count': '3' } : { 'X-Total-Count': '3' },
      };
    });
    ctx.api.on('GET', /\/charging\/nearest_to$/, () => ({ locations: [at(CHARGER, 50_000)], clusters: [] }));
    ctx.store.set(setViewportAtom, VIEW);
    await loadNow(ctx);
    expect(listedIds(ctx)).to.deep.equal([`locations:${SAINSBURYS_ABERDEEN.id}`, `locations:${SHELL_REDMOSS.id}`]);
    expect(ctx.store.get(nearestListAtom).hasMore).to.equal(true);
    await ctx.store.set(loadMoreNearestAtom);
    await ctx.api.settle();
    expect(listedIds(ctx)).to.deep.equal([`locations:${SAINSBURYS_ABERDEEN.id}`, `locations:${SHELL_REDMOSS.id}`, `charging:${CHARGER.id}`, `locations:${ASDA_BRIDGE_OF_DEE.id}`]);
  });

  it('without a charging resource nothing can be hidden: a choice (from a link, say) stays both', async () => {
    const ctx = context({});
    expect(ctx.store.get(chargingOfferedAtom)).to.equal(false);
    ctx.store.set(resourceChoiceAtom, 'charging');
    expect(ctx.store.get(resourceChoiceAtom)).to.equal('both');
    ctx.store.set(setViewportAtom, VIEW);
    await loadNow(ctx);
    expect(ctx.api.callsTo('GET', /\/locations\/within_bounds$/)).to.have.length(1);
  });
});
