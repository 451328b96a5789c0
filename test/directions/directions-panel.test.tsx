import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { DirectionsPanel } from '../../src/directions/directions-panel';
import { corridorRadiusAtom, departureAtom, routeAtom, setCorridorRadiusAtom, setDepartureAtom, waypointsAtom } from '../../src/directions/directions-atoms';
import { corridorListResultsAtom, runLoadsAtom, selectedLocationAtom, selectLocationAtom } from '../../src/locations';
import type { RawRoute } from '../../src/map/route-model';
import type { RouteRequest } from '../../src/map';
import { searchStyles } from '../../src/search';
import { activeRouteAtom, backToSearchAtom, directionsViewAtom, haversineDistance, openDirectionsAtom, pendingDirectionsTargetAtom, planDirectionsToAtom, setDirectionsViewAtom, setIsMobileAtom, sidebarModeAtom, toolButtonStyles } from '../../src/shared';
import { mountInShadow, type ShadowMount } from '../helpers/mount-in-shadow';
import { station, suggestion } from '../search/helpers/fixtures';
import { createSearchContext, type SearchContextOptions, type SearchTestContext } from '../search/helpers/search-context';
import { LEEDS, LONDON } from './fixtures';

const ROUTE: RawRoute = {
  legs: [
    {
      distanceMeters: 312_000,
      durationSeconds: 3 * 3600 + 5 * 60,
      startLocation: LEEDS,
      endLocation: LONDON,
      steps: [
        { instructions: 'Turn <b>left</b> onto <img src=x onerror="window.__panelXss=1">A64', maneuver: 'TURN_LEFT', distanceMeters: 2000, durationSeconds: 240, path: [LEEDS, { lat: 53.7, lng: -1.5 }] },
        { instructions: 'Make a U-turn', maneuver: 'UTURN_LEFT', distanceMeters: 310_000, durationSeconds: 10_860, path: [{ lat: 53.7, lng: -1.5 }, LONDON] },
      ],
    },
  ],
  instructionFormat: 'html',
};

interface Harness extends SearchTestContext, ShadowMount {
  combobox(name: string): HTMLInputElement;
  button(name: string): HTMLButtonElement | null;
  activeElement(): Element | null;
  flush(ms?: number): Promise<void>;
}

function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

async function mountPanel(options: SearchContextOptions = {}): Promise<Harness> {
  const ctx = createSearchContext(options);
  ctx.maps.scriptSuggestions('Leeds', [suggestion('p-leeds', 'Leeds, UK', [{ offset: 0, length: 5 }])]);
  ctx.maps.scriptSuggestions('London', [suggestion('p-london', 'London, UK', [{ offset: 0, length: 6 }])]);
  ctx.maps.scriptSuggestions('Wakefield', [suggestion('p-wakefield', 'Wakefield, UK')]);
  ctx.api.on('GET', /\/complete$/, () => []);
  ctx.maps.scriptRoute(ROUTE);
  ctx.store.set(openDirectionsAtom);
  const mount = await mountInShadow(<DirectionsPanel />, { store: ctx.store, styles: [toolButtonStyles, searchStyles] });
  const byLabel = (name: string) => {
    const label = [...mount.shadow.querySelectorAll('label')].find((candidate) => candidate.textContent === name);
    return mount.shadow.getElementById(label?.htmlFor ?? '') as HTMLInputElement;
  };
  return {
    ...ctx,
    ...mount,
    combobox: byLabel,
    button: (name) => [...mount.shadow.querySelectorAll('button')].find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name) ?? null,
    activeElement: () => mount.shadow.activeElement,
    flush: async (ms = 250) => {
      await mount.act(async () => {
        ctx.timers.advance(ms);
        await ctx.settle();
      });
    },
  };
}

async function click(h: Harness, element: Element) {
  // The panel can be taller than the test window: bring the target into view, as a visitor would scroll.
  element.scrollIntoView({ block: 'center' });
  await h.act(() => sendMouse({ type: 'click', position: centre(element) }));
}

/** Types into a waypoint the way a visitor does and takes the first suggestion with Enter. */
async function typeAndEnter(h: Harness, name: string, text: string) {
  await click(h, h.combobox(name));
  await h.act(() => sendKeys({ type: text }));
  await h.flush();
  await h.act(() => sendKeys({ press: 'ArrowDown' }));
  await h.act(() => sendKeys({ press: 'Enter' }));
  await h.flush(0);
}

/** Leeds to London: the route most tests start from. */
async function planLeedsToLondon(h: Harness) {
  await typeAndEnter(h, 'Start', 'Leeds');
  await typeAndEnter(h, 'Destination', 'London');
}

