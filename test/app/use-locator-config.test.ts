/**
 * The element's config preload (issue 20): as the config arrives, it makes the store, and the store sends
 * the first view's requests, with no React root at all; the app takes that load and store over.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { FIRST_VIEW_WAIT_MS, preloadLocatorConfig } from '../../src/app';
import type { Timers } from '../../src/shared';
import type { ConfigRequest } from '../../src/config';
import { jsonResponse, testServices, validRemoteConfig } from '../helpers/services';

const REQUEST: ConfigRequest = { resource: 'bp-uk', env: 'test', locale: 'en_GB', configBase: 'https://host.example' };

describe('preloadLocatorConfig', () => {
  let host: HTMLElement;
  beforeEach(() => {
    host = document.createElement('div');
    // The element's stylesheet gives the sidebar's width: the map's box is foretold from it.
    host.style.cssText = 'display: block; width: 1200px; height: 600px; --sl-sidebar-width: 380px';
    document.body.append(host);
  });
  afterEach(() => {
    host.remove();
    history.replaceState(null, '', location.pathname + location.search);
  });

  const services = () =>
    testServices((url) => (url.includes('/config/published/') ? jsonResponse(validRemoteConfig()) : new Promise<Response>(() => {})));
  const apiPaths = (calls: { url: string }[]) => calls.map((call) => new URL(call.url, location.href).pathname).filter((path) => !path.includes('/config/')).sort();

  it('with a view in the URL, sends the map’s and the list’s first requests as the config arrives, with no React render', async () => {
    history.replaceState(null, '', '#/@53.8,-1.55,11z');
    const s = services();
    preloadLocatorConfig(REQUEST, { services: s, hashRouting: true, host });
    await waitUntil(() => apiPaths(s.fetch.calls).length >= 2, 'the first view’s requests go out', { timeout: 3000 });
    // No filter is on: the grey set (non_matching_locations) would be empty and is not asked for.
    expect(apiPaths(s.fetch.calls).map((path) => path.replace(/^.*\/api\/v\d+\//, ''))).to.deep.equal(['locations/nearest_to', 'locations/within_bounds']);
    const nearest = new URL(s.fetch.calls.find((call) => call.url.includes('/nearest_to'))!.url, location.href);
    expect([nearest.searchParams.get('lat'), nearest.searchParams.get('lng')]).to.deep.equal(['53.8', '-1.55']);
  });

  it('without hash routing, the URL’s view is not read: only the config is asked for', async () => {
    history.replaceState(null, '', '#/@53.8,-1.55,11z');
    // The page's timers, with the delays asked for noted: the preload waits FIRST_VIEW_WAIT_MS for the first
    // view's answers once the store is made, and the store sends its requests as it is made.
    const delays: number[] = [];
    const timers: Timers = {
      setTimeout: (callback, ms) => (delays.push(ms), setTimeout(callback, ms)),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    const s = testServices((url) => (url.includes('/config/published/') ? jsonResponse(validRemoteConfig()) : new Promise<Response>(() => {})), { timers });
    preloadLocatorConfig(REQUEST, { services: s, hashRouting: false, host });
    await waitUntil(() => delays.includes(FIRST_VIEW_WAIT_MS), 'the store was not made', { timeout: 3000 });
    expect(apiPaths(s.fetch.calls)).to.deep.equal([]);
  });
});
