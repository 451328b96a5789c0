import { expect } from '@open-wc/testing';
import { arrivalProgress, ARRIVAL_WAIT_MS, type Arrival } from '../../src/locations/history-arrival';
import * as history from '../../src/locations/history-step';
import type { HistoryStep } from '../../src/locations/history-step';

const SEARCH: HistoryStep = { mode: 'search', station: null, place: null, route: null };
const STATION = { resource: 'locations', id: '7' };
const WITH_STATION: HistoryStep = { ...SEARCH, station: STATION };
const DIRECTIONS: HistoryStep = { ...SEARCH, mode: 'directions' };

const arrival = (target: Arrival['target'], restore = true): Arrival => ({ target, restore, made: new Set(), until: ARRIVAL_WAIT_MS });

describe('history arrival', () => {
  it("a Back's step: one move at a time towards it, each move once, ended once the state shows it", () => {
    const back = arrival(WITH_STATION);
    expect(arrivalProgress(back, DIRECTIONS, history, 0)).to.deep.equal({ kind: 'move', action: { kind: 'search' } });
    back.made.add('search');
    expect(arrivalProgress(back, DIRECTIONS, history, 0), 'the same move again waits').to.deep.equal({ kind: 'wait' });
    expect(arrivalProgress(back, SEARCH, history, 0)).to.deep.equal({ kind: 'move', action: { kind: 'station', station: STATION } });
    expect(arrivalProgress(back, WITH_STATION, history, 0)).to.deep.equal({ kind: 'ended' });
  });

  it('waits for the history module, and gives up once out of time', () => {
    const back = arrival(WITH_STATION);
    expect(arrivalProgress(back, SEARCH, null, 0)).to.deep.equal({ kind: 'wait' });
    expect(arrivalProgress(back, SEARCH, history, ARRIVAL_WAIT_MS + 1)).to.deep.equal({ kind: 'ended' });
  });

  it("a link's wait: no moves of its own, ended when its test passes", () => {
    const link = arrival((current) => current.station?.id === STATION.id, false);
    expect(arrivalProgress(link, SEARCH, null, 0)).to.deep.equal({ kind: 'wait' });
    expect(arrivalProgress(link, WITH_STATION, null, 0)).to.deep.equal({ kind: 'ended' });
  });
});
