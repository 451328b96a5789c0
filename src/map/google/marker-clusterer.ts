/**
 * Client-side clustering for raw locations (a backend that sent no clusters), with
 * `@googlemaps/markerclusterer`. Its bubbles are the same `createClusterMarker` as server clusters,
 * so both look and behave alike. Loaded on demand.
 *
 * markerclusterer owns the map of every marker it holds: its `render()` shows single-marker
 * clusters and hides the rest, including markers that have just left it. The map view therefore
 * updates the clusterer before it shows the markers it keeps for itself.
 */
import type * as ClustererModule from '@googlemaps/markerclusterer';
import type { MarkerClusterer } from '@googlemaps/markerclusterer';
import type { ClusterMarker } from '../types';
import { createClusterMarker } from './cluster-marker';
import type { ClientClustererFactory } from './station-markers';

/** A markerclusterer cluster → our plain cluster (client clusters have no server id). */
function toClusterMarker(cluster: { count: number; position: google.maps.LatLng; bounds?: google.maps.LatLngBounds | undefined }): ClusterMarker {
  const centroid = { lat: cluster.position.lat(), lng: cluster.position.lng() };
  const ne = cluster.bounds?.getNorthEast();
  const sw = cluster.bounds?.getSouthWest();
  return {
    id: `client:${centroid.lat.toFixed(5)},${centroid.lng.toFixed(5)}`,
    size: cluster.count,
    centroid,
    bounds: ne && sw ? { north: ne.lat(), east: ne.lng(), south: sw.lat(), west: sw.lng() } : { north: centroid.lat, south: centroid.lat, east: centroid.lng, west: centroid.lng },
  };
}

/**
 * markerclusterer attaches its own cluster click with the deprecated `AdvancedMarkerElement.addListener`
 * (2.6.2 `renderClusters`), which Maps JS 3.66 answers with a console warning per call, i.e. per
 * group cluster per render (finding I). It skips that when `onClusterClick` is null (its destructuring
 * default applies to `undefined` only); our renderer attaches `gmp-click` with `addEventListener`.
 */
const NO_LIBRARY_CLICK = null as unknown as undefined;

type ClustererLibrary = Pick<typeof ClustererModule, 'MarkerClusterer'>;

/** `load` is the chunk (a parameter so a test can make it fail). */
export const createMarkerClustererFactory = (
  load: () => Promise<ClustererLibrary> = () => import('@googlemaps/markerclusterer'),
): ClientClustererFactory => ({ map, markerLibrary, labels, onClusterClick, onFailure }) => {
  let markers: Parameters<ReturnType<ClientClustererFactory>['setMarkers']>[0] = [];
  let destroyed = false;
  let clusterer: MarkerClusterer | null = null;

  load()
    .then((library) => {
      if (destroyed) return;
      // The library is typed against the full google.maps classes; our map and markers are those
      // very objects at runtime (this factory only runs with the real Maps API), seen through the
      // adapter's structural slice, hence the casts at this one boundary.
      clusterer = new library.MarkerClusterer({
        map: map as unknown as google.maps.Map,
        markers: markers as unknown as google.maps.marker.AdvancedMarkerElement[],
        renderer: {
          render: (cluster) => {
            // gmpClickable: Google fires `gmp-click` for clickable markers alone (and only clickable
            // markers are keyboard stops).
            const plain = toClusterMarker(cluster);
            const { marker } = createClusterMarker(markerLibrary, plain, labels.cluster);
            marker.addEventListener('gmp-click', () => onClusterClick(plain));
            return marker as unknown as google.maps.marker.AdvancedMarkerElement;
          },
        },
        onClusterClick: NO_LIBRARY_CLICK,
      });
    })
    // A chunk that did not load (a deploy replaced it, the network dropped) or a clusterer that cannot
    // start (no `google.maps.OverlayView`): the view shows every marker unclustered instead (finding F).
    .catch((error: unknown) => {
      clusterer = null;
      if (!destroyed) onFailure(error);
    });

  return {
    setMarkers(next) {
      markers = next;
      if (!clusterer) return;
      clusterer.clearMarkers(true);
      clusterer.addMarkers(next as unknown as google.maps.marker.AdvancedMarkerElement[]);
    },
    destroy() {
      destroyed = true;
      clusterer?.clearMarkers(true);
      clusterer?.setMap(null);
    },
  };
};

export const markerClustererFactory: ClientClustererFactory = createMarkerClustererFactory();
