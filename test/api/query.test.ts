import { expect } from '@open-wc/testing';
import { withinPairs } from '../../src/api';

describe('withinPairs', () => {
  const bounds = { north: 53.80000049, south: 53.7, east: -1.4, west: -1.6000001 };

  it('writes a box as its corners rounded for the API, then the zoom rounded down, then the filters, in order', () => {
    expect(withinPairs({ bounds }, 11.99, [['with_any[fuel][]', 'diesel']])).to.deep.equal([
      ['sw[]', '53.7'],
      ['sw[]', '-1.6'],
      ['ne[]', '53.8'],
      ['ne[]', '-1.4'],
      ['zoom', '11'],
      ['with_any[fuel][]', 'diesel'],
    ]);
  });

  it('writes a region as its id and leaves the zoom out when there is none', () => {
    expect(withinPairs({ regionId: 'GB' }, undefined)).to.deep.equal([['region_id', 'GB']]);
  });

  it('gives equal pairs for views the API cannot tell apart (a float\'s noise, a zoom rounding down to the same whole)', () => {
    const nudged = { ...bounds, north: bounds.north + 1e-9 };
    expect(JSON.stringify(withinPairs({ bounds: nudged }, 11.1))).to.equal(JSON.stringify(withinPairs({ bounds }, 11.9)));
    expect(JSON.stringify(withinPairs({ bounds }, 10.9))).not.to.equal(JSON.stringify(withinPairs({ bounds }, 11.0)));
  });
});
