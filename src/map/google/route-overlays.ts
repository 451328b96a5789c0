/**
 * The route on a Google map: its `Polyline`, the lettered waypoint markers, and the current-location
 * marker. What is set before the map exists is kept and drawn once it does (`attach`).
 */
import { createCurrentLocationElement, createRouteMarkerElement } from '../marker-dom';
import type { LatLng, RouteMarker } from '../types';
import type { GAdvancedMarker, GMap, GMapsLibrary, GMarkerLibrary, GPolyline } from './google-api';
import { markerOptions, routePolylineOptions } from './requests';

export class GoogleRouteOverlays {
  readonly #currentLocationLabel: string;
  #ready: { map: GMap; maps: GMapsLibrary; marker: GMarkerLibrary } | null = null;
  // Desired state, applied as soon as the map exists.
  #routePath: LatLng[] | null = null;
  #location: LatLng | null = null;
  #routeMarkerData: readonly RouteMarker[] = [];

  #polyline: GPolyline | null = null;
  #locationMarker: GAdvancedMarker | null = null;
  #routeMarkers: GAdvancedMarker[] = [];

  constructor(currentLocationLabel: string) {
    this.#currentLocationLabel = currentLocationLabel;
  }

  /** The map exists: what was set meanwhile is drawn. */
  attach(ready: { map: GMap; maps: GMapsLibrary; marker: GMarkerLibrary }): void {
    this.#ready = ready;
    this.#applyRoute();
    this.#applyRouteMarkers();
    this.#applyLocation();
  }

  setRoute(path: readonly LatLng[] | null): void {
    this.#routePath = path && path.length > 1 ? path.map(({ lat, lng }) => ({ lat, lng })) : null;
    this.#applyRoute();
  }

  setRouteMarkers(markers: readonly RouteMarker[]): void {
    this.#routeMarkerData = markers.map((marker) => ({ ...marker, location: { ...marker.location } }));
    this.#applyRouteMarkers();
  }

  setCurrentLocation(location: LatLng | null): void {
    this.#location = location ? { ...location } : null;
    this.#applyLocation();
  }

  destroy(): void {
    this.#polyline?.setMap(null);
    if (this.#locationMarker) this.#locationMarker.map = null;
    for (const marker of this.#routeMarkers) marker.map = null;
  }

  #applyRoute(): void {
    const ready = this.#ready;
    if (!ready) return;
    if (!this.#routePath) {
      this.#polyline?.setMap(null);
      return;
    }
    if (!this.#polyline) {
      this.#polyline = new ready.maps.Polyline(routePolylineOptions(this.#routePath));
    } else {
      this.#polyline.setPath(this.#routePath);
    }
    this.#polyline.setMap(ready.map);
  }

  #applyRouteMarkers(): void {
    const ready = this.#ready;
    if (!ready) return;
    for (const marker of this.#routeMarkers) marker.map = null;
    this.#routeMarkers = this.#routeMarkerData.map((data) => {
      // A lettered circle centred on its stop, as offline; children, not the deprecated `content`.
      const marker = new ready.marker.AdvancedMarkerElement(markerOptions(data.location, 1500, { clickable: false, centred: true }));
      marker.append(createRouteMarkerElement(data));
      marker.map = ready.map;
      return marker;
    });
  }

  #applyLocation(): void {
    const ready = this.#ready;
    if (!ready) return;
    if (!this.#location) {
      if (this.#locationMarker) this.#locationMarker.map = null;
      return;
    }
    if (!this.#locationMarker) {
      this.#locationMarker = new ready.marker.AdvancedMarkerElement(markerOptions(this.#location, 2000, { clickable: false, centred: true }));
      this.#locationMarker.append(createCurrentLocationElement(this.#currentLocationLabel));
    }
    this.#locationMarker.position = this.#location;
    this.#locationMarker.map = ready.map;
  }
}
