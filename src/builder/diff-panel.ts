/** The changes of the draft against the published version, as a table of paths with before and after. */
import type { Config } from './api';
import { diffConfigs } from './diff';
import { fill, h } from './dom';
import { t } from './i18n';

export function renderDiff(region: HTMLElement, published: Config, draft: Config, publishedVersion: number): void {
  const changes = diffConfigs(published, draft);
  if (changes.length === 0) {
    fill(region, h('p', {}, t('diff.none', { version: publishedVersion })));
    return;
  }
  const show = (v: unknown) => (v === undefined ? '–' : JSON.stringify(v));
  fill(
    region,
    h('p', {}, t('diff.count', { count: changes.length, version: publishedVersion })),
    h(
      'table',
      { class: 'diff' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('diff.path')), h('th', { scope: 'col' }, t('diff.before')), h('th', { scope: 'col' }, t('diff.after')))),
      h('tbody', {}, ...changes.map((c) => h('tr', { class: `diff-${c.kind}` }, h('th', { scope: 'row' }, h('code', {}, c.path)), h('td', {}, h('code', {}, show(c.before))), h('td', {}, h('code', {}, show(c.after)))))),
    ),
  );
}
