/**
 * The composition root: per-element i18n, config loading, the per-element store, the shell. Renders
 * nothing until the config has loaded (spec section 2), an error state if it cannot load.
 */
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { Provider as StoreProvider } from 'jotai/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { ConfigRequest, LocaleCode, MapsConsent, ThemeConfig } from '../config';
import { withStationWords } from '../i18n';
import { offersCharging } from '../resource-choice';
import type { LocatorServices } from '../shared';
import { toAppError, type AppError } from './app-error';
import { ConfigErrorState } from './config-error-state';
import { Shell } from './layout/shell';
import { RootErrorBoundary } from './root-error-boundary';
import type { LocatorStore } from './create-locator-store';
import { useLocatorConfig } from './use-locator-config';

export interface AppProps {
  request: ConfigRequest;
  services: LocatorServices;
  /** Null while the locale's strings load: nothing renders yet, the config loads meanwhile. */
  i18n: I18n | null;
  /** Called once per failure (config or crash); the element turns it into a `locator-error` event. */
  onError: (error: AppError) => void;
  /** The `hash-routing` attribute: keep map state and deep links in the URL hash (default on). */
  hashRouting?: boolean;
  /**
   * The `maps-consent` attribute: only `granted` lets the locator call Google; null (the default) when the
   * page sets none, and the config decides (`effectiveMapsConsent`). A prop, not part of the config
   * request: a change swaps the maps platform and keeps the store and its state.
   */
  mapsConsent?: MapsConsent | null;
  /** The element: its box foretells the map's, so a view in the URL is asked for with the config. */
  host?: HTMLElement;
  /**
   * Told the loaded config's locale (the attribute's, else the config's own, else de_DE). The shell waits
   * until `i18n` is that locale's, so it never shows in one language and then another.
   */
  onConfigLocale?: (locale: LocaleCode) => void;
  /** Told the loaded config's theme (colours for the element's custom properties), before the shell paints. */
  onConfigTheme?: (theme: ThemeConfig | undefined) => void;
}

export function App({ request, services, i18n, onError, hashRouting = true, mapsConsent = null, host, onConfigLocale, onConfigTheme }: AppProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The store is made as the config arrives (by the element's preload for the first load).
  const state = useLocatorConfig(request, { services, hashRouting, host }, attempt);
  const configLocale = state.status === 'ready' ? state.config.locale : null;
  useEffect(() => {
    if (configLocale) onConfigLocale?.(configLocale);
  }, [configLocale, onConfigLocale]);
  const configTheme = state.status === 'ready' ? state.config.theme : undefined;
  useLayoutEffect(() => onConfigTheme?.(configTheme), [configTheme, onConfigTheme]);
  // Without onConfigLocale nobody makes strings for another locale: show the shell in the ones given.
  const inConfigLocale = !onConfigLocale || i18n?.language === configLocale;
  // A store on show stays while the locale changes (its config and its strings arrive one after the
  // other): taking it away lost the visitor's route, selection and filters with the language.
  const [shownStore, setShownStore] = useState<LocatorStore | null>(null);
  const ready = state.status === 'ready' ? state.store : null;
  const store = ready && (inConfigLocale || ready === shownStore) ? ready : null;
  if (store && store !== shownStore) setShownStore(store);

  const error = state.status === 'error' ? state.error : null;
  useEffect(() => {
    if (error) onError(error);
  }, [error, onError]);

  const onCrash = useCallback(
    (crash: unknown) => {
      const appError = toAppError(crash);
      services.logger.error(appError.message, crash);
      onError(appError);
    },
    [services, onError],
  );

  if (!i18n) return null;
  // A locator that shows charging sites too speaks of stations, not fuel stations (German).
  const shownConfig = state.status === 'ready' ? state.config : null;
  const strings = shownConfig && offersCharging(shownConfig.resources) ? withStationWords(i18n) : i18n;
  return (
    <I18nextProvider i18n={strings}>
      {error && <ConfigErrorState code={error.code} resource={request.resource} onRetry={retry} />}
      {store && (
        <RootErrorBoundary key={attempt} fallback={<ConfigErrorState code="unexpected" onRetry={retry} />} onError={onCrash}>
          <StoreProvider store={store}>
            <Shell hashRouting={hashRouting} mapsConsent={mapsConsent} />
          </StoreProvider>
        </RootErrorBoundary>
      )}
    </I18nextProvider>
  );
}
