import { expect } from '@open-wc/testing';
import type { FilterConfig } from '../../src/config/types';
import { buildFilterModel, FilterConfigError, parsePrefilters, validateFilterConfig } from '../../src/filters/filter-config';

/** Runs `fn`, expects a FilterConfigError, returns it. */
function configError(fn: () => unknown): FilterConfigError {
  try {
    fn();
  } catch (error) {
    expect(error).to.be.instanceOf(FilterConfigError);
    return error as FilterConfigError;
  }
  throw new Error('expected a FilterConfigError');
}

const base: FilterConfig = {
  groups: {
    fuel: { filters: ['E10', 'E5', 'B7_STANDARD'] },
    amenity: { enabled: ['car_wash', 'customer_toilets'], mode: 'withAll' },
  },
};

describe('filter config', () => {
  describe('rule: a group needs either enabled or filters', () => {
    it('accepts a group with filters and a group with enabled', () => {
      const model = buildFilterModel(base);
      expect(model.groups.map((g) => [g.name, g.filters.map((f) => f.id)])).to.deep.equal([
        ['fuel', ['E10', 'E5', 'B7_STANDARD']],
        ['amenity', ['car_wash', 'customer_toilets']],
      ]);
    });

    it('rejects a group with neither, naming the group', () => {
      const error = configError(() => buildFilterModel({ groups: { ...base.groups, brand: { mode: 'any' } } }));
      expect(error.key).to.equal('filters.groups.brand');
      expect(error.message).to.contain('filters.groups.brand').and.contain('"enabled" or "filters"');
    });

    it('with both, offers the enabled subset in filters order', () => {
      const model = buildFilterModel({ groups: { fuel: { filters: ['E10', 'E5', 'B7_STANDARD'], enabled: ['B7_STANDARD', 'E10'] } } });
      expect(model.groups[0]?.filters.map((f) => f.id)).to.deep.equal(['E10', 'B7_STANDARD']);
    });

    it('with both, rejects an enabled name missing from filters', () => {
      const error = configError(() => buildFilterModel({ groups: { fuel: { filters: ['E10'], enabled: ['E10', 'HVO'] } } }));
      expect(error.key).to.equal('filters.groups.fuel.enabled[1]');
    });
  });

  describe('rule: synthetic group names must not clash with real groups', () => {
    it('accepts a synthetic group with its own name', () => {
      expect(() => validateFilterConfig({ ...base, synthetic: { popular: { filters: ['fuel.E10'] } } })).not.to.throw();
    });

    it('rejects a synthetic group named like a real group', () => {
      const error = configError(() => validateFilterConfig({ ...base, synthetic: { fuel: { filters: ['fuel.E10'] } } }));
      expect(error.key).to.equal('filters.synthetic.fuel');
      expect(error.message).to.contain('clashes with the real filter group "fuel"');
    });
  });

  describe('rule: groups of synthetic filters must be among the enabled groups', () => {
    it('accepts filters of enabled groups', () => {
      expect(() => validateFilterConfig({ ...base, synthetic: { popular: { filters: ['fuel.E10', 'amenity.car_wash'] } } })).not.to.throw();
    });

    it('rejects a filter of a group that is not configured, even in a canonical group', () => {
      const error = configError(() =>
        validateFilterConfig({ ...base, synthetic: { popular: { canonical: true, filters: ['fuel.E10', 'brand.bp'] } } }),
      );
      expect(error.key).to.equal('filters.synthetic.popular.filters[1]');
      expect(error.message).to.contain('"brand"').and.contain('not an enabled filter group');
    });

    it('rejects a synthetic filter not written group.filter', () => {
      const error = configError(() => validateFilterConfig({ ...base, synthetic: { popular: { filters: ['E10'] } } }));
      expect(error.key).to.equal('filters.synthetic.popular.filters[0]');
    });
  });

  describe('rule: non-canonical synthetic filters must exist among real filters', () => {
    it('accepts existing filters', () => {
      expect(() => validateFilterConfig({ ...base, synthetic: { popular: { filters: ['fuel.E5'] } } })).not.to.throw();
    });

    it('rejects a filter the real group does not offer', () => {
      const error = configError(() => validateFilterConfig({ ...base, synthetic: { popular: { filters: ['fuel.E5', 'fuel.HVO'] } } }));
      expect(error.key).to.equal('filters.synthetic.popular.filters[1]');
      expect(error.message).to.contain('"fuel.HVO" is not a filter of group "fuel"');
    });

    it('lets a canonical synthetic group name a new filter of an enabled group', () => {
      const model = buildFilterModel({ ...base, synthetic: { extra: { canonical: true, filters: ['fuel.HVO'] } } });
      expect(model.definitions.get('fuel.HVO')).to.deep.equal({ key: 'fuel.HVO', group: 'fuel', name: 'HVO', mode: 'any' });
    });
  });

  describe('synthetic groups', () => {
    const config: FilterConfig = {
      ...base,
      synthetic: {
        popular: { filters: ['fuel.E10', 'amenity.car_wash'] },
        green: { canonical: true, mode: 'withAll', filters: ['fuel.HVO', 'fuel.E10'] },
      },
    };

    it('point their filters at the real filter state keys', () => {
      const popular = buildFilterModel(config).groups.find((g) => g.name === 'popular');
      expect(popular?.synthetic).to.equal(true);
      expect(popular?.filters).to.deep.equal([
        { id: 'fuel.E10', key: 'fuel.E10' },
        { id: 'amenity.car_wash', key: 'amenity.car_wash' },
      ]);
    });

    it('keep one definition per real filter, with the real group mode when the real group offers it', () => {
      const { definitions } = buildFilterModel(config);
      expect(definitions.get('fuel.E10')?.mode).to.equal('any');
      expect(definitions.get('amenity.car_wash')?.mode).to.equal('withAll');
      // Only the canonical group offers HVO: its own mode applies.
      expect(definitions.get('fuel.HVO')).to.deep.equal({ key: 'fuel.HVO', group: 'fuel', name: 'HVO', mode: 'withAll' });
      expect([...definitions.keys()].filter((k) => k === 'fuel.E10')).to.have.length(1);
    });

    it('follow the real groups unless priority says otherwise', () => {
      expect(buildFilterModel(config).groups.map((g) => g.name)).to.deep.equal(['fuel', 'amenity', 'popular', 'green']);
    });
  });

  describe('priority, modes and hidden groups', () => {
    it('orders groups by priority, the rest in config order', () => {
      const model = buildFilterModel({ ...base, synthetic: { popular: { filters: ['fuel.E10'] } }, priority: ['popular', 'amenity'] });
      expect(model.groups.map((g) => g.name)).to.deep.equal(['popular', 'amenity', 'fuel']);
    });

    it('defaults the mode to any', () => {
      expect(buildFilterModel(base).definitions.get('fuel.E10')?.mode).to.equal('any');
      expect(buildFilterModel(base).definitions.get('amenity.car_wash')?.mode).to.equal('withAll');
    });

    it('marks hidden groups but keeps them in the model', () => {
      const model = buildFilterModel({ ...base, hiddenGroups: ['amenity'] });
      expect(model.groups.map((g) => [g.name, g.hidden])).to.deep.equal([
        ['fuel', false],
        ['amenity', true],
      ]);
      expect(model.definitions.has('amenity.car_wash')).to.equal(true);
    });

    it('rejects unknown groups in priority and hiddenGroups, and unknown modes', () => {
      expect(configError(() => validateFilterConfig({ ...base, priority: ['fuel', 'fuels'] })).key).to.equal('filters.priority[1]');
      expect(configError(() => validateFilterConfig({ ...base, hiddenGroups: ['brand'] })).key).to.equal('filters.hiddenGroups[0]');
      const badMode = { groups: { fuel: { filters: ['E10'], mode: 'all' } } } as unknown as FilterConfig;
      expect(configError(() => validateFilterConfig(badMode)).key).to.equal('filters.groups.fuel.mode');
    });

    it('rejects malformed shapes from remote JSON', () => {
      expect(configError(() => validateFilterConfig({} as FilterConfig)).key).to.equal('filters.groups');
      const notList = { groups: { fuel: { filters: 'E10' } } } as unknown as FilterConfig;
      expect(configError(() => validateFilterConfig(notList)).key).to.equal('filters.groups.fuel.filters');
      expect(configError(() => validateFilterConfig({ groups: { fuel: { filters: ['E10', 'E10'] } } })).key).to.equal(
        'filters.groups.fuel.filters[1]',
      );
      expect(configError(() => validateFilterConfig({ groups: { fuel: { filters: ['E10'], summaryLimit: 0 } } })).key).to.equal(
        'filters.groups.fuel.summaryLimit',
      );
    });
  });

  describe('prefilters', () => {
    const model = buildFilterModel({ ...base, synthetic: { popular: { filters: ['amenity.car_wash'] } } });

    it('reads a comma list of group.filter, trimming blanks and duplicates', () => {
      expect(parsePrefilters(' fuel.E10, amenity.car_wash,,fuel.E10 ', model)).to.deep.equal({
        keys: ['fuel.E10', 'amenity.car_wash'],
        unknown: [],
      });
    });

    it('resolves filters of synthetic groups to the real filter', () => {
      expect(parsePrefilters('popular.amenity.car_wash', model).keys).to.deep.equal(['amenity.car_wash']);
    });

    it('reports unknown entries instead of throwing', () => {
      expect(parsePrefilters('fuel.E10,fuel.HVO,brand.bp,nonsense', model)).to.deep.equal({
        keys: ['fuel.E10'],
        unknown: ['fuel.HVO', 'brand.bp', 'nonsense'],
      });
    });

    it('is empty when absent', () => {
      expect(parsePrefilters(undefined, model)).to.deep.equal({ keys: [], unknown: [] });
    });
  });
});
