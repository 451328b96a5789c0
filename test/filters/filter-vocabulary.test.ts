import { expect } from '@open-wc/testing';
import type { FilterConfig } from '../../src/config';
import { buildFilterModel, DEMO_CONNECTORS, DEMO_FILTER_CONFIG, DEMO_POWER_KW, humaniseFilterName } from '../../src/filters';
import deDE from '../../src/i18n/locales/de_DE.json';
import enGB from '../../src/i18n/locales/en_GB.json';
import demoConfig from '../../server/configs/uk-fuel/base.json';

/** A nested locale value by dotted path, or undefined. */
function lookup(resources: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), resources);
}

const configs: Array<[string, FilterConfig]> = [
  ['DEMO_FILTER_CONFIG', DEMO_FILTER_CONFIG],
  ['server/configs/uk-fuel/base.json', (demoConfig as { filters: FilterConfig }).filters],
];

describe('filter vocabulary of the demo', () => {
  for (const [name, config] of configs) {
    it(`${name}: is a valid filter config with fuel (any), amenity (withAll), connector and power (any) and brand (any)`, () => {
      const model = buildFilterModel(config);
      expect(model.groups.map((g) => g.name)).to.deep.equal(['fuel', 'amenity', 'connector', 'power', 'brand']);
      expect([...model.definitions.values()].filter((d) => d.group === 'connector').map((d) => d.name)).to.deep.equal([...DEMO_CONNECTORS]);
      expect([...model.definitions.values()].filter((d) => d.group === 'power').map((d) => d.name)).to.deep.equal([...DEMO_POWER_KW]);
      expect(model.definitions.get('connector.IEC_62196_T2_COMBO')?.mode).to.equal('any');
      expect(model.definitions.get('power.50')?.mode).to.equal('any');
      expect(model.definitions.get('fuel.E10')?.mode).to.equal('any');
      expect(model.definitions.get('amenity.car_wash')?.mode).to.equal('withAll');
      expect(model.definitions.get('brand.bp')?.mode).to.equal('any');
      expect(model.definitions.has('brand.other')).to.equal(true);
    });

    it(`${name}: has a German and an English label for every group and filter`, () => {
      const model = buildFilterModel(config);
      for (const [lng, resources] of [
        ['de_DE', deDE],
        ['en_GB', enGB],
      ] as const) {
        for (const group of model.groups) {
          expect(lookup(resources, ['filters', 'groups', group.name]), `${lng} filters.groups.${group.name}`).to.be.a('string');
        }
        for (const { group, name: filter } of model.definitions.values()) {
          expect(lookup(resources, ['filters', 'labels', group, filter]), `${lng} filters.labels.${group}.${filter}`).to.be.a('string');
        }
      }
    });
  }

  it('humanises names that have no label', () => {
    expect(humaniseFilterName('car_wash')).to.equal('Car wash');
    expect(humaniseFilterName('B7_PREMIUM')).to.equal('B7 premium');
    expect(humaniseFilterName('E10')).to.equal('E10');
    expect(humaniseFilterName('sainsbury_s')).to.equal('Sainsbury s');
  });
});
