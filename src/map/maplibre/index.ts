/**
 * Our own map on MapLibre GL JS: every map that is not Google's (the demo, `maps-consent` pending or
 * denied, the end-to-end tests, and brands with `maps.provider: "maplibre"`). Loaded only through
 * `import()` from `create-maps-platform.ts`, so the engine is lazy chunks that Google deployments and the
 * first list never wait for. Places, geocoding and routes come from the reference API's gazetteer and
 * router (`../gazetteer`).
 *
 * Note for tests (end-to-end and browser): the view's container, `.sl-maplibre` inside the element's
 * shadow root, holds its MapLibre `Map` under the registered symbol `Symbol.for('station-locator.maplibre-map')`
 * (not enumerable; `mapLibreMapOf(element)` reads it in browser tests). With it a test can wait for
 * `idle` and call `queryRenderedFeatures`. Our layers are `LAYERS` (`sl-stations`, `sl-clusters` …), on
 * top of the style's; a listed station's number is a pin of its own (`sl-stations-numbered`), over its own
 * pin in `sl-stations`, which then has the feature state `numbered` and is not drawn. Zooms: the `MapView` and the URL hash count Google's zooms (256 px world), MapLibre's
 * `map.getZoom()` is one lower (our zoom 12 is MapLibre's 11). `data-basemap="ready"` on the container
 * once the map has drawn completely for the first time.
 */
import type { StyleSpecification } from 'maplibre-gl';
import { createGazetteerServices, type GazetteerOptions } from '../gazetteer';
import type { MapsPlatform, MapView, MapViewOptions } from '../types';
import { MapLibreMapView } from './maplibre-map-view';

export interface MapLibrePlatformOptions extends GazetteerOptions {
  /** The basemap style: a URL or a style object (tests). */
  style: string | StyleSpecification;
  /** Whether MapLibre checks the style as it loads (`MapLibreViewOptions.validateStyle`; default: yes). */
  validateStyle?: boolean;
}

export function createMapLibrePlatform(options: MapLibrePlatformOptions): MapsPlatform {
  const services = createGazetteerServices(options);
  return {
    provider: 'maplibre',
    ...services,
    createMapView(container: HTMLElement, viewOptions: MapViewOptions): MapView {
      return new MapLibreMapView(container, { ...viewOptions, style: options.style, validateStyle: options.validateStyle !== false });
    },
    // No key, nothing to reject.
    onAuthFailure: () => () => {},
  };
}

export { MapLibreMapView, MAPLIBRE_MAP, MAP_DRAWN_MARK, mapLibreMapOf, type MapLibreViewOptions } from './maplibre-map-view';
export { LAYERS, SOURCES } from './station-layers';
export { WORKER_POLICY_NAME } from './trusted-worker-url';
