import { expect } from '@open-wc/testing';
import type { SavedRouteOptions } from '../../src/api';
import { corridorRadiusScale } from '../../src/directions/corridor-radius';
import {
  clampRouteName,
  routeNamePart,
  normaliseRouteOptions,
  normaliseSavedRoute,
  normaliseSavedRoutes,
  plannedRouteOf,
  savedRouteInput,
  summariseRouteOptions,
  validRouteName,
  type RouteOptionWords,
} from '../../src/directions/saved-routes';
import { emptyWaypoint, type Waypoint, type WaypointSelection } from '../../src/directions/waypoints';
import { createTestI18n } from '../helpers/i18n';
import { buildRouteResult } from '../../src/map/route-model';
import { createRecordingLogger, KILOMETRES_PER_MILE, type LatLng } from '../../src/shared';
import { LEEDS, LONDON, rawRouteThrough, WAKEFIELD } from './fixtures';


const waypoint = (id: string, selection: WaypointSelection | null): Waypoint => ({ ...emptyWaypoint(id), searchTerm: selection?.description ?? '', selection });

/** A route through `points` as the routing service placed them (leg i from point i to point i + 1). */
function routeThrough(points: LatLng[]) {
  return buildRouteResult(rawRouteThrough(points, { distanceMeters: 1000, durationSeconds: 60, instructions: 'Go', maneuver: 'STRAIGHT' }), {
    waypointLabels: points.map((_, index) => String(index)),
    unitSystem: 'metric',
    locale: 'en_GB',
    offline: false,
  });
}

function wordsFor(locale: 'en_GB' | 'de_DE'): RouteOptionWords {
  const i18n = createTestI18n(locale, createRecordingLogger());
  return {
    avoidTolls: i18n.t('directions.saved.option.avoid_tolls'),
    avoidHighways: i18n.t('directions.saved.option.avoid_highways'),
    corridor: (radius) => i18n.t('directions.saved.option.corridor', { radius }),
  };
}

const RANGE = { value: 5, min: 1, max: 25, step: 1 };
const KM_SCALE = corridorRadiusScale(RANGE);
const MILE_SCALE = KM_SCALE;

const options = (change: Partial<SavedRouteOptions> = {}): SavedRouteOptions => ({ avoid_tolls: false, avoid_highways: false, corridor_radius: 5, ...change });

describe('saved routes: the options summary', () => {
  it('joins the active options with commas and "and" in British English', () => {
    const words = wordsFor('en_GB');
    expect(summariseRouteOptions(options({ avoid_tolls: true, avoid_highways: true, corridor_radius: 10 }), 'en_GB', 'kilometer', KM_SCALE, words)).to.equal(
      'Avoid tolls, avoid motorways and 10 km corridor',
    );
    expect(summariseRouteOptions(options({ avoid_highways: true, corridor_radius: 2.5 }), 'en_GB', 'kilometer', KM_SCALE, words)).to.equal('Avoid motorways and 2.5 km corridor');
    expect(summariseRouteOptions(options({ avoid_tolls: true }), 'en_GB', 'kilometer', KM_SCALE, words)).to.equal('Avoid tolls');
  });

  it('gives the radius in the locale\'s distance unit (miles for a British locator), as precise as the slider', () => {
    // Kilometres saved, read in miles: one fraction digit, not "4.97 mi" and "9.94 mi".
    expect(summariseRouteOptions(options({ corridor_radius: 8 }), 'en_GB', 'mile', MILE_SCALE, wordsFor('en_GB'))).to.equal('5 mi corridor');
    expect(summariseRouteOptions(options({ corridor_radius: 16 }), 'en_GB', 'mile', MILE_SCALE, wordsFor('en_GB'))).to.equal('9.9 mi corridor');
    // Miles saved, read in kilometre steps: still one digit (1.5 mi is 2.4 km, not 2 km).
    expect(summariseRouteOptions(options({ corridor_radius: 1.5 * KILOMETRES_PER_MILE }), 'en_GB', 'kilometer', KM_SCALE, wordsFor('en_GB'))).to.equal('2.4 km corridor');
    // The default is the configured 5 km there too (a route saved without a radius); 3 mi is a choice.
    expect(summariseRouteOptions(options(), 'en_GB', 'mile', MILE_SCALE, wordsFor('en_GB'))).to.equal('');
    expect(summariseRouteOptions(options({ corridor_radius: 3 * KILOMETRES_PER_MILE }), 'en_GB', 'mile', MILE_SCALE, wordsFor('en_GB'))).to.equal('3 mi corridor');
  });

  it('joins them with commas and "und" in German, with German numbers', () => {
    const words = wordsFor('de_DE');
    expect(summariseRouteOptions(options({ avoid_tolls: true, avoid_highways: true, corridor_radius: 12.5 }), 'de_DE', 'kilometer', KM_SCALE, words)).to.equal(
      'Mautstraßen vermeiden, Autobahnen vermeiden und Korridor von 12,5 km',
    );
    expect(summariseRouteOptions(options({ corridor_radius: 10 }), 'de_DE', 'kilometer', KM_SCALE, words)).to.equal('Korridor von 10 km');
  });

  it('says nothing when no option is active: the default radius is not an option', () => {
    expect(summariseRouteOptions(options(), 'en_GB', 'kilometer', KM_SCALE, wordsFor('en_GB'))).to.equal('');
    // The default is the config's: a locator whose default is 10 shows 5 as a choice.
    expect(summariseRouteOptions(options(), 'en_GB', 'kilometer', corridorRadiusScale({ ...RANGE, value: 10 }), wordsFor('en_GB'))).to.equal('5 km corridor');
  });
});

