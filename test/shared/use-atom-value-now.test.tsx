/**
 * useAtomValueNow (issue 20): a change renders in the task that made it, where jotai's useAtomValue
 * schedules a render for a later task (the map's stations must not wait behind the list's render).
 */
import { expect } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Provider, useAtomValue } from 'jotai/react';
import { atom, createStore } from 'jotai/vanilla';
import { useAtomValueNow } from '../../src/shared';

const countAtom = atom(1);

function Now() {
  return <span data-now={useAtomValueNow(countAtom)} />;
}

function Scheduled() {
  return <span data-scheduled={useAtomValue(countAtom)} />;
}

describe('useAtomValueNow', () => {
  it('renders a change before the task that made it ends; useAtomValue renders it in a later task', async () => {
    const store = createStore();
    const container = document.createElement('div');
    document.body.append(container);
    // Two roots, so that each renders for its own updates only.
    const roots = [<Now key="now" />, <Scheduled key="scheduled" />].map((child) => {
      const box = document.createElement('div');
      container.append(box);
      const root = createRoot(box);
      flushSync(() => root.render(<Provider store={store}>{child}</Provider>));
      return root;
    });
    // Let the subscriptions (effects) run.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = () => container.querySelector('[data-now]')?.getAttribute('data-now');
    const scheduled = () => container.querySelector('[data-scheduled]')?.getAttribute('data-scheduled');
    expect([now(), scheduled()]).to.deep.equal(['1', '1']);

    store.set(countAtom, 2);
    await Promise.resolve(); // the microtasks of this task, not another task
    expect(now(), 'rendered within the task').to.equal('2');
    expect(scheduled(), 'not yet: scheduled for a later task').to.equal('1');

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([now(), scheduled()]).to.deep.equal(['2', '2']);
    for (const root of roots) root.unmount();
    container.remove();
  });
});
