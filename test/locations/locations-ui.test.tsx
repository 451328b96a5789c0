import { expect } from '@open-wc/testing';
import { project } from '../../src/map/web-mercator';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { BoundsLiteral, LocationsResponse } from '../../src/api';
import { CanvasContextError } from '../../src/map/errors';
import {
  clearSelectedLocationAtom,
  highlightedLocationAtom,
  locationsStyles,
  requestMapTargetAtom,
  selectedLocationAtom,
  selectLocationAtom,
  setCurrentLocationAtom,
  setListOriginAtom,
  viewportAtom,
} from '../../src/locations';
import { backToSearchAtom, MOBILE_MEDIA_QUERY, openDirectionsAtom, searchMobileViewAtom, setActiveRouteAtom, setIsMobileAtom, sidebarModeAtom, takeDirectionsButtonFocusAtom, toggleMobileViewAtom, toggleModalAtom, type ActiveRoute } from '../../src/shared';
import { setWatchlistIdsAtom } from '../../src/watchlist';
import { ASDA_BRIDGE_OF_DEE, at, FIVE_MILE_ESSO, MFG_ESPLANADE_BP, PATCHAM_UNCO, SAINSBURYS_ABERDEEN, withStatus } from './fixtures/stations';
import { mountLocations, SIDEBAR_WIDTH, type HarnessOptions, type LocationsHarness } from './helpers/locations-harness';
import type { LocationsTestContext } from './helpers/locations-store';
import { createStore } from 'jotai/vanilla';
import { act } from 'react';
import { mountInShadow } from '../helpers/mount-in-shadow';
import { WITH_A_FUEL_FILTER } from '../helpers/feature-context';

const WITHIN = /\/locations\/within_bounds$/;
const GREY = /\/non_matching_locations\/within_bounds$/;
const NEAREST = /\/locations\/nearest_to$/;
const SHOW = /\/locations\/[0-9a-f]{64}$/;

const NEAREST_ANSWER: LocationsResponse = {
  locations: [at(SAINSBURYS_ABERDEEN, 1200, 1500), at(ASDA_BRIDGE_OF_DEE, 1300), at(withStatus(MFG_ESPLANADE_BP, 'closed', '2026-02-23T06:00:00+00:00'), 2500)],
  clusters: [],
};

function scriptApi(ctx: LocationsTestContext, within: LocationsResponse = { locations: [SAINSBURYS_ABERDEEN, MFG_ESPLANADE_BP], clusters: [] }) {
  ctx.api.on('GET', WITHIN, () => within);
  ctx.api.on('GET', GREY, () => ({ locations: [FIVE_MILE_ESSO], clusters: [] }));
  ctx.api.on('GET', NEAREST, () => NEAREST_ANSWER);
  ctx.api.on('GET', SHOW, (call) => [SAINSBURYS_ABERDEEN, MFG_ESPLANADE_BP, ASDA_BRIDGE_OF_DEE].find((l) => call.url.pathname.endsWith(l.id)) ?? { status: 404, body: {} });
}

const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';

