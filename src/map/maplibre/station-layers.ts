/**
 * Our sources and layers on a MapLibre map, with the data they draw: the stations (one GeoJSON source
 * updated by id, two symbol layers and the keyboard's focus ring), the listed stations' numbered pins (a
 * source and layer of their own), the cluster bubbles and the route. They
 * go on top of whatever style is loaded, and again whenever a style (re)loads (`addTo`). Also what is
 * under a point of the map (`featureAt`) and the pin and bubble images the map asks for (`addImage`).
 */
import type {
  ExpressionSpecification,
  FilterSpecification,
  GeoJSONSource,
  LineLayerSpecification,
  Map as EngineMap,
  SymbolLayerSpecification,
} from 'maplibre-gl';
import { byId } from '../diff-by-id';
import { boundsContain } from '../geo';
import { ROUTE_LINE, stationVisual } from '../marker-style';
import { DEFAULT_PRIMARY } from '../pin-geometry';
import type { ClusterMarker, LatLng, StationMarker } from '../types';
import { lngLat } from './camera';
import { PIN_REACH, bubbleBox, pinBox, topmostAt, type Mark, type Point } from './marker-boxes';
import { PIN_FACE_ABOVE_TIP, drawMarkerImage } from './marker-images';
import {
  FOCUSED_STATES,
  STATE_SORT,
  clusterFeature,
  diffStations,
  isFocused,
  lookOfImage,
  numberedApart,
  numberedFeature,
  stationFeature,
  type ClusterFeature,
  type StationFeature,
} from './station-features';

/** Our sources and layers; everything of ours on the map starts with `sl-`. */
export const SOURCES = { stations: 'sl-stations', numbered: 'sl-numbered', clusters: 'sl-clusters', route: 'sl-route' } as const;
export const LAYERS = {
  routeCasing: 'sl-route-casing',
  route: 'sl-route-line',
  stations: 'sl-stations',
  numberedStations: 'sl-stations-numbered',
  clusters: 'sl-clusters',
  focusedStations: 'sl-stations-focused',
  keyboardFocus: 'sl-keyboard-focus',
} as const;

/** Our station layers from the bottom up, as `addTo` stacks them. */
const LAYER_ORDER = { stations: 0, numbered: 1, clusters: 2, focused: 3 } as const;

/** The feature state that hides a station's own pin while its numbered pin shows over it. */
const NUMBERED_STATE = 'numbered';

export class StationLayers {
  readonly #map: EngineMap | null;
  #primary = DEFAULT_PRIMARY;
  #stations = new Map<string, StationMarker>();
  /** The stations whose numbered pin is drawn apart (`numberedApart`), by id. */
  #numbered = new Map<string, StationMarker>();
  /** What the numbered pins' source was last given (ids, looks, places), to give it nothing new twice. */
  #numberedKey = '';
  /** The stations whose own pin is hidden (the feature state set): `#numbered` once its pins are drawn. */
  #hidden = new Set<string>();
  #clusters = new Map<string, ClusterMarker>();
  #route: [number, number][] = [];
  /** The station the keyboard's ring is on. */
  #keyboardFeature: string | null = null;
  /** Set once our sources are in the loaded style; until then station updates wait in `#stations`. */
  #sourcesReady = false;

  constructor(map: EngineMap | null) {
    this.#map = map;
    // The numbered pins' new tiles are in: now their stations' own pins hide (and those no longer numbered
    // show), in the same frame. Hidden at once, a pin would be missing from the frames in between. (The
    // new data's "metadata" event comes before its tiles are cut again, and says the source is loaded.)
    map?.on('sourcedata', (event) => {
      if (event.sourceId === SOURCES.numbered && event.isSourceLoaded && event.sourceDataType !== 'metadata') this.#hideNumberedOwnPins();
    });
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
    this.#setNumbered();
  }

  /**
   * The numbered pins' source, from the stations on the map: given again only when a numbered pin changes
   * (a new list, a new look).
   */
  #setNumbered(): void {
    this.#numbered = new Map([...this.#stations].filter(([, station]) => numberedApart(station)));
    const collection = this.#numberedCollection();
    const key = collection.features.map((f) => `${f.properties.id}|${f.properties.icon}|${f.properties.opacity}|${f.geometry.coordinates.join(',')}`).join(';');
    if (key === this.#numberedKey) return;
    this.#numberedKey = key;
    this.#setData(SOURCES.numbered, collection);
  }

