import { expect } from '@open-wc/testing';
import { corridorRadiusScale, formatRadius } from '../../src/directions/corridor-radius';
import { KILOMETRES_PER_MILE } from '../../src/shared';

describe('corridor radius scale', () => {
  const config = { value: 5, min: 1, max: 25, step: 1 };

  it('is the config\'s range where distances read in kilometres', () => {
    const scale = corridorRadiusScale(config, 'kilometer');
    expect([scale.min, scale.max, scale.step, scale.defaultKm]).to.deep.equal([1, 25, 1, 5]);
    expect([scale.toKm(7), scale.fromKm(7)]).to.deep.equal([7, 7]);
  });

  it('moves in round miles inside the config\'s range where distances read in miles', () => {
    const scale = corridorRadiusScale(config, 'mile');
    // 1 km steps are 0.62 mi: half miles; 1 km is 0.62 mi: the first half mile inside is 1; 25 km is 15.53 mi.
    expect([scale.min, scale.max, scale.step]).to.deep.equal([1, 15.5, 0.5]);
    expect(scale.defaultKm).to.equal(3 * KILOMETRES_PER_MILE);
    expect(scale.toKm(scale.max)).to.be.at.most(config.max);
    expect(scale.toKm(scale.min)).to.be.at.least(config.min);
    expect(scale.fromKm(scale.toKm(2.5))).to.be.closeTo(2.5, 1e-12);
  });

  it('keeps a bound that falls on a step, and a coarse config step coarse', () => {
    const scale = corridorRadiusScale({ value: 16.09344, min: 8.04672, max: 80.4672, step: 8.1 }, 'mile');
    expect([scale.min, scale.max, scale.step]).to.deep.equal([5, 50, 5]);
    expect(scale.defaultKm).to.be.closeTo(10 * KILOMETRES_PER_MILE, 1e-9);
  });

  it('reads a radius as precise as its steps, and to a tenth at least', () => {
    const miles = corridorRadiusScale(config, 'mile');
    const kilometres = corridorRadiusScale(config, 'kilometer');
    // A link's or saved route's 5 km in half-mile steps: 3.1 mi, not "3.11 mi".
    expect(formatRadius(5, miles, 'mile', 'en_GB')).to.equal('3.1 mi');
    expect(formatRadius(3 * KILOMETRES_PER_MILE, miles, 'mile', 'en_GB')).to.equal('3 mi');
    expect(formatRadius(7, kilometres, 'kilometer', 'de_DE')).to.equal('7 km');
    // Another unit's radius keeps a tenth: 1.5 mi is 2.4 km, not "2 km".
    expect(formatRadius(1.5 * KILOMETRES_PER_MILE, kilometres, 'kilometer', 'de_DE')).to.equal('2,4 km');
    // Quarter-mile steps read to the hundredth.
    expect(corridorRadiusScale({ value: 1, min: 0.5, max: 5, step: 0.5 }, 'mile').fractionDigits).to.equal(2);
  });

  it('keeps the default inside the range', () => {
    expect(corridorRadiusScale({ value: 40, min: 1, max: 25, step: 1 }, 'mile').defaultKm).to.equal(15.5 * KILOMETRES_PER_MILE);
  });
});
