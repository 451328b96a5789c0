/**
 * When the loaders run (issue 20): only the visitor's own pans and zooms wait for the map update
 * debounce; the first view, a view we moved the map to and new filters load at once.
 */
import { expect } from '@open-wc/testing';
import { initFiltersAtom, toggleFilterAtom } from '../../src/filters';
import { requestMapTargetAtom } from '../../src/locations';
import { SAINSBURYS_ABERDEEN, MFG_ESPLANADE_BP, FIVE_MILE_ESSO, at, SHELL_REDMOSS } from './fixtures/stations';
import { mountLocations, type LocationsHarness } from './helpers/locations-harness';
import type { LocationsTestContext } from './helpers/locations-store';

const WITHIN = /\/locations\/within_bounds$/;
const GREY = /\/non_matching_locations\/within_bounds$/;
const NEAREST = /\/locations\/nearest_to$/;

const ABERDEEN = {
  bounds: { north: 57.2, south: 57.05, east: -2.0, west: -2.3 },
  center: { lat: 57.125, lng: -2.15 },
  zoom: 11,
};
const PANNED = { ...ABERDEEN, center: { lat: 57.125, lng: -2.1 }, bounds: { ...ABERDEEN.bounds, east: -1.95, west: -2.25 } };

function scriptApi(ctx: LocationsTestContext) {
  ctx.api.on('GET', WITHIN, () => ({ locations: [SAINSBURYS_ABERDEEN, MFG_ESPLANADE_BP], clusters: [] }));
  ctx.api.on('GET', GREY, () => ({ locations: [FIVE_MILE_ESSO], clusters: [] }));
  ctx.api.on('GET', NEAREST, () => ({ locations: [at(SHELL_REDMOSS, 3100)], clusters: [] }));
}

describe('when the location loaders run', () => {
  let h: LocationsHarness;

  beforeEach(async () => {
    h = await mountLocations({
      before: (ctx) => {
        scriptApi(ctx);
        ctx.store.set(initFiltersAtom, { groups: { fuel: { filters: ['E10', 'E5'] } } });
      },
    });
  });
  afterEach(async () => {
    await h.unmount();
  });

  /** The map settles on `viewport`; the fake clock stands still, so a debounced load would not run. */
  const settle = (viewport: typeof ABERDEEN) => h.act(async () => {
    h.view().emitIdle(viewport);
    await h.api.settle();
  });
  const withinCalls = () => h.api.callsTo('GET', WITHIN).length;

  it("loads the first view as soon as it is planned, before the map settles: no debounce, and nothing again when the map settles on it", async () => {
    // mountLocations waits for the map view only: the loads went out with the plan, before any idle.
    expect(withinCalls()).to.equal(1);
    expect(h.api.callsTo('GET', NEAREST)).to.have.length(1);
    expect(h.items()).to.have.length(1);
    await h.act(async () => {
      h.view().emitIdle();
      await h.api.settle();
    });
    await h.advance(h.config.map.updateDebounceMs);
    expect(withinCalls()).to.equal(1);
    expect(h.api.callsTo('GET', NEAREST)).to.have.length(1);
  });

  it('a map that settles elsewhere than planned (its box changed meanwhile) loads that view at once', async () => {
    await settle(ABERDEEN);
    expect(withinCalls()).to.equal(2);
    expect(h.api.callsTo('GET', WITHIN).at(-1)!.url.searchParams.getAll('ne[]')).to.deep.equal(['57.2', '-2']);
  });

  it("debounces the visitor's pans: a burst gives one round of requests, after the debounce", async () => {
    await settle(ABERDEEN);
    const before = withinCalls();
    await settle(PANNED);
    await settle(ABERDEEN);
    await settle(PANNED);
    expect(withinCalls(), 'nothing before the debounce').to.equal(before);
    await h.advance(h.config.map.updateDebounceMs);
    expect(withinCalls()).to.equal(before + 1);
    expect(h.api.callsTo('GET', WITHIN).at(-1)!.url.searchParams.getAll('ne[]')).to.deep.equal(['57.2', '-1.95']);
  });

  it('loads the view a map target moved to at once (search, selection, starting area)', async () => {
    await settle(ABERDEEN);
    const before = withinCalls();
    await h.act(() => h.store.set(requestMapTargetAtom, { kind: 'center', center: PANNED.center, zoom: 11 }));
    expect(h.view().callsOf('setView').at(-1)?.[0]).to.deep.equal(PANNED.center);
    await settle(PANNED);
    expect(withinCalls(), 'without waiting for the debounce').to.equal(before + 1);
    // The next move is the visitor's again: debounced.
    await settle(ABERDEEN);
    expect(withinCalls()).to.equal(before + 1);
  });

  it('loads at once when the filters change', async () => {
    await settle(ABERDEEN);
    const before = withinCalls();
    await h.act(async () => {
      h.store.set(toggleFilterAtom, 'fuel.E10');
      await h.api.settle();
    });
    const calls = h.api.callsTo('GET', WITHIN);
    expect(calls).to.have.length(before + 1);
    expect(calls.at(-1)!.url.searchParams.getAll('with_any[fuel][]')).to.deep.equal(['E10']);
  });
});