describe('DirectionsPanel', () => {
  let h: Harness;
  afterEach(async () => {
    await h.unmount();
  });

  it('opens with back to search focused, two empty slots named Start and Destination, and the filter button', async () => {
    h = await mountPanel();
    expect(h.activeElement()?.textContent).to.equal('Back to search');
    expect(h.combobox('Start').value).to.equal('');
    expect(h.combobox('Destination').value).to.equal('');
    expect(h.shadow.querySelectorAll('input[role="combobox"]')).to.have.length(2);
    expect(h.query('[data-filters-toggle]')).to.not.equal(null);
    // Nothing to swap while both are empty; a stop can be added after the start, not after the destination.
    expect(h.button('Swap Start and Destination')?.disabled).to.equal(true);
    expect(h.button('Add a stop after Start')).to.not.equal(null);
    expect(h.button('Add a stop after Destination')).to.equal(null);
    expect(h.query('[data-waypoints-limit]')).to.equal(null);
    expect(h.query('[data-itinerary]')).to.equal(null);
  });

  it('plans a route by keyboard and shows the itinerary with totals, sanitised steps and maneuver arrows', async () => {
    h = await mountPanel();
    await typeAndEnter(h, 'Start', 'Leeds');
    expect(h.combobox('Start').value).to.equal('Leeds, UK');
    await typeAndEnter(h, 'Destination', 'London');
    await waitUntil(() => h.query('[data-itinerary]'), 'no itinerary');
    const totals = h.query('[data-itinerary-totals]')!.textContent;
    expect(totals).to.contain('3 hours and 5 minutes');
    // In the configured distance unit (the test config says miles): 312 km.
    expect(totals).to.contain('194 mi');
    expect(h.query('.itinerary__endpoints')!.textContent).to.equal('From Leeds, UK to London, UK');
    const steps = [...h.shadow.querySelectorAll('[data-itinerary-step]')];
    expect(steps).to.have.length(2);
    const first = steps[0]!.querySelector('.itinerary-step__instruction')!;
    expect(first.innerHTML).to.equal('Turn <b>left</b> onto A64');
    expect((window as { __panelXss?: number }).__panelXss).to.equal(undefined);
    // Arrows for the spec's whitelist only: turn-left yes, a U-turn no.
    expect(steps[0]!.querySelector('[data-maneuver="turn-left"] svg')).to.not.equal(null);
    expect(steps[1]!.querySelector('.itinerary-step__maneuver svg')).to.equal(null);
    expect(h.query('[data-itinerary-destination]')!.textContent).to.equal('Arrive at your destination: London, UK');
    expect(h.query<HTMLAnchorElement>('[data-directions-external]')!.href).to.contain('origin_place_id=p-leeds');
  });

  it('adds a stop (focus moves into it), swaps and removes it (focus returns to the waypoint before), with named buttons', async () => {
    h = await mountPanel();
    await planLeedsToLondon(h);
    await click(h, h.button('Add a stop after Start')!);
    await waitUntil(() => h.activeElement() === h.combobox('Stop 1'), 'focus did not move into the new stop');
    // Limit 3 reached: no add buttons at all, and a word on why.
    expect(h.shadow.querySelectorAll('[data-waypoint-add]')).to.have.length(0);
    expect(h.query('[data-waypoints-limit]')!.textContent).to.equal('A route has at most 3 waypoints: remove a stop to add another.');
    await h.act(() => sendKeys({ type: 'Wakefield' }));
    await h.flush();
    await h.act(() => sendKeys({ press: 'Enter' }));
    await h.flush(0);
    expect(h.combobox('Stop 1').value).to.equal('Wakefield, UK');

    await click(h, h.button('Swap Start and Stop 1')!);
    expect(h.combobox('Start').value).to.equal('Wakefield, UK');
    expect(h.combobox('Stop 1').value).to.equal('Leeds, UK');
    // The rows moved; focus stays on the swap button (a moved button would have dropped it to the page).
    await waitUntil(() => h.activeElement() === h.button('Swap Start and Stop 1'), 'focus did not stay on the swap button');

    await click(h, h.button('Remove Stop 1')!);
    await waitUntil(() => h.activeElement() === h.combobox('Start'), 'focus did not return to the start');
    expect(h.shadow.querySelectorAll('input[role="combobox"]')).to.have.length(2);
  });

  it('says under a waypoint when no suggestions can be had (the API down), not "no results"', async () => {
    h = await mountPanel();
    h.maps.failNext('suggest', 'unknown');
    h.api.failNext('GET', /\/complete$/);
    await click(h, h.combobox('Start'));
    await h.act(() => sendKeys({ type: 'Leeds' }));
    await h.flush();
    const start = h.combobox('Start');
    const error = h.query('[data-waypoint-error]');
    expect(error?.textContent).to.equal('Suggestions are not available right now. Please try again.');
    expect(error?.getAttribute('role')).to.equal('alert');
    expect(start.getAttribute('aria-describedby')).to.equal(error?.id);
    expect(h.shadow.textContent).to.not.include('No results');
    // Typing on asks again; an answer takes the message away.
    await h.act(() => sendKeys({ type: ' ' }));
    await h.act(() => sendKeys({ press: 'Backspace' }));
    await h.flush();
    expect(h.query('[data-waypoint-error]')).to.equal(null);
  });

  it('closes a waypoint\'s suggestions when focus leaves the search area, and Escape twice clears it', async () => {
    h = await mountPanel();
    await click(h, h.combobox('Start'));
    await h.act(() => sendKeys({ type: 'Leeds' }));
    await h.flush();
    const start = h.combobox('Start');
    expect(start.getAttribute('aria-expanded')).to.equal('true');
    await click(h, h.outsideButton);
    expect(start.getAttribute('aria-expanded')).to.equal('false');
    await click(h, start);
    await h.act(() => sendKeys({ press: 'Escape' }));
    expect(start.getAttribute('aria-expanded')).to.equal('false');
    await h.act(() => sendKeys({ press: 'Escape' }));
    expect(start.value).to.equal('');
  });

  it('Tab out of a waypoint closes its suggestions without choosing, and focus goes on past it', async () => {
    h = await mountPanel();
    await click(h, h.combobox('Start'));
    await h.act(() => sendKeys({ type: 'Leeds' }));
    await h.flush();
    const start = h.combobox('Start');
    const area = start.closest('[data-waypoint-input]')!;
    expect(start.getAttribute('aria-expanded')).to.equal('true');
    await h.act(() => sendKeys({ press: 'Tab' }));
    expect(start.getAttribute('aria-expanded')).to.equal('false');
    expect(h.activeElement() === h.button('Clear Start'), 'the clear button has focus').to.equal(true);
    expect(start.value).to.equal('Leeds');
    expect(h.store.get(waypointsAtom)[0]!.selection).to.equal(null);
    // On out of the field's area (past "my position"): the field lets go, the list stays shut.
    for (let step = 0; step < 4 && area.contains(h.activeElement()); step += 1) await h.act(() => sendKeys({ press: 'Tab' }));
    expect(area.contains(h.activeElement())).to.equal(false);
    expect(h.activeElement()).to.not.equal(null);
    expect(area.hasAttribute('data-focused')).to.equal(false);
    expect(area.querySelector<HTMLElement>('.waypoint-input__popup')!.hidden).to.equal(true);
    // A focus move elsewhere in the element while the list is open closes it too.
    await click(h, start);
    await h.act(() => sendKeys({ type: 'x' }));
    await h.act(() => sendKeys({ press: 'Backspace' }));
    await h.flush();
    expect(start.getAttribute('aria-expanded')).to.equal('true');
    await h.act(() => h.outsideButton.focus());
    expect(start.getAttribute('aria-expanded')).to.equal('false');
    expect(area.hasAttribute('data-focused')).to.equal(false);
  });

  it('clearing a waypoint with its ✕ (click, Enter or Space) puts focus into its now empty field', async () => {
    h = await mountPanel();
    for (const how of ['click', 'Enter', 'Space'] as const) {
      await typeAndEnter(h, 'Start', 'Leeds');
      expect(h.combobox('Start').value).to.equal('Leeds, UK');
      const clear = h.button('Clear Start')!;
      if (how === 'click') await click(h, clear);
      else {
        await h.act(() => sendKeys({ press: 'Tab' }));
        expect(h.activeElement() === clear, `${how}: the clear button has focus`).to.equal(true);
        await h.act(() => sendKeys({ press: how }));
      }
      expect(h.combobox('Start').value, how).to.equal('');
      expect(h.button('Clear Start'), how).to.equal(null);
      expect(h.activeElement() === h.combobox('Start'), `${how}: focus is in the start field`).to.equal(true);
    }
  });

  it('editing a chosen waypoint keeps the route until a new place is chosen; Escape closes the list, then brings the chosen place back', async () => {
    h = await mountPanel();
    await planLeedsToLondon(h);
    await waitUntil(() => h.query('[data-itinerary]'), 'no itinerary');
    const routeCalls = h.maps.callsOf('route').length;
    const destination = h.combobox('Destination');
    await click(h, destination);
    destination.select();
    await h.act(() => sendKeys({ type: 'Wakefield' }));
    await h.flush();
    expect(destination.getAttribute('aria-expanded')).to.equal('true');
    // While the visitor types a replacement, the route and its itinerary stay.
    expect(h.store.get(routeAtom)).to.not.equal(null);
    expect(h.query('[data-itinerary]')).to.not.equal(null);
    await h.act(() => sendKeys({ press: 'Escape' }));
    expect(destination.getAttribute('aria-expanded')).to.equal('false');
    expect(destination.value).to.equal('Wakefield');
    await h.act(() => sendKeys({ press: 'Escape' }));
    expect(destination.value).to.equal('London, UK');
    expect(h.store.get(waypointsAtom)[1]!.selection?.description).to.equal('London, UK');
    expect(h.query('[data-itinerary]')).to.not.equal(null);
    expect(h.maps.callsOf('route').length).to.equal(routeCalls);

    // Choosing another place replaces it (and asks for its route); emptying the field drops it.
    destination.select();
    await h.act(() => sendKeys({ type: 'Wakefield' }));
    await h.flush();
    await h.act(() => sendKeys({ press: 'Enter' }));
    await h.flush(0);
    expect(destination.value).to.equal('Wakefield, UK');
    expect(h.maps.callsOf('route').length).to.equal(routeCalls + 1);
    destination.select();
    await h.act(() => sendKeys({ press: 'Backspace' }));
    expect(destination.value).to.equal('');
    expect(h.store.get(waypointsAtom)[1]!.selection).to.equal(null);
    expect(h.store.get(routeAtom)).to.equal(null);
    // Nothing chosen any more: Escape has nothing to bring back.
    await h.act(() => sendKeys({ type: 'Lon' }));
    await h.act(() => sendKeys({ press: 'Escape' }));
    await h.act(() => sendKeys({ press: 'Escape' }));
    expect(destination.value).to.equal('');
  });

  it('leaving a chosen waypoint typed over (Tab on, a click elsewhere) brings the chosen place\'s text back; an unchosen text stays', async () => {
    h = await mountPanel();
    await planLeedsToLondon(h);
    await waitUntil(() => h.query('[data-itinerary]'), 'no itinerary');
    const destination = h.combobox('Destination');
    const area = destination.closest('[data-waypoint-input]')!;
    for (const how of ['Tab', 'click'] as const) {
      await click(h, destination);
      destination.select();
      await h.act(() => sendKeys({ type: 'Wake' }));
      await h.flush();
      if (how === 'click') await click(h, h.outsideButton);
      else for (let step = 0; step < 4 && area.contains(h.activeElement()); step += 1) await h.act(() => sendKeys({ press: 'Tab' }));
      expect(area.contains(h.activeElement()), how).to.equal(false);
      // The field says where the route goes, which never changed.
      expect(destination.value, how).to.equal('London, UK');
      expect(h.store.get(waypointsAtom)[1]!.selection?.description, how).to.equal('London, UK');
    }
    // Nothing chosen: what was typed stays for the visitor to come back to.
    await click(h, destination);
    destination.select();
    await h.act(() => sendKeys({ press: 'Backspace' }));
    await h.act(() => sendKeys({ type: 'Wake' }));
    await h.flush();
    await click(h, h.outsideButton);
    expect(destination.value).to.equal('Wake');
  });

  it('typing into a new stop keeps the route on show until a place is chosen for it', async () => {
    h = await mountPanel();
    await planLeedsToLondon(h);
    await waitUntil(() => h.query('[data-itinerary]'), 'no itinerary');
    const routeCalls = h.maps.callsOf('route').length;
    await click(h, h.button('Add a stop after Start')!);
    await waitUntil(() => h.activeElement() === h.combobox('Stop 1'), 'focus did not move into the new stop');
    await h.act(() => sendKeys({ type: 'W' }));
    await h.flush();
    // The first letter took the route, its itinerary and its stations away; now they wait for a choice.
    expect(h.store.get(routeAtom)).to.not.equal(null);
    expect(h.query('[data-itinerary]')).to.not.equal(null);
    expect(h.maps.callsOf('route').length).to.equal(routeCalls);
    // Left unchosen (Tab on): the route still stands.
    await h.act(() => sendKeys({ press: 'Tab' }));
    expect(h.store.get(routeAtom)).to.not.equal(null);
    await click(h, h.combobox('Stop 1'));
    await h.act(() => sendKeys({ type: 'akefield' }));
    await h.flush();
    await h.act(() => sendKeys({ press: 'ArrowDown' }));
    await h.act(() => sendKeys({ press: 'Enter' }));
    await h.flush(0);
    expect(h.maps.callsOf('route').length).to.equal(routeCalls + 1);
    expect((h.maps.callsOf('route').at(-1)!.argument as RouteRequest).waypoints.map((waypoint) => waypoint.label)).to.deep.equal(['Leeds, UK', 'Wakefield, UK', 'London, UK']);
  });

  it('"route to here" from a station opened in directions mode plans from the chosen start to the station at once, focus at the top', async () => {
    h = await mountPanel();
    await planLeedsToLondon(h);
    await waitUntil(() => h.query('[data-itinerary]'), 'no itinerary');
    const routeCalls = h.maps.callsOf('route').length;
    const oxford = { lat: 51.75, lng: -1.25 };
    // What the info window's button asks for: its origin is the search's place, not the route's start.
    await h.act(() =>
      h.store.set(planDirectionsToAtom, {
        destination: { description: 'BP Oxford Road', location: oxford, station: { resource: 'locations', id: '7' } },
        origin: { description: 'Wakefield, UK', location: { lat: 53.683, lng: -1.499 } },
      }),
    );
    await h.flush(0);
    expect(h.maps.callsOf('route').length).to.equal(routeCalls + 1);
    expect((h.maps.callsOf('route').at(-1)!.argument as RouteRequest).waypoints).to.deep.equal([
      { label: 'Leeds, UK', placeId: 'p-leeds' },
      { label: 'BP Oxford Road', location: oxford },
    ]);
    expect(h.combobox('Start').value).to.equal('Leeds, UK');
    expect(h.combobox('Destination').value).to.equal('BP Oxford Road');
    expect(h.activeElement()?.textContent).to.equal('Back to search');
    // Taken at once, not left for the next opening of directions mode (it replaced the route planned then).
    expect(h.store.get(pendingDirectionsTargetAtom)).to.equal(null);
  });

  it('a new empty stop has no letter, so the list\'s letters stay those of the route\'s markers on the map', async () => {
    h = await mountPanel();
    await planLeedsToLondon(h);
    await waitUntil(() => h.query('[data-itinerary]'), 'no itinerary');
    const letters = () => [...h.shadow.querySelectorAll('.waypoints__marker')].map((marker) => marker.textContent);
    expect(letters()).to.deep.equal(['A', 'B']);
    await click(h, h.shadow.querySelector<HTMLButtonElement>('[data-waypoint-add]')!);
    expect(letters()).to.deep.equal(['A', '', 'B']);
    expect(h.store.get(activeRouteAtom)!.markers.map((marker) => marker.label)).to.deep.equal(['A', 'B']);
  });

  it('shows the failure when no route can be found', async () => {
    h = await mountPanel();
    h.maps.scriptRoute(null);
    await planLeedsToLondon(h);
    await waitUntil(() => h.query('[data-directions-error]'), 'no error shown');
    expect(h.query('[data-directions-error]')!.textContent).to.contain('The route could not be calculated.');
    expect(h.query('[data-itinerary]')).to.equal(null);
  });

  it('says so when start and destination are the same place, with no itinerary, no stations and no Retry', async () => {
    h = await mountPanel();
    h.maps.scriptRoute({
      legs: [{ distanceMeters: 0, durationSeconds: 0, startLocation: LEEDS, endLocation: LEEDS, steps: [{ instructions: 'Arrive', maneuver: 'STRAIGHT', distanceMeters: 0, durationSeconds: 0, path: [LEEDS, LEEDS] }] }],
      instructionFormat: 'html',
    });
    await typeAndEnter(h, 'Start', 'Leeds');
    await typeAndEnter(h, 'Destination', 'Leeds');
    await waitUntil(() => h.query('[data-directions-error]'), 'no error shown');
    expect(h.query('[data-directions-error]')!.getAttribute('data-directions-error')).to.equal('same_place');
    expect(h.query('[data-directions-error]')!.textContent).to.equal('The route could not be calculated. Start and destination are the same place. Choose another destination.');
    expect(h.query('[data-directions-retry]')).to.equal(null);
    expect(h.query('[data-itinerary]')).to.equal(null);
    expect(h.store.get(activeRouteAtom)).to.equal(null);
  });

  it('a route that failed (the service, not the roads) offers to try again, which asks for it again', async () => {
    h = await mountPanel();
    h.maps.failNext('route', 'network');
    await planLeedsToLondon(h);
    await waitUntil(() => h.query('[data-directions-retry]'), 'no retry offered');
    const calls = h.maps.callsOf('route').length;
    await click(h, h.query<HTMLButtonElement>('[data-directions-retry]')!);
    await h.flush(0);
    await waitUntil(() => h.query('[data-itinerary]'), 'no itinerary after trying again');
    expect(h.maps.callsOf('route').length).to.equal(calls + 1);
    expect(h.query('[data-directions-retry]') === null).to.equal(true);
    // No road between them: trying again would not help, so it is not offered.
    await h.unmount();
    h = await mountPanel();
    h.maps.scriptRoute(null);
    await planLeedsToLondon(h);
    await waitUntil(() => h.query('[data-directions-error]'), 'no error shown');
    expect(h.query('[data-directions-retry]') === null).to.equal(true);
  });

  it('on mobile, the map view hides the itinerary; off mobile the view falls back to the itinerary', async () => {
    h = await mountPanel();
    await planLeedsToLondon(h);
    await waitUntil(() => h.query('[data-itinerary]'), 'no itinerary');
    await h.act(() => {
      h.store.set(setIsMobileAtom, true);
      h.store.set(setDirectionsViewAtom, 'map');
    });
    expect(h.query('[data-itinerary]')).to.equal(null);
    await h.act(() => h.store.set(setIsMobileAtom, false));
    expect(h.store.get(directionsViewAtom)).to.equal('itinerary');
    expect(h.query('[data-itinerary]')).to.not.equal(null);
  });

  it('leaving directions mode resets the route and restores two empty waypoint slots', async () => {
    h = await mountPanel();
    await typeAndEnter(h, 'Start', 'Leeds');
    await click(h, h.button('Add a stop after Start')!);
    expect(h.store.get(waypointsAtom)).to.have.length(3);
    await click(h, h.query('[data-directions-back]')!);
    expect(h.store.get(sidebarModeAtom)).to.equal('search');
    await h.unmount();
    const waypoints = h.store.get(waypointsAtom);
    expect(waypoints).to.have.length(2);
    expect(waypoints.every((waypoint) => waypoint.selection === null)).to.equal(true);
    h = await mountPanel(); // afterEach unmounts this one
  });
});

