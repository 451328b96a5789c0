/** The embed snippet for the chosen config and draft, with the bundle's URL to edit, and a copy button. */
import type { Config } from './api';
import type { Selection } from './builder-state';
import { fill, h, uid } from './dom';
import { t } from './i18n';
import { embedSnippet } from './snippet';

export interface SnippetPanelHost {
  selection(): Selection;
  /** The draft as it is now. */
  draft(): Config;
}

export class SnippetPanel {
  readonly region = h('div');
  readonly #host: SnippetPanelHost;
  /** Where the page loads the element from (the brand's CDN); the demo serves it at /dist/. */
  #bundleUrl = `${location.origin}/dist/station-locator.bundle.js`;

  constructor(host: SnippetPanelHost) {
    this.#host = host;
  }

  render(): void {
    const { resource, env, locale } = this.#host.selection();
    const snippet = () => embedSnippet({ resource, env, locale, bundleUrl: this.#bundleUrl, configBase: location.origin, config: this.#host.draft() });
    let text = snippet();
    const copied = h('span', { role: 'status', class: 'hint' });
    const pre = h('pre', { class: 'code', tabindex: 0, 'aria-label': t('snippet.title') }, text);
    const urlId = uid('bundle-url');
    const url = h('input', { id: urlId, type: 'url', value: this.#bundleUrl, spellcheck: 'false', class: 'wide' });
    url.addEventListener('input', () => {
      this.#bundleUrl = url.value.trim();
      text = snippet();
      pre.textContent = text;
    });
    const copy = h(
      'button',
      {
        type: 'button',
        onclick: () => {
          navigator.clipboard.writeText(text).then(
            () => (copied.textContent = t('snippet.copied')),
            () => {
              // No clipboard permission: select the text for Ctrl+C.
              getSelection()?.selectAllChildren(pre);
              copied.textContent = t('snippet.selected');
            },
          );
        },
      },
      t('snippet.copy'),
    );
    fill(this.region, h('div', { class: 'field' }, h('label', { for: urlId }, t('snippet.bundleUrl')), url), pre, copy, ' ', copied);
  }
}
