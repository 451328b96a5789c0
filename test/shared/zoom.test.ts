import { expect } from '@open-wc/testing';
import { DEFAULT_TARGET_ZOOM, isMobileWidth, MOBILE_MAX_WIDTH_PX, MOBILE_MEDIA_QUERY, resolveTargetZoom } from '../../src/shared';

describe('resolveTargetZoom', () => {
  it('returns a plain number as is', () => {
    expect(resolveTargetZoom(15, 3)).to.equal(15);
  });

  it('chooses the list value nearest to the current zoom', () => {
    expect(resolveTargetZoom('14,16,18', 6)).to.equal(14);
    expect(resolveTargetZoom('14,16,18', 16.4)).to.equal(16);
    expect(resolveTargetZoom('14, 16, 18', 20)).to.equal(18);
  });

  it('breaks a tie towards the larger zoom', () => {
    expect(resolveTargetZoom('14,16', 15)).to.equal(16);
  });

  it('clamps the current zoom into a range', () => {
    expect(resolveTargetZoom('14..18', 6)).to.equal(14);
    expect(resolveTargetZoom('14..18', 16.2)).to.equal(16);
    expect(resolveTargetZoom('14..18', 21)).to.equal(18);
    expect(resolveTargetZoom('18..14', 21)).to.equal(18);
  });

  it('defaults to the range 14..18 when the spec is missing or not understood', () => {
    expect(DEFAULT_TARGET_ZOOM).to.equal('14..18');
    expect(resolveTargetZoom(undefined, 3)).to.equal(14);
    expect(resolveTargetZoom('fourteen', 20)).to.equal(18);
    expect(resolveTargetZoom('14,,16', 15)).to.equal(15);
    expect(resolveTargetZoom(Number.NaN, 16)).to.equal(16);
  });
});

describe('mobile breakpoint', () => {
  it('is 767 px inclusive', () => {
    expect(MOBILE_MAX_WIDTH_PX).to.equal(767);
    expect(isMobileWidth(767)).to.equal(true);
    expect(isMobileWidth(768)).to.equal(false);
    expect(MOBILE_MEDIA_QUERY).to.equal('(max-width: 767px)');
  });
});
