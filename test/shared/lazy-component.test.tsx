/**
 * A component fetched on first render (src/shared/lazy-component.tsx): rendered whole once its code is
 * there, at once when it was preloaded, and fetched once however often it is preloaded.
 */
import { expect } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { lazyComponent } from '../../src/shared';

function Greeting({ name }: { name: string }) {
  return <p data-greeting="">Hello {name}</p>;
}

describe('lazyComponent', () => {
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
  });

  it('renders a preloaded component in the same render, not after a suspension', async () => {
    let loads = 0;
    const LazyGreeting = lazyComponent(() => {
      loads += 1;
      return Promise.resolve({ Greeting });
    }, 'Greeting');
    await LazyGreeting.preload();
    await LazyGreeting.preload();
    flushSync(() => root.render(<LazyGreeting name="Leeds" />));
    expect(container.querySelector('[data-greeting]')?.textContent).to.equal('Hello Leeds');
    expect(loads).to.equal(1);
  });

  it('renders nothing until the code is fetched, then the component', async () => {
    let resolve: (module: { Greeting: typeof Greeting }) => void = () => {};
    const LazyGreeting = lazyComponent(() => new Promise<{ Greeting: typeof Greeting }>((done) => (resolve = done)), 'Greeting');
    flushSync(() => root.render(<LazyGreeting name="York" />));
    expect(container.innerHTML).to.equal('');
    resolve({ Greeting });
    const deadline = performance.now() + 2_000;
    while (!container.querySelector('[data-greeting]') && performance.now() < deadline) await new Promise((done) => setTimeout(done, 10));
    expect(container.querySelector('[data-greeting]')?.textContent).to.equal('Hello York');
  });

  it('forgets a failed fetch, so preloading again tries again', async () => {
    let loads = 0;
    const LazyGreeting = lazyComponent(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Greeting });
    }, 'Greeting');
    let failed = false;
    await LazyGreeting.preload().catch(() => (failed = true));
    await LazyGreeting.preload();
    expect(failed).to.equal(true);
    expect(loads).to.equal(2);
    flushSync(() => root.render(<LazyGreeting name="Hull" />));
    expect(container.querySelector('[data-greeting]')?.textContent).to.equal('Hello Hull');
  });
});
