import { expect } from '@open-wc/testing';
import {
  addStopAfterAtom,
  applyDirectionsTargetAtom,
  chooseWaypointOptionAtom,
  clearWaypointAtom,
  corridorOrderAtom,
  corridorRadiusAtom,
  departureAtom,
  fuelPlanAtom,
  locateWaypointAtom,
  openOnArrivalOnlyAtom,
  setCorridorOrderAtom,
  setDepartureAtom,
  setFuelAmountsAtom,
  setFuelChoiceAtom,
  setOpenOnArrivalOnlyAtom,
  openRouteAtom,
  removeStopAtom,
  resetDirectionsAtom,
  restoreWaypointTextAtom,
  routeAtom,
  routeAvoidanceAtom,
  routeErrorAtom,
  routeStatusAtom,
  setRouteAvoidanceAtom,
  setRouteIndexAtom,
  setCorridorRadiusAtom,
  setWaypointTextAtom,
  swapWithNextAtom,
  waypointField,
  waypointsAtom,
} from '../../src/directions/directions-atoms';
import type { RawRoute } from '../../src/map/route-model';
import type { RouteRequest } from '../../src/map';
import { mapTargetAtom, selectedLocationAtom, selectLocationAtom } from '../../src/locations';
import { activeRouteAtom, chosenWaypointPinsAtom, openPlannedRouteAtom, planDirectionsToAtom, sidebarModeAtom } from '../../src/shared';
import { completion, rawPlace, station, suggestion } from '../search/helpers/fixtures';
import { createSearchContext, type SearchTestContext } from '../search/helpers/search-context';
import { LEEDS, LEEDS_TO_LONDON, LONDON, rawRouteThrough } from './fixtures';

/** Leeds to London in `legs` legs (1 or 2, via the East Midlands). */
const rawRoute = (legs = 1): RawRoute =>
  rawRouteThrough([LEEDS, { lat: 52.9, lng: -1.2 }, LONDON].slice(0, legs + 1), { distanceMeters: 150_000, durationSeconds: 5400, instructions: '<b>Go</b>', maneuver: 'TURN_LEFT' });

type Ctx = SearchTestContext;

async function typeAndChoose(ctx: Ctx, id: string, text: string, index = 0) {
  ctx.store.set(setWaypointTextAtom, id, text);
  ctx.timers.advance(250);
  await ctx.settle();
  await ctx.store.set(chooseWaypointOptionAtom, id, index);
  await ctx.settle();
}

function scriptPlaces(ctx: Ctx) {
  ctx.maps.scriptSuggestions('Leeds', [suggestion('p-leeds', 'Leeds, UK')]);
  ctx.maps.scriptSuggestions('London', [suggestion('p-london', 'London, UK')]);
  ctx.maps.scriptSuggestions('Wakefield', [suggestion('p-wakefield', 'Wakefield, UK')]);
  ctx.api.on('GET', /\/complete$/, () => []);
}

const ids = (ctx: Ctx) => ctx.store.get(waypointsAtom).map((waypoint) => waypoint.id);
const routeCalls = (ctx: Ctx) => ctx.maps.callsOf('route').map((call) => call.argument as RouteRequest);

