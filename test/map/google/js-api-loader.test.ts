/**
 * The real `@googlemaps/js-api-loader` 2.1.3 behind our loader and its latch (finding C): Google's
 * hosts do not resolve in the test browser (web-test-runner.config.mjs), so its script fails to load,
 * as it does behind an ad blocker or a CSP that blocks the host. js-api-loader alone appends a new
 * script on every later call; through the latch, the page makes one attempt until the visitor asks.
 */
import { expect } from '@open-wc/testing';
import { isMapsError } from '../../../src/map/errors';
import { GoogleLoadError, latchLoader } from '../../../src/map/google/load-latch';
import { createJsApiLoader } from '../../../src/map/google/loader';
import { rejection } from '../../helpers/rejection';

const googleScripts = () => document.querySelectorAll('script[src*="maps.googleapis.com/maps/api/js"]').length;

describe('js-api-loader 2.1.3 behind the load latch', () => {
  it('one <script> for any number of calls after a failed load; the visitor\'s retry adds one', async function () {
    this.timeout(15_000);
    const loader = createJsApiLoader({ apiKey: 'test-key', locale: 'en_GB', mapId: 'brand' });
    expect(createJsApiLoader({ apiKey: 'other', locale: 'de_DE' }), 'one loader per page').to.equal(loader);
    const latch = latchLoader(loader);
    const first = await rejection(latch.importLibrary('maps'));
    expect(first).to.be.instanceOf(GoogleLoadError);
    expect(isMapsError(first) && first.kind).to.equal('network');
    expect((first as GoogleLoadError).reason).to.equal('blocked');
    for (const name of ['places', 'places', 'routes', 'geocoding', 'marker'] as const) {
      expect(await rejection(latch.importLibrary(name))).to.equal(first);
    }
    expect(googleScripts()).to.equal(1);
    const script = document.querySelector<HTMLScriptElement>('script[src*="maps.googleapis.com"]')!;
    const params = new URL(script.src).searchParams;
    expect([params.get('key'), params.get('v'), params.get('language'), params.get('region'), params.get('map_ids')]).to.deep.equal(['test-key', 'quarterly', 'en-GB', 'GB', 'brand']);

    latch.retry();
    await rejection(latch.importLibrary('places'));
    expect(googleScripts(), 'one more, asked for').to.equal(2);
  });
});
