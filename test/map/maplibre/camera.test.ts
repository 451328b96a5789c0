import { expect } from '@open-wc/testing';
import { boundsFromEdges, engineBounds, fromEngineZoom, toEngineZoom, wrapLongitude } from '../../../src/map/maplibre/camera';

describe('our zooms and MapLibre\'s', () => {
  it('are one apart: MapLibre\'s world is twice as many pixels', () => {
    expect(toEngineZoom(12)).to.equal(11);
    expect(fromEngineZoom(toEngineZoom(7.5))).to.equal(7.5);
  });

  it('wrap longitudes and boxes across the antimeridian into our shape', () => {
    expect(wrapLongitude(190)).to.equal(-170);
    expect(wrapLongitude(-190)).to.equal(170);
    expect(wrapLongitude(180)).to.equal(180);
    expect(boundsFromEdges({ west: 170, south: -10, east: 190, north: 10 })).to.deep.equal({ north: 10, south: -10, west: 170, east: -170 });
    expect(boundsFromEdges({ west: -400, south: -80, east: 400, north: 80 })).to.deep.equal({ north: 80, south: -80, west: -180, east: 180 });
    expect(engineBounds({ north: 10, south: -10, west: 170, east: -170 })).to.deep.equal([[170, -10], [190, 10]]);
  });
});
