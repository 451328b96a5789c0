import { expect } from '@open-wc/testing';
import { createStore } from 'jotai';
import { provideConfig, type FilterConfig, type LocatorConfig } from '../../src/config';
import {
  activeFilterCountAtom,
  activeFilterKeysAtom,
  activeFilterSelectionAtom,
  clearFiltersAtom,
  filterConfigErrorAtom,
  filterGroupsViewAtom,
  filterModelAtom,
  initFiltersAtom,
  toggleFilterAtom,
  type FilterToggleAnalyticsEvent,
} from '../../src/filters';
import { provideServices } from '../../src/shared';
import { testServices } from '../helpers/services';

const config: FilterConfig = {
  groups: {
    fuel: { filters: ['E10', 'E5', 'B7_STANDARD'] },
    amenity: { filters: ['car_wash', 'customer_toilets'], mode: 'withAll' },
    brand: { filters: ['bp', 'shell'] },
  },
  synthetic: { popular: { filters: ['fuel.E10', 'amenity.car_wash'] } },
  hiddenGroups: ['brand'],
  prefilters: 'fuel.E5,brand.bp',
};

function withServices() {
  const store = createStore();
  const events: FilterToggleAnalyticsEvent[] = [];
  const services = testServices(() => new Response(null, { status: 404 }), {
    track: (name, params) => events.push({ name, params } as FilterToggleAnalyticsEvent),
  });
  provideServices(store, services);
  const warnings = () => services.logger.entries.filter((entry) => entry.level === 'warn').map((entry) => entry.message);
  return { store, events, warnings };
}

function setup(filters: FilterConfig | undefined) {
  const harness = withServices();
  harness.store.set(initFiltersAtom, filters);
  return harness;
}

/** The loaded config as the app provides it; only `filters` matters to these atoms. */
function loadedConfig(filters: FilterConfig | undefined): LocatorConfig {
  return { filters } as LocatorConfig;
}

