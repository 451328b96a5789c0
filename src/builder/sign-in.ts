/** The sign-in page, and the builder's language switch (on the sign-in page and in the app's header). */
import { ApiError, api } from './api';
import { LOCALES } from './builder-state';
import { fill, h, uid } from './dom';
import { locale as uiLocale, setLocale, t, type BuilderLocale } from './i18n';

/** A select of the builder's languages; the choice goes into the URL (`?lang=`), then `rerender` runs. */
export function languageSwitch(rerender: () => void): HTMLElement {
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
          rerender();
        },
      },
      ...LOCALES.map((l) => h('option', { value: l, selected: l === uiLocale() }, t(`locales.${l}`))),
    ),
  );
}

/** Fills `root` with the sign-in form (and `message`, a failed attempt's); `signedIn` gets the author's name. */
export function renderSignIn(root: HTMLElement, options: { languageSwitch: () => HTMLElement; signedIn: (author: string) => void }, message = ''): void {
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
          (author) => options.signedIn(author),
          (err: unknown) => renderSignIn(root, options, err instanceof ApiError && err.status === 429 ? t('signIn.tooMany') : t('signIn.failed')),
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
  fill(root, h('header', { class: 'top' }, options.languageSwitch()), h('main', {}, form));
  (form.querySelector('input') as HTMLInputElement).focus();
}