describe('LocationsMap and NearestList', () => {
  let h: LocationsHarness;
  const originalUrl = window.location.href;

  async function mount(options: HarnessOptions = {}) {
    h = await mountLocations({ before: (ctx) => scriptApi(ctx), ...options });
    return h;
  }

  afterEach(async () => {
    await h?.unmount();
    window.history.replaceState(null, '', originalUrl);
  });

  describe('map', () => {
    /** `inner` lies in `outer` (to floating-point noise). The harness's map is 1000 × 600 px, 360 px of it under the sidebar. */
    const contains = (outer: BoundsLiteral, inner: BoundsLiteral, slack = 1e-9) =>
      outer.north + slack >= inner.north && outer.south - slack <= inner.south && outer.east + slack >= inner.east && outer.west - slack <= inner.west;

    it('starts on the configured country (GB), planned before the map exists: the map is created on it and never fitted', async () => {
      await mount();
      const planned = h.store.get(viewportAtom)!;
      expect(planned.region).to.equal('GB');
      const view = h.view();
      expect(view.options.center).to.deep.equal(planned.center);
      expect(view.options.zoom).to.equal(planned.zoom);
      expect(view.callsOf('fitBounds')).to.deep.equal([]);
      // The GB row of data/countries.csv fits in the part of the map the sidebar leaves free: the view reaches
      // further west than the country by about the covered share, and it is zoomed as far in as the box allows.
      // (Its west edge is St Kilda's, not Rockall's: data/SOURCES.md.)
      const GB = { south: 49.9098, west: -8.65, north: 60.8484, east: 1.7694 };
      expect(contains(planned.bounds, GB), JSON.stringify(planned.bounds)).to.equal(true);
      // Longitude is linear across a Mercator map: the country's middle is the free part's middle, 680 px of 1000.
      const width = planned.bounds.east - planned.bounds.west;
      expect(((GB.west + GB.east) / 2 - planned.bounds.west) / width).to.be.closeTo(0.68, 0.005);
      // 24 px to spare on each side of the free part (bubbles at the edges stay whole), touching in one dimension.
      const px = (lat: number, lng: number) => project({ lat, lng }, planned.zoom);
      const [mapNw, mapSe, gbNw, gbSe] = [px(planned.bounds.north, planned.bounds.west), px(planned.bounds.south, planned.bounds.east), px(GB.north, GB.west), px(GB.south, GB.east)];
      const spare = { top: gbNw.y - mapNw.y, bottom: mapSe.y - gbSe.y, right: mapSe.x - gbSe.x, left: gbNw.x - mapNw.x - 360 };
      for (const side of Object.values(spare)) expect(side, JSON.stringify(spare)).to.be.at.least(23.5);
      expect(Math.min(spare.left + spare.right, spare.top + spare.bottom), JSON.stringify(spare)).to.be.closeTo(48, 1);
    });

    it('keeps the starting country fitted while the map box changes size before the visitor moves the map; not after', async () => {
      await mount();
      const first = h.store.get(viewportAtom)!;
      // Something above the map appears (the search box on a phone): the box is 200 px shorter.
      h.host.style.height = '400px';
      await h.waitFor(() => h.store.get(viewportAtom) !== first, 'the first view was not planned again');
      const refitted = h.store.get(viewportAtom)!;
      expect(refitted.region).to.equal('GB');
      expect(refitted.zoom).to.be.below(first.zoom);
      await h.advance(0);
      expect(h.view().callsOf('setView').at(-1)).to.deep.equal([refitted.center, refitted.zoom]);
      // The map settles there: nothing more is asked for that view.
      const regionOrBoxCalls = () => h.api.callsTo('GET', WITHIN).length;
      const before = regionOrBoxCalls();
      await h.idle({ center: refitted.center, zoom: refitted.zoom });
      expect(regionOrBoxCalls()).to.equal(before);
      // Once the visitor has moved the map, a new size leaves the view alone.
      await h.idle({ center: { lat: 57.1, lng: -2.1 }, zoom: 9 });
      const moved = h.store.get(viewportAtom);
      const resized = h.whenMapBoxResizes();
      h.host.style.height = '500px';
      await h.act(() => resized);
      await h.advance(0);
      expect(h.store.get(viewportAtom)).to.equal(moved);
    });

    it('leaves a fit that a search or a route asked for alone when the box then changes size (a phone\'s map shown after its list)', async () => {
      await mount();
      const first = h.store.get(viewportAtom)!;
      // A route fitted while the map is hidden: the map has not settled anywhere new yet.
      const LEEDS_TO_BIRMINGHAM = { north: 53.80396, south: 52.46655, east: -1.53452, west: -2.54841 };
      await h.act(() => h.store.set(requestMapTargetAtom, { kind: 'bounds', bounds: LEEDS_TO_BIRMINGHAM, padding: 40 }));
      await h.advance(0);
      expect(h.view().callsOf('fitBounds').at(-1)).to.deep.equal([LEEDS_TO_BIRMINGHAM, 40]);
      const setViews = h.view().callsOf('setView').length;
      // The map is shown: its box changes size. The country must not come back over the route.
      const resized = h.whenMapBoxResizes();
      h.host.style.height = '400px';
      await h.act(() => resized);
      await h.advance(0);
      expect(h.store.get(viewportAtom)).to.equal(first);
      expect(h.view().callsOf('setView').length).to.equal(setViews);
    });

    it('picks the starting area from config.country, falling back to GB for an unknown code', async () => {
      await mount({ remote: { country: 'DE' } });
      expect(h.store.get(viewportAtom)?.region).to.equal('DE');
      expect(contains(h.store.get(viewportAtom)!.bounds, { south: 47.2706, west: 5.8519, north: 55.0651, east: 15.0212 })).to.equal(true);
      await h.unmount();
      await mount({ remote: { country: 'ZZ' } });
      expect(h.store.get(viewportAtom)?.region).to.equal('GB');
    });

    it('loads the starting country view with within_region (the country, not a box), then pans with within_bounds', async () => {
      const REGION = /\/(non_matching_)?locations\/within_region$/;
      const views = (list: string[]) => ({ views: list });
      await mount({
        remote: {
          ...WITH_A_FUEL_FILTER,
          resources: {
            locations: views(['show', 'within_bounds', 'within_region', 'nearest_to', 'along_corridor', 'complete']),
            non_matching_locations: views(['within_bounds', 'within_region', 'along_corridor']),
          },
        },
        before: (ctx) => {
          scriptApi(ctx);
          ctx.api.on('GET', /\/locations\/within_region$/, () => ({ locations: [SAINSBURYS_ABERDEEN, MFG_ESPLANADE_BP], clusters: [] }));
          ctx.api.on('GET', /\/non_matching_locations\/within_region$/, () => ({ locations: [FIVE_MILE_ESSO], clusters: [] }));
        },
      });
      // Asked for while the map was being created; the map settling on the planned view asks nothing more.
      await h.idle();
      const zoom = String(Math.round(h.store.get(viewportAtom)!.zoom));
      const region = h.api.callsTo('GET', REGION);
      expect(region.map((call) => [call.url.pathname, call.url.searchParams.get('region_id'), call.url.searchParams.get('zoom')])).to.deep.equal([
        ['/api/v2/locations/within_region', 'GB', zoom],
        ['/api/v2/non_matching_locations/within_region', 'GB', zoom],
      ]);
      expect(h.api.callsTo('GET', NEAREST)).to.have.length(1);
      expect(h.api.callsTo('GET', WITHIN)).to.have.length(0);
      expect(h.view().stations.map((station) => station.id).sort()).to.deep.equal(
        [SAINSBURYS_ABERDEEN, MFG_ESPLANADE_BP].map((l) => `locations:${l.id}`).concat(`non_matching_locations:${FIVE_MILE_ESSO.id}`).sort(),
      );
      // The visitor pans: boxes again.
      await h.idle({ center: { lat: 57.1, lng: -2.1 }, zoom: 9 });
      expect(h.api.callsTo('GET', REGION)).to.have.length(2);
      expect(h.api.callsTo('GET', WITHIN)).to.have.length(1);
      expect(h.api.callsTo('GET', GREY)).to.have.length(1);
    });

    it('loads within_bounds when the map does not start on the country (a location link) or the resource has no within_region', async () => {
      window.history.replaceState(null, '', `#/resources/locations/${MFG_ESPLANADE_BP.id}`);
      await mount({ hashRouting: true, remote: { resources: { locations: { views: ['show', 'within_bounds', 'within_region', 'nearest_to'] } } } });
      await h.advance(0);
      await h.idle();
      expect(h.api.callsTo('GET', /within_region$/)).to.have.length(0);
      expect(h.api.callsTo('GET', WITHIN)).to.have.length(1);
      await h.unmount();
      window.history.replaceState(null, '', originalUrl);
      await mount();
      await h.idle();
      expect(h.api.callsTo('GET', /within_region$/)).to.have.length(0);
      expect(h.api.callsTo('GET', WITHIN)).to.have.length(1);
    });

    it('an idle map feeds the loaders: colour and grey stations, then clusters whose click fits their bounds', async () => {
      await mount({ remote: WITH_A_FUEL_FILTER });
      await h.idle();
      const view = h.view();
      expect(h.store.get(viewportAtom)?.zoom).to.equal(view.options.zoom);
      expect(view.stations.map((s) => [s.name, s.state])).to.deep.equal([
        ['SAINSBURYS ABERDEEN', 'normal'],
        ['MFG ESPLANADE', 'normal'],
        ['ASCONA FIVE MILE SERVICE STATION', 'nonMatching'],
      ]);
      expect(view.stations[0]).to.include({ brand: 'sainsbury_s', address: SAINSBURYS_ABERDEEN.formatted_address });
      expect(view.stations[0]!.openStatusText).to.equal('Open now until 23:00');

      h.api.on('GET', WITHIN, () => ({ locations: [], clusters: [{ id: 'c1', size: 40, bounds: { ne: [58, -1], sw: [56, -3] }, centroid: [57, -2] }] }));
      await h.idle({ zoom: 7 });
      expect(view.clusters).to.deep.equal([{ id: 'locations:c1', size: 40, bounds: { north: 58, east: -1, south: 56, west: -3 }, centroid: { lat: 57, lng: -2 } }]);
      await h.act(() => view.clickCluster('locations:c1'));
      expect(view.callsOf('fitBounds').at(-1)![0]).to.deep.equal({ north: 58, east: -1, south: 56, west: -3 });
    });

    it('a marker click selects the station (select-location, location_selected); hover highlights it', async () => {
      await mount();
      await h.idle();
      const view = h.view();
      const id = `locations:${MFG_ESPLANADE_BP.id}`;
      await h.act(() => view.hoverStation(id));
      expect(view.stations.find((s) => s.id === id)?.state).to.equal('highlighted');
      await h.act(() => view.hoverStation(null));
      expect(view.stations.find((s) => s.id === id)?.state).to.equal('normal');

      await h.act(() => view.clickStation(id));
      await h.advance(0);
      expect(h.store.get(selectedLocationAtom)?.location.id).to.equal(MFG_ESPLANADE_BP.id);
      expect(view.stations.find((s) => s.id === id)?.state).to.equal('selected');
      expect(h.hostEvents).to.deep.equal([{ name: 'select-location', detail: { resource: 'locations', id: MFG_ESPLANADE_BP.id } }]);
      expect(h.analytics).to.deep.equal([{ name: 'location_selected', params: { resource: 'locations', id: MFG_ESPLANADE_BP.id } }]);
    });

    it('a grey station is selected from the pool (non_matching_locations has no show view)', async () => {
      await mount({ remote: WITH_A_FUEL_FILTER });
      await h.idle();
      await h.act(() => h.view().clickStation(`non_matching_locations:${FIVE_MILE_ESSO.id}`));
      await h.advance(0);
      expect(h.store.get(selectedLocationAtom)).to.deep.include({ resource: 'non_matching_locations' });
      expect(h.api.callsTo('GET', /non_matching_locations\/[0-9a-f]{64}$/)).to.have.length(0);
    });

    it('draws the current-location marker and applies map target requests', async () => {
      await mount();
      await h.act(() => h.store.set(setCurrentLocationAtom, { lat: 57.15, lng: -2.1 }));
      expect(h.view().currentLocation).to.deep.equal({ lat: 57.15, lng: -2.1 });
      await h.act(() => h.store.set(requestMapTargetAtom, { kind: 'center', center: { lat: 57.1, lng: -2.2 }, zoom: 14 }));
      expect(h.view().callsOf('setView').at(-1)).to.deep.equal([{ lat: 57.1, lng: -2.2 }, 14]);
      await h.act(() => h.store.set(requestMapTargetAtom, { kind: 'center', center: { lat: 57.2, lng: -2.0 } }));
      expect(h.view().callsOf('panTo').at(-1)).to.deep.equal([{ lat: 57.2, lng: -2.0 }]);
    });

    it('desktop: padding is the sidebar width and the controls show', async () => {
      await mount();
      await h.waitFor(() => h.view().padding.left === SIDEBAR_WIDTH, `padding ${JSON.stringify(h.view().padding)}`);
      expect(h.view().controlsVisible).to.equal(true);
    });

    it('desktop: a sidebar beside the map (the shell grid) hides nothing of it, so no padding', async () => {
      await mount();
      await h.waitFor(() => h.view().padding.left === SIDEBAR_WIDTH, 'the overlapping sidebar pads the map');
      // The map moves out from under the sidebar: it now starts where the sidebar ends.
      const mapContainer = h.shadow.querySelector('[data-testid="locations-map"]')!.parentElement!;
      mapContainer.style.left = `${SIDEBAR_WIDTH}px`;
      // Padding by the whole sidebar width here squeezed every fit into the map's right edge (GB at zoom 3.6, centred west of Ireland).
      await h.waitFor(() => h.view().padding.left === 0, `padding ${JSON.stringify(h.view().padding)}`);
    });

    it('a map that cannot draw (no canvas context, spec section 8) is reported to the host and the list keeps working', async () => {
      await mount();
      const cause = new CanvasContextError('2d');
      await h.act(() => h.view().emitFailure('canvas_failed', cause));
      await h.waitFor(() => h.hostEvents.length > 0, 'locator-error');
      expect(h.hostEvents.map((event) => [event.name, (event.detail as { code: string }).code])).to.deep.equal([['locator-error', 'map_canvas_failed']]);
      expect(h.logger.entries.some((entry) => entry.level === 'error' && entry.details.includes(cause))).to.equal(true);
      await h.idle();
      expect(h.items()).to.have.length(3);
    });

    it('shows a retry message when within_bounds fails, and Retry reloads', async () => {
      await mount({
        remote: WITH_A_FUEL_FILTER,
        before: (ctx) => {
          scriptApi(ctx);
          ctx.api.on('GET', WITHIN, () => ({ status: 500, body: {} }));
        },
      });
      await h.idle();
      const notice = h.shadow.querySelector('[data-testid="locations-map"] .locations-error');
      expect(text(notice?.querySelector('p'))).to.equal('The stations could not be loaded.');
      // One line of text beside the button, not a column of words in the map's right half (the demo's
      // map is about 520 px wide).
      h.shadow.querySelector<HTMLElement>('[data-testid="locations-map"]')!.style.width = '520px';
      const message = notice!.querySelector('p')!.getBoundingClientRect();
      const fontSize = parseFloat(getComputedStyle(notice!.querySelector('p')!).fontSize);
      expect(message.height).to.be.below(fontSize * 2);
      expect(notice!.querySelector('button')!.getBoundingClientRect().height).to.be.below(fontSize * 3);
      scriptApi(h);
      await h.act(() => notice?.querySelector('button')?.click());
      await h.advance(0);
      expect(h.shadow.querySelector('[data-testid="locations-map"] .locations-error')).to.equal(null);
      expect(h.view().stations).to.have.length(3);
    });
  });

  describe('a failed load beside a failed list', () => {
    afterEach(async () => {
      await setViewport({ width: 1280, height: 800 });
    });

    it('says it once where the list says it (one alert, one Retry for both); in a phone\'s map view the map says it', async () => {
      await mount({
        remote: WITH_A_FUEL_FILTER,
        before: (ctx) => {
          scriptApi(ctx);
          ctx.api.on('GET', WITHIN, () => ({ status: 500, body: {} }));
          ctx.api.on('GET', NEAREST, () => ({ status: 500, body: {} }));
        },
      });
      await h.idle();
      const alerts = () => [...h.shadow.querySelectorAll('.locations-error[role="alert"]')].map((notice) => (notice.closest('[data-testid="locations-map"]') ? 'map' : 'list'));
      expect(alerts()).to.deep.equal(['list']);
      // A phone shows the map alone: the map says it there.
      await setViewport({ width: 375, height: 700 });
      await h.act(() => h.store.set(setIsMobileAtom, true));
      expect(alerts()).to.deep.equal(['map']);
      // The list's Retry (back at desktop width) re-runs both loads.
      await setViewport({ width: 1280, height: 800 });
      await h.act(() => h.store.set(setIsMobileAtom, false));
      scriptApi(h);
      await h.act(() => h.list()?.querySelector<HTMLButtonElement>('.locations-error button')?.click());
      await h.advance(0);
      expect(alerts()).to.deep.equal([]);
      expect(h.items()).to.have.length(3);
      expect(h.view().stations).to.have.length(3);
    });
  });

  describe('mobile (width ≤ 767 px)', () => {
    afterEach(async () => {
      await setViewport({ width: 1280, height: 800 });
    });

    it('follows the viewport width through the shared breakpoint (767 px mobile, 768 px not)', async () => {
      await mount();
      await h.idle();
      for (const [width, mobile] of [
        [767, true],
        [768, false],
        [375, true],
      ] as const) {
        await setViewport({ width, height: 700 });
        // What the shell's useIsMobileSync does on a media query change.
        await h.act(() => h.store.set(setIsMobileAtom, window.matchMedia(MOBILE_MEDIA_QUERY).matches));
        expect(h.view().controlsVisible, `controls at ${width}px`).to.equal(!mobile);
        expect(h.list() === null, `list hidden at ${width}px`).to.equal(mobile);
      }
    });

    it('a pin tapped on the map brings up the list view, where the station\'s details are', async () => {
      await mount({ mobile: true });
      await h.idle();
      expect(h.store.get(searchMobileViewAtom)).to.equal('map');
      await h.act(() => h.view().clickStation(`locations:${MFG_ESPLANADE_BP.id}`));
      await h.advance(0);
      expect(h.store.get(selectedLocationAtom)?.location.id).to.equal(MFG_ESPLANADE_BP.id);
      expect(h.store.get(searchMobileViewAtom)).to.equal('list');
    });

    it('no padding, no controls, and the list only in list view', async () => {
      await mount({ mobile: true });
      await h.idle();
      const view = h.view();
      expect(view.options.controlsVisible).to.equal(false);
      expect(view.controlsVisible).to.equal(false);
      expect(view.padding).to.deep.equal({ top: 0, right: 0, bottom: 0, left: 0 });
      // Default mobile view: map. The list is hidden.
      expect(h.list()).to.equal(null);
      await h.act(() => h.store.set(toggleMobileViewAtom));
      expect(h.items()).to.have.length(3);
      await h.act(() => h.store.set(toggleMobileViewAtom));
      expect(h.list()).to.equal(null);
    });
  });

  describe('nearest list', () => {
    describe('paginated (config resources.locations.paginated)', () => {
      const TOTAL = 120;
      /** 120 stations around Aberdeen, 100 m apart, served a page at a time as the reference API does. */
      function scriptPages(ctx: LocationsTestContext) {
        const all = Array.from({ length: TOTAL }, (_, i) => ({ ...at(SAINSBURYS_ABERDEEN, 100 * (i + 1)), id: `p${i}`, name: `STATION ${i}` }));
        ctx.api.on('GET', NEAREST, (call) => {
          const page = Number(call.url.searchParams.get('page'));
          const perPage = Number(call.url.searchParams.get('per_page'));
          const last = Math.ceil(TOTAL / perPage);
          const link = (n: number, rel: string) => `</api/v2/locations/nearest_to?lat=57&lng=-2&page=${n}&per_page=${perPage}>; rel="${rel}"`;
          const links = [link(1, 'first'), ...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')];
          return { status: 200, body: { locations: all.slice((page - 1) * perPage, page * perPage), clusters: [] }, headers: { Link: links.join(', '), 'X-Total-Count': String(TOTAL) } };
        });
      }
      const paginated = { resources: { locations: { paginated: true } } };
      const moreButton = () => h.shadow.querySelector<HTMLButtonElement>('.nearest-list__more-button');
      const announcement = () => text(h.shadow.querySelector('[data-nearest-announcement][role="status"]'));
      const focusedName = () => text((h.shadow.activeElement as HTMLElement | null)?.querySelector('.location-item__name'));
      const showMore = async () => {
        await h.act(() => moreButton()!.click());
        await h.advance(0);
      };
      /** A new list shows its first screen's stations, and the rest after that frame. */
      const firstPageShown = () => h.waitFor(() => h.items().length === 50, 'the first page, all of it');

      it('ends the list with "show more": the next page is appended, focus goes to its first station, the count is announced; none after the last page', async () => {
        await mount({ remote: paginated, before: (ctx) => { scriptApi(ctx); scriptPages(ctx); } });
        await h.idle();
        await firstPageShown();
        expect(h.items()).to.have.length(50);
        expect(text(h.shadow.querySelector('.nearest-list__count'))).to.equal('50 of 120 stations shown');
        expect(text(moreButton())).to.equal('Show more stations');
        expect(announcement()).to.equal('');

        await showMore();
        expect(h.items()).to.have.length(100);
        const second = h.api.callsTo('GET', NEAREST).at(-1)!.url.searchParams;
        const first = h.api.callsTo('GET', NEAREST)[0]!.url.searchParams;
        expect([second.get('page'), second.get('per_page'), second.get('lat'), second.get('lng')]).to.deep.equal(['2', '50', first.get('lat'), first.get('lng')]);
        expect(focusedName()).to.equal('STATION 50');
        expect(announcement()).to.equal('100 of 120 stations shown');

        await showMore();
        expect(h.items()).to.have.length(120);
        expect(focusedName()).to.equal('STATION 100');
        // The pages added go on counting (the list's order, from 1).
        expect(h.items().map((item) => text(item.querySelector('.location-item__index')))).to.deep.equal(Array.from({ length: 120 }, (_, i) => String(i + 1)));
        expect(announcement()).to.equal('120 of 120 stations shown');
        expect(moreButton(), 'no button on the last page').to.equal(null);
        expect(h.api.callsTo('GET', NEAREST)).to.have.length(3);
      });

      it('lays out only the stations in view: those scrolled out of the list are skipped until scrolled to (a pan renders a new list of 50)', async () => {
        await mount({ remote: paginated, before: (ctx) => { scriptApi(ctx); scriptPages(ctx); } });
        await h.idle();
        await firstPageShown();
        const items = h.items();
        expect(items).to.have.length(50);
        expect(items[49]!.getBoundingClientRect().top, 'the last station is out of view').to.be.above(window.innerHeight);
        // checkVisibility's contentVisibilityAuto: false inside an element whose contents content-visibility skips.
        const rendered = (item: Element) => item.querySelector('.location-item__name')!.checkVisibility({ contentVisibilityAuto: true });
        expect(rendered(items[0]!), 'the first station').to.equal(true);
        expect(rendered(items[49]!), 'the last station').to.equal(false);
        items[49]!.scrollIntoView();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        expect(rendered(items[49]!), 'once scrolled to').to.equal(true);
      });

      it('renders the rest of a new list only after the frame that shows its first stations', async () => {
        // Frames held back: the first stations are committed and wait for their frame; the rest waits too.
        const held: FrameRequestCallback[] = [];
        const frames = Object.getOwnPropertyDescriptor(window, 'requestAnimationFrame')!;
        window.requestAnimationFrame = (callback) => held.push(callback);
        try {
          await mount({ remote: paginated, before: (ctx) => { scriptApi(ctx); scriptPages(ctx); } });
          await h.idle();
          const first = h.items().length;
          expect(first, 'the first screen’s stations').to.be.within(3, 8);
          expect(h.shadow.querySelector('.nearest-list')!.getAttribute('aria-busy')).to.equal('true');
        } finally {
          Object.defineProperty(window, 'requestAnimationFrame', frames);
        }
        await act(async () => {
          for (const callback of held.splice(0)) callback(performance.now());
          await new Promise((resolve) => setTimeout(resolve, 20));
        });
        await h.waitFor(() => h.items().length === 50, 'the rest, after the frame');
        expect(h.shadow.querySelector('.nearest-list')!.getAttribute('aria-busy')).to.equal('false');
      });

      it('a page that fails keeps the stations listed and says so above "show more", which tries again', async () => {
        await mount({ remote: paginated, before: (ctx) => { scriptApi(ctx); scriptPages(ctx); } });
        await h.idle();
        await firstPageShown();
        h.api.failNext('GET', NEAREST);
        moreButton()!.focus();
        await showMore();
        expect(h.items()).to.have.length(50);
        expect(text(h.shadow.querySelector('.nearest-list__more [role="alert"]'))).to.equal('More stations could not be loaded. Please try again.');
        // Compared as a boolean: a failed equality of two elements makes chai walk React's fibers.
        expect(h.shadow.activeElement === moreButton(), 'the button keeps the focus').to.equal(true);
        expect(text(moreButton())).to.equal('Show more stations');

        await showMore();
        expect(h.items()).to.have.length(100);
        expect(h.shadow.querySelector('.nearest-list__more [role="alert"]')).to.equal(null);
        expect(focusedName()).to.equal('STATION 50');
      });

      it('starts over at page 1 for a new search, and shows German strings', async () => {
        await mount({ locale: 'de_DE', remote: paginated, before: (ctx) => { scriptApi(ctx); scriptPages(ctx); } });
        await h.idle();
        await firstPageShown();
        await showMore();
        expect(h.items()).to.have.length(100);
        expect(announcement()).to.equal('100 von 120 Tankstellen angezeigt');
        // A place was picked: a new origin, page 1 again.
        await h.act(() => h.store.set(setListOriginAtom, { lat: 57.2, lng: -2.2, label: 'Dyce' }));
        await h.advance(0);
        expect(h.api.callsTo('GET', NEAREST).at(-1)!.url.searchParams.get('page')).to.equal('1');
        await firstPageShown();
        expect(text(moreButton())).to.equal('Weitere Tankstellen anzeigen');
        expect(text(h.shadow.querySelector('.nearest-list__count'))).to.equal('50 von 120 Tankstellen angezeigt');
        expect(announcement()).to.equal('');
      });

      it('has no "show more" when the resource is not paginated', async () => {
        await mount({ before: (ctx) => { scriptApi(ctx); scriptPages(ctx); } });
        await h.idle();
        expect(h.api.callsTo('GET', NEAREST)[0]!.url.searchParams.get('limit')).to.equal('50');
        expect(moreButton()).to.equal(null);
      });
    });

    it('shows each station: brand line, name, address, tel: link, distance in miles (driving first), open status', async () => {
      await mount();
      await h.idle();
      const [sainsburys, asda, bp] = h.items();
      expect(text(sainsburys!.querySelector('.location-item__brand-name'))).to.equal("Sainsbury's");
      expect(sainsburys!.querySelector('.location-item__brand-icon')?.getAttribute('data-brand')).to.equal('sainsbury_s');
      expect(text(sainsburys!.querySelector('.location-item__name'))).to.equal('SAINSBURYS ABERDEEN');
      expect(text(sainsburys!.querySelector('.location-item__address'))).to.equal('45-47 GARTHDEE ROAD, ABERDEEN, AB10 7AY');
      const tel = sainsburys!.querySelector('a.location-item__telephone');
      expect(tel?.getAttribute('href')).to.equal('tel:+443300137938');
      // In the national format once the formatting chunk is in (the number as given until then), called in E.164.
      await h.waitFor(() => text(tel) === 'Call 0330 013 7938', `the formatted number, not ${text(tel)}`);
      expect(tel?.getAttribute('href')).to.equal('tel:+443300137938');
      // 1,500 m driving (not the 1,200 m straight line) = 0.93 mi.
      expect(text(sainsburys!.querySelector('.location-item__distance'))).to.equal('0.93 mi away');
      expect(text(asda!.querySelector('.location-item__distance'))).to.equal('0.81 mi away');
      expect(text(sainsburys!.querySelector('.location-item__open-status'))).to.equal('Open now until 23:00');
      expect(text(asda!.querySelector('.location-item__open-status'))).to.equal('Open 24 hours');
      expect(text(bp!.querySelector('.location-item__open-status'))).to.equal('Closed, opens Mon 06:00');
      expect(sainsburys!.querySelector('.location-item__watchlist')).to.equal(null);
    });

    it('shows kilometres and German strings for de_DE', async () => {
      await mount({ locale: 'de_DE', remote: { intlData: { formats: { number: { distance: { unit: 'kilometer' } } } } } });
      await h.idle();
      expect(text(h.items()[0]!.querySelector('.location-item__distance'))).to.equal('1,5 km entfernt');
      expect(text(h.items()[1]!.querySelector('.location-item__open-status'))).to.equal('24 Stunden geöffnet');
    });

    it('notes stations on the watchlist', async () => {
      await mount();
      await h.act(() => h.store.set(setWatchlistIdsAtom, [ASDA_BRIDGE_OF_DEE.watchlist_id]));
      await h.idle();
      expect(h.items().map((item) => text(item.querySelector('.location-item__watchlist')))).to.deep.equal(['', 'In my stations', '']);
    });

    it('shows an independent (UNCO) station with its own icon', async () => {
      await mount({
        before: (ctx) => {
          scriptApi(ctx);
          ctx.api.on('GET', NEAREST, () => ({ locations: [at({ ...SAINSBURYS_ABERDEEN, brand: null, site_brand: 'other', channel_of_trade: 'UNCO' }, 10)], clusters: [] }));
        },
      });
      await h.idle();
      const item = h.items()[0]!;
      expect(text(item.querySelector('.location-item__brand-name'))).to.equal('Independent station');
      expect(item.querySelector('.location-item__brand-icon')?.getAttribute('data-channel')).to.equal('UNCO');
    });

    it('is busy while the first answer loads, then lists; empty answer shows the empty state', async () => {
      let release = () => {};
      await mount({
        before: (ctx) => {
          scriptApi(ctx);
          release = ctx.api.hold('GET', NEAREST);
        },
      });
      await h.idle();
      expect(h.list()?.getAttribute('aria-busy')).to.equal('true');
      expect(text(h.list())).to.equal('Loading stations…');
      release();
      await h.advance(0);
      expect(h.list()?.getAttribute('aria-busy')).to.equal('false');
      expect(h.items()).to.have.length(3);

      h.api.on('GET', NEAREST, () => ({ locations: [], clusters: [] }));
      await h.act(() => h.store.set(setListOriginAtom, { lat: 50, lng: 0 }));
      await h.advance(250);
      expect(text(h.list())).to.equal('No stations found near here. Search for another place.');
      expect(h.list()?.querySelector('button')).to.equal(null);
    });

    it('with filters on, an empty list says they are why and clears them with one press; the focus goes to the list as it loads again', async () => {
      await mount({
        remote: WITH_A_FUEL_FILTER,
        before: (ctx) => {
          scriptApi(ctx);
          ctx.api.on('GET', NEAREST, (call) => (call.url.searchParams.has('with_any[fuel][]') ? { locations: [], clusters: [] } : { locations: [at(SAINSBURYS_ABERDEEN, 1200)], clusters: [] }));
        },
      });
      await h.idle();
      expect(text(h.list()?.querySelector('p'))).to.equal('No station matches the filters you chose.');
      const clear = h.list()!.querySelector<HTMLButtonElement>('.nearest-list__empty button')!;
      expect(text(clear)).to.equal('Clear all filters');
      clear.focus();
      await h.act(() => clear.click());
      expect(h.shadow.activeElement === h.list(), 'the list has the focus').to.equal(true);
      await h.advance(250);
      expect(h.items()).to.have.length(1);
      expect(h.api.callsTo('GET', NEAREST).at(-1)!.url.searchParams.has('with_any[fuel][]')).to.equal(false);
    });

    it('shows the retry message when nearest_to fails; Retry loads the list', async () => {
      await mount({
        before: (ctx) => {
          scriptApi(ctx);
          ctx.api.failNext('GET', NEAREST);
        },
      });
      await h.idle();
      const button = h.list()?.querySelector('.locations-error button');
      expect(text(button)).to.equal('Retry');
      await h.act(() => (button as HTMLButtonElement).click());
      await h.advance(0);
      expect(h.items()).to.have.length(3);
    });

    it('stays under an open modal, inert, and shows the same items again when it closes (not built anew: issue 46)', async () => {
      await mount();
      await h.idle();
      const before = h.items();
      await h.act(() => h.store.set(toggleModalAtom, 'Filters'));
      expect(h.list()?.inert, 'out of reach under the panel').to.equal(true);
      await h.act(() => h.store.set(toggleModalAtom, 'Filters'));
      expect(h.list()?.inert).to.equal(false);
      const after = h.items();
      expect(after).to.have.length(3);
      // The very nodes: closing the panel rendered and laid out nothing of the list anew.
      for (const [i, item] of after.entries()) expect(item, `item ${i + 1}`).to.equal(before[i]);
    });

    describe('numbers and the selection (spec section 3: index, isAnotherSelected)', () => {
      /** What a screen reader says of each item's button: its text without what is hidden from it (`aria-hidden`). */
      function accessibleNames(): string[] {
        return h.items().map((item) => {
          const button = item.querySelector('button')!.cloneNode(true) as HTMLElement;
          for (const hidden of button.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
          return (button.textContent ?? '').replace(/\s+/g, ' ').trim();
        });
      }
      const ON_THE_MAP: LocationsResponse = { locations: [SAINSBURYS_ABERDEEN, MFG_ESPLANADE_BP, PATCHAM_UNCO], clusters: [] };
      const badges = () => h.items().map((item) => text(item.querySelector('.location-item__index')));
      const pins = () => Object.fromEntries(h.view().stations.map((s) => [s.id.replace(/^locations:/, ''), { index: s.index, dimmed: s.dimmed ?? false }]));

      it('numbers each item as listed and names it so ("1. Sainsbury\'s …", once), and draws the same numbers on the pins; unlisted pins keep their glyph', async () => {
        await mount({ before: (ctx) => scriptApi(ctx, ON_THE_MAP) });
        await h.idle();
        expect(badges()).to.deep.equal(['1', '2', '3']);
        for (const badge of h.items().map((item) => item.querySelector('.location-item__index')!)) expect(badge.getAttribute('aria-hidden')).to.equal('true');
        const names = accessibleNames();
        expect(names).to.have.length(3);
        expect(names[0]).to.match(/^1\. Sainsbury's/);
        expect(names[1]).to.match(/^2\. Asda/);
        // The number is said once: not "1 1." from the badge and its words.
        expect(names.every((name) => !/^\d+ \d+\./.test(name))).to.equal(true);
        // On the map: Sainsbury's (1) and the BP (3) are in the map's answer; the Patcham station is not listed.
        expect(pins()).to.deep.include({ [SAINSBURYS_ABERDEEN.id]: { index: 1, dimmed: false }, [MFG_ESPLANADE_BP.id]: { index: 3, dimmed: false } });
        const unlisted = h.view().stations.find((s) => s.id.endsWith(PATCHAM_UNCO.id))!;
        expect([unlisted.index, unlisted.glyph]).to.deep.equal([undefined, 'U']);
      });

      it('while one is selected, the other pins are dimmed and the other items\' numbers turn to an outline; the text keeps its contrast (axe)', async () => {
        await mount({ before: (ctx) => scriptApi(ctx, ON_THE_MAP) });
        await h.idle();
        const asda = h.items()[1]!.querySelector('button')!;
        const badge = h.items()[0]!.querySelector<HTMLElement>('.location-item__index')!;
        const filled = getComputedStyle(badge).backgroundColor;
        await h.act(() => asda.click());
        await h.advance(0);
        expect(h.store.get(selectedLocationAtom)?.location.id).to.equal(ASDA_BRIDGE_OF_DEE.id);
        expect(h.items().map((item) => item.hasAttribute('data-another-selected'))).to.deep.equal([true, false, true]);
        expect(getComputedStyle(badge).backgroundColor).to.not.equal(filled);
        expect(getComputedStyle(h.items()[1]!.querySelector('.location-item__index')!).backgroundColor).to.equal(filled);
        // Nothing of the items is faded: their text is as legible as before.
        for (const item of h.items()) expect(getComputedStyle(item).opacity).to.equal('1');
        expect(pins()).to.deep.include({
          [SAINSBURYS_ABERDEEN.id]: { index: 1, dimmed: true },
          [ASDA_BRIDGE_OF_DEE.id]: { index: 2, dimmed: false },
          [MFG_ESPLANADE_BP.id]: { index: 3, dimmed: true },
        });
        expect(h.view().stations.find((s) => s.id.endsWith(PATCHAM_UNCO.id))?.dimmed, 'an unlisted station too').to.equal(true);
        await expect(h.list()).to.be.accessible();
        // Selection cleared: nothing dimmed.
        await h.act(() => h.store.set(clearSelectedLocationAtom));
        expect(h.items().some((item) => item.hasAttribute('data-another-selected'))).to.equal(false);
        expect(h.view().stations.some((s) => s.dimmed)).to.equal(false);
      });

      it('says "Nr. 1:" in German', async () => {
        await mount({ locale: 'de_DE' });
        await h.idle();
        expect(accessibleNames()[0]).to.match(/^Nr\. 1: Sainsbury's/);
      });
    });

    it('keyboard: Tab reaches each item, focus highlights its marker, Enter selects', async () => {
      await mount();
      await h.idle();
      const [first, second] = h.items().map((item) => item.querySelector('button')!);
      await h.act(() => first!.focus());
      expect(h.store.get(highlightedLocationAtom)).to.deep.equal({ resource: 'locations', id: SAINSBURYS_ABERDEEN.id });
      await h.act(() => sendKeys({ press: 'Tab' })); // the first item's telephone link
      await h.act(() => sendKeys({ press: 'Tab' }));
      expect(h.shadow.activeElement).to.equal(second);
      await h.act(() => undefined);
      expect(h.store.get(highlightedLocationAtom)).to.deep.equal({ resource: 'locations', id: ASDA_BRIDGE_OF_DEE.id });
      expect(h.view().stations.find((s) => s.id === `locations:${SAINSBURYS_ABERDEEN.id}`)?.state).to.equal('normal');
      await h.act(() => sendKeys({ press: 'Enter' }));
      await h.advance(0);
      expect(h.store.get(selectedLocationAtom)?.location.id).to.equal(ASDA_BRIDGE_OF_DEE.id);
      expect(second!.getAttribute('aria-current')).to.equal('true');
      expect(h.hostEvents.map((e) => e.name)).to.deep.equal(['select-location']);
    });

    it('hover highlights; the highlight is cleared 200 ms after the item unmounts', async () => {
      await mount();
      await h.idle();
      const first = h.items()[0]!;
      await h.act(() => first.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
      expect(h.store.get(highlightedLocationAtom)?.id).to.equal(SAINSBURYS_ABERDEEN.id);
      // The list reloads without that station: the item unmounts while hovered.
      h.api.on('GET', NEAREST, () => ({ locations: [at(ASDA_BRIDGE_OF_DEE, 10)], clusters: [] }));
      // A new origin reloads the list at once (no debounce): the item unmounts with the answer, without
      // the fake clock moving, whether the answer lands inside this act or the next.
      await h.act(() => h.store.set(setListOriginAtom, { lat: 57.12, lng: -2.12 }));
      await h.advance(0);
      expect(h.items()).to.have.length(1);
      await h.advance(199);
      expect(h.store.get(highlightedLocationAtom)?.id).to.equal(SAINSBURYS_ABERDEEN.id);
      await h.advance(1);
      expect(h.store.get(highlightedLocationAtom)).to.equal(null);
    });
  });

  describe('URL hash (hash-routing on)', () => {
    it('rewrites #/@lat,lng,zoomz on every idle without adding history entries', async () => {
      await mount({ hashRouting: true });
      const entries = window.history.length;
      await h.idle({ center: { lat: 57.149612345, lng: -2.093849999 }, zoom: 12 });
      // The hash's code is a lazy chunk (lazy-url-hash.tsx): the first view is written once it is in.
      await h.waitFor(() => window.location.hash !== '', 'the first view is not written to the hash');
      expect(window.location.hash).to.equal('#/@57.14961,-2.09385,12z');
      await h.idle({ center: { lat: 57.2, lng: -2.1 }, zoom: 13 });
      expect(window.location.hash).to.equal('#/@57.2,-2.1,13z');
      expect(window.history.length).to.equal(entries);
    });

    describe('the browser history (issue 47)', () => {
      // The entries the element adds, counted at pushState: history.length stops at 50 in Chromium, which a
      // whole run's earlier tests reach, so it cannot count this test's entries. Each test starts on an
      // entry of its own, which drops the entries ahead of it that an earlier test walked back from.
      let entriesAdded = 0;
      const pushState = window.history.pushState.bind(window.history);
      beforeEach(() => {
        window.history.pushState(null, '', originalUrl);
        entriesAdded = 0;
        window.history.pushState = (...args: Parameters<History['pushState']>) => {
          entriesAdded += 1;
          pushState(...args);
        };
      });
      // The spy is an own property over History.prototype's method: deleting it brings that back.
      afterEach(() => {
        Reflect.deleteProperty(window.history, 'pushState');
      });
      /** Goes Back (or Forward) one entry of this page and lets the element bring the entry's state. */
      const travel = async (delta: -1 | 1) => {
        const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
        await h.act(async () => {
          window.history.go(delta);
          await popped;
        });
        await h.advance(0);
        await h.advance(0);
      };
      const select = (id: string) => h.act(() => h.store.set(selectLocationAtom, { resource: 'locations', id }).then(() => h.api.settle()));
      /** A route through the named stops, 0.1° apart, the last one `shift`° further north. */
      const routeThrough = (names: string[], shift = 0): ActiveRoute => ({
        path: [],
        encodedPath: '',
        bounds: { north: 57.3, south: 57.1, east: -2, west: -2.3 },
        markers: names.map((name, i) => ({ label: String.fromCharCode(65 + i), name, location: { lat: 57.1 + i / 10 + (i === names.length - 1 ? shift : 0), lng: -2.1 - i / 10 } })),
        corridorRadiusKm: 5,
        avoidTolls: false,
        avoidHighways: false,
        departure: null,
        timeProfile: null,
        detourWaypoints: null,
      });

      it('a station chosen is an entry, map moves are not; Back closes its details and goes back to the view before, Forward opens them again', async () => {
        await mount({ hashRouting: true });
        await h.idle({ center: { lat: 57.14961, lng: -2.09385 }, zoom: 12 });
        const entries = entriesAdded;
        await select(SAINSBURYS_ABERDEEN.id);
        expect(entriesAdded, 'a step').to.equal(entries + 1);
        await h.idle({ center: { lat: 57.2, lng: -2.1 }, zoom: 14 });
        await h.idle({ center: { lat: 57.21, lng: -2.11 }, zoom: 15 });
        expect(entriesAdded, 'map moves are no steps').to.equal(entries + 1);
        await select(MFG_ESPLANADE_BP.id);
        expect(entriesAdded, 'another station').to.equal(entries + 2);

        await travel(-1);
        expect(h.store.get(selectedLocationAtom)?.location.id).to.equal(SAINSBURYS_ABERDEEN.id);
        expect(window.location.hash).to.equal('#/@57.21,-2.11,15z');
        expect(h.view().callsOf('setView').at(-1), 'the view the entry was left at').to.deep.equal([{ lat: 57.21, lng: -2.11 }, 15]);
        await travel(-1);
        expect(h.store.get(selectedLocationAtom)).to.equal(null);
        expect(h.view().callsOf('setView').at(-1)).to.deep.equal([{ lat: 57.14961, lng: -2.09385 }, 12]);
        // Walking back adds no entries; Forward opens the details again.
        expect(entriesAdded).to.equal(entries + 2);
        await travel(1);
        expect(h.store.get(selectedLocationAtom)?.location.id).to.equal(SAINSBURYS_ABERDEEN.id);
        await travel(1);
        expect(h.store.get(selectedLocationAtom)?.location.id).to.equal(MFG_ESPLANADE_BP.id);
        expect(entriesAdded).to.equal(entries + 2);
      });

      it('directions mode entered is an entry: Back goes back to search, Forward into directions mode again', async () => {
        await mount({ hashRouting: true });
        await h.idle({ center: { lat: 57.14961, lng: -2.09385 }, zoom: 12 });
        const entries = entriesAdded;
        await h.act(() => h.store.set(openDirectionsAtom));
        expect(entriesAdded).to.equal(entries + 1);
        await travel(-1);
        expect(h.store.get(sidebarModeAtom)).to.equal('search');
        // The browser's Back does not pull the focus into the element (the search's "Route" button).
        expect(h.store.set(takeDirectionsButtonFocusAtom)).to.equal(false);
        await travel(1);
        expect(h.store.get(sidebarModeAtom)).to.equal('directions');
        // "Back to search" pressed in the element is a step too (Back then returns to directions mode).
        await h.act(() => h.store.set(backToSearchAtom));
        expect(entriesAdded).to.equal(entries + 2);
        await travel(-1);
        expect(h.store.get(sidebarModeAtom)).to.equal('directions');
      });

      it('a route on show is an entry with its link; a route asked for again keeps the entry until the new one shows', async () => {
        await mount({ hashRouting: true });
        await h.idle({ center: { lat: 57.14961, lng: -2.09385 }, zoom: 12 });
        const entries = entriesAdded;
        await h.act(() => h.store.set(openDirectionsAtom));
        await h.act(() => h.store.set(setActiveRouteAtom, routeThrough(['Aberdeen', 'Dyce'])));
        await h.waitFor(() => window.location.hash.startsWith('#/route/'), 'the route link is not in the hash');
        expect(entriesAdded, 'directions mode, then its route').to.equal(entries + 2);
        await h.act(() => h.store.set(setActiveRouteAtom, null));
        await h.idle({ center: { lat: 57.2, lng: -2.1 }, zoom: 11 });
        expect(entriesAdded, 'the route gone while it is asked for again').to.equal(entries + 2);
        await h.act(() => h.store.set(setActiveRouteAtom, routeThrough(['Aberdeen', 'Inverurie'], 0.1)));
        await h.waitFor(() => window.location.hash.includes('Inverurie'), 'the new route link is not in the hash');
        expect(entriesAdded, 'the new route').to.equal(entries + 3);
      });

      it('keeps what the host keeps in the entry\'s state', async () => {
        window.history.replaceState({ hostRouter: 'page-1' }, '', window.location.href);
        await mount({ hashRouting: true });
        await h.idle({ center: { lat: 57.14961, lng: -2.09385 }, zoom: 12 });
        await select(SAINSBURYS_ABERDEEN.id);
        expect((window.history.state as Record<string, unknown>)['hostRouter']).to.equal('page-1');
      });
    });

    it('leaves the hash alone when hash-routing is off', async () => {
      window.history.replaceState(null, '', '#/host-route');
      await mount({ hashRouting: false });
      await h.idle({ center: { lat: 57.2, lng: -2.1 }, zoom: 13 });
      expect(window.location.hash).to.equal('#/host-route');
    });

    it('on load, #/@lat,lng,zoomz is the starting camera (no country fit)', async () => {
      window.history.replaceState(null, '', '#/@57.14961,-2.09385,12z');
      await mount({ hashRouting: true });
      expect(h.view().options.center.lat).to.be.closeTo(57.14961, 1e-9);
      expect(h.view().options.center.lng).to.be.closeTo(-2.09385, 1e-9);
      expect(h.view().options.zoom).to.equal(12);
      // The hash's code (a lazy chunk) is in and has read the hash: a fit would have been asked for by now,
      // or on the fake clock's next turn.
      await h.act(() => import('../../src/locations/use-url-hash'));
      await h.advance(0);
      expect(h.view().callsOf('fitBounds')).to.deep.equal([]);
    });

    it('on load, #/resources/{resource}/{id} selects that location and targets the map on it', async () => {
      window.history.replaceState(null, '', `#/resources/locations/${MFG_ESPLANADE_BP.id}`);
      await mount({ hashRouting: true });
      await h.advance(0);
      expect(h.store.get(selectedLocationAtom)?.location.id).to.equal(MFG_ESPLANADE_BP.id);
      expect(h.view().callsOf('setView').at(-1)).to.deep.equal([{ lat: MFG_ESPLANADE_BP.lat, lng: MFG_ESPLANADE_BP.lng }, 14]);
    });

    it('on load, #/place/{placeId} hands the place to the search feature', async () => {
      window.history.replaceState(null, '', '#/place/ChIJ-aberdeen');
      const places: string[] = [];
      await mount({ hashRouting: true, onHashPlace: (id) => places.push(id) });
      expect(places).to.deep.equal(['ChIJ-aberdeen']);
    });

    it('a link put into the address bar of the open page is applied: a view, a location, a place, a route', async () => {
      const places: string[] = [];
      await mount({ hashRouting: true, onHashPlace: (id) => places.push(id) });
      await h.idle({ center: { lat: 57.14961, lng: -2.09385 }, zoom: 12 });
      // `location.hash = …` is a navigation: it fires hashchange, as pasting a link does.
      const navigate = async (hash: string) => {
        const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
        await h.act(async () => {
          window.location.hash = hash;
          await changed;
        });
        await h.advance(0);
      };
      await navigate('#/@51.5,-0.12,10z');
      expect(h.view().callsOf('setView').at(-1)).to.deep.equal([{ lat: 51.5, lng: -0.12 }, 10]);
      await navigate(`#/resources/locations/${MFG_ESPLANADE_BP.id}`);
      expect(h.store.get(selectedLocationAtom)?.location.id).to.equal(MFG_ESPLANADE_BP.id);
      await navigate('#/place/ChIJ-aberdeen');
      expect(places).to.deep.equal(['ChIJ-aberdeen']);
      await navigate('#/route/57.14961,-2.09385,Aberdeen/57.2,-2.2,Dyce');
      await h.waitFor(() => h.store.get(sidebarModeAtom) === 'directions', 'the route link did not open directions mode');
    });

    it('keeps a route link in the hash until its route shows: the map\'s view does not overwrite it', async () => {
      // The element can start again before the route shows (a locale switch right after opening the
      // link): it reads the hash, which must still be the link.
      window.history.replaceState(null, '', '#/route/57.14961,-2.09385,Aberdeen/57.2,-2.2,Dyce');
      await mount({ hashRouting: true });
      await h.waitFor(() => h.store.get(sidebarModeAtom) === 'directions', 'the route link did not open directions mode');
      await h.idle({ center: { lat: 57.17, lng: -2.15 }, zoom: 11 });
      expect(window.location.hash).to.equal('#/route/57.14961,-2.09385,Aberdeen/57.2,-2.2,Dyce');
    });

    it('says so when a link\'s station is not there, or could not be loaded; OK or selecting a station dismisses it', async () => {
      const notice = () => h.shadow.querySelector<HTMLElement>('[data-link-problem]');
      window.history.replaceState(null, '', `#/resources/locations/${'0'.repeat(64)}`);
      await mount({ hashRouting: true });
      await h.waitFor(() => notice() !== null, 'no notice for a station that is not there');
      expect(notice()!.getAttribute('role')).to.equal('alert');
      expect(text(notice()!.querySelector('p'))).to.equal('The station in this link could not be found.');
      expect(h.store.get(selectedLocationAtom)).to.equal(null);
      await h.act(() => notice()!.querySelector('button')!.click());
      expect(notice() === null).to.equal(true);
      await h.unmount();

      window.history.replaceState(null, '', `#/resources/locations/${MFG_ESPLANADE_BP.id}`);
      await mount({ hashRouting: true, before: (ctx) => {
        scriptApi(ctx);
        ctx.api.on('GET', SHOW, () => ({ status: 503, body: {} }));
      } });
      await h.waitFor(() => notice() !== null, 'no notice for a station that could not be loaded');
      expect(text(notice()!.querySelector('p'))).to.equal('The station in this link could not be loaded. Please try again later.');
      h.api.on('GET', SHOW, () => SAINSBURYS_ABERDEEN);
      await h.act(() => h.store.set(selectLocationAtom, { resource: 'locations', id: SAINSBURYS_ABERDEEN.id }));
      expect(notice() === null).to.equal(true);
    });

    it('says so when a route link does not read, and stays in search mode', async () => {
      window.history.replaceState(null, '', '#/route/garbage/x');
      await mount({ hashRouting: true, locale: 'de_DE' });
      await h.waitFor(() => h.shadow.querySelector('[data-link-problem="route_unreadable"]') !== null, 'no notice for an unreadable route link');
      expect(text(h.shadow.querySelector('[data-link-problem] p'))).to.equal('Dieser Routen-Link konnte nicht gelesen werden. Bitte planen Sie die Route neu.');
      expect(h.store.get(sidebarModeAtom)).to.equal('search');
      // The next link followed takes the notice away.
      const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
      await h.act(async () => {
        window.location.hash = '#/@51.5,-0.12,10z';
        await changed;
      });
      await h.advance(0);
      expect(h.shadow.querySelector('[data-link-problem]') === null).to.equal(true);
    });

    it('ignores a malformed hash: the starting country, nothing selected', async () => {
      window.history.replaceState(null, '', '#/resources/locations/%E0%A4%A');
      await mount({ hashRouting: true });
      expect(h.store.get(viewportAtom)?.region).to.equal('GB');
      expect(h.api.callsTo('GET', SHOW)).to.have.length(0);
      expect(h.store.get(selectedLocationAtom)).to.equal(null);
    });
  });
  describe('brand table (config.brands): the list icon and the map pin read one table', () => {
    const STATIONS = [MFG_ESPLANADE_BP, SAINSBURYS_ABERDEEN, PATCHAM_UNCO];
    const showAll = (ctx: LocationsTestContext) => {
      scriptApi(ctx, { locations: STATIONS, clusters: [] });
      ctx.api.on('GET', NEAREST, () => ({ locations: STATIONS.map((l, i) => at(l, 1000 * (i + 1))), clusters: [] }));
    };
    const iconOf = (id: string) => h.shadow.querySelector<HTMLElement>(`.location-item[data-location-id="${id}"] .location-item__brand-icon`)!;
    const pinOf = (id: string) => h.view().stations.find((s) => s.id === `locations:${id}`)!;
    /** What the list shows and what the map was given, per station. */
    const looks = () =>
      STATIONS.map(({ id }) => ({
        list: { colour: iconOf(id).style.getPropertyValue('--sl-brand-colour') || null, glyph: text(iconOf(id)) },
        map: { colour: pinOf(id).colour, glyph: pinOf(id).glyph },
      }));

    it('defaults: bp its own colour, UNCO by its channel of trade, a brand the table lacks its initial in the primary colour', async () => {
      await mount({ before: showAll });
      await h.idle();
      await h.waitFor(() => h.items().length === 3, 'the list did not show');
      const expected = [
        { colour: '#007F00', glyph: 'bp' },
        { colour: null, glyph: 'S' },
        { colour: '#5F6B7A', glyph: 'U' },
      ];
      expect(looks()).to.deep.equal(expected.map((look) => ({ list: look, map: look })));
      // No colour of its own: the primary colour token paints the icon.
      expect(getComputedStyle(iconOf(SAINSBURYS_ABERDEEN.id)).backgroundColor).to.equal('rgb(0, 100, 204)');
      expect(getComputedStyle(iconOf(MFG_ESPLANADE_BP.id)).backgroundColor).to.equal('rgb(0, 127, 0)');
    });

    it("a host config's brands override the defaults in the list and on the map alike", async () => {
      await mount({
        before: showAll,
        override: {
          brands: {
            siteBrands: { bp: { colour: '#FFCC00', glyph: 'B' }, sainsbury_s: { colour: '#F06C00', glyph: 'Sa' } },
            channelsOfTrade: { UNCO: { colour: '#333333', glyph: '?' } },
          },
        },
      });
      await h.idle();
      await h.waitFor(() => h.items().length === 3, 'the list did not show');
      const expected = [
        { colour: '#FFCC00', glyph: 'B' },
        { colour: '#F06C00', glyph: 'Sa' },
        { colour: '#333333', glyph: '?' },
      ];
      expect(looks()).to.deep.equal(expected.map((look) => ({ list: look, map: look })));
    });
  });

  describe('data attribution (configured meta headers of within_bounds answers)', () => {
    const OGL = 'Contains public sector information licensed under the Open Government Licence v3.0.';
    const META = { resources: { locations: { metaHeaders: { attribution: 'X-Data-Attribution' } } } };
    const footer = () => h.shadow.querySelector<HTMLElement>('[data-testid="locations-map"] [data-testid="data-attribution"]');
    const answerWith = (ctx: LocationsTestContext, attribution: string) => {
      scriptApi(ctx);
      ctx.api.on('GET', WITHIN, () => ({ status: 200, body: { locations: [SAINSBURYS_ABERDEEN], clusters: [] }, headers: { 'X-Data-Attribution': attribution } }));
      // Not configured for the grey resource: never shown.
      ctx.api.on('GET', GREY, () => ({ status: 200, body: { locations: [] }, headers: { 'X-Data-Attribution': 'grey set' } }));
    };

    it('shows the attribution the API sent under the map, as text, and follows a changed header', async () => {
      let release = () => {};
      await mount({
        remote: META,
        before: (ctx) => {
          answerWith(ctx, `${OGL} <b>bold</b> https://example.org/ogl`);
          release = ctx.api.hold('GET', WITHIN);
        },
      });
      expect(footer() === null, 'shown before any answer').to.equal(true);
      release();
      await h.idle();
      expect(text(footer())).to.equal(`${OGL} <b>bold</b> https://example.org/ogl`);
      expect(footer()!.querySelector('b, a')).to.equal(null);
      // Under the map, not over it.
      const canvas = h.shadow.querySelector('[data-map-canvas]')!.getBoundingClientRect();
      expect(footer()!.getBoundingClientRect().top).to.be.at.least(canvas.bottom - 0.5);

      answerWith(h, 'Contains OS data © Crown copyright and database right 2026');
      await h.idle({ zoom: 8 });
      expect(text(footer())).to.equal('Contains OS data © Crown copyright and database right 2026');
    });

    it('links web addresses only when map.attributionLinks is set, and only http(s) ones', async () => {
      await mount({
        remote: { ...META, map: { attributionLinks: true } },
        before: (ctx) => answerWith(ctx, `${OGL} See https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/. javascript:alert(1)`),
      });
      await h.idle();
      const links = [...footer()!.querySelectorAll('a')];
      expect(links.map((a) => [a.getAttribute('href'), a.rel, a.target])).to.deep.equal([
        ['https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/', 'noopener noreferrer', '_blank'],
      ]);
      expect(text(footer())).to.equal(`${OGL} See https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/. javascript:alert(1)`);
    });

    it('shows nothing when the resource configures no meta headers', async () => {
      await mount({ before: (ctx) => answerWith(ctx, OGL) });
      await h.idle();
      expect(h.view().stations).to.have.length(1);
      expect(footer()).to.equal(null);
    });
  });
});

describe('the nearest list’s dimming', () => {
  /** The items' opacity in a list section with these attributes, under the locations stylesheet. */
  const itemsOpacity = async (attributes: Record<string, string>) => {
    const mounted = await mountInShadow(
      <section className="nearest-list" {...attributes}>
        <ol className="nearest-list__items">
          <li>A station</li>
        </ol>
      </section>,
      { store: createStore(), styles: [locationsStyles] },
    );
    const opacity = getComputedStyle(mounted.query('.nearest-list__items')!).opacity;
    await mounted.unmount();
    return opacity;
  };

  it('dims the list on show while a new one loads, not a new list while its last stations render', async () => {
    expect(await itemsOpacity({ 'aria-busy': 'true', 'data-status': 'loading' })).to.equal('0.6');
    // A first list's stations after the first screen's render in slices: busy for assistive technology,
    // but the stations on show are the list's own.
    expect(await itemsOpacity({ 'aria-busy': 'true', 'data-status': 'ready' })).to.equal('1');
  });
});
