import { expect } from '@open-wc/testing';
import { ApiResourceError } from '../../src/api';
import { isAbortError } from '../../src/shared';
import {
  addToPoolAtom,
  findInPool,
  LocationNotFoundError,
  locationPoolAtom,
  mapLocationsAtom,
  mapTargetAtom,
  POOL_LIMIT,
  selectedLocationAtom,
  selectLocationAtom,
  setListOriginAtom,
  setViewportAtom,
  highlightLocationAtom,
} from '../../src/locations';
import { rejection } from '../helpers/rejection';
import { FIVE_MILE_ESSO, MFG_ESPLANADE_BP, SAINSBURYS_ABERDEEN } from './fixtures/stations';
import { createLocationsContext } from './helpers/locations-store';

const SHOW = /\/locations\/[0-9a-f]{64}$/;

describe('selectLocationAtom', () => {
  it('fetches the detail when the resource lists show, then selects, fires select-location and location_selected', async () => {
    const ctx = createLocationsContext();
    ctx.api.on('GET', SHOW, () => ({ ...MFG_ESPLANADE_BP, distance: 820 }));
    ctx.store.set(setListOriginAtom, { lat: 57.14, lng: -2.1 });
    const location = await ctx.store.set(selectLocationAtom, { resource: 'locations', id: MFG_ESPLANADE_BP.id });
    expect(location.distance).to.equal(820);
    const call = ctx.api.callsTo('GET', SHOW)[0]!;
    expect(call.url.searchParams.get('origin[lat]')).to.equal('57.14');
    expect(ctx.store.get(selectedLocationAtom)).to.deep.equal({ resource: 'locations', location });
    expect(findInPool(ctx.store.get(locationPoolAtom), 'locations', MFG_ESPLANADE_BP.id)?.distance).to.equal(820);
    expect(ctx.hostEvents).to.deep.equal([{ name: 'select-location', detail: { resource: 'locations', id: MFG_ESPLANADE_BP.id } }]);
    expect(ctx.analytics).to.deep.equal([{ name: 'location_selected', params: { resource: 'locations', id: MFG_ESPLANADE_BP.id } }]);
    // Not targeted: the map stays where it is.
    expect(ctx.store.get(mapTargetAtom)).to.equal(null);
  });

  it('takes a resource without the show view from the pool, without a request', async () => {
    const ctx = createLocationsContext();
    ctx.store.set(addToPoolAtom, 'non_matching_locations', [FIVE_MILE_ESSO]);
    const location = await ctx.store.set(selectLocationAtom, { resource: 'non_matching_locations', id: FIVE_MILE_ESSO.id });
    expect(location.id).to.equal(FIVE_MILE_ESSO.id);
    expect(ctx.api.calls).to.have.length(0);
    expect(ctx.store.get(selectedLocationAtom)?.resource).to.equal('non_matching_locations');
  });

  it('is a typed error when such a location is not in the pool', async () => {
    const ctx = createLocationsContext();
    const error = await rejection(ctx.store.set(selectLocationAtom, { resource: 'non_matching_locations', id: 'nope' }));
    expect(error).to.be.instanceOf(LocationNotFoundError);
    expect(ctx.store.get(selectedLocationAtom)).to.equal(null);
    expect(ctx.hostEvents).to.deep.equal([]);
    expect(ctx.analytics).to.deep.equal([]);
  });

  it('is a typed error when show answers 404, and names an unknown resource', async () => {
    const ctx = createLocationsContext();
    ctx.api.on('GET', SHOW, () => ({ status: 404, body: { error: { code: 'not_found', message: 'Not found' } } }));
    expect(await rejection(ctx.store.set(selectLocationAtom, { resource: 'locations', id: SAINSBURYS_ABERDEEN.id }))).to.be.instanceOf(
      LocationNotFoundError,
    );
    const unknown = await rejection(ctx.store.set(selectLocationAtom, { resource: 'stations', id: '1' }));
    expect(unknown).to.be.instanceOf(ApiResourceError);
    expect((unknown as Error).message).to.equal('resource stations is not defined in the app config');
  });

  it('targets the map on the location at the target zoom nearest the current zoom', async () => {
    const ctx = createLocationsContext();
    ctx.api.on('GET', SHOW, () => SAINSBURYS_ABERDEEN);
    ctx.store.set(setViewportAtom, { center: { lat: 55, lng: -4 }, zoom: 6, bounds: { north: 60, south: 50, east: 2, west: -10 } });
    await ctx.store.set(selectLocationAtom, { resource: 'locations', id: SAINSBURYS_ABERDEEN.id, shouldTarget: true });
    expect(ctx.store.get(mapTargetAtom)?.target).to.deep.equal({
      kind: 'center',
      center: { lat: SAINSBURYS_ABERDEEN.lat, lng: SAINSBURYS_ABERDEEN.lng },
      zoom: 14,
    });
  });

  it('a newer selection aborts the older one, which rejects with an AbortError and changes nothing', async () => {
    const ctx = createLocationsContext();
    ctx.api.on('GET', SHOW, (call) => (call.url.pathname.endsWith(SAINSBURYS_ABERDEEN.id) ? SAINSBURYS_ABERDEEN : MFG_ESPLANADE_BP));
    ctx.api.hold('GET', SHOW);
    const first = ctx.store.set(selectLocationAtom, { resource: 'locations', id: SAINSBURYS_ABERDEEN.id });
    const second = ctx.store.set(selectLocationAtom, { resource: 'locations', id: MFG_ESPLANADE_BP.id });
    expect(isAbortError(await rejection(first))).to.equal(true);
    await second;
    expect(ctx.store.get(selectedLocationAtom)?.location.id).to.equal(MFG_ESPLANADE_BP.id);
    expect(ctx.hostEvents).to.have.length(1);
  });

  it('logs instead of failing when the services cannot emit host events', async () => {
    const ctx = createLocationsContext();
    delete ctx.services.emit;
    ctx.store.set(addToPoolAtom, 'non_matching_locations', [FIVE_MILE_ESSO]);
    await ctx.store.set(selectLocationAtom, { resource: 'non_matching_locations', id: FIVE_MILE_ESSO.id });
    expect(ctx.logger.entries.some((e) => e.level === 'warn' && e.message.includes('select-location'))).to.equal(true);
  });

  it('marks selected (1.6) over highlighted (1.3) markers, and keeps the selection on the map', async () => {
    const ctx = createLocationsContext();
    ctx.api.on('GET', SHOW, () => SAINSBURYS_ABERDEEN);
    await ctx.store.set(selectLocationAtom, { resource: 'locations', id: SAINSBURYS_ABERDEEN.id });
    ctx.store.set(highlightLocationAtom, { resource: 'locations', id: SAINSBURYS_ABERDEEN.id });
    expect(ctx.store.get(mapLocationsAtom).map((m) => m.state)).to.deep.equal(['selected']);
  });

  it('the pool keeps at most POOL_LIMIT locations, dropping the oldest', () => {
    const ctx = createLocationsContext();
    const many = Array.from({ length: POOL_LIMIT + 10 }, (_, i) => ({ ...SAINSBURYS_ABERDEEN, id: `s${i}` }));
    ctx.store.set(addToPoolAtom, 'locations', many);
    const pool = ctx.store.get(locationPoolAtom);
    expect(pool.size).to.equal(POOL_LIMIT);
    expect(findInPool(pool, 'locations', 's0')).to.equal(undefined);
    expect(findInPool(pool, 'locations', `s${POOL_LIMIT + 9}`)).to.exist;
  });
});
