/**
 * The panels' code is fetched once the first view has painted and the page is idle, so a panel opens
 * with its click instead of up to 300 ms later (React's throttled reveal of suspended content).
 */
import { expect } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { usePanelPreload } from '../../../src/app/layout/use-panel-preload';

function Preloading({ panels }: { panels?: Parameters<typeof usePanelPreload>[0] }) {
  usePanelPreload(panels);
  return null;
}

describe('usePanelPreload', () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('preloads each panel once, after the first paint, not during the render that mounts it', async () => {
    const calls: string[] = [];
    const panel = (name: string) => ({ preload: () => (calls.push(name), Promise.resolve()) });
    const panels = [panel('filters'), panel('directions')];
    const root = createRoot(container);
    flushSync(() => root.render(<Preloading panels={panels} />));
    expect(calls).to.deep.equal([]);
    const deadline = performance.now() + 5_000;
    while (calls.length < 2 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).to.deep.equal(['filters', 'directions']);
    root.unmount();
  });

  it('preloads nothing once unmounted before the page was idle', async () => {
    const calls: string[] = [];
    const gone = createRoot(container);
    flushSync(() => gone.render(<Preloading panels={[{ preload: () => (calls.push('unmounted'), Promise.resolve()) }]} />));
    gone.unmount();
    // A second one, mounted after, preloads after the same paint and idle time: once it has, the first
    // would have too.
    const other = document.createElement('div');
    document.body.append(other);
    const staying = createRoot(other);
    flushSync(() => staying.render(<Preloading panels={[{ preload: () => (calls.push('mounted'), Promise.resolve()) }]} />));
    const deadline = performance.now() + 5_000;
    while (!calls.includes('mounted') && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).to.deep.equal(['mounted']);
    staying.unmount();
    other.remove();
  });
});
