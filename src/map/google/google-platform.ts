/**
 * The production `MapsPlatform` on Google's current classes: `AutocompleteSuggestion` with an
 * `AutocompleteSessionToken`, `Place.fetchFields`, `Geocoder`, `Route.computeRoutes`. Google status
 * codes stay in here; callers get `[]`, `null`, an AbortError or a `MapsError`.
 */
import { MapsError, errorKindForStatus, isAbortError, withAbort } from '../errors';
import { mapsLocale } from '../locale';
import { placeFromDetails, type RawPlaceDetails } from '../place-fields';
import { buildRouteResult, type RawRoute } from '../route-model';
import { MATRIX_MAX_ELEMENTS } from '../types';
import { RenewableSession, renewSession } from '../session';
import type {
  CallOptions,
  DetailsOptions,
  GeocodeResult,
  LatLng,
  MapsPlatform,
  MapView,
  MapViewOptions,
  MatrixCell,
  MatrixRequest,
  Place,
  PlaceSession,
  RouteRequest,
  RouteResult,
  RouteWaypoint,
  Suggestion,
  SuggestOptions,
} from '../types';
import { onGoogleAuthFailure } from './auth-failure';
import type { GFormattableText, GPlace, GPlacePrediction, GRoute, GRouteMatrixItem, GWaypointLocation, MapsLoader } from './google-api';
import { GoogleMapView, type ClientClustererFactory } from './google-map-view';
import { markerClustererFactory } from './marker-clusterer';

/**
 * The spec's Place-details field list (address_component, adr_address, alt_id, formatted_address,
 * geometry, icon, id, name, photo, place_id, plus_code, scope, type, url, vicinity) in the new
 * `Place` names, without `alt_id`, `id` (the classic one) and `scope`, which the service rejects.
 */
export const PLACE_DETAIL_FIELDS = [
  'addressComponents', // address_component
  'adrFormatAddress', // adr_address
  'formattedAddress', // formatted_address
  'location', // geometry
  'viewport', // geometry
  'svgIconMaskURI', // icon
  'displayName', // name
  'photos', // photo
  'id', // place_id
  'plusCode', // plus_code
  'types', // type
  'googleMapsURI', // url
  'shortFormattedAddress', // vicinity (closest equivalent)
] as const;

/**
 * `Route` fields we read (the field mask is mandatory). `path` is needed twice: for the route's own
 * line and for every leg's and step's `path`, which Google fills only when `path` is requested.
 */
export const ROUTE_FIELDS = ['legs', 'path', 'distanceMeters', 'durationMillis', 'localizedValues', 'warnings'];

/** Routes API limit on `intermediates` (more are rejected with INVALID_ARGUMENT). */
export const MAX_INTERMEDIATES = 25;
/** What a detour needs of each route-matrix element: whether there is a route, its time and length. */
const MATRIX_FIELDS = ['condition', 'durationMillis', 'distanceMeters'];

/** One element, or null when Google found no route (or sent no usable figures). */
function matrixCell(item: GRouteMatrixItem | undefined): MatrixCell | null {
  if (item?.condition !== 'ROUTE_EXISTS') return null;
  const millis = item.durationMillis;
  const metres = item.distanceMeters;
  if (typeof millis !== 'number' || !Number.isFinite(millis) || typeof metres !== 'number' || !Number.isFinite(metres)) return null;
  return { seconds: millis / 1000, metres };
}

/** `google.maps.UnitSystem` values (the enum object is not available before load). */
const UNIT_SYSTEM = { metric: 0, imperial: 1 } as const;

/** Codes that mean "nothing there" rather than failure. */
const EMPTY_CODES = new Set(['ZERO_RESULTS', 'NOT_FOUND']);

/**
 * Place details: Google answers a malformed place id (an offline-gazetteer id such as
 * `locality:aberdeen` from recent searches or a `#/place/` link) with `INVALID_ARGUMENT` (classic:
 * `INVALID_REQUEST`), not `NOT_FOUND`. For the visitor it is the same: there is no such place.
 */
const NO_PLACE_CODES = new Set([...EMPTY_CODES, 'INVALID_ARGUMENT', 'INVALID_REQUEST']);

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
    // A plain MapsNetworkError (not Request/Server) with an unknown code is a transport failure.
    const network = kind === 'unknown' && name === 'MapsNetworkError';
    return new MapsError(network ? 'network' : kind, code, { cause: error });
  }
  if (/could not load/i.test(message)) return new MapsError('network', 'LOAD_FAILED', { cause: error });
  if (error instanceof TypeError && FETCH_FAILURE.test(message)) return new MapsError('network', 'FETCH_FAILED', { cause: error });
  return new MapsError('unknown', name === 'TypeError' ? 'UNEXPECTED_SHAPE' : 'UNKNOWN', { cause: error });
}

function text(formattable: GFormattableText | null | undefined): string {
  return formattable?.text ?? '';
}

/**
 * Google's `StringRange` offsets count Unicode code points; our `TextMatch` indexes the JS (UTF-16)
 * string, where a character outside the BMP (an emoji, some CJK) takes two units.
 */
