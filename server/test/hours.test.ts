import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { type BankHolidays, OpenStatusCache, bankHolidaysOf, computeStatus, isValidHours, weeklyHours } from '../src/hours/opening-status.ts';
import { formatWithOffset, offsetMinutes } from '../src/hours/zoned-time.ts';
import { SHIPPED_STATIONS } from '../src/store/dataset.ts';
import './helpers.ts';

const LONDON = 'Europe/London';

describe('time zones', () => {
  it('formats instants with the zone offset', () => {
    assert.equal(formatWithOffset(new Date('2026-11-22T22:00:00Z'), LONDON), '2026-11-22T22:00:00+00:00');
    assert.equal(formatWithOffset(new Date('2026-07-01T21:00:00Z'), LONDON), '2026-07-01T22:00:00+01:00');
    assert.equal(formatWithOffset(new Date('2026-07-01T21:00:00Z'), 'America/New_York'), '2026-07-01T17:00:00-04:00');
    assert.equal(offsetMinutes(new Date('2026-07-01T12:00:00Z'), LONDON), 60);
  });
});

describe('open status', () => {
  it('is open with the closing time as the next change', () => {
    const s = computeStatus('Mo-Su 06:00-22:00', LONDON, new Date('2026-02-18T12:00:00Z'));
    assert.equal(s.open_status, 'open');
    assert.equal(s.next_open_status_change, '2026-02-18T22:00:00+00:00');
  });
  it('is closed with the opening time next, in summer time with +01:00', () => {
    // 05:30 local (04:30 UTC) on a July Wednesday.
    const s = computeStatus('Mo-Su 06:00-22:00', LONDON, new Date('2026-07-01T04:30:00Z'));
    assert.equal(s.open_status, 'closed');
    assert.equal(s.next_open_status_change, '2026-07-01T06:00:00+01:00');
  });
  it('evaluates in the station zone, not UTC', () => {
    // 22:30 local in summer is 21:30 UTC: closed in London although 21:30 is inside the hours.
    assert.equal(computeStatus('Mo-Su 06:00-22:00', LONDON, new Date('2026-07-01T21:30:00Z')).open_status, 'closed');
  });
  it('reports twenty_four_hour for 24/7 and day-specific rules', () => {
    assert.equal(computeStatus('24/7', LONDON, new Date()).open_status, 'twenty_four_hour');
    const sunday = computeStatus('Mo-Sa 06:00-22:00; Su off', LONDON, new Date('2026-02-22T12:00:00Z'));
    assert.equal(sunday.open_status, 'closed');
    assert.equal(sunday.next_open_status_change, '2026-02-23T06:00:00+00:00');
  });
  it('handles temporarily closed and missing hours', () => {
    const cache = new OpenStatusCache();
    assert.deepEqual(cache.status('24/7', LONDON, true, new Date()), { open_status: 'temporarily_closed', next_open_status_change: null });
    assert.deepEqual(cache.status(null, LONDON, false, new Date()), { open_status: 'unknown', next_open_status_change: null });
    assert.deepEqual(cache.status('', LONDON, false, new Date()), { open_status: 'unknown', next_open_status_change: null });
  });
  it('caches per hours string but never past the next change', () => {
    const cache = new OpenStatusCache();
    const before = cache.status('Mo-Su 06:00-22:00', LONDON, false, new Date('2026-02-18T21:59:00Z'));
    const after = cache.status('Mo-Su 06:00-22:00', LONDON, false, new Date('2026-02-18T22:00:30Z'));
    assert.equal(before.open_status, 'open');
    assert.equal(after.open_status, 'closed');
  });
});

