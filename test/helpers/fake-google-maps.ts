/**
 * A small fake of the Google Maps JavaScript API namespace, behind the adapter's loader seam
 * (`MapsLoader.importLibrary`). It implements only the slice in `src/map/google/google-api.ts`, with
 * overridable handlers and a call log, in the style of Google's own extended-component-library
 * test harness. No Google script is ever loaded: `window.google` is never touched.
 */
import type {
  GAdvancedMarker,
  GAutocompleteRequest,
  GComputeRoutesRequest,
  GGeocoderResult,
  GLatLng,
  GLatLngBounds,
  GMap,
  GMapOptions,
  GMapsEventListener,
  GPlace,
  GPlacePrediction,
  GPolyline,
  GRoute,
  GoogleLibraries,
  MapsLoader,
} from '../../src/map/google/google-api';

export class FakeLatLng implements GLatLng {
  constructor(readonly latValue: number, readonly lngValue: number) {}
  lat(): number {
    return this.latValue;
  }
  lng(): number {
    return this.lngValue;
  }
}

export class FakeLatLngBounds implements GLatLngBounds {
  constructor(readonly literal: { north: number; south: number; east: number; west: number }) {}
  getNorthEast(): GLatLng {
    return new FakeLatLng(this.literal.north, this.literal.east);
  }
  getSouthWest(): GLatLng {
    return new FakeLatLng(this.literal.south, this.literal.west);
  }
}

/** Errors shaped like google.maps.MapsNetworkError and its Request/Server subclasses. */
export class FakeMapsNetworkError extends Error {
  override name = 'MapsNetworkError';
  constructor(readonly code: string, readonly endpoint = 'PLACES_AUTOCOMPLETE') {
    super(`${endpoint}: ${code}`);
  }
}
export class FakeMapsRequestError extends FakeMapsNetworkError {
  override name = 'MapsRequestError';
}

export interface FakePlaceData {
  id: string;
  displayName?: string | null;
  formattedAddress?: string | null;
  location?: { lat: number; lng: number } | null;
  viewport?: { north: number; south: number; east: number; west: number } | null;
  addressComponents?: { longText: string; shortText: string; types: string[] }[];
}

export type FakeGoogleCall =
  | { method: 'fetchAutocompleteSuggestions'; request: GAutocompleteRequest; token: string | null }
  | { method: 'fetchFields'; placeId: string; fields: string[]; token: string | null }
  | { method: 'geocode'; location: { lat: number; lng: number } }
  | { method: 'computeRoutes'; request: GComputeRoutesRequest };

type Handler<A, R> = (arg: A) => Promise<R>;

