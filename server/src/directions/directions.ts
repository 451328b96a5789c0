/**
 * A directions answer from waypoints: one leg per pair, each planned by the router (or straight),
 * then written as steps. Pure.
 *
 * Steps of a motorway leg: the connector onto the network, one step per road (consecutive edges
 * of one road are one step), the connector off it. Maneuver keys come from the geometry at each
 * change: the bearing over about 300 m before and after it; a change under 20° is `straight`,
 * otherwise `ramp-left`/`ramp-right` onto or off the network and `keep-left`/`keep-right` between
 * roads. A road's direction ("heading south") is the 8-point compass bearing from where the step
 * joins it to where it leaves it, named only for steps of at least 1 km.
 */

import type { DirectionsLeg, DirectionsNetwork, DirectionsResponse, DirectionsStep, DirectionsWaypoint } from '../../../src/api/contract.ts';
import { bearing, haversine } from '../geo/haversine.ts';
import { type Land, naturalEarthLand } from '../geo/land.ts';
import { encodePolyline } from '../geo/polyline.ts';
import { isTolledRoad } from './graph.ts';
import { type Compass, type Instructions, instructionsFor } from './instructions.ts';
import { type LegPlan, type MotorwayLeg, type MotorwayRouter, MOTORWAY_MPS, OFF_NETWORK_MPS } from './router.ts';

export interface DirectionsOptions {
  avoidTolls: boolean;
  avoidHighways: boolean;
  locale: string | undefined;
  /** Where the sea is (legs across it have no road); Natural Earth's 1:10m land unless given, null: none. */
  land?: Land | null;
}

type Path = [number, number][];

/** Metres over which a bearing at a change is measured. */
const BEARING_SPAN_M = 300;
/** Changes of direction below this many degrees are `straight`. */
const STRAIGHT_DEGREES = 20;
/** Connectors shorter than this have no meaningful bearing: their change gets no icon. */
const MIN_CONNECTOR_FOR_SIDE_M = 50;
/** Steps shorter than this name no compass direction. */
const MIN_COMPASS_M = 1000;

const COMPASS: Compass[] = ['north', 'north_east', 'east', 'south_east', 'south', 'south_west', 'west', 'north_west'];

export function compassOf(degrees: number): Compass {
  return COMPASS[Math.round(degrees / 45) % 8]!;
}

/** `M6 TOLL` → `M6 Toll` (its name on the signs); other numbers as they are. */
export function roadName(road: string): string {
  return road.replace(/\bTOLL\b/, 'Toll');
}

/** Bearing at the start of a path (towards the point about `BEARING_SPAN_M` along it). */
function startBearing(path: Path): number {
  const [lat, lng] = path[0]!;
  let far = path[path.length - 1]!;
  for (const point of path) {
    far = point;
    if (haversine(lat, lng, point[0], point[1]) >= BEARING_SPAN_M) break;
  }
  return bearing(lat, lng, far[0], far[1]);
}

/** Bearing at the end of a path (from the point about `BEARING_SPAN_M` before its end). */
function endBearing(path: Path): number {
  const [lat, lng] = path[path.length - 1]!;
  let far = path[0]!;
  for (let i = path.length - 1; i >= 0; i--) {
    far = path[i]!;
    if (haversine(lat, lng, far[0], far[1]) >= BEARING_SPAN_M) break;
  }
  return bearing(far[0], far[1], lat, lng);
}

/** `left`, `right` or `straight` for a change of heading from `before` to `after` (degrees). */
function side(before: number, after: number): 'left' | 'right' | 'straight' {
  const turn = ((after - before + 540) % 360) - 180;
  if (Math.abs(turn) < STRAIGHT_DEGREES) return 'straight';
  return turn < 0 ? 'left' : 'right';
}

function maneuver(kind: 'ramp' | 'keep', before: number, after: number): string {
  const s = side(before, after);
  return s === 'straight' ? 'straight' : `${kind}-${s}`;
}

/** A stretch of one road: vertices `start..end` (inclusive) of the leg's motorway path. */
export interface Section {
  road: string;
  metres: number;
  start: number;
  end: number;
}

/**
 * Sections that are junction artefacts, not roads to follow: an interchange's edges often carry
 * the other road's number (the M1 runs over 1 km of M62 at Lofthouse), and some edges are a few
 * metres long. A section under `SHORT_SECTION_M` between two sections of one road becomes part of
 * that road; one under `TINY_SECTION_M` becomes part of the road before it (or after it, at the
 * start). Only the steps change: the path and the toll check keep every edge.
 */
