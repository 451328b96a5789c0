import { expect } from '@open-wc/testing';
import { hidesFilterGroup, hidesResource, parseResourceChoice, stripResourceChoice, withResourceChoice } from '../../src/resource-choice';
import { parseHash } from '../../src/locations';

describe('resource choice (pure)', () => {
  it('hides the charging resource for fuel, every other resource (the grey set too) for charging, nothing for both', () => {
    expect(['locations', 'non_matching_locations', 'charging'].filter((r) => hidesResource('fuel', r))).to.deep.equal(['charging']);
    expect(['locations', 'non_matching_locations', 'charging'].filter((r) => hidesResource('charging', r))).to.deep.equal(['locations', 'non_matching_locations']);
    expect(['locations', 'non_matching_locations', 'charging'].filter((r) => hidesResource('both', r))).to.deep.equal([]);
  });

  it('hides the other kind of site\'s filter groups; brand stays with either', () => {
    const groups = ['fuel', 'amenity', 'brand', 'connector', 'power'];
    expect(groups.filter((g) => hidesFilterGroup('fuel', g))).to.deep.equal(['connector', 'power']);
    expect(groups.filter((g) => hidesFilterGroup('charging', g))).to.deep.equal(['fuel', 'amenity']);
    expect(groups.filter((g) => hidesFilterGroup('both', g))).to.deep.equal([]);
  });

  it('writes the choice after the hash\'s route and reads it back; both is not written', () => {
    const view = '#/@51.50736,-0.15,13z';
    expect(withResourceChoice(view, 'charging')).to.equal(`${view};show=charging`);
    expect(withResourceChoice(`${view};show=charging`, 'fuel')).to.equal(`${view};show=fuel`);
    expect(withResourceChoice(`${view};show=fuel`, 'both')).to.equal(view);
    expect(parseResourceChoice(`${view};show=charging`)).to.equal('charging');
    expect(parseResourceChoice(`${view};show=fuel`)).to.equal('fuel');
    expect(parseResourceChoice(view)).to.equal('both');
    expect(parseResourceChoice(`${view};show=diesel`)).to.equal('both');
    expect(stripResourceChoice(`${view};show=fuel`)).to.equal(view);
  });

  it('parseHash reads the route of a hash that carries a choice, as without one', () => {
    expect(parseHash('#/@51.50736,-0.15,13z;show=charging')).to.deep.equal({ kind: 'viewport', center: { lat: 51.50736, lng: -0.15 }, zoom: 13 });
    expect(parseHash('#/resources/charging/GB-NCR-1;show=charging')).to.deep.equal({ kind: 'location', resource: 'charging', id: 'GB-NCR-1' });
    expect(parseHash('#/@51.50736,-0.15,13z;show=elsewhere')).to.equal(null);
  });
});
