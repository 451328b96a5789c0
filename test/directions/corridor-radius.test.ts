import { expect } from '@open-wc/testing';
import { corridorRadiusScale, formatRadius } from '../../src/directions/corridor-radius';
import { KILOMETRES_PER_MILE } from '../../src/shared';

describe('corridor radius scale', () => {
  const config = { value: 5, min: 1, max: 25, step: 1 };

  it('is the config\'s kilometres, whatever unit distances read in: miles only label them', () => {
    const scale = corridorRadiusScale(config);
    // Not 1 to 15.5 mi in half miles with 3 mi (4.83 km) by default: the request carries the configured 5 km.
    expect([scale.min, scale.max, scale.step, scale.defaultKm]).to.deep.equal([1, 25, 1, 5]);
    expect(formatRadius(scale.defaultKm, scale, 'mile', 'en_GB')).to.equal('3.1 mi');
    expect(formatRadius(scale.max, scale, 'mile', 'en_GB')).to.equal('15.5 mi');
    expect(formatRadius(scale.defaultKm, scale, 'kilometer', 'de_DE')).to.equal('5 km');
  });

  it('takes its step from the config', () => {
    const scale = corridorRadiusScale({ value: 4, min: 2, max: 20, step: 2 });
    expect([scale.min, scale.max, scale.step, scale.defaultKm]).to.deep.equal([2, 20, 2, 4]);
  });

  it('reads a radius as precise as its steps, and to a tenth at least', () => {
    const scale = corridorRadiusScale(config);
    expect(formatRadius(7, scale, 'kilometer', 'de_DE')).to.equal('7 km');
    expect(formatRadius(8, scale, 'mile', 'en_GB')).to.equal('5 mi');
    // Another unit's radius keeps a tenth: 1.5 mi is 2.4 km, not "2 km".
    expect(formatRadius(1.5 * KILOMETRES_PER_MILE, scale, 'kilometer', 'de_DE')).to.equal('2,4 km');
    // Quarter-kilometre steps read to the hundredth.
    expect(corridorRadiusScale({ value: 1, min: 0.5, max: 5, step: 0.25 }).fractionDigits).to.equal(2);
  });

  it('calls the default\'s step the default, and another step a change', () => {
    const scale = corridorRadiusScale(config);
    expect([scale.isDefault(5), scale.isDefault(5.0000001), scale.isDefault(6), scale.isDefault(3 * KILOMETRES_PER_MILE)]).to.deep.equal([true, true, false, false]);
  });

  it('keeps the default inside the range', () => {
    expect(corridorRadiusScale({ value: 40, min: 1, max: 25, step: 1 }).defaultKm).to.equal(25);
    expect(corridorRadiusScale({ value: 0, min: 1, max: 25, step: 1 }).defaultKm).to.equal(1);
  });
});