describe('saved routes: normalisation', () => {
  it('reads the legacy option names (spec section 3)', () => {
    expect(normaliseRouteOptions({ avoidTolls: true, avoidHighways: true, corridorRadius: 12 })).to.deep.equal({
      avoid_tolls: true,
      avoid_highways: true,
      corridor_radius: 12,
    });
  });

  it('prefers the current names when both are there', () => {
    expect(normaliseRouteOptions({ avoid_tolls: false, avoidTolls: true, corridor_radius: 3, corridorRadius: 12 })).to.deep.equal({
      avoid_tolls: false,
      avoid_highways: false,
      corridor_radius: 3,
    });
  });

  it('defaults missing or unusable options to no avoidance and a radius of 5', () => {
    const defaults = { avoid_tolls: false, avoid_highways: false, corridor_radius: 5 };
    for (const raw of [undefined, null, {}, [], 'tolls', { avoid_tolls: 'yes', corridor_radius: '10' }, { corridor_radius: -1 }, { corridorRadius: Number.NaN }]) {
      expect(normaliseRouteOptions(raw), JSON.stringify(raw)).to.deep.equal(defaults);
    }
  });

  it('reads a route from the API, legacy options and all', () => {
    const raw = {
      id: 42,
      name: ' Leeds to London ',
      created_at: '2026-01-01T00:00:00Z',
      route: {
        waypoints: [
          { origin: LEEDS, description: 'Leeds', place_id: 'p-leeds' },
          { origin: LONDON, description: '', location: { resource: 'locations', id: '7' } },
        ],
        options: { avoidTolls: true },
      },
    };
    expect(normaliseSavedRoute(raw)).to.deep.equal({
      id: '42',
      name: 'Leeds to London',
      created_at: '2026-01-01T00:00:00Z',
      route: {
        waypoints: [
          { origin: LEEDS, description: 'Leeds', place_id: 'p-leeds' },
          // A blank description is named by its coordinates, so the waypoint never shows empty.
          { origin: LONDON, description: '51.5072, -0.1276', location: { resource: 'locations', id: '7' } },
        ],
        options: { avoid_tolls: true, avoid_highways: false, corridor_radius: 5 },
      },
    });
  });

  it('leaves out what is not a usable route, whole', () => {
    const good = { id: 'a', name: 'A', route: { waypoints: [{ origin: LEEDS, description: 'L' }, { origin: LONDON, description: 'M' }] } };
    const bad = [
      null,
      'route',
      { ...good, id: '' },
      { ...good, name: '  ' },
      { ...good, route: null },
      { ...good, route: { waypoints: [{ origin: LEEDS, description: 'L' }] } },
      { ...good, route: { waypoints: [{ origin: LEEDS, description: 'L' }, { origin: { lat: 91, lng: 0 }, description: 'M' }] } },
      { ...good, route: { waypoints: [{ origin: LEEDS, description: 'L' }, { description: 'M' }] } },
    ];
    const { routes, dropped } = normaliseSavedRoutes([good, ...bad]);
    expect(routes.map((route) => route.id)).to.deep.equal(['a']);
    expect(dropped).to.equal(bad.length);
  });
});

