/**
 * The React component r2wc mounts in the shadow root. It turns the host's attributes and properties
 * into the app's inputs (settings, config request, services, one i18next instance per element) and
 * turns app failures into `locator-error` events on the host.
 */
import { startTransition, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { i18n as I18n } from 'i18next';
import { App, type AppError } from '../app';
import type { ConfigRequest, LocaleCode, ThemeConfig } from '../config';
import { createI18n, loadStrings, type LocaleStrings } from '../i18n';
import { attributeWarnings, configRequestOf, parseAttributes, type RawAttributes } from './attributes';
import { applyConfigTheme } from './config-theme';
import type { LocatorHost } from './element-inputs';
import { followsHash } from './hash-owner';
import { dispatchHostEvent } from './host-bridge';

export type LocatorRootProps = RawAttributes & {
  /** Set by r2wc: the shadow root (typed HTMLElement by r2wc). */
  container?: ShadowRoot | HTMLElement;
};

function hostOf(container: ShadowRoot | HTMLElement | undefined): LocatorHost {
  const host = container instanceof ShadowRoot ? container.host : container;
  if (!host || !('inputs' in host)) throw new Error('LocatorRoot must be mounted by StationLocatorElement');
  return host as LocatorHost;
}

export function LocatorRoot({ container, ...attributes }: LocatorRootProps) {
  const host = hostOf(container);
  const inputs = useSyncExternalStore(host.inputs.subscribe, host.inputs.getSnapshot);
  const { services } = inputs;
  const { configEnv, locale, resource, configBase, mapsApiKey, mapId, hashRouting, hostOrigin, mapsConsent, configStatus } = attributes;
  const settings = useMemo(
    () =>
      parseAttributes({ configEnv, locale, resource, configBase, mapsApiKey, mapId, hashRouting, hostOrigin, mapsConsent, configStatus }, services.pageOrigin),
    [configEnv, locale, resource, configBase, mapsApiKey, mapId, hashRouting, hostOrigin, mapsConsent, configStatus, services.pageOrigin],
  );

  const request = useMemo<ConfigRequest>(() => configRequestOf(settings, inputs.config), [settings, inputs.config]);

  // Attribute values we do not know: the element goes on with its fallback, and says so.
  useEffect(() => {
    for (const warning of attributeWarnings({ configEnv, locale })) {
      services.logger.warn(warning.message);
      dispatchHostEvent(host, 'locator-error', warning);
    }
  }, [configEnv, locale, services, host]);

  // The strings' locale: the attribute's; without one the loaded config's (`locale` in the published
  // config), until it is in de_DE's (the config URL's).
  const [configLocale, setConfigLocale] = useState<LocaleCode | null>(null);
  const stringsLocale = settings.localeFromAttribute ? settings.locale : (configLocale ?? settings.locale);

  // A new instance per locale, never shared between elements. Its strings load as a small chunk while the
  // config loads (the app shows nothing before the config anyway); until then the app gets null.
  const [i18n, setI18n] = useState<{ locale: string; instance: I18n } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const locale = stringsLocale;
    const create = (strings: LocaleStrings) => createI18n({ locale, mode: services.runtimeMode, logger: services.logger, ...strings });
    loadStrings(locale).then(
      (strings) => {
        // A transition, like the config's: the app may render in full from this, in slices (no long task).
        if (!cancelled) startTransition(() => setI18n({ locale, instance: create(strings) }));
      },
      (error: unknown) => {
        // The chunk could not be fetched (offline, blocked): keys show humanised in production, not nothing.
        services.logger.error(`The ${locale} strings could not be loaded`, error);
        if (!cancelled) setI18n({ locale, instance: create({ translation: {}, stationWords: {} }) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [stringsLocale, services]);
  // Another locale's strings on their way: the app keeps the ones it has meanwhile (it stays on show, with
  // its state); before any strings it gets null.
  const current = i18n?.instance ?? null;

  const onError = useCallback((error: AppError) => dispatchHostEvent(host, 'locator-error', error), [host]);
  const onConfigTheme = useCallback((theme: ThemeConfig | undefined) => applyConfigTheme(container, theme), [container]);
  // The config's locale is kept only where it changes the strings' locale: a config in the locale they are
  // in already leaves the state as it is, and React renders nothing (the same locale set anew rendered the
  // whole app again after its first commit, before the frame that showed it).
  const localeBeforeConfig = settings.locale;
  const onConfigLocale = useCallback(
    (locale: LocaleCode) => setConfigLocale((current) => (current === null && locale === localeBeforeConfig ? null : locale)),
    [localeBeforeConfig],
  );

  return (
    <App
      request={request}
      services={services}
      i18n={current}
      onError={onError}
      hashRouting={followsHash(host, hashRouting)}
      mapsConsent={settings.mapsConsent}
      host={host}
      onConfigLocale={onConfigLocale}
      onConfigTheme={onConfigTheme}
    />
  );
}
