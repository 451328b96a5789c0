/**
 * `map.defaultZoom` / `map.defaultCenter` in the config (issue 47 item 12): set, they are where the map
 * starts when the URL names no view (the README's own example sets them through the `config` property);
 * not set, the map starts on the configured country's box, as before.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { ConfigOverride } from '../../src/config';
import { FakeMapsPlatform } from '../helpers/fake-maps-platform';
import { mountLocator } from '../helpers/mount-locator';
import { jsonResponse, testServices, validRemoteConfig } from '../helpers/services';

async function firstMap(options: { config?: ConfigOverride; remote?: Record<string, unknown> } = {}) {
  const platform = new FakeMapsPlatform();
  const services = testServices(
    (url) => (url.includes('/config/published/') ? jsonResponse({ ...validRemoteConfig(), ...options.remote }) : jsonResponse({ locations: [], clusters: [] })),
    { createMapsPlatform: async () => platform },
  );
  const element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'en_GB', 'hash-routing': 'false' }, services, ...(options.config ? { config: options.config } : {}) });
  element.style.width = '1200px';
  await waitUntil(() => platform.mapViews.length > 0, 'the map is created', { timeout: 5000 });
  const view = platform.mapViews[0]!;
  const loads = services.fetch.calls.map((call) => call.url).filter((url) => url.includes('/locations/within_'));
  return { center: view.options.center, zoom: view.options.zoom, loads };
}

describe('the config’s default view (map.defaultZoom, map.defaultCenter)', () => {
  it('set through the config property (the README’s example): the map starts there, and loads that box', async () => {
    const { center, zoom, loads } = await firstMap({ config: { map: { defaultZoom: 8, defaultCenter: { lat: 53.8, lng: -1.55 } } } });
    expect(center.lat).to.be.closeTo(53.8, 1e-9);
    expect(center.lng).to.be.closeTo(-1.55, 1e-9);
    expect(zoom).to.equal(8);
    expect(loads[0]).to.contain('/locations/within_bounds');
  });

  it('set in the published config: the same', async () => {
    const { center, zoom } = await firstMap({ remote: { map: { defaultZoom: 10, defaultCenter: { lat: 51.5, lng: -0.12 } } } });
    expect(center.lat).to.be.closeTo(51.5, 1e-9);
    expect(center.lng).to.be.closeTo(-0.12, 1e-9);
    expect(zoom).to.equal(10);
  });

  it('a zoom alone: the configured country’s centre at that zoom', async () => {
    const { center, zoom } = await firstMap({ config: { map: { defaultZoom: 7 } } });
    expect(zoom).to.equal(7);
    // GB's centre in the country table, not the fallback 55° N 4° W.
    expect([center.lat, center.lng]).to.not.deep.equal([55, -4]);
    expect(center.lat).to.be.within(50, 59);
  });

  it('neither: the configured country’s box, fitted (all of Great Britain asked for)', async () => {
    const { loads } = await firstMap();
    const url = new URL(loads[0]!, location.href);
    const [south, north] = [Number(url.searchParams.getAll('sw[]')[0]), Number(url.searchParams.getAll('ne[]')[0])];
    expect(south).to.be.below(50);
    expect(north).to.be.above(58.6);
  });
});
