/**
 * The map's keyboard: arrow keys move a focus ring between the stations and cluster bubbles in view
 * (Shift, or no station in view, pans instead), + and - zoom, Enter or Space opens what the ring is on,
 * Escape takes it away. What the ring is on, and the live count of stations in view, is said through a
 * status element while the map has the focus.
 */
import type { Map as EngineMap } from 'maplibre-gl';
import { clusterLabel } from '../marker-style';
import { stationLabel } from '../marker-dom';
import type { ClusterMarker, MapLabels, StationMarker, StationMarkerState } from '../types';
import { lngLat } from './camera';
import { ARROW_DIRECTIONS, nearestTarget, nextTarget, type KeyboardTarget } from './keyboard-targets';
import type { StationLayers } from './station-layers';

/** Shift + arrow keys (or arrows with no station in view) move the map by this much. */
const KEY_PAN_PX = 80;

const STATES: readonly StationMarkerState[] = ['normal', 'nonMatching', 'highlighted', 'selected'];

export type Target = KeyboardTarget & ({ kind: 'station'; id: string } | { kind: 'cluster'; cluster: ClusterMarker });

/** What the keyboard needs of its view. */
export interface KeyboardNavigationHost {
  /** The map's focusable container; the counts go on its dataset. */
  readonly root: HTMLElement;
  /** The live region the keyboard speaks through. */
  readonly status: HTMLElement;
  readonly labels: MapLabels;
  readonly map: EngineMap | null;
  readonly layers: StationLayers;
  size(): { width: number; height: number };
  /** Whether the map is laid out (a hidden map has no size). */
  hasSize(): boolean;
  /** The mouse (or the keyboard) is on this station's pin, or on none. */
  hover(id: string | null): void;
  clickStation(id: string): void;
  openCluster(cluster: ClusterMarker): void;
}

export class KeyboardNavigation {
  readonly #host: KeyboardNavigationHost;
  /** The station or cluster the arrow keys are on. */
  #active: Target | null = null;
  #lastCountText = '';

  constructor(host: KeyboardNavigationHost) {
    this.#host = host;
  }

  get active(): Target | null {
    return this.#active;
  }

  /** The stations and cluster bubbles inside the map's box, in map pixels. */
  #targets(): Target[] {
    const map = this.#host.map;
    if (!map) return [];
    const { width, height } = this.#host.size();
    const inside = (x: number, y: number) => x >= 0 && y >= 0 && x <= width && y <= height;
    const targets: Target[] = [];
    for (const station of this.#host.layers.stations.values()) {
      const { x, y } = map.project(lngLat(station));
      if (inside(x, y)) targets.push({ kind: 'station', id: station.id, key: `s:${station.id}`, x, y });
    }
    for (const cluster of this.#host.layers.clusters.values()) {
      const { x, y } = map.project(lngLat(cluster.centroid));
      if (inside(x, y)) targets.push({ kind: 'cluster', cluster, key: `c:${cluster.id}`, x, y });
    }
    return targets;
  }

  onKeyDown(event: KeyboardEvent): void {
    const map = this.#host.map;
    if (event.altKey || event.ctrlKey || event.metaKey || !map) return;
    const direction = ARROW_DIRECTIONS[event.key];
    if (direction) {
      const targets = event.shiftKey ? [] : this.#targets();
      if (targets.length === 0) {
        const [dx, dy] = { left: [-KEY_PAN_PX, 0], right: [KEY_PAN_PX, 0], up: [0, -KEY_PAN_PX], down: [0, KEY_PAN_PX] }[direction];
        map.panBy([dx ?? 0, dy ?? 0], { animate: false });
      } else {
        const current = this.#active ? targets.find((target) => target.key === this.#active?.key) : undefined;
        const { width, height } = this.#host.size();
        const next = current ? nextTarget(targets, current, direction) : nearestTarget(targets, { x: width / 2, y: height / 2 });
        if (next) this.setActive(next);
      }
    } else if (event.key === '+' || event.key === '=') {
      map.zoomIn({ animate: false });
    } else if (event.key === '-' || event.key === '_') {
      map.zoomOut({ animate: false });
    } else if ((event.key === 'Enter' || event.key === ' ') && this.#active) {
      const active = this.#active;
      if (active.kind === 'station') this.#host.clickStation(active.id);
      else this.#host.openCluster(active.cluster);
    } else if (event.key === 'Escape' && this.#active) {
      this.setActive(null);
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  }

  /** Moves the keyboard's focus ring to `target` (or takes it away), with the tooltip and an announcement. */
  setActive(target: Target | null): void {
    this.#active = target;
    const station = target?.kind === 'station' ? target.id : null;
    this.#host.layers.setKeyboardStation(station);
    this.#host.root.dataset['activeStation'] = station ?? '';
    this.#host.hover(station);
    if (target?.kind === 'station') {
      const data = this.#host.layers.stations.get(target.id);
      if (data) this.#announce([stationLabel(data, this.#host.labels.stationIndexed), data.openStatusText].filter(Boolean).join(', '));
    } else if (target?.kind === 'cluster') {
      this.#announce(clusterLabel(this.#host.labels.cluster, target.cluster.size));
    } else {
      this.#lastCountText = '';
      this.countStations();
    }
  }

  #announce(text: string): void {
    const status = this.#host.status;
    if (status.textContent !== text) status.textContent = text;
  }

  /**
   * The live count of stations in view for assistive technology, said only while the map has the focus
   * (elsewhere, every pan or search would be announced over what the visitor is doing), and counts by
   * state for tests and tools (the pins are pixels): `data-station-count`, `data-normal-count` … on the
   * map's container.
   */
  countStations(): void {
    const { root, layers, map } = this.#host;
    // In view, as the arrow keys reach them: an answer may hold stations beyond the map's edges (the first
    // view's box is foretold before the map is laid out, and the attribution line under it is not).
    // A map not laid out (hidden, as the phone's list view keeps it) has no view to judge by: all count.
    const view = map && this.#host.hasSize() ? map.getBounds() : null;
    const [south, west, north, east] = view ? [view.getSouth(), view.getWest(), view.getNorth(), view.getEast()] : [-90, -180, 90, 180];
    const inView = (station: StationMarker) => station.lat >= south && station.lat <= north && station.lng >= west && station.lng <= east;
    const counts = new Map<StationMarkerState, number>(STATES.map((state) => [state, 0]));
    let total = 0;
    for (const station of layers.stations.values()) {
      if (!inView(station)) continue;
      total += 1;
      counts.set(station.state, (counts.get(station.state) ?? 0) + 1);
    }
    root.dataset['stationCount'] = String(total);
    for (const [state, count] of counts) root.dataset[`${state}Count`] = String(count);
    if (this.#active || !root.matches(':focus-within')) return;
    const text = clusterLabel(this.#host.labels.stationsInView, total);
    if (text !== this.#lastCountText) {
      this.#lastCountText = text;
      this.#announce(text);
    }
  }
}
