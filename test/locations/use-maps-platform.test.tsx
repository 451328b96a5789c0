import { expect } from '@open-wc/testing';
import { waitInAct } from '../helpers/wait-in-act';
import { Provider } from 'jotai/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { useMapsPlatform, type MapsPlatformState } from '../../src/locations';
import type { MapsConsent } from '../../src/config';
import type { MapsPlatformFactory } from '../../src/map';
import { FakeMapsPlatform } from '../helpers/fake-maps-platform';
import { createTestI18n } from '../helpers/i18n';
import { createLocationsContext } from './helpers/locations-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders a probe recording every state the hook returns; returns the states and an unmount. */
async function probe(ctx: ReturnType<typeof createLocationsContext>, consent?: MapsConsent) {
  const seen: MapsPlatformState[] = [];
  function Probe() {
    seen.push(useMapsPlatform(consent));
    return null;
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <I18nextProvider i18n={createTestI18n('en_GB', ctx.logger)}>
        <Provider store={ctx.store}>
          <Probe />
        </Provider>
      </I18nextProvider>,
    );
  });
  const unmount = async () => {
    await act(async () => root.unmount());
    container.remove();
  };
  return { seen, unmount };
}

describe('useMapsPlatform', () => {
  it('before consent asks the factory for the offline engine and says consent is withheld; without a key there is nothing to withhold', async () => {
    for (const [maps, consent, withheld] of [
      [{ provider: 'auto', apiKey: 'k' }, 'pending', 'pending'],
      [{ provider: 'google', apiKey: 'k' }, 'denied', 'denied'],
      [{ provider: 'auto' }, 'pending', null],
      [{ provider: 'auto', apiKey: 'k' }, 'granted', null],
    ] as const) {
      const ctx = createLocationsContext({ remote: { maps } });
      const requests: Parameters<MapsPlatformFactory>[0][] = [];
      const fake = new FakeMapsPlatform();
      ctx.services.createMapsPlatform = async (options) => {
        requests.push(options);
        return fake;
      };
      const { seen, unmount } = await probe(ctx, consent);
      await waitInAct(() => seen.at(-1)?.platform === fake, 'the platform');
      expect(seen.at(-1)?.withheldConsent, `${JSON.stringify(maps)} ${consent}`).to.equal(withheld);
      expect(requests.map((request) => request.consent)).to.deep.equal([withheld ? 'pending' : 'granted']);
      await unmount();
    }
  });

  it('creates the platform the config asks for (our own map without a key), after first rendering nothing', async function () {
    this.timeout(15000);
    const ctx = createLocationsContext({ remote: { maps: { provider: 'auto' } } });
    const { seen, unmount } = await probe(ctx);
    expect(seen[0]).to.deep.equal({ platform: null, failure: null, withheldConsent: null });
    await waitInAct(() => seen.at(-1)?.platform != null, 'no platform', 10000);
    expect(seen.at(-1)?.platform?.provider).to.equal('maplibre');
    await unmount();
  });

  it('uses the services factory when one is given, with the config and the services fetch', async () => {
    const ctx = createLocationsContext({ remote: { maps: { provider: 'google', apiKey: 'k', mapId: 'm' } } });
    const fake = new FakeMapsPlatform();
    const requests: Parameters<MapsPlatformFactory>[0][] = [];
    ctx.services.createMapsPlatform = async (options) => {
      requests.push(options);
      return fake;
    };
    const { seen, unmount } = await probe(ctx);
    await waitInAct(() => seen.at(-1)?.platform === fake, 'fake platform not used');
    expect(requests).to.have.length(1);
    expect(requests[0]).to.include({ provider: 'google', apiKey: 'k', mapId: 'm', locale: 'en_GB', apiBase: '/api/v2' });
    expect(requests[0]?.fetch).to.equal(ctx.services.fetch);
    await unmount();
  });

  it('reports a platform that fails to load, and logs it', async () => {
    const ctx = createLocationsContext();
    ctx.services.createMapsPlatform = () => Promise.reject(new Error('script blocked'));
    const { seen, unmount } = await probe(ctx);
    await waitInAct(() => seen.at(-1)?.failure === 'load_failed', 'no failure reported');
    expect(seen.at(-1)?.platform).to.equal(null);
    await waitInAct(() => ctx.hostEvents.length > 0, 'locator-error');
    expect(ctx.logger.entries.some((entry) => entry.level === 'error')).to.equal(true);
    expect(ctx.hostEvents.map((event) => [event.name, (event.detail as { code: string }).code])).to.deep.equal([['locator-error', 'map_load_failed']]);
    await unmount();
  });

  it('drops the platform and reports an auth failure when the provider rejects the key later', async () => {
    const ctx = createLocationsContext();
    const fake = new FakeMapsPlatform();
    ctx.services.createMapsPlatform = async () => fake;
    const { seen, unmount } = await probe(ctx);
    await waitInAct(() => seen.at(-1)?.platform === fake, 'the platform');
    await act(async () => fake.emitAuthFailure());
    expect(seen.at(-1)).to.deep.equal({ platform: null, failure: 'auth_failure', withheldConsent: null });
    await waitInAct(() => ctx.hostEvents.length > 0, 'locator-error');
    expect(ctx.hostEvents.map((event) => (event.detail as { code: string }).code)).to.deep.equal(['map_auth_failure']);
    await unmount();
  });
});
