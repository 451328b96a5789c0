import { expect } from '@open-wc/testing';
import { MANEUVER_ICONS, isManeuverIcon, maneuverIcon } from '../../src/map/maneuvers';

describe('maneuverIcon', () => {
  it('maps every Routes API turn maneuver with an icon to its key', () => {
    const table: [string, string][] = [
      ['TURN_LEFT', 'turn-left'],
      ['TURN_RIGHT', 'turn-right'],
      ['TURN_SLIGHT_LEFT', 'turn-slight-left'],
      ['TURN_SLIGHT_RIGHT', 'turn-slight-right'],
      ['TURN_SHARP_LEFT', 'turn-sharp-left'],
      ['TURN_SHARP_RIGHT', 'turn-sharp-right'],
      ['RAMP_LEFT', 'ramp-left'],
      ['RAMP_RIGHT', 'ramp-right'],
      ['FORK_LEFT', 'fork-left'],
      ['FORK_RIGHT', 'fork-right'],
      ['STRAIGHT', 'straight'],
    ];
    for (const [routes, icon] of table) expect(maneuverIcon(routes), routes).to.equal(icon);
  });

  it('keeps the classic kebab-case keys, including keep and turn-hard', () => {
    expect(maneuverIcon('keep-left')).to.equal('keep-left');
    expect(maneuverIcon('keep-right')).to.equal('keep-right');
    expect(maneuverIcon('turn-hard-left')).to.equal('turn-hard-left');
    expect(maneuverIcon('straight')).to.equal('straight');
  });

  it('gives no icon for maneuvers outside the spec list', () => {
    for (const other of ['UTURN_LEFT', 'ROUNDABOUT_RIGHT', 'MERGE', 'DEPART', 'NAME_CHANGE', 'FERRY', 'FERRY_TRAIN', 'MANEUVER_UNSPECIFIED', 'uturn-right', 'roundabout-left', 'turn', 'left', 'turn-left-now']) {
      expect(maneuverIcon(other), other).to.equal('');
    }
    expect(maneuverIcon(null)).to.equal('');
    expect(maneuverIcon(undefined)).to.equal('');
  });

  it('lists exactly the 16 keys of spec section 5', () => {
    expect(MANEUVER_ICONS).to.have.length(16);
    expect(new Set(MANEUVER_ICONS).size).to.equal(16);
    expect(isManeuverIcon('fork-right')).to.equal(true);
    expect(isManeuverIcon('uturn-left')).to.equal(false);
  });
});
