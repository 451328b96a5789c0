import { expect } from '@open-wc/testing';
import { Provider } from 'jotai/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { requestMapTargetAtom } from '../../src/locations';
import { useMapTargets } from '../../src/locations/use-map-targets';
import type { MapView } from '../../src/map';
import { createLocationsContext } from './helpers/locations-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A view that only records the moves asked of it. */
function recordingView(): { view: MapView; moves: unknown[][] } {
  const moves: unknown[][] = [];
  const view = {
    setView: (...args: unknown[]) => moves.push(['setView', ...args]),
    panTo: (...args: unknown[]) => moves.push(['panTo', ...args]),
    fitBounds: (...args: unknown[]) => moves.push(['fitBounds', ...args]),
  } as unknown as MapView;
  return { view, moves };
}

async function mountTargets(ctx: ReturnType<typeof createLocationsContext>, view: MapView) {
  function Probe() {
    useMapTargets(view);
    return null;
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Provider store={ctx.store}><Probe /></Provider>));
  return async () => {
    await act(async () => root.unmount());
    container.remove();
  };
}

describe('useMapTargets', () => {
  it('a map that replaces another in the same store applies only the requests made since (the platform swap on consent)', async () => {
    const ctx = createLocationsContext({ remote: {} });
    const first = recordingView();
    const unmountFirst = await mountTargets(ctx, first.view);
    await act(async () => ctx.store.set(requestMapTargetAtom, { kind: 'center', center: { lat: 57.1, lng: -2.2 }, zoom: 14 }));
    expect(first.moves).to.deep.equal([['setView', { lat: 57.1, lng: -2.2 }, 14]]);
    await unmountFirst();

    // Asked while no map is mounted (Google's script loading): the next map applies it, and only it.
    ctx.store.set(requestMapTargetAtom, { kind: 'center', center: { lat: 57.2, lng: -2.0 } });
    const second = recordingView();
    const unmountSecond = await mountTargets(ctx, second.view);
    expect(second.moves).to.deep.equal([['panTo', { lat: 57.2, lng: -2.0 }]]);
    await unmountSecond();

    const third = recordingView();
    const unmountThird = await mountTargets(ctx, third.view);
    expect(third.moves, 'nothing applied twice').to.deep.equal([]);
    await unmountThird();
  });
});
