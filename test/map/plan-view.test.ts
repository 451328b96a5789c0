import { expect } from '@open-wc/testing';
import { planMapView } from '../../src/map/plan-view';
import { isSameCamera, isWithinView } from '../../src/map/same-view';
import { cameraViewport, fitBoundsCamera, normalizeCamera } from '../../src/map/mercator';
import type { MapViewport } from '../../src/map/types';

const GB = { south: 49.9098, west: -13.6927, north: 60.8484, east: 1.7694 };
const NO_PADDING = { top: 0, right: 0, bottom: 0, left: 0 };
const SIZE = { width: 900, height: 800 };

describe('planMapView: the first view, before the map exists', () => {
  it('a country box is the offline engine’s own fit of that box (the view the map would settle on)', () => {
    const padding = { ...NO_PADDING, left: 380 };
    const planned = planMapView({ kind: 'bounds', bounds: GB }, { size: SIZE, padding, wholeZoom: false });
    expect(planned).to.deep.equal(cameraViewport(fitBoundsCamera(GB, SIZE, padding)));
    expect(planned.zoom % 1).to.not.equal(0);
  });

  it('whole zooms for Google: zoomed out to the next whole zoom, the box still in the middle of the free part', () => {
    const padding = { ...NO_PADDING, left: 380 };
    const planned = planMapView({ kind: 'bounds', bounds: GB }, { size: SIZE, padding, wholeZoom: true });
    const fitted = fitBoundsCamera(GB, SIZE, padding);
    expect(planned.zoom).to.equal(Math.floor(fitted.zoom));
    const { bounds } = planned;
    expect(bounds.north).to.be.above(GB.north);
    expect(bounds.south).to.be.below(GB.south);
    // Longitude is linear on a Mercator map: the box's middle is the free part's middle (380 + 520 / 2 of 900 px).
    expect(((GB.west + GB.east) / 2 - bounds.west) / (bounds.east - bounds.west)).to.be.closeTo((380 + 260) / 900, 1e-9);
  });

  it('a centre and zoom (a view from the URL) are kept, with the bounds of the box', () => {
    const planned = planMapView({ kind: 'center', center: { lat: 53.7997, lng: -1.5492 }, zoom: 11 }, { size: SIZE, padding: NO_PADDING, wholeZoom: true });
    expect(planned.zoom).to.equal(11);
    expect(planned.center.lat).to.be.closeTo(53.7997, 1e-9);
    expect(planned.center.lng).to.be.closeTo(-1.5492, 1e-9);
    expect(planned).to.deep.equal(cameraViewport(normalizeCamera({ center: { lat: 53.7997, lng: -1.5492 }, zoom: 11, ...SIZE })));
    expect(planned.bounds.west).to.be.below(-1.5492);
    expect(planned.bounds.east).to.be.above(-1.5492);
  });
});

describe('isSameCamera and isWithinView: does a settled view need loading again?', () => {
  const planned: MapViewport = { center: { lat: 54.5, lng: -6.1 }, zoom: 5.6, bounds: { north: 60, south: 49, east: 4, west: -28 } };

  it('the same centre, zoom and bounds to floating-point noise (a map recomputes its centre): same camera, within', () => {
    const noisy = { ...planned, center: { lat: 54.500000000001, lng: -6.0999999999999 }, bounds: { ...planned.bounds, west: -28.0000000001 } };
    expect(isSameCamera(planned, noisy)).to.equal(true);
    expect(isWithinView(noisy, planned)).to.equal(true);
  });

  it('no when the zoom or the centre moved', () => {
    for (const moved of [{ ...planned, zoom: 6 }, { ...planned, center: { lat: 54.5, lng: -6.2 } }]) {
      expect(isSameCamera(planned, moved)).to.equal(false);
      expect(isWithinView(moved, planned)).to.equal(false);
    }
  });

  it('the same camera over a box of another size: within when the box shrank, not when it grew', () => {
    const taller = { ...planned, bounds: { ...planned.bounds, north: 61, south: 48 } };
    expect(isSameCamera(planned, taller)).to.equal(true);
    expect(isWithinView(planned, taller)).to.equal(true);
    expect(isWithinView(taller, planned)).to.equal(false);
    expect(isWithinView({ ...planned, zoom: 5.5 }, taller), 'another zoom clusters otherwise').to.equal(false);
  });
});
