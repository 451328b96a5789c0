import { expect } from '@open-wc/testing';
import type { WireArrival } from '../../src/api';
import { etaDayAfterDeparture, arrivalLine, detourFigures, detourWording } from '../../src/locations';

const at = (open_status: string, extra: Partial<WireArrival> = {}): WireArrival => ({
  eta: '2026-11-22T23:35:00+00:00',
  open_status: open_status as WireArrival['open_status'],
  next_open_status_change: null,
  previous_open_status_change: null,
  ...extra,
});

describe('arrivalLine', () => {
  it('reads the ETA as the station\'s wall-clock time, in its own offset', () => {
    expect(arrivalLine(at('open', { eta: '2026-07-01T14:35:00+02:00' }))).to.deep.equal({ kind: 'open', eta: '14:35' });
    expect(arrivalLine(at('twenty_four_hour'))).to.deep.equal({ kind: 'twenty_four_hours', eta: '23:35' });
  });

  it('closed: "closes N minutes before you arrive" within the hour before, else when it opens (with the day when not the same)', () => {
    expect(arrivalLine(at('closed', { previous_open_status_change: '2026-11-22T23:20:00+00:00', next_open_status_change: '2026-11-23T06:00:00+00:00' }))).to.deep.equal({
      kind: 'closes_before',
      eta: '23:35',
      minutes: 15,
    });
    expect(arrivalLine(at('closed', { previous_open_status_change: '2026-11-22T22:00:00+00:00', next_open_status_change: '2026-11-23T06:00:00+00:00' }))).to.deep.equal({
      kind: 'closed_opens',
      eta: '23:35',
      opens: '06:00',
      day: { year: 2026, month: 11, day: 23 },
    });
    expect(arrivalLine(at('closed', { eta: '2026-11-22T05:10:00+00:00', next_open_status_change: '2026-11-22T06:00:00+00:00' }))).to.deep.equal({
      kind: 'closed_opens',
      eta: '05:10',
      opens: '06:00',
      day: null,
    });
    expect(arrivalLine(at('closed'))).to.deep.equal({ kind: 'closed', eta: '23:35' });
  });

  it('temporarily closed and unknown (or a status another backend invented); nothing without an arrival or a readable ETA', () => {
    expect(arrivalLine(at('temporarily_closed'))!.kind).to.equal('temporarily_closed');
    expect(arrivalLine(at('unknown'))!.kind).to.equal('unknown');
    expect(arrivalLine(at('maybe'))!.kind).to.equal('unknown');
    expect(arrivalLine(undefined)).to.equal(null);
    expect(arrivalLine(at('open', { eta: 'soon' }))).to.equal(null);
  });
});

describe('detourFigures', () => {
  it('rounds to whole minutes, at least one when there is any extra time; "about" for estimates', () => {
    expect(detourFigures({ seconds: 361, metres: 4200, method: 'router' })).to.deep.equal({ minutes: 6, metres: 4200, estimate: false });
    expect(detourFigures({ seconds: 20, metres: 150, method: 'estimate' })).to.deep.equal({ minutes: 1, metres: 150, estimate: true });
    expect(detourFigures({ seconds: 0, metres: 0, method: 'router' })).to.deep.equal({ minutes: 0, metres: 0, estimate: false });
    expect(detourFigures(undefined)).to.equal(null);
    expect(detourFigures({ seconds: Number.NaN, metres: 0, method: 'router' })).to.equal(null);
  });
});

describe('detourWording', () => {
  it('minutes and length; the minutes alone when a stop costs time but no length; nothing when neither', () => {
    expect(detourWording({ minutes: 6, metres: 4200, estimate: false })).to.equal('time_and_distance');
    // Our router's fastest way through a station can be shorter than the route (ASDA Gomersal, 1.3 km
    // off Leeds → Birmingham: 204 s, 0 m): "+4 min", never "+4 min, +0 km".
    expect(detourWording(detourFigures({ seconds: 204, metres: 0, method: 'router' })!)).to.equal('time');
    expect(detourWording({ minutes: 1, metres: 99, estimate: true })).to.equal('time');
    expect(detourWording({ minutes: 0, metres: 40, estimate: false })).to.equal('none');
    expect(detourWording({ minutes: 0, metres: 150, estimate: true })).to.equal('time_and_distance');
  });
});

describe('etaDayAfterDeparture', () => {
  it('names the ETA\'s date when the route reaches the station on another day than it left, on the station\'s clock', () => {
    const sunday2330 = Date.parse('2026-11-22T23:30:00Z');
    expect(etaDayAfterDeparture(at('open', { eta: '2026-11-23T01:38:00+00:00' }), sunday2330)).to.deep.equal({ year: 2026, month: 11, day: 23 });
    expect(etaDayAfterDeparture(at('open', { eta: '2026-11-22T23:55:00+00:00' }), sunday2330)).to.equal(null);
    // 23:30 UTC is already Monday 00:30 in Berlin: an ETA of 01:38 there is the same day.
    expect(etaDayAfterDeparture(at('open', { eta: '2026-11-23T01:38:00+01:00' }), sunday2330)).to.equal(null);
    expect(etaDayAfterDeparture(at('open', { eta: 'soon' }), sunday2330)).to.equal(null);
  });
});
