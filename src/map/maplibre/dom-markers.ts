/**
 * The route's lettered waypoints and the current location on a MapLibre map: few, and named for
 * assistive technology, so DOM markers built by `marker-dom.ts` (as on Google), not pixels of a layer.
 */
import { Marker, type Map as EngineMap } from 'maplibre-gl';
import { createCurrentLocationElement, createRouteMarkerElement } from '../marker-dom';
import type { LatLng, RouteMarker } from '../types';
import { lngLat } from './camera';

export class DomMarkers {
  readonly #map: EngineMap | null;
  readonly #currentLocationLabel: string;
  #routeMarkers: Marker[] = [];
  #currentLocation: Marker | null = null;

  constructor(map: EngineMap | null, currentLocationLabel: string) {
    this.#map = map;
    this.#currentLocationLabel = currentLocationLabel;
  }

  setRouteMarkers(markers: readonly RouteMarker[]): void {
    for (const marker of this.#routeMarkers) marker.remove();
    const map = this.#map;
    this.#routeMarkers = map
      ? markers.map((marker) => new Marker({ element: createRouteMarkerElement(marker), anchor: 'center' }).setLngLat(lngLat(marker.location)).addTo(map))
      : [];
  }

  setCurrentLocation(location: LatLng | null): void {
    const map = this.#map;
    if (!location || !map) {
      this.#currentLocation?.remove();
      this.#currentLocation = null;
      return;
    }
    this.#currentLocation ??= new Marker({ element: createCurrentLocationElement(this.#currentLocationLabel), anchor: 'center' }).setLngLat(lngLat(location)).addTo(map);
    this.#currentLocation.setLngLat(lngLat(location));
  }
}
