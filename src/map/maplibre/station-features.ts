/**
 * The stations and cluster bubbles as GeoJSON features for MapLibre's sources, and the diff that
 * updates the stations' source by id. Each distinct pin look and bubble is one image, named after what
 * it looks like (`imageId`), drawn when the map first asks for it. Pure: no MapLibre, no DOM.
 */
import type { Feature, Point } from 'geojson';
import { clusterBubble } from '../cluster-bubble';
import { diffById } from '../diff-by-id';
import { stationVisual } from '../marker-style';
import type { ClusterMarker, StationMarker, StationMarkerState } from '../types';

/** What a pin's image shows; pins that look alike share one image. */
export interface PinLook {
  kind: 'pin';
  /** A CSS colour: the brand's, the grey of non-matching stations, or the resolved primary colour. */
  fill: string;
  /** The brand glyph, or the station's number in the nearest list (`numbered`). */
  glyph: string;
  grey: boolean;
  numbered: boolean;
  /**
   * Drawn for the larger sizes of highlighted and selected pins (sharp up to the selected scale). The
   * other pins' images are drawn for size 1: each tile of the map carries the images its pins use, copied
   * and uploaded again whenever the tile changes, so their pixels are what a pan costs.
   */
  enlarged: boolean;
}

/** What a cluster bubble's image shows. */
export interface BubbleLook {
  kind: 'bubble';
  fill: string;
  text: string;
  diameter: number;
  tier: 'small' | 'medium' | 'large';
}

export type ImageLook = PinLook | BubbleLook;

/** Image names start with this, so the map asks us (and only us) for them. */
export const IMAGE_PREFIX = 'sl-';

export function imageId(look: ImageLook): string {
  return look.kind === 'pin'
    ? `${IMAGE_PREFIX}pin|${look.fill}|${look.grey ? 1 : 0}|${look.numbered ? 'n' : 'g'}|${look.enlarged ? 'L' : 'S'}|${look.glyph}`
    : `${IMAGE_PREFIX}bubble|${look.fill}|${look.text}|${look.diameter}|${look.tier}`;
}

/** The look an image name stands for; null for names that are not ours or not well formed. */
export function lookOfImage(id: string): ImageLook | null {
  if (!id.startsWith(IMAGE_PREFIX)) return null;
  const [kind, fill, ...rest] = id.slice(IMAGE_PREFIX.length).split('|');
  if (!fill) return null;
  if (kind === 'pin' && rest.length >= 4 && (rest[1] === 'n' || rest[1] === 'g') && (rest[2] === 'L' || rest[2] === 'S')) {
    return { kind, fill, grey: rest[0] === '1', numbered: rest[1] === 'n', enlarged: rest[2] === 'L', glyph: rest.slice(3).join('|') };
  }
  if (kind === 'bubble' && rest.length === 3) {
    const [text, diameter, tier] = rest;
    if (tier !== 'small' && tier !== 'medium' && tier !== 'large') return null;
    return { kind, fill, text: text ?? '', diameter: Number(diameter), tier };
  }
  return null;
}

export interface StationProperties {
  id: string;
  icon: string;
  state: StationMarkerState;
  /** Icon size: 1, 1.3 highlighted, 1.6 selected. */
  scale: number;
  /** Draw order: non-matching below normal below highlighted below selected. */
  sort: number;
  /** 1, or less while another station is selected (`StationMarker.dimmed`). */
  opacity: number;
}

export type StationFeature = Feature<Point, StationProperties>;

/** Draw order (the symbol sort key): non-matching below normal below highlighted below selected. */
export const STATE_SORT: Readonly<Record<StationMarkerState, number>> = { nonMatching: 0, normal: 1, highlighted: 2, selected: 3 };

/** The states whose pins are drawn large, above the cluster bubbles, by a layer of their own. */
export const FOCUSED_STATES: readonly StationMarkerState[] = ['highlighted', 'selected'];

export function isFocused(station: Pick<StationMarker, 'state'>): boolean {
  return FOCUSED_STATES.includes(station.state);
}

