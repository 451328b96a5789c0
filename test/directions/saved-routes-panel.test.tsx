/**
 * Saved routes and the route link in directions mode, as the shell mounts them: the directions panel
 * (its toolbar: saved routes, save, copy link) and the modal host (the saved routes panel, lazily), with
 * the Maps fake, a fake API holding the visitor's routes, and real keyboard and mouse input.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { SavedRoute, SavedRouteInput } from '../../src/api';
import { ModalHost } from '../../src/app/layout/modal-host';
import { corridorRadiusAtom, openRouteAtom, routeAtom, routeAvoidanceAtom, setCorridorRadiusAtom, waypointsAtom } from '../../src/directions/directions-atoms';
import { DirectionsPanel } from '../../src/directions/directions-panel';
import type { RawRoute } from '../../src/map/route-model';
import { searchStyles } from '../../src/search';
import { modalAtom, openDirectionsAtom, setRouteLinkAtom, toolButtonStyles, type LatLng, type PlannedRoute } from '../../src/shared';
import { mountInShadow, type ShadowMount } from '../helpers/mount-in-shadow';
import { createSearchContext, type SearchTestContext } from '../search/helpers/search-context';
import { LEEDS, LEEDS_TO_LONDON, LONDON, rawRouteThrough, WAKEFIELD } from './fixtures';

const rawRoute = (points: LatLng[]): RawRoute => rawRouteThrough(points, { distanceMeters: 100_000, durationSeconds: 3600, instructions: 'Drive', maneuver: 'STRAIGHT' });

const savedRoute = (id: string, name: string, options: Record<string, unknown>, points = [LEEDS, WAKEFIELD]): Record<string, unknown> => ({
  id,
  name,
  created_at: '2026-01-01T00:00:00Z',
  route: { waypoints: points.map((origin, index) => ({ origin, description: `${name} ${index + 1}` })), options },
});

interface Harness extends SearchTestContext, ShadowMount {
  /** The visitor's routes on the fake API. */
  stored: Record<string, unknown>[];
  button(name: string): HTMLButtonElement | null;
  activeElement(): Element | null;
  panel(): HTMLElement | null;
  dialog(): HTMLDialogElement | null;
  status(): string;
  flush(): Promise<void>;
}

async function mount(stored: Record<string, unknown>[] = []): Promise<Harness> {
  const ctx = createSearchContext();
  ctx.api.on('GET', /\/complete$/, () => []);
  ctx.api.on('GET', /\/routes$/, () => stored);
  ctx.api.on('POST', /\/routes$/, (call) => {
    const input = call.body as SavedRouteInput;
    const route: SavedRoute = { ...input, id: `r${stored.length + 1}`, created_at: '2026-01-02T00:00:00Z' };
    stored.push(route as unknown as Record<string, unknown>);
    return { status: 201, body: route };
  });
  ctx.api.on('DELETE', /\/routes\/[^/]+$/, (call) => {
    const id = call.url.pathname.split('/').pop();
    stored.splice(
      stored.findIndex((route) => route.id === id),
      1,
    );
    return { status: 204 };
  });
  ctx.maps.scriptRoute(rawRoute([LEEDS, LONDON]));
  ctx.store.set(openDirectionsAtom);
  const mounted = await mountInShadow(
    <>
      <DirectionsPanel />
      <ModalHost />
    </>,
    { store: ctx.store, styles: [searchStyles, toolButtonStyles] },
  );
  const h: Harness = {
    ...ctx,
    ...mounted,
    stored,
    button: (name) => [...mounted.shadow.querySelectorAll('button')].find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name) ?? null,
    activeElement: () => mounted.shadow.activeElement,
    panel: () => mounted.query('[data-saved-routes]'),
    dialog: () => mounted.query<HTMLDialogElement>('dialog[data-save-route-dialog]'),
    status: () => mounted.query('[data-route-tools-status]')?.textContent ?? '',
    flush: async () => {
      await mounted.act(async () => {
        ctx.timers.advance(300);
        await ctx.settle();
      });
    },
  };
  current = h;
  return h;
}

let current: Harness | undefined;

// The saved routes panel is a lazy chunk. Loaded here first, React.lazy resolves it inside the act() of the
// click that opens the panel; else the chunk arrives on the dev server's time, outside any act().
before(async () => {
  await import('../../src/directions/saved-routes-panel');
});

