import { expect } from '@open-wc/testing';
import {
  addStopAfter,
  canAddStop,
  canRemove,
  canSwapWithNext,
  chosenWaypointPins,
  clearWaypoint,
  emptyWaypoint,
  insertStopIntoLeg,
  isFilled,
  legIndexAt,
  markerLabel,
  markerLabels,
  removeStop,
  roleOf,
  swapWithNext,
  type Waypoint,
} from '../../src/directions/waypoints';

const place = (id: string, description: string): Waypoint => ({
  id,
  searchTerm: description,
  selection: { kind: 'place', placeId: `p-${id}`, description },
  geolocation: 'none',
});
const ids = (list: readonly Waypoint[]) => list.map((waypoint) => waypoint.id);

describe('waypoint rules (spec sections 4, 5, 9)', () => {
  it('names the first the origin, the last the destination and the others stops', () => {
    expect([0, 1, 2, 3].map((index) => roleOf(index, 4))).to.deep.equal(['origin', 'stop', 'stop', 'destination']);
    expect([0, 1].map((index) => roleOf(index, 2))).to.deep.equal(['origin', 'destination']);
  });

  it('letters the markers A, B, C … and goes on past Z', () => {
    expect([0, 1, 2, 25, 26, 27].map(markerLabel)).to.deep.equal(['A', 'B', 'C', 'Z', 'AA', 'AB']);
    // The list's letters match the route's markers: a stop not chosen yet has none and moves no letter on.
    const chosen = (description: string): Waypoint => ({ ...emptyWaypoint(description), selection: { kind: 'point', description, location: { lat: 53, lng: -1 } } });
    expect(markerLabels([chosen('Leeds'), emptyWaypoint('s'), chosen('Sheffield')])).to.deep.equal(['A', null, 'B']);
    expect(markerLabels([chosen('Leeds'), chosen('York'), chosen('Sheffield')])).to.deep.equal(['A', 'B', 'C']);
    // Start and destination keep their letters before anything is chosen.
    expect(markerLabels([emptyWaypoint('o'), emptyWaypoint('d')])).to.deep.equal(['A', 'B']);
  });

  it('adds an empty stop after a waypoint until the limit, never after the destination', () => {
    const two = [place('a', 'Leeds'), place('b', 'London')];
    const three = addStopAfter(two, 0, 'c', 3);
    expect(ids(three)).to.deep.equal(['a', 'c', 'b']);
    expect(three[1]).to.deep.equal(emptyWaypoint('c'));
    // Limit reached (3, the default): no more stops, and the rule says the button is hidden.
    expect(canAddStop(three, 3)).to.equal(false);
    expect(addStopAfter(three, 0, 'd', 3)).to.equal(three);
    expect(canAddStop(two, 3)).to.equal(true);
    expect(addStopAfter(two, 1, 'd', 3)).to.equal(two);
    expect(addStopAfter(two, -1, 'd', 3)).to.equal(two);
    expect(ids(addStopAfter(three, 1, 'd', 5))).to.deep.equal(['a', 'c', 'd', 'b']);
  });

  it('removes stops only, never the origin or the destination', () => {
    const list = [place('a', 'Leeds'), place('s', 'Wakefield'), place('b', 'London')];
    expect([0, 1, 2].map((index) => canRemove(list, index))).to.deep.equal([false, true, false]);
    expect(ids(removeStop(list, 1))).to.deep.equal(['a', 'b']);
    expect(removeStop(list, 0)).to.equal(list);
    expect(removeStop(list, 2)).to.equal(list);
  });

  it('swaps a waypoint with the next only when either is filled', () => {
    const empty = [emptyWaypoint('a'), emptyWaypoint('b')];
    expect(canSwapWithNext(empty, 0)).to.equal(false);
    expect(swapWithNext(empty, 0)).to.equal(empty);
    const typed = [emptyWaypoint('a'), { ...emptyWaypoint('b'), searchTerm: 'Lon' }];
    expect(isFilled(typed[1]!)).to.equal(true);
    expect(ids(swapWithNext(typed, 0))).to.deep.equal(['b', 'a']);
    const full = [place('a', 'Leeds'), place('b', 'London')];
    expect(ids(swapWithNext(full, 0))).to.deep.equal(['b', 'a']);
    expect(canSwapWithNext(full, 1)).to.equal(false); // nothing after the destination
  });

  it('clears a waypoint: its term, its selection and its geolocation', () => {
    const located: Waypoint = { id: 'a', searchTerm: '1 High St', selection: { kind: 'point', description: '1 High St', location: { lat: 53.8, lng: -1.5 } }, geolocation: 'success' };
    const list = clearWaypoint([located, place('b', 'London')], 'a');
    expect(list[0]).to.deep.equal(emptyWaypoint('a'));
    expect(list[1]).to.deep.equal(place('b', 'London'));
  });
});

describe('pins of the waypoints chosen before there is a route', () => {
  it('pins each chosen waypoint whose place is known, with the list\'s letter: a place once its details are in', () => {
    const york = { lat: 53.96, lng: -1.08 };
    const station: Waypoint = { ...emptyWaypoint('s'), selection: { kind: 'location', resource: 'locations', id: '7', description: 'BP Oxford Road', location: null } };
    const located: Waypoint = { ...place('d', 'York, UK'), selection: { kind: 'place', placeId: 'p-d', description: 'York, UK', location: york } };
    // The start a place not looked up yet, a stop still being looked up, the destination a place with its details.
    expect(chosenWaypointPins([place('o', 'Leeds, UK'), station, located])).to.deep.equal([{ label: 'C', name: 'York, UK', location: york }]);
    // Nothing chosen: no pins; an empty stop takes no letter.
    expect(chosenWaypointPins([emptyWaypoint('a'), emptyWaypoint('b')])).to.deep.equal([]);
    expect(chosenWaypointPins([emptyWaypoint('a'), emptyWaypoint('s'), located])).to.deep.equal([{ label: 'B', name: 'York, UK', location: york }]);
  });
});

describe('stops from the stations along the route', () => {
  it('finds the leg a point lies on from its distance along the route', () => {
    const legs = [10_000, 25_000, 5_000];
    expect([0, 9_999, 10_000, 10_001, 35_000, 35_001, 40_000, 99_999].map((along) => legIndexAt(legs, along))).to.deep.equal([0, 0, 0, 1, 1, 2, 2, 2]);
    expect(legIndexAt([], 5)).to.equal(0);
  });

  it('inserts the station into that leg, between its two waypoints, until the limit', () => {
    const list = [place('a', 'Leeds'), place('b', 'London')];
    const stop = place('s', 'BP Wakefield');
    expect(ids(insertStopIntoLeg(list, 0, stop, 3))).to.deep.equal(['a', 's', 'b']);
    const three = [place('a', 'Leeds'), place('m', 'Sheffield'), place('b', 'London')];
    expect(ids(insertStopIntoLeg(three, 1, stop, 4))).to.deep.equal(['a', 'm', 's', 'b']);
    expect(insertStopIntoLeg(three, 1, stop, 3)).to.equal(three);
    expect(insertStopIntoLeg(list, 1, stop, 3)).to.equal(list); // there is no leg 1 on a one-leg route
  });
});
