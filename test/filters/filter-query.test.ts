import { expect } from '@open-wc/testing';
import type { AlongCorridorRequest, FilterParams } from '../../src/api/contract';
import {
  appendFilterSelection,
  buildFilterSelection,
  emptyFilterSelection,
  filterSelectionToBody,
  filterSelectionToQuery,
  isFilterSelectionEmpty,
  type FilterSelection,
} from '../../src/filters/filter-query';

const selection: FilterSelection = {
  with_all: { amenity: ['car_wash'] },
  with_any: { fuel: ['E10'] },
};

describe('filter query encoding', () => {
  it('encodes both modes as mode[group][]=name, with_any first', () => {
    expect(filterSelectionToQuery(selection)).to.deep.equal([
      ['with_any[fuel][]', 'E10'],
      ['with_all[amenity][]', 'car_wash'],
    ]);
    const params = appendFilterSelection(new URLSearchParams(), selection);
    expect(decodeURIComponent(params.toString())).to.equal('with_any[fuel][]=E10&with_all[amenity][]=car_wash');
  });

  it('repeats the key for several names of a group and keeps a stable order', () => {
    const a: FilterSelection = { with_any: { fuel: ['E5', 'E10'], brand: ['shell', 'bp'] }, with_all: {} };
    const b: FilterSelection = { with_any: { brand: ['bp', 'shell'], fuel: ['E10', 'E5', 'E10'] }, with_all: {} };
    expect(filterSelectionToQuery(a)).to.deep.equal([
      ['with_any[brand][]', 'bp'],
      ['with_any[brand][]', 'shell'],
      ['with_any[fuel][]', 'E10'],
      ['with_any[fuel][]', 'E5'],
    ]);
    expect(filterSelectionToQuery(b)).to.deep.equal(filterSelectionToQuery(a));
  });

  it('sends nothing for an empty selection or empty groups', () => {
    expect(filterSelectionToQuery(emptyFilterSelection())).to.deep.equal([]);
    expect(filterSelectionToQuery({ with_any: { fuel: [] }, with_all: {} })).to.deep.equal([]);
    expect(isFilterSelectionEmpty({ with_any: { fuel: [] }, with_all: {} })).to.equal(true);
    expect(isFilterSelectionEmpty(selection)).to.equal(false);
  });

  it('builds the along_corridor JSON body form', () => {
    expect(filterSelectionToBody(selection)).to.deep.equal({ with_any: { fuel: ['E10'] }, with_all: { amenity: ['car_wash'] } });
    expect(filterSelectionToBody({ with_any: { fuel: ['E10'] }, with_all: { amenity: [] } })).to.deep.equal({ with_any: { fuel: ['E10'] } });
    expect(filterSelectionToBody(emptyFilterSelection())).to.deep.equal({});
    // The body form spreads into the wire contract's request type.
    const filters: FilterParams = filterSelectionToBody(selection);
    const body: AlongCorridorRequest = { line: '_p~iF~ps|U', corridor_radius: 5, ...filters };
    expect(JSON.parse(JSON.stringify(body))).to.deep.include({ with_any: { fuel: ['E10'] } });
  });

  it('groups definitions by wire mode and real group', () => {
    expect(
      buildFilterSelection([
        { key: 'fuel.E10', group: 'fuel', name: 'E10', mode: 'any' },
        { key: 'amenity.car_wash', group: 'amenity', name: 'car_wash', mode: 'withAll' },
        { key: 'fuel.E5', group: 'fuel', name: 'E5', mode: 'any' },
      ]),
    ).to.deep.equal({ with_any: { fuel: ['E10', 'E5'] }, with_all: { amenity: ['car_wash'] } });
  });
});
