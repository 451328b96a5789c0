import { expect } from '@open-wc/testing';
import { fromLocalInputValue, toLocalInputValue } from '../../src/directions/departure-time';

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