describe('filter atoms', () => {
  it('give an empty selection and no count without a filter config', () => {
    const { store } = setup(undefined);
    expect(store.get(filterModelAtom)).to.equal(null);
    expect(store.get(activeFilterSelectionAtom)).to.deep.equal({ with_any: {}, with_all: {} });
    expect(store.get(activeFilterCountAtom)).to.equal(0);
    expect(store.get(filterGroupsViewAtom)).to.deep.equal([]);
  });

  it('start with the prefilters active, hidden groups included in the selection', () => {
    const { store } = setup(config);
    expect(store.get(activeFilterKeysAtom)).to.deep.equal(['fuel.E5', 'brand.bp']);
    expect(store.get(activeFilterSelectionAtom)).to.deep.equal({ with_any: { fuel: ['E5'], brand: ['bp'] }, with_all: {} });
    // The badge counts what the visitor can see: brand is hidden.
    expect(store.get(activeFilterCountAtom)).to.equal(1);
  });

  it('toggle flips one filter and reports filter_toggle', () => {
    const { store, events } = setup(config);
    store.set(toggleFilterAtom, 'amenity.car_wash');
    store.set(toggleFilterAtom, 'fuel.E5');
    expect(store.get(activeFilterSelectionAtom)).to.deep.equal({ with_any: { brand: ['bp'] }, with_all: { amenity: ['car_wash'] } });
    expect(events).to.deep.equal([
      { name: 'filter_toggle', params: { group: 'amenity', filter: 'car_wash', active: true } },
      { name: 'filter_toggle', params: { group: 'fuel', filter: 'E5', active: false } },
    ]);
  });

  it('share state between a synthetic filter and its real filter', () => {
    const { store } = setup(config);
    store.set(toggleFilterAtom, 'fuel.E10');
    const groups = store.get(filterGroupsViewAtom);
    const real = groups.find((g) => g.name === 'fuel')?.filters.find((f) => f.id === 'E10');
    const synthetic = groups.find((g) => g.name === 'popular')?.filters.find((f) => f.id === 'fuel.E10');
    expect(real?.active).to.equal(true);
    expect(synthetic?.active).to.equal(true);
    expect(synthetic?.group).to.equal('fuel');
    expect(synthetic?.filter).to.equal('E10');
    expect(store.get(activeFilterSelectionAtom).with_any['fuel']).to.deep.equal(['E10', 'E5']);
  });

  it('count totals and actives per shown group, leaving hidden groups out', () => {
    const { store } = setup(config);
    store.set(toggleFilterAtom, 'fuel.E10');
    expect(store.get(filterGroupsViewAtom).map((g) => [g.name, g.totalCount, g.activeCount])).to.deep.equal([
      ['fuel', 3, 2],
      ['amenity', 2, 0],
      ['popular', 2, 1],
    ]);
  });

  it('clear sets every visible filter inactive and keeps hidden ones', () => {
    const { store } = setup(config);
    store.set(toggleFilterAtom, 'amenity.car_wash');
    store.set(clearFiltersAtom);
    expect(store.get(activeFilterKeysAtom)).to.deep.equal(['brand.bp']);
    expect(store.get(activeFilterCountAtom)).to.equal(0);
  });

  it('ignores toggles of unknown keys', () => {
    const { store, events } = setup(config);
    store.set(toggleFilterAtom, 'fuel.DIESEL');
    expect(store.get(activeFilterKeysAtom)).to.deep.equal(['fuel.E5', 'brand.bp']);
    expect(events).to.deep.equal([]);
  });

  it('logs unknown prefilters and starts without them', () => {
    const { store, warnings } = setup({ ...config, prefilters: 'fuel.E10,fuel.LPG' });
    expect(store.get(activeFilterKeysAtom)).to.deep.equal(['fuel.E10']);
    expect(warnings()).to.have.length(1);
    expect(warnings()[0]).to.contain('fuel.LPG').and.contain('filters.prefilters');
  });

  it('disables filters on an invalid config and exposes the error', () => {
    const { store, warnings } = setup({ groups: { fuel: {} } });
    expect(store.get(filterModelAtom)).to.equal(null);
    expect(store.get(filterConfigErrorAtom)?.key).to.equal('filters.groups.fuel');
    expect(store.get(activeFilterSelectionAtom)).to.deep.equal({ with_any: {}, with_all: {} });
    expect(warnings()[0]).to.contain('filters.groups.fuel');
  });

  it('re-applies the prefilters when the config is replaced', () => {
    const { store } = setup(config);
    store.set(toggleFilterAtom, 'fuel.E10');
    store.set(initFiltersAtom, { ...config, prefilters: 'amenity.customer_toilets' });
    expect(store.get(activeFilterKeysAtom)).to.deep.equal(['amenity.customer_toilets']);
  });

  it('notify subscribers (the location loaders) when a toggle changes the selection', () => {
    const { store } = setup(config);
    let notified = 0;
    const unsubscribe = store.sub(activeFilterSelectionAtom, () => (notified += 1));
    store.set(toggleFilterAtom, 'fuel.B7_STANDARD');
    unsubscribe();
    expect(notified).to.equal(1);
    expect(store.get(activeFilterSelectionAtom).with_any['fuel']).to.deep.equal(['E5', 'B7_STANDARD']);
  });

  describe('from the loaded config (configAtom)', () => {
    it('read the config filters block without an init call', () => {
      const { store } = withServices();
      provideConfig(store, loadedConfig(config));
      expect(store.get(activeFilterSelectionAtom)).to.deep.equal({ with_any: { fuel: ['E5'], brand: ['bp'] }, with_all: {} });
      store.set(toggleFilterAtom, 'fuel.E10');
      expect(store.get(activeFilterSelectionAtom).with_any['fuel']).to.deep.equal(['E10', 'E5']);
    });

    it('are empty when the config has no filters', () => {
      const { store } = withServices();
      provideConfig(store, loadedConfig(undefined));
      expect(store.get(activeFilterSelectionAtom)).to.deep.equal({ with_any: {}, with_all: {} });
      expect(store.get(activeFilterCountAtom)).to.equal(0);
    });

    it('log config problems once, when the filters are first used', () => {
      const { store, warnings } = withServices();
      provideConfig(store, loadedConfig({ ...config, prefilters: 'fuel.LPG' }));
      expect(warnings()).to.deep.equal([]);
      const unsubscribe = store.sub(activeFilterSelectionAtom, () => {});
      unsubscribe();
      store.sub(activeFilterCountAtom, () => {})();
      expect(warnings()).to.deep.equal(['Ignoring unknown prefilters (filters.prefilters): fuel.LPG']);
    });

    it('let initFiltersAtom replace the loaded filters', () => {
      const { store } = withServices();
      provideConfig(store, loadedConfig(config));
      store.set(initFiltersAtom, { groups: { fuel: { filters: ['HVO'] } }, prefilters: 'fuel.HVO' });
      expect(store.get(activeFilterSelectionAtom)).to.deep.equal({ with_any: { fuel: ['HVO'] }, with_all: {} });
    });
  });
});
