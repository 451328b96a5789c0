import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { FilterConfig } from '../../src/config';
import { activeFilterSelectionAtom, DEMO_FILTER_CONFIG, filterSelectionToQuery } from '../../src/filters';
import { toggleModalAtom } from '../../src/shared';
import { mountFilters, type FiltersHarness } from './filters-harness';

const config: FilterConfig = {
  groups: {
    fuel: { filters: ['E10', 'E5', 'B7_STANDARD'] },
    amenity: { filters: ['car_wash', 'customer_toilets', 'lpg_pumps', 'water_filling', 'adblue_pumps'], mode: 'withAll', summaryLimit: 2 },
    brand: { filters: ['bp', 'shell'] },
  },
  synthetic: { popular: { filters: ['fuel.E10', 'amenity.car_wash'] } },
  hiddenGroups: ['brand'],
  priority: ['popular', 'fuel', 'amenity'],
  prefilters: 'brand.bp',
};

/** Centre of an element in viewport pixels, for real mouse input. */
function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

/** The accessible name a button gets from its content: its text, minus what is aria-hidden. */
function nameFromContent(button: HTMLElement): string {
  const copy = button.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').trim();
}

describe('FiltersPanel and FilterToggleButton', () => {
  let h: FiltersHarness;
  afterEach(async () => {
    await h.unmount();
  });

  describe('opening', () => {
    it('opens from the toggle button and moves focus into the panel', async () => {
      h = await mountFilters(config);
      const button = h.toggleButton();
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(h.panel()).to.equal(null);
      button.focus();
      await h.act(() => button.click());
      const panel = h.panel();
      expect(panel).to.exist;
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      expect(h.modalOpen(), 'the shell modal is Filters').to.equal(true);
      expect(button.getAttribute('aria-controls')).to.equal(panel?.id);
      expect(h.shadow.activeElement).to.equal(panel);
      expect(panel?.getAttribute('role')).to.equal('dialog');
      expect(panel?.querySelector('h2')?.textContent).to.equal('Filters');
    });

    it('renders a fieldset with a legend per shown group, hidden groups left out, in priority order', async () => {
      h = await mountFilters(config, { open: true });
      const fieldsets = [...h.shadow.querySelectorAll('fieldset')];
      expect(fieldsets.map((f) => f.dataset['group'])).to.deep.equal(['popular', 'fuel', 'amenity']);
      expect(h.legend('fuel')).to.equal('Fuel type 0 of 3 selected');
      expect(h.legend('amenity')).to.equal('Amenities 0 of 5 selected');
      expect(h.shadow.querySelector('fieldset[data-group="brand"]')).to.equal(null);
      // A group without a translation falls back to its humanised name.
      expect(h.legend('popular')).to.equal('Popular 0 of 2 selected');
    });

    it('is accessible (axe)', async function () {
      this.timeout(15000); // axe is slow when the machine is busy
      h = await mountFilters(config, { open: true });
      await expect(h.host.shadowRoot?.firstElementChild).to.be.accessible();
    });
  });

  describe('toggling', () => {
    it('flips a filter, updates the counts and the button badge, and changes the selection the loaders read', async () => {
      h = await mountFilters(config, { open: true });
      const before = h.store.get(activeFilterSelectionAtom);
      expect(before).to.deep.equal({ with_any: { brand: ['bp'] }, with_all: {} });
      expect(nameFromContent(h.toggleButton())).to.equal('Filters');

      await h.act(() => h.checkbox('Super unleaded (E5)').click());
      await h.act(() => h.checkbox('Car wash').click());

      expect(h.checkbox('Super unleaded (E5)').checked).to.equal(true);
      expect(h.legend('fuel')).to.equal('Fuel type 1 of 3 selected');
      expect(h.legend('amenity')).to.equal('Amenities 1 of 5 selected');
      expect(h.legend('popular')).to.equal('Popular 1 of 2 selected');
      expect(nameFromContent(h.toggleButton())).to.equal('Filters, 2 active');
      expect(h.toggleButton().hasAttribute('aria-label')).to.equal(false);
      expect(h.toggleButton().querySelector('.badge-toggle__badge')?.textContent).to.equal('2');

      const after = h.store.get(activeFilterSelectionAtom);
      expect(after).to.not.equal(before);
      expect(filterSelectionToQuery(after)).to.deep.equal([
        ['with_any[brand][]', 'bp'],
        ['with_any[fuel][]', 'E5'],
        ['with_all[amenity][]', 'car_wash'],
      ]);
      expect(h.events).to.deep.equal([
        { name: 'filter_toggle', params: { group: 'fuel', filter: 'E5', active: true } },
        { name: 'filter_toggle', params: { group: 'amenity', filter: 'car_wash', active: true } },
      ]);
      expect(h.closes, 'toggling is the panel own interaction').to.deep.equal([]);
    });

    it('shows a synthetic filter and its real filter as one state', async () => {
      h = await mountFilters(config, { open: true });
      const [synthetic, real] = [...h.shadow.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].filter(
        (input) => input.closest('label')?.textContent === 'Unleaded (E10)',
      );
      await h.act(() => synthetic?.click());
      expect(real?.checked).to.equal(true);
      await h.act(() => real?.click());
      expect(synthetic?.checked).to.equal(false);
      expect(h.store.get(activeFilterSelectionAtom).with_any['fuel']).to.equal(undefined);
    });

    it('clear sets every visible filter inactive (hidden prefilters still apply)', async () => {
      h = await mountFilters(config, { open: true });
      await h.act(() => h.checkbox('Super unleaded (E5)').click());
      await h.act(() => h.checkbox('Diesel (B7)').click());
      const clear = h.shadow.querySelector<HTMLButtonElement>('.filters-panel__clear') as HTMLButtonElement;
      expect(clear.getAttribute('aria-disabled')).to.equal('false');
      clear.focus();
      await h.act(() => clear.click());
      expect([...h.shadow.querySelectorAll<HTMLInputElement>('input:checked')]).to.have.length(0);
      expect(h.legend('fuel')).to.equal('Fuel type 0 of 3 selected');
      expect(h.toggleButton().querySelector('.badge-toggle__badge')).to.equal(null);
      expect(h.store.get(activeFilterSelectionAtom)).to.deep.equal({ with_any: { brand: ['bp'] }, with_all: {} });
      expect(clear.getAttribute('aria-disabled')).to.equal('true');
      expect(h.shadow.activeElement, 'focus stays on the clear button').to.equal(clear);
      expect(h.closes).to.deep.equal([]);
    });
  });

  describe('summarising', () => {
    it('shows a long group up to its limit, with show more / show fewer carrying the hidden count', async () => {
      h = await mountFilters(config, { open: true });
      const amenity = h.shadow.querySelector('fieldset[data-group="amenity"]') as HTMLFieldSetElement;
      const labels = () => [...amenity.querySelectorAll('.filters-checkbox')].map((l) => l.textContent);
      const more = amenity.querySelector<HTMLButtonElement>('.filters-group__more') as HTMLButtonElement;
      expect(labels()).to.deep.equal(['Car wash', 'Customer toilets']);
      expect(more.textContent).to.equal('Show 3 more');
      expect(more.getAttribute('aria-expanded')).to.equal('false');

      await h.act(() => more.click());
      expect(labels()).to.deep.equal(['Car wash', 'Customer toilets', 'LPG pumps', 'Water filling', 'AdBlue pumps']);
      expect(more.textContent).to.equal('Show 3 fewer');
      expect(more.getAttribute('aria-expanded')).to.equal('true');

      await h.act(() => more.click());
      expect(labels()).to.have.length(2);
      expect(h.panel(), 'show more is the panel own interaction').to.exist;
      // The heading counts the whole group, not just the visible part.
      expect(h.legend('amenity')).to.equal('Amenities 0 of 5 selected');
      // Groups within their limit get no button.
      expect(h.shadow.querySelector('fieldset[data-group="fuel"] .filters-group__more')).to.equal(null);
    });
  });

  describe('closing', () => {
    async function openWithKeyboardFocus(): Promise<FiltersHarness> {
      const harness = await mountFilters(config);
      harness.toggleButton().focus();
      await harness.act(() => harness.toggleButton().click());
      expect(harness.panel()).to.exist;
      return harness;
    }

    it('closes on its close button and returns focus to the filter button', async () => {
      h = await openWithKeyboardFocus();
      const close = h.shadow.querySelector<HTMLButtonElement>('.filters-panel__close') as HTMLButtonElement;
      expect(close.getAttribute('aria-label')).to.equal('Close filters');
      await h.act(() => close.click());
      expect(h.closes).to.deep.equal(['close-button']);
      expect(h.panel()).to.equal(null);
      expect(h.modalOpen()).to.equal(false);
      expect(h.shadow.activeElement).to.equal(h.toggleButton());
      expect(h.toggleButton().getAttribute('aria-expanded')).to.equal('false');
    });

    it('closes on Escape and returns focus to the filter button', async () => {
      h = await openWithKeyboardFocus();
      h.checkbox('Car wash').focus();
      await h.act(() => sendKeys({ press: 'Escape' }));
      expect(h.closes).to.deep.equal(['escape']);
      expect(h.panel()).to.equal(null);
      expect(h.shadow.activeElement).to.equal(h.toggleButton());
    });

    it('closes on a pointerdown elsewhere in the element, leaving focus where the visitor put it', async () => {
      h = await openWithKeyboardFocus();
      const elsewhere = h.shadow.querySelector('.outside-in-shadow') as HTMLButtonElement;
      await h.act(() => sendMouse({ type: 'click', position: centre(elsewhere) }));
      expect(h.closes).to.deep.equal(['outside']);
      expect(h.panel()).to.equal(null);
      expect(h.modalOpen()).to.equal(false);
      expect(h.shadow.activeElement).to.equal(elsewhere);
    });

    it('closes on a pointerdown on the host page outside the element', async () => {
      h = await openWithKeyboardFocus();
      await h.act(() => {
        h.pageButton.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      });
      expect(h.closes).to.deep.equal(['outside']);
      expect(h.panel()).to.equal(null);
    });

    it('closes when focus moves out of the panel (focusin elsewhere)', async () => {
      h = await openWithKeyboardFocus();
      const elsewhere = h.shadow.querySelector('.outside-in-shadow') as HTMLButtonElement;
      await h.act(() => elsewhere.focus());
      expect(h.closes).to.deep.equal(['outside']);
      expect(h.panel()).to.equal(null);
      expect(h.shadow.activeElement).to.equal(elsewhere);
    });

    it('stays open for its own interactions, and the filter button toggles it closed without an outside close', async () => {
      h = await openWithKeyboardFocus();
      const checkbox = h.checkbox('Car wash');
      await h.act(() => sendMouse({ type: 'click', position: centre(checkbox) }));
      expect(checkbox.checked).to.equal(true);
      await h.act(() => sendKeys({ press: 'Tab' }));
      expect(h.panel()).to.exist;
      expect(h.closes).to.deep.equal([]);

      await h.act(() => sendMouse({ type: 'click', position: centre(h.toggleButton()) }));
      expect(h.panel()).to.equal(null);
      expect(h.modalOpen()).to.equal(false);
      expect(h.closes, 'the button closes it through its own toggle').to.deep.equal([]);
    });

    it('gives way to another modal', async () => {
      h = await openWithKeyboardFocus();
      await h.act(() => h.store.set(toggleModalAtom, 'RouteOptions'));
      expect(h.panel()).to.equal(null);
      expect(h.toggleButton().getAttribute('aria-expanded')).to.equal('false');
    });
  });

  describe('demo vocabulary', () => {
    it('labels every demo filter in both locales', async function () {
      this.timeout(15000); // three mounts of ~44 checkboxes
      for (const lng of ['en_GB', 'de_DE'] as const) {
        h = await mountFilters(
          {
            ...DEMO_FILTER_CONFIG,
            groups: Object.fromEntries(Object.entries(DEMO_FILTER_CONFIG.groups).map(([name, group]) => [name, { ...group, summaryLimit: undefined }])),
          },
          { open: true, lng },
        );
        const labels = [...h.shadow.querySelectorAll('.filters-checkbox')].map((l) => l.textContent ?? '');
        expect(labels).to.have.length(6 + 8 + 22 + 4 + 4);
        expect(labels).to.include(lng === 'de_DE' ? 'ab 50 kW' : '50 kW or more');
        expect(h.legend('fuel')).to.contain(lng === 'de_DE' ? 'Kraftstoff' : 'Fuel type');
        expect(labels).to.include(lng === 'de_DE' ? 'Autowäsche' : 'Car wash');
        expect(labels).to.include("Sainsbury's");
        await h.unmount();
      }
      h = await mountFilters(undefined, { open: true });
      expect(h.shadow.querySelector('.filters-panel__empty')?.textContent).to.equal('No filters available.');
    });
  });
});