/**
 * Whether the station's number in the list is drawn from the small source of numbered pins, over its
 * brand pin, rather than by its own feature. A new list renumbers some fifty stations near the centre: in a
 * source of their own, that rebuilds the few tiles of fifty pins instead of every tile of the busy source
 * they lie in. Highlighted and selected pins keep their number in their own feature (they change anyway).
 */
export function numberedApart(station: Pick<StationMarker, 'state' | 'index'>): boolean {
  return station.index !== undefined && !isFocused(station);
}

/**
 * The station's feature in the stations source. `primary` is the colour of pins without a brand colour
 * (the host's primary colour token, resolved). A station whose number is drawn apart (`numberedApart`)
 * shows its brand here, hidden while its numbered pin shows.
 */
export function stationFeature(station: StationMarker, primary: string): StationFeature {
  return pinFeature(numberedApart(station) ? { ...station, index: undefined } : station, primary);
}

/** The numbered pin of a station whose number is drawn apart, for the numbered pins' source. */
export function numberedFeature(station: StationMarker, primary: string): StationFeature {
  return pinFeature(station, primary);
}

function pinFeature(station: StationMarker, primary: string): StationFeature {
  const visual = stationVisual(station);
  const look: PinLook = { kind: 'pin', fill: visual.fill ?? primary, glyph: visual.glyph, grey: visual.grey, numbered: visual.numbered, enlarged: visual.scale > 1 };
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [station.lng, station.lat] },
    properties: { id: station.id, icon: imageId(look), state: station.state, scale: visual.scale, sort: STATE_SORT[station.state], opacity: visual.opacity },
  };
}

export interface ClusterProperties {
  id: string;
  icon: string;
  size: number;
}

export type ClusterFeature = Feature<Point, ClusterProperties>;

export function clusterFeature(cluster: ClusterMarker, primary: string): ClusterFeature {
  const bubble = clusterBubble(cluster.size);
  const look: BubbleLook = { kind: 'bubble', fill: primary, text: bubble.text, diameter: bubble.diameter, tier: bubble.tier };
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [cluster.centroid.lng, cluster.centroid.lat] },
    properties: { id: cluster.id, icon: imageId(look), size: cluster.size },
  };
}

/** The number the station's own feature shows, if any. */
function shownIndex(station: StationMarker): number | undefined {
  return numberedApart(station) ? undefined : station.index;
}

/** Whether a station's feature would change: its place or anything its pin shows. */
function sameFeature(a: StationMarker, b: StationMarker): boolean {
  // The same marker object: the station's location was kept from the last answer (keepUnchangedLocations).
  if (a === b) return true;
  return (
    a.lat === b.lat &&
    a.lng === b.lng &&
    a.state === b.state &&
    a.colour === b.colour &&
    a.glyph === b.glyph &&
    shownIndex(a) === shownIndex(b) &&
    (a.dimmed ?? false) === (b.dimmed ?? false)
  );
}

export interface StationDiff {
  /** The new set by id (the first of duplicate ids wins). */
  next: Map<string, StationMarker>;
  /** Ids to take out of the source: gone, or changed (changed ones are added again). */
  remove: string[];
  /** Stations to add: new, or changed. */
  add: StationMarker[];
}

/**
 * What changes between the stations on the map and `stations`, by id. Names, addresses and open status
 * are not part of a feature (the tooltip reads them from `next`), so a change of them alone moves nothing.
 */
export function diffStations(previous: ReadonlyMap<string, StationMarker>, stations: readonly StationMarker[]): StationDiff {
  const remove: string[] = [];
  const add: StationMarker[] = [];
  const next = diffById(previous, stations, {
    create: (station) => {
      add.push(station);
      return station;
    },
    update: (before, station) => {
      if (!sameFeature(before, station)) {
        remove.push(station.id);
        add.push(station);
      }
      return station;
    },
    remove: (_, id) => remove.push(id),
  });
  return { next, remove, add };
}