describe('directions atoms', () => {
  let ctx: Ctx;
  beforeEach(() => {
    ctx = createSearchContext();
    scriptPlaces(ctx);
    ctx.maps.scriptRoute(rawRoute());
  });

  it('starts with two empty waypoint slots', () => {
    const waypoints = ctx.store.get(waypointsAtom);
    expect(waypoints).to.have.length(2);
    expect(waypoints.every((waypoint) => waypoint.selection === null && waypoint.searchTerm === '')).to.equal(true);
  });

  it('gives every waypoint its own completions: typing in one never touches another', async () => {
    const [origin, destination] = ids(ctx);
    ctx.store.set(setWaypointTextAtom, origin!, 'Leeds');
    ctx.store.set(setWaypointTextAtom, destination!, 'London');
    ctx.timers.advance(250);
    await ctx.settle();
    const originOptions = ctx.store.get(waypointField(origin!).listAtom).options.map((option) => option.text);
    const destinationOptions = ctx.store.get(waypointField(destination!).listAtom).options.map((option) => option.text);
    expect(originOptions).to.deep.equal(['Leeds, UK']);
    expect(destinationOptions).to.deep.equal(['London, UK']);
    // The same debounce and minimum length as the search box.
    ctx.store.set(setWaypointTextAtom, origin!, 'Le');
    expect(ctx.store.get(waypointField(origin!).listAtom).options).to.deep.equal([]);
    expect(ctx.store.get(waypointField(destination!).listAtom).options).to.have.length(1);
  });

  it('only a start chosen: its place is looked up (ending the field\'s session) and shown, a pin and the map on its box; the route takes over', async () => {
    const [origin, destination] = ids(ctx);
    const leedsBox = { north: 53.9, south: 53.7, east: -1.3, west: -1.8 };
    ctx.maps.scriptPlace({ ...rawPlace({ id: 'p-leeds', name: 'Leeds', center: LEEDS, viewport: leedsBox }) });
    await typeAndChoose(ctx, origin!, 'Leeds');
    const details = ctx.maps.callsOf('details');
    expect(details.map((call) => call.argument)).to.deep.equal(['p-leeds']);
    // The field's session: the one its suggestions were asked in.
    expect(details[0]!.session).to.equal(ctx.maps.callsOf('suggest').at(-1)!.session);
    expect(ctx.store.get(chosenWaypointPinsAtom)).to.deep.equal([{ label: 'A', name: 'Leeds, UK', location: LEEDS }]);
    expect(ctx.store.get(mapTargetAtom)?.target).to.deep.equal({ kind: 'bounds', bounds: leedsBox });
    expect(routeCalls(ctx)).to.deep.equal([]);

    await typeAndChoose(ctx, destination!, 'London');
    // Asked for once, by the place ids; London's details (none scripted) change nothing.
    expect(routeCalls(ctx)).to.have.length(1);
    expect(routeCalls(ctx)[0]!.waypoints).to.deep.equal([
      { label: 'Leeds, UK', placeId: 'p-leeds' },
      { label: 'London, UK', placeId: 'p-london' },
    ]);
    expect(ctx.store.get(chosenWaypointPinsAtom)).to.deep.equal([]);
    expect(ctx.store.get(activeRouteAtom)!.markers.map((marker) => marker.label)).to.deep.equal(['A', 'B']);
    // The destination emptied: the route goes, the start's pin comes back (the map stays where it is).
    const target = ctx.store.get(mapTargetAtom);
    ctx.store.set(clearWaypointAtom, destination!);
    expect(ctx.store.get(activeRouteAtom)).to.equal(null);
    expect(ctx.store.get(chosenWaypointPinsAtom).map((pin) => pin.label)).to.deep.equal(['A']);
    expect(ctx.store.get(mapTargetAtom)).to.equal(target);
    // Leaving directions mode takes the pins away.
    ctx.store.set(resetDirectionsAtom);
    expect(ctx.store.get(chosenWaypointPinsAtom)).to.deep.equal([]);
  });

  it('only a destination station chosen: its pin (B, the list\'s letter) and the map centred on it', async () => {
    const [, destination] = ids(ctx);
    ctx.api.on('GET', /\/api\/v2\/locations\/complete$/, () => [completion('7', 'BP Oxford Road')]);
    ctx.api.on('GET', /\/api\/v2\/locations\/7$/, () => station('7', 51.75, -1.25, 0));
    await typeAndChoose(ctx, destination!, 'BP Oxford');
    expect(ctx.maps.callsOf('details')).to.deep.equal([]);
    expect(ctx.store.get(chosenWaypointPinsAtom)).to.deep.equal([{ label: 'B', name: 'BP Oxford Road', location: { lat: 51.75, lng: -1.25 } }]);
    expect(ctx.store.get(mapTargetAtom)?.target).to.deep.equal({ kind: 'center', center: { lat: 51.75, lng: -1.25 }, zoom: 13 });
  });

  it('requests the route once every waypoint is chosen, with place ids, and publishes it for the map', async () => {
    const [origin, destination] = ids(ctx);
    await typeAndChoose(ctx, origin!, 'Leeds');
    expect(routeCalls(ctx)).to.deep.equal([]); // the destination is still empty
    await typeAndChoose(ctx, destination!, 'London');
    expect(routeCalls(ctx)).to.have.length(1);
    expect(routeCalls(ctx)[0]).to.deep.equal({
      waypoints: [
        { label: 'Leeds, UK', placeId: 'p-leeds' },
        { label: 'London, UK', placeId: 'p-london' },
      ],
      avoidTolls: false,
      avoidHighways: false,
      avoidFerries: false,
      unitSystem: 'metric',
    });
    expect(ctx.store.get(routeStatusAtom)).to.equal('ready');
    const route = ctx.store.get(routeAtom)!;
    expect(route.legs[0]!.startLabel).to.equal('Leeds, UK');
    const active = ctx.store.get(activeRouteAtom)!;
    expect(active.markers.map((marker) => [marker.label, marker.name])).to.deep.equal([
      ['A', 'Leeds, UK'],
      ['B', 'London, UK'],
    ]);
    expect(active.encodedPath).to.equal(route.encodedPath);
    expect(ctx.store.get(mapTargetAtom)?.target).to.deep.include({ kind: 'bounds', bounds: route.bounds });
    expect(ctx.analytics.filter((event) => event.name === 'route_requested')).to.deep.equal([
      { name: 'route_requested', params: { waypoint_count: 2, avoid_tolls: false, avoid_highways: false } },
    ]);
  });

  it('aborts the route request in flight when a newer one starts', async () => {
    const [origin, destination] = ids(ctx);
    await typeAndChoose(ctx, origin!, 'Leeds');
    const release = ctx.maps.holdNext('route');
    await typeAndChoose(ctx, destination!, 'London');
    expect(ctx.store.get(routeStatusAtom)).to.equal('loading');
    ctx.store.set(setRouteAvoidanceAtom, { avoidTolls: true });
    await ctx.settle();
    release();
    await ctx.settle();
    expect(routeCalls(ctx).map((request) => request.avoidTolls)).to.deep.equal([false, true]);
    expect(ctx.store.get(routeStatusAtom)).to.equal('ready');
    expect(ctx.analytics.filter((event) => event.name === 'route_failed')).to.deep.equal([]);
  });

  it('clears the route and flags the failure when there is no route or the request fails', async () => {
    const [origin, destination] = ids(ctx);
    await typeAndChoose(ctx, origin!, 'Leeds');
    await typeAndChoose(ctx, destination!, 'London');
    expect(ctx.store.get(routeAtom)).to.not.equal(null);

    ctx.maps.scriptRoute(null);
    ctx.store.set(setRouteAvoidanceAtom, { avoidHighways: true });
    await ctx.settle();
    expect(ctx.store.get(routeAtom)).to.equal(null);
    expect(ctx.store.get(activeRouteAtom)).to.equal(null);
    expect(ctx.store.get(routeStatusAtom)).to.equal('error');
    expect(ctx.store.get(routeErrorAtom)).to.equal('no_route');

    ctx.maps.scriptRoute(rawRoute());
    ctx.maps.failNext('route', 'network');
    ctx.store.set(setRouteAvoidanceAtom, { avoidHighways: false });
    await ctx.settle();
    expect(ctx.store.get(routeErrorAtom)).to.equal('failed');
    expect(ctx.analytics.filter((event) => event.name === 'route_failed').map((event) => event.params['reason'])).to.deep.equal(['no_route', 'failed']);
    expect(ctx.logger.entries.some((entry) => entry.level === 'error')).to.equal(true);
  });

  it('treats a missing route at the chosen route index as an error', async () => {
    const [origin, destination] = ids(ctx);
    await typeAndChoose(ctx, origin!, 'Leeds');
    await typeAndChoose(ctx, destination!, 'London');
    ctx.store.set(setRouteIndexAtom, 1);
    await ctx.settle();
    expect(ctx.store.get(routeStatusAtom)).to.equal('error');
    expect(ctx.store.get(routeErrorAtom)).to.equal('failed');
    expect(ctx.store.get(routeAtom)).to.equal(null);
  });

  it('typing over a chosen waypoint keeps its choice and the route until the text is emptied; clearing resets term, selection and geolocation', async () => {
    const [origin, destination] = ids(ctx);
    await typeAndChoose(ctx, origin!, 'Leeds');
    await typeAndChoose(ctx, destination!, 'London');
    const routeRequests = routeCalls(ctx).length;
    ctx.store.set(setWaypointTextAtom, destination!, 'Lond');
    expect(ctx.store.get(waypointsAtom)[1]).to.deep.include({ searchTerm: 'Lond' });
    expect(ctx.store.get(waypointsAtom)[1]!.selection?.description).to.equal('London, UK');
    expect(ctx.store.get(routeAtom)).to.not.equal(null);
    // Escape brings the choice's text back; nothing to bring back once it shows.
    expect(ctx.store.set(restoreWaypointTextAtom, destination!)).to.equal(true);
    expect(ctx.store.get(waypointField(destination!).queryAtom)).to.equal('London, UK');
    expect(ctx.store.get(waypointsAtom)[1]!.searchTerm).to.equal('London, UK');
    expect(ctx.store.set(restoreWaypointTextAtom, destination!)).to.equal(false);
    await ctx.settle();
    expect(routeCalls(ctx)).to.have.length(routeRequests);
    // An emptied text is a cleared choice: the route goes, and there is nothing to restore.
    ctx.store.set(setWaypointTextAtom, destination!, '');
    expect(ctx.store.get(waypointsAtom)[1]!.selection).to.equal(null);
    expect(ctx.store.get(routeAtom)).to.equal(null);
    expect(ctx.store.set(restoreWaypointTextAtom, destination!)).to.equal(false);
    ctx.store.set(clearWaypointAtom, origin!);
    expect(ctx.store.get(waypointsAtom)[0]).to.deep.equal({ id: origin, searchTerm: '', selection: null, geolocation: 'none' });
    expect(ctx.store.get(waypointField(origin!).queryAtom)).to.equal('');
  });

  it('adds, swaps and removes stops, asking for the route each time the chosen waypoints change', async () => {
    const [origin, destination] = ids(ctx);
    await typeAndChoose(ctx, origin!, 'Leeds');
    await typeAndChoose(ctx, destination!, 'London');
    ctx.store.set(addStopAfterAtom, 0);
    const stop = ids(ctx)[1]!;
    expect(ids(ctx)).to.deep.equal([origin, stop, destination]);
    // An empty stop does not drop the route; the limit (3) is reached.
    expect(ctx.store.get(routeAtom)).to.not.equal(null);
    ctx.store.set(addStopAfterAtom, 1);
    expect(ids(ctx)).to.have.length(3);

    ctx.maps.scriptRoute(rawRoute(2));
    await typeAndChoose(ctx, stop, 'Wakefield');
    expect(routeCalls(ctx).at(-1)!.waypoints.map((waypoint) => waypoint.label)).to.deep.equal(['Leeds, UK', 'Wakefield, UK', 'London, UK']);
    expect(ctx.store.get(activeRouteAtom)!.markers.map((marker) => marker.label)).to.deep.equal(['A', 'B', 'C']);

    ctx.store.set(swapWithNextAtom, 0);
    await ctx.settle();
    expect(routeCalls(ctx).at(-1)!.waypoints.map((waypoint) => waypoint.label)).to.deep.equal(['Wakefield, UK', 'Leeds, UK', 'London, UK']);

    ctx.maps.scriptRoute(rawRoute(1));
    ctx.store.set(removeStopAtom, origin!); // Leeds is the stop now
    await ctx.settle();
    expect(ids(ctx)).to.deep.equal([stop, destination]);
    expect(routeCalls(ctx).at(-1)!.waypoints.map((waypoint) => waypoint.label)).to.deep.equal(['Wakefield, UK', 'London, UK']);
  });

  it('knows a chosen station by its detail before asking for the route', async () => {
    ctx.api.on('GET', /\/api\/v2\/locations\/complete$/, () => [completion('1001', 'BP Leeds Road')]);
    ctx.api.on('GET', /\/api\/v2\/locations\/1001$/, () => station('1001', 53.75, -1.6, 0));
    const [origin, destination] = ids(ctx);
    await typeAndChoose(ctx, origin!, 'BP Leeds');
    expect(ctx.store.get(waypointsAtom)[0]!.selection).to.deep.equal({ kind: 'location', resource: 'locations', id: '1001', description: 'BP Leeds Road', location: { lat: 53.75, lng: -1.6 } });
    await typeAndChoose(ctx, destination!, 'London');
    expect(routeCalls(ctx)[0]!.waypoints[0]).to.deep.equal({ label: 'BP Leeds Road', location: { lat: 53.75, lng: -1.6 } });
  });

  it('uses "my position" for the origin: waiting, then the geocoded address at the device position; error without a result', async () => {
    const origin = ids(ctx)[0]!;
    ctx.maps.scriptReverse(LEEDS, [{ placeId: 'p-here', formattedAddress: '1 Park Row, Leeds', location: LEEDS, types: ['street_address'] }]);
    const pending = ctx.store.set(locateWaypointAtom, origin);
    expect(ctx.store.get(waypointsAtom)[0]!.geolocation).to.equal('waiting');
    ctx.geolocation.succeed(LEEDS.lat, LEEDS.lng);
    await pending;
    const located = ctx.store.get(waypointsAtom)[0]!;
    expect(located.geolocation).to.equal('success');
    expect(located.selection).to.deep.equal({ kind: 'point', description: '1 Park Row, Leeds', location: LEEDS });
    expect(ctx.store.get(waypointField(origin).queryAtom)).to.equal('1 Park Row, Leeds');

    const failing = ctx.store.set(locateWaypointAtom, origin);
    ctx.geolocation.fail(1);
    await failing;
    expect(ctx.store.get(waypointsAtom)[0]!.geolocation).to.equal('error');
  });

  it('resets to two empty slots and no route (leaving directions mode)', async () => {
    const [origin, destination] = ids(ctx);
    await typeAndChoose(ctx, origin!, 'Leeds');
    await typeAndChoose(ctx, destination!, 'London');
    ctx.store.set(addStopAfterAtom, 0);
    ctx.store.set(resetDirectionsAtom);
    const waypoints = ctx.store.get(waypointsAtom);
    expect(waypoints).to.have.length(2);
    expect(waypoints.every((waypoint) => waypoint.selection === null && waypoint.searchTerm === '')).to.equal(true);
    expect(ctx.store.get(waypointField(waypoints[0]!.id).queryAtom)).to.equal('');
    expect(ctx.store.get(routeAtom)).to.equal(null);
    expect(ctx.store.get(activeRouteAtom)).to.equal(null);
  });

  it('takes a station as the destination and the searched place as the origin from the info window', async () => {
    // Its details are open (the info window asked); once the route is planned they close.
    ctx.api.on('GET', /\/locations\/7$/, () => station('7', 51.75, -1.25, 0));
    await ctx.store.set(selectLocationAtom, { resource: 'locations', id: '7' });
    expect(ctx.store.get(selectedLocationAtom)?.location.id).to.equal('7');
    ctx.store.set(planDirectionsToAtom, {
      destination: { description: 'BP Oxford Road', location: { lat: 51.75, lng: -1.25 }, station: { resource: 'locations', id: '7' } },
      origin: { description: 'Leeds, UK', location: LEEDS },
    });
    expect(ctx.store.get(sidebarModeAtom)).to.equal('directions');
    expect(ctx.store.set(applyDirectionsTargetAtom)).to.equal('info_window');
    expect(ctx.store.get(selectedLocationAtom)).to.equal(null);
    await ctx.settle();
    expect(routeCalls(ctx)[0]!.waypoints).to.deep.equal([
      { label: 'Leeds, UK', location: LEEDS },
      { label: 'BP Oxford Road', location: { lat: 51.75, lng: -1.25 } },
    ]);
    // Taken once: opening directions mode again starts empty.
    expect(ctx.store.set(applyDirectionsTargetAtom)).to.equal(null);
  });

  it('opens a shared route link: its stops replace the waypoints as points, its options are set, the route is asked for', async () => {
    const [origin] = ids(ctx);
    await typeAndChoose(ctx, origin!, 'Leeds');
    ctx.store.set(openPlannedRouteAtom, {
      stops: [
        { description: 'Leeds', location: LEEDS },
        { description: 'Wakefield', location: { lat: 53.683, lng: -1.499 } },
        { description: 'London', location: LONDON },
      ],
      avoidTolls: true,
      avoidHighways: false,
      corridorRadiusKm: 40,
    });
    expect(ctx.store.get(sidebarModeAtom)).to.equal('directions');
    expect(ctx.store.set(applyDirectionsTargetAtom)).to.equal('link');
    await ctx.settle();
    const waypoints = ctx.store.get(waypointsAtom);
    expect(waypoints.map((waypoint) => waypoint.selection)).to.deep.equal([
      { kind: 'point', description: 'Leeds', location: LEEDS },
      { kind: 'point', description: 'Wakefield', location: { lat: 53.683, lng: -1.499 } },
      { kind: 'point', description: 'London', location: LONDON },
    ]);
    // Each input shows its stop; new ids, so no old completion state hangs on them.
    expect(waypoints.map((waypoint) => ctx.store.get(waypointField(waypoint.id).queryAtom))).to.deep.equal(['Leeds', 'Wakefield', 'London']);
    expect(waypoints.map((waypoint) => waypoint.id)).to.not.include(origin);
    expect(ctx.store.get(routeAvoidanceAtom)).to.deep.include({ avoidTolls: true, avoidHighways: false });
    // The radius is kept within the config's range.
    expect(ctx.store.get(corridorRadiusAtom)).to.equal(25);
    expect(routeCalls(ctx).at(-1)).to.deep.include({ avoidTolls: true, avoidHighways: false });
    expect(routeCalls(ctx).at(-1)!.waypoints.map((stop) => stop.label)).to.deep.equal(['Leeds', 'Wakefield', 'London']);
    const active = ctx.store.get(activeRouteAtom)!;
    expect([active.avoidTolls, active.avoidHighways, active.corridorRadiusKm]).to.deep.equal([true, false, 25]);
    // Taken once.
    expect(ctx.store.set(applyDirectionsTargetAtom)).to.equal(null);
  });

  it('opens a route whose radius is not set with the config default, and a station stop as a known location', async () => {
    ctx.store.set(setCorridorRadiusAtom, 12);
    ctx.store.set(openRouteAtom, {
      stops: [
        { description: 'Leeds', location: LEEDS },
        { description: 'BP Oxford Road', location: { lat: 51.75, lng: -1.25 }, station: { resource: 'locations', id: '7' } },
      ],
      avoidTolls: false,
      avoidHighways: true,
      corridorRadiusKm: null,
    });
    await ctx.settle();
    // The default: the config's 5 km (the test locator reads miles, which only label it).
    expect(ctx.store.get(corridorRadiusAtom)).to.equal(5);
    expect(ctx.store.get(waypointsAtom)[1]!.selection).to.deep.equal({
      kind: 'location',
      resource: 'locations',
      id: '7',
      description: 'BP Oxford Road',
      location: { lat: 51.75, lng: -1.25 },
    });
    // No lookup was needed: the route was asked for at once.
    expect(ctx.api.callsTo('GET', /\/locations\/7$/)).to.have.length(0);
    expect(routeCalls(ctx)).to.have.length(1);
  });
});

