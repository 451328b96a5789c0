import type { ClusterMarker, MapViewFailure, MapViewport } from './types';

function subscribe<T>(listeners: Set<(value: T) => void>, listener: (value: T) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The event side of a `MapView`, the same for every implementation (Google, offline, the test fake):
 * listener sets for idle, station click, station hover and failure, and the one cluster-click handler whose
 * absence means "fit the cluster" (which the view itself does). Views extend it and call `notify…`.
 */
export abstract class MapViewEventSource {
  readonly #idle = new Set<(viewport: MapViewport) => void>();
  readonly #click = new Set<(id: string) => void>();
  readonly #hover = new Set<(id: string | null) => void>();
  readonly #failure = new Set<(failure: MapViewFailure) => void>();
  #clusterClick: ((cluster: ClusterMarker) => void) | null = null;
  #failed: MapViewFailure | null = null;

  onIdle(listener: (viewport: MapViewport) => void): () => void {
    return subscribe(this.#idle, listener);
  }

  onStationClick(listener: (id: string) => void): () => void {
    return subscribe(this.#click, listener);
  }

  onStationHover(listener: (id: string | null) => void): () => void {
    return subscribe(this.#hover, listener);
  }

  /** One handler at a time (the locator's "fit the cluster, then load"); returns its removal. */
  onClusterClick(listener: (cluster: ClusterMarker) => void): () => void {
    this.#clusterClick = listener;
    return () => {
      if (this.#clusterClick === listener) this.#clusterClick = null;
    };
  }

  /** A failure already reported is replayed to a late subscriber: the map stays in that state. */
  onFailure(listener: (failure: MapViewFailure) => void): () => void {
    if (this.#failed) listener(this.#failed);
    return subscribe(this.#failure, listener);
  }

  protected notifyFailure(failure: MapViewFailure): void {
    if (this.#failed === failure) return;
    this.#failed = failure;
    for (const listener of this.#failure) listener(failure);
  }

  protected notifyIdle(viewport: MapViewport): void {
    for (const listener of this.#idle) listener(viewport);
  }

  protected notifyStationClick(id: string): void {
    for (const listener of this.#click) listener(id);
  }

  protected notifyStationHover(id: string | null): void {
    for (const listener of this.#hover) listener(id);
  }

  /** Hands a clicked cluster to the handler; false when there is none, so the view fits the cluster. */
  protected notifyClusterClick(cluster: ClusterMarker): boolean {
    if (!this.#clusterClick) return false;
    this.#clusterClick(cluster);
    return true;
  }

  protected clearListeners(): void {
    this.#idle.clear();
    this.#click.clear();
    this.#hover.clear();
    this.#failure.clear();
    this.#clusterClick = null;
  }
}
