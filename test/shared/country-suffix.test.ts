import { expect } from '@open-wc/testing';
import { relabelCountrySuffix } from '../../src/shared';

describe('relabelCountrySuffix (issue 47)', () => {
  const codes = ['DE', 'GB', 'IE'];

  it('names the country a place label ends in in the new language', () => {
    expect(relabelCountrySuffix('Wetherby, Vereinigtes Königreich', 'de_DE', 'en_GB', codes)).to.equal('Wetherby, United Kingdom');
    expect(relabelCountrySuffix('Leeds, United Kingdom', 'en_GB', 'de_DE', codes)).to.equal('Leeds, Vereinigtes Königreich');
    expect(relabelCountrySuffix('Dublin, Irland', 'de_DE', 'en_GB', codes)).to.equal('Dublin, Ireland');
  });

  it('leaves a label alone that ends in no country of ours: a station, a street, the same locale', () => {
    expect(relabelCountrySuffix('BP Leeds Road', 'de_DE', 'en_GB', codes)).to.equal('BP Leeds Road');
    expect(relabelCountrySuffix('Vereinigtes Königreich', 'de_DE', 'en_GB', codes), 'no ", " before it').to.equal('Vereinigtes Königreich');
    expect(relabelCountrySuffix('Leeds, Vereinigtes Königreich', 'de_DE', 'de_DE', codes)).to.equal('Leeds, Vereinigtes Königreich');
    expect(relabelCountrySuffix('Leeds, Vereinigtes Königreich', 'de_DE', 'en_GB', ['FR'])).to.equal('Leeds, Vereinigtes Königreich');
  });
});
