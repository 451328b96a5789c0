/**
 * Our sources and layers on a MapLibre map, with the data they draw: the stations (one GeoJSON source
 * updated by id, two symbol layers and the keyboard's focus ring), the cluster bubbles and the route. They
 * go on top of whatever style is loaded, and again whenever a style (re)loads (`addTo`). Also what is
 * under a point of the map (`featureAt`) and the pin and bubble images the map asks for (`addImage`).
 */
import type {
  FilterSpecification,
  GeoJSONSource,
  LineLayerSpecification,
  Map as EngineMap,
  MapGeoJSONFeature,
  MapMouseEvent,
  SymbolLayerSpecification,
} from 'maplibre-gl';
import { byId } from '../diff-by-id';
import { ROUTE_LINE } from '../marker-style';
import { DEFAULT_PRIMARY } from '../pin-geometry';
import type { ClusterMarker, LatLng, StationMarker, StationMarkerState } from '../types';
import { lngLat } from './camera';
import { PIN_FACE_ABOVE_TIP, drawMarkerImage } from './marker-images';
import { clusterFeature, diffStations, lookOfImage, stationFeature, type ClusterFeature, type StationFeature } from './station-features';

/** Our sources and layers; everything of ours on the map starts with `sl-`. */
export const SOURCES = { stations: 'sl-stations', clusters: 'sl-clusters', route: 'sl-route' } as const;
export const LAYERS = {
  routeCasing: 'sl-route-casing',
  route: 'sl-route-line',
  stations: 'sl-stations',
  clusters: 'sl-clusters',
  focusedStations: 'sl-stations-focused',
  keyboardFocus: 'sl-keyboard-focus',
} as const;

const FOCUSED_STATES: StationMarkerState[] = ['highlighted', 'selected'];

export class StationLayers {
  readonly #map: EngineMap | null;
  #primary = DEFAULT_PRIMARY;
  #stations = new Map<string, StationMarker>();
  #clusters = new Map<string, ClusterMarker>();
  #route: [number, number][] = [];
  /** The station the keyboard's ring is on. */
  #keyboardFeature: string | null = null;
  /** Set once our sources are in the loaded style; until then station updates wait in `#stations`. */
  #sourcesReady = false;

  constructor(map: EngineMap | null) {
    this.#map = map;
  }

  /** The stations on the map by id (the first of duplicate ids). */
  get stations(): ReadonlyMap<string, StationMarker> {
    return this.#stations;
  }

  /** The cluster bubbles on the map by id. */
  get clusters(): ReadonlyMap<string, ClusterMarker> {
    return this.#clusters;
  }

