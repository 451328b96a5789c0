import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { FilterConfig } from '../../src/config';
import { activeFilterSelectionAtom, filterSelectionToQuery } from '../../src/filters';
import { resourceChoiceAtom } from '../../src/resource-choice';
import { mountFilters, type FiltersHarness } from '../filters/filters-harness';

const config: FilterConfig = {
  groups: {
    fuel: { filters: ['E10', 'E5'] },
    connector: { filters: ['IEC_62196_T2_COMBO', 'CHADEMO', 'IEC_62196_T2'] },
    power: { filters: ['7', '22', '50', '150'] },
  },
};

const radios = (h: FiltersHarness) => [...h.shadow.querySelectorAll<HTMLInputElement>('[data-resource-choice] input[type="radio"]')];
const radioLabels = (h: FiltersHarness) => radios(h).map((r) => r.closest('label')?.textContent?.trim());
const groupNames = (h: FiltersHarness) => [...h.shadow.querySelectorAll<HTMLElement>('fieldset[data-group]')].map((f) => f.dataset.group);

describe('ResourceChoiceControl in the filters panel', () => {
  let h: FiltersHarness;
  afterEach(async () => {
    await h.unmount();
  });

  it('is not there when the config has no charging resource', async () => {
    h = await mountFilters(config, { open: true });
    expect(h.shadow.querySelector('[data-resource-choice]')).to.equal(null);
    expect(groupNames(h)).to.deep.equal(['fuel', 'connector', 'power']);
  });

  it('offers both, fuel and charging as one radio group named "Show", both checked at first (en_GB)', async () => {
    h = await mountFilters(config, { open: true, charging: true });
    const group = h.shadow.querySelector('[data-resource-choice]') as HTMLFieldSetElement;
    expect(group.querySelector('legend')?.textContent).to.equal('Show');
    expect(radioLabels(h)).to.deep.equal(['Both', 'Fuel', 'Charging']);
    expect(radios(h).map((r) => r.checked)).to.deep.equal([true, false, false]);
    expect(new Set(radios(h).map((r) => r.name)).size).to.equal(1);
    expect(h.legend('connector')).to.contain('Connector');
    expect(h.checkbox('CCS')).to.exist;
    expect(h.checkbox('50 kW or more')).to.exist;
  });

  it('German labels (de_DE)', async () => {
    h = await mountFilters(config, { open: true, charging: true, lng: 'de_DE' });
    expect(h.shadow.querySelector('[data-resource-choice] legend')?.textContent).to.equal('Anzeigen');
    expect(radioLabels(h)).to.deep.equal(['Beides', 'Tankstellen', 'Laden']);
    expect(h.legend('power')).to.contain('Ladeleistung');
    expect(h.checkbox('ab 150 kW')).to.exist;
    expect(h.checkbox('Typ 2')).to.exist;
  });

  it('a synthetic group shows only the filters of the kind on show, and goes when none is left', async () => {
    h = await mountFilters(
      { ...config, synthetic: { popular: { filters: ['fuel.E10', 'connector.IEC_62196_T2_COMBO'] }, ev: { filters: ['connector.CHADEMO'] } } },
      { open: true, charging: true },
    );
    const items = (group: string) => [...h.shadow.querySelectorAll(`fieldset[data-group="${group}"] .filters-checkbox`)].map((l) => l.textContent);
    expect(items('popular')).to.deep.equal(['Unleaded (E10)', 'CCS']);
    await h.act(() => h.store.set(resourceChoiceAtom, 'fuel'));
    expect(items('popular')).to.deep.equal(['Unleaded (E10)']);
    expect(groupNames(h)).to.deep.equal(['fuel', 'popular']);
    expect(h.legend('popular')).to.contain('0 of 1');
  });

  it('moves with the arrow keys; fuel hides the connector and power groups, charging the fuel group', async () => {
    h = await mountFilters(config, { open: true, charging: true });
    await h.act(() => h.checkbox('CCS').click());
    await h.act(() => h.checkbox('Unleaded (E10)').click());
    radios(h)[0]!.focus();
    await h.act(() => sendKeys({ press: 'ArrowRight' }));
    expect(h.store.get(resourceChoiceAtom)).to.equal('fuel');
    expect(radios(h)[1]!.checked).to.equal(true);
    expect(h.shadow.activeElement).to.equal(radios(h)[1]);
    expect(groupNames(h)).to.deep.equal(['fuel']);
    expect(filterSelectionToQuery(h.store.get(activeFilterSelectionAtom))).to.deep.equal([['with_any[fuel][]', 'E10']]);

    await h.act(() => sendKeys({ press: 'ArrowRight' }));
    expect(h.store.get(resourceChoiceAtom)).to.equal('charging');
    expect(groupNames(h)).to.deep.equal(['connector', 'power']);
    expect(filterSelectionToQuery(h.store.get(activeFilterSelectionAtom))).to.deep.equal([['with_any[connector][]', 'IEC_62196_T2_COMBO']]);
    // The visitor's CCS survives the trip through fuel: hidden, not cleared.
    expect(h.checkbox('CCS').checked).to.equal(true);
  });
});
