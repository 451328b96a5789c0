/**
 * Cluster bubbles that would cover each other's counts, merged. An API spaces its clusters for a whole
 * zoom (ours starts them 60 px apart), but its clustering is greedy: two clusters' centres can still end
 * up closer than their bubbles are wide, and the map may show a zoom between two whole ones. What
 * touches on screen becomes one bubble: the sizes summed, the centre weighted by size, the bounds
 * joined (a click still fits every station of both). Pure.
 */
import { clusterBubble } from './cluster-bubble';
import { project } from './web-mercator';
import type { ClusterMarker } from './types';

interface Placed {
  cluster: ClusterMarker;
  x: number;
  y: number;
  radius: number;
}

function place(cluster: ClusterMarker, zoom: number): Placed {
  const { x, y } = project(cluster.centroid, zoom);
  return { cluster, x, y, radius: clusterBubble(cluster.size).diameter / 2 };
}

function merged(a: ClusterMarker, b: ClusterMarker): ClusterMarker {
  const size = a.size + b.size;
  return {
    // The bigger one's id: the bubble that stays put, for the map's marker reuse.
    id: a.size >= b.size ? a.id : b.id,
    size,
    centroid: {
      lat: (a.centroid.lat * a.size + b.centroid.lat * b.size) / size,
      lng: (a.centroid.lng * a.size + b.centroid.lng * b.size) / size,
    },
    bounds: {
      north: Math.max(a.bounds.north, b.bounds.north),
      south: Math.min(a.bounds.south, b.bounds.south),
      east: Math.max(a.bounds.east, b.bounds.east),
      west: Math.min(a.bounds.west, b.bounds.west),
    },
  };
}

/**
 * `clusters` with those whose bubbles would touch at `zoom` merged, biggest first; the same array when
 * none do. Merging grows a bubble, so it repeats until nothing touches (a few dozen clusters per view).
 */
export function mergeTouchingClusters(clusters: readonly ClusterMarker[], zoom: number): readonly ClusterMarker[] {
  let placed = [...clusters].sort((a, b) => b.size - a.size).map((cluster) => place(cluster, zoom));
  let changed = false;
  for (let merging = true; merging; ) {
    merging = false;
    const kept: Placed[] = [];
    for (const next of placed) {
      const index = kept.findIndex((other) => Math.hypot(other.x - next.x, other.y - next.y) < other.radius + next.radius);
      if (index === -1) {
        kept.push(next);
        continue;
      }
      kept[index] = place(merged(kept[index]!.cluster, next.cluster), zoom);
      merging = changed = true;
    }
    placed = kept;
  }
  return changed ? placed.map(({ cluster }) => cluster) : clusters;
}