export function utf16Offset(value: string, codePoints: number): number {
  let units = 0;
  let seen = 0;
  for (const character of value) {
    if (seen === codePoints) break;
    units += character.length;
    seen += 1;
  }
  return units;
}

export function suggestionFromPrediction(prediction: GPlacePrediction): Suggestion {
  const full = prediction.text.text;
  return {
    placeId: prediction.placeId,
    text: full,
    mainText: text(prediction.mainText) || full,
    secondaryText: text(prediction.secondaryText),
    matches: prediction.text.matches.map((m) => {
      const offset = utf16Offset(full, m.startOffset);
      return { offset, length: utf16Offset(full, m.endOffset) - offset };
    }),
    types: [...prediction.types],
  };
}

export function rawDetailsFromGooglePlace(place: GPlace): RawPlaceDetails {
  const viewport = place.viewport;
  return {
    id: place.id,
    displayName: place.displayName ?? null,
    formattedAddress: place.formattedAddress ?? null,
    location: place.location ? { lat: place.location.lat(), lng: place.location.lng() } : null,
    viewport: viewport
      ? {
          north: viewport.getNorthEast().lat(),
          east: viewport.getNorthEast().lng(),
          south: viewport.getSouthWest().lat(),
          west: viewport.getSouthWest().lng(),
        }
      : null,
    addressComponents: place.addressComponents
      ? place.addressComponents.map((c) => ({ longText: c.longText ?? '', shortText: c.shortText ?? '', types: [...c.types] }))
      : null,
  };
}

const point = (p: { lat: number; lng: number }): LatLng => ({ lat: p.lat, lng: p.lng });
const seconds = (millis: number | null | undefined) => (millis ?? 0) / 1000;

export function rawRouteFromGoogle(route: GRoute): RawRoute {
  const raw: RawRoute = {
    legs: (route.legs ?? []).map((leg) => ({
      distanceMeters: leg.distanceMeters,
      durationSeconds: seconds(leg.durationMillis ?? leg.staticDurationMillis),
      distanceText: leg.localizedValues?.distance ?? null,
      durationText: leg.localizedValues?.duration ?? null,
      startLocation: leg.startLocation ? point(leg.startLocation) : null,
      endLocation: leg.endLocation ? point(leg.endLocation) : null,
      path: leg.path.map(point),
      steps: leg.steps.map((step) => ({
        instructions: step.instructions,
        maneuver: step.maneuver,
        distanceMeters: step.distanceMeters,
        durationSeconds: seconds(step.staticDurationMillis),
        distanceText: step.localizedValues?.distance ?? null,
        durationText: step.localizedValues?.staticDuration ?? null,
        path: step.path.map(point),
      })),
    })),
    path: (route.path ?? []).map(point),
    warnings: route.warnings ?? [],
    // We ask for HTML_FORMATTED_NAVIGATION_INSTRUCTIONS: untrusted HTML, sanitised by the itinerary.
    instructionFormat: 'html',
    distanceText: route.localizedValues?.distance ?? null,
    durationText: route.localizedValues?.duration ?? null,
  };
  if (route.distanceMeters !== undefined) raw.distanceMeters = route.distanceMeters;
  if (route.durationMillis !== undefined && route.durationMillis !== null) raw.durationSeconds = seconds(route.durationMillis);
  return raw;
}

function waypointLocation(waypoint: RouteWaypoint): GWaypointLocation {
  // A place id goes in as its resource name (`places/{id}`), which the Routes API accepts.
  return 'location' in waypoint ? { lat: waypoint.location.lat, lng: waypoint.location.lng } : `places/${waypoint.placeId}`;
}

/**
 * Runs a Google call with abort and error translation; `empty` is what the `emptyCodes` become.
 * `run` gets a `checkpoint` to call right before the billed request: a call aborted while the
 * libraries were still loading then never reaches Google.
 */
async function call<T>(
  signal: AbortSignal | undefined,
  empty: T,
  run: (checkpoint: () => void) => Promise<T>,
  emptyCodes: ReadonlySet<string> = EMPTY_CODES,
): Promise<T> {
  const checkpoint = () => signal?.throwIfAborted();
  return withAbort(signal, async () => {
    try {
      return await run(checkpoint);
    } catch (error) {
      if (isAbortError(error)) throw error;
      const translated = translateGoogleError(error, emptyCodes);
      if (translated === 'empty') return empty;
      throw translated;
    }
  });
}

