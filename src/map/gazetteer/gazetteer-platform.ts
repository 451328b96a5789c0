/**
 * Places, geocoding and routing for the offline engine, answered by the reference API: its gazetteer
 * (`GET {apiBase}/places/complete|{id}|reverse`) and its router over the GB motorway network
 * (`POST {apiBase}/directions`), with the local straight-line estimate when that cannot be reached.
 * No Google, no third-party network.
 */
import { completionQuery, requestDirections, type DirectionsBody, type WirePlace, type WirePlaceSuggestion } from '../../api';
import { isAbortError } from '../../shared';
import { MapsError, errorKindForStatus, withAbort } from '../errors';
import type { AddressComponent, RawPlaceDetails } from '../place-fields';
import { placeFromDetails } from '../place-fields';
import { buildRouteResult } from '../route-model';
import { RenewableSession, renewSession } from '../session';
import type {
  CallOptions,
  DetailsOptions,
  GeocodeResult,
  GeocodingService,
  LatLng,
  Place,
  PlacesService,
  RouteRequest,
  RouteResult,
  RoutingService,
  Suggestion,
  SuggestOptions,
} from '../types';
import type { RawRoute } from '../route-model';
import { estimateStraightRoute, routeFromDirections, type ResolvedWaypoint } from './offline-routing';

export interface GazetteerOptions {
  /** Our API base, e.g. `/api/v2`. */
  apiBase: string;
  fetch: typeof fetch;
  locale: string;
  /** Localised text of the one step of an offline leg. */
  stepInstruction?: (destination: string) => string;
  /** Completions per query (spec default 5). */
  limit?: number;
}

const DEFAULT_LIMIT = 5;
/** The API takes waypoint labels of up to 200 characters (server/src/routes/directions.ts). */
const MAX_LABEL_LENGTH = 200;

/** Gazetteer address parts → Google-style components, so `placeFromDetails` applies the same fallbacks. */
export function componentsFromWire(components: WirePlace['address_components']): AddressComponent[] {
  const list: AddressComponent[] = [];
  const { country, country_code, ...parts } = components;
  for (const [type, text] of Object.entries(parts)) {
    if (typeof text === 'string' && text) list.push({ longText: text, shortText: text, types: [type] });
  }
  if (country) list.push({ longText: country, shortText: country_code ?? '', types: ['country', 'political'] });
  return list;
}

export function rawDetailsFromWire(place: WirePlace): RawPlaceDetails {
  return {
    id: place.place_id,
    displayName: place.name,
    formattedAddress: place.formatted_address,
    location: Number.isFinite(place.lat) && Number.isFinite(place.lng) ? { lat: place.lat, lng: place.lng } : null,
    viewport: place.viewport ?? null,
    addressComponents: place.address_components ? componentsFromWire(place.address_components) : null,
  };
}

export function suggestionFromWire(wire: WirePlaceSuggestion): Suggestion {
  return {
    placeId: wire.place_id,
    text: wire.description,
    mainText: wire.main_text,
    secondaryText: wire.secondary_text,
    matches: (wire.matched_substrings ?? []).map(({ offset, length }) => ({ offset, length })),
    types: [...(wire.types ?? [])],
  };
}

export class GazetteerClient {
  readonly #options: GazetteerOptions;

  constructor(options: GazetteerOptions) {
    this.#options = options;
  }