describe('directions atoms: corridor radius', () => {
  it('defaults to the config value in kilometres (where distances read in miles too), stays in range, and is republished with the route without a new route request', async () => {
    expect(createSearchContext().store.get(corridorRadiusAtom)).to.equal(5);
    const ctx = createSearchContext({ remote: { intlData: { formats: { number: { distance: { unit: 'kilometer' } } } } } });
    scriptPlaces(ctx);
    ctx.maps.scriptRoute(rawRoute());
    expect(ctx.store.get(corridorRadiusAtom)).to.equal(5);
    const [origin, destination] = ids(ctx);
    await typeAndChoose(ctx, origin!, 'Leeds');
    await typeAndChoose(ctx, destination!, 'London');
    expect(ctx.store.get(activeRouteAtom)!.corridorRadiusKm).to.equal(5);
    ctx.store.set(setCorridorRadiusAtom, 12);
    expect(ctx.store.get(activeRouteAtom)!.corridorRadiusKm).to.equal(12);
    ctx.store.set(setCorridorRadiusAtom, 99);
    expect(ctx.store.get(corridorRadiusAtom)).to.equal(25);
    ctx.store.set(setCorridorRadiusAtom, 0);
    expect(ctx.store.get(corridorRadiusAtom)).to.equal(1);
    ctx.store.set(setCorridorRadiusAtom, Number.NaN);
    expect(ctx.store.get(corridorRadiusAtom)).to.equal(1);
    expect(routeCalls(ctx)).to.have.length(1);
  });
});

