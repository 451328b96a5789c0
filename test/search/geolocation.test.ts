import { expect } from '@open-wc/testing';
import { GEOLOCATION_OPTIONS, requestPosition } from '../../src/search/geolocation';
import { createFakeGeolocation } from './helpers/search-context';

describe('requestPosition', () => {
  it('asks with max age 60 s, timeout 30 s and no high accuracy', async () => {
    const geo = createFakeGeolocation();
    const outcome = requestPosition(geo);
    expect(geo.requests).to.deep.equal([{ maximumAge: 60_000, timeout: 30_000, enableHighAccuracy: false }]);
    expect(GEOLOCATION_OPTIONS).to.deep.equal({ maximumAge: 60_000, timeout: 30_000, enableHighAccuracy: false });
    geo.succeed(57.1497, -2.0943);
    expect(await outcome).to.deep.equal({ ok: true, position: { lat: 57.1497, lng: -2.0943 } });
  });

  it('names each failure: denied, unavailable, timeout', async () => {
    const geo = createFakeGeolocation();
    const denied = requestPosition(geo);
    geo.fail(1);
    const unavailable = requestPosition(geo);
    geo.fail(2);
    const timeout = requestPosition(geo);
    geo.fail(3);
    expect(await denied).to.deep.equal({ ok: false, reason: 'denied' });
    expect(await unavailable).to.deep.equal({ ok: false, reason: 'unavailable' });
    expect(await timeout).to.deep.equal({ ok: false, reason: 'timeout' });
  });

  it('treats a port that throws (permissions policy) as unavailable', async () => {
    const throwing = {
      getCurrentPosition: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(await requestPosition(throwing)).to.deep.equal({ ok: false, reason: 'unavailable' });
  });
});