  /** Hides the own pins of the stations now numbered apart, and shows those of the others again. */
  #hideNumberedOwnPins(): void {
    const map = this.#map;
    if (!map || !this.#sourcesReady) return;
    for (const id of this.#hidden) {
      if (this.#numbered.has(id)) continue;
      map.setFeatureState({ source: SOURCES.stations, id }, { [NUMBERED_STATE]: false });
      this.#hidden.delete(id);
    }
    for (const id of this.#numbered.keys()) {
      if (this.#hidden.has(id)) continue;
      map.setFeatureState({ source: SOURCES.stations, id }, { [NUMBERED_STATE]: true });
      this.#hidden.add(id);
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
    this.#setNumbered();
    this.#setData(SOURCES.clusters, this.#clusterCollection());
    if (this.#sourcesReady) this.#map?.setPaintProperty(LAYERS.keyboardFocus, 'circle-stroke-color', primary);
  }

  /**
   * The topmost station or cluster under a point of the map, from where each is drawn (`marker-boxes.ts`)
   * and in the layers' order: focused pins, bubbles, numbered pins, the other pins.
   */
  featureAt(point: Point): { kind: 'station' | 'cluster'; id: string } | null {
    const map = this.#map;
    if (!map || !this.#sourcesReady) return null;
    // A pin over the point has its tip at most a pin's height below it and half a pin's width aside.
    const northWest = map.unproject([point.x - PIN_REACH.side, point.y]);
    const southEast = map.unproject([point.x + PIN_REACH.side, point.y + PIN_REACH.below]);
    const reach = { north: northWest.lat, south: southEast.lat, west: northWest.lng, east: southEast.lng };
    const marks: Mark<'station' | 'cluster'>[] = [];
    for (const station of this.#stations.values()) {
      if (!boundsContain(reach, station)) continue;
      const tip = map.project(lngLat(station));
      const sort = STATE_SORT[station.state];
      if (isFocused(station)) {
        marks.push({ kind: 'station', id: station.id, layer: LAYER_ORDER.focused, sort, box: pinBox(tip, stationVisual(station).scale) });
        continue;
      }
      if (this.#numbered.has(station.id)) marks.push({ kind: 'station', id: station.id, layer: LAYER_ORDER.numbered, sort, box: pinBox(tip, 1) });
      // Its own pin is not drawn while its numbered pin shows over it.
      if (!this.#hidden.has(station.id)) marks.push({ kind: 'station', id: station.id, layer: LAYER_ORDER.stations, sort, box: pinBox(tip, 1) });
    }
    for (const cluster of this.#clusters.values()) {
      marks.push({ kind: 'cluster', id: cluster.id, layer: LAYER_ORDER.clusters, sort: 0, box: bubbleBox(map.project(lngLat(cluster.centroid)), cluster.size) });
    }
    const top = topmostAt(point, marks);
    return top ? { kind: top.kind, id: top.id } : null;
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
    map.addSource(SOURCES.numbered, { type: 'geojson', data: this.#numberedCollection(), promoteId: 'id' });
    // A new style's sources carry no states: the pins hide again once the numbered ones are drawn.
    this.#hidden.clear();
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
    // The stations in three layers: every pin; over them the listed stations' numbers (their own source);
    // above the cluster bubbles the highlighted and selected pins. Only those are enlarged: the other
    // layers' pins all have the size 1, given as a constant (a size read from each feature costs MapLibre a
    // vertex attribute and an evaluation per pin and frame).
    const stationPins = (
      id: string,
      source: string,
      filter: FilterSpecification,
      size: NonNullable<SymbolLayerSpecification['layout']>['icon-size'],
      opacity: NonNullable<SymbolLayerSpecification['paint']>['icon-opacity'] = ['get', 'opacity'],
    ): SymbolLayerSpecification => ({
      id,
      type: 'symbol',
      source,
      filter,
      layout: { ...symbols, 'icon-image': ['get', 'icon'], 'icon-anchor': 'bottom', 'icon-size': size, 'symbol-sort-key': ['get', 'sort'] },
      paint: { 'icon-opacity': opacity },
    });
    // A station whose numbered pin shows over it: its own pin is not drawn (a state, so no tile is rebuilt).
    const hiddenWhileNumbered: ExpressionSpecification = ['case', ['boolean', ['feature-state', NUMBERED_STATE], false], 0, ['get', 'opacity']];
    const focused: FilterSpecification = ['in', ['get', 'state'], ['literal', FOCUSED_STATES]];
    map.addLayer(routeLine(LAYERS.routeCasing, '#FFFFFF', ROUTE_LINE.width + 3));
    map.addLayer(routeLine(LAYERS.route, ROUTE_LINE.colour, ROUTE_LINE.width));
    map.addLayer(stationPins(LAYERS.stations, SOURCES.stations, ['!', focused], 1, hiddenWhileNumbered));
    map.addLayer(stationPins(LAYERS.numberedStations, SOURCES.numbered, ['literal', true], 1));
    map.addLayer({
      id: LAYERS.clusters,
      type: 'symbol',
      source: SOURCES.clusters,
      layout: { ...symbols, 'icon-image': ['get', 'icon'], 'icon-anchor': 'center' },
    });
    map.addLayer(stationPins(LAYERS.focusedStations, SOURCES.stations, focused, ['get', 'scale']));
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

  #numberedCollection(): GeoJSON.FeatureCollection<GeoJSON.Point, StationFeature['properties']> {
    return { type: 'FeatureCollection', features: [...this.#numbered.values()].map((station) => numberedFeature(station, this.#primary)) };
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
