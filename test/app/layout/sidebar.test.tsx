/**
 * The sidebar puts a selected station's details where the visitor looks: under the search box in search
 * mode, and at the top in directions mode (they opened at the foot of the route's itinerary and station
 * list, out of sight).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { Sidebar } from '../../../src/app/layout/sidebar';
import { selectLocationAtom } from '../../../src/locations';
import { backToSearchAtom, openDirectionsAtom } from '../../../src/shared';
import { mountInShadow, type ShadowMount } from '../../helpers/mount-in-shadow';
import { station } from '../../search/helpers/fixtures';
import { createSearchContext } from '../../search/helpers/search-context';

describe('Sidebar', () => {
  let mounted: ShadowMount | null = null;
  afterEach(async () => {
    await mounted?.unmount();
    mounted = null;
  });

  const precedes = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

  it('enters directions mode after the click, as a transition: the click\'s paint does not wait for the panel to render', async () => {
    const ctx = createSearchContext();
    ctx.api.on('GET', /./, () => ({ locations: [], clusters: [] }));
    mounted = await mountInShadow(<Sidebar />, { store: ctx.store, styles: [] });
    const sidebar = mounted.shadow.querySelector<HTMLElement>('.sidebar')!;
    const shadow = mounted.shadow;
    await mounted.waitFor(() => shadow.querySelector('[data-search-directions]'), 'no directions button');
    const button = shadow.querySelector<HTMLButtonElement>('[data-search-directions]')!;
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    // React's own scheduling, as on a page, not act()'s.
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      button.click();
      // An update made in a click is rendered in a microtask of the click's own task; a transition's
      // render waits for a task of React's scheduler, after the click's paint.
      await Promise.resolve();
      expect(sidebar.dataset['mode'], 'right after the click').to.equal('search');
      await waitUntil(() => sidebar.dataset['mode'] === 'directions', 'no directions mode after the click');
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('shows the selected station\'s details first in directions mode, and between the search box and the list in search mode', async () => {
    const ctx = createSearchContext();
    ctx.api.on('GET', /./, () => ({ locations: [], clusters: [] }));
    ctx.api.on('GET', /\/locations\/7$/, () => station('7', 51.75, -1.25, 0));
    mounted = await mountInShadow(<Sidebar />, { store: ctx.store, styles: [] });
    const shadow = mounted.shadow;
    await mounted.act(() => ctx.store.set(openDirectionsAtom));
    // The panel (a lazy chunk) is there before a station along the route is opened: entering directions
    // mode closes a station's details (issue 47).
    await mounted.waitFor(() => shadow.querySelector('[data-directions-panel]'), 'no directions panel', 5000);
    await mounted.act(async () => {
      await ctx.store.set(selectLocationAtom, { resource: 'locations', id: '7' });
    });
    await mounted.waitFor(() => shadow.querySelector('.info-window') && shadow.querySelector('[data-directions-panel]'), 'no details or directions panel', 5000);
    expect(precedes(shadow.querySelector('.info-window')!, shadow.querySelector('[data-directions-panel]')!)).to.equal(true);

    await mounted.act(() => ctx.store.set(backToSearchAtom));
    await mounted.act(async () => {
      await ctx.store.set(selectLocationAtom, { resource: 'locations', id: '7' });
    });
    await mounted.waitFor(() => shadow.querySelector('.info-window'), 'no details in search mode', 5000);
    const [search, details, list] = ['[data-slot="search-panel"]', '.info-window', '[data-slot="nearest-list"]'].map((selector) => shadow.querySelector(selector)!);
    expect(precedes(search!, details!) && precedes(details!, list!)).to.equal(true);
  });
});
