/**
 * Mounts the lazily loaded info window the way the shell will: `<LazyInfoWindow />` in a shadow root, a
 * fresh jotai store with config and services, its own i18next instance; a list button inside the shadow
 * root to open it from (focus return).
 */
import type { i18n as I18n } from 'i18next';
import { createStore, Provider } from 'jotai';
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { WireLocation } from '../../../src/api';
import { DEFAULT_CONFIG, provideConfig, type LocatorConfig } from '../../../src/config';
import { createTestI18n } from '../../helpers/i18n';
import { addToPoolAtom, selectLocationAtom, setListOriginAtom, type ListOrigin } from '../../../src/locations';
import { LazyInfoWindow } from '../../../src/locations/info-window';
import { createRecordingLogger, provideServices, tokenStyles, type AnalyticsEventName, type HostBridgePort } from '../../../src/shared';
import { testServices, type FetchHandler } from '../../helpers/services';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Store = ReturnType<typeof createStore>;

export function testConfig(locale: 'en_GB' | 'de_DE' = 'en_GB'): LocatorConfig {
  return {
    ...DEFAULT_CONFIG,
    locale,
    // No `show` view: selecting takes the station from the pool, no network.
    resources: { locations: { enabled: true, views: ['within_bounds', 'nearest_to', 'along_corridor'] } },
    intlData: { formats: { number: { distance: { unit: 'mile' } } } },
  } as LocatorConfig;
}

export interface TrackedEvent {
  name: AnalyticsEventName;
  params: unknown;
}

export interface InfoWindowHarness {
  host: HTMLElement;
  shadow: ShadowRoot;
  store: Store;
  tracked: TrackedEvent[];
  opener: HTMLButtonElement;
  dialog(): HTMLElement | null;
  text(selector: string): string | null;
  /**
   * Selects the station (as the list does) with focus on the opener button, and waits for the lazy chunk;
   * with `fromLink`, as a link does on load: nothing in the element has focus.
   */
  open(location: WireLocation, options?: { fromLink?: boolean }): Promise<void>;
  act(fn: () => void | Promise<void>): Promise<void>;
  unmount(): Promise<void>;
}

export interface HarnessOptions {
  locale?: 'en_GB' | 'de_DE';
  now?: string;
  hostBridge?: HostBridgePort;
  origin?: ListOrigin;
  /** Answers the API calls (default: 404 for everything). */
  fetchHandler?: FetchHandler;
}

export async function mountInfoWindow({ locale = 'en_GB', now = '2026-02-18T12:00:00Z', hostBridge, origin, fetchHandler }: HarnessOptions = {}): Promise<InfoWindowHarness> {
  const store = createStore();
  const tracked: TrackedEvent[] = [];
  provideConfig(store, testConfig(locale));
  provideServices(
    store,
    testServices(fetchHandler ?? (() => new Response(null, { status: 404 })), {
      now: () => Date.parse(now),
      track: (name, params) => tracked.push({ name, params }),
      ...(hostBridge ? { hostBridge } : {}),
    }),
  );
  if (origin) store.set(setListOriginAtom, origin);
  const i18n: I18n = createTestI18n(locale, createRecordingLogger());

  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  // The element's tokens (the window adopts its own sheet when it mounts).
  const tokens = new CSSStyleSheet();
  tokens.replaceSync(tokenStyles);
  shadow.adoptedStyleSheets = [tokens];
  const opener = document.createElement('button');
  opener.textContent = 'list item';
  shadow.append(opener);
  const container = document.createElement('div');
  shadow.append(container);
  let root: Root | null = null;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <StrictMode>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <LazyInfoWindow />
          </I18nextProvider>
        </Provider>
      </StrictMode>,
    );
  });

  const dialog = () => shadow.querySelector<HTMLElement>('[role="dialog"]');
  const harness: InfoWindowHarness = {
    host,
    shadow,
    store,
    tracked,
    opener,
    dialog,
    text: (selector) => shadow.querySelector(selector)?.textContent ?? null,
    async open(location, { fromLink = false } = {}) {
      store.set(addToPoolAtom, 'locations', [location]);
      if (fromLink) opener.blur();
      else opener.focus();
      await act(async () => {
        await store.set(selectLocationAtom, { resource: 'locations', id: location.id, ...(fromLink ? { fromLink } : {}) });
      });
      // The lazy chunk resolves on a later task; the first test's chunk comes from the dev server, which
      // takes its time on a busy machine (5 s at most).
      for (let i = 0; i < 500 && dialog()?.dataset['locationId'] !== location.id; i += 1) {
        await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      }
      if (dialog()?.dataset['locationId'] !== location.id) throw new Error('the info window did not open');
    },
    act: async (fn) => {
      await act(async () => {
        await fn();
      });
    },
    async unmount() {
      await act(async () => root?.unmount());
      host.remove();
    },
  };
  return harness;
}
