import { expect } from '@open-wc/testing';
import { toggleFilterAtom } from '../../src/filters';
import { mapTargetAtom, currentLocationAtom, listOriginAtom, selectedLocationAtom } from '../../src/locations';
import {
  provideSearchMapsAtom,
  clearRecentSearchesAtom,
  clearSearchAtom,
  completionResultsAtom,
  geolocationStatusAtom,
  recentSearchesAtom,
  searchErrorAtom,
  searchOriginAtom,
  searchQueryAtom,
  selectedPlaceAtom,
  selectIntentAtom,
  selectPlaceAtom,
  setSearchNamespaceAtom,
  setSearchQueryAtom,
  startGeolocationAtom,
} from '../../src/search';
import { searchAnnouncementAtom, searchListAtom, chooseOptionAtom, moveActiveOptionAtom } from '../../src/search/search-atoms';
import { placesUnavailableAtom } from '../../src/search/search-ports';
import { ABERDEEN, BRIGHTON, completion, rawPlace, station, suggestion } from './helpers/fixtures';
import { createMemoryStorage, createSearchContext, quotaExceeded, securityError, type SearchTestContext } from './helpers/search-context';

const COMPLETE = /\/api\/v2\/locations\/complete$/;
const NEAREST = /\/api\/v2\/locations\/nearest_to$/;

function scriptAberdeen(ctx: SearchTestContext) {
  ctx.maps.scriptSuggestions('Abe', [
    suggestion(ABERDEEN.id, 'Aberdeen, UK', [{ offset: 0, length: 3 }]),
    suggestion('place-abergavenny', 'Abergavenny, UK', [{ offset: 0, length: 3 }]),
  ]);
  ctx.api.on('GET', COMPLETE, () => [completion('1001', 'BP Aberdeen North, Aberdeen AB21 7AA', [{ offset: 3, length: 3 }])]);
}

/** Types `text`, lets the debounce pass and the answers arrive. */
async function typeAndSettle(ctx: SearchTestContext, text: string) {
  ctx.store.set(setSearchQueryAtom, text);
  ctx.timers.advance(250);
  await ctx.settle();
}

