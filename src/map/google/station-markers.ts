/**
 * The stations and cluster bubbles on a Google map: an `AdvancedMarkerElement` per station (its child is
 * our shared marker DOM) and per server cluster, diffed by id; raw stations without server clusters go
 * to the client clusterer. The hover tooltip rides inside the hovered station's marker. What is set before
 * the map exists is kept and drawn once it does (`attach`).
 */
import { diffById } from '../diff-by-id';
import { createStationElement, createTooltipElement, fillTooltip, updateClusterElement, updateStationElement } from '../marker-dom';
import { stationVisual } from '../marker-style';
import type { ClusterMarker, MapLabels, StationMarker } from '../types';
import { createClusterMarker } from './cluster-marker';
import type { GAdvancedMarker, GMap, GMarkerLibrary } from './google-api';
import { markerOptions } from './requests';

/** Client-side clustering of raw station markers (used when the API sent no clusters). */
export interface ClientClusterer {
  setMarkers(markers: GAdvancedMarker[]): void;
  destroy(): void;
}

export type ClientClustererFactory = (context: {
  map: GMap;
  markerLibrary: GMarkerLibrary;
  labels: MapLabels;
  onClusterClick: (cluster: ClusterMarker) => void;
  /** The clusterer could not start (its chunk did not load): the view then shows every marker. */
  onFailure: (error: unknown) => void;
}) => ClientClusterer;

/** What the markers need of their view. */
export interface StationMarkersHost {
  readonly labels: MapLabels;
  readonly clientClusterer: ClientClustererFactory | undefined;
  isDestroyed(): boolean;
  stationClick(id: string): void;
  stationHover(id: string | null): void;
  clusterClick(cluster: ClusterMarker): void;
}

interface StationEntry {
  marker: GAdvancedMarker;
  element: HTMLElement;
  data: StationMarker;
  clustered: boolean;
}

interface ClusterEntry {
  marker: GAdvancedMarker;
  element: HTMLElement;
  data: ClusterMarker;
}

export class GoogleStationMarkers {
  readonly #host: StationMarkersHost;
  readonly #tooltip = createTooltipElement();
  #ready: { map: GMap; marker: GMarkerLibrary } | null = null;
  // Desired state, applied as soon as the map exists.
  #stations: readonly StationMarker[] = [];
  #clusterData: readonly ClusterMarker[] = [];

  #stationEntries = new Map<string, StationEntry>();
  #clusterEntries = new Map<string, ClusterEntry>();
  #clusterer: ClientClusterer | null = null;
  /** The clusterer failed to start: client clustering is off and every marker is shown. */
  #clustererFailed = false;

  constructor(host: StationMarkersHost) {
    this.#host = host;
  }

  /** The map exists: what was set meanwhile is drawn. */
  attach(ready: { map: GMap; marker: GMarkerLibrary }): void {
    this.#ready = ready;
    this.#applyStations();
    this.#applyClusters();
  }

  setStations(stations: readonly StationMarker[]): void {
    this.#stations = stations;
    this.#applyStations();
  }

  setClusters(clusters: readonly ClusterMarker[]): void {
    this.#clusterData = clusters;
    this.#applyClusters();
    // Whether stations are clustered on the client depends on whether the server sent clusters.
    this.#applyStations();
  }