/**
 * Waits for `predicate`, letting pending work settle inside act() between looks. The looks follow each other
 * with no pause outside act(): a fake API answer or a lazy chunk that lands between two looks would update
 * React outside act() (React warns about that).
 */
async function waitUntil(predicate: () => unknown, message: string): Promise<void> {
  const deadline = performance.now() + 3000;
  for (;;) {
    const h = current;
    if (h) await h.act(() => h.settle());
    else await new Promise((resolve) => setTimeout(resolve, 20));
    if (predicate()) return;
    if (performance.now() > deadline) throw new Error(message);
  }
}

function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

async function click(h: Harness, element: Element) {
  await h.act(() => sendMouse({ type: 'click', position: centre(element) }));
}

async function press(h: Harness, key: string) {
  await h.act(() => sendKeys({ press: key }));
}

async function openRoute(h: Harness, route: PlannedRoute = LEEDS_TO_LONDON) {
  await h.act(() => h.store.set(openRouteAtom, route));
  await h.flush();
  await waitUntil(() => h.query('[data-route-save]'), 'no save button once the route is on show');
}

/** Opens the saved routes panel from its toolbar button and waits for the list request to settle. */
async function openPanel(h: Harness) {
  await click(h, h.button('Saved routes')!);
  await waitUntil(() => h.panel(), 'the saved routes panel did not open');
  await waitUntil(() => h.panel()?.dataset['savedRoutes'] !== 'loading', 'the list did not load');
}

/** The list requests that were answered (StrictMode's first mount aborts one). */
const listCalls = (h: Harness) => h.api.callsTo('GET', /\/routes$/).filter((call) => !call.aborted);

const names = (h: Harness) => [...h.shadow.querySelectorAll('.saved-routes__name')].map((name) => name.textContent);

