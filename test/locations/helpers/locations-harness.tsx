/**
 * Mounts the locations map and the nearest list the way the shell does: in a shadow root with a
 * `part="sidebar"` element of a known width, the element's real i18next strings, the Maps fake and the
 * fake API (through the per-test store of locations-store.ts).
 */
import { Provider } from 'jotai/react';
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { ConfigOverride } from '../../../src/config';
import { createTestI18n } from '../../helpers/i18n';
import { waitInAct } from '../../helpers/wait-in-act';
import { LinkNotice, LocationsMap, locationsStyles, NearestList } from '../../../src/locations';
import { setIsMobileAtom, tokenStyles } from '../../../src/shared';
import { FakeMapsPlatform, type FakeMapView } from '../../helpers/fake-maps-platform';
import { createLocationsContext, type LocationsTestContext } from './locations-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const SIDEBAR_WIDTH = 360;

export interface LocationsHarness extends LocationsTestContext {
  host: HTMLElement;
  shadow: ShadowRoot;
  platform: FakeMapsPlatform;
  view(): FakeMapView;
  list(): HTMLElement | null;
  items(): HTMLLIElement[];
  act(fn: () => unknown): Promise<void>;
  /** Map idle → viewport → debounce → loads answered → rendered. */
  idle(viewport?: Parameters<FakeMapView['emitIdle']>[0]): Promise<void>;
  /** Advances the fake clock inside act() and lets the fake API answer. */
  advance(ms: number): Promise<void>;
  /**
   * Waits for `predicate`, with every pause between looks inside act(): what lands while the test waits
   * (a fake API answer, a lazy chunk) updates React inside act(), as React asks of tests.
   */
  waitFor(predicate: () => unknown, message: string, timeoutMs?: number): Promise<void>;
  /**
   * Resolves when the browser reports the next change of the map box's size (call it before changing the
   * size). The map's own ResizeObserver was made before this one, so it has been told by then.
   */
  whenMapBoxResizes(): Promise<void>;
  unmount(): Promise<void>;
}

export interface HarnessOptions {
  remote?: Record<string, unknown>;
  /** The host's `config` property, merged over the remote config. */
  override?: ConfigOverride;
  locale?: 'en_GB' | 'de_DE';
  mobile?: boolean;
  hashRouting?: boolean;
  onHashPlace?: (placeId: string) => void;
  /** Scripts the fake API before anything mounts. */
  before?: (ctx: LocationsTestContext) => void;
}

export async function mountLocations(options: HarnessOptions = {}): Promise<LocationsHarness> {
  const ctx = createLocationsContext({
    remote: options.remote ?? {},
    locale: options.locale ?? 'en_GB',
    ...(options.override ? { override: options.override } : {}),
  });
  options.before?.(ctx);
  ctx.store.set(setIsMobileAtom, options.mobile ?? false);
  const i18n = createTestI18n(ctx.config.locale, ctx.logger);
  const platform = new FakeMapsPlatform();

  const host = document.createElement('div');
  host.style.cssText = 'position: relative; width: 1000px; height: 600px;';
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`${tokenStyles}\n${locationsStyles}`);
  shadow.adoptedStyleSheets = [sheet];
  const sidebar = document.createElement('aside');
  sidebar.setAttribute('part', 'sidebar');
  sidebar.style.cssText = `position: absolute; left: 0; top: 0; bottom: 0; width: ${SIDEBAR_WIDTH}px; overflow: auto;`;
  const listContainer = document.createElement('div');
  sidebar.append(listContainer);
  const mapContainer = document.createElement('div');
  mapContainer.style.cssText = 'position: absolute; inset: 0;';
  shadow.append(mapContainer, sidebar);

  const roots: Root[] = [];
  const wrap = (node: React.ReactNode) => (
    <StrictMode>
      <Provider store={ctx.store}>
        <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
      </Provider>
    </StrictMode>
  );
  await act(async () => {
    const mapRoot = createRoot(mapContainer);
    mapRoot.render(
      wrap(
        <LocationsMap
          platform={platform}
          hashRouting={options.hashRouting ?? false}
          {...(options.onHashPlace ? { onHashPlace: options.onHashPlace } : {})}
        />,
      ),
    );
    const listRoot = createRoot(listContainer);
    listRoot.render(
      wrap(
        <>
          <LinkNotice />
          <NearestList />
        </>,
      ),
    );
    roots.push(mapRoot, listRoot);
  });
  // The map view is created once its first view is planned (the country table and the planner load first).
  // act() per poll: React renders what happened inside each one when it ends.
  for (let waited = 0; !platform.mapViews.some((view) => !view.destroyed); waited += 10) {
    if (waited > 3000) throw new Error('no map view was created');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
  await act(async () => {
    await ctx.api.settle();
  });

  const harness: LocationsHarness = {
    ...ctx,
    host,
    shadow,
    platform,
    view() {
      const live = platform.mapViews.filter((v) => !v.destroyed);
      const view = live[live.length - 1];
      if (!view) throw new Error('no live map view');
      return view;
    },
    list: () => shadow.querySelector<HTMLElement>('.nearest-list'),
    items: () => [...shadow.querySelectorAll<HTMLLIElement>('.location-item')],
    act: async (fn) => {
      await act(async () => {
        await fn();
      });
    },
    async idle(viewport = {}) {
      await harness.act(() => harness.view().emitIdle(viewport));
      await harness.advance(ctx.config.map.updateDebounceMs);
    },
    async advance(ms) {
      await act(async () => {
        ctx.timers.advance(ms);
        await ctx.api.settle();
      });
      await act(async () => {
        await ctx.api.settle();
      });
    },
    waitFor: waitInAct,
    whenMapBoxResizes() {
      const before = mapContainer.getBoundingClientRect();
      return new Promise<void>((resolve) => {
        const observer = new ResizeObserver(([entry]) => {
          if (entry && entry.contentRect.width === before.width && entry.contentRect.height === before.height) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(mapContainer);
      });
    },
    async unmount() {
      await act(async () => {
        for (const root of roots) root.unmount();
      });
      host.remove();
    },
  };
  return harness;
}
