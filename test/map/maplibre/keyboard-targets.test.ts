import { expect } from '@open-wc/testing';
import { nearestTarget, nextTarget } from '../../../src/map/maplibre/keyboard-targets';

const at = (key: string, x: number, y: number) => ({ key, x, y });

describe('keyboard targets on the map', () => {
  const targets = [at('middle', 100, 100), at('east', 160, 100), at('north-east', 130, 40), at('far-east', 400, 110), at('south', 100, 180)];

  it('starts at the target nearest the point given (the map\'s middle)', () => {
    expect(nearestTarget(targets, { x: 90, y: 95 })?.key).to.equal('middle');
    expect(nearestTarget([], { x: 0, y: 0 })).to.equal(null);
  });

  it('moves to the nearest target ahead in the arrow\'s direction, a step sideways counting double', () => {
    const middle = targets[0]!;
    expect(nextTarget(targets, middle, 'right')?.key).to.equal('east');
    expect(nextTarget(targets, middle, 'up')?.key).to.equal('north-east');
    expect(nextTarget(targets, middle, 'down')?.key).to.equal('south');
    expect(nextTarget(targets, middle, 'left')).to.equal(null);
    expect(nextTarget(targets, at('east', 160, 100), 'right')?.key).to.equal('far-east');
  });

  it('does not count a target level with the current one as a move', () => {
    expect(nextTarget([at('a', 0, 0), at('b', 0, 50)], at('a', 0, 0), 'right')).to.equal(null);
  });
});