describe('saving a route', () => {
  let h: Harness;
  afterEach(async () => {
    await h.unmount();
  });

  it('has no save action until a route is on show', async () => {
    h = await mount();
    expect(h.query('[data-route-save]')).to.equal(null);
    expect(h.button('Saved routes')).to.not.equal(null);
  });

  it('asks for a name in a dialog (prefilled from the first and last waypoint), saves by keyboard and announces it', async () => {
    h = await mount();
    await openRoute(h, { ...LEEDS_TO_LONDON, avoidTolls: true, corridorRadiusKm: 10 });
    const save = h.query<HTMLButtonElement>('[data-route-save]')!;
    save.focus();
    await press(h, 'Enter');
    await waitUntil(() => h.dialog()?.open, 'the save dialog did not open');
    const input = h.dialog()!.querySelector('input')!;
    expect(h.activeElement()).to.equal(input);
    expect(input.value).to.equal('Leeds to London');
    expect(input.maxLength).to.equal(100);
    // The prefilled name is selected: typing replaces it.
    expect([input.selectionStart, input.selectionEnd]).to.deep.equal([0, input.value.length]);
    await h.act(() => sendKeys({ type: 'Weekend trip' }));
    await press(h, 'Enter');
    await waitUntil(() => !h.dialog(), 'the dialog did not close after saving');

    const [post] = h.api.callsTo('POST', /\/routes$/);
    expect(post!.credentials).to.equal('include');
    expect(post!.body).to.deep.equal({
      name: 'Weekend trip',
      route: {
        waypoints: [
          { origin: LEEDS, description: 'Leeds' },
          { origin: LONDON, description: 'London' },
        ],
        options: { avoid_tolls: true, avoid_highways: false, corridor_radius: 10 },
      },
    });
    expect(h.status()).to.equal('Route saved as “Weekend trip”.');
    expect(h.query('[data-route-tools-status]')!.getAttribute('role')).to.equal('status');
    await waitUntil(() => h.activeElement() === save, 'focus did not return to the save button');
    expect(h.analytics.filter((event) => event.name === 'route_saved')).to.deep.equal([
      { name: 'route_saved', params: { waypoint_count: 2, avoid_tolls: true, avoid_highways: false, corridor_radius: 10 } },
    ]);
  });

  it('refuses an empty name, keeps the dialog open when saving fails, and Escape cancels', async () => {
    h = await mount();
    await openRoute(h);
    await click(h, h.query('[data-route-save]')!);
    await waitUntil(() => h.dialog()?.open, 'the save dialog did not open');
    await press(h, 'Backspace');
    await press(h, 'Enter');
    expect(h.query('[data-save-route-error]')!.textContent).to.equal('Enter a name of 1 to 100 characters.');
    expect(h.dialog()!.querySelector('input')!.getAttribute('aria-invalid')).to.equal('true');
    expect(h.api.callsTo('POST', /\/routes$/)).to.have.length(0);

    h.api.on('POST', /\/routes$/, () => ({ status: 500, body: { error: { code: 'internal_error' } } }));
    await h.act(() => sendKeys({ type: 'My route' }));
    await press(h, 'Enter');
    await waitUntil(() => h.query('[data-save-route-error="failed"]'), 'the failure was not shown');
    expect(h.query('[data-save-route-error]')!.getAttribute('role')).to.equal('alert');
    expect(h.dialog()!.open).to.equal(true);
    expect(h.dialog()!.querySelector('input')!.value).to.equal('My route');
    expect(h.status()).to.equal('');

    await press(h, 'Escape');
    await waitUntil(() => !h.dialog(), 'Escape did not close the dialog');
    await waitUntil(() => h.activeElement() === h.query('[data-route-save]'), 'focus did not return to the save button');
    expect(h.analytics.filter((event) => event.name === 'route_saved')).to.have.length(0);
  });

  it('takes the "saved" message away once the route on show is another one, not while it is the one saved', async () => {
    h = await mount();
    await openRoute(h);
    await click(h, h.query('[data-route-save]')!);
    await waitUntil(() => h.dialog()?.open, 'the save dialog did not open');
    await press(h, 'Enter');
    await waitUntil(() => !h.dialog(), 'the dialog did not close after saving');
    const saved = 'Route saved as “Leeds to London”.';
    expect(h.status()).to.equal(saved);

    // The radius changes which stations are along the route, not the route: still the one saved.
    const route = h.store.get(routeAtom);
    await h.act(() => h.store.set(setCorridorRadiusAtom, 10));
    await h.flush();
    expect(h.store.get(routeAtom)).to.equal(route);
    expect(h.status()).to.equal(saved);

    // Another destination: another route, which was not saved.
    h.maps.scriptRoute(rawRoute([LEEDS, WAKEFIELD]));
    await h.act(() => h.store.set(openRouteAtom, { ...LEEDS_TO_LONDON, stops: [LEEDS_TO_LONDON.stops[0]!, { description: 'Wakefield', location: WAKEFIELD }] }));
    await h.flush();
    await waitUntil(() => h.store.get(routeAtom) !== route && h.store.get(routeAtom) !== null, 'the new route did not come');
    expect(h.status()).to.equal('');
    expect(h.query('[data-route-tools-status]')!.getAttribute('data-route-tools-status')).to.equal('');
  });
});

