/**
 * Mounts the filter button and panel the way the shell will: in a shadow root, with a fresh jotai store and
 * its own i18next instance, the open state in the harness (the shell's modal atom in the app). Also mounts
 * an unrelated button inside the shadow root and one on the page, to interact "outside" the panel.
 */
import type { i18n as I18n } from 'i18next';
import { createStore, Provider } from 'jotai';
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { buildConfig, provideConfig, type FilterConfig } from '../../src/config';
import {
  FilterToggleButton,
  FiltersPanel,
  initFiltersAtom,
  type FilterToggleAnalyticsEvent,
  type FiltersPanelCloseReason,
} from '../../src/filters';
import { createTestI18n as createI18nFor } from '../helpers/i18n';
import { createRecordingLogger, modalAtom, provideServices, toggleModalAtom, tokenStyles, toolButtonStyles } from '../../src/shared';
import { testServices } from '../helpers/services';
import { BASE_REMOTE_CONFIG } from '../helpers/feature-context';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Store = ReturnType<typeof createStore>;

/** The element's own i18n factory in test mode: a missing key would render as the key itself. */
export function createTestI18n(locale: 'en_GB' | 'de_DE' = 'en_GB'): I18n {
  return createI18nFor(locale, createRecordingLogger());
}

function Shell({ onClose }: { onClose: (reason: FiltersPanelCloseReason) => void }) {
  return (
    <div>
      <button type="button" className="outside-in-shadow">
        elsewhere in the element
      </button>
      <FilterToggleButton />
      <FiltersPanel onClose={onClose} />
    </div>
  );
}

export interface FiltersHarness {
  host: HTMLElement;
  shadow: ShadowRoot;
  store: Store;
  /** Whether the shell's modal is Filters. */
  modalOpen(): boolean;
  events: FilterToggleAnalyticsEvent[];
  closes: FiltersPanelCloseReason[];
  pageButton: HTMLButtonElement;
  panel(): HTMLElement | null;
  toggleButton(): HTMLButtonElement;
  /** Checkbox by its visible label. */
  checkbox(label: string): HTMLInputElement;
  legend(group: string): string;
  /** Runs a DOM interaction inside act(), so React has rendered when it returns. */
  act(fn: () => void | Promise<void>): Promise<void>;
  unmount(): Promise<void>;
}

export async function mountFilters(
  config: FilterConfig | undefined,
  {
    open = false,
    lng = 'en_GB',
    charging = false,
  }: { open?: boolean; lng?: 'en_GB' | 'de_DE'; /** The config enables a `charging` resource (the fuel / charging / both choice). */ charging?: boolean } = {},
): Promise<FiltersHarness> {
  const store = createStore();
  const resources = charging
    ? { ...(BASE_REMOTE_CONFIG.resources as Record<string, unknown>), charging: { enabled: true, views: ['within_bounds', 'nearest_to'] } }
    : BASE_REMOTE_CONFIG.resources;
  provideConfig(store, buildConfig({ ...BASE_REMOTE_CONFIG, resources }, { resource: 'demo', env: 'test', locale: lng, configBase: window.location.origin }));
  const events: FilterToggleAnalyticsEvent[] = [];
  const closes: FiltersPanelCloseReason[] = [];
  provideServices(
    store,
    testServices(() => new Response(null, { status: 404 }), {
      track: (name, params) => events.push({ name, params } as FilterToggleAnalyticsEvent),
    }),
  );
  store.set(initFiltersAtom, config);
  if (open) store.set(toggleModalAtom, 'Filters');
  const i18n = createTestI18n(lng);

  const pageButton = document.createElement('button');
  pageButton.textContent = 'on the host page';
  const host = document.createElement('div');
  document.body.append(pageButton, host);
  const shadow = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`${tokenStyles}\n${toolButtonStyles}`);
  shadow.adoptedStyleSheets = [sheet];
  const container = document.createElement('div');
  shadow.append(container);

  let root: Root | undefined;
  // The async form of act() also flushes effects (focus moves) and microtasks before it resolves.
  await act(() => {
    root = createRoot(container);
    return Promise.resolve(root.render(
      <StrictMode>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <Shell onClose={(reason) => closes.push(reason)} />
          </I18nextProvider>
        </Provider>
      </StrictMode>,
    ));
  });

  const panel = () => shadow.querySelector<HTMLElement>('.filters-panel');
  return {
    host,
    shadow,
    store,
    modalOpen: () => store.get(modalAtom) === 'Filters',
    events,
    closes,
    pageButton,
    panel,
    toggleButton: () => shadow.querySelector<HTMLButtonElement>('[data-filters-toggle]') as HTMLButtonElement,
    checkbox(label) {
      const labels = [...shadow.querySelectorAll<HTMLLabelElement>('.filters-checkbox')];
      const match = labels.find((l) => l.textContent?.trim() === label);
      if (!match) throw new Error(`no checkbox labelled ${label}; have: ${labels.map((l) => l.textContent).join(' | ')}`);
      return match.querySelector('input') as HTMLInputElement;
    },
    legend(group) {
      return shadow.querySelector(`fieldset[data-group="${group}"] legend`)?.textContent ?? '';
    },
    act: async (fn) => {
      await act(() => Promise.resolve(fn()));
    },
    unmount: async () => {
      await act(() => Promise.resolve(root?.unmount()));
      host.remove();
      pageButton.remove();
    },
  };
}
