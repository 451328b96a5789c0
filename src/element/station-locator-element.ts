/**
 * `<station-locator>`: an embeddable fuel-station finder. The class is built by r2wc around the React
 * root (open shadow root), then extended here with what r2wc does not do: constructable stylesheets,
 * the rich-data properties and the test seam.
 *
 * Test seam: the `services` property (`LocatorServices`, src/shared/services.ts): fetch, redirect,
 * logger, runtime mode, clock. Real defaults are created per element; a test sets its own before
 * connecting the element (see test/helpers/mount-locator.ts).
 */
import r2wc from '@r2wc/react-to-web-component';
import type { ConfigOverride } from '../config';
import type { LocatorServices } from '../shared';
import type { MapsConsent } from '../config';
import { preloadLocatorConfig } from '../app';
import { loadStrings } from '../i18n';
import { preloadViewPlanner } from '../map';
import { localWatchlist } from '../watchlist';
import { ATTRIBUTES, configRequestOf, parseAttributes, parseMapsConsent, readAttributes } from './attributes';
import { ElementInputs, type LocatorHost } from './element-inputs';
import { claimHash, followsHash, releaseHash } from './hash-owner';
import { HostBridge } from './host-bridge';
import { LocatorRoot } from './locator-root';
import { createDefaultServices } from './services';
import { adoptElementStyles } from './styles';
import { warmUp } from './warm-up';

const R2WC_PROPS = Object.fromEntries(Object.values(ATTRIBUTES).map((prop) => [prop, 'string'])) as Record<
  (typeof ATTRIBUTES)[keyof typeof ATTRIBUTES],
  'string'
>;

/** r2wc keeps its props, render trigger and connected flag under these registered symbols (@r2wc/core 1.3). */
const R2WC_PROPS_KEY = Symbol.for('r2wc.props');
const R2WC_RENDER_KEY = Symbol.for('r2wc.render');
const R2WC_CONNECTED_KEY = Symbol.for('r2wc.connected');

interface R2wcInternals {
  [R2WC_PROPS_KEY]: Record<string, unknown>;
  [R2WC_RENDER_KEY](): void;
  [R2WC_CONNECTED_KEY]: boolean;
}

/** The element as r2wc keeps it (`R2wcInternals`). */
const r2wcInternals = (element: HTMLElement): R2wcInternals => element as unknown as R2wcInternals;

/** Sets r2wc's connected flag; out of the class, where the manifest's analyser took the write for a field. */
function setR2wcConnected(element: HTMLElement, connected: boolean): void {
  r2wcInternals(element)[R2WC_CONNECTED_KEY] = connected;
}

type R2wcElement = HTMLElement & {
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
};

const R2wcBase = r2wc(LocatorRoot, { shadow: 'open', props: R2WC_PROPS }) as new () => R2wcElement;

/** Properties a page may set before the element is defined (upgraded); see `#upgradeProperty`. */
const UPGRADABLE_PROPERTIES = ['config', 'watchlist', 'services', 'mapsConsent'] as const;

