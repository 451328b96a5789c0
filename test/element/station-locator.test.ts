// First: React finds the commit counter as it loads.
import { reactCommits } from '../helpers/react-commits';
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { StationLocatorElement } from '../../src';
import { FIRST_VIEW_WAIT_MS } from '../../src/app';
import type { ConfigOverride } from '../../src/config';
import { loadViewPlanner } from '../../src/map';
import { loadCountries, type LocatorServices } from '../../src/shared';
import { deferred } from '../helpers/deferred';
import { createFakeTimers } from '../helpers/fake-timers';
import { sliceEndsAfter } from '../helpers/render-slices';
import { mountLocator, settle, shadowOf, waitForShadow } from '../helpers/mount-locator';
import { jsonResponse, testServices, validRemoteConfig } from '../helpers/services';
import { ABERDEEN_STATIONS, at } from '../locations/fixtures/stations';

const okServices = () => testServices(() => jsonResponse(validRemoteConfig()));
/** The config requests (the map's first view asks the API too, as soon as the config is in). */
const configCalls = (services: ReturnType<typeof testServices>) => services.fetch.calls.filter((call) => call.url.includes('/config/published/'));

describe('<station-locator>', () => {
  it('is defined once, from the side-effect entry, with an open shadow root', async () => {
    expect(customElements.get('station-locator')).to.equal(StationLocatorElement);
    await import('../../src/station-locator'); // a second import must not throw
    const element = mountLocator({ attributes: { resource: 'bp-uk' }, services: okServices() });
    expect(element).to.be.instanceOf(StationLocatorElement);
    expect(element.shadowRoot?.mode).to.equal('open');
  });

  it('renders nothing until the config has loaded, then the shell', async () => {
    const held = deferred<Response>();
    const services = testServices(() => held.promise);
    const element = mountLocator({ attributes: { resource: 'bp-uk', 'config-env': 'uat', locale: 'en-GB' }, services });
    await settle();
    expect(shadowOf(element).childElementCount).to.equal(0);
    expect(services.fetch.calls[0]?.url).to.equal('https://host.example/config/published/bp-uk/uat/en_GB.json');
    held.resolve(jsonResponse(validRemoteConfig()));
    const shell = await waitForShadow(element, '[data-testid="shell"]');
    expect(shell.querySelector('[part="sidebar"]')?.getAttribute('aria-label')).to.equal('Search and results');
    // The sidebar's content follows the shell's first commit (the map's first view is planned in it).
    for (const slot of ['search-panel', 'nearest-list', 'map-area']) {
      expect(await waitForShadow(element, `[data-slot="${slot}"]`), slot).to.exist;
    }
  });

  it('on desktop without a view in the URL, the first view asks for its stations before the sidebar content renders, which follows while they load', async () => {
    // The element is wider than the mobile breakpoint; the map starts at the country's box (no hash).
    // The plan's lazy chunks (the planner, the country table) are in, as the element's preloads have them
    // as a rule: from the dev server, on a busy machine, they came after the sidebar's content.
    await Promise.all([loadCountries(), loadViewPlanner()]);
    const searchPanelAtFirstCall: boolean[] = [];
    const services = testServices((url) => {
      if (url.includes('/config/published/')) return jsonResponse(validRemoteConfig());
      const element = document.querySelector('station-locator');
      searchPanelAtFirstCall.push(Boolean(element?.shadowRoot?.querySelector('[data-slot="search-panel"]')));
      return new Promise<Response>(() => {}); // the answers stay on their way
    });
    const element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'en_GB' }, services });
    element.style.width = '1200px';
    await waitUntil(() => searchPanelAtFirstCall.length > 0, 'the first view asks for its stations', { timeout: 3000 });
    expect(searchPanelAtFirstCall[0], 'the search panel was not rendered yet').to.equal(false);
    await waitForShadow(element, '[data-slot="search-panel"] input');
    expect(shadowOf(element).querySelector('.nearest-list')?.getAttribute('aria-busy')).to.equal('true');
  });

  describe('the first list (issue 20)', () => {
    /** Services answering the config, the list (noting whether the shell was there when it was asked) and the map. */
    /** `nearestAfterMs`: the list's answer comes that long after it is asked for (the page's clock). */
    const listServices = (overrides: Partial<LocatorServices> = {}, nearestAfterMs = 0) => {
      const shellAtNearestCall: boolean[] = [];
      const shellAtWithinCall: boolean[] = [];
      const shellIsThere = () => Boolean(document.querySelector('station-locator')?.shadowRoot?.querySelector('[data-testid="shell"]'));
      const services = testServices(
        (url) => {
          if (url.includes('/config/published/')) return jsonResponse(validRemoteConfig());
          if (url.includes('/nearest_to')) {
            shellAtNearestCall.push(shellIsThere());
            const answer = jsonResponse({ locations: ABERDEEN_STATIONS.map((station, i) => at(station, 800 + i * 500)), clusters: [] });
            return nearestAfterMs > 0 ? new Promise<Response>((resolve) => setTimeout(() => resolve(answer), nearestAfterMs)) : answer;
          }
          if (url.includes('/locations/within_bounds')) shellAtWithinCall.push(shellIsThere());
          return jsonResponse({ locations: [], clusters: [] });
        },
        overrides,
      );
      const nearestCalls = () => services.fetch.calls.filter((call) => call.url.includes('/nearest_to')).map((call) => new URL(call.url, location.href));
      return { services, shellAtNearestCall, shellAtWithinCall, nearestCalls };
    };
    const withHash = async (hash: string, run: () => Promise<void>) => {
      history.replaceState(null, '', hash);
      try {
        await run();
      } finally {
        history.replaceState(null, '', location.pathname + location.search);
      }
    };

    it("with a view in the URL, is asked for with the map's view, with the config, before the shell renders, around the view's centre, and once; the shell shows with its stations", async () => {
      await withHash('#/@53.8,-1.55,11z', async () => {
        // The list's answer takes 60 ms, and the shell waits for it: the element's clock stands still until
        // the first commit, so the wait (`FIRST_VIEW_WAIT_MS`) cannot run out first on a machine that stalls.
        const timers = createFakeTimers();
        const { services, shellAtNearestCall, shellAtWithinCall, nearestCalls } = listServices({ timers }, 60);
        const element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'en_GB' }, services });
        element.style.width = '1200px';
        // Whether the list came with the shell, in the same commit (not in a background render after it),
        // with its stations and no loading state (the shell waits for the first answers), and whether the
        // map did (it follows in a background render).
        let firstCommit: { list: boolean; stations: boolean; loading: boolean; map: boolean } | null = null;
        const commits = new MutationObserver(() => {
          const root = shadowOf(element);
          if (firstCommit === null && root.querySelector('[data-testid="shell"]')) {
            firstCommit = {
              list: root.querySelector('[data-slot="nearest-list"]') !== null,
              stations: root.querySelector('.nearest-list li') !== null,
              loading: root.querySelector('.nearest-list__loading') !== null,
              map: root.querySelector('[data-testid="locations-map"]') !== null,
            };
          }
        });
        commits.observe(shadowOf(element), { childList: true, subtree: true });
        await waitForShadow(element, '.nearest-list li');
        await waitForShadow(element, '[data-testid="locations-map"]');
        commits.disconnect();
        expect(shellAtNearestCall, 'the shell was not rendered when the list was asked for').to.deep.equal([false]);
        expect(shellAtWithinCall, "nor when the map's view was").to.deep.equal([false]);
        expect(firstCommit, 'the list and its stations are in the shell’s first commit, the map follows').to.deep.equal({
          list: true,
          stations: true,
          loading: false,
          map: false,
        });
        // The shell's render had longer slices (src/app/render-slices.ts); the renders after it React's own.
        expect(await sliceEndsAfter(8), "React's 5 ms slices after the shell's commit").to.equal(true);
        const [call] = nearestCalls();
        expect([call?.searchParams.get('lat'), call?.searchParams.get('lng')]).to.deep.equal(['53.8', '-1.55']);
        // The map plans that view for its own box (no larger): neither is asked for again, also once
        // any debounced load would have run.
        timers.advance(5000);
        await settle();
        expect(nearestCalls()).to.have.length(1);
        expect(shellAtWithinCall).to.have.length(1);
      });
    });

    it('with a view in the URL, the frame that shows the list follows its commit: nothing renders again before it, and the map renders after it', async () => {
      await withHash('#/@53.8,-1.55,11z', async () => {
        const { services } = listServices();
        // Frames held back: what React does between the list's commit and its frame is all there is to see.
        const held: FrameRequestCallback[] = [];
        const frames = Object.getOwnPropertyDescriptor(window, 'requestAnimationFrame')!;
        window.requestAnimationFrame = (callback) => held.push(callback);
        let element: HTMLElement;
        try {
          element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'en_GB' }, services });
          element.style.width = '1200px';
          // Counted as the list appears (an observer of the shadow root), not when a poll sees it.
          let atList: number | null = null;
          const appearing = new MutationObserver(() => {
            if (atList === null && shadowOf(element).querySelector('.nearest-list li')) atList = reactCommits();
          });
          appearing.observe(shadowOf(element), { childList: true, subtree: true });
          await waitForShadow(element, '.nearest-list li');
          appearing.disconnect();
          // Well within the 200 ms after which work waiting for a frame goes ahead without one (`afterNextPaint`).
          await settle(8);
          expect(reactCommits() - Number(atList), 'commits after the list’s, before its frame').to.equal(0);
          expect(shadowOf(element).querySelector('[data-testid="locations-map"]'), 'the map, before the frame').to.equal(null);
        } finally {
          Object.defineProperty(window, 'requestAnimationFrame', frames);
        }
        for (const callback of held.splice(0)) callback(performance.now());
        await waitForShadow(element, '[data-testid="locations-map"]');
      });
    });

    it(`with a view in the URL and an API that does not answer, the shell shows with its loading state after ${FIRST_VIEW_WAIT_MS} ms`, async () => {
      await withHash('#/@53.8,-1.55,11z', async () => {
        // Both times are taken as they happen (in the request, and by an observer of the shadow root), not
        // by polling, which would see the request up to an interval late.
        let asked: number | null = null;
        let shown: number | null = null;
        const services = testServices((url) => {
          if (url.includes('/config/published/')) return jsonResponse(validRemoteConfig());
          if (url.includes('/nearest_to')) asked ??= performance.now();
          return new Promise<Response>(() => {});
        });
        const element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'en_GB' }, services });
        element.style.width = '1200px';
        const appearing = new MutationObserver(() => {
          if (shown === null && shadowOf(element).querySelector('.nearest-list__loading')) shown = performance.now();
        });
        appearing.observe(shadowOf(element), { childList: true, subtree: true });
        const loading = await waitForShadow(element, '.nearest-list__loading');
        appearing.disconnect();
        expect(asked, 'the list is asked for').to.be.a('number');
        expect(Number(shown) - Number(asked)).to.be.within(FIRST_VIEW_WAIT_MS - 1, FIRST_VIEW_WAIT_MS + 1500);
        expect(loading.textContent).to.equal('Loading stations…');
      });
    });

    it('a host whose CSS lays the map out wider than foretold: the map asks for its wider view again', async () => {
      const style = document.createElement('style');
      style.textContent = 'station-locator::part(container) { grid-template-columns: 100px 1fr; }';
      document.head.append(style);
      try {
        await withHash('#/@53.8,-1.55,11z', async () => {
          const { services } = listServices();
          const element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'en_GB' }, services });
          element.style.width = '1200px';
          const withinBoxes = () =>
            services.fetch.calls
              .filter((call) => call.url.includes('/locations/within_bounds'))
              .map((call) => new URL(call.url, location.href).searchParams)
              .map((query) => Number(query.getAll('ne[]')[1]) - Number(query.getAll('sw[]')[1]));
          await waitUntil(() => withinBoxes().length === 2, 'the map asks for its own view', { timeout: 3000 });
          const [foretold, wider] = withinBoxes();
          // 1,200 px less the 380 px sidebar foretold; the host's grid gives the map 1,100 px.
          expect(wider! / foretold!).to.be.closeTo(1100 / 820, 0.02);
        });
      } finally {
        style.remove();
      }
    });

    it('with a nearest mode that hides the list on a clustered map, the list shows once the map’s early answer says it is not clustered', async () => {
      await withHash('#/@53.8,-1.55,11z', async () => {
        const { services, shellAtNearestCall, shellAtWithinCall } = listServices();
        const element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'en_GB' }, services, config: { map: { nearestMode: 'empty_if_clustered' } } });
        element.style.width = '1200px';
        await waitForShadow(element, '.nearest-list li');
        expect([shellAtNearestCall, shellAtWithinCall]).to.deep.equal([[false], [false]]);
      });
    });

    const waitsForTheMap: [string, { attributes?: Record<string, string>; config?: ConfigOverride; sidebarWidth?: string }][] = [
      [
        'with a hiding nearest mode and a sidebar width the host’s box cannot foretell the map’s box from',
        { config: { map: { nearestMode: 'empty_if_clustered' } }, sidebarWidth: '25rem' },
      ],
      ['without hash routing (the URL is not read)', { attributes: { 'hash-routing': 'false' } }],
    ];
    for (const [name, options] of waitsForTheMap) {
      it(`${name}, waits for the map's view planned for the box`, async () => {
        await withHash('#/@53.8,-1.55,11z', async () => {
          const { services, shellAtNearestCall, shellAtWithinCall } = listServices();
          const element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'en_GB', ...options.attributes }, services, config: options.config });
          element.style.width = '1200px';
          if (options.sidebarWidth) element.style.setProperty('--station-locator-sidebar-width', options.sidebarWidth);
          await waitForShadow(element, '.nearest-list li');
          expect([shellAtNearestCall, shellAtWithinCall]).to.deep.equal([[true], [true]]);
        });
      });
    }

    it('a link to a location names no list origin: nothing is asked for before the map is there', async () => {
      await withHash('#/resources/locations/none', async () => {
        const { services, nearestCalls } = listServices();
        const element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'en_GB' }, services });
        element.style.width = '1200px';
        await waitForShadow(element, '[data-testid="shell"]');
        expect(nearestCalls()).to.have.length(0);
      });
    });
  });

  it('asks for its config as it connects, before React has rendered, and the shell renders from that one request', async () => {
    const services = okServices();
    const element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'en_GB' }, services, config: { requestHeaders: { 'X-Env': 'a' } } });
    // Synchronously in append: no task has run yet, so React has not rendered.
    expect(configCalls(services).map((call) => call.url)).to.deep.equal(['https://host.example/config/published/bp-uk/test/en_GB.json']);
    expect(new Headers(configCalls(services)[0]?.init?.headers).get('X-Env')).to.equal('a');
    expect(shadowOf(element).childElementCount).to.equal(0);
    await waitForShadow(element, '[data-testid="shell"]');
    expect(configCalls(services)).to.have.length(1);
  });

  it('set up by script but not in the page, it asks for nothing and renders nothing; connected, it asks for its config first', async () => {
    const services = okServices();
    const element = document.createElement('station-locator');
    for (const [name, value] of Object.entries({ resource: 'bp-uk', locale: 'en_GB', 'config-env': 'uat' })) element.setAttribute(name, value);
    element.services = services;
    await settle();
    expect(services.fetch.calls, 'no request before it is connected').to.have.length(0);
    expect(shadowOf(element).childElementCount).to.equal(0);
    expect(shadowOf(element).adoptedStyleSheets, 'styles are adopted on connecting').to.have.length(0);
    document.body.append(element);
    try {
      expect(services.fetch.calls.map((call) => call.url)).to.deep.equal(['https://host.example/config/published/bp-uk/uat/en_GB.json']);
      expect(shadowOf(element).adoptedStyleSheets).to.have.length(1);
      await waitForShadow(element, '[data-testid="shell"]');
    } finally {
      element.remove();
    }
  });

  it('drops the config it asked for on connecting when an attribute changes before the first render', async () => {
    const first = deferred<Response>();
    const services = testServices((url) => (url.includes('/en_GB.json') ? first.promise : jsonResponse(validRemoteConfig())));
    const element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'en_GB' }, services });
    element.setAttribute('locale', 'de_DE');
    await waitForShadow(element, '[aria-label="Karte"]');
    const calls = configCalls(services);
    expect(calls.map((call) => call.url.split('/').pop())).to.deep.equal(['en_GB.json', 'de_DE.json']);
    expect(calls[0]?.init?.signal?.aborted, 'the preload for the old locale is aborted').to.equal(true);
    first.resolve(jsonResponse(validRemoteConfig()));
  });

  it('loads from config-base and an unknown env as test', async () => {
    const services = okServices();
    mountLocator({ attributes: { resource: 'bp-uk', 'config-env': 'staging', 'config-base': 'https://cfg.example/' }, services });
    await waitUntil(() => services.fetch.calls.length >= 1);
    expect(services.fetch.calls[0]?.url).to.equal('https://cfg.example/config/published/bp-uk/test/de_DE.json');
  });

  const failures: [string, () => Response | Promise<Response>, string][] = [
    ['network', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ['404', () => jsonResponse({}, 404), 'not_found'],
    ['500', () => jsonResponse({}, 500), 'http'],
    ['invalid JSON', () => new Response('not json'), 'invalid_json'],
    ['invalid config', () => jsonResponse({ ...validRemoteConfig(), resources: null }), 'missing_key'],
    ['missing distance unit', () => jsonResponse({ ...validRemoteConfig(), intlData: {} }), 'missing_distance_unit'],
  ];
  for (const [name, respond, code] of failures) {
    it(`shows a translated error and dispatches locator-error on ${name}`, async () => {
      const services = testServices(respond);
      const errors: string[] = [];
      window.addEventListener('error', (e) => errors.push(String(e.message)), { once: true });
      const element = mountLocator({ attributes: { resource: 'bp-uk' }, services });
      const event = await oneEvent(element, 'locator-error');
      expect(event.detail.code).to.equal(code);
      expect(event.detail.message).to.be.a('string').and.not.empty;
      expect(event.bubbles && event.composed).to.equal(true);
      const alert = await waitForShadow(element, '[role="alert"]');
      expect(alert.getAttribute('data-error-code')).to.equal(code);
      expect(alert.textContent).to.contain('Die Tankstellensuche kann gerade nicht angezeigt werden.');
      expect(shadowOf(element).querySelector('[data-testid="shell"]')).to.equal(null);
      expect(errors).to.deep.equal([]);
    });
  }

  it('shows the error in the element locale', async () => {
    const element = mountLocator({ attributes: { resource: 'x', locale: 'en_GB' }, services: testServices(() => jsonResponse({}, 404)) });
    const alert = await waitForShadow(element, '[role="alert"]');
    expect(alert.textContent).to.contain('there is no published configuration for it.');
    expect(alert.getAttribute('lang')).to.equal('en-GB');
  });

  it('reports a missing resource attribute without any request', async () => {
    const services = okServices();
    const element = mountLocator({ services });
    const event = await oneEvent(element, 'locator-error');
    expect(event.detail.code).to.equal('missing_resource');
    expect(services.fetch.calls).to.have.length(0);
  });

  it('redirects on 401 to the auth-failure URL from the config property', async () => {
    const services = testServices(() => jsonResponse({}, 401));
    const element = mountLocator({
      attributes: { resource: 'bp-uk' },
      services,
      config: { authFailureUrl: 'https://login.example/' },
    });
    const event = await oneEvent(element, 'locator-error');
    expect(event.detail.code).to.equal('unauthorized');
    expect(services.redirects).to.deep.equal(['https://login.example/']);
  });

  it('retries after a failure', async () => {
    let answer: Response = jsonResponse({}, 500);
    const services = testServices(() => answer);
    const element = mountLocator({ attributes: { resource: 'bp-uk' }, services });
    const retry = await waitForShadow<HTMLButtonElement>(element, '[role="alert"] button');
    answer = jsonResponse(validRemoteConfig());
    retry.click();
    await waitForShadow(element, '[data-testid="shell"]');
    expect(configCalls(services)).to.have.length(2);
  });

  it('merges the config property and reloads when it changes', async () => {
    const services = okServices();
    const element = mountLocator({ attributes: { resource: 'bp-uk' }, services, config: { requestHeaders: { 'X-Env': 'a' } } });
    await waitForShadow(element, '[data-testid="shell"]');
    element.config = { requestHeaders: { 'X-Env': 'b' } };
    await waitUntil(() => configCalls(services).length === 2);
    expect(new Headers(configCalls(services)[1]?.init?.headers).get('X-Env')).to.equal('b');
  });

  it('keeps two elements on one page independent (locale, state, i18n)', async () => {
    const de = mountLocator({ attributes: { resource: 'a', locale: 'de_DE' }, services: okServices() });
    const en = mountLocator({ attributes: { resource: 'b', locale: 'en_GB' }, services: okServices() });
    const deShell = await waitForShadow(de, '[data-testid="shell"]');
    const enShell = await waitForShadow(en, '[data-testid="shell"]');
    expect(deShell.querySelector('[part="map"]')?.getAttribute('aria-label')).to.equal('Karte');
    expect(enShell.querySelector('[part="map"]')?.getAttribute('aria-label')).to.equal('Map');
    // Each says its own language to screen readers, whatever the page's (WCAG 3.1.2).
    expect([deShell.getAttribute('lang'), enShell.getAttribute('lang')]).to.deep.equal(['de-DE', 'en-GB']);

    en.setAttribute('locale', 'de-DE');
    await waitUntil(() => shadowOf(en).querySelector('[part="map"]')?.getAttribute('aria-label') === 'Karte');
    expect(shadowOf(de).querySelector('[part="map"]')?.getAttribute('aria-label')).to.equal('Karte');
    en.setAttribute('locale', 'en_GB');
    await waitUntil(() => shadowOf(en).querySelector('[part="map"]')?.getAttribute('aria-label') === 'Map');
    expect(shadowOf(de).querySelector('[part="map"]')?.getAttribute('aria-label')).to.equal('Karte');
  });

  it('in German, says "Station" where its locator shows charging sites too, "Tankstelle" where it shows fuel only', async () => {
    const withCharging = () => ({
      ...validRemoteConfig(),
      resources: {
        ...(validRemoteConfig()['resources'] as Record<string, unknown>),
        charging: { enabled: true, views: ['show', 'within_bounds', 'nearest_to', 'along_corridor', 'complete'] },
      },
    });
    const fuel = mountLocator({ attributes: { resource: 'a', locale: 'de_DE' }, services: okServices() });
    const both = mountLocator({ attributes: { resource: 'b', locale: 'de_DE' }, services: testServices(() => jsonResponse(withCharging())) });
    const label = (element: HTMLElement) => shadowOf(element).querySelector('label.search-box__label')?.textContent;
    await waitUntil(() => label(fuel) && label(both), 'both search boxes', { timeout: 5000 });
    expect(label(fuel)).to.equal('Ort, PLZ oder Tankstelle suchen');
    expect(label(both)).to.equal('Ort, PLZ oder Station suchen');
    expect(shadowOf(both).querySelector('[part="map"]')?.getAttribute('aria-label')).to.equal('Karte');
  });

  it('goes back to the default locale when the attribute is removed', async () => {
    const element = mountLocator({ attributes: { resource: 'a', locale: 'en_GB' }, services: okServices() });
    await waitForShadow(element, '[aria-label="Map"]');
    element.removeAttribute('locale');
    await waitForShadow(element, '[aria-label="Karte"]');
  });

  it('adopts its styles as a constructable stylesheet and keeps host CSS out', async () => {
    const style = document.createElement('style');
    style.textContent = 'aside, section { display: none !important; } body { font-family: serif; color: rgb(255, 0, 0); }';
    document.head.append(style);
    try {
      const element = mountLocator({ attributes: { resource: 'a' }, services: okServices() });
      const shell = await waitForShadow(element, '[data-testid="shell"]');
      expect(shadowOf(element).adoptedStyleSheets).to.have.length(1);
      expect(shadowOf(element).querySelector('style')).to.equal(null);
      const sidebar = shell.querySelector('[part="sidebar"]') as HTMLElement;
      expect(getComputedStyle(sidebar).display).to.equal('flex');
      expect(getComputedStyle(element).color).to.equal('rgb(26, 26, 26)');
      expect(getComputedStyle(element).fontFamily).not.to.equal('serif');
      expect(getComputedStyle(element).getPropertyValue('--sl-primary').trim().toLowerCase()).to.equal('#0064cc');
      // The shared tool buttons' sheet (src/shared/tool-button.css) is part of the element's sheet: "Route"
      // is an outlined flat button, as directions mode's "Back to search" is.
      const route = await waitForShadow(element, '[data-search-directions]');
      expect(getComputedStyle(route).alignItems).to.equal('center');
      expect(getComputedStyle(route).borderTopStyle).to.equal('solid');
      expect(getComputedStyle(route).minHeight).to.equal('36px');
    } finally {
      style.remove();
    }
  });

  it('takes the primary colour from --station-locator-primary', async () => {
    const element = mountLocator({ attributes: { resource: 'a' }, services: testServices(() => jsonResponse({}, 500)) });
    element.style.setProperty('--station-locator-primary', 'rgb(1, 2, 3)');
    const button = await waitForShadow(element, '[role="alert"] button');
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(1, 2, 3)');
  });

  it('accepts a watchlist of ids and ignores anything else', () => {
    const services = okServices();
    const element = mountLocator({ attributes: { resource: 'a' }, services, watchlist: ['a', 'b', 'a'] });
    expect(element.watchlist).to.deep.equal(['a', 'b']);
    element.watchlist = ['x', 3] as unknown as string[];
    expect(element.watchlist).to.deep.equal(['a', 'b']);
    expect(services.logger.entries.some((entry) => entry.level === 'warn')).to.equal(true);
  });

  it('keeps properties set before the element was upgraded', () => {
    const element = document.createElement('station-locator-late') as HTMLElement & { watchlist: readonly string[] };
    element.watchlist = ['z'];
    customElements.define('station-locator-late', class extends StationLocatorElement {});
    customElements.upgrade(element);
    expect(element).to.be.instanceOf(StationLocatorElement);
    expect(Object.hasOwn(element, 'watchlist')).to.equal(false);
    expect(element.watchlist).to.deep.equal(['z']);
  });

  it('is accessible when loaded', async () => {
    const element = mountLocator({ attributes: { resource: 'a' }, services: okServices() });
    await waitForShadow(element, '[data-testid="shell"]');
    await expect(element).to.be.accessible();
  });
});
