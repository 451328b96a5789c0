/**
 * The shell's mobile layout (viewport ≤ 767 px, spec section 2): in search mode the search box stays
 * above both views and the bottom toggle switches only the list and the map; directions mode keeps its
 * itinerary ↔ map toggle.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { mountLocator, shadowOf, waitForShadow } from '../../helpers/mount-locator';
import { jsonResponse, testServices, validRemoteConfig } from '../../helpers/services';

const services = () =>
  testServices((url) => jsonResponse(url.includes('/config/') ? validRemoteConfig() : { locations: [], clusters: [] }));

/** On screen: rendered with a size and not hidden by an ancestor's display: none. */
const shown = (element: Element | null) => Boolean(element?.checkVisibility()) && element!.getBoundingClientRect().height > 0;

describe('Shell at 390 px (mobile)', () => {
  let root: ShadowRoot;
  const q = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector);
  const searchInput = () => q<HTMLInputElement>('[data-slot="search-panel"] input[role="combobox"]');
  const mapArea = () => q('[data-slot="map-area"]');
  const toggle = () => q<HTMLButtonElement>('.mobile-toggle')!;

  beforeEach(async () => {
    await setViewport({ width: 390, height: 844 });
    const element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'en-GB' }, services: services() });
    root = shadowOf(element);
    await waitForShadow(element, '.mobile-toggle');
    await waitUntil(() => searchInput(), 'no search box');
  });

  afterEach(async () => {
    await setViewport({ width: 1280, height: 800 });
  });

  it('shows the search box above the map in map view, and keeps it when the toggle switches to the list', async () => {
    expect(q('[data-testid="shell"]')!.dataset['mobileView']).to.equal('map');
    expect(shown(searchInput()), 'search box in map view').to.equal(true);
    expect(shown(mapArea()), 'map in map view').to.equal(true);
    expect(searchInput()!.getBoundingClientRect().bottom).to.be.at.most(mapArea()!.getBoundingClientRect().top);
    // The map takes the rest of the element.
    expect(mapArea()!.getBoundingClientRect().height).to.be.greaterThan(400);
    expect(toggle().textContent).to.equal('Show list');

    toggle().click();
    await waitUntil(() => q('[data-testid="shell"]')!.dataset['mobileView'] === 'list');
    expect(shown(searchInput()), 'search box in list view').to.equal(true);
    expect(shown(mapArea()), 'map in list view').to.equal(false);
    expect(toggle().textContent).to.equal('Show map');
  });

  it('keeps the toggle\'s label on one line at 320 px (two lines covered the attribution above it)', async () => {
    const element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'de-DE' }, services: services() });
    await setViewport({ width: 320, height: 640 });
    await waitForShadow(element, '.mobile-toggle');
    const button = shadowOf(element).querySelector<HTMLElement>('.mobile-toggle')!;
    expect(button.textContent).to.equal('Liste anzeigen');
    const lines = document.createRange();
    lines.selectNodeContents(button);
    expect(lines.getClientRects().length).to.equal(1);
  });

  it('lays the suggestions over the toggle floating on the map, not under it', async () => {
    expect(q('[data-testid="shell"]')!.dataset['mobileView']).to.equal('map');
    // The popup as a long list of suggestions shows it, reaching down past the toggle.
    const popup = q('[data-search-popup]')!;
    popup.hidden = false;
    popup.style.minHeight = '780px';
    const box = toggle().getBoundingClientRect();
    const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    expect(hit !== null && popup.contains(hit), 'the popup is on top where they overlap').to.equal(true);
    popup.style.minHeight = '';
    popup.hidden = true;
  });

  it('over the list the toggle is a bar under the sidebar, not over it: nothing in the sidebar lies under it (issue 47)', async () => {
    toggle().click();
    await waitUntil(() => q('[data-testid="shell"]')!.dataset['mobileView'] === 'list');
    const sidebar = q('.sidebar')!.getBoundingClientRect();
    const button = toggle().getBoundingClientRect();
    expect(sidebar.bottom, 'the sidebar ends above the toggle').to.be.at.most(button.top);
    expect(getComputedStyle(toggle()).position).to.equal('static');
  });

  it('puts the search box first in the keyboard order and keeps what was typed across the toggle', async () => {
    const input = searchInput()!;
    input.focus();
    await sendKeys({ type: 'Leeds' });
    toggle().click();
    await waitUntil(() => q('[data-testid="shell"]')!.dataset['mobileView'] === 'list');
    expect(searchInput()).to.equal(input);
    expect(input.value).to.equal('Leeds');
    // Tab order follows the DOM: the search panel, then the map, then the toggle.
    const order = [q('[data-slot="search-panel"]')!, mapArea()!, toggle()];
    for (let i = 1; i < order.length; i += 1) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING, `${i}`).to.not.equal(0);
    }
  });

  it('directions mode: the toggle switches the itinerary and the map; the search box is gone with search mode', async () => {
    q<HTMLButtonElement>('.search-directions')!.click();
    await waitUntil(() => q('.sidebar')!.dataset['mode'] === 'directions');
    // The directions panel is a lazy chunk: its first load goes through the test server's transform.
    await waitUntil(() => q('[data-slot="directions-panel"] input'), 'no waypoint inputs', { timeout: 5000 });
    expect(q('[data-testid="shell"]')!.dataset['mobileView']).to.equal('itinerary');
    expect(shown(q('[data-slot="directions-panel"] input')), 'waypoints in itinerary view').to.equal(true);
    expect(shown(mapArea())).to.equal(false);

    toggle().click();
    await waitUntil(() => q('[data-testid="shell"]')!.dataset['mobileView'] === 'map');
    expect(shown(mapArea()), 'map in map view').to.equal(true);
    expect(shown(q('.sidebar')), 'no sidebar over the route map').to.equal(false);
    expect(searchInput()).to.equal(null);
  });
});
