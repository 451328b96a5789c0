/**
 * Mounts a feature's component the way the shell does: inside a shadow root, with a jotai store, the
 * element's own i18next instance (real locale files, test mode), the design tokens and the given stylesheets. Also mounts a
 * button elsewhere in the same shadow root and one on the host page, to act "outside".
 */
import { Provider } from 'jotai/react';
import { act, StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from './i18n';
import { waitInAct } from './wait-in-act';
import { createRecordingLogger, tokenStyles } from '../../src/shared';
import type { Store } from './feature-context';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface ShadowMount {
  host: HTMLElement;
  shadow: ShadowRoot;
  pageButton: HTMLButtonElement;
  outsideButton: HTMLButtonElement;
  query<T extends Element = HTMLElement>(selector: string): T | null;
  /** Runs `fn` inside act(), so React has rendered when it returns. */
  act(fn: () => unknown): Promise<void>;
  /**
   * Waits for `predicate`, with every pause between looks inside act(): a lazy chunk or a fake API answer
   * that lands while the test waits then updates React inside act(), as React asks of tests.
   */
  waitFor(predicate: () => unknown, message: string, timeoutMs?: number): Promise<void>;
  unmount(): Promise<void>;
}

export interface ShadowMountOptions {
  store: Store;
  locale?: 'en_GB' | 'de_DE' | undefined;
  styles: readonly string[];
  /** The host's width in CSS pixels (default 420, a sidebar). */
  width?: number;
}

export async function mountInShadow(node: ReactNode, { store, locale, styles, width = 420 }: ShadowMountOptions): Promise<ShadowMount> {
  const i18n = createTestI18n(locale ?? 'en_GB', createRecordingLogger());
  const pageButton = document.createElement('button');
  pageButton.textContent = 'on the host page';
  const host = document.createElement('div');
  host.style.width = `${width}px`;
  document.body.append(pageButton, host);
  const shadow = host.attachShadow({ mode: 'open' });
  // The tokens first, as the element adopts them: every sheet reads its colours and sizes from them.
  shadow.adoptedStyleSheets = [tokenStyles, ...styles].map((css) => {
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
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
        </Provider>
      </StrictMode>,
    );
  });
  return {
    host,
    shadow,
    pageButton,
    outsideButton,
    query: <T extends Element = HTMLElement>(selector: string) => shadow.querySelector<T>(selector),
    act: async (fn) => {
      await act(async () => {
        await fn();
      });
    },
    waitFor: waitInAct,
    unmount: async () => {
      await act(async () => root?.unmount());
      host.remove();
      pageButton.remove();
    },
  };
}
