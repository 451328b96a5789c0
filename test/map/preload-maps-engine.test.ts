/**
 * preloadMapsEngine (issue 20): the element starts fetching the chunks of the engine that will run as soon
 * as the config is in, not when the map's box has been laid out. Only our code is fetched: nothing of Google.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { preloadMapsEngine } from '../../src/map';

/** The page's requests for our modules whose path ends with `suffix` (the test server serves src/ as is). */
const requestsFor = (suffix: string) =>
  performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith(suffix));

describe('preloadMapsEngine', () => {
  it('fetches the offline engine when it is the one that will run (offline, no key, or no consent yet)', async () => {
    expect(requestsFor('/src/map/offline/index.ts')).to.have.length(0);
    preloadMapsEngine({ provider: 'auto', apiKey: undefined, consent: 'granted' });
    await waitUntil(() => requestsFor('/src/map/offline/index.ts').length > 0, 'the offline engine was not fetched');
    expect(requestsFor('/src/map/google/google-platform.ts')).to.have.length(0);
  });

  it("fetches our Google adapter, not Google's script, when Google will run", async () => {
    preloadMapsEngine({ provider: 'google', apiKey: 'key', consent: 'granted' });
    await waitUntil(() => requestsFor('/src/map/google/google-platform.ts').length > 0, 'the Google adapter was not fetched');
    const google = performance.getEntriesByType('resource').filter((entry) => /googleapis|gstatic/.test(entry.name));
    expect(google).to.have.length(0);
  });
});