describe('the saved routes panel', () => {
  let h: Harness;
  afterEach(async () => {
    await h.unmount();
  });

  it('shows a loading animation, then each route with its name and active options, and moves focus into the panel', async () => {
    h = await mount([
      savedRoute('r1', 'To work', { avoid_tolls: true, avoid_highways: false, corridor_radius: 10 }),
      // An older route: legacy names, normalised.
      savedRoute('r2', 'Old trip', { avoidHighways: true }),
      savedRoute('r3', 'Plain', {}),
    ]);
    // StrictMode mounts the panel twice: its first list request is aborted, the second one is held.
    const releases = [h.api.hold('GET', /\/routes$/), h.api.hold('GET', /\/routes$/)];
    await click(h, h.button('Saved routes')!);
    await waitUntil(() => h.query('[data-saved-routes-loading]'), 'no loading animation');
    expect(h.query('[data-saved-routes-loading] .search-spinner')).to.not.equal(null);
    expect(h.activeElement()).to.equal(h.panel());
    expect(h.button('Saved routes')!.getAttribute('aria-expanded')).to.equal('true');
    await h.act(async () => {
      for (const release of releases) release();
      await h.settle();
    });
    await waitUntil(() => names(h).length === 3, 'no list');
    expect(names(h)).to.deep.equal(['To work', 'Old trip', 'Plain']);
    const options = [...h.shadow.querySelectorAll('[data-saved-route]')].map((item) => item.querySelector('.saved-routes__options')?.textContent ?? '');
    expect(options).to.deep.equal(['Avoid tolls and 6.2 mi corridor', 'Avoid motorways', '']);
    expect(h.button('Delete route To work')).to.not.equal(null);

    const [list] = listCalls(h);
    expect(listCalls(h)).to.have.length(1);
    expect(list!.url.searchParams.get('format')).to.equal('json');
    expect(list!.url.searchParams.get('cacheBust')).to.match(/^[a-z0-9]{4,}$/);
    expect(list!.credentials).to.equal('include');
  });

  it('opens a saved route: waypoints and options replaced, the route asked for, the panel closed with focus on its button', async () => {
    h = await mount([savedRoute('r1', 'Via Wakefield', { avoid_highways: true, corridor_radius: 12 }, [LEEDS, WAKEFIELD, LONDON])]);
    h.maps.scriptRoute(rawRoute([LEEDS, WAKEFIELD, LONDON]));
    await openPanel(h);
    await click(h, h.query('[data-saved-route-open]')!);
    await h.flush();
    expect(h.store.get(modalAtom)).to.equal('none');
    expect(h.activeElement()).to.equal(h.button('Saved routes'));
    expect(h.store.get(waypointsAtom).map((waypoint) => waypoint.selection)).to.deep.equal([
      { kind: 'point', description: 'Via Wakefield 1', location: LEEDS },
      { kind: 'point', description: 'Via Wakefield 2', location: WAKEFIELD },
      { kind: 'point', description: 'Via Wakefield 3', location: LONDON },
    ]);
    expect(h.store.get(routeAvoidanceAtom)).to.deep.include({ avoidTolls: false, avoidHighways: true });
    expect(h.store.get(corridorRadiusAtom)).to.equal(12);
    await waitUntil(() => h.shadow.querySelectorAll('[data-itinerary-leg]').length === 2, 'the route was not drawn in the itinerary');
    const inputs = [...h.shadow.querySelectorAll<HTMLInputElement>('input[role="combobox"]')].map((input) => input.value);
    expect(inputs).to.deep.equal(['Via Wakefield 1', 'Via Wakefield 2', 'Via Wakefield 3']);
    expect(h.analytics.filter((event) => event.name === 'saved_route_opened')).to.deep.equal([
      { name: 'saved_route_opened', params: { waypoint_count: 3, avoid_tolls: false, avoid_highways: true, corridor_radius: 12 } },
    ]);
  });

  it('deletes a route by keyboard, reloads the list, says so and moves focus to the next route', async () => {
    h = await mount([savedRoute('r1', 'First', {}), savedRoute('r2', 'Second', {}), savedRoute('r3', 'Third', {})]);
    await openPanel(h);
    // Tab from the panel: close button, first route, its delete button.
    await press(h, 'Tab');
    await press(h, 'Tab');
    await press(h, 'Tab');
    expect(h.activeElement()).to.equal(h.button('Delete route First'));
    await press(h, 'Enter');
    await waitUntil(() => names(h).join() === 'Second,Third' && h.panel()?.dataset['savedRoutes'] === 'ready', 'the list was not reloaded');
    expect(h.api.callsTo('DELETE', /\/routes\/r1$/)).to.have.length(1);
    expect(h.api.callsTo('DELETE', /\/routes\/r1$/)[0]!.credentials).to.equal('include');
    // Loaded when it opened and again after the delete.
    expect(listCalls(h)).to.have.length(2);
    expect(h.query('[data-saved-routes-announcement]')!.textContent).to.equal('Route “First” deleted.');
    expect(h.activeElement()?.textContent).to.equal('Second');
    expect(h.analytics.filter((event) => event.name === 'saved_route_deleted')).to.deep.equal([{ name: 'saved_route_deleted', params: {} }]);

    // The last one: the empty state, focus on the panel.
    await click(h, h.button('Delete route Second')!);
    await waitUntil(() => names(h).join() === 'Third' && h.panel()?.dataset['savedRoutes'] === 'ready', 'second delete');
    await click(h, h.button('Delete route Third')!);
    await waitUntil(() => h.query('[data-saved-routes-empty]'), 'no empty state after the last delete');
    expect(h.activeElement()).to.equal(h.panel());
  });

  it('says when a delete fails and keeps the route', async () => {
    h = await mount([savedRoute('r1', 'First', {})]);
    h.api.on('DELETE', /\/routes\/[^/]+$/, () => ({ status: 500, body: {} }));
    await openPanel(h);
    await click(h, h.button('Delete route First')!);
    await waitUntil(() => h.query('[data-saved-routes-announcement]')!.textContent !== '', 'no announcement');
    expect(h.query('[data-saved-routes-announcement]')!.textContent).to.equal('The route “First” could not be deleted. Please try again.');
    expect(names(h)).to.deep.equal(['First']);
    expect(h.analytics.filter((event) => event.name === 'saved_route_deleted')).to.have.length(0);
  });

  it('shows an empty state', async () => {
    h = await mount([]);
    await openPanel(h);
    expect(h.query('[data-saved-routes-empty]')!.textContent).to.equal('You have no saved routes yet. Plan a route and save it to find it here.');
    expect(h.query('.saved-routes__list')).to.equal(null);
  });

  it('shows an error state whose retry loads the list again', async () => {
    const stored = [savedRoute('r1', 'First', {})];
    h = await mount(stored);
    h.api.on('GET', /\/routes$/, () => ({ status: 503, body: { error: { code: 'unavailable' } } }));
    await openPanel(h);
    expect(h.query('[data-saved-routes-error]')!.textContent).to.contain('Your saved routes could not be loaded.');
    expect(names(h)).to.deep.equal([]);
    h.api.on('GET', /\/routes$/, () => stored);
    await click(h, h.button('Try again')!);
    await waitUntil(() => names(h).length === 1, 'retry did not load the list');
    expect(h.activeElement()).to.not.equal(null);
    expect(h.panel()!.contains(h.activeElement())).to.equal(true);
  });

  it('closes like the other panels: Escape and the close button return focus to its button, a click outside leaves it', async () => {
    h = await mount([savedRoute('r1', 'First', {})]);
    await openPanel(h);
    await press(h, 'Escape');
    expect(h.panel()).to.equal(null);
    expect(h.activeElement()).to.equal(h.button('Saved routes'));

    await openPanel(h);
    await click(h, h.button('Close saved routes')!);
    expect(h.panel()).to.equal(null);
    expect(h.activeElement()).to.equal(h.button('Saved routes'));

    await openPanel(h);
    await click(h, h.outsideButton);
    expect(h.panel()).to.equal(null);
    expect(h.store.get(modalAtom)).to.equal('none');

    // Its button toggles it.
    await openPanel(h);
    await click(h, h.button('Saved routes')!);
    expect(h.panel()).to.equal(null);
  });
});

