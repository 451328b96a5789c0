/**
 * The one behaviour contract every `MapsPlatform` implementation must meet (the test fake, the
 * Google adapter over a fake `google.maps`, our own map (MapLibre) over a fake gazetteer). Each
 * `*.test.ts` provides a harness that scripts its own backend from the neutral fixtures below.
 */
import { expect } from '@open-wc/testing';
import type { WirePlace, WirePlaceSuggestion } from '../../src/api/contract';
import { MapsError, type MapsErrorKind } from '../../src/map/errors';
import { isAbortError } from '../../src/shared';
import { isManeuverIcon } from '../../src/map/maneuvers';
import { decodePolyline, encodePolyline } from '../../src/map/polyline';
import type { RawRoute } from '../../src/map/route-model';
import type { LatLng, MapsPlatform, MapView, RouteRequest, StationMarker } from '../../src/map/types';
import { rejection } from '../helpers/rejection';

export type ContractOperation = 'suggest' | 'details' | 'reverse' | 'route';

/** What a map view shows of a station: the text on its pin and whether the pin is drawn faded. */
export interface DrawnStation {
  text: string;
  faded: boolean;
}

/** A map id the Google fake knows (advanced markers need one); other engines ignore it. */
export const CONTRACT_MAP_ID = 'brand-map-id';

/** Asks `read` until `done` holds or `timeout` ms passed; the last answer. For harnesses of engines that draw later. */
export async function pollDrawn<T>(read: () => T, done: (value: T) => boolean, timeout = 4000): Promise<T> {
  const until = performance.now() + timeout;
  let value = read();
  while (!done(value) && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = read();
  }
  return value;
}

export interface ContractHarness {
  platform: MapsPlatform;
  givenSuggestions(input: string, suggestions: WirePlaceSuggestion[]): void;
  givenPlace(place: WirePlace): void;
  givenReverse(location: LatLng, places: WirePlace[]): void;
  /** Scripts the provider's route (implementations that compute routes themselves ignore it). */
  givenRoute(route: RawRoute): void;
  givenNoRoute(): void;
  failNext(operation: ContractOperation, kind: Exclude<MapsErrorKind, 'unknown'>): void;
  /** Holds the next backend answer of `operation` until the returned function is called. */
  holdNext(operation: ContractOperation): () => void;
  /** Session tokens the backend saw for suggest and details calls, when the provider has tokens. */
  sessionTokens?(): { operation: 'suggest' | 'details'; token: string | null }[];
  /** True when routes come from `givenRoute` (provider routing), false when computed (offline). */
  scriptedRoutes: boolean;
  /** Host names the implementation contacted, if it can tell (fake fetch / fake loader). */
  contactedHosts?(): string[];
  /**
   * What `view` (made by `platform.createMapView` in `container`) draws of its stations, by id: read from
   * what the engine draws (pin DOM, rendered features), not from what it was handed. Engines that draw
   * later are asked again until `done` holds (or a few seconds passed); the last answer is returned.
   */
  drawnStations(view: MapView, container: HTMLElement, done: (drawn: Map<string, DrawnStation>) => boolean): Promise<Map<string, DrawnStation>>;
}

export const PUBLISHED_POLYLINE = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';
export const PUBLISHED_POINTS: LatLng[] = [
  { lat: 38.5, lng: -120.2 },
  { lat: 40.7, lng: -120.95 },
  { lat: 43.252, lng: -126.453 },
];

export const ABERDEEN_SUGGESTION: WirePlaceSuggestion = {
  place_id: 'locality:aberdeen',
  description: 'Aberdeen, Scotland, UK',
  main_text: 'Aberdeen',
  secondary_text: 'Scotland, UK',
  types: ['locality'],
  matched_substrings: [{ offset: 0, length: 4 }],
};

const viewport = { north: 57.2, south: 57.0, east: -2.0, west: -2.3 };

export function wirePlace(overrides: Partial<WirePlace> & { place_id: string }): WirePlace {
  return {
    name: 'Aberdeen',
    formatted_address: 'Aberdeen AB10, UK',
    lat: 57.1497,
    lng: -2.0943,
    viewport,
    types: ['locality'],
    address_components: { locality: 'Aberdeen', postal_code: 'AB10', country: 'United Kingdom', country_code: 'GB' },
    ...overrides,
  };
}