/** Every event a fake object can emit, by name. */
class Events {
  readonly #handlers = new Map<string, Set<() => void>>();
  add(name: string, handler: () => void): GMapsEventListener {
    const set = this.#handlers.get(name) ?? new Set();
    set.add(handler);
    this.#handlers.set(name, set);
    return { remove: () => set.delete(handler) };
  }
  emit(name: string): void {
    for (const handler of [...(this.#handlers.get(name) ?? [])]) handler();
  }
}

export class FakeMap implements GMap {
  readonly events = new Events();
  readonly calls: { method: string; args: unknown[] }[] = [];
  center: { lat: number; lng: number };
  zoom: number;
  constructor(readonly element: HTMLElement, readonly options: GMapOptions) {
    this.center = options.center ?? { lat: 0, lng: 0 };
    this.zoom = options.zoom ?? 1;
  }
  #moved(method: string, ...args: unknown[]): void {
    this.calls.push({ method, args });
    // Google fires idle once the camera settles; a microtask is close enough for tests.
    queueMicrotask(() => this.events.emit('idle'));
  }
  setOptions(options: GMapOptions): void {
    Object.assign(this.options, options);
    this.calls.push({ method: 'setOptions', args: [options] });
  }
  fitBounds(bounds: { north: number; south: number; east: number; west: number }, padding?: unknown): void {
    this.center = { lat: (bounds.north + bounds.south) / 2, lng: (bounds.east + bounds.west) / 2 };
    this.#moved('fitBounds', bounds, padding);
  }
  panTo(center: { lat: number; lng: number }): void {
    this.center = center;
    this.#moved('panTo', center);
  }
  panBy(x: number, y: number): void {
    this.#moved('panBy', x, y);
  }
  setCenter(center: { lat: number; lng: number }): void {
    this.center = center;
    this.#moved('setCenter', center);
  }
  setZoom(zoom: number): void {
    this.zoom = zoom;
    this.#moved('setZoom', zoom);
  }
  getZoom(): number {
    return this.zoom;
  }
  getCenter(): GLatLng {
    return new FakeLatLng(this.center.lat, this.center.lng);
  }
  getBounds(): GLatLngBounds {
    const span = 360 / 2 ** this.zoom;
    return new FakeLatLngBounds({ north: this.center.lat + span / 4, south: this.center.lat - span / 4, east: this.center.lng + span / 2, west: this.center.lng - span / 2 });
  }
  addListener(eventName: string, handler: () => void): GMapsEventListener {
    return this.events.add(eventName, handler);
  }
}

export class FakeAdvancedMarker extends EventTarget implements GAdvancedMarker {
  map: GMap | null | undefined = null;
  position: { lat: number; lng: number } | null | undefined;
  content: Node | null | undefined;
  zIndex: number | null | undefined;
  title: string;
  readonly gmpClickable: boolean;
  constructor(options: { position?: { lat: number; lng: number }; content?: Node | null; zIndex?: number | null; title?: string; gmpClickable?: boolean }) {
    super();
    this.position = options.position;
    this.content = options.content;
    this.zIndex = options.zIndex;
    this.title = options.title ?? '';
    this.gmpClickable = options.gmpClickable ?? false;
  }
  /** Simulates a user click (Google dispatches `gmp-click`). */
  click(): void {
    this.dispatchEvent(new Event('gmp-click'));
  }
}

export class FakePolyline implements GPolyline {
  map: GMap | null = null;
  constructor(readonly options: { path: { lat: number; lng: number }[] }) {
    this.path = options.path;
  }
  path: { lat: number; lng: number }[];
  setMap(map: GMap | null): void {
    this.map = map;
  }
  setPath(path: { lat: number; lng: number }[]): void {
    this.path = path;
  }
}

let tokenCounter = 0;

export class FakeGoogleMaps {
  readonly calls: FakeGoogleCall[] = [];
  readonly importedLibraries: string[] = [];
  readonly maps: FakeMap[] = [];
  readonly markers: FakeAdvancedMarker[] = [];
  readonly polylines: FakePolyline[] = [];
  /** Place data by id, for `Place.fetchFields`. */
  readonly places = new Map<string, FakePlaceData>();

  suggestionsHandler: Handler<GAutocompleteRequest, GPlacePrediction[]> = async () => [];
  detailsHandler: Handler<string, FakePlaceData> = async (id) => {
    const data = this.places.get(id);
    if (!data) throw new FakeMapsRequestError('NOT_FOUND', 'PLACES_DETAILS');
    return data;
  };
  geocodeHandler: Handler<{ lat: number; lng: number }, GGeocoderResult[]> = async () => {
    throw new FakeMapsRequestError('ZERO_RESULTS', 'GEOCODER_GEOCODE');
  };
  routeHandler: Handler<GComputeRoutesRequest, GRoute[]> = async () => [];

  /** Builds a prediction whose `toPlace()` carries the session token of the request. */
  prediction(data: { placeId: string; text: string; mainText?: string; secondaryText?: string; matches?: [number, number][]; types?: string[] }, token: string | null): GPlacePrediction {
    return {
      placeId: data.placeId,
      text: { text: data.text, matches: (data.matches ?? []).map(([startOffset, endOffset]) => ({ startOffset, endOffset })) },
      mainText: data.mainText === undefined ? null : { text: data.mainText, matches: [] },
      secondaryText: data.secondaryText === undefined ? null : { text: data.secondaryText, matches: [] },
      types: data.types ?? [],
      toPlace: () => this.placeFor(data.placeId, token),
    };
  }

  /** A `Place` whose first `fetchFields` carries `token` (as Google's `toPlace()` does). */
  placeFor(id: string, token: string | null): GPlace {
    let used = false;
    const place: GPlace = {
      id,
      fetchFields: async ({ fields }) => {
        // Only the first fetchFields of a predicted place carries the session token (Google docs).
        this.calls.push({ method: 'fetchFields', placeId: id, fields, token: used ? null : token });
        used = true;
        const data = await this.detailsHandler(id);
        const fetched: GPlace = {
          id: data.id,
          displayName: data.displayName ?? null,
          formattedAddress: data.formattedAddress ?? null,
          location: data.location ? new FakeLatLng(data.location.lat, data.location.lng) : null,
          viewport: data.viewport ? new FakeLatLngBounds(data.viewport) : null,
          ...(data.addressComponents ? { addressComponents: data.addressComponents } : {}),
          fetchFields: (options) => place.fetchFields(options),
        };
        return { place: fetched };
      },
    };
    return place;
  }

  /** The library objects `importLibrary` hands out. */
  readonly libraries: GoogleLibraries = buildLibraries(this);

  /** The seam the adapter is given instead of js-api-loader. */
  readonly loader: MapsLoader = {
    importLibrary: async (name) => {
      this.importedLibraries.push(name);
      return this.libraries[name];
    },
  };
}

/** The fake library objects; `fake` receives calls and answers. */
function buildLibraries(fake: FakeGoogleMaps): GoogleLibraries {
    class AutocompleteSessionToken {
      readonly id = `token-${++tokenCounter}`;
    }
    class Place {
      constructor(options: { id: string }) {
        return fake.placeFor(options.id, null);
      }
    }
    class Geocoder {
      async geocode(request: { location: { lat: number; lng: number } }) {
        fake.calls.push({ method: 'geocode', location: request.location });
        return { results: await fake.geocodeHandler(request.location) };
      }
    }
    class FakeMapClass extends FakeMap {
      constructor(element: HTMLElement, options: GMapOptions) {
        super(element, options);
        fake.maps.push(this);
      }
    }
    class FakeMarkerClass extends FakeAdvancedMarker {
      constructor(options: ConstructorParameters<typeof FakeAdvancedMarker>[0]) {
        super(options);
        fake.markers.push(this);
      }
    }
    class FakePolylineClass extends FakePolyline {
      constructor(options: { path: { lat: number; lng: number }[] }) {
        super(options);
        fake.polylines.push(this);
      }
    }
    return {
      places: {
        AutocompleteSuggestion: {
          async fetchAutocompleteSuggestions(request: GAutocompleteRequest) {
            const token = (request.sessionToken as AutocompleteSessionToken | undefined)?.id ?? null;
            fake.calls.push({ method: 'fetchAutocompleteSuggestions', request, token });
            const predictions = await fake.suggestionsHandler(request);
            // Re-bind toPlace to this request's token, as Google does.
            return { suggestions: predictions.map((p) => ({ placePrediction: { ...p, toPlace: () => fake.placeFor(p.placeId, token) } })) };
          },
        },
        AutocompleteSessionToken,
        Place: Place as unknown as GoogleLibraries['places']['Place'], // constructor returns a plain object
      },
      geocoding: { Geocoder },
      routes: {
        Route: {
          async computeRoutes(request: GComputeRoutesRequest) {
            fake.calls.push({ method: 'computeRoutes', request });
            return { routes: await fake.routeHandler(request) };
          },
        },
      },
      maps: { Map: FakeMapClass, Polyline: FakePolylineClass },
      marker: { AdvancedMarkerElement: FakeMarkerClass },
    };
}
