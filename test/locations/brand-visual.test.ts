import { expect } from '@open-wc/testing';
import { DEFAULT_CONFIG, type BrandsConfig } from '../../src/config';
import { brandLineOf, brandVisualOf } from '../../src/locations/brand-visual';

const DEFAULT_BRANDS = DEFAULT_CONFIG.brands as BrandsConfig;
const station = (site_brand: string, channel_of_trade = 'RETAIL') => ({ site_brand, channel_of_trade });

describe('brandVisualOf', () => {
  it('covers the spec brands from the defaults: bp, amoco, the product (aral) and its pulse brand, UNCO', () => {
    expect(brandVisualOf(station('bp'), DEFAULT_BRANDS)).to.deep.equal({ colour: '#007F00', glyph: 'bp' });
    expect(brandVisualOf(station('AMOCO'), DEFAULT_BRANDS), 'brand keys match in any case').to.deep.equal({ colour: '#C8102E', glyph: 'A' });
    expect(brandVisualOf(station('aral'), DEFAULT_BRANDS).colour).to.equal('#0057B8');
    expect(brandVisualOf(station('aral_pulse'), DEFAULT_BRANDS)).to.deep.equal({ colour: '#00A3E0', glyph: 'P' });
    expect(brandVisualOf(station('other', 'UNCO'), DEFAULT_BRANDS)).to.deep.equal({ colour: '#5F6B7A', glyph: 'U' });
  });

  it('the channel of trade wins over the brand; a brand the table lacks (or removed) gets its initial and the primary colour', () => {
    expect(brandVisualOf(station('bp', 'UNCO'), DEFAULT_BRANDS).glyph).to.equal('U');
    expect(brandVisualOf(station('sainsbury_s'), DEFAULT_BRANDS)).to.deep.equal({ colour: null, glyph: 'S' });
    expect(brandVisualOf(station('_'), DEFAULT_BRANDS)).to.deep.equal({ colour: null, glyph: '•' });
    expect(brandVisualOf(station('toString'), DEFAULT_BRANDS), 'no prototype lookups').to.deep.equal({ colour: null, glyph: 'T' });
    const removed: BrandsConfig = { siteBrands: { ...DEFAULT_BRANDS.siteBrands, bp: null }, channelsOfTrade: { UNCO: null } };
    expect(brandVisualOf(station('bp', 'UNCO'), removed)).to.deep.equal({ colour: null, glyph: 'B' });
  });
});

describe('brandLineOf', () => {
  it('reads the brand, independent for UNCO and for a brand that is the station\'s own name, other without one', () => {
    expect(brandLineOf({ brand: 'Shell', name: 'SHELL REGENT', channel_of_trade: 'RETAIL' })).to.deep.equal({ kind: 'brand', name: 'Shell' });
    expect(brandLineOf({ brand: 'Shell', name: 'SHELL REGENT', channel_of_trade: 'UNCO' })).to.deep.equal({ kind: 'independent' });
    expect(brandLineOf({ brand: 'REGENCY OILS LTD', name: 'Regency Oils Ltd ', channel_of_trade: 'RETAIL' })).to.deep.equal({ kind: 'independent' });
    expect(brandLineOf({ brand: null, name: 'Somewhere', channel_of_trade: 'RETAIL' })).to.deep.equal({ kind: 'other' });
    expect(brandLineOf({ brand: '  ', name: 'Somewhere', channel_of_trade: 'RETAIL' })).to.deep.equal({ kind: 'other' });
  });
});