  destroy(): void {
    for (const entry of this.#stationEntries.values()) entry.marker.map = null;
    for (const entry of this.#clusterEntries.values()) entry.marker.map = null;
    this.#clusterer?.destroy();
  }

  /** Raw locations without server clusters are clustered on the client (normal ones only). */
  #clusterOnClient(station: StationMarker): boolean {
    return !this.#clustererFailed && this.#clusterData.length === 0 && (station.state === 'normal' || station.state === 'nonMatching');
  }

  #clustererFailedToStart(): void {
    if (this.#host.isDestroyed() || this.#clustererFailed) return;
    this.#clustererFailed = true;
    this.#clusterer?.destroy();
    this.#clusterer = null;
    this.#applyStations();
  }

  #applyStations(): void {
    const ready = this.#ready;
    if (!ready) return;
    const labels = this.#host.labels;
    const next = diffById(this.#stationEntries, this.#stations, {
      create: (station) => {
        const element = createStationElement(station, labels.stationIndexed);
        // The pin's bottom-centre tip is Google's default anchor.
        const marker = new ready.marker.AdvancedMarkerElement(
          markerOptions({ lat: station.lat, lng: station.lng }, stationVisual(station).zIndex, { clickable: true, centred: false }),
        );
        marker.append(element);
        marker.addEventListener('gmp-click', () => this.#host.stationClick(station.id));
        element.addEventListener('mouseenter', () => this.#setHovered(station.id));
        element.addEventListener('mouseleave', () => this.#setHovered(null));
        return { marker, element, data: station, clustered: this.#clusterOnClient(station) };
      },
      update: (entry, station) => {
        if (entry.data !== station) updateStationElement(entry.element, station, labels.stationIndexed);
        if (entry.data.lat !== station.lat || entry.data.lng !== station.lng) entry.marker.position = { lat: station.lat, lng: station.lng };
        entry.marker.zIndex = stationVisual(station).zIndex;
        entry.data = station;
        entry.clustered = this.#clusterOnClient(station);
        return entry;
      },
      remove: (entry) => {
        entry.marker.map = null;
      },
    });
    this.#stationEntries = next;

    const clustered = [...next.values()].filter((e) => e.clustered).map((e) => e.marker);
    const factory = this.#host.clientClusterer;
    if (clustered.length && !this.#clusterer && factory) {
      this.#clusterer = factory({
        map: ready.map,
        markerLibrary: ready.marker,
        labels,
        onClusterClick: (cluster) => this.#host.clusterClick(cluster),
        onFailure: () => this.#clustererFailedToStart(),
      });
    }
    if (this.#clusterer) this.#clusterer.setMarkers(clustered);
    // The clusterer first, then the markers it no longer holds: its render hides every marker that was
    // a single-marker cluster and is not one any more (markerclusterer 2.6.2 `render()`), which
    // includes the stations that just left it (selected, highlighted, or all of them once the API
    // sends clusters). Without a clusterer every marker is ours to show.
    for (const entry of next.values()) {
      if ((!entry.clustered || !this.#clusterer) && entry.marker.map !== ready.map) entry.marker.map = ready.map;
    }
  }

  #applyClusters(): void {
    const ready = this.#ready;
    if (!ready) return;
    const labels = this.#host.labels;
    this.#clusterEntries = diffById(this.#clusterEntries, this.#clusterData, {
      create: (cluster) => {
        const { marker, element } = createClusterMarker(ready.marker, cluster, labels.cluster);
        marker.map = ready.map;
        const clusterId = cluster.id;
        marker.addEventListener('gmp-click', () => {
          const current = this.#clusterEntries.get(clusterId);
          if (current) this.#host.clusterClick(current.data);
        });
        return { marker, element, data: cluster };
      },
      update: (entry, cluster) => {
        if (entry.data.size !== cluster.size) updateClusterElement(entry.element, cluster, labels.cluster);
        if (entry.data.centroid.lat !== cluster.centroid.lat || entry.data.centroid.lng !== cluster.centroid.lng) {
          entry.marker.position = { ...cluster.centroid };
        }
        entry.data = cluster;
        return entry;
      },
      remove: (entry) => {
        entry.marker.map = null;
      },
    });
  }

  #setHovered(id: string | null): void {
    const entry = id ? this.#stationEntries.get(id) : undefined;
    if (entry) {
      fillTooltip(this.#tooltip, entry.data);
      // The tooltip rides inside the hovered marker's content, so Google positions it for us.
      this.#tooltip.style.left = '14px';
      this.#tooltip.style.top = '36px';
      entry.element.append(this.#tooltip);
      this.#tooltip.hidden = false;
    } else {
      this.#tooltip.hidden = true;
    }
    this.#host.stationHover(entry ? entry.data.id : null);
  }
}
