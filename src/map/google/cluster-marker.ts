/**
 * The cluster bubble as an `AdvancedMarkerElement`, the same for server clusters (drawn by the map
 * view) and client clusters (drawn by markerclusterer through our renderer), so both look and behave
 * alike: clickable and keyboard-focusable (`gmpClickable`), centred on the cluster.
 */
import { createClusterElement } from '../marker-dom';
import type { ClusterMarker } from '../types';
import type { GAdvancedMarker, GMarkerLibrary } from './google-api';

/** Google anchors a marker at its bottom centre; bubbles and the location dot sit centred on their point. */
export const CENTRED_ANCHOR = { anchorLeft: '-50%', anchorTop: '-50%' } as const;

export function createClusterMarker(
  library: GMarkerLibrary,
  cluster: ClusterMarker,
  labelTemplate: string,
): { marker: GAdvancedMarker; element: HTMLElement } {
  const element = createClusterElement(cluster, labelTemplate);
  // No `title`: the bubble's aria-label names it, and a title would add a native tooltip.
  const marker = new library.AdvancedMarkerElement({
    position: { ...cluster.centroid },
    zIndex: 1000 + cluster.size,
    gmpClickable: true,
    ...CENTRED_ANCHOR,
  });
  marker.append(element);
  return { marker, element };
}