  setStations(stations: readonly StationMarker[]): void {
    const diff = diffStations(this.#stations, stations);
    this.#stations = diff.next;
    const source = this.#source(SOURCES.stations);
    if (source && (diff.add.length > 0 || diff.remove.length > 0)) {
      const add = diff.add.map((station) => stationFeature(station, this.#primary));
      void source.updateData({ remove: diff.remove, add }).catch(() => {});
    }
  }

  setClusters(clusters: readonly ClusterMarker[]): void {
    this.#clusters = byId(clusters);
    this.#setData(SOURCES.clusters, this.#clusterCollection());
  }

  setRoute(path: readonly LatLng[] | null): void {
    this.#route = path && path.length > 1 ? path.map(lngLat) : [];
    this.#setData(SOURCES.route, this.#routeCollection());
  }

  /** Puts the keyboard's focus ring on station `id`, or takes it away. */
  setKeyboardStation(id: string | null): void {
    const changed = id !== this.#keyboardFeature;
    this.#keyboardFeature = id;
    if (changed && this.#map && this.#sourcesReady) this.#map.setFilter(LAYERS.keyboardFocus, this.#keyboardFilter());
  }

  /** The fill of pins without a brand colour and of cluster bubbles (the host's primary colour, resolved). */
  setPrimary(primary: string): void {
    if (primary === this.#primary) return;
    this.#primary = primary;
    this.#setData(SOURCES.stations, this.#stationCollection());
    this.#setData(SOURCES.clusters, this.#clusterCollection());
    if (this.#sourcesReady) this.#map?.setPaintProperty(LAYERS.keyboardFocus, 'circle-stroke-color', primary);
  }

  /** The topmost station or cluster under a point of the map. */
  featureAt(point: MapMouseEvent['point']): { kind: 'station' | 'cluster'; id: string } | null {
    const map = this.#map;
    if (!map || !this.#sourcesReady) return null;
    const features: MapGeoJSONFeature[] = map.queryRenderedFeatures(point, { layers: [LAYERS.focusedStations, LAYERS.clusters, LAYERS.stations] });
    const top = features[0];
    const id: unknown = top?.properties['id'];
    if (!top || typeof id !== 'string') return null;
    return { kind: top.layer.id === LAYERS.clusters ? 'cluster' : 'station', id };
  }

  /** Draws the pin or bubble image the map asks for (a new look, or any look after a style change). */
  addImage(map: EngineMap, id: string): void {
    const look = lookOfImage(id);
    if (!look || map.hasImage(id)) return;
    const image = drawMarkerImage(look, window.devicePixelRatio || 1);
    map.addImage(id, image.data, { pixelRatio: image.pixelRatio });
  }

  /**
   * Adds our sources and layers to the style now loaded, above all of its layers, with the data we hold;
   * runs again after every style change that dropped them (a new style does).
   */
  addTo(map: EngineMap): void {
    if (map.getSource(SOURCES.stations)) return;
    this.#sourcesReady = true;
    map.addSource(SOURCES.route, { type: 'geojson', data: this.#routeCollection() });
    map.addSource(SOURCES.stations, { type: 'geojson', data: this.#stationCollection(), promoteId: 'id' });
    map.addSource(SOURCES.clusters, { type: 'geojson', data: this.#clusterCollection(), promoteId: 'id' });
    const symbols = {
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
    } as const;
    // The route: a white casing under the blue line.
    const routeLine = (id: string, colour: string, width: number): LineLayerSpecification => ({
      id,
      type: 'line',
      source: SOURCES.route,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': colour, 'line-width': width, 'line-opacity': ROUTE_LINE.opacity },
    });
    // The stations in two layers, so the highlighted and selected ones draw above the cluster bubbles.
    // Only those are enlarged: the other layer's pins all have the size 1, given as a constant (a size
    // read from each feature costs MapLibre a vertex attribute and an evaluation per pin and frame).
    const stationPins = (id: string, filter: FilterSpecification, size: NonNullable<SymbolLayerSpecification['layout']>['icon-size']): SymbolLayerSpecification => ({
      id,
      type: 'symbol',
      source: SOURCES.stations,
      filter,
      layout: { ...symbols, 'icon-image': ['get', 'icon'], 'icon-anchor': 'bottom', 'icon-size': size, 'symbol-sort-key': ['get', 'sort'] },
      paint: { 'icon-opacity': ['get', 'opacity'] },
    });
    const focused: FilterSpecification = ['in', ['get', 'state'], ['literal', FOCUSED_STATES]];
    map.addLayer(routeLine(LAYERS.routeCasing, '#FFFFFF', ROUTE_LINE.width + 3));
    map.addLayer(routeLine(LAYERS.route, ROUTE_LINE.colour, ROUTE_LINE.width));
    map.addLayer(stationPins(LAYERS.stations, ['!', focused], 1));
    map.addLayer({
      id: LAYERS.clusters,
      type: 'symbol',
      source: SOURCES.clusters,
      layout: { ...symbols, 'icon-image': ['get', 'icon'], 'icon-anchor': 'center' },
    });
    map.addLayer(stationPins(LAYERS.focusedStations, focused, ['get', 'scale']));
    // The keyboard's ring: the one station the arrow keys are on (a filter, so no other station costs a circle).
    map.addLayer({
      id: LAYERS.keyboardFocus,
      type: 'circle',
      source: SOURCES.stations,
      filter: this.#keyboardFilter(),
      paint: {
        'circle-radius': ['*', 15, ['get', 'scale']],
        'circle-color': 'rgba(0,0,0,0)',
        'circle-stroke-width': 3,
        'circle-stroke-color': this.#primary,
        'circle-translate': [0, -PIN_FACE_ABOVE_TIP],
      },
    });
  }

  #keyboardFilter(): FilterSpecification {
    return ['==', ['get', 'id'], this.#keyboardFeature ?? ''];
  }

  #source(id: string): GeoJSONSource | null {
    if (!this.#sourcesReady || !this.#map) return null;
    return this.#map.getSource<GeoJSONSource>(id) ?? null;
  }

  /** Replaces a source's data; before the style is in, the data waits here (`addTo` takes it). */
  #setData(id: string, data: GeoJSON.GeoJSON): void {
    // A rejection means a newer update replaced this one before the worker took it: nothing to do.
    this.#source(id)?.setData(data).catch(() => {});
  }

  #stationCollection(): GeoJSON.FeatureCollection<GeoJSON.Point, StationFeature['properties']> {
    return { type: 'FeatureCollection', features: [...this.#stations.values()].map((station) => stationFeature(station, this.#primary)) };
  }

  #clusterCollection(): GeoJSON.FeatureCollection<GeoJSON.Point, ClusterFeature['properties']> {
    return { type: 'FeatureCollection', features: [...this.#clusters.values()].map((cluster) => clusterFeature(cluster, this.#primary)) };
  }

  #routeCollection(): GeoJSON.FeatureCollection<GeoJSON.LineString> {
    const features: GeoJSON.Feature<GeoJSON.LineString>[] =
      this.#route.length > 1 ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: this.#route } }] : [];
    return { type: 'FeatureCollection', features };
  }
}