describe('DirectionsPanel: station details and the mode (issue 47)', () => {
  let h: Harness;
  afterEach(async () => {
    await h.unmount();
  });

  it('entering directions mode closes a station\'s details, and so does leaving it', async () => {
    h = await mountPanel();
    h.api.on('GET', /\/api\/v2\/locations\/7$/, () => station('7', 53.5, -1.4, 0));
    const select = () => h.act(() => h.store.set(selectLocationAtom, { resource: 'locations', id: '7' }).then(() => h.api.settle()));
    // Details opened in directions mode (a station along the route): "Back to search" closes them.
    await select();
    expect(h.store.get(selectedLocationAtom)?.location.id).to.equal('7');
    await click(h, h.query('[data-directions-back]')!);
    await h.unmount(); // what the shell does as the mode goes back to search
    expect(h.store.get(selectedLocationAtom)).to.equal(null);
    // Details opened in search mode, then "Route": directions mode opens with them closed.
    await select();
    expect(h.store.get(selectedLocationAtom)?.location.id).to.equal('7');
    h.store.set(openDirectionsAtom);
    const again = await mountInShadow(<DirectionsPanel />, { store: h.store, styles: [toolButtonStyles, searchStyles] });
    h = { ...h, ...again };
    expect(h.store.get(selectedLocationAtom)).to.equal(null);
  });

  it('opened by the browser\'s Forward (focus: false), the panel leaves the focus where it is', async () => {
    h = await mountPanel();
    expect(h.activeElement()?.textContent, 'opened by its button: focus at the top').to.equal('Back to search');
    await h.unmount();
    (document.activeElement as HTMLElement | null)?.blur();
    h.store.set(openDirectionsAtom, { focus: false });
    const again = await mountInShadow(<DirectionsPanel />, { store: h.store, styles: [toolButtonStyles, searchStyles] });
    h = { ...h, ...again };
    expect(again.shadow.activeElement?.textContent ?? null).to.equal(null);
  });

  it('"route to here" closes the details too, and the station is the destination', async () => {
    h = await mountPanel();
    h.api.on('GET', /\/api\/v2\/locations\/7$/, () => station('7', 53.5, -1.4, 0));
    await h.act(() => h.store.set(selectLocationAtom, { resource: 'locations', id: '7' }).then(() => h.api.settle()));
    await h.act(() => h.store.set(planDirectionsToAtom, { destination: { description: 'BP Seven', location: { lat: 53.5, lng: -1.4 }, station: { resource: 'locations', id: '7' } }, origin: null }));
    await h.flush(0);
    expect(h.store.get(selectedLocationAtom)).to.equal(null);
    expect(h.store.get(waypointsAtom).at(-1)!.selection).to.deep.include({ kind: 'location', resource: 'locations', id: '7' });
  });
});

