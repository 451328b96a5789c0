import { expect } from '@open-wc/testing';
import { buildConfig } from '../../src/config';
import { prepareLocatorStore } from '../../src/app/prepare-locator-store';
import { resourceChoiceAtom } from '../../src/resource-choice';
import { SAINSBURYS_ABERDEEN, SHELL_REDMOSS } from '../locations/fixtures/stations';
import { mountLocations, type LocationsHarness } from '../locations/helpers/locations-harness';
import { BASE_REMOTE_CONFIG } from '../helpers/feature-context';
import { testServices } from '../helpers/services';

const CHARGING = { resources: { charging: { enabled: true, views: ['show', 'within_bounds', 'nearest_to'] } } };
const CHARGER = { ...SHELL_REDMOSS, id: 'GB-NCR-1', name: 'bp pulse Redmoss' };

describe('resource choice in the URL hash', () => {
  const originalUrl = window.location.href;
  let h: LocationsHarness | undefined;
  afterEach(async () => {
    await h?.unmount();
    h = undefined;
    window.history.replaceState(null, '', originalUrl);
  });

  async function mount() {
    h = await mountLocations({
      hashRouting: true,
      remote: CHARGING,
      before: (ctx) => {
        ctx.api.on('GET', /\/locations\/(within_bounds|nearest_to)$/, () => ({ locations: [SAINSBURYS_ABERDEEN], clusters: [] }));
        ctx.api.on('GET', /\/charging\/(within_bounds|nearest_to)$/, () => ({ locations: [CHARGER], clusters: [] }));
      },
    });
    return h;
  }

  it('writes the choice after the view (nothing for both), without a history entry', async () => {
    const harness = await mount();
    await harness.idle({ center: { lat: 57.14961, lng: -2.09385 }, zoom: 12 });
    // The hash's code is a lazy chunk (lazy-url-hash.tsx): the first view is written once it is in.
    await harness.waitFor(() => window.location.hash !== '', 'the first view is not written to the hash');
    expect(window.location.hash).to.equal('#/@57.14961,-2.09385,12z');
    const entries = window.history.length;
    await harness.act(() => harness.store.set(resourceChoiceAtom, 'charging'));
    await harness.advance(0);
    expect(window.location.hash).to.equal('#/@57.14961,-2.09385,12z;show=charging');
    await harness.idle({ center: { lat: 57.2, lng: -2.1 }, zoom: 13 });
    expect(window.location.hash).to.equal('#/@57.2,-2.1,13z;show=charging');
    await harness.act(() => harness.store.set(resourceChoiceAtom, 'both'));
    await harness.advance(0);
    expect(window.location.hash).to.equal('#/@57.2,-2.1,13z');
    expect(window.history.length).to.equal(entries);
  });

  it('a link pasted into the open page sets the choice with its view', async () => {
    const harness = await mount();
    await harness.idle({ center: { lat: 57.14961, lng: -2.09385 }, zoom: 12 });
    const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    await harness.act(async () => {
      window.location.hash = '#/@51.5,-0.12,10z;show=fuel';
      await changed;
    });
    await harness.advance(0);
    expect(harness.store.get(resourceChoiceAtom)).to.equal('fuel');
    expect(harness.view().callsOf('setView').at(-1)).to.deep.equal([{ lat: 51.5, lng: -0.12 }, 10]);
  });

  it('a link opened sets the choice before the first loads; without a charging resource it stays both', () => {
    window.history.replaceState(null, '', '#/@57.14961,-2.09385,12z;show=charging');
    const build = (remote: Record<string, unknown>) =>
      buildConfig(remote, { resource: 'demo', env: 'test', locale: 'en_GB', configBase: window.location.origin });
    const services = testServices(() => new Response(JSON.stringify({ locations: [], clusters: [] }), { headers: { 'content-type': 'application/json' } }));
    const withCharging = prepareLocatorStore(build({ ...BASE_REMOTE_CONFIG, resources: { ...(BASE_REMOTE_CONFIG.resources as object), ...CHARGING.resources } }), 'demo', { services, hashRouting: true });
    expect(withCharging.store.get(resourceChoiceAtom)).to.equal('charging');
    const without = prepareLocatorStore(build(BASE_REMOTE_CONFIG), 'demo', { services, hashRouting: true });
    expect(without.store.get(resourceChoiceAtom)).to.equal('both');
  });
});
