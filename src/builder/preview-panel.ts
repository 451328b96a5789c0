/**
 * The preview: the real element on the draft, in a desktop and a phone frame, in the locale chosen here.
 * The frames load the saved draft; a new `stamp` after each save makes them load it again.
 */
import { LOCALES, type Selection } from './builder-state';
import { fill, h, uid } from './dom';
import { t } from './i18n';

export class PreviewPanel {
  readonly region = h('div');
  /** The locale the frames show (follows the chosen config's, and can be switched here). */
  locale = 'de_DE';
  #stamp = Date.now();
  readonly #selection: () => Selection;

  constructor(selection: () => Selection) {
    this.#selection = selection;
  }

  /** The draft was saved: the frames load it again. */
  reload(): void {
    this.#stamp = Date.now();
    this.render();
  }

  render(): void {
    const { resource, env } = this.#selection();
    const src = (l: string) => `/builder/preview?${new URLSearchParams({ resource, env, locale: l, v: String(this.#stamp) })}`;
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
            checked: l === this.locale,
            onchange: () => {
              this.locale = l;
              this.render();
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
        h('div', { class: 'frame__box' }, h('iframe', { src: src(this.locale), title: t(`preview.${kind}Title`, { locale: t(`locales.${this.locale}`) }), loading: 'lazy' })),
        h('figcaption', {}, t(`preview.${kind}`)),
      );
    fill(this.region, localeSwitch, h('div', { class: 'frames' }, frame('desktop'), frame('phone')));
  }
}