const SHORT_SECTION_M = 2000;
const TINY_SECTION_M = 100;

const merged = (a: Section, b: Section, road: string): Section => ({ road, metres: a.metres + b.metres, start: a.start, end: b.end });

/** One pass with a stack: each section is pushed, then the top is reduced while a rule applies. */
export function absorbArtefacts(list: readonly Section[]): Section[] {
  const stack: Section[] = [];
  for (const section of list) {
    stack.push(section);
    for (;;) {
      const n = stack.length;
      const top = stack[n - 1]!;
      const prev = stack[n - 2];
      const before = stack[n - 3];
      if (prev && prev.road === top.road) stack.splice(n - 2, 2, merged(prev, top, prev.road));
      else if (before && prev && prev.metres < SHORT_SECTION_M && before.road === top.road) stack.splice(n - 3, 3, merged(merged(before, prev, before.road), top, before.road));
      else if (prev && top.metres < TINY_SECTION_M) stack.splice(n - 2, 2, merged(prev, top, prev.road));
      else if (n === 2 && prev!.metres < TINY_SECTION_M) stack.splice(0, 2, merged(prev!, top, top.road));
      else break;
    }
  }
  return stack;
}

/** The motorway part of a leg: its vertices in travel order, and one section per road along them. */
function sections(router: MotorwayRouter, leg: MotorwayLeg): { path: Path; roads: Section[] } {
  const { graph } = router;
  const path: Path = [[graph.nodeLat[leg.nodes[0]!]!, graph.nodeLng[leg.nodes[0]!]!]];
  const roads: Section[] = [];
  leg.edges.forEach((e, i) => {
    const road = graph.roads[graph.edgeRoad[e]!]!;
    const start = path.length - 1;
    const forward = graph.edgeFrom[e] === leg.nodes[i];
    const first = graph.pointStart[e]!;
    const last = graph.pointStart[e + 1]! - 1;
    // The first vertex is the node already on the path.
    for (let k = 1; k <= last - first; k++) {
      const p = forward ? first + k : last - k;
      path.push([graph.points[2 * p]!, graph.points[2 * p + 1]!]);
    }
    roads.push({ road, metres: graph.edgeMetres[e]!, start, end: path.length - 1 });
  });
  return { path, roads: absorbArtefacts(roads) };
}

interface RawStep {
  instruction: string;
  maneuver: string;
  metres: number;
  seconds: number;
  path: Path;
}

function wireStep({ instruction, maneuver: key, metres, seconds, path }: RawStep): DirectionsStep {
  return {
    instruction,
    maneuver: key,
    distance_meters: Math.round(metres),
    duration_seconds: Math.round(seconds),
    polyline: encodePolyline(path),
  };
}

/** Joins step paths into one, dropping each step's first point (where the previous one ended). */
function joinPaths(paths: readonly Path[]): Path {
  const out: Path = [];
  for (const path of paths) for (let i = out.length === 0 ? 0 : 1; i < path.length; i++) out.push(path[i]!);
  return out;
}

function motorwaySteps(motorway: { path: Path; roads: Section[] }, leg: MotorwayLeg, from: Path[number], to: Path[number], destination: string, t: Instructions): RawStep[] {
  const { roads } = motorway;
  const paths = roads.map((section) => motorway.path.slice(section.start, section.end + 1));
  const first = roads[0]!;
  const last = roads[roads.length - 1]!;
  const lastPath = paths[paths.length - 1]!;
  const steps: RawStep[] = [];
  const connectorIn: Path = [from, paths[0]![0]!];
  steps.push({ instruction: t.toMotorway(roadName(first.road)), maneuver: 'straight', metres: leg.entry.metres, seconds: leg.entry.seconds, path: connectorIn });
  roads.forEach((section, i) => {
    const path = paths[i]!;
    const compass = section.metres >= MIN_COMPASS_M ? compassOf(bearing(path[0]![0], path[0]![1], ...path[path.length - 1]!)) : null;
    const name = roadName(section.road);
    const key =
      i === 0
        ? leg.entry.metres >= MIN_CONNECTOR_FOR_SIDE_M
          ? maneuver('ramp', endBearing(connectorIn), startBearing(path))
          : ''
        : maneuver('keep', endBearing(paths[i - 1]!), startBearing(path));
    steps.push({ instruction: i === 0 ? t.join(name, compass) : t.change(name, compass), maneuver: key, metres: section.metres, seconds: section.metres / MOTORWAY_MPS, path });
  });
  const connectorOut: Path = [lastPath[lastPath.length - 1]!, to];
  const leaveKey = leg.exit.metres >= MIN_CONNECTOR_FOR_SIDE_M ? maneuver('ramp', endBearing(lastPath), startBearing(connectorOut)) : '';
  steps.push({ instruction: t.leave(roadName(last.road), destination), maneuver: leaveKey, metres: leg.exit.metres, seconds: leg.exit.seconds, path: connectorOut });
  return steps;
}

