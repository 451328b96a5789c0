import { useCallback, useMemo, useRef, useState } from 'react';
import { useSetAtom, useStore } from 'jotai/react';
import { configAtom, defaultMapView } from '../config';
import { MapCanvas, mergeTouchingClusters, reportMapFailure, type ClusterMarker, type MapsPlatform, type MapView, type MapViewport, type RouteMarker } from '../map';
import { activeRouteAtom, chosenWaypointPinsAtom, isAbortError, isMobileAtom, servicesAtom, sidebarModeAtom, useAtomValueNow, useAtomValue } from '../shared';
import { LoadErrorNotice } from './load-error-notice';
import { MapAttribution } from './map-attribution';
import { highlightedLocationAtom, highlightLocationAtom, selectedLocationAtom, selectLocationAtom } from './locations-atoms';
import { mapResultsAtom } from './loaders-atoms';
import { currentLocationAtom, setViewportAtom, shownViewportAtom, viewportAtom } from './map-atoms';
import { mapClustersAtom, mapStationsAtom, markerIdOf, nearestListShowsLoadErrorAtom, parseMarkerId } from './results-atoms';
import { StationMarkers } from './station-markers';
import { parseHash } from './url-hash';
import { useLocationLoaders } from './use-location-loaders';
import { useOpenStatusText } from './use-location-text';
import { useFirstView } from './use-first-view';
import { useMapTargets } from './use-map-targets';
import { useSidebarWidth } from './use-sidebar-width';
import { LazyUrlHash } from './lazy-url-hash';
import type { SearchPlaceStep } from './use-url-hash';

const NO_MARKERS: readonly RouteMarker[] = [];

export interface LocationsMapProps {
  /**
   * The maps implementation (Google, offline or a test fake), created by the caller; null while it
   * loads (the first view is planned and its stations asked for meanwhile) or when it failed.
   */
  platform: MapsPlatform | null;
  /** The element's `hash-routing` attribute (default on). */
  hashRouting?: boolean;
  /** Selects a maps-service place named by `#/place/{id}` on load (the search feature's `selectPlaceAtom`). */
  onHashPlace?: (placeId: string) => void;
  /** The search's chosen place: a step of the browser history (Back walks back to it). */
  searchPlace?: SearchPlaceStep;
}

/**
 * The map of the search mode: stations (colour, grey non-matching, highlighted, selected), cluster bubbles
 * (a click fits the cluster), the current-location marker, sidebar padding and controls on desktop only.
 * Every settled view feeds the loaders (debounced) and, with hash routing, the URL hash.
 */
