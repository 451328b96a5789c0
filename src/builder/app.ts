/**
 * The builder page: sign in, choose a config, edit it (form and JSON), see it in the real element on
 * the draft, read the checks, copy the embed snippet, compare with the published version, publish,
 * roll back. Plain DOM; every edit is saved as the draft (debounced), which the preview frames load.
 */
import { ApiError, api, type Config, type ConfigEntry, type Problem, type VersionInfo } from './api';
import {
  DEFAULT_ASSUMPTIONS,
  DEFAULT_THEME,
  GOOGLE_SKUS,
  callsPer1000,
  consentCheck,
  contrastChecks,
  costPer1000,
  cspLines,
  routesTier,
  type CheckResult,
  type GoogleSku,
  type VisitAssumptions,
} from './checks';
import { diffConfigs } from './diff';
import { fill, h, uid } from './dom';
import {
  FIELD_GROUPS,
  applyField,
  brandRows,
  fieldValue,
  filterGroups,
  labelKey,
  prefilters,
  withBrand,
  withGroupMoved,
  withPrefilter,
  type FieldDef,
} from './form';
import { formatDate, formatNumber, locale as uiLocale, setLocale, t, type BuilderLocale } from './i18n';
import { getPath, setPath } from './paths';
import { embedSnippet } from './snippet';

const LOCALES = ['de_DE', 'en_GB'] as const;
/** The element's own colours (README, "CSS custom properties and parts"), shown where the theme sets none. */
const THEME_DEFAULTS = { ...DEFAULT_THEME, borderColor: '#d0d7de' } as const;
const SAVE_DELAY_MS = 500;
const VALIDATE_DELAY_MS = 400;

interface Selection {
  resource: string;
  env: string;
  locale: string;
}

interface Loaded {
  published: Config;
  publishedVersion: number;
  draft: Config;
  hasDraft: boolean;
  history: VersionInfo[];
}

export class Builder {
  private author = '';
  private entries: ConfigEntry[] = [];
  private selection: Selection = { resource: '', env: 'prod', locale: 'de_DE' };
  private loaded: Loaded | null = null;
  private previewLocale = 'de_DE';
  private previewStamp = Date.now();
  private bothLocales = true;
  /** Form paths changed since the last save: copied into the other locale's draft too. */
  private touched = new Set<string>();
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private validateTimer: ReturnType<typeof setTimeout> | undefined;
  private assumptions: VisitAssumptions = { ...DEFAULT_ASSUMPTIONS };
  private prices: Partial<Record<GoogleSku, number>> = {};
  /** Where the page loads the element from (the brand's CDN); the demo serves it at /dist/. */
  private bundleUrl = `${location.origin}/dist/station-locator.bundle.js`;