describe('bank holidays', () => {
  const england = (hours: string): BankHolidays => ({ hours, country: 'GB', region: 'England' });
  const at = (hours: string, iso: string, holidays: BankHolidays | null): string => {
    const r = computeStatus(hours, LONDON, new Date(iso), holidays);
    return `${r.open_status} ${r.next_open_status_change}`;
  };

  it('applies the bank-holiday hours on a bank holiday and the regular hours on other days', () => {
    // Christmas Day 2026 is a Friday.
    assert.equal(at('Mo-Su 06:00-23:00', '2026-12-25T07:00:00Z', england('08:30-20:30')), 'closed 2026-12-25T08:30:00+00:00');
    assert.equal(at('Mo-Su 06:00-23:00', '2026-12-25T12:00:00Z', england('08:30-20:30')), 'open 2026-12-25T20:30:00+00:00');
    assert.equal(at('Mo-Su 06:00-23:00', '2026-12-23T07:00:00Z', england('08:30-20:30')), 'open 2026-12-23T23:00:00+00:00');
    // Without the bank-holiday rule the regular hours apply, as before.
    assert.equal(at('Mo-Su 06:00-23:00', '2026-12-25T07:00:00Z', null), 'open 2026-12-25T23:00:00+00:00');
  });

  it('looks ahead across a bank holiday for the next change', () => {
    // Closed since 23:00 on Christmas Eve: the next opening is the bank-holiday 08:30, not 06:00.
    assert.equal(at('Mo-Su 06:00-23:00', '2026-12-24T23:30:00Z', england('08:30-20:30')), 'closed 2026-12-25T08:30:00+00:00');
    // Closed on bank holidays: Christmas Day and Boxing Day (Saturday 26th) both, so Sunday 06:00.
    assert.equal(at('Mo-Su 06:00-23:00', '2026-12-24T23:30:00Z', england('closed')), 'closed 2026-12-27T06:00:00+00:00');
  });

  it('uses the calendar of the station\'s nation', () => {
    // Summer bank holiday 2026: Monday 3 August in Scotland, Monday 31 August elsewhere in the UK (07:00 BST).
    const scotland: BankHolidays = { hours: '09:00-18:00', country: 'GB', region: 'Scotland' };
    assert.equal(at('Mo-Su 06:00-22:00', '2026-08-03T06:00:00Z', scotland), 'closed 2026-08-03T09:00:00+01:00');
    assert.equal(at('Mo-Su 06:00-22:00', '2026-08-03T06:00:00Z', england('09:00-18:00')), 'open 2026-08-03T22:00:00+01:00');
    assert.equal(at('Mo-Su 06:00-22:00', '2026-08-31T06:00:00Z', scotland), 'open 2026-08-31T22:00:00+01:00');
    assert.equal(at('Mo-Su 06:00-22:00', '2026-08-31T06:00:00Z', england('09:00-18:00')), 'closed 2026-08-31T09:00:00+01:00');
  });

  it('keeps 24/7 stations open around the clock when their bank-holiday hours are too', () => {
    assert.equal(at('24/7', '2026-12-25T03:00:00Z', england('00:00-24:00')), 'twenty_four_hour null');
    assert.equal(at('24/7', '2026-12-25T03:00:00Z', england('closed')), 'closed 2026-12-27T00:00:00+00:00');
  });

  it('falls back to the regular hours where there is no holiday calendar for the place', () => {
    const nowhere: BankHolidays = { hours: 'closed', country: 'GB', region: null };
    assert.equal(at('Mo-Su 06:00-23:00', '2026-12-25T07:00:00Z', nowhere), 'open 2026-12-25T23:00:00+00:00');
  });

  it('caches per bank-holiday rule: two stations with the same hours but other holidays differ', () => {
    const cache = new OpenStatusCache();
    const now = new Date('2026-12-25T07:00:00Z');
    assert.equal(cache.status('Mo-Su 06:00-23:00', LONDON, false, now, england('08:30-20:30')).open_status, 'closed');
    assert.equal(cache.status('Mo-Su 06:00-23:00', LONDON, false, now, null).open_status, 'open');
    assert.equal(cache.status('Mo-Su 06:00-23:00', LONDON, false, now, england('06:00-23:00')).open_status, 'open');
  });

  it('reads the rule from a station row', () => {
    assert.deepEqual(bankHolidaysOf({ bank_holiday_hours: ' 08:30-20:30 ', country_code: 'GB', nation: 'Wales' }), { hours: '08:30-20:30', country: 'GB', region: 'Wales' });
    assert.equal(bankHolidaysOf({ bank_holiday_hours: '', country_code: 'GB', nation: 'Wales' }), null);
    assert.equal(bankHolidaysOf({ bank_holiday_hours: null, country_code: 'GB', nation: null }), null);
  });
});

describe('weekly hours', () => {
  it('lists 7 days Monday first, splitting overnight hours at midnight', () => {
    assert.deepEqual(weeklyHours('Mo-Sa 06:00-22:00; Su off')![6], []);
    assert.deepEqual(weeklyHours('Mo-Sa 06:00-22:00; Su off')![0], [{ open: '06:00', close: '22:00' }]);
    assert.deepEqual(weeklyHours('24/7')![3], [{ open: '00:00', close: '24:00' }]);
    const night = weeklyHours('Mo-Su 06:00-02:00')!;
    assert.deepEqual(night[1], [{ open: '00:00', close: '02:00' }, { open: '06:00', close: '24:00' }]);
    assert.equal(weeklyHours(null), null);
  });
  it('parses every opening-hours value in the shipped data', () => {
    const rows = parse(readFileSync(SHIPPED_STATIONS, 'utf8'), { columns: true }) as { opening_hours: string }[];
    const distinct = [...new Set(rows.map((r) => r.opening_hours).filter((h) => h !== ''))];
    assert.ok(distinct.length > 500, 'distinct.length > 500');
    const bad = distinct.filter((h) => !isValidHours(h) || weeklyHours(h) === null);
    assert.deepEqual(bad, []);
  });
});
