import { expect } from '@open-wc/testing';
import { summariseFilters } from '../../src/filters/filter-summary';

const items = ['a', 'b', 'c', 'd', 'e'];

describe('summariseFilters', () => {
  it('shows the first `limit` items and offers show more with the hidden count', () => {
    expect(summariseFilters(items, 3, false)).to.deep.equal({ visible: ['a', 'b', 'c'], hiddenCount: 2, overflowCount: 2, toggle: 'more' });
  });

  it('shows everything when expanded and offers show fewer', () => {
    expect(summariseFilters(items, 3, true)).to.deep.equal({ visible: items, hiddenCount: 0, overflowCount: 2, toggle: 'fewer' });
  });

  it('offers no toggle without a limit or when the group fits', () => {
    expect(summariseFilters(items, undefined, false).toggle).to.equal('none');
    expect(summariseFilters(items, 5, false)).to.deep.equal({ visible: items, hiddenCount: 0, overflowCount: 0, toggle: 'none' });
    expect(summariseFilters(items, 9, true).toggle).to.equal('none');
  });
});
