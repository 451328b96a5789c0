/**
 * The builder page: sign in, choose a config, edit it (form and JSON), see it in the real element on
 * the draft, read the checks, copy the embed snippet, compare with the published version, publish,
 * roll back. Plain DOM; every edit is saved as the draft (debounced), which the preview frames load.
 *
 * This class holds the page's state, its layout, the chooser, and loading and saving the draft; each
 * panel is a module of its own: `sign-in.ts`, `form-panel.ts`, `json-panel.ts`, `preview-panel.ts`,
 * `checks-panel.ts`, `diff-panel.ts`, `publish-panel.ts` (publish, discard, history and rollback) and
 * `snippet-panel.ts`.
 */
import { api, type Config, type ConfigEntry } from './api';
import { LOCALES, otherLocale, type Loaded, type Selection } from './builder-state';
import { ChecksPanel } from './checks-panel';
import { diffConfigs } from './diff';
import { renderDiff } from './diff-panel';
import { fill, h, uid } from './dom';
import { FormPanel } from './form-panel';
import { formatDate, setLocale, t } from './i18n';
import { JsonPanel } from './json-panel';
import { getPath, setPath } from './paths';
import { PreviewPanel } from './preview-panel';
import { problemText } from './problems';
import { PublishPanel } from './publish-panel';
import { languageSwitch, renderSignIn } from './sign-in';
import { SnippetPanel } from './snippet-panel';

const SAVE_DELAY_MS = 500;

export class Builder {
  private author = '';
  private entries: ConfigEntry[] = [];
  private selection: Selection = { resource: '', env: 'prod', locale: 'de_DE' };
  private loaded: Loaded | null = null;
  private bothLocales = true;
  /** Form paths changed since the last save: copied into the other locale's draft too. */
  private touched = new Set<string>();
  /** The JSON editor's config was applied since the last save. */
  private jsonApplied = false;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;

  private readonly status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  private readonly form = new FormPanel({ draft: () => this.loaded!.draft, edit: (next, paths) => this.edit(next, paths) });
  private readonly json = new JsonPanel({ draft: () => this.loaded?.draft ?? null, apply: (config) => this.applyJson(config) });
  private readonly preview = new PreviewPanel(() => this.selection);
  private readonly checks = new ChecksPanel({ draft: () => this.loaded!.draft, locale: () => this.selection.locale });
  private readonly snippet = new SnippetPanel({ selection: () => this.selection, draft: () => this.loaded!.draft });
  private readonly diff = h('div');
  private readonly publish = new PublishPanel({
    loaded: () => this.loaded!,
    selection: () => this.selection,
    bothLocales: () => this.bothLocales,
    flushSave: () => this.flushSave(),
    load: () => this.load(),
    say: (message, isError) => this.say(message, isError),
  });

  constructor(private readonly root: HTMLElement) {}

  async start(): Promise<void> {
    const lang = new URLSearchParams(location.search).get('lang');
    setLocale(lang === 'en_GB' ? 'en_GB' : 'de_DE');
    const name = await api.me();
    if (name) await this.signedIn(name);
    else this.renderSignIn();
  }

  // ---- sign-in ----

  private renderSignIn(message = ''): void {
    renderSignIn(this.root, { languageSwitch: () => this.languageSwitch(), signedIn: (author) => void this.signedIn(author) }, message);
  }

  private languageSwitch(): HTMLElement {
    return languageSwitch(() => {
      if (this.author) this.renderApp();
      else this.renderSignIn();
    });
  }

  private async signedIn(author: string): Promise<void> {
    this.author = author;
    this.entries = await api.configs();
    const first = this.entries[0];
    if (first) this.selection = { resource: first.resource, env: first.env, locale: first.locale };
    this.preview.locale = this.selection.locale;
    this.renderApp();
    await this.load();
  }

  // ---- layout ----

  private renderApp(): void {
    const header = h(
      'header',
      { class: 'top' },
      h('h1', {}, t('title')),
      this.languageSwitch(),
      h(
        'p',
        { class: 'who' },
        t('signedInAs', { name: this.author }),
        ' ',
        h(
          'button',
          {
            type: 'button',
            onclick: () => {
              void api.logout().then(() => {
                this.author = '';
                this.renderSignIn();
              });
            },
          },
          t('signOut'),
        ),
      ),
    );
    const section = (id: string, title: string, body: HTMLElement, ...intro: string[]) =>
      h('section', { 'aria-labelledby': id }, h('h2', { id }, title), ...intro.map((p) => h('p', { class: 'hint' }, p)), body);
    fill(
      this.root,
      header,
      h(
        'main',
        { class: 'layout' },
        h(
          'div',
          { class: 'edit' },
          this.chooser(),
          this.status,
          section('form-title', t('form.title'), this.form.region),
          section('json-title', t('json.title'), this.json.region, t('json.intro')),
        ),
        h(
          'div',
          { class: 'review' },
          section('preview-title', t('preview.title'), this.preview.region, t('preview.intro')),
          section('checks-title', t('checks.title'), this.checks.region),
          section('diff-title', t('diff.title'), this.diff),
          section('publish-title', t('publish.title'), this.publish.region),
          section('snippet-title', t('snippet.title'), this.snippet.region, t('snippet.intro')),
          section('history-title', t('history.title'), this.publish.historyRegion),
        ),
      ),
      this.publish.dialog,
    );
    if (this.loaded) this.renderAll();
  }

