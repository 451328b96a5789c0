/**
 * Client-side clustering for raw locations (a backend that sent no clusters), with
 * `@googlemaps/markerclusterer`. Its bubbles are the same `createClusterMarker` as server clusters,
 * so both look and behave alike. Loaded on demand.
 *
 * markerclusterer owns the map of every marker it holds: its `render()` shows single-marker
 * clusters and hides the rest, including markers that have just left it. The map view therefore
 * updates the clusterer before it shows the markers it keeps for itself (D1 in issue 19).
 */
import type { MarkerClusterer } from '@googlemaps/markerclusterer';
import type { ClusterMarker } from '../types';
import { createClusterMarker } from './cluster-marker';
import type { ClientClustererFactory } from './google-map-view';

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

export const markerClustererFactory: ClientClustererFactory = ({ map, markerLibrary, labels, onClusterClick }) => {
  let markers: Parameters<ReturnType<ClientClustererFactory>['setMarkers']>[0] = [];
  let destroyed = false;
  let clusterer: MarkerClusterer | null = null;

  void import('@googlemaps/markerclusterer').then((library) => {
    if (destroyed) return;
    // The library is typed against the full google.maps classes; our map and markers are those
    // very objects at runtime (this factory only runs with the real Maps API), seen through the
    // adapter's structural slice, hence the casts at this one boundary.
    clusterer = new library.MarkerClusterer({
      map: map as unknown as google.maps.Map,
      markers: markers as unknown as google.maps.marker.AdvancedMarkerElement[],
      renderer: {
        render: (cluster) => {
          // gmpClickable: markerclusterer only adds a `gmp-click` listener, which Google fires for
          // clickable markers alone (and only clickable markers are keyboard stops).
          const { marker } = createClusterMarker(markerLibrary, toClusterMarker(cluster), labels.cluster);
          return marker as unknown as google.maps.marker.AdvancedMarkerElement;
        },
      },
      onClusterClick: (_event, cluster) => onClusterClick(toClusterMarker(cluster)),
    });
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
