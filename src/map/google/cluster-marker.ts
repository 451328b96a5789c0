/**
 * The cluster bubble as an `AdvancedMarkerElement`, the same for server clusters (drawn by the map
 * view) and client clusters (drawn by markerclusterer through our renderer), so both look and behave
 * alike: clickable and keyboard-focusable (`gmpClickable`), centred on the cluster.
 */
import { createClusterElement } from '../marker-dom';
import type { ClusterMarker } from '../types';
import type { GAdvancedMarker, GMarkerLibrary } from './google-api';
import { markerOptions } from './requests';

export { CENTRED_ANCHOR } from './requests';

export function createClusterMarker(
  library: GMarkerLibrary,
  cluster: ClusterMarker,
  labelTemplate: string,
): { marker: GAdvancedMarker; element: HTMLElement } {
  const element = createClusterElement(cluster, labelTemplate);
  // No `title`: the bubble's aria-label names it, and a title would add a native tooltip.
  const marker = new library.AdvancedMarkerElement(markerOptions(cluster.centroid, 1000 + cluster.size, { clickable: true, centred: true }));
  marker.append(element);
  return { marker, element };
}
