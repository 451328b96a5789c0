/**
 * Reading atoms in components (src/shared/use-atom-value.ts, issue 20):
 * - useAtomValue renders a change at normal priority like jotai's, but renders a reader once as it
 *   mounts, where jotai's renders it twice;
 * - useAtomValueNow renders a change in the task that made it.
 */
import { expect } from '@open-wc/testing';
import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Provider, useAtomValue as useJotaiAtomValue, useStore } from 'jotai/react';
import { atom, createStore, type Atom } from 'jotai/vanilla';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import { useAtomValue, useAtomValueNow } from '../../src/shared';

const countAtom = atom(1);
const otherAtom = atom('other');
/**
 * Until React has done the work it scheduled: an idle-priority task of its scheduler (one instance, shared
 * with react-dom) runs after every render and effect task React has queued, and after those they queue.
 */
const settle = () => new Promise<void>((resolve) => unstable_scheduleCallback(unstable_IdlePriority, resolve));

describe('reading atoms', () => {
  const roots: Root[] = [];
  let container: HTMLElement;
  let store: ReturnType<typeof createStore>;
  beforeEach(() => {
    store = createStore();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    for (const root of roots.splice(0)) root.unmount();
    container.remove();
  });
  /** A root of its own, so that it renders for its own updates only. */
  const mount = (child: ReactNode) => {
    const box = document.createElement('div');
    container.append(box);
    const root = createRoot(box);
    flushSync(() => root.render(<Provider store={store}>{child}</Provider>));
    roots.push(root);
    return root;
  };
  const text = (selector: string) => container.querySelector(selector)?.textContent;

  describe('useAtomValue', () => {
    it('renders a reader once as it mounts, where jotai’s useAtomValue renders it twice (a canary: when jotai’s renders once too, ours can go, see docs/performance.md)', async () => {
      const renders = { ours: 0, jotai: 0 };
      function Ours() {
        renders.ours += 1;
        return <span data-ours="">{useAtomValue(countAtom)}</span>;
      }
      function Jotai() {
        renders.jotai += 1;
        return <span data-jotai="">{useJotaiAtomValue(countAtom)}</span>;
      }
      mount(<Ours />);
      mount(<Jotai />);
      await settle();
      expect(renders).to.deep.equal({ ours: 1, jotai: 2 });
      expect([text('[data-ours]'), text('[data-jotai]')]).to.deep.equal(['1', '1']);
    });

    it('shows a change made after its render and before it subscribed', async () => {
      function Reader() {
        return <span data-reader="">{useAtomValue(countAtom)}</span>;
      }
      /** Changes the atom in a layout effect: after the reader rendered, before its effect subscribes. */
      function Changer() {
        const own = useStore();
        useLayoutEffect(() => own.set(countAtom, 5), [own]);
        return null;
      }
      mount(
        <>
          <Reader />
          <Changer />
        </>,
      );
      await settle();
      expect(text('[data-reader]')).to.equal('5');
    });

    it('renders a change in a later task, not in the task that made it', async () => {
      function Reader() {
        return <span data-reader="">{useAtomValue(countAtom)}</span>;
      }
      mount(<Reader />);
      await settle();
      store.set(countAtom, 2);
      await Promise.resolve();
      expect(text('[data-reader]'), 'not within the task').to.equal('1');
      await settle();
      expect(text('[data-reader]')).to.equal('2');
      store.set(countAtom, 2);
      await settle();
      expect(text('[data-reader]'), 'the same value again').to.equal('2');
    });

    it('reads another atom given to it at once, and follows that one', async () => {
      function Reader({ of }: { of: Atom<number | string> }) {
        return <span data-reader="">{useAtomValue(of)}</span>;
      }
      const root = mount(<Reader of={countAtom} />);
      await settle();
      flushSync(() =>
        root.render(
          <Provider store={store}>
            <Reader of={otherAtom} />
          </Provider>,
        ),
      );
      expect(text('[data-reader]'), 'in the render that got it').to.equal('other');
      await settle();
      store.set(otherAtom, 'changed');
      store.set(countAtom, 9);
      await settle();
      expect(text('[data-reader]')).to.equal('changed');
    });
  });

  describe('useAtomValueNow', () => {
    it('renders a change before the task that made it ends', async () => {
      function Now() {
        return <span data-now="">{useAtomValueNow(countAtom)}</span>;
      }
      mount(<Now />);
      await settle();
      expect(text('[data-now]')).to.equal('1');
      store.set(countAtom, 2);
      await Promise.resolve(); // the microtasks of this task, not another task
      expect(text('[data-now]'), 'rendered within the task').to.equal('2');
    });
  });
});
