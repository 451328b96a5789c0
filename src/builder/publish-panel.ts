/**
 * Going live and going back: publishing the draft (after a confirmation that names the config, the
 * version it becomes, and failing checks), discarding it, and the version history with a rollback to any
 * earlier version. A conflict (someone published meanwhile) is said as such.
 */
import { ApiError, api } from './api';
import { otherLocale, type Loaded, type Selection } from './builder-state';
import { consentCheck, contrastChecks } from './checks';
import { diffConfigs } from './diff';
import { fill, h } from './dom';
import { formatDate, t } from './i18n';
import { problemText } from './problems';

export interface PublishPanelHost {
  loaded(): Loaded;
  selection(): Selection;
  /** Whether edits are copied into the other locale's draft (publishing says so). */
  bothLocales(): boolean;
  /** Saves the pending edits now. */
  flushSave(): Promise<void>;
  /** Loads the chosen config again. */
  load(): Promise<void>;
  say(message: string, isError?: boolean): void;
}

export class PublishPanel {
  /** Publish and discard. */
  readonly region = h('div');
  /** The version history, with the rollbacks. */
  readonly historyRegion = h('div');
  readonly dialog = h('dialog', { class: 'confirm', 'aria-labelledby': 'confirm-title' });
  readonly #host: PublishPanelHost;

  constructor(host: PublishPanelHost) {
    this.#host = host;
  }

  render(): void {
    const loaded = this.#host.loaded();
    const selection = this.#host.selection();
    const changes = diffConfigs(loaded.published, loaded.draft).length;
    const failing = [...contrastChecks(loaded.draft), consentCheck(loaded.draft, selection.locale)].filter((c) => c.level === 'error').length;
    fill(
      this.region,
      h('p', {}, changes > 0 ? t('publish.ready', { count: changes }) : t('publish.nothing')),
      failing > 0 ? h('p', { class: 'error' }, t('publish.failing', { count: failing })) : null,
      this.#host.bothLocales() ? h('p', { class: 'hint' }, t('publish.otherLocale', { locale: t(`locales.${otherLocale(selection.locale)}`) })) : null,
      h('button', { type: 'button', class: 'primary', disabled: changes === 0, onclick: () => void this.#confirmPublish(changes, failing) }, t('publish.button')),
      ' ',
      h(
        'button',
        {
          type: 'button',
          disabled: !loaded.hasDraft,
          onclick: () => {
            const { resource, env, locale } = this.#host.selection();
            void api.discardDraft(resource, env, locale).then(() => this.#host.load());
          },
        },
        t('publish.discard'),
      ),
    );
  }

  #confirm(title: string, body: string, action: string): Promise<boolean> {
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

  async #confirmPublish(changes: number, failing: number): Promise<void> {
    await this.#host.flushSave();
    const { resource, env, locale } = this.#host.selection();
    const version = this.#host.loaded().publishedVersion;
    const ok = await this.#confirm(
      t('publish.confirmTitle'),
      `${t('publish.confirmBody', { config: `${resource} / ${env} / ${t(`locales.${locale}`)}`, version: version + 1, count: changes })}${failing > 0 ? ` ${t('publish.failing', { count: failing })}` : ''}`,
      t('publish.confirm'),
    );
    if (!ok) return;
    try {
      const { version: published } = await api.publish(resource, env, locale, version);
      await this.#host.load();
      this.#host.say(t('status.published', { version: published }));
    } catch (error) {
      this.#host.say(error instanceof ApiError && error.status === 409 ? t('status.conflict') : problemText(error), true);
    }
  }

  renderHistory(): void {
    const history = this.#host.loaded().history;
    const current = history[0]?.version;
    fill(
      this.historyRegion,
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
              h('td', {}, v.version === current ? null : h('button', { type: 'button', onclick: () => void this.#rollback(v.version) }, t('history.restore', { version: v.version }))),
            ),
          ),
        ),
      ),
    );
  }

  async #rollback(version: number): Promise<void> {
    const { resource, env, locale } = this.#host.selection();
    const ok = await this.#confirm(t('history.confirmTitle'), t('history.confirmBody', { version, next: this.#host.loaded().publishedVersion + 1 }), t('history.confirm'));
    if (!ok) return;
    try {
      const { version: published } = await api.rollback(resource, env, locale, version, this.#host.loaded().publishedVersion);
      await this.#host.load();
      this.#host.say(t('status.rolledBack', { version, published }));
    } catch (error) {
      this.#host.say(error instanceof ApiError && error.status === 409 ? t('status.conflict') : problemText(error), true);
    }
  }
}
