/**
 * Client-side clustering for raw locations (a backend that sent no clusters), with
 * `@googlemaps/markerclusterer`. Its bubbles use the same `createClusterElement` as server
 * clusters, so both look alike. Loaded on demand.
 */
import type { MarkerClusterer } from '@googlemaps/markerclusterer';
import { createClusterElement } from '../marker-dom';
import type { ClusterMarker } from '../types';
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
          const plain = toClusterMarker(cluster);
          const marker = new markerLibrary.AdvancedMarkerElement({
            position: plain.centroid,
            content: createClusterElement(plain, labels.cluster),
            zIndex: 1000 + plain.size,
            title: labels.cluster.replace(/\{\{\s*count\s*\}\}/g, String(plain.size)),
          });
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
