import { expect } from '@open-wc/testing';
import { convertDistance, formatDistance, formatDuration, formatNumber, splitDuration } from '../../src/shared';

// Intl inserts narrow/no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatNumber', () => {
  it('shows at most 2 fraction digits, grouped per locale', () => {
    expect(plain(formatNumber(1234.5678, 'de_DE'))).to.equal('1.234,57');
    expect(plain(formatNumber(1234.5678, 'en_GB'))).to.equal('1,234.57');
    expect(formatNumber(3, 'en_GB')).to.equal('3');
  });
});

describe('distances', () => {
  it('divides metres by 1000, then converts to miles with 1.609344', () => {
    expect(convertDistance(1609.344, 'mile')).to.be.closeTo(1, 1e-12);
    expect(convertDistance(2500, 'kilometer')).to.equal(2.5);
  });

  it('formats kilometres in de_DE and en_GB', () => {
    expect(plain(formatDistance(1234.567, 'kilometer', 'de_DE'))).to.equal('1,23 km');
    expect(plain(formatDistance(1234.567, 'kilometer', 'en_GB'))).to.equal('1.23 km');
  });

  it('formats miles in de_DE and en_GB', () => {
    expect(plain(formatDistance(16093.44, 'mile', 'en_GB'))).to.equal('10 mi');
    expect(plain(formatDistance(2000, 'mile', 'en_GB'))).to.equal('1.24 mi');
    expect(plain(formatDistance(2000, 'mile', 'de_DE'))).to.equal('1,24 mi');
  });

  it('shows fewer fraction digits as a distance grows: a route reads 215 km, a station 12,3 km or 1,23 km', () => {
    expect(plain(formatDistance(215_190, 'kilometer', 'de_DE'))).to.equal('215 km');
    expect(plain(formatDistance(215_190, 'mile', 'en_GB'))).to.equal('134 mi');
    expect(plain(formatDistance(1_234_567, 'kilometer', 'de_DE'))).to.equal('1.235 km');
    expect(plain(formatDistance(12_345, 'kilometer', 'de_DE'))).to.equal('12,3 km');
    expect(plain(formatDistance(9_876, 'kilometer', 'en_GB'))).to.equal('9.88 km');
    // Digits go by the value before rounding: 99.96 km with one digit is 100 km, not "100.0".
    expect(plain(formatDistance(99_960, 'kilometer', 'en_GB'))).to.equal('100 km');
  });
});

describe('durations', () => {
  it('splits seconds into weeks, days, hours and minutes', () => {
    const seconds = 604800 + 2 * 86400 + 3 * 3600 + 4 * 60 + 29;
    expect(splitDuration(seconds)).to.deep.equal({ weeks: 1, days: 2, hours: 3, minutes: 4 });
    expect(splitDuration(89)).to.deep.equal({ weeks: 0, days: 0, hours: 0, minutes: 1 });
  });

  it('formats in en_GB, leaving out zero parts', () => {
    expect(formatDuration(604800 + 2 * 86400 + 3 * 3600 + 4 * 60, 'en_GB')).to.equal('1 week, 2 days, 3 hours and 4 minutes');
    expect(formatDuration(3600 + 60, 'en_GB')).to.equal('1 hour and 1 minute');
    expect(formatDuration(0, 'en_GB')).to.equal('0 minutes');
    // A real step of 20 s takes time: never "0 minutes" (and no NaN for a missing value).
    expect(formatDuration(20, 'en_GB')).to.equal('1 minute');
    expect(formatDuration(Number.NaN, 'en_GB')).to.equal('0 minutes');
    expect(formatDuration(-5, 'de_DE')).to.equal('0 Minuten');
  });

  it('formats in de_DE', () => {
    expect(formatDuration(2 * 604800 + 86400 + 5 * 60, 'de_DE')).to.equal('2 Wochen, 1 Tag und 5 Minuten');
    expect(formatDuration(2 * 3600, 'de_DE')).to.equal('2 Stunden');
  });

  it('has a short form', () => {
    expect(plain(formatDuration(3600 + 30 * 60, 'en_GB', 'short'))).to.equal('1 hr and 30 mins');
  });
});