describe('saved routes: the save body', () => {
  const place = (id: string, description: string): WaypointSelection => ({ kind: 'place', placeId: id, description });

  it('saves only the waypoints with a selection, each with its coordinates, description and reference, and the options', () => {
    const waypoints = [
      waypoint('w1', place('p-leeds', 'Leeds, UK')),
      waypoint('w2', null), // a stop added after the route was computed
      waypoint('w3', { kind: 'location', resource: 'locations', id: '7', description: 'BP Wakefield', location: WAKEFIELD }),
      waypoint('w4', { kind: 'point', description: 'My position', location: LONDON }),
    ];
    // The routing service placed the place a little off its centre: that is where it is saved.
    const placedLeeds = { lat: 53.8, lng: -1.55 };
    const body = savedRouteInput('  Leeds to London ', waypoints, routeThrough([placedLeeds, WAKEFIELD, LONDON]), options({ avoid_tolls: true, corridor_radius: 8 }));
    expect(body).to.deep.equal({
      name: 'Leeds to London',
      route: {
        waypoints: [
          { origin: placedLeeds, description: 'Leeds, UK', place_id: 'p-leeds' },
          { origin: WAKEFIELD, description: 'BP Wakefield', location: { resource: 'locations', id: '7' } },
          { origin: LONDON, description: 'My position' },
        ],
        options: { avoid_tolls: true, avoid_highways: false, corridor_radius: 8 },
      },
    });
  });

  it('leaves out a place without its place id or description, and saves nothing with fewer than two waypoints or no valid name', () => {
    const route = routeThrough([LEEDS, WAKEFIELD, LONDON]);
    const waypoints = [waypoint('w1', place('', 'Leeds')), waypoint('w2', place('p-w', 'Wakefield')), waypoint('w3', { kind: 'point', description: 'London', location: LONDON })];
    expect(savedRouteInput('Trip', waypoints, route, options())!.route.waypoints.map((saved) => saved.description)).to.deep.equal(['Wakefield', 'London']);
    expect(savedRouteInput('Trip', [waypoints[0]!, waypoints[2]!], routeThrough([LEEDS, LONDON]), options())).to.equal(null);
    expect(savedRouteInput('   ', waypoints.slice(1), routeThrough([WAKEFIELD, LONDON]), options())).to.equal(null);
    expect(savedRouteInput('x'.repeat(101), waypoints.slice(1), routeThrough([WAKEFIELD, LONDON]), options())).to.equal(null);
  });

  it('checks names: 1 to 100 characters after trimming; a suggested name is cut to fit', () => {
    expect(validRouteName(' a ')).to.equal('a');
    expect(validRouteName('x'.repeat(100))).to.have.length(100);
    expect(validRouteName('x'.repeat(101))).to.equal(null);
    expect(validRouteName('')).to.equal(null);
    expect(clampRouteName(`${'x'.repeat(99)} yz`)).to.equal('x'.repeat(99));
  });

  it('suggests a name from each end up to its first comma: the place, not its country; a station, not its address', () => {
    expect(routeNamePart(waypoint('a', { kind: 'place', placeId: 'p', description: 'Leeds, Vereinigtes Königreich' }))).to.equal('Leeds');
    expect(routeNamePart(waypoint('b', { kind: 'location', resource: 'locations', id: '7', description: 'MFG ROYDSBECK (Esso), LEEDS LS7 4AX', location: null }))).to.equal('MFG ROYDSBECK (Esso)');
    expect(routeNamePart(waypoint('c', { kind: 'point', description: 'York', location: WAKEFIELD }))).to.equal('York');
    // Nothing before the comma: the whole description rather than nothing.
    expect(routeNamePart(waypoint('d', { kind: 'point', description: ', Leeds', location: LEEDS }))).to.equal(', Leeds');
    expect(routeNamePart(waypoint('e', null))).to.equal('');
    expect(routeNamePart(undefined)).to.equal('');
  });
});

describe('saved routes: opening one', () => {
  it('gives every stop its coordinates (no lookup), keeps station references, and carries the options', () => {
    const saved = normaliseSavedRoute({
      id: 'r1',
      name: 'Trip',
      route: {
        waypoints: [
          { origin: LEEDS, description: 'Leeds', place_id: 'p-leeds' },
          { origin: WAKEFIELD, description: 'BP Wakefield', location: { resource: 'locations', id: '7' } },
        ],
        options: { avoid_highways: true, corridor_radius: 12 },
      },
    })!;
    expect(plannedRouteOf(saved)).to.deep.equal({
      stops: [
        { description: 'Leeds', location: LEEDS },
        { description: 'BP Wakefield', location: WAKEFIELD, station: { resource: 'locations', id: '7' } },
      ],
      avoidTolls: false,
      avoidHighways: true,
      corridorRadiusKm: 12,
    });
  });
});
