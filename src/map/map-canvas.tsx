/**
 * React binding of a `MapView`: creates it once in its own div (inside the element's shadow root)
 * and diffs prop changes into it. Props are plain data; the view does the by-id marker diffing.
 */
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../i18n';
import { TypingHold } from './typing-hold';
import { watchTyping } from './typing-watch';
import type {
  ClusterMarker,
  LatLng,
  MapLabels,
  MapPadding,
  MapsPlatform,
  MapView,
  MapViewFailure,
  MapViewport,
  RouteMarker,
  StationMarker,
  StationMarkerState,
} from './types';

export interface MapCanvasProps {
  /** Null: no view yet (the box is there, to be measured). */
  platform: MapsPlatform | null;
  /** Receives the map's box (the caller plans the first view from its size). */
  containerRef?: RefObject<HTMLDivElement | null>;
  initialCenter: LatLng;
  initialZoom: number;
  mapId?: string;
  /** Stations with their base state (`normal` or `nonMatching`); selection and highlight are applied here. */
  stations: readonly StationMarker[];
  clusters: readonly ClusterMarker[];
  selectedId?: string | null;
  highlightedId?: string | null;
  routePath?: readonly LatLng[] | null;
  /** A lettered marker per route waypoint. */
  routeMarkers?: readonly RouteMarker[];
  currentLocation?: LatLng | null;
  /** Space under the sidebar on desktop; ignored on mobile (spec: no padding there). */
  padding?: Partial<MapPadding>;
  isMobile: boolean;
  onIdle?: (viewport: MapViewport) => void;
  onStationClick?: (id: string) => void;
  onStationHover?: (id: string | null) => void;
  /** Replaces the default (fit the cluster bounds). */
  onClusterClick?: (cluster: ClusterMarker) => void;
  /**
   * The view cannot show the map (`load_failed`) or its markers (`markers_unavailable`). The view
   * shows the notice over itself; this is for logging and the host page (`reportMapFailure`).
   */
  onFailure?: (failure: MapViewFailure, cause?: unknown) => void;
  /** Receives the view once created (e.g. to fit bounds from an action). */
  onViewReady?: (view: MapView | null) => void;
  className?: string;
}

/** The map's strings from i18next (`map.*`). */
export function useMapLabels(): MapLabels {
  const { t } = useTranslation();
  return {
    region: t('map.region_label'),
    zoomIn: t('map.zoom_in'),
    zoomOut: t('map.zoom_out'),
    currentLocation: t('map.current_location'),
    // The view fills in the number per bubble, so the placeholder goes through untouched.
    cluster: t('map.cluster_label', { size: '{{count}}' }),
    keyboardName: t('map.keyboard.name'),
    keyboardHelp: t('map.keyboard.help'),
    // The view fills in the number, as for the bubbles.
    stationsInView: t('map.keyboard.count', { size: '{{count}}' }),
    stationIndexed: t('map.station_indexed', { index: '{{index}}', name: '{{name}}' }),
    load_failed: t('map.load_failed'),
    markers_unavailable: t('map.markers_unavailable'),
    canvas_failed: t('map.canvas_failed'),
    load_retry: t('map.load_retry'),
  };
}

const NO_ROUTE_MARKERS: readonly RouteMarker[] = [];

function effectiveState(station: StationMarker, selectedId?: string | null, highlightedId?: string | null): StationMarkerState {
  if (station.id === selectedId) return 'selected';
  if (station.id === highlightedId) return 'highlighted';
  return station.state;
}

export function MapCanvas(props: MapCanvasProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const containerRef = props.containerRef ?? ownRef;
  const [view, setView] = useState<MapView | null>(null);
  const labels = useMapLabels();
  const { platform, initialCenter, initialZoom, mapId, isMobile } = props;

  // Event props may change every render; effect events keep the view's listeners stable.
  const handleIdle = useEffectEvent((viewport: MapViewport) => props.onIdle?.(viewport));
  const handleClick = useEffectEvent((id: string) => props.onStationClick?.(id));
  const handleHover = useEffectEvent((id: string | null) => props.onStationHover?.(id));
  const handleClusterClick = useEffectEvent((cluster: ClusterMarker) => {
    if (props.onClusterClick) props.onClusterClick(cluster);
    else view?.fitBounds(cluster.bounds);
  });
  const announceView = useEffectEvent((next: MapView | null) => props.onViewReady?.(next));
  const handleFailure = useEffectEvent((failure: MapViewFailure, cause?: unknown) => props.onFailure?.(failure, cause));

  // Typing in the locator's text fields: the view is created once it pauses (see `TypingHold`).
  const [typing] = useState(() => new TypingHold());
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const stop = new AbortController();
    watchTyping(container, typing, stop.signal, { focus: true });
    return () => stop.abort();
  }, [containerRef, typing]);

  // The camera, labels and controls as they are when the view is made (it may wait for typing to pause).
  const createView = useEffectEvent((container: HTMLElement, from: MapsPlatform) =>
    from.createMapView(container, {
      center: initialCenter,
      zoom: initialZoom,
      labels,
      controlsVisible: !isMobile,
      ...(mapId ? { mapId } : {}),
    }),
  );

  // Created once per platform; the initial camera and labels are read only at creation.
  useEffect(() => {
    const container = containerRef.current;
    if (!container || !platform) return undefined;
    let created: { view: MapView; offs: (() => void)[] } | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const create = () => {
      const wait = typing.wait(performance.now());
      if (wait > 0) {
        retry = setTimeout(create, wait);
        return;
      }
      const next = createView(container, platform);
      const offs = [
        next.onIdle((viewport) => handleIdle(viewport)),
        next.onStationClick((id) => handleClick(id)),
        next.onStationHover((id) => handleHover(id)),
        next.onClusterClick((cluster) => handleClusterClick(cluster)),
        next.onFailure((reason, cause) => handleFailure(reason, cause)),
      ];
      created = { view: next, offs };
      setView(next);
      announceView(next);
    };
    create();
    return () => {
      clearTimeout(retry);
      if (!created) return;
      for (const off of created.offs) off();
      created.view.destroy();
      setView(null);
      announceView(null);
    };
  }, [platform, containerRef, typing]);

  const { stations, clusters, selectedId, highlightedId, routePath, routeMarkers = NO_ROUTE_MARKERS, currentLocation, padding } = props;
  // Layout effects: the markers change in the same commit (and frame) as the answer that brought them,
  // not after the browser has painted the rest.
  useLayoutEffect(() => {
    view?.setStations(stations.map((s) => {
      const state = effectiveState(s, selectedId, highlightedId);
      return state === s.state ? s : { ...s, state };
    }));
  }, [view, stations, selectedId, highlightedId]);
  useLayoutEffect(() => view?.setClusters(clusters), [view, clusters]);
  useEffect(() => view?.setRoute(routePath ?? null), [view, routePath]);
  useEffect(() => view?.setRouteMarkers(routeMarkers), [view, routeMarkers]);
  useEffect(() => view?.setCurrentLocation(currentLocation ?? null), [view, currentLocation]);
  useEffect(() => view?.setControlsVisible(!isMobile), [view, isMobile]);
  const { top = 0, right = 0, bottom = 0, left = 0 } = isMobile ? {} : (padding ?? {});
  useEffect(() => view?.setPadding({ top, right, bottom, left }), [view, top, right, bottom, left]);

  return <div ref={containerRef} className={props.className} data-map-canvas="" style={{ position: 'relative', width: '100%', height: '100%' }} />;
}
