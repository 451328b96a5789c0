import { expect } from '@open-wc/testing';
import { waitInAct } from '../../helpers/wait-in-act';
import type { WeeklyHours, WireLocation } from '../../../src/api';
import { HostBridge } from '../../../src/element/host-bridge';
import { addToPoolAtom, clearSelectedLocationAtom, selectLocationAtom } from '../../../src/locations';
import { loadCorridorListAtom } from '../../../src/locations/loaders-atoms';
import { backToSearchAtom, createRecordingLogger, FOCUS_FALLBACK_ATTRIBUTE, openDirectionsAtom, pendingDirectionsTargetAtom, setActiveRouteAtom, sidebarModeAtom } from '../../../src/shared';
import { ABERDEEN_ROUTE } from '../fixtures/routes';
import { ASDA_BRIDGE_OF_DEE, PATCHAM_UNCO, SAINSBURYS_ABERDEEN } from '../fixtures/stations';
import { mountInfoWindow, type InfoWindowHarness } from './info-window-harness';

const WEEK: WeeklyHours = [
  [{ open: '06:00', close: '22:00' }], // Monday
  [{ open: '06:00', close: '22:00' }],
  [{ open: '06:00', close: '12:00' }, { open: '13:00', close: '22:00' }], // Wednesday (today: 2026-02-18)
  [{ open: '06:00', close: '22:00' }],
  [{ open: '22:00', close: '06:00' }], // Friday overnight
  [{ open: '00:00', close: '24:00' }], // Saturday all day
  [], // Sunday closed
];

/** Sainsbury's Aberdeen with hours, prices, a website and a distance. */
const FULL: WireLocation = {
  ...SAINSBURYS_ABERDEEN,
  website: 'https://www.sainsburys.co.uk/stores',
  distance: 1609.344,
  weekly_hours: WEEK,
  bank_holiday_hours: [{ open: '08:00', close: '18:00' }],
  prices: { E10: 132.9, B7_STANDARD: 141.0, E5: 0 },
  prices_updated_at: '2026-02-18T09:30:00Z',
  amenities: ['car_wash', 'customer_toilets', 'mystery_service'],
  fuel_types: ['E10', 'B7_STANDARD'],
};

/** The unbranded Brighton site as the data has it: no hours, no prices, no website, no distance. */
const BARE: WireLocation = { ...PATCHAM_UNCO, website: 'javascript:alert(1)', weekly_hours: null, bank_holiday_hours: null, prices: {}, amenities: [] };

const harnesses: InfoWindowHarness[] = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.unmount();
});
async function mount(options: Parameters<typeof mountInfoWindow>[0] = {}) {
  const harness = await mountInfoWindow(options);
  harnesses.push(harness);
  return harness;
}

const rows = (h: InfoWindowHarness) =>
  [...h.shadow.querySelectorAll('.info-window__hours tr')].map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]);

