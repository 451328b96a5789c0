import { expect } from '@open-wc/testing';
import { localDateAt, openStatusLine, parseStatusChange, weekdayName } from '../../src/locations';

const utc = (iso: string) => Date.parse(iso);

describe('open status', () => {
  describe('parseStatusChange', () => {
    it('reads the wall-clock time and the offset', () => {
      expect(parseStatusChange('2026-02-18T22:00:00+00:00')).to.deep.equal({
        date: { year: 2026, month: 2, day: 18 },
        time: '22:00',
        offsetMinutes: 0,
      });
      expect(parseStatusChange('2026-07-01T06:30:00+0100')?.offsetMinutes).to.equal(60);
      expect(parseStatusChange('2026-07-01T06:30-05:30')?.offsetMinutes).to.equal(-330);
      expect(parseStatusChange('2026-07-01T06:30:00.000Z')?.offsetMinutes).to.equal(0);
    });

    it('rejects timestamps without an offset or out of range', () => {
      for (const bad of ['2026-02-18T22:00:00', 'tomorrow', '', '2026-13-01T10:00+00:00', '2026-02-18T22:61+00:00', '2026-02-18T22:00+19:00']) {
        expect(parseStatusChange(bad), bad).to.equal(null);
      }
      expect(parseStatusChange(null)).to.equal(null);
    });
  });

  it('localDateAt shifts by the offset across midnight', () => {
    // 23:30 UTC on the 18th is already the 19th at +01:00, still the 18th at 00:00 and -05:00.
    const now = utc('2026-02-18T23:30:00Z');
    expect(localDateAt(now, 60)).to.deep.equal({ year: 2026, month: 2, day: 19 });
    expect(localDateAt(now, 0)).to.deep.equal({ year: 2026, month: 2, day: 18 });
    expect(localDateAt(utc('2026-02-19T03:00:00Z'), -300)).to.deep.equal({ year: 2026, month: 2, day: 18 });
  });

  describe('openStatusLine', () => {
    it('24 hours and temporarily closed ignore the change time', () => {
      expect(openStatusLine('twenty_four_hour', null, 0)).to.deep.equal({ kind: 'twenty_four_hours' });
      expect(openStatusLine('temporarily_closed', '2026-02-18T22:00:00+00:00', 0)).to.deep.equal({ kind: 'temporarily_closed' });
    });

    it('open without a known change is "open now"', () => {
      expect(openStatusLine('open', null, utc('2026-02-18T12:00:00Z'))).to.deep.equal({ kind: 'open' });
      expect(openStatusLine('open', 'garbage', utc('2026-02-18T12:00:00Z'))).to.deep.equal({ kind: 'open' });
    });

    it('open until later today', () => {
      expect(openStatusLine('open', '2026-02-18T22:00:00+00:00', utc('2026-02-18T12:00:00Z'))).to.deep.equal({
        kind: 'open_until_today',
        time: '22:00',
      });
    });

    it('open until a later day, across midnight', () => {
      // Closes 02:00 on the 19th: at 20:00 on the 18th that is tomorrow.
      expect(openStatusLine('open', '2026-02-19T02:00:00+00:00', utc('2026-02-18T20:00:00Z'))).to.deep.equal({
        kind: 'open_until_day',
        time: '02:00',
        day: { year: 2026, month: 2, day: 19 },
      });
      // After midnight UTC the same change is today.
      expect(openStatusLine('open', '2026-02-19T02:00:00+00:00', utc('2026-02-19T00:30:00Z')).kind).to.equal('open_until_today');
    });

    it('open until midnight tonight reads "until 24:00" today, as the hours table does', () => {
      expect(openStatusLine('open', '2026-02-19T00:00:00+00:00', utc('2026-02-18T22:35:00Z'))).to.deep.equal({ kind: 'open_until_today', time: '24:00' });
      // In the station's offset: at 23:30 UTC a +01:00 station is past midnight, and its next midnight is a day away.
      expect(openStatusLine('open', '2026-02-20T00:00:00+01:00', utc('2026-02-18T23:30:00Z'))).to.deep.equal({ kind: 'open_until_today', time: '24:00' });
      // Midnight two days on is a day's name; opening at midnight stays "opens at 00:00".
      expect(openStatusLine('open', '2026-02-20T00:00:00+00:00', utc('2026-02-18T22:35:00Z')).kind).to.equal('open_until_day');
      expect(openStatusLine('closed', '2026-02-19T00:00:00+00:00', utc('2026-02-18T22:35:00Z')).kind).to.equal('closed_opens_day');
    });

    it('judges "today" in the station offset, not the visitor clock', () => {
      // 23:30 UTC on the 18th: for a +01:00 station it is 00:30 on the 19th, so a 22:00 change on the 19th is today.
      const now = utc('2026-02-18T23:30:00Z');
      expect(openStatusLine('open', '2026-02-19T22:00:00+01:00', now).kind).to.equal('open_until_today');
      // For a UTC station a change at 22:00 on the 19th is another day.
      expect(openStatusLine('open', '2026-02-19T22:00:00+00:00', now).kind).to.equal('open_until_day');
    });

    it('closed: opens later today, on another day, or unknown', () => {
      const now = utc('2026-02-18T04:00:00Z');
      expect(openStatusLine('closed', '2026-02-18T06:00:00+00:00', now)).to.deep.equal({ kind: 'closed_opens_today', time: '06:00' });
      expect(openStatusLine('closed', '2026-02-23T06:00:00+00:00', now)).to.deep.equal({
        kind: 'closed_opens_day',
        time: '06:00',
        day: { year: 2026, month: 2, day: 23 },
      });
      expect(openStatusLine('closed', null, now)).to.deep.equal({ kind: 'closed' });
    });

    it('anything else is unknown', () => {
      expect(openStatusLine('unknown', null, 0)).to.deep.equal({ kind: 'unknown' });
      expect(openStatusLine('sometimes', '2026-02-18T06:00:00+00:00', 0)).to.deep.equal({ kind: 'unknown' });
    });
  });

  it('weekdayName names the local date in the locale', () => {
    const monday = { year: 2026, month: 2, day: 23 };
    expect(weekdayName(monday, 'en_GB')).to.equal('Mon');
    expect(weekdayName(monday, 'de_DE')).to.match(/^Mo\.?$/);
  });
});
