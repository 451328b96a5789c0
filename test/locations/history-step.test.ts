import { expect } from '@open-wc/testing';
import { historyWrite, nextRestoreAction, readStep, stateWithStep, type HistoryStep } from '../../src/locations/history-step';

const SEARCH: HistoryStep = { mode: 'search', station: null, place: null, route: null };
const ROUTE = {
  stops: [
    { description: 'Leeds', location: { lat: 53.79648, lng: -1.54785 } },
    { description: 'Sheffield', location: { lat: 53.38297, lng: -1.4659 } },
  ],
  avoidTolls: false,
  avoidHighways: false,
  corridorRadiusKm: 5,
  departure: null,
};
const STATION = { resource: 'locations', id: '7' };

describe('history steps (issue 47)', () => {
  it('reads a step back from an entry\'s state, and nothing from a state that is not ours or broken', () => {
    const step: HistoryStep = { mode: 'directions', station: STATION, place: null, route: ROUTE };
    const state = structuredClone(stateWithStep({ hostRouter: 1 }, step));
    expect(state['hostRouter']).to.equal(1);
    expect(readStep(state)).to.deep.equal(step);
    for (const broken of [null, 'x', {}, { stationLocator: { mode: 'map' } }, { stationLocator: { ...step, route: { stops: [ROUTE.stops[0]] } } }]) {
      expect(readStep(broken), JSON.stringify(broken)).to.equal(null);
    }
  });

  it('pushes an entry for a step, rewrites the entry for a map move or a renamed route, and keeps the route while it is asked for again', () => {
    const directions: HistoryStep = { ...SEARCH, mode: 'directions' };
    const routed: HistoryStep = { ...directions, route: ROUTE };
    expect(historyWrite(null, SEARCH)).to.equal('stamp');
    expect(historyWrite(SEARCH, { ...SEARCH }), 'a map move').to.equal('stamp');
    expect(historyWrite(SEARCH, { ...SEARCH, station: STATION })).to.equal('push');
    expect(historyWrite(SEARCH, { ...SEARCH, place: { placeId: 'p' } })).to.equal('push');
    expect(historyWrite(SEARCH, directions)).to.equal('push');
    expect(historyWrite(directions, routed)).to.equal('push');
    expect(historyWrite(routed, directions), 'the route asked for again').to.equal('keep');
    // The same route placed a few metres off by the router is the same step.
    const moved = { ...ROUTE, stops: ROUTE.stops.map((stop) => ({ ...stop, location: { lat: stop.location.lat + 0.0003, lng: stop.location.lng } })) };
    expect(historyWrite(routed, { ...routed, route: moved })).to.equal('stamp');
    // The same stops named in another language (a language switch) are the same step.
    const english = { ...ROUTE, stops: ROUTE.stops.map((stop) => ({ ...stop, description: `${stop.description}, United Kingdom` })) };
    expect(historyWrite(routed, { ...routed, route: english })).to.equal('stamp');
    expect(historyWrite(routed, { ...routed, route: { ...ROUTE, avoidTolls: true } })).to.equal('push');
    expect(historyWrite(routed, { ...routed, station: STATION })).to.equal('push');
    // Directions mode entered from a station's details, which close a moment later: no step of their own.
    expect(historyWrite({ ...directions, station: STATION }, directions)).to.equal('stamp');
    expect(historyWrite({ ...routed, station: STATION }, routed), 'details closed over a route').to.equal('push');
  });

  it('walks to an entry\'s step one move at a time: the mode (with its route), the route, the place, the station', () => {
    const routedWithStation: HistoryStep = { mode: 'directions', station: STATION, place: null, route: ROUTE };
    expect(nextRestoreAction(routedWithStation, SEARCH)).to.deep.equal({ kind: 'open-route', route: ROUTE });
    expect(nextRestoreAction(routedWithStation, { ...SEARCH, mode: 'directions', route: ROUTE })).to.deep.equal({ kind: 'station', station: STATION });
    expect(nextRestoreAction(routedWithStation, routedWithStation)).to.equal(null);
    expect(nextRestoreAction({ ...SEARCH, mode: 'directions' }, { ...SEARCH, mode: 'directions', route: ROUTE })).to.deep.equal({ kind: 'reset-route' });
    expect(nextRestoreAction({ ...SEARCH, station: STATION }, { ...SEARCH, mode: 'directions', route: ROUTE })).to.deep.equal({ kind: 'search' });
    expect(nextRestoreAction({ ...SEARCH, place: { placeId: 'p' }, station: STATION }, SEARCH)).to.deep.equal({ kind: 'place', placeId: 'p' });
    expect(nextRestoreAction(SEARCH, { ...SEARCH, station: STATION })).to.deep.equal({ kind: 'close-station' });
    // A place is not unchosen: the entry before it shows with the place still chosen.
    expect(nextRestoreAction(SEARCH, { ...SEARCH, place: { placeId: 'p' } })).to.equal(null);
  });
});
