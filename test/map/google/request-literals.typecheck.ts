/**
 * Type-level contract (review H, §5.6, appendix A): every request the adapter builds, and every field
 * mask, held against `@types/google.maps` (3.66.9) with excess-property checks, so a field Google
 * renames or removes fails `tsc -p .` (this file is in the `test` include; it has no runtime part).
 * The builders return the adapter's structural slice; `NoExcess` walks it and names any key, at any
 * depth, that Google's type does not have; the assignments check every value's type.
 */
import {
  autocompleteRequest,
  computeRouteMatrixRequest,
  computeRoutesRequest,
  fetchFieldsRequest,
  geocoderRequest,
  mapOptions,
  markerOptions,
  MATRIX_FIELDS,
  placeOptions,
  PLACE_DETAIL_FIELDS,
  ROUTE_FIELDS,
  routePolylineOptions,
} from '../../../src/map/google/requests';
import { mapsLocale } from '../../../src/map/locale';

/** Every key of every member of a union. */
type AllKeys<T> = T extends unknown ? keyof T : never;
/** The value types of key `K` across the union's members that have it. */
type ValueAt<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;
type ElementOf<T> = T extends Iterable<infer E> ? E : never;

/** The paths of keys in `Ours` that `Theirs` does not know (never when there are none). */
type Excess<Ours, Theirs, Path extends string = ''> = Ours extends readonly (infer Item)[]
  ? Excess<Item, ElementOf<NonNullable<Theirs>>, `${Path}[]`>
  : Ours extends object
    ? string extends keyof Ours
      ? never // a record (a style's stylers): its keys are values, not Google's properties
      : {
        [K in keyof Ours & string]-?: K extends AllKeys<NonNullable<Theirs>>
          ? Excess<NonNullable<Ours[K]>, Extract<NonNullable<ValueAt<NonNullable<Theirs>, K>>, object>, `${Path}.${K}`>
          : `${Path}.${K}`;
        }[keyof Ours & string]
    : never;

/** Compiles only when `Ours` has no key `Theirs` lacks: the error names the path. */
type NoExcess<Ours, Theirs> = [Excess<Ours, Theirs>] extends [never] ? true : { unknownKeys: Excess<Ours, Theirs> };
const noExcess = <Ours, Theirs>(check: NoExcess<Ours, Theirs>) => check;

const locale = mapsLocale('en_GB');
declare const token: google.maps.places.AutocompleteSessionToken;
const route = { waypoints: [{ label: 'A', location: { lat: 1, lng: 2 } }, { label: 'S', placeId: 'ChIJ' }, { label: 'B', placeId: 'ChIJ' }], avoidTolls: true, avoidHighways: false, avoidFerries: true, unitSystem: 'metric' as const };

// Field masks: only names Google's classes have.
export const placeFields = PLACE_DETAIL_FIELDS satisfies readonly (keyof google.maps.places.Place)[];
export const routeFields = ROUTE_FIELDS satisfies readonly (keyof google.maps.routes.Route)[];
export const matrixFields = MATRIX_FIELDS satisfies readonly (keyof google.maps.routes.RouteMatrixItem)[];

// Each builder's output is assignable to Google's request type, and has no key Google lacks.
type AutocompleteOut = ReturnType<typeof autocompleteRequest>;
export const autocomplete: google.maps.places.AutocompleteRequest = autocompleteRequest({ input: 'Leeds', sessionToken: token, bias: { north: 1, south: 0, east: 1, west: 0 }, types: ['geocode'] }, locale);
noExcess<AutocompleteOut, google.maps.places.AutocompleteRequest>(true);

export const place: google.maps.places.PlaceOptions = placeOptions('ChIJ', locale);
noExcess<ReturnType<typeof placeOptions>, google.maps.places.PlaceOptions>(true);

export const fetchFields: google.maps.places.FetchFieldsRequest = fetchFieldsRequest();
noExcess<ReturnType<typeof fetchFieldsRequest>, google.maps.places.FetchFieldsRequest>(true);

export const geocoder: google.maps.GeocoderRequest = geocoderRequest({ lat: 1, lng: 2 }, locale);
noExcess<ReturnType<typeof geocoderRequest>, google.maps.GeocoderRequest>(true);

type RoutesOut = ReturnType<typeof computeRoutesRequest>;
const routesOut = computeRoutesRequest(route, locale);
export const routes: google.maps.routes.ComputeRoutesRequest = routesOut;
noExcess<RoutesOut, google.maps.routes.ComputeRoutesRequest>(true);

export const matrix: google.maps.routes.ComputeRouteMatrixRequest = computeRouteMatrixRequest({ origins: [{ lat: 1, lng: 2 }], destinations: [{ lat: 1, lng: 2 }] }, locale);
noExcess<ReturnType<typeof computeRouteMatrixRequest>, google.maps.routes.ComputeRouteMatrixRequest>(true);

export const map: google.maps.MapOptions = mapOptions({ center: { lat: 1, lng: 2 }, zoom: 6, controlsVisible: true, mapId: 'x' });
noExcess<ReturnType<typeof mapOptions>, google.maps.MapOptions>(true);

export const marker: google.maps.marker.AdvancedMarkerElementOptions = markerOptions({ lat: 1, lng: 2 }, 1, { clickable: true, centred: true });
noExcess<ReturnType<typeof markerOptions>, google.maps.marker.AdvancedMarkerElementOptions>(true);

export const polyline: google.maps.PolylineOptions = routePolylineOptions([{ lat: 1, lng: 2 }]);
noExcess<ReturnType<typeof routePolylineOptions>, google.maps.PolylineOptions>(true);

// The checks catch what the structural slice lets through (each line below is a real error).
// @ts-expect-error an unknown request key
noExcess<{ input: string; bias: object }, google.maps.places.AutocompleteRequest>(true);
// @ts-expect-error avoid* belong in routeModifiers
noExcess<{ origin: string; destination: string; avoidTolls: boolean }, google.maps.routes.ComputeRoutesRequest>(true);
// @ts-expect-error a nested key Google does not have
noExcess<{ origin: string; destination: string; routeModifiers: { avoidToll: boolean } }, google.maps.routes.ComputeRoutesRequest>(true);
// @ts-expect-error not a Route field
export const badMask = ['leg'] as const satisfies readonly (keyof google.maps.routes.Route)[];
// @ts-expect-error units is the numeric enum, not a string
export const badUnits: google.maps.routes.ComputeRoutesRequest = { origin: 'a', destination: 'b', fields: ['legs'], units: 'METRIC' };