export function LocationsMap({ platform, hashRouting = true, onHashPlace, searchPlace }: LocationsMapProps) {
  const config = useAtomValue(configAtom);
  const services = useAtomValue(servicesAtom);
  const isMobile = useAtomValue(isMobileAtom);
  // A new answer's stations and clusters are drawn in the task that brought them, not after the nearest
  // list's render and a frame (see useAtomValueNow).
  const locations = useAtomValueNow(mapStationsAtom);
  const clusters = useAtomValueNow(mapClustersAtom);
  const selected = useAtomValue(selectedLocationAtom);
  const highlighted = useAtomValue(highlightedLocationAtom);
  const currentLocation = useAtomValue(currentLocationAtom);
  const mapResults = useAtomValue(mapResultsAtom);
  // Directions mode draws its route on this same map (DESIGN.md "One map").
  const activeRoute = useAtomValue(activeRouteAtom);
  const inDirections = useAtomValue(sidebarModeAtom) === 'directions';
  const route = inDirections ? activeRoute : null;
  // Before there is a route, the waypoints chosen so far (only a start: the map shows where it is).
  const chosenPins = useAtomValue(chosenWaypointPinsAtom);
  const routeMarkers = route?.markers ?? (inDirections ? chosenPins : NO_MARKERS);
  const setViewport = useSetAtom(setViewportAtom);
  const selectLocation = useSetAtom(selectLocationAtom);
  const highlight = useSetAtom(highlightLocationAtom);
  const openStatusText = useOpenStatusText();
  const anchor = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const sidebarWidth = useSidebarWidth(anchor);
  const [view, setView] = useState<MapView | null>(null);

  // A map mounted in a store that has a view already (the map area was shown again) takes over that
  // view and leaves the URL, the starting area and past targets alone: they were applied already. The
  // first view asked for before any map showed it is not one: this map plans it for its own box.
  // Read once, on mount.
  const store = useStore();
  const [resumed] = useState(() => store.get(shownViewportAtom));
  // The hash is read once, on mount: later hash changes are our own rewrites.
  const [initialRoute] = useState(() => (hashRouting && !resumed ? parseHash(window.location.hash) : null));
  // Before the first view is planned: its requests go out as the plan is made (see useLocationLoaders).
  useLocationLoaders();
  const plannedCamera = useFirstView({ resumed, initialRoute, box, anchor });
  // A map created later (the platform changed with the visitor's consent) starts where the last one was.
  const viewport = useAtomValue(viewportAtom);
  const initialCamera = viewport ?? plannedCamera;

  useMapTargets(view);

  const [markers] = useState(() => new StationMarkers());
  const stations = useMemo(() => markers.of(locations, config.brands, openStatusText), [markers, locations, config.brands, openStatusText]);
  // Bubbles that would cover each other's counts at the zoom on show are drawn as one.
  const shownZoom = viewport?.zoom ?? initialCamera?.zoom ?? defaultMapView(config).zoom;
  const clusterMarkers = useMemo(
    (): readonly ClusterMarker[] =>
      mergeTouchingClusters(
        clusters.map(({ markerId, cluster }) => ({
          id: markerId,
          size: cluster.size,
          bounds: { north: cluster.bounds.ne[0], east: cluster.bounds.ne[1], south: cluster.bounds.sw[0], west: cluster.bounds.sw[1] },
          centroid: { lat: cluster.centroid[0], lng: cluster.centroid[1] },
        })),
        shownZoom,
      ),
    [clusters, shownZoom],
  );

  const onIdle = useCallback((viewport: MapViewport) => setViewport(viewport), [setViewport]);
  const onStationClick = useCallback(
    (markerId: string) => {
      const ref = parseMarkerId(markerId);
      if (!ref) return;
      selectLocation({ ...ref, shouldTarget: false }).catch((error: unknown) => {
        if (!isAbortError(error)) services.logger.error('Selecting a station from the map failed', error);
      });
    },
    [selectLocation, services],
  );
  const onStationHover = useCallback((markerId: string | null) => highlight(markerId ? parseMarkerId(markerId) : null), [highlight]);

  const mapLoadFailed = Object.values(mapResults).some((state) => state.status === 'error');
  // The list beside the map says so already (two alerts would be read out, two Retry buttons do the same).
  const listShowsLoadError = useAtomValue(nearestListShowsLoadErrorAtom);
  return (
    <div ref={anchor} className="locations-map" data-testid="locations-map">
      <MapCanvas
        containerRef={box}
        // The view is created once both the engine and the first view's plan are there.
        platform={plannedCamera ? platform : null}
        initialCenter={initialCamera?.center ?? defaultMapView(config).center}
        initialZoom={initialCamera?.zoom ?? defaultMapView(config).zoom}
        {...(config.maps.mapId ? { mapId: config.maps.mapId } : {})}
        stations={stations}
        clusters={clusterMarkers}
        selectedId={selected ? markerIdOf(selected.resource, selected.location.id) : null}
        highlightedId={highlighted ? markerIdOf(highlighted.resource, highlighted.id) : null}
        currentLocation={currentLocation}
        routePath={route?.path ?? null}
        routeMarkers={routeMarkers}
        padding={{ left: sidebarWidth }}
        isMobile={isMobile}
        onIdle={onIdle}
        onStationClick={onStationClick}
        onStationHover={onStationHover}
        onViewReady={setView}
        onFailure={(failure, cause) => reportMapFailure(services, failure, { mapId: config.maps.mapId, cause })}
      />
      <MapAttribution />
      <LazyUrlHash enabled={hashRouting} initialRoute={initialRoute} selectPlace={onHashPlace} mapsReady={platform !== null} searchPlace={searchPlace} />
      {mapLoadFailed && !listShowsLoadError && <LoadErrorNotice />}
    </div>
  );
}
