import { expect } from '@open-wc/testing';
import { departureInputLimits, fromLocalInputValue, readDepartureInput, timeZoneLabel, toLocalInputValue } from '../../src/directions/departure-time';
import { DEPARTURE_WINDOW_DAYS } from '../../src/shared';

describe('departure time in the date-and-time field', () => {
  it('round-trips a local minute through an ISO instant', () => {
    const iso = fromLocalInputValue('2026-11-29T23:30')!;
    expect(new Date(iso).getHours()).to.equal(23);
    expect(new Date(iso).getMinutes()).to.equal(30);
    expect(toLocalInputValue(Date.parse(iso))).to.equal('2026-11-29T23:30');
    expect(toLocalInputValue(new Date(2026, 0, 5, 6, 7, 59).getTime())).to.equal('2026-01-05T06:07');
  });

  it('reads nothing from an empty, partial or impossible value', () => {
    for (const bad of ['', '2026-11-29', '2026-11-29T23', '2026-02-30T10:00', '2026-13-01T10:00', 'tomorrow']) {
      expect(fromLocalInputValue(bad), bad).to.equal(null);
    }
  });
});

describe('what a departure typed into the field means', () => {
  const now = new Date(2026, 1, 18, 12, 0, 30).getTime();
  const DAY_MS = 86_400_000;

  it('empty is leaving now; a time from the current minute to the end of the API\'s window is taken', () => {
    expect(readDepartureInput('', now)).to.deep.equal({ kind: 'now' });
    // The current minute, though its first half minute has gone: it is what the field shows as "now".
    expect(readDepartureInput('2026-02-18T12:00', now)).to.deep.equal({ kind: 'at', departure: fromLocalInputValue('2026-02-18T12:00') });
    expect(readDepartureInput(toLocalInputValue(now + DEPARTURE_WINDOW_DAYS * DAY_MS), now).kind).to.equal('at');
    expect(readDepartureInput('2026-30-18T12:00', now)).to.deep.equal({ kind: 'unreadable' });
  });

  it('refuses a time before the current minute or beyond the window', () => {
    expect(readDepartureInput('2026-02-18T11:59', now)).to.deep.equal({ kind: 'past' });
    expect(readDepartureInput('2025-01-01T10:00', now)).to.deep.equal({ kind: 'past' });
    expect(readDepartureInput(toLocalInputValue(now + DEPARTURE_WINDOW_DAYS * DAY_MS + 60_000), now)).to.deep.equal({ kind: 'too_far' });
  });

  it('gives the field the same limits, and the API\'s window', () => {
    expect(departureInputLimits(now)).to.deep.equal({ min: '2026-02-18T12:00', max: toLocalInputValue(now + 364 * DAY_MS) });
    // One window, read by the field and by the corridor loads alike.
    expect(DEPARTURE_WINDOW_DAYS).to.equal(364);
  });
});

describe('the departure in a named time zone (config directions.timeZone)', () => {
  it('reads and writes wall times in that zone, daylight saving included, whatever zone the browser is in', () => {
    expect(fromLocalInputValue('2026-11-29T23:30', 'Europe/London')).to.equal('2026-11-29T23:30:00.000Z');
    expect(fromLocalInputValue('2026-07-01T06:30', 'Europe/London')).to.equal('2026-07-01T05:30:00.000Z');
    expect(fromLocalInputValue('2026-07-01T06:30', 'Europe/Berlin')).to.equal('2026-07-01T04:30:00.000Z');
    expect(toLocalInputValue(Date.parse('2026-07-01T05:30:00Z'), 'Europe/London')).to.equal('2026-07-01T06:30');
    expect(toLocalInputValue(Date.parse('2026-11-29T23:30:00Z'), 'Europe/Berlin')).to.equal('2026-11-30T00:30');
    expect(fromLocalInputValue('2026-02-30T10:00', 'Europe/London')).to.equal(null);
    const now = Date.parse('2026-02-18T12:00:00Z');
    expect(departureInputLimits(now, 'Europe/Berlin').min).to.equal('2026-02-18T13:00');
    expect(readDepartureInput('2026-02-18T12:30', now, 'Europe/Berlin')).to.deep.equal({ kind: 'past' });
    expect(readDepartureInput('2026-02-18T12:30', now, 'Europe/London')).to.deep.equal({ kind: 'at', departure: '2026-02-18T12:30:00.000Z' });
  });

  it('names the zone for a person, in the locale', () => {
    const now = Date.parse('2026-02-18T12:00:00Z');
    expect(timeZoneLabel('Europe/London', 'en_GB', now)).to.equal('United Kingdom Time');
    expect(timeZoneLabel('Europe/London', 'de_DE', now)).to.equal('Vereinigtes Königreich (Ortszeit)');
  });
});

