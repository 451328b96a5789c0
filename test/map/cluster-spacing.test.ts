import { expect } from '@open-wc/testing';
import { mergeTouchingClusters } from '../../src/map';
import { clusterBubble } from '../../src/map/cluster-bubble';
import { project } from '../../src/map/mercator';
import type { ClusterMarker } from '../../src/map/types';

function cluster(id: string, size: number, lat: number, lng: number): ClusterMarker {
  return { id, size, centroid: { lat, lng }, bounds: { north: lat + 0.1, south: lat - 0.1, east: lng + 0.1, west: lng - 0.1 } };
}

/** Pairs of bubbles that cover each other at `zoom`. */
function touching(clusters: readonly ClusterMarker[], zoom: number): string[] {
  const pairs: string[] = [];
  clusters.forEach((a, i) =>
    clusters.slice(i + 1).forEach((b) => {
      const [p, q] = [project(a.centroid, zoom), project(b.centroid, zoom)];
      if (Math.hypot(p.x - q.x, p.y - q.y) < (clusterBubble(a.size).diameter + clusterBubble(b.size).diameter) / 2) pairs.push(`${a.id}/${b.id}`);
    }),
  );
  return pairs;
}

describe('mergeTouchingClusters', () => {
  // At zoom 5 a degree of longitude is ~23 px: 340 and 286 stations 39 px apart (an API answer over the UK) touch.
  const leeds = cluster('leeds', 340, 53.8, -1.55);
  const york = cluster('york', 286, 53.8, -1.55 + 39 / 22.76);
  const far = cluster('far', 12, 51.5, -0.12);

  it('gives the same clusters back when no bubbles touch', () => {
    const clusters = [leeds, far];
    expect(mergeTouchingClusters(clusters, 5)).to.equal(clusters);
  });

  it('merges bubbles that touch: sizes summed, centre weighted, bounds joined, the bigger one\'s id', () => {
    expect(touching([leeds, york], 5)).to.deep.equal(['leeds/york']);
    const result = mergeTouchingClusters([york, far, leeds], 5);
    expect(result.map((c) => c.id)).to.deep.equal(['leeds', 'far']);
    const [both] = result;
    expect(both!.size).to.equal(626);
    expect(both!.centroid.lat).to.be.closeTo(53.8, 1e-9);
    expect(both!.centroid.lng).to.be.closeTo((leeds.centroid.lng * 340 + york.centroid.lng * 286) / 626, 1e-9);
    expect(both!.bounds).to.deep.equal({ north: leeds.bounds.north, south: leeds.bounds.south, east: york.bounds.east, west: leeds.bounds.west });
  });

  it('keeps them apart at a zoom where they no longer touch', () => {
    expect(mergeTouchingClusters([leeds, york], 6).map((c) => c.id)).to.deep.equal(['leeds', 'york']);
  });

  it('merges again when a merged bubble grows into another, until nothing touches', () => {
    // A row of clusters each just clear of the next; merging two grows a bubble over the third.
    const row = [0, 1, 2, 3, 4].map((k) => cluster(`c${k}`, 900, 54, -3 + (k * 54) / 22.76));
    expect(touching(row, 5)).to.deep.equal([]);
    const crowded = [...row, cluster('between', 900, 54, -3 + 27 / 22.76)];
    const result = mergeTouchingClusters(crowded, 5);
    expect(touching(result, 5)).to.deep.equal([]);
    expect(result.reduce((sum, c) => sum + c.size, 0)).to.equal(5400);
  });
});