describe('search atoms', () => {
  describe('completions', () => {
    it('asks nothing below the minimum length and empties the lists', async () => {
      const ctx = createSearchContext();
      scriptAberdeen(ctx);
      await typeAndSettle(ctx, 'Abe');
      expect(ctx.store.get(completionResultsAtom).total).to.equal(3);
      await typeAndSettle(ctx, 'Ab');
      expect(ctx.store.get(completionResultsAtom).total).to.equal(0);
      expect(ctx.store.get(completionResultsAtom).groups).to.deep.equal([]);
      expect(ctx.maps.callsOf('suggest').map((c) => c.argument)).to.deep.equal(['Abe']);
      expect(ctx.api.callsTo('GET', COMPLETE)).to.have.length(1);
    });

    it('asks the maps service for the configured place types (geocode by default)', async () => {
      const byDefault = createSearchContext();
      scriptAberdeen(byDefault);
      await typeAndSettle(byDefault, 'Abe');
      expect(byDefault.maps.callsOf('suggest').map((c) => c.types)).to.deep.equal([['geocode']]);
      const cities = createSearchContext({ remote: { completions: { options: { types: ['(cities)'] } } } });
      scriptAberdeen(cities);
      await typeAndSettle(cities, 'Abe');
      expect(cities.maps.callsOf('suggest').map((c) => c.types)).to.deep.equal([['(cities)']]);
    });

    it('honours config completions.minQueryLength', async () => {
      const ctx = createSearchContext({ remote: { completions: { minQueryLength: 5 } } });
      scriptAberdeen(ctx);
      await typeAndSettle(ctx, 'Aberd');
      await typeAndSettle(ctx, 'Aber');
      expect(ctx.maps.callsOf('suggest').map((c) => c.argument)).to.deep.equal(['Aberd']);
    });

    it('debounces by 250 ms: one request for a burst of typing, none before the quiet period', async () => {
      const ctx = createSearchContext();
      scriptAberdeen(ctx);
      ctx.store.set(setSearchQueryAtom, 'Abe');
      ctx.timers.advance(200);
      ctx.store.set(setSearchQueryAtom, 'Aber');
      ctx.timers.advance(249);
      await ctx.settle();
      expect(ctx.maps.callsOf('suggest')).to.have.length(0);
      expect(ctx.api.calls).to.have.length(0);
      ctx.timers.advance(1);
      await ctx.settle();
      expect(ctx.maps.callsOf('suggest').map((c) => c.argument)).to.deep.equal(['Aber']);
      expect(ctx.api.callsTo('GET', COMPLETE)).to.have.length(1);
    });

    it('asks the maps service (session, viewport bias) and each complete resource (limit 5, active filters)', async () => {
      const ctx = createSearchContext({
        remote: {
          resources: {
            locations: { enabled: true, views: ['nearest_to', 'complete'] },
            partners: { enabled: true, views: ['complete'] },
            archived: { enabled: false, views: ['complete'] },
          },
        },
      });
      scriptAberdeen(ctx);
      ctx.api.on('GET', /\/partners\/complete$/, () => []);
      await typeAndSettle(ctx, 'Abe');
      const [suggest] = ctx.maps.callsOf('suggest');
      expect(suggest?.session).to.be.a('string');
      const [locations] = ctx.api.callsTo('GET', COMPLETE);
      expect(locations?.url.searchParams.get('query')).to.equal('Abe');
      expect(locations?.url.searchParams.get('limit')).to.equal('5');
      expect(ctx.api.callsTo('GET', /\/partners\/complete$/)).to.have.length(1);
      expect(ctx.api.callsTo('GET', /\/archived\/complete$/)).to.have.length(0);
      const results = ctx.store.get(completionResultsAtom);
      expect(results.counts).to.deep.equal({ places: 2, locations: 1, partners: 0 });
      expect(results.total).to.equal(3);
      expect(results.groups.map((g) => g.source)).to.deep.equal(['places', 'locations']);
    });

    it('sends the active filters with each resource completion request', async () => {
      const ctx = createSearchContext({ remote: { filters: { groups: { fuel: { filters: ['E10', 'E5'] } } } } });
      scriptAberdeen(ctx);
      ctx.store.set(toggleFilterAtom, 'fuel.E10');
      await typeAndSettle(ctx, 'Abe');
      expect(ctx.api.callsTo('GET', COMPLETE)[0]?.url.searchParams.getAll('with_any[fuel][]')).to.deep.equal(['E10']);
    });

    it('biases to the map viewport when there is one', async () => {
      const ctx = createSearchContext();
      scriptAberdeen(ctx);
      const { setViewportAtom } = await import('../../src/locations');
      ctx.store.set(setViewportAtom, { bounds: ABERDEEN.viewport, center: ABERDEEN.center, zoom: 11 });
      await typeAndSettle(ctx, 'Abe');
      const [locations] = ctx.api.callsTo('GET', COMPLETE);
      expect(locations?.url.searchParams.getAll('bounds[sw][]')).to.deep.equal(['57.1', '-2.2']);
      expect(locations?.url.searchParams.getAll('bounds[ne][]')).to.deep.equal(['57.2', '-2.05']);
    });

    it('drops stale answers: a newer query aborts the running one', async () => {
      const ctx = createSearchContext();
      scriptAberdeen(ctx);
      ctx.maps.scriptSuggestions('Brig', [suggestion(BRIGHTON.id, 'Brighton, UK')]);
      const releaseSuggest = ctx.maps.holdNext('suggest');
      await typeAndSettle(ctx, 'Abe'); // suggest for 'Abe' is held
      ctx.api.on('GET', COMPLETE, () => []);
      await typeAndSettle(ctx, 'Brig');
      releaseSuggest();
      await ctx.settle();
      const results = ctx.store.get(completionResultsAtom);
      expect(results.groups.flatMap((g) => g.options.map((o) => o.text))).to.deep.equal(['Brighton, UK']);
      expect(ctx.api.callsTo('GET', COMPLETE)[0]?.aborted).to.equal(true);
    });

    it('clearing the text clears completions and cancels a pending request', async () => {
      const ctx = createSearchContext();
      scriptAberdeen(ctx);
      await typeAndSettle(ctx, 'Abe');
      ctx.store.set(setSearchQueryAtom, 'Aber');
      ctx.store.set(clearSearchAtom);
      ctx.timers.advance(1000);
      await ctx.settle();
      expect(ctx.store.get(searchQueryAtom)).to.equal('');
      expect(ctx.store.get(completionResultsAtom).total).to.equal(0);
      expect(ctx.maps.callsOf('suggest')).to.have.length(1);
    });

    it('one failing source still shows the others; all failing is an error', async () => {
      const ctx = createSearchContext();
      scriptAberdeen(ctx);
      ctx.maps.failNext('suggest', 'quota');
      await typeAndSettle(ctx, 'Abe');
      expect(ctx.store.get(completionResultsAtom).counts).to.deep.equal({ places: 0, locations: 1 });
      expect(ctx.store.get(searchErrorAtom)).to.equal(null);
      ctx.maps.failNext('suggest', 'unknown');
      ctx.api.failNext('GET', COMPLETE);
      await typeAndSettle(ctx, 'Aber');
      expect(ctx.store.get(searchErrorAtom)).to.equal('completions_failed');
    });

    it('announces the number of results, or no results', async () => {
      const ctx = createSearchContext();
      scriptAberdeen(ctx);
      ctx.store.set(setSearchQueryAtom, 'Abe');
      expect(ctx.store.get(searchAnnouncementAtom)).to.equal(null); // still waiting
      ctx.timers.advance(250);
      await ctx.settle();
      expect(ctx.store.get(searchAnnouncementAtom)).to.deep.equal({ key: 'search.announce.results', count: 3 });
      ctx.api.on('GET', COMPLETE, () => []);
      await typeAndSettle(ctx, 'Zzzz');
      expect(ctx.store.get(searchAnnouncementAtom)).to.deep.equal({ key: 'search.announce.no_results' });
    });

    it('sends search_submitted with the query length and counts, never the text', async () => {
      const ctx = createSearchContext();
      scriptAberdeen(ctx);
      await typeAndSettle(ctx, 'Abe');
      expect(ctx.analytics).to.deep.equal([
        { name: 'search_submitted', params: { query_length: 3, total: 3, count_places: 2, count_locations: 1 } },
      ]);
      expect(JSON.stringify(ctx.analytics)).to.not.contain('Abe');
    });
  });

  describe('place search refused for the key (issue 43, finding A)', () => {
    it('a denied or spent place search tells the visitor once; our own completions still come; a new platform starts afresh', async () => {
      const ctx = createSearchContext();
      scriptAberdeen(ctx);
      ctx.maps.failNext('suggest', 'denied', 'PERMISSION_DENIED');
      expect(ctx.store.get(placesUnavailableAtom)).to.equal(false);
      await typeAndSettle(ctx, 'Abe');
      expect(ctx.store.get(placesUnavailableAtom)).to.equal(true);
      expect(ctx.store.get(searchListAtom).options.length, 'our completions').to.be.greaterThan(0);
      ctx.store.set(provideSearchMapsAtom, null);
      expect(ctx.store.get(placesUnavailableAtom)).to.equal(false);
    });

    it('a passing failure (network) does not', async () => {
      const ctx = createSearchContext();
      scriptAberdeen(ctx);
      ctx.maps.failNext('suggest', 'network');
      await typeAndSettle(ctx, 'Abe');
      expect(ctx.store.get(placesUnavailableAtom)).to.equal(false);
    });
  });

  describe('selecting a place', () => {
    it('fetches details in the session, stores the place, renews the session, and records a recent search', async () => {
      const ctx = createSearchContext();
      scriptAberdeen(ctx);
      ctx.maps.scriptPlace(rawPlace(ABERDEEN));
      ctx.maps.scriptSuggestions('Brig', [suggestion(BRIGHTON.id, 'Brighton, UK')]);
      ctx.api.on('GET', NEAREST, () => ({ locations: [], clusters: [] }));
      await typeAndSettle(ctx, 'Abe');
      const sessionBefore = ctx.maps.callsOf('suggest')[0]?.session;
      ctx.store.set(moveActiveOptionAtom, 'next');
      await ctx.store.set(chooseOptionAtom);
      const [details] = ctx.maps.callsOf('details');
      expect(details?.argument).to.equal(ABERDEEN.id);
      expect(details?.session).to.equal(sessionBefore);
      expect(ctx.store.get(selectedPlaceAtom)?.place_id).to.equal(ABERDEEN.id);
      expect(ctx.store.get(searchOriginAtom)).to.deep.equal(ABERDEEN.center);
      expect(ctx.store.get(listOriginAtom)).to.deep.equal({ ...ABERDEEN.center, label: 'Aberdeen, UK' });
      expect(ctx.store.get(searchQueryAtom)).to.equal('Aberdeen, UK');
      expect(ctx.store.get(recentSearchesAtom)).to.deep.equal([{ type: 'google_place', place_id: ABERDEEN.id, description: 'Aberdeen, UK' }]);
      await typeAndSettle(ctx, 'Brig');
      const sessionAfter = ctx.maps.callsOf('suggest')[1]?.session;
      expect(sessionAfter).to.be.a('string').and.not.equal(sessionBefore);
      expect(ctx.analytics.find((e) => e.name === 'completion_chosen')).to.deep.equal({ name: 'completion_chosen', params: { source: 'places', position: 1 } });
    });

    it('starts a new session itself after details, also on a platform that does not renew sessions in place', async () => {
      const ctx = createSearchContext();
      scriptAberdeen(ctx);
      ctx.maps.scriptPlace(rawPlace(ABERDEEN));
      // Pass details a plain copy of the session: the fake cannot renew it in place, so only the search
      // feature's own newSession() can start the next session.
      const { maps } = ctx;
      ctx.store.set(provideSearchMapsAtom, {
        geocoding: maps.geocoding,
        routing: maps.routing,
        places: {
          newSession: () => maps.places.newSession(),
          suggest: (input, options) => maps.places.suggest(input, options),
          details: (placeId, options) => maps.places.details(placeId, { ...options, ...(options.session ? { session: { id: options.session.id } } : {}) }),
        },
      });
      await typeAndSettle(ctx, 'Abe');
      const first = ctx.maps.callsOf('suggest')[0]?.session;
      await ctx.store.set(selectPlaceAtom, { placeId: ABERDEEN.id, description: 'Aberdeen, UK' });
      expect(ctx.maps.callsOf('details')[0]?.session).to.equal(first);
      await typeAndSettle(ctx, 'Aber');
      expect(ctx.maps.callsOf('suggest')[1]?.session).to.be.a('string').and.not.equal(first);
    });

    it('keeps the session after a failed details lookup', async () => {
      const ctx = createSearchContext();
      scriptAberdeen(ctx);
      await typeAndSettle(ctx, 'Abe');
      const session = ctx.maps.callsOf('suggest')[0]?.session;
      await ctx.store.set(selectPlaceAtom, { placeId: 'unknown-place', description: 'Nowhere' });
      expect(ctx.store.get(searchErrorAtom)).to.equal('place_not_found');
      await typeAndSettle(ctx, 'Aber');
      expect(ctx.maps.callsOf('suggest')[1]?.session).to.equal(session);
      expect(ctx.store.get(recentSearchesAtom)).to.deep.equal([]);
    });

    it('targets the place viewport grown by 1.1 until the nearest stations within the cutoff are inside', async () => {
      const ctx = createSearchContext({ remote: { map: { minSearchLocations: { count: 2, cutoffDistance: 20_000 } } } });
      ctx.maps.scriptPlace(rawPlace(ABERDEEN));
      ctx.api.on('GET', NEAREST, () => ({
        locations: [station('a', 57.16, -2.1, 1_200), station('b', 57.26, -2.1, 12_400), station('far', 57.6, -2.1, 50_000)],
        clusters: [],
      }));
      await ctx.store.set(selectPlaceAtom, { placeId: ABERDEEN.id, description: 'Aberdeen, UK', shouldTarget: true });
      const [nearest] = ctx.api.callsTo('GET', NEAREST);
      expect(nearest?.url.searchParams.get('limit')).to.equal('2');
      expect(nearest?.url.searchParams.get('lat')).to.equal('57.1497');
      const target = ctx.store.get(mapTargetAtom)?.target;
      expect(target?.kind).to.equal('bounds');
      const bounds = target?.kind === 'bounds' ? target.bounds : null;
      // 'b' is 0.11 north of the centre (57.15): 0.05 * 1.1^9 is the first half-height that reaches it.
      expect(bounds?.north).to.be.closeTo(57.15 + 0.05 * 1.1 ** 9, 1e-9);
      expect(bounds?.north).to.be.lessThan(57.6); // 'far' is beyond the cutoff: not included
    });

    it('targets the bare viewport when no station is within the cutoff, and does not target without shouldTarget', async () => {
      const ctx = createSearchContext({ remote: { map: { minSearchLocations: { count: 1, cutoffDistance: 1_000 } } } });
      ctx.maps.scriptPlace(rawPlace(ABERDEEN));
      ctx.api.on('GET', NEAREST, () => ({ locations: [station('far', 57.6, -2.1, 50_000)], clusters: [] }));
      await ctx.store.set(selectPlaceAtom, { placeId: ABERDEEN.id, description: 'Aberdeen', shouldTarget: false });
      expect(ctx.store.get(mapTargetAtom)).to.equal(null);
      await ctx.store.set(selectPlaceAtom, { placeId: ABERDEEN.id, description: 'Aberdeen', shouldTarget: true });
      expect(ctx.store.get(mapTargetAtom)?.target).to.deep.equal({ kind: 'bounds', bounds: ABERDEEN.viewport });
    });

    it('a missing place_id is a typed, logged, shown error', async () => {
      const ctx = createSearchContext();
      const result = await ctx.store.set(selectPlaceAtom, { placeId: undefined, description: 'Somewhere' });
      expect(result).to.equal(null);
      expect(ctx.store.get(searchErrorAtom)).to.equal('missing_place_id');
      expect(ctx.logger.entries.some((e) => e.level === 'error' && /place_id/.test(e.message))).to.equal(true);
      expect(ctx.maps.callsOf('details')).to.have.length(0);
      await ctx.store.set(selectIntentAtom, { type: 'google_place', place_id: '  ', description: 'Blank' });
      expect(ctx.store.get(searchErrorAtom)).to.equal('missing_place_id');
    });
  });

  describe('selecting a location', () => {
    it('hands it to the locations feature (targeted) and records it as a recent search', async () => {
      const ctx = createSearchContext();
      ctx.api.on('GET', /\/api\/v2\/locations\/1001$/, () => station('1001', 57.17, -2.1, 0));
      await ctx.store.set(selectIntentAtom, { type: 'location', resource: 'locations', id: '1001', description: 'BP Aberdeen North' });
      expect(ctx.store.get(selectedLocationAtom)?.location.id).to.equal('1001');
      expect(ctx.store.get(mapTargetAtom)?.target.kind).to.equal('center');
      expect(ctx.store.get(recentSearchesAtom)).to.deep.equal([{ type: 'location', resource: 'locations', id: '1001', description: 'BP Aberdeen North' }]);
    });

    it('a place chosen after it closes the station\'s details, so the stations near the place show', async () => {
      const ctx = createSearchContext();
      ctx.maps.scriptPlace(rawPlace(ABERDEEN));
      ctx.api.on('GET', /\/api\/v2\/locations\/1001$/, () => station('1001', 57.17, -2.1, 0));
      await ctx.store.set(selectIntentAtom, { type: 'location', resource: 'locations', id: '1001', description: 'BP Aberdeen North' });
      expect(ctx.store.get(selectedLocationAtom)?.location.id).to.equal('1001');
      await ctx.store.set(selectPlaceAtom, { placeId: ABERDEEN.id, description: 'Aberdeen, UK' });
      expect(ctx.store.get(selectedLocationAtom)).to.equal(null);
      // A place that is not found leaves what was open alone.
      await ctx.store.set(selectIntentAtom, { type: 'location', resource: 'locations', id: '1001', description: 'BP Aberdeen North' });
      await ctx.store.set(selectPlaceAtom, { placeId: 'unknown-place', description: 'Nowhere' });
      expect(ctx.store.get(selectedLocationAtom)?.location.id).to.equal('1001');
    });

    it('shows an error and records nothing when the location cannot be loaded', async () => {
      const ctx = createSearchContext();
      ctx.api.on('GET', /\/api\/v2\/locations\/404$/, () => ({ status: 404, body: {} }));
      await ctx.store.set(selectIntentAtom, { type: 'location', resource: 'locations', id: '404', description: 'Gone' });
      expect(ctx.store.get(searchErrorAtom)).to.equal('selection_failed');
      expect(ctx.store.get(recentSearchesAtom)).to.deep.equal([]);
    });
  });

  describe('recent searches in storage', () => {
    const KEY = 'station-locator:recent:uk-fuel';

    it('stores under the namespaced key, newest first, at most 5, duplicates skipped; clear-all empties it', async () => {
      const ctx = createSearchContext();
      ctx.store.set(setSearchNamespaceAtom, 'uk-fuel');
      for (let n = 1; n <= 6; n += 1) {
        ctx.api.on('GET', new RegExp(`/api/v2/locations/s${n}$`), () => station(`s${n}`, 57, -2, 0));
        await ctx.store.set(selectIntentAtom, { type: 'location', resource: 'locations', id: `s${n}`, description: `Station ${n}` });
      }
      await ctx.store.set(selectIntentAtom, { type: 'location', resource: 'locations', id: 's6', description: 'Station 6 again' });
      const ids = ctx.store.get(recentSearchesAtom).map((i) => (i.type === 'location' ? i.id : i.place_id));
      expect(ids).to.deep.equal(['s6', 's5', 's4', 's3', 's2']);
      const stored = JSON.parse(ctx.storage.items.get(KEY) ?? 'null') as { v: number; items: unknown[] };
      expect(stored.v).to.equal(2);
      expect(stored.items).to.have.length(5);
      ctx.store.set(clearRecentSearchesAtom);
      expect(ctx.store.get(recentSearchesAtom)).to.deep.equal([]);
      expect(ctx.storage.items.has(KEY)).to.equal(false);
    });

    it('reads existing entries, and ignores corrupt, oversized and foreign contents', () => {
      const good = JSON.stringify({ v: 2, items: [{ type: 'google_place', place_id: 'p1', description: 'Leeds' }] });
      for (const [raw, expected] of [
        [good, 1],
        ['{oops', 0],
        [JSON.stringify({ v: 2, items: [{ type: 'google_place', place_id: 'p', description: 'x'.repeat(17_000) }] }), 0],
        [JSON.stringify({ recent: ['Leeds'] }), 0],
        [JSON.stringify(['Leeds']), 0],
      ] as const) {
        const ctx = createSearchContext({ storage: createMemoryStorage({ [KEY]: raw }) });
        ctx.store.set(setSearchNamespaceAtom, 'uk-fuel');
        expect(ctx.store.get(recentSearchesAtom), raw.slice(0, 40)).to.have.length(expected);
      }
    });

    it('survives storage that throws on read (SecurityError) and on write (QuotaExceededError)', async () => {
      const storage = createMemoryStorage();
      storage.failRead = securityError();
      storage.failWrite = quotaExceeded();
      const ctx = createSearchContext({ storage });
      expect(ctx.store.get(recentSearchesAtom)).to.deep.equal([]);
      ctx.maps.scriptPlace(rawPlace(ABERDEEN));
      const place = await ctx.store.set(selectPlaceAtom, { placeId: ABERDEEN.id, description: 'Aberdeen', recentLabel: 'Aberdeen' });
      expect(place?.place_id).to.equal(ABERDEEN.id);
      // Kept for this page view even though it could not be stored.
      expect(ctx.store.get(recentSearchesAtom)).to.have.length(1);
      expect(ctx.logger.entries.filter((e) => e.level === 'warn').length).to.be.greaterThan(0);
      ctx.store.set(clearRecentSearchesAtom);
      expect(ctx.store.get(recentSearchesAtom)).to.deep.equal([]);
    });

    it('shows recent searches as the list while the text is empty', async () => {
      const ctx = createSearchContext();
      ctx.maps.scriptPlace(rawPlace(ABERDEEN));
      await ctx.store.set(selectPlaceAtom, { placeId: ABERDEEN.id, description: 'Aberdeen, UK' });
      ctx.store.set(clearSearchAtom);
      const list = ctx.store.get(searchListAtom);
      expect(list.mode).to.equal('recent');
      expect(list.options.map((o) => o.text)).to.deep.equal(['Aberdeen, UK']);
    });

    it("G: on Google, a place is remembered by its id and what the visitor typed, never Google's place text", async () => {
      const ctx = createSearchContext();
      ctx.store.set(provideSearchMapsAtom, { places: ctx.maps.places, geocoding: ctx.maps.geocoding, routing: ctx.maps.routing, provider: 'google' });
      scriptAberdeen(ctx);
      ctx.maps.scriptPlace(rawPlace(ABERDEEN));
      ctx.maps.scriptPlace(rawPlace(BRIGHTON));
      ctx.api.on('GET', NEAREST, () => ({ locations: [], clusters: [] }));
      await typeAndSettle(ctx, 'Abe');
      ctx.store.set(moveActiveOptionAtom, 'next');
      await ctx.store.set(chooseOptionAtom);
      expect(ctx.store.get(searchQueryAtom), 'the box shows the place as Google names it').to.equal('Aberdeen, UK');
      // A place picked with no text of ours (a #/place/ link: only Google's name) is not remembered.
      await ctx.store.set(selectPlaceAtom, { placeId: BRIGHTON.id, description: '' });
      expect(ctx.store.get(recentSearchesAtom)).to.deep.equal([{ type: 'google_place', place_id: ABERDEEN.id, description: 'Abe' }]);
      const stored = [...ctx.storage.items.values()].join(' ');
      expect(stored).to.contain(ABERDEEN.id).and.not.contain('Aberdeen, UK').and.not.contain('Brighton');
    });
  });

  describe('geolocation', () => {
    const HERE = { lat: 57.1501, lng: -2.0951 };

    function scriptHere(ctx: SearchTestContext) {
      ctx.maps.scriptPlace(rawPlace(ABERDEEN));
      ctx.maps.scriptReverse(HERE, [{ placeId: ABERDEEN.id, formattedAddress: '1 Union St, Aberdeen', location: ABERDEEN.center, types: ['street_address'] }]);
      ctx.api.on('GET', NEAREST, () => ({ locations: [], clusters: [] }));
    }

    it('none → waiting → success: reverse-geocodes, selects the place targeted, marks the position', async () => {
      const ctx = createSearchContext();
      scriptHere(ctx);
      expect(ctx.store.get(geolocationStatusAtom)).to.equal('none');
      const done = ctx.store.set(startGeolocationAtom);
      expect(ctx.store.get(geolocationStatusAtom)).to.equal('waiting');
      expect(ctx.geolocation.requests).to.deep.equal([{ maximumAge: 60_000, timeout: 30_000, enableHighAccuracy: false }]);
      ctx.geolocation.succeed(HERE.lat, HERE.lng);
      await done;
      expect(ctx.store.get(geolocationStatusAtom)).to.equal('success');
      expect(ctx.maps.callsOf('reverse')[0]?.argument).to.deep.equal(HERE);
      expect(ctx.store.get(selectedPlaceAtom)?.place_id).to.equal(ABERDEEN.id);
      expect(ctx.store.get(searchOriginAtom)).to.deep.equal(HERE);
      expect(ctx.store.get(listOriginAtom)).to.deep.equal({ ...HERE, label: '1 Union St, Aberdeen' });
      expect(ctx.store.get(currentLocationAtom)).to.deep.equal(HERE);
      expect(ctx.store.get(mapTargetAtom)?.target.kind).to.equal('bounds');
      // The visitor's whereabouts are not kept as a recent search.
      expect(ctx.store.get(recentSearchesAtom)).to.deep.equal([]);
      expect(ctx.analytics.at(-1)).to.deep.equal({ name: 'geolocation_used', params: { status: 'success' } });
    });

    for (const [code, reason] of [
      [1, 'denied'],
      [2, 'unavailable'],
      [3, 'timeout'],
    ] as const) {
      it(`a position failure (${reason}) gives error`, async () => {
        const ctx = createSearchContext();
        const done = ctx.store.set(startGeolocationAtom);
        ctx.geolocation.fail(code);
        await done;
        expect(ctx.store.get(geolocationStatusAtom)).to.equal('error');
        expect(ctx.maps.callsOf('reverse')).to.have.length(0);
        expect(ctx.analytics).to.deep.equal([{ name: 'geolocation_used', params: { status: 'error', reason } }]);
      });
    }

    it('no reverse-geocoding result gives error', async () => {
      const ctx = createSearchContext();
      const done = ctx.store.set(startGeolocationAtom);
      ctx.geolocation.succeed(0, 0);
      await done;
      expect(ctx.store.get(geolocationStatusAtom)).to.equal('error');
      expect(ctx.store.get(selectedPlaceAtom)).to.equal(null);
      expect(ctx.analytics).to.deep.equal([{ name: 'geolocation_used', params: { status: 'error', reason: 'no_result' } }]);
    });

    it('returns to none (and drops the marker) when another place is selected, not when the same one is', async () => {
      const ctx = createSearchContext();
      scriptHere(ctx);
      ctx.maps.scriptPlace(rawPlace(BRIGHTON));
      const done = ctx.store.set(startGeolocationAtom);
      ctx.geolocation.succeed(HERE.lat, HERE.lng);
      await done;
      await ctx.store.set(selectPlaceAtom, { placeId: ABERDEEN.id, description: 'Aberdeen' });
      expect(ctx.store.get(geolocationStatusAtom)).to.equal('success');
      await ctx.store.set(selectPlaceAtom, { placeId: BRIGHTON.id, description: 'Brighton' });
      expect(ctx.store.get(geolocationStatusAtom)).to.equal('none');
      expect(ctx.store.get(currentLocationAtom)).to.equal(null);
      expect(ctx.store.get(searchOriginAtom)).to.deep.equal(BRIGHTON.center);
    });

    it('without a geolocation service it is an error at once', async () => {
      const ctx = createSearchContext({ withoutGeolocation: true });
      await ctx.store.set(startGeolocationAtom);
      expect(ctx.store.get(geolocationStatusAtom)).to.equal('error');
    });
  });
});