describe('DirectionsPanel: stations along the route', () => {
  let h: Harness;
  afterEach(async () => {
    await h.unmount();
  });

  const stationAt = (id: string, along: number, off: number, name = `Station ${id}`) => ({
    ...station(id, 53, -1.5, 0),
    name,
    distance_along_route: along,
    distance_from_route: off,
  });

  async function planWithCorridor(h: Harness, locations: unknown[], total = locations.length) {
    h.api.on('POST', /\/locations\/along_corridor$/, (call) =>
      (call.body as { order?: string }).order === 'route'
        ? { status: 200, body: { locations, clusters: [], total }, headers: { 'X-Total-Count': String(total) } }
        : { locations: [], clusters: [] },
    );
    h.api.on('POST', /\/non_matching_locations\/along_corridor$/, () => ({ locations: [], clusters: [] }));
    await planLeedsToLondon(h);
    await h.act(async () => {
      await h.store.set(runLoadsAtom);
      await h.api.settle();
    });
    await click(h, h.query('[data-show-stations]')!);
  }

  it('lists the corridor in route order with distances along and off the route; selecting opens the station', async () => {
    h = await mountPanel();
    await planWithCorridor(h, [stationAt('b', 80_000, 500, 'BP Sheffield'), stationAt('a', 2_000, 1_200, 'Esso Leeds'), stationAt('c', 250_000, 0, 'Shell London')]);
    expect(h.query('[data-show-stations]')!.textContent).to.equal('Stations (3)');
    const names = [...h.shadow.querySelectorAll('.corridor-list__items .location-item__name')].map((node) => node.textContent);
    expect(names).to.deep.equal(['Esso Leeds', 'BP Sheffield', 'Shell London']);
    expect(h.query('.corridor-list__items .location-item__distance')!.textContent).to.equal('1.24 mi along the route, 0.75 mi off it');
    expect(h.query('[data-corridor-count]')!.textContent).to.equal('3 stations, first to last along the route');
    h.api.on('GET', /\/api\/v2\/locations\/b$/, () => stationAt('b', 80_000, 500, 'BP Sheffield'));
    await click(h, h.shadow.querySelectorAll('.corridor-list__items .location-item__select')[1]!);
    await h.act(() => h.api.settle());
    expect(h.store.get(selectedLocationAtom)?.location.id).to.equal('b');
    expect(h.analytics.filter((event) => event.name === 'corridor_station_selected').map((event) => event.params)).to.deep.equal([{ resource: 'locations', id: 'b', position: 2 }]);
  });

  it('renders the first screen\'s stations along the route at once and the rest after the frame that shows them, busy meanwhile', async () => {
    h = await mountPanel();
    const many = Array.from({ length: 60 }, (_, i) => stationAt(`s${i}`, 1_000 * (i + 1), 100));
    // Frames held back: the click's render commits the first stations, and the rest waits for their frame.
    const held: FrameRequestCallback[] = [];
    const frames = Object.getOwnPropertyDescriptor(window, 'requestAnimationFrame')!;
    window.requestAnimationFrame = (callback) => held.push(callback);
    const items = () => h.shadow.querySelectorAll('.corridor-list__items > li').length;
    try {
      await planWithCorridor(h, many);
      expect(items(), 'the first screen\'s stations').to.be.within(3, 8);
      expect(h.query('[data-corridor-list]')!.getAttribute('aria-busy')).to.equal('true');
    } finally {
      Object.defineProperty(window, 'requestAnimationFrame', frames);
    }
    await h.act(async () => {
      for (const callback of held.splice(0)) callback(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await h.waitFor(() => items() === 60, 'the rest, after the frame');
    expect(h.query('[data-corridor-list]')!.getAttribute('aria-busy')).to.equal('false');
  });

  it('"add as stop" inserts the station into its leg and asks for the route again; at the limit it says why it is not offered', async () => {
    h = await mountPanel();
    await planWithCorridor(h, [stationAt('a', 2_000, 1_200, 'Esso Leeds'), stationAt('b', 80_000, 500, 'BP Sheffield')]);
    const before = h.maps.callsOf('route').length;
    await click(h, h.shadow.querySelectorAll<HTMLButtonElement>('[data-add-stop]')[1]!);
    expect(h.store.get(waypointsAtom).map((waypoint) => waypoint.selection?.description)).to.deep.equal(['Leeds, UK', 'BP Sheffield', 'London, UK']);
    await h.flush(0);
    expect(h.maps.callsOf('route').length).to.equal(before + 1);
    expect(h.analytics.filter((event) => event.name === 'stop_added').map((event) => event.params)).to.deep.equal([{ resource: 'locations', id: 'b', leg: 1 }]);
    // Three waypoints is the limit: no more add buttons, and one note says why.
    await click(h, h.query('[data-show-stations]')!);
    expect(h.shadow.querySelectorAll('[data-add-stop]')).to.have.length(0);
    expect(h.query('[data-corridor-limit]')!.textContent).to.equal('A route has at most 3 waypoints: remove a stop to add a station.');
  });

  it('Enter on "add as stop" moves focus into the new stop\'s field (the list reloads for the new route)', async () => {
    h = await mountPanel();
    await planWithCorridor(h, [stationAt('a', 2_000, 1_200, 'Esso Leeds'), stationAt('b', 80_000, 500, 'BP Sheffield')]);
    const add = h.shadow.querySelectorAll<HTMLButtonElement>('[data-add-stop]')[1]!;
    expect(add.getAttribute('aria-label')).to.equal('Add as stop: BP Sheffield');
    add.scrollIntoView({ block: 'center' });
    add.focus();
    await h.act(() => sendKeys({ press: 'Enter' }));
    await h.flush(0);
    await waitUntil(() => h.activeElement() === h.combobox('Stop 1'), 'focus did not move into the new stop');
    expect(h.combobox('Stop 1').value).to.equal('BP Sheffield');
    expect(h.combobox('Stop 1').getAttribute('aria-expanded')).to.equal('false');
    // The caret at the start, so the name shows from its first letter.
    expect([h.combobox('Stop 1').selectionStart, h.combobox('Stop 1').selectionEnd]).to.deep.equal([0, 0]);
  });

  it('says when the corridor is empty and offers a wider radius; says when the list is capped', async () => {
    h = await mountPanel();
    await planWithCorridor(h, []);
    // The British locator's default: the configured 5 km, labelled in miles.
    expect(h.query('[data-corridor-empty]')!.textContent).to.contain('No station within 3.1 mi of the route. Search within 6.2 mi');
    await click(h, h.query('[data-corridor-wider]')!);
    expect(h.store.get(corridorRadiusAtom)).to.equal(10);
    await h.unmount();
    h = await mountPanel();
    await planWithCorridor(h, [stationAt('a', 2_000, 1_200)], 734);
    expect(h.query('[data-corridor-count]')!.textContent).to.contain('The first 1 of 734 stations along the route.');
  });

  it('reads a route link’s 5 km in miles to a tenth, in the offer too', async () => {
    h = await mountPanel();
    await h.act(() => h.store.set(setCorridorRadiusAtom, 5));
    await planWithCorridor(h, []);
    expect(h.query('[data-corridor-empty]')!.textContent).to.contain('No station within 3.1 mi of the route. Search within 6.2 mi');
  });

  /** A station of the route's list as the API answers with `arrival`. */
  const onArrival = (
    id: string,
    name: string,
    along: number,
    detour: { seconds: number; metres: number; method: 'router' | 'estimate' },
    arrival: { eta: string; open_status: string; next_open_status_change?: string | null; previous_open_status_change?: string | null },
    e10: number | null,
  ) => ({
    ...stationAt(id, along, 300, name),
    detour,
    arrival: { next_open_status_change: null, previous_open_status_change: null, ...arrival },
    prices: e10 === null ? {} : { E10: e10 },
    prices_updated_at: '2026-02-18T09:12:00Z',
  });

  const SUNDAY_NIGHT = [
    onArrival('a', 'Esso Leeds', 2_000, { seconds: 420, metres: 6_000, method: 'estimate' }, { eta: '2026-02-22T23:35:00+00:00', open_status: 'closed', next_open_status_change: '2026-02-23T06:00:00+00:00', previous_open_status_change: '2026-02-22T22:00:00+00:00' }, 139.9),
    { ...onArrival('b', 'Shell Woodall', 40_000, { seconds: 0, metres: 0, method: 'router' }, { eta: '2026-02-23T00:10:00+00:00', open_status: 'twenty_four_hour' }, 159.9), open_status: 'twenty_four_hour' },
    onArrival('c', 'BP Sheffield', 80_000, { seconds: 360, metres: 4_200, method: 'router' }, { eta: '2026-02-23T00:40:00+00:00', open_status: 'closed', previous_open_status_change: '2026-02-23T00:25:00+00:00', next_open_status_change: '2026-02-23T07:00:00+00:00' }, 158.9),
    onArrival('d', 'Tesco Nottingham', 120_000, { seconds: 60, metres: 900, method: 'router' }, { eta: '2026-02-23T01:05:00+00:00', open_status: 'open', next_open_status_change: '2026-02-23T02:00:00+00:00' }, null),
  ];

  it('shows each station\'s status on arrival, its detour, its price with its age and what the stop saves', async () => {
    h = await mountPanel();
    // Leaving on Sunday at 23:20: the stations reached after midnight name the day.
    await h.act(() => h.store.set(setDepartureAtom, '2026-02-22T23:20:00.000Z'));
    await planWithCorridor(h, SUNDAY_NIGHT);
    const item = (id: string) => h.query(`.corridor-list__items [data-location-id="${id}"]`)!;
    const text = (id: string, selector: string) => item(id).querySelector(selector)?.textContent ?? null;
    expect(text('a', '.corridor-station__arrival')).to.equal('Closed at 23:35, opens Mon 06:00');
    expect(text('a', '.corridor-station__detour')).to.equal('Detour about +7 min, +3.73 mi');
    // Its status line says "Open 24 hours"; the arrival line does not say it again.
    expect(text('b', '.corridor-station__arrival')).to.equal('Open when you arrive (about Mon 00:10)');
    expect(item('b').textContent.split('Open 24 hours').length - 1).to.equal(1);
    expect(text('b', '.corridor-station__detour')).to.equal('On the route: no detour');
    expect(text('c', '.corridor-station__arrival')).to.equal('Closes 15 minutes before you arrive (about Mon 00:40)');
    expect(text('c', '.corridor-station__detour')).to.equal('Detour +6 min, +2.61 mi');
    expect(text('d', '.corridor-station__arrival')).to.equal('Open when you arrive (about Mon 01:05)');
    // Prices at E10 (no fuel filter, none chosen) against the dearest on the route, 159.9 p, 40 l at
    // 7 l/100 km, said in the miles locator's mpg.
    expect(h.query('[data-worth-basis]')!.textContent).to.equal(
      'Savings on 40 l of Unleaded (E10) against the dearest current price on the route (159.9 p/l at Shell Woodall, 18 Feb), detour at 40.4 mpg. Only prices from the last 48 hours count.',
    );
    expect(text('a', '.corridor-station__price')).to.equal('Unleaded (E10) 139.9 p/l (price from 18 Feb)');
    // (159.9 − 139.9) × 40 = 800 p, less 6 km × 0.07 l × 139.9 p = 58.758 p: £7.41.
    expect(text('a', '.corridor-station__worth')).to.equal('saves £7.41');
    expect(text('b', '.corridor-station__worth')).to.equal('saves nothing');
    // (159.9 − 158.9) × 40 = 40 p, less 4.2 km × 0.07 × 158.9 = 46.7 p: the detour costs 6.7 p more.
    expect(item('c').querySelector('[data-not-worth-it]')!.textContent).to.equal('Not worth it: the detour costs £0.07 more than it saves');
    expect(item('d').querySelector('.corridor-station__price')).to.equal(null);
  });

  describe('old prices (issue 47: older than prices.maxAgeHours, default 48 hours)', () => {
    const datedAt = (id: string, at: string) => (station: (typeof SUNDAY_NIGHT)[number]) => (station.id === id ? { ...station, prices_updated_at: at } : station);

    it('an old price shows its full date and "may be out of date", makes no saving and is not the reference', async () => {
      h = await mountPanel();
      // Shell Woodall, the dearest, reported its price eight days ago.
      await planWithCorridor(h, SUNDAY_NIGHT.map(datedAt('b', '2026-02-10T09:12:00Z')));
      const item = (id: string) => h.query(`.corridor-list__items [data-location-id="${id}"]`)!;
      expect(item('b').querySelector('.corridor-station__price')!.textContent).to.equal('Unleaded (E10) 159.9 p/l (price from 10 Feb 2026, may be out of date)');
      expect(item('b').querySelector('.corridor-station__price')!.hasAttribute('data-price-old')).to.equal(true);
      expect(item('b').querySelector('.corridor-station__worth')).to.equal(null);
      // The reference is now BP Sheffield's 158.9: (158.9 − 139.9) × 40 = 760 p, less 58.758 p: £7.01.
      expect(h.query('[data-worth-basis]')!.textContent).to.contain('(158.9 p/l at BP Sheffield, 18 Feb)');
      expect(item('a').querySelector('.corridor-station__worth')!.textContent).to.equal('saves £7.01');
    });

    it('with no current price on the route (the demo data), no saving anywhere and a line that says why', async () => {
      h = await mountPanel();
      await planWithCorridor(h, SUNDAY_NIGHT.map((station) => ({ ...station, prices_updated_at: '2025-11-18T09:12:00Z' })));
      expect(h.query('[data-worth-basis]')).to.equal(null);
      expect(h.query('[data-no-current-prices]')!.textContent).to.equal('No price on this route is from the last 48 hours: no savings are worked out.');
      expect(h.shadow.querySelectorAll('.corridor-station__worth')).to.have.length(0);
      expect(h.query('.corridor-list__items [data-location-id="a"] .corridor-station__price')!.textContent).to.equal(
        'Unleaded (E10) 139.9 p/l (price from 18 Nov 2025, may be out of date)',
      );
    });

    it('the age is the config’s prices.maxAgeHours', async () => {
      h = await mountPanel({ remote: { prices: { maxAgeHours: 24 * 30 } } });
      await planWithCorridor(h, SUNDAY_NIGHT.map(datedAt('b', '2026-02-10T09:12:00Z')));
      expect(h.query('[data-worth-basis]')!.textContent).to.contain('(159.9 p/l at Shell Woodall, 10 Feb)').and.contain('last 720 hours');
    });
  });

  describe('detours from the route matrix on a Google route (directions.detourMatrix)', () => {
    /** Straight lines × 1.3 at 15 m/s: a road network for the fake. */
    const roads = (origin: { lat: number; lng: number }, destination: { lat: number; lng: number }) => {
      const metres = haversineDistance(origin, destination) * 1.3;
      return { seconds: metres / 15, metres };
    };
    const ESTIMATED = [
      onArrival('a', 'Esso Leeds', 2_000, { seconds: 420, metres: 6_000, method: 'estimate' }, { eta: '2026-02-22T23:35:00+00:00', open_status: 'open' }, 139.9),
      onArrival('m', 'Woolley Edge services', 20_000, { seconds: 0, metres: 0, method: 'estimate' }, { eta: '2026-02-22T23:50:00+00:00', open_status: 'open' }, 159.9),
      onArrival('b', 'BP Sheffield', 80_000, { seconds: 360, metres: 4_200, method: 'estimate' }, { eta: '2026-02-23T00:40:00+00:00', open_status: 'open' }, 158.9),
      onArrival('c', 'Tesco Nottingham', 120_000, { seconds: 60, metres: 900, method: 'estimate' }, { eta: '2026-02-23T01:05:00+00:00', open_status: 'open' }, 149.9),
    ].map((location) => (location.id === 'm' ? { ...location, is_motorway: true } : location));
    const detourText = (id: string) => h.query(`.corridor-list__items [data-location-id="${id}"] .corridor-station__detour`)?.textContent ?? null;

    it('costs the first stations (up to maxStations) with one 2 × 2 matrix each and shows them without "about"; motorway services keep the API figure', async () => {
      h = await mountPanel({ remote: { directions: { detourMatrix: { enabled: true, maxStations: 2 } } } });
      h.maps.scriptMatrix(roads);
      await planWithCorridor(h, ESTIMATED);
      await h.act(() => h.settle());
      const calls = h.maps.callsOf('matrix').map((call) => call.argument as { origins: unknown[]; destinations: unknown[] });
      expect(calls.map((call) => [call.origins.length, call.destinations.length])).to.deep.equal([
        [2, 2],
        [2, 2],
      ]);
      expect(detourText('a')).to.match(/^Detour \+\d+ min, \+[\d.]+ mi$/);
      expect(detourText('b')).to.match(/^Detour \+\d+ min, \+[\d.]+ mi$/);
      // Beyond the cap: still the API's estimate.
      expect(detourText('c')).to.equal('Detour about +1 min, +0.56 mi');
      expect(detourText('m')).to.equal('On the route: no detour');
      // The list reloading (a wider radius) asks for nothing already costed.
      await h.act(async () => {
        h.store.set(setCorridorRadiusAtom, 10);
      });
      await h.flush();
      await h.act(() => h.settle());
      expect(h.maps.callsOf('matrix')).to.have.length(2);
      expect(detourText('a')).to.not.contain('about');
    });

    it('is off by default: no matrix call, the estimates stay', async () => {
      h = await mountPanel();
      h.maps.scriptMatrix(roads);
      await planWithCorridor(h, ESTIMATED);
      await h.act(() => h.settle());
      expect(h.maps.callsOf('matrix')).to.deep.equal([]);
      expect(detourText('a')).to.equal('Detour about +7 min, +3.73 mi');
    });

    it('a failing matrix keeps the estimates and is logged once; answers for a route no longer on show are dropped', async () => {
      h = await mountPanel({ remote: { directions: { detourMatrix: { enabled: true, maxStations: 10 } } } });
      h.maps.scriptMatrix(roads).failNext('matrix', 'quota');
      await planWithCorridor(h, ESTIMATED);
      await h.act(() => h.settle());
      expect(detourText('a')).to.equal('Detour about +7 min, +3.73 mi');
      expect(h.logger.entries.filter((entry) => entry.message.includes('route matrix'))).to.have.length(1);
      await h.unmount();

      h = await mountPanel({ remote: { directions: { detourMatrix: { enabled: true, maxStations: 10 } } } });
      h.maps.scriptMatrix(roads);
      const release = h.maps.holdNext('matrix');
      await planWithCorridor(h, ESTIMATED);
      // The visitor leaves directions mode before Google answers.
      await h.act(async () => {
        h.store.set(backToSearchAtom);
        release();
        await h.settle();
      });
      expect(h.store.get(corridorListResultsAtom)['locations']?.locations.every((location) => location.detour?.method !== 'matrix') ?? true).to.equal(true);
    });
  });

  it('orders by detour and filters to the stations open on arrival, announcing each change, with an empty state', async () => {
    h = await mountPanel();
    await planWithCorridor(h, SUNDAY_NIGHT);
    const names = () => [...h.shadow.querySelectorAll('.corridor-list__items .location-item__name')].map((node) => node.textContent);
    const count = () => h.query('[role="status"] [data-corridor-count]')!.textContent;
    expect(names()).to.deep.equal(['Esso Leeds', 'Shell Woodall', 'BP Sheffield', 'Tesco Nottingham']);

    // By keyboard: focus the order control, pick "By detour".
    const order = h.query<HTMLSelectElement>('[data-corridor-order]')!;
    expect(h.shadow.querySelector(`label[for="${order.id}"]`)!.textContent).to.equal('Order');
    order.focus();
    await h.act(() => sendKeys({ press: 'ArrowDown' }));
    expect(order.value).to.equal('detour');
    expect(names()).to.deep.equal(['Shell Woodall', 'Tesco Nottingham', 'BP Sheffield', 'Esso Leeds']);
    expect(count()).to.equal('4 stations, least detour first');

    const openOnly = h.query<HTMLInputElement>('[data-corridor-open-only]')!;
    openOnly.focus();
    await h.act(() => sendKeys({ press: 'Space' }));
    expect(names()).to.deep.equal(['Shell Woodall', 'Tesco Nottingham']);
    expect(count()).to.equal('2 of 4 stations open when you arrive');
    await h.act(() => sendKeys({ press: 'Space' }));
    expect(names()).to.have.length(4);

    // Only closed stations: the filter hides all, says so, and offers them back.
    await h.unmount();
    h = await mountPanel();
    await planWithCorridor(h, [SUNDAY_NIGHT[0], SUNDAY_NIGHT[2]]);
    await click(h, h.query('[data-corridor-open-only]')!);
    expect(h.shadow.querySelectorAll('.corridor-list__items .location-item')).to.have.length(0);
    const empty = h.query('[data-corridor-open-empty]')!;
    expect(empty.textContent).to.contain('None of these stations is open when you arrive.');
    await click(h, empty.querySelector('button')!);
    expect(h.shadow.querySelectorAll('.corridor-list__items .location-item')).to.have.length(2);
  });

  it('departure by keyboard: leaving now follows the clock; a chosen day and time reloads the list with it; "leave now" goes back', async () => {
    h = await mountPanel();
    await planWithCorridor(h, SUNDAY_NIGHT);
    const listCalls = () => h.api.callsTo('POST', /\/locations\/along_corridor$/).filter((call) => (call.body as { order?: string }).order === 'route');
    const departureOf = (call: { body: unknown }) => (call.body as { arrival: { departure: string } }).arrival.departure;
    const input = h.query<HTMLInputElement>('[data-departure-input]')!;
    expect(h.shadow.querySelector(`label[for="${input.id}"]`)!.textContent).to.equal('Departure');
    expect(h.query('[data-departure-now]')!.textContent).to.equal('Leaving now');
    expect(departureOf(listCalls()[0]!)).to.equal(new Date(Date.UTC(2026, 1, 18, 12, 0)).toISOString());
    const shownNow = input.value;
    expect(Date.parse(shownNow)).to.be.closeTo(h.timers.now(), 60_000);

    // Keyboard: the field's first part goes up by one (a day or a month, by the browser's locale).
    input.focus();
    await h.act(() => sendKeys({ press: 'ArrowUp' }));
    await h.flush(600);
    const chosen = h.store.get(departureAtom);
    expect(chosen).to.not.equal(null);
    expect(Date.parse(chosen!)).to.be.above(h.timers.now());
    expect(h.query('[data-departure-now]')).to.equal(null);
    await h.act(async () => {
      await h.store.set(runLoadsAtom);
      await h.api.settle();
    });
    expect(departureOf(listCalls()[listCalls().length - 1]!)).to.equal(chosen);

    const reset = h.query<HTMLButtonElement>('[data-departure-reset]')!;
    expect(reset.textContent).to.equal('Leave now');
    reset.focus();
    await h.act(() => sendKeys({ press: 'Enter' }));
    expect(h.store.get(departureAtom)).to.equal(null);
    expect(h.query('[data-departure-now]')).to.not.equal(null);
  });
});