function straightPlan(from: DirectionsWaypoint, to: DirectionsWaypoint): LegPlan {
  const metres = haversine(from.lat, from.lng, to.lat, to.lng);
  return { network: 'straight', metres, seconds: metres / OFF_NETWORK_MPS };
}

/**
 * Plans and writes the route. `router` null means no network is loaded: every leg is straight.
 * Never throws for valid coordinates: what the graph cannot answer is a straight leg.
 *
 * A leg between points the sea parts (`Land.seaBetween`: Leeds and Belfast, the mainland and the Isle
 * of Man) has no road: network `sea`, the straight line drawn, no time (a ferry's is not a drive's),
 * and the route's distance and duration leave it out; its one step says so. Driven as a straight line it
 * read "5 hours 58 minutes, 185 mi" from Leeds to Belfast.
 */
export function planDirections(router: MotorwayRouter | null, waypoints: readonly DirectionsWaypoint[], options: DirectionsOptions): DirectionsResponse {
  const t = instructionsFor(options.locale);
  const land = options.land === undefined ? naturalEarthLand() : options.land;
  const tolled = new Set<string>();
  const pieces: Path[] = [];
  const legs: DirectionsLeg[] = [];
  let metres = 0;
  let seconds = 0;
  for (let i = 1; i < waypoints.length; i++) {
    const a = waypoints[i - 1]!;
    const b = waypoints[i]!;
    const from: Path[number] = [a.lat, a.lng];
    const to: Path[number] = [b.lat, b.lng];
    const destination = b.label?.trim() || t.unnamedDestination(i === waypoints.length - 1 ? null : i);
    if (land?.seaBetween(a, b)) {
      const across = haversine(a.lat, a.lng, b.lat, b.lng);
      pieces.push([from, to]);
      legs.push({
        distance_meters: Math.round(across),
        duration_seconds: 0,
        start_location: { lat: a.lat, lng: a.lng },
        end_location: { lat: b.lat, lng: b.lng },
        network: 'sea',
        steps: [wireStep({ instruction: t.sea(destination), maneuver: '', metres: across, seconds: 0, path: [from, to] })],
      });
      continue;
    }
    const plan = router && !options.avoidHighways ? router.leg(a, b, { avoidTolls: options.avoidTolls }) : straightPlan(a, b);
    let steps: RawStep[];
    if (plan.network === 'motorway') {
      const motorway = sections(router!, plan);
      steps = motorwaySteps(motorway, plan, from, to, destination, t);
      // Warn about the tolled roads the steps name (not a few metres of one at a junction).
      for (const { road } of motorway.roads) if (isTolledRoad(road)) tolled.add(roadName(road));
    } else {
      steps = [{ instruction: t.straight(destination), maneuver: 'straight', metres: plan.metres, seconds: plan.seconds, path: [from, to] }];
    }
    pieces.push(joinPaths(steps.map((s) => s.path)));
    metres += plan.metres;
    seconds += plan.seconds;
    legs.push({
      distance_meters: Math.round(plan.metres),
      duration_seconds: Math.round(plan.seconds),
      start_location: { lat: a.lat, lng: a.lng },
      end_location: { lat: b.lat, lng: b.lng },
      network: plan.network,
      steps: steps.map(wireStep),
    });
  }
  const warnings: string[] = [];
  if (options.avoidHighways) warnings.push(t.motorwaysAvoided());
  if (tolled.size > 0) warnings.push(t.tolls([...tolled].sort()));
  const network: DirectionsNetwork = legs.some((leg) => leg.network === 'motorway') ? 'motorway' : 'straight';
  return {
    legs,
    polyline: encodePolyline(joinPaths(pieces)),
    distance_meters: Math.round(metres),
    duration_seconds: Math.round(seconds),
    network,
    warnings,
  };
}