describe('info window', () => {
  it('renders nothing, and loads nothing, until a station is selected', async () => {
    const h = await mount();
    expect(h.dialog()).to.equal(null);
  });

  it('says where the details would show that they could not be loaded, with Try again (the same station) and OK', async () => {
    const h = await mount();
    // Not in the pool and no show view: the lookup fails, as a failing API makes it fail.
    await h.act(() => h.store.set(selectLocationAtom, { resource: 'locations', id: FULL.id }).then(() => {}, () => {}));
    await waitInAct(() => h.shadow.querySelector('[data-selection-failure]'), 'no notice');
    const notice = h.shadow.querySelector<HTMLElement>('[data-selection-failure]')!;
    expect(notice.getAttribute('role')).to.equal('alert');
    expect(notice.querySelector('p')!.textContent).to.equal("The station's details could not be loaded.");
    expect(h.dialog()).to.equal(null);
    // The station is there now: Try again opens it, and the notice goes.
    h.store.set(addToPoolAtom, 'locations', [FULL]);
    await h.act(() => h.shadow.querySelector<HTMLButtonElement>('[data-selection-retry]')!.click());
    await waitInAct(() => h.dialog()?.dataset['locationId'] === FULL.id, 'the info window did not open');
    expect(h.shadow.querySelector('[data-selection-failure]')).to.equal(null);
    // Another failure, dismissed with OK.
    await h.act(() => h.store.set(clearSelectedLocationAtom));
    await h.act(() => h.store.set(selectLocationAtom, { resource: 'locations', id: 'gone' }).then(() => {}, () => {}));
    await waitInAct(() => h.shadow.querySelector('[data-selection-failure]'), 'no notice');
    const ok = [...h.shadow.querySelectorAll<HTMLButtonElement>('[data-selection-failure] button')].find((button) => button.textContent === 'OK')!;
    await h.act(() => ok.click());
    expect(h.shadow.querySelector('[data-selection-failure]')).to.equal(null);
  });

  it('says nothing of its own when a link\'s station fails: the link notice does', async () => {
    const h = await mount();
    await h.act(() => h.store.set(selectLocationAtom, { resource: 'locations', id: 'gone', fromLink: true }).then(() => {}, () => {}));
    await h.act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(h.shadow.querySelector('[data-selection-failure]')).to.equal(null);
  });

  it('shows a station with hours and prices: brand, name, address, contact, distance, status, week, fuels, amenities, prices', async () => {
    const h = await mount({ origin: { lat: 57.1, lng: -2.1 } });
    await h.open(FULL);
    const dialog = h.dialog()!;
    expect(dialog.getAttribute('aria-modal')).to.equal('false');
    expect(h.shadow.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal(FULL.name);
    expect(h.text('.info-window__brand')).to.equal("Sainsbury's");
    expect(h.text('.info-window__address')).to.equal(FULL.formatted_address);
    expect(h.text('.info-window__distance')).to.equal('1 mi away');
    expect(h.shadow.querySelector('.info-window__open-status')!.getAttribute('data-open-status')).to.equal('open');

    const tel = h.shadow.querySelector<HTMLAnchorElement>('.info-window__telephone')!;
    expect(tel.getAttribute('href')).to.equal('tel:+443300137938');
    // Shown in the national format (once its chunk is in), called in E.164.
    // The chunk's first load goes through the test server's transform: give it more than a second under load.
    await waitInAct(() => tel.textContent === '0330 013 7938', `formatted, not ${tel.textContent}`, 5000);
    expect(tel.getAttribute('aria-label')).to.equal('Call 0330 013 7938');
    // In the locator's primary colour (#0064cc), not the browser's default link blue.
    expect(getComputedStyle(tel).color).to.equal('rgb(0, 100, 204)');
    const website = h.shadow.querySelector<HTMLAnchorElement>('.info-window__website')!;
    expect(website.href).to.equal('https://www.sainsburys.co.uk/stores');
    expect(website.rel).to.equal('noopener noreferrer');
    expect(website.textContent).to.equal('Website: sainsburys.co.uk');

    expect(rows(h)).to.deep.equal([
      ['Monday', '06:00–22:00'],
      ['Tuesday', '06:00–22:00'],
      ['Wednesday (today)', '06:00–12:00, 13:00–22:00'],
      ['Thursday', '06:00–22:00'],
      ['Friday', '22:00–06:00 (next day)'],
      ['Saturday', 'Open 24 hours'],
      ['Sunday', 'Closed'],
      ['Bank holidays', '08:00–18:00'],
    ]);
    expect(h.shadow.querySelector('tr[aria-current="date"]')!.getAttribute('data-day')).to.equal('wednesday');

    expect([...h.shadow.querySelectorAll('.info-window__fuels li')].map((li) => li.textContent)).to.deep.equal(['Unleaded (E10)', 'Diesel (B7)']);
    expect([...h.shadow.querySelectorAll('.info-window__amenities li')].map((li) => li.textContent)).to.deep.equal([
      'Car wash',
      'Customer toilets',
      'Mystery service',
    ]);
    // E5 at 0 is not a price; pence with one decimal; update time in the station's zone.
    expect([...h.shadow.querySelectorAll('.info-window__price')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent])).to.deep.equal([
      ['Unleaded (E10)', '132.9p per litre'],
      ['Diesel (B7)', '141.0p per litre'],
    ]);
    expect(h.text('.info-window__prices-updated')).to.equal('Updated 18 Feb 2026, 09:30');

    const directions = h.shadow.querySelector<HTMLAnchorElement>('.info-window__directions-link')!;
    expect(directions.target).to.equal('_blank');
    expect(directions.rel).to.contain('noopener');
    expect(directions.href).to.equal(
      `https://www.google.com/maps/dir/?api=1&origin=57.1%2C-2.1&destination=${FULL.lat}%2C${FULL.lng}&travelmode=driving`,
    );
  });

  it('shows a station without hours, prices, website or distance honestly', async () => {
    const h = await mount();
    await h.open(BARE);
    expect(h.text('.info-window__brand')).to.equal('Independent');
    expect(h.text('.info-window__hours-unknown')).to.equal('Opening hours not available');
    expect(h.shadow.querySelector('.info-window__hours')).to.equal(null);
    expect(h.shadow.querySelector('.info-window__prices')).to.equal(null);
    expect(h.shadow.querySelector('.info-window__amenities')).to.equal(null);
    expect(h.shadow.querySelector('.info-window__distance')).to.equal(null);
    // A javascript: website never becomes a link.
    expect(h.shadow.querySelector('.info-window__website')).to.equal(null);
    expect(h.shadow.querySelector('a[href^="javascript"]')).to.equal(null);
    expect(h.shadow.querySelector<HTMLAnchorElement>('.info-window__directions-link')!.href).to.not.contain('origin=');
  });

  it('opened from the route\'s list, says when the route reaches the station and its detour; not in search mode', async () => {
    const alongRoute: WireLocation = {
      ...FULL,
      distance_along_route: 12_000,
      distance_from_route: 800,
      detour: { seconds: 370, metres: 4200, method: 'estimate' },
      arrival: { eta: '2026-02-22T23:35:00+00:00', open_status: 'closed', next_open_status_change: '2026-02-23T06:00:00+00:00', previous_open_status_change: '2026-02-22T22:00:00+00:00' },
    };
    const h = await mount({
      fetchHandler: (url) =>
        url.includes('/along_corridor')
          ? new Response(JSON.stringify({ locations: [alongRoute], clusters: [], total: 1 }), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' } })
          : new Response(null, { status: 404 }),
    });
    const route = { ...ABERDEEN_ROUTE, departure: '2026-02-22T23:20:00.000Z', timeProfile: [[0, 0], [13_000, 720]] as const };
    await h.act(async () => {
      h.store.set(openDirectionsAtom);
      h.store.set(setActiveRouteAtom, route);
      await h.store.set(loadCorridorListAtom);
    });
    await h.open(FULL);
    expect(h.text('.info-window__arrival')).to.equal('Closed at 23:35, opens Mon 06:00');
    expect(h.text('.info-window__detour')).to.equal('Detour about +6 min, +2.61 mi');
    // Lines of the card like the others: no paragraph margins (they left blank lines between them).
    for (const selector of ['.info-window__arrival', '.info-window__detour']) {
      const style = getComputedStyle(h.shadow.querySelector(selector)!);
      expect([style.marginTop, style.marginBottom], selector).to.deep.equal(['0px', '0px']);
    }
    // Its current status stays as it was.
    expect(h.text('.info-window__open-status')).to.not.equal(null);
    // Back in search mode the station is just a station.
    await h.act(() => h.store.set(backToSearchAtom));
    if (h.dialog()) expect(h.text('.info-window__arrival')).to.equal(null);
  });

  it('says that prices older than 48 hours (the config’s prices.maxAgeHours) may be out of date, with their full date; current ones say nothing', async () => {
    const h = await mount();
    await h.open(FULL);
    expect(h.shadow.querySelector('[data-prices-old]')).to.equal(null);
    await h.act(() => h.store.set(clearSelectedLocationAtom));
    await h.open({ ...FULL, id: 'old-prices', prices_updated_at: '2026-02-16T11:59:00Z' });
    expect(h.text('.info-window__prices-updated')).to.equal('Updated 16 Feb 2026, 11:59');
    expect(h.text('[data-prices-old]')).to.equal('These prices are more than 48 hours old and may be out of date.');
    await h.act(() => h.store.set(clearSelectedLocationAtom));
    await h.open({ ...FULL, id: 'undated-prices', prices_updated_at: null });
    expect(h.text('[data-prices-old]')).to.equal('These prices are more than 48 hours old and may be out of date.');
  });

  it('old prices in German', async () => {
    const h = await mount({ locale: 'de_DE' });
    await h.open({ ...FULL, prices_updated_at: '2025-11-18T09:30:00Z' });
    expect(h.text('[data-prices-old]')).to.equal('Diese Preise sind älter als 48 Stunden und möglicherweise veraltet.');
  });

  it('translates (de_DE)', async () => {
    const h = await mount({ locale: 'de_DE' });
    await h.open(FULL);
    expect(rows(h)[2]).to.deep.equal(['Mittwoch (heute)', '06:00–12:00, 13:00–22:00']);
    expect(h.text('.info-window__fuels li')).to.equal('Super E10');
    expect(h.text('.info-window__price dd')).to.equal('132,9 Pence pro Liter');
  });

  it('moves focus to its heading on open; Escape closes it and returns focus to the opener', async () => {
    const h = await mount();
    await h.open(FULL);
    const heading = h.shadow.querySelector<HTMLElement>('.info-window__name')!;
    expect(h.shadow.activeElement).to.equal(heading);
    await h.act(() => {
      heading.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    });
    expect(h.dialog()).to.equal(null);
    expect(h.shadow.activeElement).to.equal(h.opener);
  });

  it('opened by the page\'s link, shows without taking the focus (no jump of the host page, no screen reader pulled away)', async () => {
    const h = await mount();
    await h.open(FULL, { fromLink: true });
    expect(h.dialog() !== null).to.equal(true);
    expect(h.shadow.activeElement === null).to.equal(true);
  });

  it('the close button closes it and returns focus', async () => {
    const h = await mount();
    await h.open(BARE);
    await h.act(() => h.shadow.querySelector<HTMLButtonElement>('.info-window__close')!.click());
    expect(h.dialog()).to.equal(null);
    expect(h.shadow.activeElement).to.equal(h.opener);
  });

  it('puts focus on the sidebar\'s marked control when what opened it is gone (its list item left with a new filter)', async () => {
    const h = await mount();
    await h.open(BARE);
    const searchBox = document.createElement('input');
    searchBox.setAttribute(FOCUS_FALLBACK_ATTRIBUTE, '');
    h.shadow.prepend(searchBox);
    h.opener.remove();
    await h.act(() => h.shadow.querySelector<HTMLButtonElement>('.info-window__close')!.click());
    expect(h.dialog()).to.equal(null);
    expect(h.shadow.activeElement).to.equal(searchBox);
  });

  it('reports info_window_open and directions_link_opened (station ids only)', async () => {
    const h = await mount({ origin: { lat: 57.1, lng: -2.1 } });
    await h.open(ASDA_BRIDGE_OF_DEE);
    const link = h.shadow.querySelector<HTMLAnchorElement>('.info-window__directions-link')!;
    link.addEventListener('click', (event) => event.preventDefault()); // no new tab in the test
    await h.act(() => link.click());
    expect(h.tracked.filter((e) => e.name !== 'location_selected')).to.deep.equal([
      { name: 'info_window_open', params: { resource: 'locations', id: ASDA_BRIDGE_OF_DEE.id } },
      { name: 'directions_link_opened', params: { resource: 'locations', id: ASDA_BRIDGE_OF_DEE.id, has_origin: true } },
    ]);
  });

  it('"plan a route to here" opens directions mode with the station as the destination and the searched place as the start', async () => {
    const h = await mount({ origin: { lat: 57.1, lng: -2.1, label: 'Aberdeen, UK' } });
    await h.open(ASDA_BRIDGE_OF_DEE);
    const plan = h.shadow.querySelector<HTMLButtonElement>('[data-plan-route]')!;
    expect(plan.textContent).to.equal('Plan a route to here');
    await h.act(() => plan.click());
    expect(h.store.get(sidebarModeAtom)).to.equal('directions');
    expect(h.store.get(pendingDirectionsTargetAtom)).to.deep.equal({
      destination: {
        description: ASDA_BRIDGE_OF_DEE.name,
        location: { lat: ASDA_BRIDGE_OF_DEE.lat, lng: ASDA_BRIDGE_OF_DEE.lng },
        station: { resource: 'locations', id: ASDA_BRIDGE_OF_DEE.id },
      },
      origin: { description: 'Aberdeen, UK', location: { lat: 57.1, lng: -2.1 } },
    });
  });

  it('offers no "plan a route to here" for the station the route on show already ends at', async () => {
    const h = await mount();
    const route = { ...ABERDEEN_ROUTE, markers: [{ label: 'A', name: 'Aberdeen', location: { lat: 57.1, lng: -2.1 } }, { label: 'B', name: ASDA_BRIDGE_OF_DEE.name, location: { lat: ASDA_BRIDGE_OF_DEE.lat, lng: ASDA_BRIDGE_OF_DEE.lng } }] };
    await h.act(() => {
      h.store.set(openDirectionsAtom);
      h.store.set(setActiveRouteAtom, route);
    });
    await h.open(ASDA_BRIDGE_OF_DEE);
    // Booleans: chai's message for an element it did not expect takes the test page down.
    expect(h.shadow.querySelector('[data-plan-route]') === null, 'route to here offered').to.equal(true);
    expect(h.shadow.querySelector('.info-window__directions-link') !== null).to.equal(true);
    // Another station along it still offers it.
    await h.open(FULL);
    expect(h.shadow.querySelector('[data-plan-route]') !== null).to.equal(true);
    // A route opened from a link ends at the station's coordinates rounded to 5 decimals: still the station.
    const rounded = (value: number) => Math.round(value * 1e5) / 1e5;
    const fromLink = { ...route, markers: [route.markers[0]!, { ...route.markers[1]!, location: { lat: rounded(ASDA_BRIDGE_OF_DEE.lat), lng: rounded(ASDA_BRIDGE_OF_DEE.lng) } }] };
    await h.act(() => h.store.set(setActiveRouteAtom, fromLink));
    await h.open(ASDA_BRIDGE_OF_DEE);
    expect(h.shadow.querySelector('[data-plan-route]') === null, 'route to here offered on a linked route').to.equal(true);
  });

  it('"plan a route to here" without a search leaves the start empty', async () => {
    const h = await mount();
    await h.open(BARE);
    await h.act(() => h.shadow.querySelector<HTMLButtonElement>('[data-plan-route]')!.click());
    expect(h.store.get(pendingDirectionsTargetAtom)?.origin).to.equal(null);
  });

  describe('watchlist button', () => {
    function bridge() {
      const host = document.createElement('div');
      const posts: unknown[] = [];
      const b = new HostBridge({
        host,
        hostOriginAttribute: () => null,
        pageOrigin: () => window.location.origin,
        postMessage: () => (message) => posts.push(message),
        timers: () => ({ setTimeout: () => 0, clearTimeout: () => undefined }),
        logger: () => createRecordingLogger(),
      });
      return { bridge: b, posts, host };
    }

    it('is busy while the host has not answered, then toggles with aria-pressed and sends add / remove', async () => {
      const { bridge: b, posts } = bridge();
      b.start();
      const h = await mount({ hostBridge: b });
      await h.open(FULL);
      const button = () => h.shadow.querySelector<HTMLButtonElement>('.info-window__watchlist')!;
      expect(button().disabled).to.equal(true);
      expect(button().getAttribute('aria-busy')).to.equal('true');

      await h.act(() => void b.setWatchlist(['other']));
      expect(button().disabled).to.equal(false);
      expect(button().getAttribute('aria-pressed')).to.equal('false');

      await h.act(() => button().click());
      expect(button().getAttribute('aria-pressed')).to.equal('true');
      await h.act(() => button().click());
      expect(button().getAttribute('aria-pressed')).to.equal('false');

      expect(posts.slice(1)).to.deep.equal([
        { source: 'station-locator', version: 1, type: 'add-to-watchlist', payload: { id: FULL.watchlist_id } },
        { source: 'station-locator', version: 1, type: 'remove-from-watchlist', payload: { id: FULL.watchlist_id } },
      ]);
      expect(h.tracked.filter((e) => e.name.startsWith('watchlist_')).map((e) => e.name)).to.deep.equal(['watchlist_add', 'watchlist_remove']);
      b.stop();
    });

    it('shows pressed when the host’s list has the station', async () => {
      const { bridge: b } = bridge();
      b.setWatchlist([FULL.watchlist_id]);
      const h = await mount({ hostBridge: b });
      await h.open(FULL);
      expect(h.shadow.querySelector('.info-window__watchlist')!.getAttribute('aria-pressed')).to.equal('true');
    });
  });
});
