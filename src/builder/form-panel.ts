/**
 * The config form: the field groups (`form.ts` describes them), the filter groups' order and their
 * defaults, and the brands' colours and glyphs. Every change goes to the host as an edit of the draft.
 */
import type { Config } from './api';
import { DEFAULT_THEME } from './checks';
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
import { t } from './i18n';

/** The element's own colours (README, "CSS custom properties and parts"), shown where the theme sets none. */
const THEME_DEFAULTS = { ...DEFAULT_THEME, borderColor: '#d0d7de' } as const;

export interface FormPanelHost {
  /** The draft as it is now. */
  draft(): Config;
  /** The draft changed at `paths`. */
  edit(next: Config, paths: string[]): void;
}

export class FormPanel {
  readonly region = h('div');
  readonly #host: FormPanelHost;

  constructor(host: FormPanelHost) {
    this.#host = host;
  }

  render(): void {
    const draft = this.#host.draft();
    const groups = FIELD_GROUPS.map((group) =>
      h('fieldset', { class: `group group--${group.id}` }, h('legend', {}, t(`form.${group.id}.legend`)), ...group.fields.map((field) => this.#field(group.id, field, draft))),
    );
    fill(this.region, ...groups, this.#filtersForm(draft), this.#brandsForm(draft));
  }

  #field(group: string, field: FieldDef, draft: Config): HTMLElement {
    const id = uid(field.path.replace(/\./g, '-'));
    const label = t(labelKey(group, field.path));
    const onValue = (raw: string) => {
      const next = applyField(this.#host.draft(), field, raw);
      if (next) this.#host.edit(next, [field.path]);
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

  #filtersForm(draft: Config): HTMLElement {
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
          h('button', { type: 'button', disabled: i === 0, 'aria-label': t('filters.up', { group: label }), onclick: () => this.#moveGroup(g.name, -1) }, '↑'),
          h('button', { type: 'button', disabled: i === groups.length - 1, 'aria-label': t('filters.down', { group: label }), onclick: () => this.#moveGroup(g.name, 1) }, '↓'),
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
              onchange: (event: Event) => this.#host.edit(withPrefilter(this.#host.draft(), key, (event.target as HTMLInputElement).checked), ['filters.prefilters']),
            }),
            h('label', { for: id }, f),
          );
        }),
      ),
    );
    return h('fieldset', { class: 'group group--filters' }, h('legend', {}, t('filters.legend')), h('p', { class: 'hint' }, t('filters.orderHint')), order, ...defaults);
  }

  #moveGroup(name: string, by: -1 | 1): void {
    this.#host.edit(withGroupMoved(this.#host.draft(), name, by), ['filters.priority']);
    this.render();
    // Keep the keyboard with the moved group: on the same button, or the other one at the list's end.
    const buttons = [...(this.region.querySelector(`.order li[data-group="${CSS.escape(name)}"]`)?.querySelectorAll('button') ?? [])];
    const same = buttons[by === -1 ? 0 : 1];
    (same && !same.disabled ? same : buttons.find((b) => !b.disabled))?.focus();
  }

  #brandsForm(draft: Config): HTMLElement {
    const rows = brandRows(draft).map((row) => {
      const colourId = uid('brand-colour');
      const glyphId = uid('brand-glyph');
      const update = (colour: string, glyph: string) => {
        if (/^#([0-9a-f]{3}){1,2}$/i.test(colour) && /^\S{1,2}$/u.test(glyph)) this.#host.edit(withBrand(this.#host.draft(), row.key, { colour, glyph }), ['brands.siteBrands']);
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
                this.#host.edit(withBrand(this.#host.draft(), row.key, undefined), ['brands.siteBrands']);
                this.render();
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
          this.#host.edit(withBrand(this.#host.draft(), name, { colour: '#0064cc', glyph: name.slice(0, 1).toUpperCase() }), ['brands.siteBrands']);
          this.render();
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
}
