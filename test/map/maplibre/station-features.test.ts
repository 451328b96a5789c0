import { expect } from '@open-wc/testing';
import { clusterFeature, diffStations, imageId, lookOfImage, numberedApart, numberedFeature, stationFeature } from '../../../src/map/maplibre/station-features';
import { DIMMED_OPACITY } from '../../../src/map/marker-style';
import type { StationMarker } from '../../../src/map/types';

const station = (id: string, overrides: Partial<StationMarker> = {}): StationMarker => ({
  id,
  lat: 53.8,
  lng: -1.55,
  brand: 'bp',
  colour: '#007F00',
  glyph: 'BP',
  state: 'normal',
  name: id,
  address: '',
  openStatusText: '',
  ...overrides,
});

describe('station features', () => {
  it('name each pin and bubble image after its look, and read the look back from the name', () => {
    for (const look of [
      { kind: 'pin', fill: '#007F00', glyph: 'BP', grey: false, numbered: false, enlarged: false },
      { kind: 'pin', fill: '#9AA0A6', glyph: 'A|B', grey: true, numbered: false, enlarged: false },
      { kind: 'pin', fill: '#0064CC', glyph: '12', grey: false, numbered: true, enlarged: true },
      { kind: 'bubble', fill: '#0064CC', text: '12k', diameter: 60, tier: 'large' },
    ] as const) {
      expect(lookOfImage(imageId(look))).to.deep.equal(look);
    }
    expect(lookOfImage('poi-fuel')).to.equal(null);
    expect(lookOfImage('sl-bubble|#fff|3|30|huge')).to.equal(null);
    expect(lookOfImage('sl-pin|#fff|0|g|BP')).to.equal(null);
  });

  it('give a station its brand colour, grey when it does not match, the primary colour without a brand, and its scale and order by state', () => {
    expect(stationFeature(station('a'), '#123456').properties).to.deep.equal({ id: 'a', icon: 'sl-pin|#007F00|0|g|S|BP', state: 'normal', scale: 1, sort: 1, opacity: 1 });
    expect(stationFeature(station('b', { state: 'nonMatching' }), '#123456').properties).to.include({ icon: 'sl-pin|#9AA0A6|1|g|S|BP', sort: 0 });
    expect(stationFeature(station('c', { colour: null, state: 'highlighted' }), '#123456').properties).to.include({ icon: 'sl-pin|#123456|0|g|L|BP', scale: 1.3, sort: 2 });
    expect(stationFeature(station('d', { state: 'selected' }), '#123456').properties).to.include({ scale: 1.6, sort: 3 });
    expect(stationFeature(station('a'), '#123456').geometry.coordinates).to.deep.equal([-1.55, 53.8]);
  });

  it('draw a listed station with its number in the nearest list in place of the glyph, and fade it while another is selected', () => {
    // A listed station's numbered pin is a feature of its own (the numbered pins' source) over its brand pin.
    expect(numberedApart(station('a', { index: 3 }))).to.equal(true);
    expect(numberedFeature(station('a', { index: 3 }), '#123456').properties).to.include({ id: 'a', icon: 'sl-pin|#007F00|0|n|S|3', opacity: 1 });
    expect(numberedFeature(station('a', { index: 3, dimmed: true }), '#123456').properties).to.include({ icon: 'sl-pin|#007F00|0|n|S|3', opacity: DIMMED_OPACITY });
    expect(stationFeature(station('a', { index: 3 }), '#123456').properties).to.include({ icon: 'sl-pin|#007F00|0|g|S|BP', opacity: 1 });
    // Highlighted and selected pins carry their number themselves.
    expect(numberedApart(station('e', { index: 2, state: 'selected' }))).to.equal(false);
    expect(numberedApart(station('f'))).to.equal(false);
    expect(stationFeature(station('e', { index: 2, state: 'selected' }), '#123456').properties).to.include({ icon: 'sl-pin|#007F00|0|n|L|2' });
    // Stations not in the list keep their brand glyph.
    expect(stationFeature(station('b', { dimmed: true }), '#123456').properties).to.include({ icon: 'sl-pin|#007F00|0|g|S|BP', opacity: DIMMED_OPACITY });
    expect(DIMMED_OPACITY).to.be.within(0.3, 0.7);
    // The selected station and the one pointed at are never faded.
    expect(stationFeature(station('c', { dimmed: true, state: 'selected' }), '#123456').properties.opacity).to.equal(1);
    expect(stationFeature(station('d', { dimmed: true, state: 'highlighted', index: 12 }), '#123456').properties).to.include({ icon: 'sl-pin|#007F00|0|n|L|12', opacity: 1 });
  });

  it('give a bubble the shared bubble look and its count', () => {
    const feature = clusterFeature({ id: 'k', size: 12_345, centroid: { lat: 1, lng: 2 }, bounds: { north: 2, south: 0, east: 3, west: 1 } }, '#0064CC');
    expect(feature.properties).to.deep.equal({ id: 'k', icon: 'sl-bubble|#0064CC|12k|61|large', size: 12_345 });
  });

  it('diff by id: new and changed stations are added, changed and gone ones removed, unchanged ones left alone', () => {
    const before = new Map([station('a'), station('b'), station('c')].map((s) => [s.id, s]));
    const diff = diffStations(before, [station('a'), station('b', { state: 'selected' }), station('d'), station('d', { lng: 0 })]);
    expect(diff.remove.sort()).to.deep.equal(['b', 'c']);
    expect(diff.add.map((s) => s.id)).to.deep.equal(['b', 'd']);
    expect([...diff.next.keys()]).to.deep.equal(['a', 'b', 'd']);
    // The first of duplicate ids wins.
    expect(diff.next.get('d')!.lng).to.equal(-1.55);
    // Texts are the tooltip's, not the feature's: a new open status moves nothing.
    expect(diffStations(before, [station('a', { openStatusText: 'Closed' }), station('b'), station('c')]).add).to.deep.equal([]);
    // Dimming is a new look: the feature is replaced. A new number is not (it is drawn apart), unless the
    // pin is highlighted or selected.
    const renumbered = diffStations(before, [station('a', { index: 1 }), station('b', { dimmed: true }), station('c', { dimmed: false })]);
    expect(renumbered.add.map((s) => s.id)).to.deep.equal(['b']);
    expect(renumbered.remove.sort()).to.deep.equal(['b']);
    const selected = new Map([['a', station('a', { state: 'selected', index: 1 })]]);
    expect(diffStations(selected, [station('a', { state: 'selected', index: 2 })]).add.map((s) => s.id)).to.deep.equal(['a']);
  });
});