/**
 * A fuel-station finder: map, list, search, filters, directions and a watchlist shared with the page.
 *
 * @tag station-locator
 * @summary Embeddable fuel-station finder (shadow DOM, React inside).
 *
 * @attr {string} config-env - Config environment: `prod`, `uat` or `test` (anything else is `test`, with a warning and `locator-error` `invalid_config_env`).
 * @attr {string} locale - UI language: `de_DE` or `en_GB`; `de-DE` / `en-GB` are accepted too. Absent or unsupported (`locator-error` `unsupported_locale`): the config's `locale`, else `de_DE`.
 * @attr {string} resource - The retail locator whose published config is loaded: `GET {config-base}/config/published/{resource}/{config-env}/{locale}.json`.
 * @attr {string} config-base - Origin (or base URL) serving the config. Default: the page origin.
 * @attr {string} maps-api-key - Google Maps API key; overrides the config's `maps.apiKey`.
 * @attr {string} map-id - Google Maps map id; overrides the config's `maps.mapId`.
 * @attr {string} hash-routing - Keep state in the URL hash. Default on; `false` turns it off (for hosts with their own router). One element on a page owns the hash: the first connected with it on; another follows it only when this attribute is set to on explicitly.
 * @attr {string} maps-consent - The visitor's consent to Google Maps, from the page's consent banner: `granted` (default; `pending` when the config's `maps.consentMode` is `required`), `pending` or `denied`. Before `granted` nothing is loaded from Google: the locator runs on its own map and our API; `pending` offers a button firing `maps-consent-request`. Any other value counts as `pending`.
 * @attr {string} config-status - `draft` loads the signed-in CMS author's draft (`GET {config-base}/config/draft/…`, with the author's cookie): the builder's preview. Absent or anything else: the published config.
 * @attr {string} host-origin - The exact origin watchlist and analytics messages go to and are accepted from (`postMessage`, envelope `{source: 'station-locator', version: 1, type, payload}`; never `*`). Default: the page origin.
 *
 * @fires {CustomEvent<{code: string, message: string}>} locator-error - The locator could not start (config failed to load or is invalid) or crashed, a part of it failed, or an attribute value is unknown (it starts with the fallback).
 * @fires {CustomEvent<{}>} ready-watchlist - The locator started and waits for the watchlist: answer with a `watchlist` message (`payload: {ids}`) or the `watchlist` property within 2 s, else the element keeps the list itself (per resource, in local storage).
 * @fires {CustomEvent<{id: string}>} add-to-watchlist - The visitor added a station (`id` is its `watchlist_id`); answer with the updated list.
 * @fires {CustomEvent<{id: string}>} remove-from-watchlist - The visitor removed a station (`id` is its `watchlist_id`); answer with the updated list.
 * @fires {CustomEvent<{resource: string, id: string}>} select-location - The visitor selected a location.
 * @fires {CustomEvent<{}>} maps-consent-request - The visitor pressed "load Google Maps" (only while `maps-consent="pending"`): ask them with your consent banner and set `maps-consent="granted"` if they agree. Also posted to `host-origin`. The element never grants consent itself.
 * @fires {CustomEvent<AnalyticsEvent>} analytics - An analytics event `{name, params}` from the catalogue in src/shared/analytics.ts (no personal data).
 *
 * @cssprop [--station-locator-primary=#0064CC] - Primary (brand) colour of buttons and focus rings.
 * @cssprop [--station-locator-on-primary=#ffffff] - Text colour on the primary colour.
 * @cssprop [--station-locator-text-color=#1a1a1a] - Text colour.
 * @cssprop [--station-locator-background=#ffffff] - Background of the element.
 * @cssprop [--station-locator-border-color=#d0d7de] - Border colour of panels.
 * @cssprop [--station-locator-error-color=#b3261e] - Accent colour of the error state.
 * @cssprop [--station-locator-map-background=#e9eef3] - Background of the map area while the map loads.
 * @cssprop [--station-locator-font-family=system-ui] - Font family.
 * @cssprop [--station-locator-font-size=16px] - Base font size.
 * @cssprop [--station-locator-radius=4px] - Corner radius of buttons.
 * @cssprop [--station-locator-sidebar-width=380px] - Width of the sidebar on desktop.
 * @cssprop [--station-locator-height=600px] - Height of the element.
 *
 * @csspart container - The layout grid holding the sidebar and the map area.
 * @csspart sidebar - The sidebar (search, results, directions).
 * @csspart map - The map area.
 * @csspart mobile-toggle - The bottom button toggling list/map (or route/map) on mobile.
 * @csspart error - The error state shown when the config cannot be loaded.
 */
export class StationLocatorElement extends R2wcBase implements LocatorHost {
  /**
   * The rich-data inputs the React root subscribes to.
   * @internal
   * @ignore
   */
  readonly inputs: ElementInputs;

  /**
   * Watchlist and analytics messages with the host page (src/element/host-bridge.ts).
   * @internal
   * @ignore
   */
  readonly #bridge: HostBridge;