  /**
   * GET JSON in the element's locale (the API names countries in it: "Leeds, Vereinigtes Königreich");
   * `null` on 404; `MapsError` on other failures; AbortError passes through.
   */
  async getJson<T>(path: string, params: Record<string, string>, signal?: AbortSignal): Promise<T | null> {
    const query = new URLSearchParams({ ...params, locale: this.#options.locale }).toString();
    const url = `${this.#options.apiBase.replace(/\/$/, '')}${path}${query ? `?${query}` : ''}`;
    let response: Response;
    try {
      response = await this.#options.fetch(url, { signal: signal ?? null, headers: { accept: 'application/json' } });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new MapsError('network', 'FETCH_FAILED', { cause: error });
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new MapsError(errorKindForStatus(response.status), `HTTP ${response.status}`);
    try {
      return (await response.json()) as T;
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new MapsError('unknown', 'BAD_JSON', { cause: error });
    }
  }
}

/** How many looked-up places the routing keeps (a visitor's waypoints, many times over). */
const KNOWN_PLACES_LIMIT = 100;

export function createGazetteerServices(options: GazetteerOptions): {
  places: PlacesService;
  geocoding: GeocodingService;
  routing: RoutingService;
} {
  const client = new GazetteerClient(options);
  const limit = String(options.limit ?? DEFAULT_LIMIT);
  const stepInstruction = options.stepInstruction ?? ((to: string) => `Head to ${to}`);

  /**
   * Places looked up before, by id, the newest last. A gazetteer's places do not move, so a route to a
   * chosen place asks for it no more: a route option changed after the API went away still gets the
   * straight estimate (it failed on the place's lookup before), and every route needs one request less.
   */
  const knownPlaces = new Map<string, Place>();
  const details = (placeId: string, opts: DetailsOptions): Promise<Place | null> =>
    withAbort(opts.signal, async () => {
      const wire = await client.getJson<WirePlace>(`/places/${encodeURIComponent(placeId)}`, {}, opts.signal);
      const place = wire ? placeFromDetails(rawDetailsFromWire(wire)) : null;
      if (place) {
        renewSession(opts.session);
        knownPlaces.delete(placeId);
        knownPlaces.set(placeId, place);
        const oldest = knownPlaces.size > KNOWN_PLACES_LIMIT ? knownPlaces.keys().next().value : undefined;
        if (oldest !== undefined) knownPlaces.delete(oldest);
      }
      return place;
    });

  const places: PlacesService = {
    newSession: () => new RenewableSession(),
    suggest: (input: string, opts: SuggestOptions): Promise<Suggestion[]> =>
      withAbort(opts.signal, async () => {
        const query = completionQuery(input);
        if (!query) return [];
        const wire = await client.getJson<WirePlaceSuggestion[]>('/places/complete', { query, limit }, opts.signal);
        return (wire ?? []).map(suggestionFromWire);
      }),
    details,
  };

  const geocoding: GeocodingService = {
    reverse: (location: LatLng, opts: CallOptions = {}): Promise<GeocodeResult[]> =>
      withAbort(opts.signal, async () => {
        const wire = await client.getJson<WirePlace[]>(
          '/places/reverse',
          { lat: location.lat.toFixed(6), lng: location.lng.toFixed(6) },
          opts.signal,
        );
        return (wire ?? []).map((place) => ({
          placeId: place.place_id,
          formattedAddress: place.formatted_address,
          location: { lat: place.lat, lng: place.lng },
          types: [...place.types],
        }));
      }),
  };

  /** The API's route; today's straight estimate when the API cannot be reached or answers wrongly. */
  const networkRoute = async (resolved: ResolvedWaypoint[], request: RouteRequest, signal?: AbortSignal): Promise<RawRoute> => {
    const body: DirectionsBody = {
      waypoints: resolved.map(({ location, label }) => ({ lat: location.lat, lng: location.lng, label: label.slice(0, MAX_LABEL_LENGTH) })),
      avoid_tolls: request.avoidTolls,
      avoid_highways: request.avoidHighways,
    };
    try {
      return routeFromDirections(await requestDirections({ baseUrl: options.apiBase, locale: options.locale, fetch: options.fetch }, body, signal));
    } catch (error) {
      if (isAbortError(error)) throw error;
      return estimateStraightRoute(resolved, stepInstruction);
    }
  };

  const routing: RoutingService = {
    route: (request: RouteRequest, opts: CallOptions = {}): Promise<RouteResult | null> =>
      withAbort(opts.signal, async () => {
        if (request.waypoints.length < 2) throw new MapsError('invalid', 'TOO_FEW_WAYPOINTS');
        const resolved: ResolvedWaypoint[] = [];
        for (const waypoint of request.waypoints) {
          if ('location' in waypoint) {
            resolved.push({ location: waypoint.location, label: waypoint.label });
            continue;
          }
          const place = knownPlaces.get(waypoint.placeId) ?? (await details(waypoint.placeId, { signal: opts.signal }));
          // An unknown place means there is no route, like a routing service's NOT_FOUND.
          if (!place) return null;
          resolved.push({ location: { lat: place.lat, lng: place.lng }, label: waypoint.label || place.name });
        }
        const raw = await networkRoute(resolved, request, opts.signal);
        return buildRouteResult(raw, {
          waypointLabels: resolved.map((w) => w.label),
          unitSystem: request.unitSystem,
          locale: options.locale,
          offline: true,
        });
      }),
  };

  return { places, geocoding, routing };
}