describe('directions atoms: departure, time profile and detour waypoints (issue 18)', () => {
  it('publishes the route with its time profile; a departure is republished without a new route request; a link sets it; leaving resets the list state', async () => {
    const ctx = createSearchContext();
    scriptPlaces(ctx);
    ctx.maps.scriptRoute(rawRoute(2));
    const [origin, destination] = ids(ctx);
    await typeAndChoose(ctx, origin!, 'Leeds');
    await typeAndChoose(ctx, destination!, 'London');
    const active = ctx.store.get(activeRouteAtom)!;
    expect(active.departure).to.equal(null);
    // Two legs of one step each: [0, 0], the first leg's end, the line's end; 5,400 s each.
    expect(active.timeProfile!.map(([, seconds]) => seconds)).to.deep.equal([0, 5400, 10_800]);
    // A Google-style route (no offline network): the API estimates detours.
    expect(active.detourWaypoints).to.equal(null);

    const requests = routeCalls(ctx).length;
    ctx.store.set(setDepartureAtom, '2026-11-22T23:30:00.000Z');
    expect(ctx.store.get(departureAtom)).to.equal('2026-11-22T23:30:00.000Z');
    expect(ctx.store.get(activeRouteAtom)!.departure).to.equal('2026-11-22T23:30:00.000Z');
    ctx.store.set(setDepartureAtom, 'not a time');
    expect(ctx.store.get(departureAtom)).to.equal(null);
    expect(routeCalls(ctx)).to.have.length(requests);

    ctx.store.set(openRouteAtom, { ...LEEDS_TO_LONDON, departure: '2026-11-29T06:00:00.000Z' });
    await ctx.settle();
    expect(ctx.store.get(activeRouteAtom)!.departure).to.equal('2026-11-29T06:00:00.000Z');

    ctx.store.set(setCorridorOrderAtom, 'detour');
    ctx.store.set(setOpenOnArrivalOnlyAtom, true);
    ctx.store.set(resetDirectionsAtom);
    expect([ctx.store.get(corridorOrderAtom), ctx.store.get(openOnArrivalOnlyAtom)]).to.deep.equal(['route', false]);
  });

  it('sends the waypoints for detours only for our own router\'s routes', async () => {
    const ctx = createSearchContext();
    scriptPlaces(ctx);
    ctx.maps.scriptRoute({ ...rawRoute(2), network: 'motorway' });
    const [origin, destination] = ids(ctx);
    await typeAndChoose(ctx, origin!, 'Leeds');
    await typeAndChoose(ctx, destination!, 'London');
    expect(ctx.store.get(activeRouteAtom)!.detourWaypoints).to.deep.equal([LEEDS, { lat: 52.9, lng: -1.2 }, LONDON]);
  });

  it('the fuel plan: chosen in route options, else the fuel filter\'s, else E10; 40 l at 7 l/100 km unless changed', () => {
    const ctx = createSearchContext();
    expect(ctx.store.get(fuelPlanAtom)).to.deep.equal({ fuel: 'E10', litres: 40, litresPer100Km: 7 });
    ctx.store.set(setFuelChoiceAtom, 'B7_STANDARD');
    ctx.store.set(setFuelAmountsAtom, { litres: 55, litresPer100Km: -1 });
    expect(ctx.store.get(fuelPlanAtom)).to.deep.equal({ fuel: 'B7_STANDARD', litres: 55, litresPer100Km: 7 });
  });
});
