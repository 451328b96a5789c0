import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { OpenStatusCache, computeStatus, isValidHours, weeklyHours } from '../src/hours/opening-status.ts';
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
