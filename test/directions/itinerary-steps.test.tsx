/**
 * The itinerary's step lines (issue 47, the spec's last rows): each step's distance and duration as the
 * visitor reads them, in the locale's unit and words, pinned for both locales, from what the offline
 * router answers (POST /directions) through the same route model the element uses.
 */
import { expect } from '@open-wc/testing';
import type { DirectionsResponse } from '../../src/api';
import { Itinerary } from '../../src/directions/itinerary';
import { routeFromDirections } from '../../src/map/gazetteer/offline-routing';
import { buildRouteResult } from '../../src/map/route-model';
import { provideSearchMapsAtom } from '../../src/search';
import { openDirectionsAtom, setDirectionsViewAtom, setIsMobileAtom } from '../../src/shared';
import { FakeMapsPlatform } from '../helpers/fake-maps-platform';
import { mountInShadow } from '../helpers/mount-in-shadow';
import { createSearchContext } from '../search/helpers/search-context';
import { LEEDS } from './fixtures';

const SHEFFIELD = { lat: 53.3811, lng: -1.4701 };

const step = (instruction: string, maneuver: string, metres: number, seconds: number) => ({
  instruction,
  maneuver,
  distance_meters: metres,
  duration_seconds: seconds,
  polyline: '_kgfIvofH~ojA~plG',
});

/** Leeds → Sheffield as the demo's router answers it (shortened): short, middling, long and sub-minute steps. */
const ANSWER: DirectionsResponse = {
  legs: [
    {
      distance_meters: 55_280,
      duration_seconds: 2_315,
      start_location: LEEDS,
      end_location: SHEFFIELD,
      network: 'motorway',
      steps: [
        step('Head to the M621 (straight-line estimate)', 'straight', 2_030, 146),
        step('Join the M621 heading south-east', 'ramp-right', 5_210, 181),
        step('Take the M1 heading south', 'straight', 42_000, 1_512),
        step('Leave the M1 and head to Sheffield (straight-line estimate)', 'ramp-right', 5_940, 440),
        step('Turn into the forecourt', 'turn-left', 100, 36),
      ],
    },
  ],
  polyline: '_kgfIvofH~ojA~plG',
  distance_meters: 55_280,
  duration_seconds: 2_315,
  network: 'motorway',
  warnings: [],
};

async function stepLines(locale: 'en_GB' | 'de_DE') {
  const ctx = createSearchContext({ locale });
  const route = buildRouteResult(routeFromDirections(ANSWER), {
    waypointLabels: ['Leeds', 'Sheffield'],
    unitSystem: locale === 'en_GB' ? 'imperial' : 'metric',
    locale: locale.replace('_', '-'),
    offline: true,
  });
  const h = await mountInShadow(<Itinerary route={route} />, { store: ctx.store, locale, styles: [] });
  const lines = [...h.shadow.querySelectorAll('[data-itinerary-step] .itinerary-step__measure')].map((line) => line.textContent);
  const leg = h.query('.itinerary-leg__summary')?.textContent;
  await h.unmount();
  return { lines, leg };
}

describe('itinerary: each step’s distance and duration', () => {
  it('en_GB: miles with the decimals their size needs, minutes in words', async () => {
    const { lines, leg } = await stepLines('en_GB');
    expect(lines).to.deep.equal(['1.26 mi · 2 minutes', '3.24 mi · 3 minutes', '26.1 mi · 25 minutes', '3.69 mi · 7 minutes', '0.06 mi · 1 minute']);
    expect(leg).to.equal('34.3 mi, 39 minutes');
  });

  it('de_DE: kilometres with a decimal comma, minutes in German', async () => {
    const { lines, leg } = await stepLines('de_DE');
    expect(lines).to.deep.equal(['2,03 km · 2 Minuten', '5,21 km · 3 Minuten', '42 km · 25 Minuten', '5,94 km · 7 Minuten', '0,1 km · 1 Minute']);
    expect(leg).to.equal('55,3 km, 39 Minuten');
  });
});

describe('itinerary: Google attribution with no map in view', () => {
  async function attributionShown(options: { provider: 'google' | 'fake'; mobile: boolean; view: 'itinerary' | 'map' }) {
    const ctx = createSearchContext({ locale: 'en_GB' });
    const maps = new FakeMapsPlatform();
    ctx.store.set(provideSearchMapsAtom, { places: maps.places, geocoding: maps.geocoding, routing: maps.routing, provider: options.provider });
    ctx.store.set(setIsMobileAtom, options.mobile);
    ctx.store.set(openDirectionsAtom, { focus: false });
    ctx.store.set(setDirectionsViewAtom, options.view);
    const route = buildRouteResult(routeFromDirections(ANSWER), { waypointLabels: ['Leeds', 'Sheffield'], unitSystem: 'imperial', locale: 'en-GB', offline: false });
    const h = await mountInShadow(<Itinerary route={route} />, { store: ctx.store, locale: 'en_GB', styles: [] });
    const text = h.query('[data-google-attribution]')?.textContent ?? null;
    await h.unmount();
    return text;
  }

  it("shows Google's attribution under a Google route in the phone's itinerary view, where no map is in view", async () => {
    expect(await attributionShown({ provider: 'google', mobile: true, view: 'itinerary' })).to.equal('Google Maps');
  });

  it('leaves it to the map where the map is in view, and never shows it for routes of other engines', async () => {
    expect(await attributionShown({ provider: 'google', mobile: false, view: 'itinerary' })).to.equal(null);
    expect(await attributionShown({ provider: 'google', mobile: true, view: 'map' })).to.equal(null);
    expect(await attributionShown({ provider: 'fake', mobile: true, view: 'itinerary' })).to.equal(null);
  });
});
