/**
 * Mounts `SearchPanel` the way the shell does: inside a shadow root, with the search context's store, the
 * element's own i18next instance (real locale files, test mode) and the search and filters stylesheets.
 * Also mounts a button elsewhere in the same shadow root and one on the host page, to act "outside".
 */
import { Provider } from 'jotai/react';
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { filtersStyles } from '../../../src/filters';
import { createI18n } from '../../../src/i18n';
import { SearchPanel, searchStyles } from '../../../src/search';
import { createRecordingLogger } from '../../../src/shared';
import { createSearchContext, type SearchContextOptions, type SearchTestContext } from './search-context';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface SearchHarness extends SearchTestContext {
  host: HTMLElement;
  shadow: ShadowRoot;
  pageButton: HTMLButtonElement;
  outsideButton: HTMLButtonElement;
  input(): HTMLInputElement;
  listbox(): HTMLElement;
  popup(): HTMLElement;
  options(): HTMLElement[];
  announcer(): HTMLElement;
  query<T extends Element = HTMLElement>(selector: string): T | null;
  /** Runs `fn` inside act(), so React has rendered when it returns. */
  act(fn: () => unknown): Promise<void>;
  /** Lets the 250 ms debounce pass and the answers arrive, inside act(). */
  flush(ms?: number): Promise<void>;
  unmount(): Promise<void>;
}

export async function mountSearch(options: SearchContextOptions = {}): Promise<SearchHarness> {
  const ctx = createSearchContext(options);
  const i18n = createI18n({ locale: options.locale ?? 'en_GB', mode: 'test', logger: createRecordingLogger() });

  const pageButton = document.createElement('button');
  pageButton.textContent = 'on the host page';
  const host = document.createElement('div');
  host.style.width = '420px';
  document.body.append(pageButton, host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [searchStyles, filtersStyles].map((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  });
  const outsideButton = document.createElement('button');
  outsideButton.textContent = 'elsewhere in the element';
  outsideButton.className = 'outside-in-shadow';
  const container = document.createElement('div');
  shadow.append(outsideButton, container);

  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <StrictMode>
        <Provider store={ctx.store}>
          <I18nextProvider i18n={i18n}>
            <SearchPanel />
          </I18nextProvider>
        </Provider>
      </StrictMode>,
    );
  });

  const query = <T extends Element = HTMLElement>(selector: string) => shadow.querySelector<T>(selector);
  const harness: SearchHarness = {
    ...ctx,
    host,
    shadow,
    pageButton,
    outsideButton,
    query,
    input: () => query<HTMLInputElement>('input[role="combobox"]') as HTMLInputElement,
    listbox: () => query('[role="listbox"]') as HTMLElement,
    popup: () => query('[data-search-popup]') as HTMLElement,
    options: () => [...shadow.querySelectorAll<HTMLElement>('[role="option"]')],
    announcer: () => query('[data-search-announcer]') as HTMLElement,
    act: async (fn) => {
      await act(async () => {
        await fn();
      });
    },
    flush: async (ms = 250) => {
      await act(async () => {
        ctx.timers.advance(ms);
        await ctx.settle();
      });
    },
    unmount: async () => {
      await act(async () => root?.unmount());
      host.remove();
      pageButton.remove();
    },
  };
  return harness;
}
