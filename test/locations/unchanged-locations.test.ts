import { expect } from '@open-wc/testing';
import { keepUnchangedLocations } from '../../src/locations/unchanged-locations';

const station = (id: string, fields: Record<string, unknown> = {}) => ({ id, name: `Station ${id}`, lat: 53.8, lng: -1.55, open_status: 'open', ...fields });

describe('keepUnchangedLocations', () => {
  it('gives the last answer’s object for a station whose every field is the same, the new one otherwise', () => {
    const previous = [station('a'), station('b'), station('c')];
    const next = [station('a'), station('b', { open_status: 'closed' }), station('d'), station('c')];
    const kept = keepUnchangedLocations(previous, next);
    expect(kept).to.have.length(4);
    expect(kept[0]).to.equal(previous[0]);
    expect(kept[1], 'a field changed').to.equal(next[1]);
    expect(kept[2], 'new').to.equal(next[2]);
    expect(kept[3], 'in the new order').to.equal(previous[2]);
    expect(next[0], 'the answer itself is left as it came').to.not.equal(previous[0]);
  });

  it('keeps none with a field more or less, or a field holding a new object', () => {
    const previous = [station('a'), station('b', { fuels: ['E10'] }), station('c', { brand: 'BP' })];
    const next = [station('a', { brand: 'BP' }), station('b', { fuels: ['E10'] }), station('c')];
    const kept = keepUnchangedLocations(previous, next);
    for (const [k, location] of kept.entries()) expect(location).to.equal(next[k]);
  });

  it('gives the answer’s own array when nothing is kept, or nothing came before', () => {
    const next = [station('a')];
    expect(keepUnchangedLocations([], next)).to.equal(next);
    expect(keepUnchangedLocations([station('z')], next)).to.equal(next);
  });
});