describe('copy link', () => {
  let h: Harness;
  afterEach(async () => {
    await h.unmount();
  });

  it('is offered while the hash holds the route, copies it and says so; a failure points to the address bar', async () => {
    h = await mount();
    const copied: string[] = [];
    h.services.clipboard = { writeText: async (text) => void copied.push(text) };
    await openRoute(h);
    expect(h.query('[data-route-copy-link]')).to.equal(null); // hash routing has not written a link
    const link = 'https://www.example.test/stations#/route/53.7997,-1.5492,Leeds/51.5072,-0.1276,London?radius=5';
    await h.act(() => h.store.set(setRouteLinkAtom, link));
    await click(h, h.query('[data-route-copy-link]')!);
    await waitUntil(() => h.status() !== '', 'nothing announced');
    expect(copied).to.deep.equal([link]);
    expect(h.status()).to.equal('The link to this route is on the clipboard.');
    expect(h.analytics.filter((event) => event.name === 'route_link_copied')).to.deep.equal([{ name: 'route_link_copied', params: { waypoint_count: 2 } }]);

    h.services.clipboard = { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) };
    await click(h, h.query('[data-route-copy-link]')!);
    await waitUntil(() => h.status() !== 'The link to this route is on the clipboard.', 'the failure was not announced');
    expect(h.status()).to.equal('The link could not be copied. You can copy it from the address bar.');
  });
});
