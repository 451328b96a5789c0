import { expect } from '@open-wc/testing';
import { scheduleLoadsAtom, selectLocationAtom, clearSelectedLocationAtom, setViewportAtom, type Viewport } from '../../src/locations';
import { listStateOf, mapStationsAtom, nearestIndexes } from '../../src/locations/results-atoms';
import { backToSearchAtom, openDirectionsAtom } from '../../src/shared';
import { at, FIVE_MILE_ESSO, MFG_ESPLANADE_BP, SAINSBURYS_ABERDEEN, SHELL_REDMOSS } from './fixtures/stations';
import { WITH_A_FUEL_FILTER } from '../helpers/feature-context';
import { createLocationsContext, type LocationsTestContext } from './helpers/locations-store';

const ABERDEEN_VIEW: Viewport = {
  bounds: { north: 57.2, south: 57.05, east: -2.0, west: -2.3 },
  center: { lat: 57.125, lng: -2.15 },
  zoom: 11,
};
const WITHIN = /\/locations\/within_bounds$/;
const GREY = /\/non_matching_locations\/within_bounds$/;
const NEAREST = /\/locations\/nearest_to$/;
const SHOW = /\/locations\/[0-9a-f]{64}$/;

async function loaded(): Promise<LocationsTestContext> {
  const ctx = createLocationsContext({ remote: WITH_A_FUEL_FILTER });
  ctx.api.on('GET', WITHIN, () => ({ locations: [SAINSBURYS_ABERDEEN, MFG_ESPLANADE_BP, SHELL_REDMOSS], clusters: [] }));
  ctx.api.on('GET', GREY, () => ({ locations: [FIVE_MILE_ESSO], clusters: [] }));
  // The nearest list: the Shell first, then Sainsbury's; the BP is on the map only.
  ctx.api.on('GET', NEAREST, () => ({ locations: [at(SHELL_REDMOSS, 900), at(SAINSBURYS_ABERDEEN, 1200)], clusters: [] }));
  ctx.api.on('GET', SHOW, (call) => [SAINSBURYS_ABERDEEN, MFG_ESPLANADE_BP, SHELL_REDMOSS].find((l) => call.url.pathname.endsWith(l.id)) ?? { status: 404, body: {} });
  ctx.store.set(setViewportAtom, ABERDEEN_VIEW);
  ctx.store.set(scheduleLoadsAtom);
  ctx.timers.advance(ctx.config.map.updateDebounceMs);
  await ctx.api.settle();
  return ctx;
}

/** `id → [index, dimmed]` of the map's stations. */
const marks = (ctx: LocationsTestContext) =>
  Object.fromEntries(ctx.store.get(mapStationsAtom).map((m) => [m.location.id, [m.index ?? null, m.dimmed ?? false]]));

describe('the list-derived marker states (spec section 3: index, isAnotherSelected)', () => {
  it('numbers the nearest list from 1 in its order, the first of a repeated station counting', () => {
    const item = (resource: string, id: string) => ({ resource, location: { ...SAINSBURYS_ABERDEEN, id } });
    const indexes = nearestIndexes([item('locations', 'a'), item('locations', 'b'), item('ev', 'a'), item('locations', 'a')]);
    expect([...indexes]).to.deep.equal([
      ['locations:a', 1],
      ['locations:b', 2],
      ['ev:a', 3],
    ]);
  });

  it('dims every station but the selected one while one is selected, and none without a selection', () => {
    const indexes = new Map([['locations:a', 4]]);
    expect(listStateOf('locations:a', indexes, null)).to.deep.equal({ index: 4 });
    expect(listStateOf('locations:a', indexes, 'locations:a')).to.deep.equal({ index: 4 });
    expect(listStateOf('locations:a', indexes, 'locations:b')).to.deep.equal({ index: 4, dimmed: true });
    expect(listStateOf('locations:z', indexes, 'locations:b')).to.deep.equal({ dimmed: true });
    expect(listStateOf('locations:z', indexes, null)).to.deep.equal({});
  });

  it('gives the map\'s stations their place in the nearest list, grey and unlisted ones none; a selection dims the others', async () => {
    const ctx = await loaded();
    expect(marks(ctx)).to.deep.equal({
      [SAINSBURYS_ABERDEEN.id]: [2, false],
      [MFG_ESPLANADE_BP.id]: [null, false],
      [SHELL_REDMOSS.id]: [1, false],
      [FIVE_MILE_ESSO.id]: [null, false],
    });
    await ctx.store.set(selectLocationAtom, { resource: 'locations', id: SAINSBURYS_ABERDEEN.id });
    expect(marks(ctx)).to.deep.equal({
      [SAINSBURYS_ABERDEEN.id]: [2, false],
      [MFG_ESPLANADE_BP.id]: [null, true],
      [SHELL_REDMOSS.id]: [1, true],
      [FIVE_MILE_ESSO.id]: [null, true],
    });
    ctx.store.set(clearSelectedLocationAtom);
    expect(Object.values(marks(ctx)).some(([, dimmed]) => dimmed)).to.equal(false);
  });

  it('has no numbers in directions mode (the route\'s list is not the nearest list), and has them again back in search', async () => {
    const ctx = await loaded();
    ctx.store.set(openDirectionsAtom);
    const shown = ctx.store.get(mapStationsAtom);
    expect(shown.map((m) => m.location.id)).to.include(SHELL_REDMOSS.id);
    expect(shown.filter((m) => m.index !== undefined)).to.deep.equal([]);
    ctx.store.set(backToSearchAtom);
    expect(marks(ctx)[SHELL_REDMOSS.id]).to.deep.equal([1, false]);
  });
});
