/**
 * The React component r2wc mounts in the shadow root. It turns the host's attributes and properties
 * into the app's inputs (settings, config request, services, one i18next instance per element) and
 * turns app failures into `locator-error` events on the host.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { App, type AppError } from '../app';
import type { ConfigRequest } from '../config';
import { createI18n } from '../i18n';
import { parseAttributes, type RawAttributes } from './attributes';
import type { LocatorHost } from './element-inputs';
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
  const { configEnv, locale, resource, configBase, mapsApiKey, mapId, hashRouting, hostOrigin } = attributes;
  const settings = useMemo(
    () =>
      parseAttributes({ configEnv, locale, resource, configBase, mapsApiKey, mapId, hashRouting, hostOrigin }, services.pageOrigin),
    [configEnv, locale, resource, configBase, mapsApiKey, mapId, hashRouting, hostOrigin, services.pageOrigin],
  );

  const request = useMemo<ConfigRequest>(
    () => ({
      resource: settings.resource,
      env: settings.env,
      locale: settings.locale,
      configBase: settings.configBase,
      override: inputs.config,
      mapsApiKey: settings.mapsApiKey,
      mapId: settings.mapId,
    }),
    [settings, inputs.config],
  );

  // A new instance per locale: cheap (bundled strings, synchronous init) and never shared between elements.
  const i18n = useMemo(
    () => createI18n({ locale: settings.locale, mode: services.runtimeMode, logger: services.logger }),
    [settings.locale, services],
  );

  const onError = useCallback((error: AppError) => dispatchHostEvent(host, 'locator-error', error), [host]);

  return <App request={request} services={services} i18n={i18n} onError={onError} hashRouting={settings.hashRouting} />;
}
