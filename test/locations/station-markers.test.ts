/**
 * StationMarkers (issue 20): markers are kept by station record, so an answer for one resource or a new
 * selection does not make thousands of markers again; anything that changes a marker makes a new one.
 */
import { expect } from '@open-wc/testing';
import type { WireMapLocation } from '../../src/api';
import { DEFAULT_CONFIG, type BrandsConfig } from '../../src/config';
import { StationMarkers } from '../../src/locations/station-markers';
import type { MapLocation } from '../../src/locations/results-atoms';
import { MFG_ESPLANADE_BP, SAINSBURYS_ABERDEEN } from './fixtures/stations';

const BRANDS = DEFAULT_CONFIG.brands as BrandsConfig;
const text = (location: WireMapLocation) => `status of ${location.id}`;
const mapLocation = (location: WireMapLocation, state: MapLocation['state'] = 'normal', resource = 'locations'): MapLocation => ({
  markerId: `${resource}:${location.id}`,
  resource,
  location,
  state,
});

describe('StationMarkers', () => {
  it('makes one marker per location with its brand visual, texts and state', () => {
    const [marker] = new StationMarkers().of([mapLocation(MFG_ESPLANADE_BP, 'nonMatching')], BRANDS, text);
    expect(marker).to.deep.equal({
      id: `locations:${MFG_ESPLANADE_BP.id}`,
      lat: MFG_ESPLANADE_BP.lat,
      lng: MFG_ESPLANADE_BP.lng,
      brand: 'bp',
      colour: '#007F00',
      glyph: 'bp',
      state: 'nonMatching',
      name: MFG_ESPLANADE_BP.name,
      address: MFG_ESPLANADE_BP.formatted_address,
      openStatusText: `status of ${MFG_ESPLANADE_BP.id}`,
    });
  });

  it('gives the same marker objects for the same records, and new ones for a new record, state, brand table or text function', () => {
    const markers = new StationMarkers();
    const first = markers.of([mapLocation(MFG_ESPLANADE_BP), mapLocation(SAINSBURYS_ABERDEEN)], BRANDS, text);
    const again = markers.of([mapLocation(MFG_ESPLANADE_BP), mapLocation(SAINSBURYS_ABERDEEN, 'selected')], BRANDS, text);
    expect(again[0]).to.equal(first[0]);
    expect(again[1]).not.to.equal(first[1]);
    expect(again[1]!.state).to.equal('selected');
    const copy = { ...MFG_ESPLANADE_BP, name: 'Renamed' };
    expect(markers.of([mapLocation(copy)], BRANDS, text)[0]!.name, 'the record of a new answer').to.equal('Renamed');
    const recoloured: BrandsConfig = { ...BRANDS, siteBrands: { ...BRANDS.siteBrands, bp: { colour: '#000000', glyph: 'B' } } };
    expect(markers.of([mapLocation(MFG_ESPLANADE_BP)], recoloured, text)[0]!.colour).to.equal('#000000');
    const otherText = () => 'other';
    expect(markers.of([mapLocation(MFG_ESPLANADE_BP)], recoloured, otherText)[0]!.openStatusText).to.equal('other');
  });
});