export function createGooglePlatform(options: GooglePlatformOptions): MapsPlatform {
  const { loader } = options;
  const { language, region } = mapsLocale(options.locale);
  const tokens = new Map<string, object>();
  /** Predictions of each session, so details can use `toPlace()` and close the session. */
  const predictions = new Map<string, Map<string, GPlacePrediction>>();

  const tokenFor = async (session: PlaceSession): Promise<object> => {
    let token = tokens.get(session.id);
    if (!token) {
      const { AutocompleteSessionToken } = await loader.importLibrary('places');
      token = new AutocompleteSessionToken();
      tokens.set(session.id, token);
    }
    return token;
  };

  const places = {
    newSession: () => new RenewableSession(),

    suggest: (input: string, opts: SuggestOptions): Promise<Suggestion[]> =>
      call(opts.signal, [], async (checkpoint) => {
        if (!input.trim()) return [];
        const { AutocompleteSuggestion } = await loader.importLibrary('places');
        const sessionToken = await tokenFor(opts.session);
        checkpoint();
        const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
          input,
          sessionToken,
          language,
          region,
          ...(opts.bias ? { locationBias: { ...opts.bias } } : {}),
          ...(opts.types?.length ? { includedPrimaryTypes: [...opts.types] } : {}),
        });
        const found = suggestions.flatMap((s) => (s.placePrediction ? [s.placePrediction] : []));
        const known = predictions.get(opts.session.id) ?? new Map<string, GPlacePrediction>();
        for (const prediction of found) known.set(prediction.placeId, prediction);
        predictions.set(opts.session.id, known);
        return found.map(suggestionFromPrediction);
      }),

    details: (placeId: string, opts: DetailsOptions): Promise<Place | null> =>
      call(
        opts.signal,
        null,
        async (checkpoint) => {
          const { Place: GooglePlace } = await loader.importLibrary('places');
          const session = opts.session;
          const prediction = session ? predictions.get(session.id)?.get(placeId) : undefined;
          checkpoint();
          // toPlace() carries the session token into this fetchFields call, which ends the session.
          const place = prediction?.toPlace() ?? new GooglePlace({ id: placeId, requestedLanguage: language, requestedRegion: region });
          const { place: fetched } = await place.fetchFields({ fields: [...PLACE_DETAIL_FIELDS] });
          // The token went out with this request, so Google's session is over whatever we make of the
          // answer: a reused token is billed per request. Renew even when the place is incomplete.
          if (session) {
            tokens.delete(session.id);
            predictions.delete(session.id);
            renewSession(session);
          }
          return placeFromDetails(rawDetailsFromGooglePlace(fetched));
        },
        NO_PLACE_CODES,
      ),
  };

  const geocoding = {
    reverse: (location: LatLng, opts: CallOptions = {}): Promise<GeocodeResult[]> =>
      call(opts.signal, [], async (checkpoint) => {
        const { Geocoder } = await loader.importLibrary('geocoding');
        checkpoint();
        const { results } = await new Geocoder().geocode({ location: { lat: location.lat, lng: location.lng }, language, region });
        return results.map((r) => ({
          placeId: r.place_id,
          formattedAddress: r.formatted_address,
          location: { lat: r.geometry.location.lat(), lng: r.geometry.location.lng() },
          types: [...r.types],
        }));
      }),
  };

  const routing = {
    route: (request: RouteRequest, opts: CallOptions = {}): Promise<RouteResult | null> =>
      call<RouteResult | null>(opts.signal, null, async (checkpoint) => {
        const [origin, ...rest] = request.waypoints;
        const destination = rest.pop();
        if (!origin || !destination) throw new MapsError('invalid', 'TOO_FEW_WAYPOINTS');
        if (rest.length > MAX_INTERMEDIATES) throw new MapsError('invalid', 'MAX_WAYPOINTS_EXCEEDED');
        const { Route } = await loader.importLibrary('routes');
        checkpoint();
        const { routes } = await Route.computeRoutes({
          origin: waypointLocation(origin),
          destination: waypointLocation(destination),
          intermediates: rest.map((w) => ({ location: waypointLocation(w) })),
          travelMode: 'DRIVING',
          routeModifiers: { avoidTolls: request.avoidTolls, avoidHighways: request.avoidHighways, avoidFerries: request.avoidFerries },
          units: UNIT_SYSTEM[request.unitSystem],
          language,
          region,
          // The drawn line must follow the roads at street zoom; along_corridor gets a simplified copy
          // (`RouteResult.corridorEncodedPath`).
          polylineQuality: 'HIGH_QUALITY',
          // The spec's itinerary shows HTML instructions; Routes sends plain text unless asked.
          extraComputations: ['HTML_FORMATTED_NAVIGATION_INSTRUCTIONS'],
          fields: ROUTE_FIELDS,
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
      call<(MatrixCell | null)[][]>(opts.signal, [], async (checkpoint) => {
        const elements = request.origins.length * request.destinations.length;
        if (elements === 0) return request.origins.map(() => []);
        if (elements > MATRIX_MAX_ELEMENTS) throw new MapsError('invalid', 'MAX_ELEMENTS_EXCEEDED');
        const { RouteMatrix } = await loader.importLibrary('routes');
        checkpoint();
        const { matrix } = await RouteMatrix.computeRouteMatrix({
          origins: request.origins.map(({ lat, lng }) => ({ lat, lng })),
          destinations: request.destinations.map(({ lat, lng }) => ({ lat, lng })),
          travelMode: 'DRIVING',
          routingPreference: 'TRAFFIC_UNAWARE',
          language,
          region,
          fields: MATRIX_FIELDS,
        });
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
      });
    },
    onAuthFailure: (listener) => onGoogleAuthFailure(listener),
  };
}
