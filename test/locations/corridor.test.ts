import { expect } from '@open-wc/testing';
import { corridorBody } from '../../src/locations/corridor';

describe('the along_corridor request body', () => {
  const route = { encodedPath: '_p~iF~ps|U_ulLnnqC', corridorRadiusKm: 7 };

  it('sends the encoded path, the radius in km, the viewport (6 decimals) and zoom, and the active filters', () => {
    const body = corridorBody(
      route,
      { bounds: { north: 53.1234567, south: 52.9, east: -1.1, west: -1.98765432 }, center: { lat: 53, lng: -1.5 }, zoom: 9 },
      { with_any: { fuel: ['HVO', 'E10'], amenity: [] }, with_all: {} },
    );
    expect(body).to.deep.equal({
      line: route.encodedPath,
      corridor_radius: 7,
      bounds: { sw: [52.9, -1.987654], ne: [53.123457, -1.1] },
      zoom: 9,
      with_any: { fuel: ['HVO', 'E10'] },
    });
  });

  it('leaves out the viewport when there is none, and filter fields when nothing is active', () => {
    expect(corridorBody(route, null, { with_any: {}, with_all: {} })).to.deep.equal({ line: route.encodedPath, corridor_radius: 7 });
  });
});
