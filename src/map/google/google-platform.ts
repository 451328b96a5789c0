/**
 * The production `MapsPlatform` on Google's current classes: `AutocompleteSuggestion` with an
 * `AutocompleteSessionToken`, `Place.fetchFields`, `Geocoder`, `Route.computeRoutes`. Google status
 * codes stay in here; callers get `[]`, `null`, an AbortError or a `MapsError`.
 */
import { MapsError, errorKindForStatus, isAbortError, withAbort } from '../errors';
import { mapsLocale } from '../locale';
import { placeFromDetails, type RawPlaceDetails } from '../place-fields';
import { buildRouteResult, type RawRoute } from '../route-model';
import { RenewableSession, renewSession } from '../session';
import type {
  CallOptions,
  DetailsOptions,
  GeocodeResult,
  LatLng,
  MapsPlatform,
  MapView,
  MapViewOptions,
  Place,
  PlaceSession,
  RouteRequest,
  RouteResult,
  RouteWaypoint,
  Suggestion,
  SuggestOptions,
} from '../types';
import { onGoogleAuthFailure } from './auth-failure';
import type { GFormattableText, GPlace, GPlacePrediction, GRoute, GWaypointLocation, MapsLoader } from './google-api';
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

/** `Route` fields we read (the field mask is mandatory). */
export const ROUTE_FIELDS = ['legs', 'path', 'distanceMeters', 'durationMillis', 'viewport', 'localizedValues', 'warnings'];

/** `google.maps.UnitSystem` values (the enum object is not available before load). */
const UNIT_SYSTEM = { metric: 0, imperial: 1 } as const;

/** Codes that mean "nothing there" rather than failure. */
const EMPTY_CODES = new Set(['ZERO_RESULTS', 'NOT_FOUND']);

export interface GooglePlatformOptions {
  loader: MapsLoader;
  locale: string;
  mapId?: string;
  /** Client-side clustering for raw locations (default: `@googlemaps/markerclusterer`). */
  clientClusterer?: ClientClustererFactory;
}

/** Translates a rejection from Google into our error, or `'empty'` for zero results. */
export function translateGoogleError(error: unknown): MapsError | 'empty' {
  if (error instanceof MapsError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (EMPTY_CODES.has(code)) return 'empty';
    const kind = errorKindForStatus(code);
    const name = (error as Error).name ?? '';
    // A plain MapsNetworkError (not Request/Server) with an unknown code is a transport failure.
    const network = kind === 'unknown' && /^MapsNetworkError$/.test(name);
    return new MapsError(network ? 'network' : kind, code, { cause: error });
  }
  if (error instanceof TypeError || /could not load/i.test(String((error as Error)?.message))) {
    return new MapsError('network', 'LOAD_FAILED', { cause: error });
  }
  return new MapsError('unknown', 'UNKNOWN', { cause: error });
}

function text(formattable: GFormattableText | null | undefined): string {
  return formattable?.text ?? '';
}

export function suggestionFromPrediction(prediction: GPlacePrediction): Suggestion {
  return {
    placeId: prediction.placeId,
    text: prediction.text.text,
    mainText: text(prediction.mainText) || prediction.text.text,
    secondaryText: text(prediction.secondaryText),
    matches: prediction.text.matches.map((m) => ({ offset: m.startOffset, length: m.endOffset - m.startOffset })),
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

/** Runs a Google call with abort and error translation; `empty` is what zero results become. */
async function call<T>(signal: AbortSignal | undefined, empty: T, run: () => Promise<T>): Promise<T> {
  return withAbort(signal, async () => {
    try {
      return await run();
    } catch (error) {
      if (isAbortError(error)) throw error;
      const translated = translateGoogleError(error);
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
      call(opts.signal, [], async () => {
        if (!input.trim()) return [];
        const { AutocompleteSuggestion } = await loader.importLibrary('places');
        const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
          input,
          sessionToken: await tokenFor(opts.session),
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
      call(opts.signal, null, async () => {
        const { Place: GooglePlace } = await loader.importLibrary('places');
        const session = opts.session;
        const prediction = session ? predictions.get(session.id)?.get(placeId) : undefined;
        // toPlace() carries the session token into this fetchFields call, which ends the session.
        const place = prediction?.toPlace() ?? new GooglePlace({ id: placeId, requestedLanguage: language, requestedRegion: region });
        const { place: fetched } = await place.fetchFields({ fields: [...PLACE_DETAIL_FIELDS] });
        const result = placeFromDetails(rawDetailsFromGooglePlace(fetched));
        if (result && session) {
          tokens.delete(session.id);
          predictions.delete(session.id);
          renewSession(session);
        }
        return result;
      }),
  };

  const geocoding = {
    reverse: (location: LatLng, opts: CallOptions = {}): Promise<GeocodeResult[]> =>
      call(opts.signal, [], async () => {
        const { Geocoder } = await loader.importLibrary('geocoding');
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
      call<RouteResult | null>(opts.signal, null, async () => {
        const [origin, ...rest] = request.waypoints;
        const destination = rest.pop();
        if (!origin || !destination) throw new MapsError('invalid', 'TOO_FEW_WAYPOINTS');
        const { Route } = await loader.importLibrary('routes');
        const { routes } = await Route.computeRoutes({
          origin: waypointLocation(origin),
          destination: waypointLocation(destination),
          intermediates: rest.map((w) => ({ location: waypointLocation(w) })),
          travelMode: 'DRIVING',
          routeModifiers: { avoidTolls: request.avoidTolls, avoidHighways: request.avoidHighways, avoidFerries: request.avoidFerries },
          units: UNIT_SYSTEM[request.unitSystem],
          language,
          region,
          polylineQuality: 'OVERVIEW',
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
