import { expect, waitUntil } from '@open-wc/testing';
import { Provider } from 'jotai/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useMapsPlatform } from '../../src/locations';
import type { MapsPlatform } from '../../src/map';
import { createLocationsContext } from './helpers/locations-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useMapsPlatform', () => {
  it('creates the platform the config asks for (offline without a key), after first rendering nothing', async function () {
    this.timeout(15000);
    const ctx = createLocationsContext({ remote: { maps: { provider: 'auto' } } });
    const seen: (MapsPlatform | null)[] = [];
    function Probe() {
      seen.push(useMapsPlatform());
      return null;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <Provider store={ctx.store}>
          <Probe />
        </Provider>,
      );
    });
    expect(seen[0]).to.equal(null);
    await waitUntil(() => seen.at(-1) !== null, 'no platform', { timeout: 10000 });
    expect(seen.at(-1)?.provider).to.equal('offline');
    await act(async () => root.unmount());
    container.remove();
  });
});
