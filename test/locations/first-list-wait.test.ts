import { expect, waitUntil } from '@open-wc/testing';
import { FIRST_LIST_WAIT_MS, nearestListAtom, waitForFirstList } from '../../src/locations';
import { loadFirstViewAtom } from '../../src/locations/loaders-atoms';
import { ASDA_BRIDGE_OF_DEE, at, SHELL_REDMOSS } from './fixtures/stations';
import { createLocationsContext, type LocationsTestContext } from './helpers/locations-store';

const WITHIN = /\/locations\/within_bounds$/;
const GREY = /\/non_matching_locations\/within_bounds$/;
const NEAREST = /\/locations\/nearest_to$/;
const URL_VIEW = { kind: 'viewport', center: { lat: 57.12, lng: -2.1 }, zoom: 12 } as const;

function answerAll(ctx: LocationsTestContext) {
  ctx.api.on('GET', WITHIN, () => ({ locations: [ASDA_BRIDGE_OF_DEE], clusters: [] }));
  ctx.api.on('GET', GREY, () => ({ locations: [], clusters: [] }));
  ctx.api.on('GET', NEAREST, () => ({ locations: [at(SHELL_REDMOSS, 3100)], clusters: [] }));
}

/** The first view's loads sent as the config arrives (a view in the URL), their answers not awaited. */
async function sendFirstView(ctx: LocationsTestContext): Promise<void> {
  void ctx.store.set(loadFirstViewAtom, { initialRoute: URL_VIEW, mapBox: { width: 900, height: 600 } });
  // The view planner is a lazy chunk: the requests go out once it is in.
  await waitUntil(() => ctx.api.callsTo('GET', NEAREST).length > 0, 'the list was asked for');
  await ctx.api.settle();
}

/** True once `promise` has resolved (after the pending chains ran). */
async function resolved(ctx: LocationsTestContext, promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await ctx.api.settle();
  return done;
}

describe('waitForFirstList: the shell’s first render waits for the first list, for a moment', () => {
  it('nothing to wait for when no list is loading (no view in the URL: the list is asked for after the map’s plan)', async () => {
    const ctx = createLocationsContext();
    expect(ctx.store.get(nearestListAtom).status).to.equal('idle');
    expect(waitForFirstList(ctx.store)).to.equal(null);
    // Decided at the first call: a list loading later (a search, a pan) makes nothing wait.
    answerAll(ctx);
    ctx.api.hold('GET', NEAREST);
    await sendFirstView(ctx);
    expect(ctx.store.get(nearestListAtom).status).to.equal('loading');
    expect(waitForFirstList(ctx.store)).to.equal(null);
  });

  it('waits while the list asked for with the config is on its way, and is marked fulfilled as its answers come in', async () => {
    const ctx = createLocationsContext();
    answerAll(ctx);
    const release = ctx.api.hold('GET', NEAREST);
    await sendFirstView(ctx);
    const wait = waitForFirstList(ctx.store);
    expect(wait, 'a wait while the list loads').to.be.instanceOf(Promise);
    expect(wait!.status, 'not settled').to.equal(undefined);
    expect(waitForFirstList(ctx.store) === wait, 'a render started over gets the same wait').to.equal(true);
    expect(await resolved(ctx, wait!), 'still waiting for the list’s answer').to.equal(false);
    release();
    expect(await resolved(ctx, wait!), 'over once the list has its stations').to.equal(true);
    expect(ctx.store.get(nearestListAtom).items).to.have.length(1);
    expect(wait!.status, 'marked fulfilled: later renders read it without suspending').to.equal('fulfilled');
    expect(waitForFirstList(ctx.store) === wait).to.equal(true);
  });

  it(`a slow API: the wait ends after ${FIRST_LIST_WAIT_MS} ms, and the shell shows the busy list`, async () => {
    const ctx = createLocationsContext();
    answerAll(ctx);
    ctx.api.hold('GET', NEAREST);
    await sendFirstView(ctx);
    const wait = waitForFirstList(ctx.store)!;
    ctx.timers.advance(FIRST_LIST_WAIT_MS - 1);
    expect(await resolved(ctx, wait)).to.equal(false);
    ctx.timers.advance(1);
    expect(await resolved(ctx, wait)).to.equal(true);
    expect(wait.status).to.equal('fulfilled');
    expect(ctx.store.get(nearestListAtom).status, 'the list is still loading').to.equal('loading');
  });

  it('a failed list ends the wait: the shell shows the list’s error at once', async () => {
    const ctx = createLocationsContext();
    answerAll(ctx);
    ctx.api.on('GET', NEAREST, () => ({ status: 503, body: { error: { code: 'service_unavailable', message: 'busy' } } }));
    const release = ctx.api.hold('GET', NEAREST);
    await sendFirstView(ctx);
    const wait = waitForFirstList(ctx.store)!;
    expect(await resolved(ctx, wait)).to.equal(false);
    release();
    expect(await resolved(ctx, wait)).to.equal(true);
    expect(ctx.store.get(nearestListAtom).status).to.equal('error');
  });
});
