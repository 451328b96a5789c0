/**
 * The JSON editor: the draft as JSON, validated by the API as the author types (debounced), applied as
 * the new draft on request. While the author types in it, edits elsewhere do not overwrite it.
 */
import { api, type Config } from './api';
import { fill, h, uid } from './dom';
import { t } from './i18n';
import { problemList } from './problems';

const VALIDATE_DELAY_MS = 400;

export interface JsonPanelHost {
  /** The draft as it is now, or null before a config has loaded. */
  draft(): Config | null;
  /** The author applied a valid config as the draft. */
  apply(config: Config): void;
}

export class JsonPanel {
  readonly region = h('div');
  readonly #host: JsonPanelHost;
  #area: HTMLTextAreaElement | null = null;
  #problems: HTMLElement | null = null;
  #apply: HTMLButtonElement | null = null;
  #candidate: Config | null = null;
  #validateTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: JsonPanelHost) {
    this.#host = host;
  }

  render(): void {
    const id = uid('json');
    const problemsId = uid('json-problems');
    this.#area = h('textarea', { id, rows: 18, spellcheck: 'false', 'aria-describedby': problemsId, class: 'json' });
    this.#problems = h('div', { id: problemsId, class: 'problems', 'aria-live': 'polite' });
    this.#apply = h('button', { type: 'button', disabled: true, onclick: () => this.#applyJson() }, t('json.apply'));
    this.#area.addEventListener('input', () => {
      clearTimeout(this.#validateTimer);
      this.#apply!.disabled = true;
      this.#validateTimer = setTimeout(() => void this.#validate(), VALIDATE_DELAY_MS);
    });
    this.sync(true);
    fill(this.region, h('label', { for: id }, t('json.label')), this.#area, this.#problems, this.#apply);
  }

  /** The editor shows the draft, except while the author is typing in it. */
  sync(force = false): void {
    const draft = this.#host.draft();
    if (!this.#area || !draft) return;
    if (!force && document.activeElement === this.#area) return;
    this.#area.value = JSON.stringify(draft, null, 2);
    fill(this.#problems!, h('p', { class: 'ok' }, t('json.valid')));
  }

  async #validate(): Promise<void> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.#area!.value);
    } catch (error) {
      fill(this.#problems!, h('p', { class: 'error' }, t('json.notJson', { message: (error as Error).message })));
      return;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      fill(this.#problems!, h('p', { class: 'error' }, t('json.notObject')));
      return;
    }
    const result = await api.validate(parsed as Config);
    if (result.valid) {
      this.#candidate = parsed as Config;
      this.#apply!.disabled = false;
      fill(this.#problems!, h('p', { class: 'ok' }, t('json.valid')));
    } else {
      this.#candidate = null;
      fill(this.#problems!, h('p', { class: 'error' }, t('json.invalid')), problemList(result.problems ?? []));
    }
  }

  #applyJson(): void {
    const candidate = this.#candidate;
    if (!candidate || !this.#host.draft()) return;
    this.#candidate = null;
    this.#apply!.disabled = true;
    this.#host.apply(candidate);
  }
}
