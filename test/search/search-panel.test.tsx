import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { selectedLocationAtom } from '../../src/locations';
import { selectPlaceAtom } from '../../src/search';
import { backToSearchAtom, setIsMobileAtom, sidebarModeAtom, takeDirectionsButtonFocusAtom, toggleMobileViewAtom } from '../../src/shared';
import { provideSearchMapsAtom } from '../../src/search/search-ports';
import { ABERDEEN, completion, rawPlace, station, suggestion } from './helpers/fixtures';
import { createMemoryStorage } from './helpers/search-context';
import { mountSearch, type SearchHarness } from './helpers/search-harness';

const COMPLETE = /\/api\/v2\/locations\/complete$/;
const HERE = { lat: 57.1501, lng: -2.0951 };

function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

function scriptAberdeen(h: SearchHarness) {
  h.maps.scriptSuggestions('Abe', [
    suggestion(ABERDEEN.id, 'Aberdeen, UK', [{ offset: 0, length: 3 }]),
    suggestion('place-abergavenny', 'Abergavenny, UK', [{ offset: 0, length: 3 }]),
  ]);
  h.api.on('GET', COMPLETE, () => [completion('1001', 'BP Aberdeen North', [{ offset: 3, length: 3 }])]);
  h.api.on('GET', /\/api\/v2\/locations\/1001$/, () => station('1001', 57.17, -2.1, 0));
  h.api.on('GET', /\/api\/v2\/locations\/nearest_to$/, () => ({ locations: [], clusters: [] }));
  h.maps.scriptPlace(rawPlace(ABERDEEN));
}

/**
 * Focuses the box the way a visitor does, with a real click: a scripted `focus()` fires no focus event
 * while another test page of the parallel run has the browser's focus.
 */
async function focusBox(h: SearchHarness) {
  await h.act(() => sendMouse({ type: 'click', position: centre(h.input()) }));
}

async function typeQuery(h: SearchHarness, text: string) {
  await focusBox(h);
  await h.act(() => sendKeys({ type: text }));
  await h.flush();
}

