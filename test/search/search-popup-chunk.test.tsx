import { expect } from '@open-wc/testing';
import { mountSearch } from './helpers/search-harness';

/** The popup's module as the test server serves it (one file per module, no bundle). */
const isPopupModule = (entry: PerformanceEntry) => new URL(entry.name).pathname.endsWith('/src/search/search-popup.tsx');

describe("the search box's popup code", () => {
  it('is fetched once the first view has painted, not by the render that makes the box', async () => {
    // Observed, not read from the page's buffer: the test page loads more modules than it keeps.
    const fetches: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => fetches.push(...list.getEntries().filter(isPopupModule)));
    observer.observe({ type: 'resource' });
    // The page's first frame after the box is rendered: its render has run by then, its paint follows.
    let firstFrameAt = Number.NaN;
    requestAnimationFrame(() => (firstFrameAt = performance.now()));
    const h = await mountSearch(); // resolves once the popup's listbox is in: its code has come
    try {
      fetches.push(...observer.takeRecords().filter(isPopupModule));
      expect(fetches, 'the popup module was fetched once, in this test').to.have.length(1);
      expect(fetches[0]!.startTime, 'asked for after the first frame, not during the render before it').to.be.greaterThan(firstFrameAt);
    } finally {
      observer.disconnect();
      await h.unmount();
    }
  });
});
