import { expect } from '@open-wc/testing';
import { BASEMAP_COLOURS, drawBasemap, loadWorldBasemap } from '../../../src/map/offline/basemap';
import { cameraBounds, type Camera } from '../../../src/map/offline/mercator';

const hex = (rgba: Uint8ClampedArray) => `#${[...rgba.slice(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();

describe('Natural Earth basemap', () => {
  it('loads the packaged country outlines once', async () => {
    const countries = await loadWorldBasemap();
    expect(countries.length).to.be.greaterThan(200);
    const uk = countries.find((c) => c.feature.properties?.['name'] === 'United Kingdom');
    expect(uk!.bounds.north).to.be.closeTo(60.8, 0.5);
    expect(await loadWorldBasemap()).to.equal(countries);
  });

  it('draws land over England and water over the North Sea', async () => {
    const countries = await loadWorldBasemap();
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    const camera: Camera = { center: { lat: 53, lng: 0 }, zoom: 6, width: 400, height: 400 };
    drawBasemap(context, camera, cameraBounds(camera), countries);
    // Centre: (53 N, 0 E) is water off the Lincolnshire coast; 100 px west is inland England.
    const at = (x: number, y: number) => hex(context.getImageData(x, y, 1, 1).data);
    expect(at(200 - 100, 200 + 20)).to.equal(BASEMAP_COLOURS.land.toUpperCase());
    expect(at(200 + 60, 200 - 40)).to.equal(BASEMAP_COLOURS.water.toUpperCase());
  });
});