  private chooser(): HTMLElement {
    const select = (key: keyof Selection, label: string, values: string[]) => {
      const id = uid(key);
      return h(
        'div',
        { class: 'field' },
        h('label', { for: id }, label),
        h(
          'select',
          {
            id,
            onchange: (event: Event) => {
              this.selection = { ...this.selection, [key]: (event.target as HTMLSelectElement).value };
              if (key === 'locale') this.preview.locale = this.selection.locale;
              void this.flushSave().then(() => this.load());
            },
          },
          ...values.map((v) => h('option', { value: v, selected: v === this.selection[key] }, key === 'locale' ? t(`locales.${v}`) : v)),
        ),
      );
    };
    const unique = (k: 'resource' | 'env') => [...new Set(this.entries.map((e) => e[k]))];
    const bothId = uid('both');
    return h(
      'fieldset',
      { class: 'chooser' },
      h('legend', {}, t('chooser.legend')),
      select('resource', t('chooser.resource'), unique('resource')),
      select('env', t('chooser.env'), unique('env')),
      select('locale', t('chooser.locale'), [...LOCALES]),
      h(
        'div',
        { class: 'check' },
        h('input', {
          id: bothId,
          type: 'checkbox',
          checked: this.bothLocales,
          onchange: (event: Event) => {
            this.bothLocales = (event.target as HTMLInputElement).checked;
          },
        }),
        h('label', { for: bothId }, t('chooser.bothLocales')),
      ),
    );
  }

  // ---- loading and saving ----

  private async load(): Promise<void> {
    const { resource, env, locale } = this.selection;
    this.say(t('status.loading'));
    const [published, draft, history, entries] = await Promise.all([
      api.published(resource, env, locale),
      api.draft(resource, env, locale),
      api.history(resource, env, locale),
      api.configs(),
    ]);
    this.entries = entries;
    const entry = this.entries.find((e) => e.resource === resource && e.env === env && e.locale === locale);
    const hasDraft = diffConfigs(published, draft).length > 0 || Boolean(entry?.draft);
    this.loaded = { published, publishedVersion: history[0]?.version ?? 1, draft, hasDraft, history };
    this.touched.clear();
    this.renderAll();
    this.say(hasDraft ? t('status.draftLoaded') : t('status.publishedLoaded', { version: this.loaded.publishedVersion }));
  }

  private renderAll(): void {
    this.form.render();
    this.json.render();
    this.preview.render();
    this.renderReview();
    this.publish.renderHistory();
  }

  /** The review panels that follow every edit. */
  private renderReview(): void {
    const loaded = this.loaded!;
    this.checks.render();
    renderDiff(this.diff, loaded.published, loaded.draft, loaded.publishedVersion);
    this.publish.render();
    this.snippet.render();
  }

  private edit(next: Config, paths: string[]): void {
    if (!this.loaded) return;
    this.loaded.draft = next;
    for (const p of paths) this.touched.add(p);
    this.renderReview();
    this.json.sync();
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => void this.flushSave(), SAVE_DELAY_MS);
  }

  private async flushSave(): Promise<void> {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    if (!this.loaded || (this.touched.size === 0 && !this.jsonApplied)) return;
    const { resource, env, locale } = this.selection;
    const touched = [...this.touched];
    this.touched.clear();
    this.jsonApplied = false;
    this.say(t('status.saving'));
    try {
      await api.saveDraft(resource, env, locale, this.loaded.draft);
      if (this.bothLocales && touched.length > 0) {
        const other = otherLocale(locale);
        let theirs = await api.draft(resource, env, other);
        for (const path of touched) theirs = setPath(theirs, path, getPath(this.loaded.draft, path));
        await api.saveDraft(resource, env, other, theirs);
      }
      this.loaded.hasDraft = true;
      this.preview.reload();
      this.renderReview();
      this.say(t('status.saved', { time: formatDate(new Date().toISOString()) }));
    } catch (error) {
      this.say(problemText(error), true);
    }
  }

  private say(message: string, isError = false): void {
    this.status.textContent = message;
    this.status.classList.toggle('error', isError);
  }

  /** The JSON editor's config is the draft now: the form and the review follow, and it is saved. */
  private applyJson(config: Config): void {
    if (!this.loaded) return;
    this.loaded.draft = config;
    this.jsonApplied = true;
    this.form.render();
    this.renderReview();
    void this.flushSave();
  }
}

