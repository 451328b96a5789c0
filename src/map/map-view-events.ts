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
  readonly #failure = new Set<(failure: MapViewFailure, cause?: unknown) => void>();
  readonly #failed = new Set<MapViewFailure>();
  #clusterClick: ((cluster: ClusterMarker) => void) | null = null;

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

  /** Views report failures asynchronously (after load), so a listener added with the view hears them. */
  onFailure(listener: (failure: MapViewFailure, cause?: unknown) => void): () => void {
    return subscribe(this.#failure, listener);
  }

  /**
   * A view reports each failure once (it stays in that state; providers may say the same thing on every
   * idle). False when `failure` was reported before, so the view does not show its notice twice.
   */
  protected notifyFailure(failure: MapViewFailure, cause?: unknown): boolean {
    if (this.#failed.has(failure)) return false;
    this.#failed.add(failure);
    for (const listener of this.#failure) listener(failure, cause);
    return true;
  }

  /** The view left `failure` (a retry is under way, the provider changed its mind): it may be reported again. */
  protected clearFailure(failure: MapViewFailure): void {
    this.#failed.delete(failure);
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
