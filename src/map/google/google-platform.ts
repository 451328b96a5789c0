/**
 * The production `MapsPlatform` on Google's current classes: `AutocompleteSuggestion` with an
 * `AutocompleteSessionToken`, `Place.fetchFields`, `Geocoder`, `Route.computeRoutes`. Google status
 * codes stay in here; callers get `[]`, `null`, an AbortError or a `MapsError`.
 */
import { isAbortError } from '../../shared';
import { MapsError, errorKindForStatus, withAbort } from '../errors';
import { mapsLocale } from '../locale';
import { placeFromDetails } from '../place-fields';
import { buildRouteResult } from '../route-model';
import { MATRIX_MAX_ELEMENTS } from '../types';
import { RenewableSession, renewSession } from '../session';
import type {
  CallOptions,
  MapsPlatformNotice,
  MapsService,
  DetailsOptions,
  GeocodeResult,
  LatLng,
  MapsPlatform,
  MapView,
  MapViewOptions,
  MatrixCell,
  MatrixRequest,
  Place,
  RouteRequest,
  RouteResult,
  Suggestion,
  SuggestOptions,
} from '../types';
import { onGoogleAuthFailure } from './auth-failure';
import type { GoogleLibraries, GPlacePrediction, MapsLoader } from './google-api';
import { geocodeResultFromGoogle, matrixCell, rawDetailsFromGooglePlace, rawRouteFromGoogle, suggestionFromPrediction } from './google-mappers';
import { GoogleMapView } from './google-map-view';
import type { ClientClustererFactory } from './station-markers';
import { latchLoader } from './load-latch';
import { markerClustererFactory } from './marker-clusterer';
import {
  autocompleteRequest,
  computeRouteMatrixRequest,
  computeRoutesRequest,
  fetchFieldsRequest,
  geocoderRequest,
  isGooglePlaceId,
  placeOptions,
} from './requests';

export { MATRIX_FIELDS, PLACE_DETAIL_FIELDS, ROUTE_FIELDS } from './requests';

/** Routes API limit on `intermediates` (more are rejected with INVALID_ARGUMENT). */
export const MAX_INTERMEDIATES = 25;

/** Codes that mean "nothing there" rather than failure. */
const EMPTY_CODES = new Set(['ZERO_RESULTS', 'NOT_FOUND']);

/**
 * Place details: Google answers a malformed place id (an offline-gazetteer id such as
 * `locality:aberdeen` from recent searches or a `#/place/` link) with `INVALID_ARGUMENT` (classic:
 * `INVALID_REQUEST`), not `NOT_FOUND`. For the visitor it is the same: there is no such place.
 */
const NO_PLACE_CODES = new Set([...EMPTY_CODES, 'INVALID_ARGUMENT', 'INVALID_REQUEST']);

/** Google's codes for a failure on its side: classic `UNKNOWN_ERROR` (a 5xx), RPC `INTERNAL` and `UNKNOWN`. */
const RETRYABLE_CODES = new Set(['UNKNOWN_ERROR', 'INTERNAL', 'UNKNOWN']);

/** What the browser's fetch throws when the network is gone (Chromium, Firefox, Safari wording). */
const FETCH_FAILURE = /failed to fetch|networkerror|load failed|network request failed/i;

export interface GooglePlatformOptions {
  loader: MapsLoader;
  locale: string;
  mapId?: string;
  /** Client-side clustering for raw locations (default: `@googlemaps/markerclusterer`). */
  clientClusterer?: ClientClustererFactory;
}

/**
 * Translates a rejection from Google into our error, or `'empty'` for the codes in `emptyCodes`
 * (zero results). Errors are classified by what they are: Google's error classes by their code, a
 * failed script load or fetch as `network`, anything else (a `TypeError` from a response shape we
 * did not expect, a bug of ours) as `unknown`, never as an outage.
 */
export function translateGoogleError(error: unknown, emptyCodes: ReadonlySet<string> = EMPTY_CODES): MapsError | 'empty' {
  if (error instanceof MapsError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === 'string') {
    if (emptyCodes.has(code)) return 'empty';
    const kind = errorKindForStatus(code);
    // A plain MapsNetworkError (not Request/Server) with an unknown code is a transport failure; Google's
    // 5xx answers (MapsServerError, classic UNKNOWN_ERROR, RPC INTERNAL / UNKNOWN) are passing server
    // failures, worth a retry, like UNAVAILABLE (finding N).
    const network = kind === 'unknown' && (name === 'MapsNetworkError' || name === 'MapsServerError' || RETRYABLE_CODES.has(code));
    return new MapsError(network ? 'network' : kind, code, { cause: error });
  }
  if (/could not load/i.test(message)) return new MapsError('network', 'LOAD_FAILED', { cause: error });
  if (error instanceof TypeError && FETCH_FAILURE.test(message)) return new MapsError('network', 'FETCH_FAILED', { cause: error });
  return new MapsError('unknown', name === 'TypeError' ? 'UNEXPECTED_SHAPE' : 'UNKNOWN', { cause: error });
}

