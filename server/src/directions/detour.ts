/**
 * The detour a station costs: the extra time and distance of leaving the route for it and
 * returning. Pure (no I/O).
 *
 * - `router` method (the route came from POST /directions with these waypoints and avoid flags):
 *   the station is inserted as a stop in the leg it lies on (by its position along the line between
 *   the waypoints' positions), and the detour is the router's cost of A → station → B minus A → B.
 *   Instead of two A* searches per station, each leg gets one search from its start and one from its
 *   end over the whole graph (`MotorwayRouter.timesFrom`; edges run both ways, so the second one is
 *   the backward search), and each station is then a look-up over its own connectors: the same
 *   optimum the router finds.
 * - `estimate` method (any other route, e.g. Google's): out and back over the distance from the
 *   route, on roads `ROAD_FACTOR` longer than the straight line at `OFF_NETWORK_ROAD_SPEED_KMH`, the
 *   constants of the router's own off-network model.
 * - Motorway service stations on the route (`is_motorway`, within `ON_ROUTE_SERVICES_M` of the
 *   line) are reached by their own slip roads: they get the estimate over their distance from the
 *   line (a few hundred metres, under a minute), with either method. The router cannot do better:
 *   its graph has nodes only where motorway segments meet, so it would send the driver off at a
 *   junction and back along other roads.
 */

import type { WireDetour } from '../../../src/api/contract.ts';
import { cumulativeLengths, pointSegmentDistance } from '../geo/corridor.ts';
import { type Connector, type LegCost, type LegOptions, type MotorwayRouter, type NetworkTimes, type Point, OFF_NETWORK_ROAD_SPEED_KMH, ROAD_FACTOR, straightLegCost } from './router.ts';

/** A motorway station this close to the line is on the route (its slip roads leave the carriageway). */
export const ON_ROUTE_SERVICES_M = 500;

/** Whole seconds and metres, never negative (see `RouterDetours.detour`). */
function wire(seconds: number, metres: number, method: WireDetour['method']): WireDetour {
  return { seconds: Math.max(0, Math.round(seconds)), metres: Math.max(0, Math.round(metres)), method };
}

/** Out to a station `distanceFromRoute` metres from the line and back, by road. */
export function estimateDetour(distanceFromRoute: number): WireDetour {
  const metres = 2 * distanceFromRoute * ROAD_FACTOR;
  return wire(metres / (OFF_NETWORK_ROAD_SPEED_KMH / 3.6), metres, 'estimate');
}

export interface DetourStation {
  lat: number;
  lng: number;
  isMotorway: boolean;
  distanceFromRoute: number;
  distanceAlongRoute: number;
}

export interface RouteOptions {
  avoidTolls: boolean;
  /** The route kept off motorways: every leg is straight (as POST /directions with `avoid_highways`). */
  avoidHighways: boolean;
}

interface Leg {
  from: Point;
  to: Point;
  /** Metres along the line where the leg ends (its end waypoint's closest point). */
  endsAt: number;
  /** The router's cost of the leg without a stop. */
  direct: LegCost;
  /** The router drew the leg as the straight line: no motorway makes it faster. */
  straight: boolean;
  forward: NetworkTimes | null;
  backward: NetworkTimes | null;
}

/**
 * Each waypoint's position along the line: its closest point, searched from the previous
 * waypoint's segment onward (a route can pass near a later waypoint early on). The first is 0, the
 * last the line's end.
 */
export function waypointPositions(line: readonly [number, number][], waypoints: readonly Point[]): number[] {
  const cum = cumulativeLengths(line as [number, number][]);
  const end = cum[cum.length - 1] ?? 0;
  const out = [0];
  let seg = 0;
  for (let k = 1; k < waypoints.length - 1; k++) {
    const p = waypoints[k]!;
    let best = Infinity;
    let bestSeg = seg;
    let bestAlong = cum[seg] ?? 0;
    for (let s = seg; s < line.length - 1; s++) {
      const a = line[s]!;
      const b = line[s + 1]!;
      const { distance, t } = pointSegmentDistance(p.lat, p.lng, a[0], a[1], b[0], b[1]);
      if (distance < best) {
        best = distance;
        bestSeg = s;
        bestAlong = cum[s]! + t * (cum[s + 1]! - cum[s]!);
      }
    }
    seg = bestSeg;
    out.push(bestAlong);
  }
  out.push(end);
  return out;
}

