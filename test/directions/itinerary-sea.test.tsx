/**
 * A route across the sea (issue 47 item 7): the offline router's `sea` legs reach the itinerary as legs
 * with no road, which say a ferry is needed, give no time, and leave the totals to the road legs.
 */
import { expect } from '@open-wc/testing';
import type { DirectionsResponse } from '../../src/api';
import { requestDirections } from '../../src/api/directions';
import { Itinerary } from '../../src/directions/itinerary';
import { routeFromDirections } from '../../src/map/gazetteer/offline-routing';
import { buildRouteResult } from '../../src/map/route-model';
import { mountInShadow } from '../helpers/mount-in-shadow';
import { createSearchContext } from '../search/helpers/search-context';
import { LEEDS } from './fixtures';

const LIVERPOOL = { lat: 53.4084, lng: -2.9916 };
const BELFAST = { lat: 54.597, lng: -5.93 };

/** What POST /directions answers for Leeds → Liverpool → Belfast (server/test/sea-crossing.test.ts), shortened. */
const ANSWER: DirectionsResponse = {
  legs: [
    {
      distance_meters: 118_000,
      duration_seconds: 5_100,
      start_location: LEEDS,
      end_location: LIVERPOOL,
      network: 'motorway',
      steps: [{ instruction: 'Take the M62 heading west', maneuver: 'straight', distance_meters: 118_000, duration_seconds: 5_100, polyline: '_kgfIvofH~ojA~plG' }],
    },
    {
      distance_meters: 225_000,
      duration_seconds: 0,
      start_location: LIVERPOOL,
      end_location: BELFAST,
      network: 'sea',
      steps: [
        {
          instruction: 'No road connection known to Belfast: the way crosses the sea (a ferry is needed)',
          maneuver: '',
          distance_meters: 225_000,
          duration_seconds: 0,
          polyline: '~ojA~plG_seF~zrU',
        },
      ],
    },
  ],
  polyline: '_kgfIvofH~ojA~plG_seF~zrU',
  distance_meters: 118_000,
  duration_seconds: 5_100,
  network: 'motorway',
  warnings: [],
};

async function mountItinerary(answer: DirectionsResponse, labels: string[], locale: 'en_GB' | 'de_DE') {
  const ctx = createSearchContext({ locale });
  const route = buildRouteResult(routeFromDirections(answer), { waypointLabels: labels, unitSystem: locale === 'en_GB' ? 'imperial' : 'metric', locale: locale.replace('_', '-'), offline: true });
  return mountInShadow(<Itinerary route={route} />, { store: ctx.store, locale, styles: [] });
}

describe('itinerary of a route across the sea', () => {
  it('takes the API\'s sea legs as an answer (they were "not a directions answer", and the engine fell back to a straight drive)', async () => {
    const fetch = async () => new Response(JSON.stringify(ANSWER), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const answer = await requestDirections({ baseUrl: '/api/v2', locale: 'en_GB', fetch }, { waypoints: [LEEDS, LIVERPOOL, BELFAST] });
    expect(answer.legs.map((leg) => leg.network)).to.deep.equal(['motorway', 'sea']);
    const route = buildRouteResult(routeFromDirections(answer), { waypointLabels: ['Leeds', 'Liverpool', 'Belfast'], unitSystem: 'metric', locale: 'en-GB', offline: true });
    expect(route.legs.map((leg) => leg.noRoad ?? null)).to.deep.equal([null, 'sea']);
  });

  it('says no road is known for the crossing, a ferry is needed, and gives its totals by road only (en_GB)', async () => {
    const h = await mountItinerary(ANSWER, ['Leeds', 'Liverpool', 'Belfast'], 'en_GB');
    const notice = h.query('[data-itinerary-sea]')!;
    expect(notice.getAttribute('role')).to.equal('note');
    expect(notice.textContent).to.equal(
      'No road connection is known from Liverpool to Belfast: the way crosses the sea, so a ferry is needed. No driving time and no stations are given for it.',
    );
    const totals = h.query('[data-itinerary-totals]')!;
    expect(totals.dataset.itineraryTotals).to.equal('by-road');
    expect(totals.textContent).to.equal('By road: 1 hour and 25 minutes, 73.3 mi (without the sea crossing)');
    const summaries = [...h.shadow.querySelectorAll('.itinerary-leg__summary')].map((s) => s.textContent);
    expect(summaries).to.deep.equal(['73.3 mi, 1 hour and 25 minutes', '140 mi across the sea, no road']);
    await h.unmount();
  });

  it('gives no time at all for a route that is only a crossing, in German', async () => {
    const seaOnly: DirectionsResponse = {
      ...ANSWER,
      legs: [{ ...ANSWER.legs[1]!, start_location: LEEDS, distance_meters: 298_000, steps: [{ ...ANSWER.legs[1]!.steps[0]!, distance_meters: 298_000 }] }],
      distance_meters: 0,
      duration_seconds: 0,
      network: 'straight',
    };
    const h = await mountItinerary(seaOnly, ['Leeds', 'Belfast'], 'de_DE');
    expect(h.query('[data-itinerary-totals]')).to.equal(null);
    // "Times estimated" is not said of a route with no time.
    expect(h.query('[data-itinerary-estimate]')).to.equal(null);
    expect(h.query('[data-itinerary-sea]')!.textContent).to.equal(
      'Für die Strecke von Leeds nach Belfast ist keine Straßenverbindung bekannt: Der Weg führt über das Meer, eine Fähre ist nötig. Für sie werden keine Fahrzeit und keine Tankstellen angegeben.',
    );
    const text = h.query('[data-itinerary]')!.textContent;
    expect(text).to.not.match(/\d+\s*(Std|Min)/);
    expect(h.query('.itinerary-leg__summary')!.textContent).to.equal('298 km über das Meer, keine Straße');
    await h.unmount();
  });
});
