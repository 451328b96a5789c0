import { expect } from '@open-wc/testing';
import { listOriginAtom, setListOriginAtom } from '../../src/locations';
import { relabelSearchAtom, searchQueryAtom } from '../../src/search';
import { searchField } from '../../src/search/search-atoms';
import { createSearchContext } from './helpers/search-context';

describe('relabelSearchAtom (issue 47: a language switch)', () => {
  it('names the country of the search box\'s place and of the list origin in the new language, and keeps the rest', () => {
    const ctx = createSearchContext();
    ctx.store.set(searchField.setTextAtom, 'Wetherby, Vereinigtes Königreich');
    ctx.store.set(setListOriginAtom, { lat: 53.93, lng: -1.39, label: 'Wetherby, Vereinigtes Königreich' });
    ctx.store.set(relabelSearchAtom, { from: 'de_DE', to: 'en_GB', countryCodes: ['GB', 'IE'] });
    expect(ctx.store.get(searchQueryAtom)).to.equal('Wetherby, United Kingdom');
    expect(ctx.store.get(listOriginAtom)).to.deep.equal({ lat: 53.93, lng: -1.39, label: 'Wetherby, United Kingdom' });
  });

  it('leaves typed text and a station\'s name alone', () => {
    const ctx = createSearchContext();
    ctx.store.set(searchField.setTextAtom, 'BP Wetherby');
    const origin = { lat: 53.93, lng: -1.39, label: 'BP Wetherby' };
    ctx.store.set(setListOriginAtom, origin);
    ctx.store.set(relabelSearchAtom, { from: 'de_DE', to: 'en_GB', countryCodes: ['GB'] });
    expect(ctx.store.get(searchQueryAtom)).to.equal('BP Wetherby');
    expect(ctx.store.get(listOriginAtom)).to.equal(origin);
  });
});