  private readonly regions = {
    status: h('p', { class: 'status', role: 'status', 'aria-live': 'polite' }),
    form: h('div'),
    json: h('div'),
    preview: h('div'),
    checks: h('div'),
    snippet: h('div'),
    diff: h('div'),
    history: h('div'),
    publish: h('div'),
  };
  private readonly dialog = h('dialog', { class: 'confirm', 'aria-labelledby': 'confirm-title' });

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
    const nameId = uid('name');
    const passwordId = uid('password');
    const error = h('p', { class: 'error', role: 'alert' }, message);
    const form = h(
      'form',
      {
        class: 'sign-in',
        onsubmit: (event: Event) => {
          event.preventDefault();
          const data = new FormData(form);
          const text = (name: string) => {
            const value = data.get(name);
            return typeof value === 'string' ? value : '';
          };
          api.login(text('name'), text('password')).then(
            (author) => this.signedIn(author),
            (err: unknown) => this.renderSignIn(err instanceof ApiError && err.status === 429 ? t('signIn.tooMany') : t('signIn.failed')),
          );
        },
      },
      h('h1', {}, t('title')),
      h('p', {}, t('signIn.intro')),
      h('label', { for: nameId }, t('signIn.name')),
      h('input', { id: nameId, name: 'name', autocomplete: 'username', required: true }),
      h('label', { for: passwordId }, t('signIn.password')),
      h('input', { id: passwordId, name: 'password', type: 'password', autocomplete: 'current-password', required: true }),
      error,
      h('button', { type: 'submit', class: 'primary' }, t('signIn.submit')),
    );
    fill(this.root, h('header', { class: 'top' }, this.languageSwitch()), h('main', {}, form));
    (form.querySelector('input') as HTMLInputElement).focus();
  }

  private languageSwitch(): HTMLElement {
    const id = uid('ui-lang');
    return h(
      'div',
      { class: 'ui-lang' },
      h('label', { for: id }, t('uiLanguage')),
      h(
        'select',
        {
          id,
          onchange: (event: Event) => {
            setLocale((event.target as HTMLSelectElement).value as BuilderLocale);
            const url = new URL(location.href);
            url.searchParams.set('lang', uiLocale());
            history.replaceState(null, '', url);
            if (this.author) this.renderApp();
            else this.renderSignIn();
          },
        },
        ...LOCALES.map((l) => h('option', { value: l, selected: l === uiLocale() }, t(`locales.${l}`))),
      ),
    );
  }

  private async signedIn(author: string): Promise<void> {
    this.author = author;
    this.entries = await api.configs();
    const first = this.entries[0];
    if (first) this.selection = { resource: first.resource, env: first.env, locale: first.locale };
    this.previewLocale = this.selection.locale;
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
          this.regions.status,
          section('form-title', t('form.title'), this.regions.form),
          section('json-title', t('json.title'), this.regions.json, t('json.intro')),
        ),
        h(
          'div',
          { class: 'review' },
          section('preview-title', t('preview.title'), this.regions.preview, t('preview.intro')),
          section('checks-title', t('checks.title'), this.regions.checks),
          section('diff-title', t('diff.title'), this.regions.diff),
          section('publish-title', t('publish.title'), this.regions.publish),
          section('snippet-title', t('snippet.title'), this.regions.snippet, t('snippet.intro')),
          section('history-title', t('history.title'), this.regions.history),
        ),
      ),
      this.dialog,
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
              if (key === 'locale') this.previewLocale = this.selection.locale;
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
    this.renderForm();
    this.renderJson();
    this.renderPreview();
    this.renderReview();
    this.renderHistory();
  }

  /** The review panels that follow every edit. */
  private renderReview(): void {
    this.renderChecks();
    this.renderDiff();
    this.renderPublish();
    this.renderSnippet();
  }

  private edit(next: Config, paths: string[]): void {
    if (!this.loaded) return;
    this.loaded.draft = next;
    for (const p of paths) this.touched.add(p);
    this.renderReview();
    this.syncJson();
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
        const other = LOCALES.find((l) => l !== locale)!;
        let theirs = await api.draft(resource, env, other);
        for (const path of touched) theirs = setPath(theirs, path, getPath(this.loaded.draft, path));
        await api.saveDraft(resource, env, other, theirs);
      }
      this.loaded.hasDraft = true;
      this.previewStamp = Date.now();
      this.renderPreview();
      this.renderReview();
      this.say(t('status.saved', { time: formatDate(new Date().toISOString()) }));
    } catch (error) {
      this.say(this.problemText(error), true);
    }
  }

  private jsonApplied = false;

  private problemText(error: unknown): string {
    if (error instanceof ApiError && error.problems.length > 0) {
      return t('status.invalid', { problems: error.problems.map((p) => `${p.path || '/'} ${p.message}`).join('; ') });
    }
    return t('status.failed', { message: error instanceof Error ? error.message : String(error) });
  }

  private say(message: string, isError = false): void {
    this.regions.status.textContent = message;
    this.regions.status.classList.toggle('error', isError);
  }

  // ---- the form ----

  private renderForm(): void {
    const draft = this.loaded!.draft;
    const groups = FIELD_GROUPS.map((group) =>
      h('fieldset', { class: `group group--${group.id}` }, h('legend', {}, t(`form.${group.id}.legend`)), ...group.fields.map((field) => this.field(group.id, field, draft))),
    );
    fill(this.regions.form, ...groups, this.filtersForm(draft), this.brandsForm(draft));
  }

  private field(group: string, field: FieldDef, draft: Config): HTMLElement {
    const id = uid(field.path.replace(/\./g, '-'));
    const label = t(labelKey(group, field.path));
    const onValue = (raw: string) => {
      const next = applyField(this.loaded!.draft, field, raw);
      if (next) this.edit(next, [field.path]);
    };
    const value = fieldValue(draft, field);
    if (field.kind === 'colour') {
      const fallback = THEME_DEFAULTS[field.path.split('.')[1] as keyof typeof THEME_DEFAULTS] ?? '#000000';
      const text = h('input', { id, type: 'text', value, placeholder: fallback, pattern: '#([0-9a-fA-F]{3}){1,2}', spellcheck: 'false', size: 9 });
      const picker = h('input', { type: 'color', value: /^#[0-9a-f]{6}$/i.test(value) ? value : fallback, 'aria-label': t('form.picker', { label }) });
      text.addEventListener('input', () => {
        if (/^#([0-9a-f]{3}){1,2}$/i.test(text.value.trim()) || text.value.trim() === '') {
          if (/^#[0-9a-f]{6}$/i.test(text.value.trim())) picker.value = text.value.trim();
          onValue(text.value);
        }
      });
      picker.addEventListener('input', () => {
        text.value = picker.value;
        onValue(picker.value);
      });
      return h('div', { class: 'field field--colour' }, h('label', { for: id }, label), h('span', { class: 'colour' }, picker, text));
    }
    if (field.kind === 'select') {
      const options = [...(field.options ?? [])];
      if (value && !options.includes(value)) options.unshift(value);
      const select = h(
        'select',
        { id, onchange: (event: Event) => onValue((event.target as HTMLSelectElement).value) },
        ...(field.path === 'maps.consentMode' ? [h('option', { value: '', selected: value === '' }, t('form.maps.consentUnset'))] : []),
        ...options.map((o) => h('option', { value: o, selected: o === value }, t(`options.${o}`))),
      );
      return h('div', { class: 'field' }, h('label', { for: id }, label), select);
    }
    const input = h('input', {
      id,
      type: field.kind === 'number' ? 'number' : 'text',
      value,
      ...(field.min !== undefined ? { min: field.min } : {}),
      ...(field.max !== undefined ? { max: field.max } : {}),
      ...(field.step !== undefined ? { step: field.step } : {}),
      spellcheck: 'false',
    });
    input.addEventListener('input', () => onValue(input.value));
    return h('div', { class: 'field' }, h('label', { for: id }, label), input);
  }

  private filtersForm(draft: Config): HTMLElement {
    const groups = filterGroups(draft);
    const active = prefilters(draft);
    const order = h(
      'ol',
      { class: 'order' },
      ...groups.map((g, i) => {
        const label = t(`filterGroups.${g.name}`) === `filterGroups.${g.name}` ? g.name : t(`filterGroups.${g.name}`);
        return h(
          'li',
          { 'data-group': g.name },
          h('span', {}, label),
          h('button', { type: 'button', disabled: i === 0, 'aria-label': t('filters.up', { group: label }), onclick: () => this.moveGroup(g.name, -1) }, '↑'),
          h('button', { type: 'button', disabled: i === groups.length - 1, 'aria-label': t('filters.down', { group: label }), onclick: () => this.moveGroup(g.name, 1) }, '↓'),
        );
      }),
    );
    const defaults = groups.map((g) =>
      h(
        'fieldset',
        { class: 'defaults' },
        h('legend', {}, t('filters.defaultsOf', { group: g.name })),
        ...g.filters.map((f) => {
          const key = `${g.name}.${f}`;
          const id = uid('pre');
          return h(
            'span',
            { class: 'check' },
            h('input', {
              id,
              type: 'checkbox',
              value: key,
              checked: active.has(key),
              onchange: (event: Event) => this.edit(withPrefilter(this.loaded!.draft, key, (event.target as HTMLInputElement).checked), ['filters.prefilters']),
            }),
            h('label', { for: id }, f),
          );
        }),
      ),
    );
    return h('fieldset', { class: 'group group--filters' }, h('legend', {}, t('filters.legend')), h('p', { class: 'hint' }, t('filters.orderHint')), order, ...defaults);
  }

  private moveGroup(name: string, by: -1 | 1): void {
    this.edit(withGroupMoved(this.loaded!.draft, name, by), ['filters.priority']);
    this.renderForm();
    // Keep the keyboard with the moved group: on the same button, or the other one at the list's end.
    const buttons = [...(this.regions.form.querySelector(`.order li[data-group="${CSS.escape(name)}"]`)?.querySelectorAll('button') ?? [])];
    const same = buttons[by === -1 ? 0 : 1];
    (same && !same.disabled ? same : buttons.find((b) => !b.disabled))?.focus();
  }

  private brandsForm(draft: Config): HTMLElement {
    const rows = brandRows(draft).map((row) => {
      const colourId = uid('brand-colour');
      const glyphId = uid('brand-glyph');
      const update = (colour: string, glyph: string) => {
        if (/^#([0-9a-f]{3}){1,2}$/i.test(colour) && /^\S{1,2}$/u.test(glyph)) this.edit(withBrand(this.loaded!.draft, row.key, { colour, glyph }), ['brands.siteBrands']);
      };
      const colour = h('input', { id: colourId, type: 'text', value: row.colour, size: 8, spellcheck: 'false' });
      const glyph = h('input', { id: glyphId, type: 'text', value: row.glyph, size: 3, maxlength: 2 });
      colour.addEventListener('input', () => update(colour.value.trim(), glyph.value.trim()));
      glyph.addEventListener('input', () => update(colour.value.trim(), glyph.value.trim()));
      return h(
        'tr',
        {},
        h('th', { scope: 'row' }, row.key),
        h('td', {}, h('label', { for: colourId, class: 'visually-hidden' }, t('brands.colourOf', { brand: row.key })), colour),
        h('td', {}, h('label', { for: glyphId, class: 'visually-hidden' }, t('brands.glyphOf', { brand: row.key })), glyph),
        h(
          'td',
          {},
          h(
            'button',
            {
              type: 'button',
              'aria-label': t('brands.remove', { brand: row.key }),
              onclick: () => {
                this.edit(withBrand(this.loaded!.draft, row.key, undefined), ['brands.siteBrands']);
                this.renderForm();
              },
            },
            t('brands.removeShort'),
          ),
        ),
      );
    });
    const keyId = uid('new-brand');
    const key = h('input', { id: keyId, type: 'text', size: 12, spellcheck: 'false', pattern: '[a-z0-9_]+' });
    const add = h(
      'button',
      {
        type: 'button',
        onclick: () => {
          const name = key.value.trim().toLowerCase();
          if (!/^[a-z0-9_]+$/.test(name)) return;
          this.edit(withBrand(this.loaded!.draft, name, { colour: '#0064cc', glyph: name.slice(0, 1).toUpperCase() }), ['brands.siteBrands']);
          this.renderForm();
        },
      },
      t('brands.add'),
    );
    return h(
      'fieldset',
      { class: 'group group--brands' },
      h('legend', {}, t('brands.legend')),
      h(
        'table',
        {},
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('brands.key')), h('th', { scope: 'col' }, t('brands.colour')), h('th', { scope: 'col' }, t('brands.glyph')), h('td', {}))),
        h('tbody', {}, ...rows),
      ),
      h('div', { class: 'field field--inline' }, h('label', { for: keyId }, t('brands.newKey')), key, add),
    );
  }

  // ---- JSON editor ----

  private jsonArea: HTMLTextAreaElement | null = null;
  private jsonProblems: HTMLElement | null = null;
  private jsonApply: HTMLButtonElement | null = null;
  private jsonCandidate: Config | null = null;

  private renderJson(): void {
    const id = uid('json');
    const problemsId = uid('json-problems');
    this.jsonArea = h('textarea', { id, rows: 18, spellcheck: 'false', 'aria-describedby': problemsId, class: 'json' });
    this.jsonProblems = h('div', { id: problemsId, class: 'problems', 'aria-live': 'polite' });
    this.jsonApply = h('button', { type: 'button', disabled: true, onclick: () => this.applyJson() }, t('json.apply'));
    this.jsonArea.addEventListener('input', () => {
      clearTimeout(this.validateTimer);
      this.jsonApply!.disabled = true;
      this.validateTimer = setTimeout(() => void this.validateJson(), VALIDATE_DELAY_MS);
    });
    this.syncJson(true);
    fill(this.regions.json, h('label', { for: id }, t('json.label')), this.jsonArea, this.jsonProblems, this.jsonApply);
  }

  /** The editor shows the draft, except while the author is typing in it. */
  private syncJson(force = false): void {
    if (!this.jsonArea || !this.loaded) return;
    if (!force && document.activeElement === this.jsonArea) return;
    this.jsonArea.value = JSON.stringify(this.loaded.draft, null, 2);
    fill(this.jsonProblems!, h('p', { class: 'ok' }, t('json.valid')));
  }

  private async validateJson(): Promise<void> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.jsonArea!.value);
    } catch (error) {
      fill(this.jsonProblems!, h('p', { class: 'error' }, t('json.notJson', { message: (error as Error).message })));
      return;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      fill(this.jsonProblems!, h('p', { class: 'error' }, t('json.notObject')));
      return;
    }
    const result = await api.validate(parsed as Config);
    if (result.valid) {
      this.jsonCandidate = parsed as Config;
      this.jsonApply!.disabled = false;
      fill(this.jsonProblems!, h('p', { class: 'ok' }, t('json.valid')));
    } else {
      this.jsonCandidate = null;
      fill(this.jsonProblems!, h('p', { class: 'error' }, t('json.invalid')), this.problemList(result.problems ?? []));
    }
  }

  private problemList(problems: Problem[]): HTMLElement {
    return h('ul', {}, ...problems.map((p) => h('li', {}, h('code', {}, p.path || '/'), ' ', p.message)));
  }

  private applyJson(): void {
    if (!this.jsonCandidate || !this.loaded) return;
    this.loaded.draft = this.jsonCandidate;
    this.jsonCandidate = null;
    this.jsonApplied = true;
    this.jsonApply!.disabled = true;
    this.renderForm();
    this.renderReview();
    void this.flushSave();
  }

  // ---- preview ----

  private renderPreview(): void {
    const { resource, env } = this.selection;
    const src = (l: string) => `/builder/preview?${new URLSearchParams({ resource, env, locale: l, v: String(this.previewStamp) })}`;
    const localeSwitch = h(
      'fieldset',
      { class: 'preview-locale' },
      h('legend', {}, t('preview.locale')),
      ...LOCALES.map((l) => {
        const id = uid('pl');
        return h(
          'span',
          { class: 'check' },
          h('input', {
            id,
            type: 'radio',
            name: 'preview-locale',
            value: l,
            checked: l === this.previewLocale,
            onchange: () => {
              this.previewLocale = l;
              this.renderPreview();
            },
          }),
          h('label', { for: id }, t(`locales.${l}`)),
        );
      }),
    );
    const frame = (kind: 'desktop' | 'phone') =>
      h(
        'figure',
        { class: `frame frame--${kind}` },
        h('div', { class: 'frame__box' }, h('iframe', { src: src(this.previewLocale), title: t(`preview.${kind}Title`, { locale: t(`locales.${this.previewLocale}`) }), loading: 'lazy' })),
        h('figcaption', {}, t(`preview.${kind}`)),
      );
    fill(this.regions.preview, localeSwitch, h('div', { class: 'frames' }, frame('desktop'), frame('phone')));
  }

  // ---- checks ----

  private renderChecks(): void {
    const draft = this.loaded!.draft;
    const results: CheckResult[] = [...contrastChecks(draft), consentCheck(draft, this.selection.locale)];
    const origin = location.origin;
    const csp = cspLines(draft, { bundle: origin, api: origin });
    const list = h(
      'ul',
      { class: 'checks' },
      ...results.map((r) => h('li', { class: `check-${r.level}`, 'data-check': r.id }, h('strong', {}, `${t(`levels.${r.level}`)}: `), t(`checks.${r.key}`, r.vars))),
    );
    fill(this.regions.checks, list, h('h3', {}, t('checks.csp')), h('p', { class: 'hint' }, t('checks.cspIntro')), h('pre', { class: 'code' }, csp.join(';\n')), this.costTable());
  }

  private costTable(): HTMLElement {
    const draft = this.loaded!.draft;
    const calls = callsPer1000(draft, this.assumptions);
    const cost = costPer1000(calls, this.prices);
    const numberInput = (label: string, value: number | undefined, onChange: (v: number | undefined) => void, attrs: Record<string, string | number> = {}) => {
      const id = uid('n');
      const input = h('input', { id, type: 'number', value: value ?? '', min: 0, step: 'any', ...attrs });
      input.addEventListener('change', () => {
        const v = input.value.trim() === '' ? undefined : Number(input.value);
        onChange(v !== undefined && Number.isFinite(v) ? v : undefined);
        this.renderChecks();
      });
      return h('div', { class: 'field field--inline' }, h('label', { for: id }, label), input);
    };
    const assumption = (key: keyof VisitAssumptions) =>
      numberInput(t(`cost.${key}`), this.assumptions[key], (v) => (this.assumptions = { ...this.assumptions, [key]: v ?? 0 }), { max: 100 });
    const tier = routesTier(draft);
    const rows = GOOGLE_SKUS.map((sku) => {
      const id = uid('price');
      const price = h('input', { id, type: 'number', min: 0, step: 'any', value: this.prices[sku] ?? '', size: 6 });
      price.addEventListener('change', () => {
        const v = Number(price.value);
        if (price.value.trim() === '' || !Number.isFinite(v)) delete this.prices[sku];
        else this.prices[sku] = v;
        this.renderChecks();
      });
      const skuName = sku === 'routes' ? t(`cost.sku.routes_${tier}`) : t(`cost.sku.${sku}`);
      return h(
        'tr',
        {},
        h('th', { scope: 'row' }, skuName),
        h('td', {}, formatNumber(calls[sku])),
        h('td', {}, h('label', { for: id, class: 'visually-hidden' }, t('cost.priceOf', { sku: skuName })), price),
        h('td', {}, cost.bySku[sku] === null ? '–' : formatNumber(cost.bySku[sku], 2)),
      );
    });
    return h(
      'div',
      { class: 'cost' },
      h('h3', {}, t('cost.title')),
      h('p', { class: 'hint' }, t('cost.intro')),
      ...(['consentPercent', 'searchPercent', 'locatePercent', 'routePercent'] as const).map(assumption),
      h(
        'table',
        {},
        h('caption', {}, t('cost.caption')),
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('cost.sku.title')), h('th', { scope: 'col' }, t('cost.calls')), h('th', { scope: 'col' }, t('cost.price')), h('th', { scope: 'col' }, t('cost.cost')))),
        h('tbody', {}, ...rows),
        h('tfoot', {}, h('tr', {}, h('th', { scope: 'row', colspan: 3 }, t('cost.total')), h('td', {}, formatNumber(cost.total, 2)))),
      ),
    );
  }

  // ---- snippet, diff, publish, history ----

  private renderSnippet(): void {
    const { resource, env, locale } = this.selection;
    const snippet = () => embedSnippet({ resource, env, locale, bundleUrl: this.bundleUrl, configBase: location.origin, config: this.loaded!.draft });
    let text = snippet();
    const copied = h('span', { role: 'status', class: 'hint' });
    const pre = h('pre', { class: 'code', tabindex: 0, 'aria-label': t('snippet.title') }, text);
    const urlId = uid('bundle-url');
    const url = h('input', { id: urlId, type: 'url', value: this.bundleUrl, spellcheck: 'false', class: 'wide' });
    url.addEventListener('input', () => {
      this.bundleUrl = url.value.trim();
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
    fill(this.regions.snippet, h('div', { class: 'field' }, h('label', { for: urlId }, t('snippet.bundleUrl')), url), pre, copy, ' ', copied);
  }

  private renderDiff(): void {
    const changes = diffConfigs(this.loaded!.published, this.loaded!.draft);
    if (changes.length === 0) {
      fill(this.regions.diff, h('p', {}, t('diff.none', { version: this.loaded!.publishedVersion })));
      return;
    }
    const show = (v: unknown) => (v === undefined ? '–' : JSON.stringify(v));
    fill(
      this.regions.diff,
      h('p', {}, t('diff.count', { count: changes.length, version: this.loaded!.publishedVersion })),
      h(
        'table',
        { class: 'diff' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('diff.path')), h('th', { scope: 'col' }, t('diff.before')), h('th', { scope: 'col' }, t('diff.after')))),
        h('tbody', {}, ...changes.map((c) => h('tr', { class: `diff-${c.kind}` }, h('th', { scope: 'row' }, h('code', {}, c.path)), h('td', {}, h('code', {}, show(c.before))), h('td', {}, h('code', {}, show(c.after)))))),
      ),
    );
  }

  private renderPublish(): void {
    const changes = diffConfigs(this.loaded!.published, this.loaded!.draft).length;
    const failing = [...contrastChecks(this.loaded!.draft), consentCheck(this.loaded!.draft, this.selection.locale)].filter((c) => c.level === 'error').length;
    fill(
      this.regions.publish,
      h('p', {}, changes > 0 ? t('publish.ready', { count: changes }) : t('publish.nothing')),
      failing > 0 ? h('p', { class: 'error' }, t('publish.failing', { count: failing })) : null,
      this.bothLocales ? h('p', { class: 'hint' }, t('publish.otherLocale', { locale: t(`locales.${LOCALES.find((l) => l !== this.selection.locale)!}`) })) : null,
      h('button', { type: 'button', class: 'primary', disabled: changes === 0, onclick: () => void this.confirmPublish(changes, failing) }, t('publish.button')),
      ' ',
      h(
        'button',
        {
          type: 'button',
          disabled: !this.loaded!.hasDraft,
          onclick: () => {
            const { resource, env, locale } = this.selection;
            void api.discardDraft(resource, env, locale).then(() => this.load());
          },
        },
        t('publish.discard'),
      ),
    );
  }

  private confirm(title: string, body: string, action: string): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        this.dialog.close();
        resolve(ok);
      };
      fill(
        this.dialog,
        h('h2', { id: 'confirm-title' }, title),
        h('p', {}, body),
        h('div', { class: 'actions' }, h('button', { type: 'button', class: 'primary', onclick: () => done(true) }, action), h('button', { type: 'button', onclick: () => done(false) }, t('cancel'))),
      );
      this.dialog.onclose = () => resolve(false);
      this.dialog.showModal();
    });
  }

  private async confirmPublish(changes: number, failing: number): Promise<void> {
    await this.flushSave();
    const { resource, env, locale } = this.selection;
    const version = this.loaded!.publishedVersion;
    const ok = await this.confirm(
      t('publish.confirmTitle'),
      `${t('publish.confirmBody', { config: `${resource} / ${env} / ${t(`locales.${locale}`)}`, version: version + 1, count: changes })}${failing > 0 ? ` ${t('publish.failing', { count: failing })}` : ''}`,
      t('publish.confirm'),
    );
    if (!ok) return;
    try {
      const { version: published } = await api.publish(resource, env, locale, version);
      await this.load();
      this.say(t('status.published', { version: published }));
    } catch (error) {
      this.say(error instanceof ApiError && error.status === 409 ? t('status.conflict') : this.problemText(error), true);
    }
  }

  private renderHistory(): void {
    const history = this.loaded!.history;
    const current = history[0]?.version;
    fill(
      this.regions.history,
      h(
        'table',
        { class: 'history' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('history.version')), h('th', { scope: 'col' }, t('history.what')), h('th', { scope: 'col' }, t('history.who')), h('th', { scope: 'col' }, t('history.when')), h('td', {}))),
        h(
          'tbody',
          {},
          ...history.map((v) =>
            h(
              'tr',
              {},
              h('th', { scope: 'row' }, String(v.version)),
              h('td', {}, v.kind === 'rollback' ? t('history.rollback', { from: v.restored_from ?? '?' }) : t(`history.${v.kind}`), v.version === current ? ` (${t('history.live')})` : ''),
              h('td', {}, v.author),
              h('td', {}, formatDate(v.created_at)),
              h('td', {}, v.version === current ? null : h('button', { type: 'button', onclick: () => void this.rollback(v.version) }, t('history.restore', { version: v.version }))),
            ),
          ),
        ),
      ),
    );
  }

  private async rollback(version: number): Promise<void> {
    const { resource, env, locale } = this.selection;
    const ok = await this.confirm(t('history.confirmTitle'), t('history.confirmBody', { version, next: this.loaded!.publishedVersion + 1 }), t('history.confirm'));
    if (!ok) return;
    try {
      const { version: published } = await api.rollback(resource, env, locale, version, this.loaded!.publishedVersion);
      await this.load();
      this.say(t('status.rolledBack', { version, published }));
    } catch (error) {
      this.say(error instanceof ApiError && error.status === 409 ? t('status.conflict') : this.problemText(error), true);
    }
  }
}