describe('SearchPanel', () => {
  let h: SearchHarness;
  afterEach(async () => {
    await h.unmount();
  });

  describe('search box', () => {
    it('has a floating label tied to the combobox, floating while focused or filled', async () => {
      h = await mountSearch();
      const input = h.input();
      const label = h.query<HTMLLabelElement>('label.search-box__label');
      expect(label?.htmlFor).to.equal(input.id);
      expect(label?.textContent).to.equal('Town, postcode or station');
      expect(label?.hasAttribute('data-floating')).to.equal(false);
      await focusBox(h);
      expect(label?.hasAttribute('data-floating')).to.equal(true);
      // The float is a 150 ms transition: wait for it to end (a busy machine can stretch it).
      await waitUntil(() => getComputedStyle(label as Element).fontSize === '12px', 'label did not float to 0.75em of 16px', {
        timeout: 3000,
      });
    });

    it('asks nothing below 3 characters, then shows completions grouped by source with counts, a total and highlights', async () => {
      h = await mountSearch();
      scriptAberdeen(h);
      await typeQuery(h, 'Ab');
      expect(h.maps.callsOf('suggest')).to.have.length(0);
      expect(h.input().getAttribute('aria-expanded')).to.equal('false');
      await h.act(() => sendKeys({ type: 'e' }));
      await h.flush();
      expect(h.input().getAttribute('aria-expanded')).to.equal('true');
      const groups = [...h.shadow.querySelectorAll('[role="group"]')];
      expect(groups.map((g) => g.getAttribute('data-source'))).to.deep.equal(['places', 'locations']);
      expect(groups.map((g) => h.shadow.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent)).to.deep.equal([
        'Places (2)',
        'Stations (1)',
      ]);
      expect(h.query('[data-search-total]')?.textContent).to.equal('3 suggestions');
      expect(h.options().map((o) => o.textContent)).to.deep.equal(['Aberdeen, UK', 'Abergavenny, UK', 'BP Aberdeen North']);
      expect([...h.shadow.querySelectorAll('mark')].map((m) => m.textContent)).to.deep.equal(['Abe', 'Abe', 'Abe']);
      expect(h.options()[2]?.querySelector('mark')?.previousSibling?.textContent).to.equal('BP ');
    });

    it('empties the list when the text drops below the minimum again', async () => {
      h = await mountSearch();
      scriptAberdeen(h);
      await typeQuery(h, 'Abe');
      expect(h.options()).to.have.length(3);
      await h.act(() => sendKeys({ press: 'Backspace' }));
      await h.flush();
      expect(h.options()).to.have.length(0);
      expect(h.input().getAttribute('aria-expanded')).to.equal('false');
    });

    it('announces the number of suggestions and "No results" in a polite live region', async () => {
      h = await mountSearch();
      scriptAberdeen(h);
      const region = h.announcer();
      expect(region.getAttribute('aria-live')).to.equal('polite');
      expect(region.getAttribute('role')).to.equal('status');
      expect(region.textContent).to.equal('');
      await typeQuery(h, 'Abe');
      expect(region.textContent).to.equal('3 suggestions');
      // Visually hidden, but in the accessibility tree.
      expect(region.getBoundingClientRect().width).to.be.at.most(1);
      h.api.on('GET', COMPLETE, () => []);
      await h.act(() => sendKeys({ type: 'xyz' }));
      await h.flush();
      expect(region.textContent).to.equal('No results');
      expect(h.query('[data-search-empty]')?.textContent).to.equal('No results');
    });

    it('announces in German for de_DE', async () => {
      h = await mountSearch({ locale: 'de_DE' });
      scriptAberdeen(h);
      await typeQuery(h, 'Abe');
      expect(h.announcer().textContent).to.equal('3 Vorschläge');
      expect(h.query('label.search-box__label')?.textContent).to.equal('Ort, PLZ oder Tankstelle suchen');
    });

    it('the clear button empties the text and the completions and keeps focus in the box', async () => {
      h = await mountSearch();
      scriptAberdeen(h);
      await typeQuery(h, 'Abe');
      const clear = h.query<HTMLButtonElement>('[data-search-clear]');
      expect(clear?.getAttribute('aria-label')).to.equal('Clear search');
      await h.act(() => clear?.click());
      expect(h.input().value).to.equal('');
      expect(h.options()).to.have.length(0);
      expect(h.query('[data-search-clear]')).to.equal(null);
      expect(h.shadow.activeElement).to.equal(h.input());
    });
  });

  describe('keyboard (ARIA 1.2 combobox)', () => {
    it('type, ArrowDown across groups, Enter selects; the list closes and the location is selected', async () => {
      h = await mountSearch();
      scriptAberdeen(h);
      await typeQuery(h, 'Abe');
      const input = h.input();
      expect(input.getAttribute('role')).to.equal('combobox');
      expect(input.getAttribute('aria-controls')).to.equal(h.listbox().id);
      expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
      for (const expected of ['Aberdeen, UK', 'Abergavenny, UK', 'BP Aberdeen North']) {
        await h.act(() => sendKeys({ press: 'ArrowDown' }));
        const active = h.shadow.getElementById(input.getAttribute('aria-activedescendant') ?? '');
        expect(active?.textContent).to.equal(expected);
        expect(active?.getAttribute('aria-selected')).to.equal('true');
        expect(h.options().filter((o) => o.getAttribute('aria-selected') === 'true')).to.have.length(1);
      }
      expect(h.shadow.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.closest('[role="group"]')?.getAttribute('data-source')).to.equal(
        'locations',
      );
      // Focus never left the input.
      expect(h.shadow.activeElement).to.equal(input);
      await h.act(() => sendKeys({ press: 'Enter' }));
      await h.act(() => h.settle());
      expect(h.store.get(selectedLocationAtom)?.location.id).to.equal('1001');
      expect(input.value).to.equal('BP Aberdeen North');
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(h.analytics.find((e) => e.name === 'completion_chosen')?.params).to.deep.equal({ source: 'locations', position: 3 });
    });

    it('a short popup scrolls its listbox (not the popup) so the active option stays in view', async () => {
      h = await mountSearch();
      scriptAberdeen(h);
      await typeQuery(h, 'Abe');
      const popup = h.query<HTMLElement>('[data-search-popup]')!;
      popup.style.maxHeight = '120px'; // a phone's popup, shorter than its options
      const listbox = h.listbox();
      const inView = () => {
        const active = h.shadow.getElementById(h.input().getAttribute('aria-activedescendant') ?? '')!;
        const [outer, inner] = [listbox.getBoundingClientRect(), active.getBoundingClientRect()];
        return inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
      };
      await h.act(() => sendKeys({ press: 'ArrowUp' }));
      expect(listbox.scrollTop).to.be.greaterThan(0);
      expect(inView(), 'last option in view').to.equal(true);
      expect(getComputedStyle(listbox).overflowY).to.equal('auto');
      expect(popup.scrollTop).to.equal(0);
      await h.act(() => sendKeys({ press: 'ArrowDown' }));
      expect(inView(), 'first option in view again').to.equal(true);
    });

    it('ArrowUp wraps to the last option; Escape closes, a second Escape clears', async () => {
      h = await mountSearch();
      scriptAberdeen(h);
      await typeQuery(h, 'Abe');
      const input = h.input();
      await h.act(() => sendKeys({ press: 'ArrowUp' }));
      expect(h.shadow.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent).to.equal('BP Aberdeen North');
      await h.act(() => sendKeys({ press: 'Escape' }));
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
      expect(input.value).to.equal('Abe');
      await h.act(() => sendKeys({ press: 'Escape' }));
      expect(input.value).to.equal('');
      // ArrowDown reopens the list with recent/completions when there are options again.
      await h.act(() => sendKeys({ type: 'Abe' }));
      await h.flush();
      await h.act(() => sendKeys({ press: 'ArrowDown' }));
      expect(input.getAttribute('aria-expanded')).to.equal('true');
    });

    it('Enter without an active option takes the first completion (a place): details fetched, place selected', async () => {
      h = await mountSearch();
      scriptAberdeen(h);
      await typeQuery(h, 'Abe');
      await h.act(() => sendKeys({ press: 'Enter' }));
      await h.act(() => h.settle());
      expect(h.maps.callsOf('details').map((c) => c.argument)).to.deep.equal([ABERDEEN.id]);
      expect(h.input().value).to.equal('Aberdeen, UK');
    });

    it('says "Searching…" while the suggestions are on their way; an Enter pressed meanwhile takes the first once they arrive', async () => {
      h = await mountSearch();
      scriptAberdeen(h);
      const release = h.api.hold('GET', COMPLETE);
      await typeQuery(h, 'Abe');
      const searching = () => h.shadow.querySelector<HTMLElement>('[data-search-loading]');
      expect(searching()?.textContent).to.equal('Searching…');
      expect(h.shadow.querySelector<HTMLElement>('[data-search-popup]')!.hidden).to.equal(false);
      await h.act(() => sendKeys({ press: 'Enter' }));
      expect(h.maps.callsOf('details')).to.have.length(0);
      await h.act(async () => {
        release();
        await h.settle();
      });
      await h.act(() => h.settle());
      expect(searching() === null).to.equal(true);
      expect(h.maps.callsOf('details').map((c) => c.argument)).to.deep.equal([ABERDEEN.id]);
      expect(h.input().value).to.equal('Aberdeen, UK');
    });

    it('a click on an option chooses it without moving focus out of the box', async () => {
      h = await mountSearch();
      scriptAberdeen(h);
      await typeQuery(h, 'Abe');
      const option = h.options()[0] as HTMLElement;
      await h.act(() => sendMouse({ type: 'click', position: centre(option) }));
      await h.act(() => h.settle());
      expect(h.maps.callsOf('details')).to.have.length(1);
      expect(h.shadow.activeElement).to.equal(h.input());
    });
  });

  describe('focus inside the shadow root', () => {
    it('shows the back button while focused; back leaves the box, focus going on to the tools after it', async () => {
      h = await mountSearch();
      expect(h.query('[data-search-back]')).to.equal(null);
      await focusBox(h);
      const back = h.query<HTMLButtonElement>('[data-search-back]');
      expect(back?.getAttribute('aria-label')).to.equal('Back');
      await h.act(() => sendMouse({ type: 'click', position: centre(back as Element) }));
      expect(h.query('[data-search-back]')).to.equal(null);
      expect(h.shadow.activeElement).to.equal(h.query('[data-search-directions]'));
      expect(h.input().getAttribute('aria-expanded')).to.equal('false');
    });

    it('the directions button has focus again when the visitor comes back from directions mode, only then', async () => {
      h = await mountSearch();
      expect(h.shadow.activeElement).to.equal(null);
      await h.unmount();
      // "Back to search" unmounted directions mode with its focused back button; the search panel mounts.
      h = await mountSearch({ beforeMount: (store) => store.set(backToSearchAtom) });
      await waitUntil(() => h.shadow.activeElement === h.query('[data-search-directions]'), 'the directions button did not take focus');
      expect(h.store.set(takeDirectionsButtonFocusAtom)).to.equal(false);
    });

    it('a press elsewhere in the element (same shadow root) closes the list; a press inside the popup does not', async () => {
      h = await mountSearch();
      scriptAberdeen(h);
      await typeQuery(h, 'Abe');
      const heading = h.query('.search-listbox__heading') as HTMLElement;
      await h.act(() => sendMouse({ type: 'click', position: centre(heading) }));
      expect(h.input().getAttribute('aria-expanded')).to.equal('true');
      expect(h.shadow.activeElement === h.input(), 'the input keeps focus').to.equal(true);
      await h.act(() => sendMouse({ type: 'click', position: centre(h.outsideButton) }));
      expect(h.input().getAttribute('aria-expanded')).to.equal('false');
      expect(h.query('[data-search-back]')).to.equal(null);
      expect(h.popup().hidden).to.equal(true);
    });

    it('focus moving to the host page closes it too (Tab out is a focus move outside)', async () => {
      h = await mountSearch();
      scriptAberdeen(h);
      await typeQuery(h, 'Abe');
      await h.act(() => h.pageButton.focus());
      expect(h.input().getAttribute('aria-expanded')).to.equal('false');
      expect(h.query('[data-search-back]')).to.equal(null);
    });
    it('focus moving to another control of the element (same shadow root) closes the list', async () => {
      h = await mountSearch();
      scriptAberdeen(h);
      await typeQuery(h, 'Abe');
      expect(h.input().getAttribute('aria-expanded')).to.equal('true');
      // A focus move inside one shadow root never reaches the document (target and relatedTarget are both
      // the host there): the combobox must hear it in its own root.
      await h.act(() => h.outsideButton.focus());
      expect(h.input().getAttribute('aria-expanded')).to.equal('false');
      expect(h.popup().hidden).to.equal(true);
      expect(h.query('[data-search-back]')).to.equal(null);
    });

    it('Tab and Shift+Tab close the list without choosing and move on; the listbox is never a Tab stop, even when it scrolls', async () => {
      h = await mountSearch();
      scriptAberdeen(h);
      await typeQuery(h, 'Abe');
      h.popup().style.maxHeight = '60px'; // a short popup: its listbox scrolls
      await h.act(() => sendKeys({ press: 'ArrowDown' }));
      expect(h.listbox().getAttribute('tabindex')).to.equal('-1');
      await h.act(() => sendKeys({ press: 'Tab' }));
      expect(h.input().getAttribute('aria-expanded')).to.equal('false');
      expect(h.popup().hidden).to.equal(true);
      expect(h.shadow.activeElement === h.query('[data-search-clear]'), 'the clear button has focus').to.equal(true);
      expect(h.input().value).to.equal('Abe');
      expect(h.maps.callsOf('details')).to.have.length(0);
      // On through the box's buttons and out of it: the box lets go, nothing of the popup takes focus.
      const visited: (Element | null)[] = [];
      for (let step = 0; step < 3; step += 1) {
        await h.act(() => sendKeys({ press: 'Tab' }));
        visited.push(h.shadow.activeElement);
      }
      expect(visited.some((element) => element === null || h.popup().contains(element))).to.equal(false);
      expect(h.query('[data-search-back]')).to.equal(null);

      // Shift+Tab from the open list goes back to the back button, and closes the list too.
      await focusBox(h);
      await h.act(() => sendKeys({ type: 'x' }));
      await h.act(() => sendKeys({ press: 'Backspace' }));
      await h.flush();
      expect(h.input().getAttribute('aria-expanded')).to.equal('true');
      await h.act(() => sendKeys({ down: 'Shift' }));
      await h.act(() => sendKeys({ press: 'Tab' }));
      await h.act(() => sendKeys({ up: 'Shift' }));
      expect(h.shadow.activeElement === h.query('[data-search-back]'), 'the back button has focus').to.equal(true);
      expect(h.input().getAttribute('aria-expanded')).to.equal('false');
    });
  });

  describe("Google's attribution (issue 43, finding G)", () => {
    it("shows \"Google Maps\" under Google's suggestions in the phone's list view, not while a map is in view", async () => {
      h = await mountSearch();
      scriptAberdeen(h);
      await h.act(() => {
        h.store.set(provideSearchMapsAtom, { places: h.maps.places, geocoding: h.maps.geocoding, routing: h.maps.routing, provider: 'google' });
        h.store.set(setIsMobileAtom, true);
      });
      await typeQuery(h, 'Abe');
      const attribution = () => h.query('[data-google-attribution]');
      expect(h.options().length).to.be.greaterThan(0);
      expect(attribution(), "the phone's map view: Google's map shows its logo").to.equal(null);
      await h.act(() => h.store.set(toggleMobileViewAtom));
      expect(attribution()?.textContent).to.equal('Google Maps');
      await h.act(() => h.store.set(setIsMobileAtom, false));
      expect(attribution(), 'desktop: the map is beside the list').to.equal(null);
    });
  });

  describe('recent searches', () => {
    const KEY = 'station-locator:recent:default';

    it('show when the box is focused and empty; choosing one selects it; clear-all empties them', async () => {
      const storage = createMemoryStorage({
        [KEY]: JSON.stringify({
          v: 2,
          items: [
            { type: 'google_place', place_id: ABERDEEN.id, description: 'Aberdeen, UK' },
            { type: 'location', resource: 'locations', id: '1001', description: 'BP Aberdeen North' },
          ],
        }),
      });
      h = await mountSearch({ storage });
      scriptAberdeen(h);
      await focusBox(h);
      expect(h.query('.search-recent__title')?.textContent).to.equal('Recent searches');
      expect(h.options().map((o) => o.textContent)).to.deep.equal(['Aberdeen, UK', 'BP Aberdeen North']);
      expect(h.listbox().getAttribute('aria-label')).to.equal('Recent searches');
      await h.act(() => sendKeys({ press: 'ArrowDown' }));
      await h.act(() => sendKeys({ press: 'ArrowDown' }));
      await h.act(() => sendKeys({ press: 'Enter' }));
      await h.act(() => h.settle());
      expect(h.store.get(selectedLocationAtom)?.location.id).to.equal('1001');
      expect(h.analytics.find((e) => e.name === 'completion_chosen')?.params).to.deep.equal({ source: 'recent', position: 2 });
      // Back to an empty box: the list is there again; clear all.
      await h.act(() => sendKeys({ press: 'Escape' }));
      await h.act(() => sendKeys({ press: 'Escape' }));
      await h.act(() => sendKeys({ press: 'ArrowDown' }));
      const clearAll = h.query<HTMLButtonElement>('[data-search-recent-clear]');
      expect(clearAll?.textContent).to.equal('Clear all');
      await h.act(() => sendMouse({ type: 'click', position: centre(clearAll as Element) }));
      expect(h.options()).to.have.length(0);
      expect(storage.items.has(KEY)).to.equal(false);
      expect(h.shadow.activeElement).to.equal(h.input());
    });

    it('renders markup-looking stored text as text, and survives corrupt and throwing storage', async () => {
      const storage = createMemoryStorage({
        [KEY]: JSON.stringify({ v: 2, items: [{ type: 'google_place', place_id: 'p1', description: '<img src=x onerror="window.__pwned=1">' }] }),
      });
      h = await mountSearch({ storage });
      await focusBox(h);
      expect(h.options()[0]?.textContent).to.equal('<img src=x onerror="window.__pwned=1">');
      expect(h.shadow.querySelector('img')).to.equal(null);
      await h.unmount();

      const corrupt = createMemoryStorage({ [KEY]: '{"v":1,"items":[' });
      h = await mountSearch({ storage: corrupt });
      await focusBox(h);
      expect(h.options()).to.have.length(0);
      await h.unmount();

      const throwing = createMemoryStorage();
      throwing.failRead = new DOMException('denied', 'SecurityError');
      throwing.failWrite = new DOMException('full', 'QuotaExceededError');
      h = await mountSearch({ storage: throwing });
      scriptAberdeen(h);
      await typeQuery(h, 'Abe');
      await h.act(() => sendKeys({ press: 'Enter' }));
      await h.act(() => h.settle());
      expect(h.input().value).to.equal('Aberdeen, UK');
      expect(h.query('[data-search-error]')).to.equal(null);
    });
  });

  describe('geolocation button', () => {
    it('spinner while waiting, pressed on success', async () => {
      h = await mountSearch();
      scriptAberdeen(h);
      h.maps.scriptReverse(HERE, [{ placeId: ABERDEEN.id, formattedAddress: 'Union St, Aberdeen', location: ABERDEEN.center, types: [] }]);
      const button = h.query<HTMLButtonElement>('[data-search-geolocation]') as HTMLButtonElement;
      expect(button.getAttribute('aria-label')).to.equal('Use my location');
      expect(button.getAttribute('aria-pressed')).to.equal('false');
      await h.act(() => button.click());
      expect(button.getAttribute('aria-busy')).to.equal('true');
      expect(h.query('[data-search-spinner]')).to.not.equal(null);
      await h.act(async () => {
        h.geolocation.succeed(HERE.lat, HERE.lng);
        await h.settle();
      });
      expect(button.getAttribute('aria-busy')).to.equal('false');
      expect(button.getAttribute('aria-pressed')).to.equal('true');
      expect(h.query('[data-search-spinner]')).to.equal(null);
      expect(h.input().value).to.equal('Union St, Aberdeen');
    });

    it('shows the translated error tooltip on failure', async () => {
      h = await mountSearch();
      const button = h.query<HTMLButtonElement>('[data-search-geolocation]') as HTMLButtonElement;
      await h.act(() => button.click());
      await h.act(async () => {
        h.geolocation.fail(1);
        await h.settle();
      });
      const tooltip = h.shadow.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(tooltip?.getAttribute('role')).to.equal('tooltip');
      expect(tooltip?.textContent).to.equal(
        'Your location could not be determined. Please check that location access is allowed, or search for a place.',
      );
      // Visible while the button has focus (as after a press), out of the way otherwise.
      expect(getComputedStyle(tooltip as Element).display).to.equal('none');
      await h.act(() => button.focus());
      expect(getComputedStyle(tooltip as Element).display).to.equal('block');
      await expect(h.host).shadowDom.to.be.accessible();
    });

    it('is not shown without a geolocation service', async () => {
      h = await mountSearch({ withoutGeolocation: true });
      expect(h.query('[data-search-geolocation]')).to.equal(null);
    });
  });

  describe('errors, tools, accessibility', () => {
    it('shows a missing place_id as a translated alert tied to the box', async () => {
      h = await mountSearch();
      await h.act(() => h.store.set(selectPlaceAtom, { placeId: null, description: 'Somewhere' }));
      const alert = h.query('[role="alert"]');
      expect(alert?.textContent).to.equal('This place cannot be shown: it has no identifier.');
      expect(h.input().getAttribute('aria-describedby')).to.equal(alert?.id);
    });

    it('the directions button switches to directions mode; the filter toggle sits in the bar', async () => {
      h = await mountSearch();
      const directions = h.query<HTMLButtonElement>('[data-search-directions]');
      expect(directions?.textContent).to.equal('Directions');
      expect(h.query('[role="toolbar"] [data-filters-toggle]')).to.not.equal(null);
      await h.act(() => directions?.click());
      expect(h.store.get(sidebarModeAtom)).to.equal('directions');
    });

    it('has no axe violations: closed, with grouped completions open and an active option, and with recent searches', async () => {
      const storage = createMemoryStorage({
        'station-locator:recent:default': JSON.stringify({ v: 2, items: [{ type: 'google_place', place_id: 'p1', description: 'Leeds, UK' }] }),
      });
      h = await mountSearch({ storage });
      scriptAberdeen(h);
      await expect(h.host).shadowDom.to.be.accessible();
      await focusBox(h);
      await expect(h.host).shadowDom.to.be.accessible();
      await h.act(() => sendKeys({ type: 'Abe' }));
      await h.flush();
      await h.act(() => sendKeys({ press: 'ArrowDown' }));
      expect(h.options()).to.have.length(3);
      await expect(h.host).shadowDom.to.be.accessible();
    });
  });
});