/** Router-method detours for one route: two graph searches per leg, then a look-up per station. */
export class RouterDetours {
  readonly #legs: Leg[] = [];
  readonly #router: MotorwayRouter | null;
  readonly #options: LegOptions;

  /** `router` null (no network) or `avoidHighways`: every leg is straight, as POST /directions plans it. */
  constructor(router: MotorwayRouter | null, waypoints: readonly Point[], line: readonly [number, number][], options: RouteOptions) {
    this.#router = options.avoidHighways ? null : router;
    this.#options = { avoidTolls: options.avoidTolls };
    const positions = waypointPositions(line, waypoints);
    for (let k = 1; k < waypoints.length; k++) {
      const from = waypoints[k - 1]!;
      const to = waypoints[k]!;
      const forward = this.#router ? this.#router.timesFrom(from, this.#options) : null;
      const backward = this.#router ? this.#router.timesFrom(to, this.#options) : null;
      const direct = this.#cost(forward, from, to);
      // `legVia` keeps the straight line unless the network is faster.
      const straight = direct.seconds >= straightLegCost(from, to).seconds;
      this.#legs.push({ from, to, endsAt: positions[k]!, direct, straight, forward, backward });
    }
  }

  #cost(times: NetworkTimes | null, from: Point, to: Point, toConnectors?: Connector[]): LegCost {
    if (times) return this.#router!.legVia(times, to, this.#options, toConnectors);
    return straightLegCost(from, to);
  }

  /** The leg a station lies on: the first whose end is at or beyond its position along the line. */
  legOf(distanceAlongRoute: number): number {
    const i = this.#legs.findIndex((leg) => distanceAlongRoute <= leg.endsAt);
    return i < 0 ? this.#legs.length - 1 : i;
  }

  /**
   * The router's cost of the leg with `station` as a stop minus without it. The out-and-back estimate
   * (`estimateDetour`) instead on a leg the router drew straight, and where the stop comes out no
   * dearer than the leg: the model can make it so (a leg enters the network only at one of the 24
   * nodes nearest its start, and a station's own connectors can reach a faster entry: none of the
   * 1,793 stations within 25 km of London → Manchester, 13 of 1,586 of Bristol → Edinburgh), but a
   * stop never makes the drive shorter in fact, and "no detour" is wrong for a station off the road.
   */
  detour(station: DetourStation): WireDetour {
    if (station.isMotorway && station.distanceFromRoute <= ON_ROUTE_SERVICES_M) return estimateDetour(station.distanceFromRoute);
    const leg = this.#legs[this.legOf(station.distanceAlongRoute)]!;
    // A leg drawn straight has no roads in the model to leave for a stop: the stop's plan took the
    // motorway instead, longer but hardly slower (Leeds → York, a station 2 km off the line: "+4 min,
    // +20.9 km"). Out and back, as for a route the router did not draw.
    if (leg.straight) return estimateDetour(station.distanceFromRoute);
    // The station's connectors serve both halves (the graph is undirected).
    const connectors = this.#router?.connectors(station, this.#options);
    const there = this.#cost(leg.forward, leg.from, station, connectors);
    const back = this.#cost(leg.backward, leg.to, station, connectors);
    const seconds = there.seconds + back.seconds - leg.direct.seconds;
    // Not a detour but the model's artefact (above): the out-and-back estimate is sent instead. A
    // station 3 km off Leeds → Manchester read "on the route: no detour".
    if (seconds <= 0) return estimateDetour(station.distanceFromRoute);
    return wire(seconds, there.metres + back.metres - leg.direct.metres, 'router');
  }
}