const route = (waypoints: RouteRequest['waypoints']): RouteRequest => ({
  waypoints,
  avoidTolls: false,
  avoidHighways: false,
  avoidFerries: false,
  unitSystem: 'metric',
});

export function runMapsPlatformContract(name: string, makeHarness: () => ContractHarness | Promise<ContractHarness>): void {
  describe(`MapsPlatform contract: ${name}`, () => {
    let h: ContractHarness;
    beforeEach(async () => {
      h = await makeHarness();
    });

    describe('places.suggest', () => {
      it('returns suggestions with their matched ranges', async () => {
        h.givenSuggestions('Aber', [ABERDEEN_SUGGESTION]);
        const [first, ...rest] = await h.platform.places.suggest('Aber', { session: h.platform.places.newSession() });
        expect(rest).to.have.length(0);
        expect(first).to.deep.include({
          placeId: 'locality:aberdeen',
          text: 'Aberdeen, Scotland, UK',
          mainText: 'Aberdeen',
          secondaryText: 'Scotland, UK',
        });
        expect(first!.matches).to.deep.equal([{ offset: 0, length: 4 }]);
      });

      it('answers zero results with an empty list, not an error', async () => {
        h.givenSuggestions('Zzyzx', []);
        expect(await h.platform.places.suggest('Zzyzx', { session: h.platform.places.newSession() })).to.deep.equal([]);
      });
    });

    describe('places.details', () => {
      it('maps a complete place to the spec fields', async () => {
        h.givenPlace(wirePlace({ place_id: 'p1' }));
        const place = await h.platform.places.details('p1', {});
        expect(place).to.deep.equal({
          id: 'p1',
          place_id: 'p1',
          name: 'Aberdeen',
          formattedAddress: 'Aberdeen AB10, UK',
          lat: 57.1497,
          lng: -2.0943,
          address1: '',
          address2: '',
          city: 'Aberdeen',
          postCode: 'AB10',
          country: 'United Kingdom',
          bounds: viewport,
        });
      });

      it('prefers premise, street address and locality, as the spec says', async () => {
        h.givenPlace(
          wirePlace({
            place_id: 'p2',
            address_components: {
              premise: 'Unit 4',
              point_of_interest: 'BP Garthdee',
              street_address: '45 Garthdee Road',
              route: 'Garthdee Road',
              locality: 'Aberdeen',
              postal_town: 'ABERDEEN TOWN',
              postal_code: 'AB10 7AY',
              country: 'United Kingdom',
              country_code: 'GB',
            },
          }),
        );
        const place = await h.platform.places.details('p2', {});
        expect(place).to.deep.include({ address1: 'Unit 4', address2: '45 Garthdee Road', city: 'Aberdeen', postCode: 'AB10 7AY' });
      });

      it('falls back to point of interest, route, postal town and "N/A"', async () => {
        h.givenPlace(
          wirePlace({
            place_id: 'p3',
            address_components: { point_of_interest: 'BP Garthdee', route: 'Garthdee Road', postal_town: 'Aberdeen', country: '', country_code: '' },
          }),
        );
        const place = await h.platform.places.details('p3', {});
        expect(place).to.deep.include({ address1: 'BP Garthdee', address2: 'Garthdee Road', city: 'Aberdeen', postCode: '', country: 'N/A' });
      });

      it('gives nothing for an unknown place', async () => {
        expect(await h.platform.places.details('nowhere', {})).to.equal(null);
      });

      it('gives nothing when the viewport is missing', async () => {
        const place = wirePlace({ place_id: 'p4' }) as Partial<WirePlace>;
        delete place.viewport;
        h.givenPlace(place as WirePlace);
        expect(await h.platform.places.details('p4', {})).to.equal(null);
      });
    });

    describe('sessions', () => {
      it('renews the session after a successful details lookup, and only then', async () => {
        h.givenSuggestions('Aber', [ABERDEEN_SUGGESTION]);
        h.givenPlace(wirePlace({ place_id: 'locality:aberdeen' }));
        const session = h.platform.places.newSession();
        const first = session.id;
        await h.platform.places.suggest('Aber', { session });
        await h.platform.places.suggest('Aberd', { session });
        expect(session.id, 'suggestions keep the session').to.equal(first);
        expect(await h.platform.places.details('nowhere', { session })).to.equal(null);
        expect(session.id, 'a failed lookup keeps the session').to.equal(first);
        await h.platform.places.details('locality:aberdeen', { session });
        expect(session.id, 'a successful lookup renews it').not.to.equal(first);
        await h.platform.places.suggest('Aber', { session });

        const tokens = h.sessionTokens?.();
        if (tokens) {
          const [a, b, , d, e] = tokens;
          expect(a!.token).to.be.a('string');
          expect(b!.token).to.equal(a!.token);
          expect(d!.operation).to.equal('details');
          expect(d!.token, 'details closes the session of the suggestions').to.equal(a!.token);
          expect(e!.token, 'the next suggestion starts a new session').to.be.a('string').and.not.equal(a!.token);
        }
      });

      it('gives independent sessions', () => {
        const a = h.platform.places.newSession();
        const b = h.platform.places.newSession();
        expect(a.id).not.to.equal(b.id);
      });
    });

    describe('geocoding.reverse', () => {
      it('returns the addresses at a point', async () => {
        const at = { lat: 57.1497, lng: -2.0943 };
        h.givenReverse(at, [wirePlace({ place_id: 'r1', formatted_address: 'Union St, Aberdeen' })]);
        const results = await h.platform.geocoding.reverse(at);
        expect(results).to.have.length(1);
        expect(results[0]).to.deep.include({ placeId: 'r1', formattedAddress: 'Union St, Aberdeen' });
        expect(results[0]!.location.lat).to.be.closeTo(57.1497, 1e-9);
      });

      it('answers an empty place with an empty list', async () => {
        const at = { lat: 0, lng: -30 };
        h.givenReverse(at, []);
        expect(await h.platform.geocoding.reverse(at)).to.deep.equal([]);
      });
    });

    describe('typed errors', () => {
      const kinds = ['network', 'quota', 'denied', 'invalid'] as const;
      for (const kind of kinds) {
        it(`rejects suggest with a MapsError of kind "${kind}"`, async () => {
          h.failNext('suggest', kind);
          const error = await rejection(h.platform.places.suggest('Aber', { session: h.platform.places.newSession() }));
          expect(error).to.be.instanceOf(MapsError);
          expect((error as MapsError).kind).to.equal(kind);
          expect((error as MapsError).status).to.be.a('string').and.not.equal('');
        });
      }

      it('types details, reverse and route failures too', async () => {
        h.failNext('details', 'denied');
        h.failNext('reverse', 'quota');
        h.failNext('route', 'network');
        const details = await rejection(h.platform.places.details('p1', {}));
        const reverse = await rejection(h.platform.geocoding.reverse({ lat: 1, lng: 1 }));
        const routed = await rejection(
          h.platform.routing.route(route([{ label: 'A', location: { lat: 51, lng: 0 } }, { label: 'B', location: { lat: 52, lng: 0 } }])),
        );
        expect([details, reverse, routed].map((e) => (e as MapsError).kind)).to.deep.equal(['denied', 'quota', 'network']);
      });
    });

    describe('abort', () => {
      it('rejects at once with an AbortError when the signal is already aborted', async () => {
        h.givenSuggestions('Aber', [ABERDEEN_SUGGESTION]);
        const error = await rejection(h.platform.places.suggest('Aber', { session: h.platform.places.newSession(), signal: AbortSignal.abort() }));
        expect(isAbortError(error)).to.equal(true);
      });

      it('drops a stale answer when aborted while in flight, and the next call still works', async () => {
        h.givenSuggestions('Aber', [ABERDEEN_SUGGESTION]);
        const release = h.holdNext('suggest');
        const controller = new AbortController();
        const session = h.platform.places.newSession();
        const stale = h.platform.places.suggest('Aber', { session, signal: controller.signal });
        controller.abort();
        release();
        expect(isAbortError(await rejection(stale))).to.equal(true);
        expect(await h.platform.places.suggest('Aber', { session })).to.have.length(1);
      });

      it('drops stale details, reverse and route answers', async () => {
        h.givenPlace(wirePlace({ place_id: 'p1' }));
        h.givenRoute({ legs: [{ distanceMeters: 1, durationSeconds: 1, steps: [] }] });
        const results = await Promise.all(
          (['details', 'reverse', 'route'] as const).map((operation) => {
            const release = h.holdNext(operation);
            const controller = new AbortController();
            const call =
              operation === 'details'
                ? h.platform.places.details('p1', { signal: controller.signal })
                : operation === 'reverse'
                  ? h.platform.geocoding.reverse({ lat: 57, lng: -2 }, { signal: controller.signal })
                  : h.platform.routing.route(route([{ label: 'A', location: { lat: 51, lng: 0 } }, { label: 'B', location: { lat: 52, lng: 0 } }]), { signal: controller.signal });
            controller.abort();
            release();
            return rejection(call);
          }),
        );
        expect(results.map(isAbortError)).to.deep.equal([true, true, true]);
      });
    });

    describe('routing.route', () => {
      it('encodes the route path with our encoder (published test vector)', async () => {
        h.givenRoute({
          legs: [
            { distanceMeters: 100, durationSeconds: 10, steps: [{ instructions: 'a', maneuver: 'DEPART', distanceMeters: 100, durationSeconds: 10, path: PUBLISHED_POINTS.slice(0, 2) }] },
            { distanceMeters: 100, durationSeconds: 10, steps: [{ instructions: 'b', maneuver: 'STRAIGHT', distanceMeters: 100, durationSeconds: 10, path: PUBLISHED_POINTS.slice(1) }] },
          ],
          path: PUBLISHED_POINTS,
        });
        const result = await h.platform.routing.route(
          route(PUBLISHED_POINTS.map((location, i) => ({ label: `W${i}`, location }))),
        );
        expect(result).not.to.equal(null);
        expect(result!.encodedPath).to.equal(PUBLISHED_POLYLINE);
        expect(decodePolyline(result!.encodedPath)).to.deep.equal(result!.path);
      });

      it('labels legs with the waypoints and fills values and texts', async () => {
        h.givenRoute({
          legs: [
            {
              distanceMeters: 12_000,
              durationSeconds: 900,
              steps: [{ instructions: '<b>Go</b>', maneuver: 'TURN_LEFT', distanceMeters: 12_000, durationSeconds: 900, path: [{ lat: 51, lng: 0 }, { lat: 52, lng: 0 }] }],
            },
          ],
        });
        const result = await h.platform.routing.route(route([{ label: 'Home', location: { lat: 51, lng: 0 } }, { label: 'Work', location: { lat: 52, lng: 0 } }]));
        expect(result!.legs).to.have.length(1);
        const leg = result!.legs[0]!;
        expect([leg.startLabel, leg.endLabel]).to.deep.equal(['Home', 'Work']);
        expect(leg.distance.value).to.be.greaterThan(0);
        expect(leg.duration.value).to.be.greaterThan(0);
        expect(leg.distance.text).to.be.a('string').and.not.equal('');
        expect(leg.duration.text).to.be.a('string').and.not.equal('');
        expect(leg.steps.length).to.be.greaterThan(0);
        for (const step of leg.steps) {
          expect(isManeuverIcon(step.maneuver), step.maneuver).to.equal(true);
          expect(step.instruction).to.be.a('string').and.not.equal('');
          expect(step.distance.text).to.be.a('string').and.not.equal('');
        }
        expect(result!.encodedPath).to.equal(encodePolyline(result!.path));
        expect(result!.offline).to.equal(!h.scriptedRoutes);
        // Only the offline engine says which network its estimate used (the itinerary names it).
        if (h.scriptedRoutes) expect(result!.network).to.equal(undefined);
        else expect(result!.network).to.be.oneOf(['motorway', 'straight']);
      });

      it('maps provider maneuvers to the spec icon keys', async function () {
        if (!h.scriptedRoutes) this.skip();
        const step = (maneuver: string) => ({ instructions: maneuver, maneuver, distanceMeters: 10, durationSeconds: 1, path: [{ lat: 51, lng: 0 }, { lat: 51.001, lng: 0 }] });
        h.givenRoute({
          legs: [{ distanceMeters: 50, durationSeconds: 5, steps: ['DEPART', 'TURN_LEFT', 'TURN_SLIGHT_RIGHT', 'UTURN_LEFT', 'RAMP_RIGHT', 'FORK_LEFT', 'ROUNDABOUT_LEFT', 'STRAIGHT', 'MERGE'].map(step) }],
        });
        const result = await h.platform.routing.route(route([{ label: 'A', location: { lat: 51, lng: 0 } }, { label: 'B', location: { lat: 51.001, lng: 0 } }]));
        expect(result!.legs[0]!.steps.map((s) => s.maneuver)).to.deep.equal(['', 'turn-left', 'turn-slight-right', '', 'ramp-right', 'fork-left', '', 'straight', '']);
      });

      it('answers "no route" with null', async () => {
        h.givenNoRoute();
        const result = await h.platform.routing.route(route([{ label: 'Nowhere', placeId: 'nowhere' }, { label: 'B', location: { lat: 52, lng: 0 } }]));
        expect(result).to.equal(null);
      });

      it('rejects fewer than two waypoints as invalid', async () => {
        const error = await rejection(h.platform.routing.route(route([{ label: 'A', location: { lat: 51, lng: 0 } }])));
        expect((error as MapsError).kind).to.equal('invalid');
      });
    });

    describe('map view: the nearest list\'s numbers and the selection\'s dimming (spec section 3)', () => {
      const station = (id: string, lng: number, overrides: Partial<StationMarker> = {}): StationMarker => ({
        id,
        lat: 53.8,
        lng,
        brand: 'bp',
        colour: '#007F00',
        glyph: 'BP',
        state: 'normal',
        name: `Station ${id}`,
        address: '',
        openStatusText: '',
        ...overrides,
      });
      let host: HTMLElement;
      let view: MapView | null = null;
      afterEach(() => {
        view?.destroy();
        view = null;
        host.remove();
      });

      it('draws a listed station\'s number in place of its glyph, keeps the others\' glyph, and fades every pin but the selected one', async () => {
        host = document.createElement('div');
        document.body.append(host);
        const container = document.createElement('div');
        container.style.cssText = 'position: relative; width: 600px; height: 400px';
        host.attachShadow({ mode: 'open' }).append(container);
        view = h.platform.createMapView(container, { center: { lat: 53.8, lng: -1.55 }, zoom: 12, mapId: CONTRACT_MAP_ID });
        const shows = (expected: Record<string, DrawnStation>) => (drawn: Map<string, DrawnStation>) =>
          JSON.stringify(Object.fromEntries([...drawn].sort())) === JSON.stringify(Object.fromEntries(Object.entries(expected).sort()));
        view.setStations([station('first', -1.58, { index: 1 }), station('twelfth', -1.55, { index: 12 }), station('unlisted', -1.52)]);
        const numbered = { first: { text: '1', faded: false }, twelfth: { text: '12', faded: false }, unlisted: { text: 'BP', faded: false } };
        let drawn = await h.drawnStations(view, container, shows(numbered));
        expect(Object.fromEntries(drawn)).to.deep.equal(numbered);
        // The twelfth is selected: the others step back, the selected one keeps its number and stays whole.
        view.setStations([
          station('first', -1.58, { index: 1, dimmed: true }),
          station('twelfth', -1.55, { index: 12, state: 'selected' }),
          station('unlisted', -1.52, { dimmed: true }),
        ]);
        const dimmed = { first: { text: '1', faded: true }, twelfth: { text: '12', faded: false }, unlisted: { text: 'BP', faded: true } };
        drawn = await h.drawnStations(view, container, shows(dimmed));
        expect(Object.fromEntries(drawn)).to.deep.equal(dimmed);
      });
    });

    it('never contacts Google hosts or loads a Google script', async () => {
      h.givenSuggestions('Aber', [ABERDEEN_SUGGESTION]);
      h.givenPlace(wirePlace({ place_id: 'p1' }));
      h.givenRoute({ legs: [{ distanceMeters: 1, durationSeconds: 1, steps: [] }] });
      await h.platform.places.suggest('Aber', { session: h.platform.places.newSession() });
      await h.platform.places.details('p1', {});
      await h.platform.routing.route(route([{ label: 'A', location: { lat: 51, lng: 0 } }, { label: 'B', location: { lat: 52, lng: 0 } }]));
      const googleHost = /(^|\.)(google|googleapis|gstatic)\.com$/;
      const requested = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).hostname);
      expect(requested.filter((host) => googleHost.test(host))).to.deep.equal([]);
      expect(document.querySelector('script[src*="google"]')).to.equal(null);
      expect(h.contactedHosts?.().filter((host) => googleHost.test(host)) ?? []).to.deep.equal([]);
    });
  });
}