  constructor() {
    super();
    this.#bridge = new HostBridge({
      host: this,
      hostOriginAttribute: () => this.getAttribute('host-origin'),
      // The real origin, not `services.pageOrigin`: incoming messages are compared with the browser's event.origin.
      pageOrigin: () => window.location.origin,
      postMessage: () => this.services.postMessage ?? ((message, targetOrigin) => window.postMessage(message, targetOrigin)),
      timers: () => this.services.timers ?? { setTimeout: (callback, ms) => window.setTimeout(callback, ms), clearTimeout: (handle) => window.clearTimeout(handle as number) },
      logger: () => this.services.logger,
      // No host script answering: the element keeps the resource's list in the services' storage.
      localList: () => localWatchlist(this.services.storage, this.getAttribute('resource'), this.services.logger),
    });
    this.inputs = new ElementInputs({ config: undefined, watchlist: [], services: this.#withBridge(createDefaultServices(this), true) });
    // r2wc starts out "connected" and creates the React root at the first attribute it sees, which comes
    // before connectedCallback (an element upgraded from the page's HTML, or made and set up by script):
    // an element never put in the page then rendered and asked for its config, and in the page the root
    // (~10 ms on a slow machine) went before the config request. Not connected until connectedCallback
    // says so: nothing happens before it, and there the config request goes out first.
    setR2wcConnected(this, false);
    for (const name of UPGRADABLE_PROPERTIES) this.#upgradeProperty(name);
  }

  /**
   * Partial config merged over the remote one (after its localised overrides). Its `status`,
   * `requestHeaders` and `authFailureUrl` also apply to the config request itself. Setting it reloads.
   */
  get config(): ConfigOverride | undefined {
    return this.inputs.getSnapshot().config;
  }

  set config(value: ConfigOverride | undefined) {
    const valid = value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value));
    if (!valid) {
      this.services.logger.warn('Ignored a config property that is not an object');
      return;
    }
    this.inputs.update({ config: value ?? undefined });
  }

  /**
   * The visitor's watchlist: `watchlist_id`s of stations ("my stations"), the same as a `watchlist` message.
   * At most 1,000 non-empty ids of at most 200 characters; duplicates are dropped. Anything else is
   * ignored with a warning. Reading it gives a frozen copy of the current list.
   */
  get watchlist(): readonly string[] {
    return this.#bridge.getWatchlist().ids;
  }

  set watchlist(value: readonly string[]) {
    if (!this.#bridge.setWatchlist(value)) {
      this.services.logger.warn('Ignored a watchlist property that is not an array of at most 1,000 ids (strings of 1 to 200 characters)');
      return;
    }
    this.inputs.update({ watchlist: this.#bridge.getWatchlist().ids });
  }

  /**
   * The visitor's consent to Google Maps: the `maps-consent` attribute, parsed (`granted`, `pending`,
   * `denied`; absent reads `granted`, though a config with `maps.consentMode: "required"` then holds Google
   * back as for `pending`). Setting it sets the attribute: `granted` switches to Google without losing state.
   */
  get mapsConsent(): MapsConsent {
    return parseMapsConsent(this.getAttribute('maps-consent'));
  }

  set mapsConsent(value: MapsConsent) {
    this.setAttribute('maps-consent', String(value));
  }

  /** The external world (fetch, redirect, logger, …). Set before connecting; tests use it. */
  get services(): LocatorServices {
    return this.inputs.getSnapshot().services;
  }

  set services(value: LocatorServices) {
    this.inputs.update({ services: this.#withBridge(value, false) });
  }

  override connectedCallback(): void {
    // The config, the locale's strings and the first view's planner start loading now, not after React's
    // first render and effects (tens of milliseconds on a slow machine). As the config arrives, the store
    // is made and the first view's requests go out; the React root takes the load and store over.
    const settings = parseAttributes(readAttributes(this), this.services.pageOrigin);
    // One element follows the URL hash (src/element/hash-owner.ts); the root reads the same rule.
    claimHash(this, settings.hashRouting);
    const hashRouting = followsHash(this, this.getAttribute('hash-routing'));
    preloadLocatorConfig(configRequestOf(settings, this.inputs.getSnapshot().config), { services: this.services, hashRouting, host: this });
    // After the config request (the sheet is parsed once per page, a few milliseconds the first time), in
    // the same task, so no frame shows the host unstyled; before React's first render.
    if (this.shadowRoot) adoptElementStyles(this.shadowRoot);
    loadStrings(settings.locale).catch(() => {}); // the root loads them again and reports a failure
    preloadViewPlanner();
    warmUp();
    super.connectedCallback();
    // Sends ready-watchlist and starts listening for the host's answer.
    this.#bridge.start();
  }

  override disconnectedCallback(): void {
    this.#bridge.stop();
    releaseHash(this);
    super.disconnectedCallback();
  }

  /**
   * The element's own host bridge goes into its services (the watchlist feature reaches it there), and
   * analytics and host events go through it (DOM event, + postMessage for analytics and the consent
   * request) unless the given services bring their own `track` / `emit`.
   * @internal
   * @ignore
   */
  #withBridge(services: LocatorServices, replaceTrack: boolean): LocatorServices {
    return {
      ...services,
      hostBridge: services.hostBridge ?? this.#bridge,
      track: !replaceTrack && services.track ? services.track : this.#bridge.track,
      emit: !replaceTrack && services.emit ? services.emit : this.#bridge.emit,
    };
  }

  /**
   * r2wc ignores removed or emptied attributes and keeps the old value; we want the default back
   * (removing `locale` means de_DE again), so clear the prop and re-render.
   */
  override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
    if (name === 'resource' && oldValue !== newValue) this.#bridge.resourceChanged();
    const prop = (ATTRIBUTES as Record<string, string>)[name];
    if (prop && !newValue) {
      const internals = r2wcInternals(this);
      delete internals[R2WC_PROPS_KEY][prop];
      internals[R2WC_RENDER_KEY]();
      return;
    }
    super.attributeChangedCallback(name, oldValue, newValue);
  }

  /** A property set on the element before it was upgraded shadows our accessor: re-apply it through it. */
  #upgradeProperty(name: (typeof UPGRADABLE_PROPERTIES)[number]): void {
    if (Object.hasOwn(this, name)) {
      const value = (this as Record<string, unknown>)[name];
      delete (this as Record<string, unknown>)[name];
      (this as Record<string, unknown>)[name] = value;
    }
  }
}