/** Google's service failures that mean the key cannot use the service now: latched for the page. */
const LATCHING_KINDS = new Set(['denied', 'quota']);

/** Suggestions when places is off: none from Google, without a failure (our own completions still show). */
const NO_SUGGESTIONS: Suggestion[] = [];

export function createGooglePlatform(options: GooglePlatformOptions): MapsPlatform {
  const loader = latchLoader(options.loader);
  const locale = mapsLocale(options.locale);
  const tokens = new Map<string, object>();
  /** Predictions of each session, so details can use `toPlace()` and close the session. */
  const predictions = new Map<string, Map<string, GPlacePrediction>>();
  /** Services Google refused for this key (denied, quota): not called again, said once. */
  const servicesOff = new Map<MapsService, MapsError>();
  const notices: MapsPlatformNotice[] = [];
  const noticeListeners = new Set<(notice: MapsPlatformNotice) => void>();
  let hostChecked = false;

  const notify = (notice: MapsPlatformNotice) => {
    notices.push(notice);
    for (const listener of [...noticeListeners]) listener(notice);
  };

  /** The host page's own Google Maps, said once its script has answered (its version is known then). */
  const checkHost = () => {
    if (hostChecked) return;
    hostChecked = true;
    const host = options.loader.hostLoaded?.();
    if (host) notify({ type: 'host_loaded', version: host.version });
  };

  const importLibrary = async <K extends keyof GoogleLibraries>(name: K): Promise<GoogleLibraries[K]> => {
    const library = await loader.importLibrary(name);
    checkHost();
    return library;
  };

  /**
   * Runs a Google call of `service` with abort and error translation; `empty` is what the `emptyCodes`
   * become. `run` gets a `checkpoint` to call right before the billed request: a call aborted while the
   * libraries were still loading then never reaches Google. The first PERMISSION_DENIED or
   * RESOURCE_EXHAUSTED turns the service off for the page (finding A): later calls fail at once.
   */
  const call = <T>(
    service: MapsService,
    signal: AbortSignal | undefined,
    empty: T,
    run: (checkpoint: () => void) => Promise<T>,
    emptyCodes: ReadonlySet<string> = EMPTY_CODES,
  ): Promise<T> => {
    const checkpoint = () => signal?.throwIfAborted();
    return withAbort(signal, async () => {
      const off = servicesOff.get(service);
      if (off) throw new MapsError(off.kind, 'SERVICE_OFF', { cause: off });
      try {
        return await run(checkpoint);
      } catch (error) {
        if (isAbortError(error)) throw error;
        const translated = translateGoogleError(error, emptyCodes);
        if (translated === 'empty') return empty;
        if (LATCHING_KINDS.has(translated.kind) && !servicesOff.has(service)) {
          servicesOff.set(service, translated);
          notify({ type: 'service_failed', service, kind: translated.kind as 'denied' | 'quota', status: translated.status, cause: error });
        }
        throw translated;
      }
    });
  };

  /** The token of session `sessionId` (read once by the caller: details may renew the session meanwhile). */
  const tokenFor = async (sessionId: string): Promise<object> => {
    let token = tokens.get(sessionId);
    if (!token) {
      const { AutocompleteSessionToken } = await importLibrary('places');
      token = tokens.get(sessionId) ?? new AutocompleteSessionToken();
      tokens.set(sessionId, token);
    }
    return token;
  };

  const places = {
    newSession: () => new RenewableSession(),

    suggest: (input: string, opts: SuggestOptions): Promise<Suggestion[]> => {
      // Places is off, or Google's script did not load (the map says so, with its Try again): our own
      // completions carry on alone, with no failure and no log line per keystroke.
      if (servicesOff.has('places') || loader.failure) return withAbort(opts.signal, () => Promise.resolve(NO_SUGGESTIONS));
      // The session as it is now: a details call that renews it while this one is in flight must not
      // get this call's predictions (their token is spent once details used it: finding K).
      const sessionId = opts.session.id;
      return call('places', opts.signal, [], async (checkpoint) => {
        if (!input.trim()) return [];
        const { AutocompleteSuggestion } = await importLibrary('places');
        const sessionToken = await tokenFor(sessionId);
        checkpoint();
        const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions(
          autocompleteRequest({ input, sessionToken, bias: opts.bias, types: opts.types }, locale),
        );
        const found = suggestions.flatMap((s) => (s.placePrediction ? [s.placePrediction] : []));
        // An aborted call runs to its end (Google's calls cannot be cancelled); its predictions are not
        // kept, and neither are they when details ended the session meanwhile.
        if (!opts.signal?.aborted && opts.session.id === sessionId && tokens.get(sessionId) === sessionToken) {
          const known = predictions.get(sessionId) ?? new Map<string, GPlacePrediction>();
          for (const prediction of found) known.set(prediction.placeId, prediction);
          predictions.set(sessionId, known);
        }
        return found.map(suggestionFromPrediction);
      });
    },

    details: (placeId: string, opts: DetailsOptions): Promise<Place | null> =>
      call(
        'places',
        opts.signal,
        null,
        async (checkpoint) => {
          const { Place: GooglePlace } = await importLibrary('places');
          const session = opts.session;
          const sessionId = session?.id;
          const prediction = sessionId ? predictions.get(sessionId)?.get(placeId) : undefined;
          checkpoint();
          // toPlace() carries the session token into this fetchFields call, which ends the session.
          // Its language is the autocomplete request's (the go-live checklist verifies it on a real key).
          const place = prediction?.toPlace() ?? new GooglePlace(placeOptions(placeId, locale));
          const { place: fetched } = await place.fetchFields(fetchFieldsRequest());
          // The token went out with this request, so Google's session is over whatever we make of the
          // answer: a reused token is billed per request. Renew even when the place is incomplete.
          if (session && sessionId) {
            tokens.delete(sessionId);
            predictions.delete(sessionId);
            if (session.id === sessionId) renewSession(session);
          }
          return placeFromDetails(rawDetailsFromGooglePlace(fetched));
        },
        NO_PLACE_CODES,
      ),
  };

  const geocoding = {
    reverse: (location: LatLng, opts: CallOptions = {}): Promise<GeocodeResult[]> =>
      call('geocoding', opts.signal, [], async (checkpoint) => {
        const { Geocoder } = await importLibrary('geocoding');
        checkpoint();
        const { results } = await new Geocoder().geocode(geocoderRequest(location, locale));
        return results.map(geocodeResultFromGoogle);
      }),
  };

  const routing = {
    route: (request: RouteRequest, opts: CallOptions = {}): Promise<RouteResult | null> =>
      call<RouteResult | null>('routes', opts.signal, null, async (checkpoint) => {
        if (request.waypoints.length < 2) throw new MapsError('invalid', 'TOO_FEW_WAYPOINTS');
        if (request.waypoints.length - 2 > MAX_INTERMEDIATES) throw new MapsError('invalid', 'MAX_WAYPOINTS_EXCEEDED');
        const { Route } = await importLibrary('routes');
        checkpoint();
        const { routes } = await Route.computeRoutes(computeRoutesRequest(request, locale)).catch((error: unknown) => {
          // A stop that cannot be a Google place (an old gazetteer id such as `locality:aberdeen`) is
          // refused with INVALID_ARGUMENT: for the visitor there is no route to it, as details say "no place".
          const code = (error as { code?: unknown } | null)?.code;
          if (code === 'INVALID_ARGUMENT' && request.waypoints.some((w) => 'placeId' in w && !isGooglePlaceId(w.placeId))) return { routes: [] };
          throw error;
        });
        const first = routes?.[0];
        if (!first) return null;
        return buildRouteResult(rawRouteFromGoogle(first), {
          waypointLabels: request.waypoints.map((w) => w.label),
          unitSystem: request.unitSystem,
          locale: options.locale,
          offline: false,
        });
      }),
    matrix: (request: MatrixRequest, opts: CallOptions = {}): Promise<(MatrixCell | null)[][]> =>
      call<(MatrixCell | null)[][]>('routes', opts.signal, [], async (checkpoint) => {
        const elements = request.origins.length * request.destinations.length;
        if (elements === 0) return request.origins.map(() => []);
        if (elements > MATRIX_MAX_ELEMENTS) throw new MapsError('invalid', 'MAX_ELEMENTS_EXCEEDED');
        const { RouteMatrix } = await importLibrary('routes');
        checkpoint();
        const { matrix } = await RouteMatrix.computeRouteMatrix(computeRouteMatrixRequest(request, locale));
        return request.origins.map((_, row) => request.destinations.map((__, column) => matrixCell(matrix.rows[row]?.items[column])));
      }),
  };

  return {
    provider: 'google',
    places,
    geocoding,
    routing,
    createMapView(container: HTMLElement, viewOptions: MapViewOptions): MapView {
      const mapId = viewOptions.mapId ?? options.mapId;
      return new GoogleMapView(container, {
        ...viewOptions,
        ...(mapId ? { mapId } : {}),
        loader,
        clientClusterer: options.clientClusterer ?? markerClustererFactory,
        onLoaded: checkHost,
      });
    },
    onAuthFailure: (listener) => onGoogleAuthFailure(listener),
    onNotice(listener) {
      for (const notice of notices) listener(notice);
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
  };
}
