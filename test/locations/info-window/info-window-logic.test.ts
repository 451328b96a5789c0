import { expect } from '@open-wc/testing';
import { safeWebsite } from '../../../src/locations/info-window/contact-links';
import { telephoneHref } from '../../../src/locations/telephone';
import { telephoneLink } from '../../../src/locations/telephone-format';
import { priceRows } from '../../../src/locations/info-window/fuel-prices';
import { dayView, weekdayIndexAt, weekRows } from '../../../src/locations/info-window/opening-hours';

describe('info window logic', () => {
  describe('links from station data', () => {
    it('keeps only digits and a leading + in tel: links', () => {
      expect(telephoneHref('+44 1224 739486')).to.equal('tel:+441224739486');
      expect(telephoneHref('01224 (739) 486')).to.equal('tel:01224739486');
      expect(telephoneHref('n/a')).to.equal(null);
      expect(telephoneHref(null)).to.equal(null);
    });

    it('shows phone numbers in their country’s national format and calls them in E.164', () => {
      // Shapes found in the real data (see ../shared/data/SOURCES.md).
      expect(telephoneLink('+441618317394', 'GB')).to.deep.equal({ href: 'tel:+441618317394', label: '0161 831 7394' });
      expect(telephoneLink('+441224 010031', 'GB')).to.deep.equal({ href: 'tel:+441224010031', label: '01224 010031' });
      expect(telephoneLink('+44125452509', 'GB')).to.deep.equal({ href: 'tel:+44125452509', label: '01254 52509' });
      // No country code: read as a number of the configured country.
      expect(telephoneLink('01273330724', 'gb')).to.deep.equal({ href: 'tel:+441273330724', label: '01273 330724' });
      // The number's own country wins over the configured one.
      expect(telephoneLink('+493012345678', 'GB')).to.deep.equal({ href: 'tel:+493012345678', label: '030 12345678' });
    });

    it('shows numbers it cannot read as given, with a digits-only tel: link', () => {
      // A digit short of a London number (as in the source data), and no country's number at all.
      expect(telephoneLink('+44 20 8566 699', 'GB')).to.deep.equal({ href: 'tel:+44208566699', label: '+44 20 8566 699' });
      expect(telephoneLink('+999 1234', 'GB')).to.deep.equal({ href: 'tel:+9991234', label: '+999 1234' });
      // A national number of an unknown configured country cannot be placed.
      expect(telephoneLink(' 0161 831 7394 ', 'XX')).to.deep.equal({ href: 'tel:01618317394', label: '0161 831 7394' });
      expect(telephoneLink('n/a', 'GB')).to.equal(null);
      expect(telephoneLink(null, 'GB')).to.equal(null);
    });

    it('allows http(s) websites only', () => {
      expect(safeWebsite('https://www.bp.com/en_gb')).to.deep.equal({ href: 'https://www.bp.com/en_gb', label: 'bp.com' });
      expect(safeWebsite('www.esso.co.uk')).to.deep.equal({ href: 'https://www.esso.co.uk/', label: 'esso.co.uk' });
      for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x', 'ftp://x.example', 'https://user:pw@x.example', 'localhost', '', null]) {
        expect(safeWebsite(bad), String(bad)).to.equal(null);
      }
    });
  });

  describe('opening hours', () => {
    it('tells closed, 24 hours, overnight and split days apart', () => {
      expect(dayView([])).to.deep.equal({ kind: 'closed' });
      expect(dayView([{ open: '00:00', close: '24:00' }])).to.deep.equal({ kind: 'all_day' });
      expect(dayView([{ open: '22:00', close: '06:00' }])).to.deep.equal({ kind: 'intervals', intervals: [{ open: '22:00', close: '06:00', overnight: true }] });
      expect(dayView([{ open: '06:00', close: '24:00' }])).to.deep.equal({ kind: 'intervals', intervals: [{ open: '06:00', close: '24:00', overnight: false }] });
      expect(dayView([{ open: 'bad', close: '06:00' }])).to.deep.equal({ kind: 'closed' });
    });

    it('marks today in the station’s time zone, not the browser’s', () => {
      // 2026-02-18 23:30 UTC is Wednesday in London but already Thursday in Berlin.
      const now = Date.parse('2026-02-18T23:30:00Z');
      expect(weekdayIndexAt(now, 'Europe/London')).to.equal(2);
      expect(weekdayIndexAt(now, 'Europe/Berlin')).to.equal(3);
      expect(weekdayIndexAt(now, 'Not/AZone')).to.equal(2);
      const week = Array.from({ length: 7 }, () => []) as unknown as Parameters<typeof weekRows>[0];
      expect(weekRows(week, now, 'Europe/Berlin')!.map((row) => row.isToday)).to.deep.equal([false, false, false, true, false, false, false]);
      expect(weekRows(null, now, 'Europe/London')).to.equal(null);
    });
  });

  it('lists positive prices in grade order', () => {
    expect(priceRows({ B7_STANDARD: 141, E10: 132.9, E5: 0, HVO: Number.NaN })).to.deep.equal([
      { fuel: 'E10', pence: 132.9 },
      { fuel: 'B7_STANDARD', pence: 141 },
    ]);
    expect(priceRows({})).to.deep.equal([]);
  });
});
