/**
 * Stations' JSON as the location calls send it: the static head once per station and projection,
 * the whole text (as UTF-8 bytes) and the map projection's cells while the station's open status
 * holds, and charging sites' `charging` part until a status report for the site arrives.
 */

import { OpenStatusCache, type TimedStatus, bankHolidaysOf } from '../hours/opening-status.ts';
import type { StationRow } from '../store/rows.ts';
import { chargingWire, type StatusReports } from '../charging/availability.ts';
import { type Dynamic, finishStation, MAP_COLUMNS, type Projection, staticHead, staticMapCells, statusCells } from './serialize.ts';

/**
 * Values made from stations' open status, by station index, each kept for as long as the status it was
 * made with holds (`TimedStatus`'s window, in ms).
 */
export class StatusTimedValues<T> {
  readonly #values: (T | undefined)[];
  readonly #from: Float64Array;
  readonly #until: Float64Array;

  constructor(size: number) {
    this.#values = new Array<T | undefined>(size);
    this.#from = new Float64Array(size);
    this.#until = new Float64Array(size);
  }

  /** Station i's value while its status still holds at `t`; undefined when there is none or it lapsed. */
  at(i: number, t: number): T | undefined {
    const value = this.#values[i];
    return value !== undefined && t >= this.#from[i]! && t < this.#until[i]! ? value : undefined;
  }

  /** Keeps `value` for station i for the window of the status it was made with; returns it. */
  keep(i: number, value: T, made: Pick<TimedStatus, 'from' | 'until'>): T {
    this.#values[i] = value;
    this.#from[i] = made.from;
    this.#until[i] = made.until;
    return value;
  }

  /** Drops station i's value (its content changed before its status did). */
  forget(i: number): void {
    this.#values[i] = undefined;
  }
}

/** One projection's cached station JSON, by station index: the static head, and the whole text while its status holds. */
class ProjectionCache {
  readonly heads: (string | undefined)[];
  readonly plain: StatusTimedValues<Buffer>;

  constructor(size: number) {
    this.heads = new Array<string | undefined>(size);
    this.plain = new StatusTimedValues<Buffer>(size);
  }
}

/** The map projection's cells by station index (`layout=columns`): static ones once, the status while it holds. */
class MapCellCache {
  readonly fixed: (string[] | undefined)[];
  readonly status: StatusTimedValues<[string, string]>;

  constructor(size: number) {
    this.fixed = new Array<string[] | undefined>(size);
    this.status = new StatusTimedValues<[string, string]>(size);
  }
}

/** The JSON of one index's stations (`stations[i]` with its site brand key `siteBrands[i]`). */
export class StationJson {
  /** Cached JSON per projection: the static head, and the whole text while its open status holds (`jsonBytes`). */
  private readonly cached: Record<Projection, ProjectionCache>;
  private readonly mapCells: MapCellCache;
  private readonly status = new OpenStatusCache();
  /** Charging sites' status reports (resource `charging`; shared by the indexes a process builds in turn). */
  private reports: StatusReports | null = null;
  /** Charging sites' `charging` JSON, kept until a status report for the site arrives. */
  private readonly chargingTexts: (string | undefined)[];

  constructor(
    private readonly stations: readonly StationRow[],
    private readonly siteBrands: readonly string[],
  ) {
    const size = stations.length;
    this.cached = { whole: new ProjectionCache(size), map: new ProjectionCache(size) };
    this.mapCells = new MapCellCache(size);
    this.chargingTexts = new Array<string | undefined>(size);
  }

  private head(i: number, projection: Projection = 'whole'): string {
    const heads = this.cached[projection].heads;
    let h = heads[i];
    if (h === undefined) {
      h = staticHead(this.stations[i]!, this.siteBrands[i]!, projection);
      heads[i] = h;
    }
    return h;
  }

  /** JSON of station i with its status at `now` and any distances. */
  json(i: number, now: Date, extra: Omit<Dynamic, 'open_status' | 'next_open_status_change' | 'charging'> = {}): string {
    return finishStation(this.head(i), { ...this.openStatus(i, now).status, ...extra, ...this.chargingOf(i) });
  }

  /** Station i's `charging` part (a charging site's equipment and status), or nothing. */
  private chargingOf(i: number): Pick<Dynamic, 'charging'> {
    const detail = this.stations[i]!.charging;
    if (!detail) return {};
    let text = this.chargingTexts[i];
    if (text === undefined) {
      text = JSON.stringify(chargingWire(detail, this.reports?.of(this.stations[i]!.id)));
      this.chargingTexts[i] = text;
    }
    return { charging: text };
  }

  /** Reads charging sites' status reports from `reports` (kept by the process; see station-data.ts). */
  useReports(reports: StatusReports): void {
    this.reports = reports;
    this.chargingTexts.fill(undefined);
  }

  /** Station i got new status reports: its answers are made again. */
  statusChanged(i: number): void {
    this.chargingTexts[i] = undefined;
    this.cached.whole.plain.forget(i);
    this.cached.map.plain.forget(i);
  }

  /** Station i's open status at `now` and the window in which it holds. */
  private openStatus(i: number, now: Date): TimedStatus {
    const r = this.stations[i]!;
    return this.status.timed(r.opening_hours, r.timezone, r.temporarily_closed, now, bankHolidaysOf(r));
  }

  /** `jsonBytes` of each station, in order (a loop: this runs for every within_bounds answer). */
  jsonBytesOf(indexes: readonly number[], now: Date, projection: Projection = 'whole'): Buffer[] {
    const out = new Array<Buffer>(indexes.length);
    for (let k = 0; k < indexes.length; k++) out[k] = this.jsonBytes(indexes[k]!, now, projection);
    return out;
  }

  /**
   * `json(i, now)` as UTF-8, kept per station for as long as its open status holds: a busy box
   * answer is then one array read per station instead of a status lookup, a string build and
   * its encoding for the socket.
   */
  jsonBytes(i: number, now: Date, projection: Projection = 'whole'): Buffer {
    const plain = this.cached[projection].plain;
    const kept = plain.at(i, now.getTime());
    if (kept !== undefined) return kept;
    const timed = this.openStatus(i, now);
    const charging = projection === 'whole' ? this.chargingOf(i) : {};
    return plain.keep(i, Buffer.from(finishStation(this.head(i, projection), { ...timed.status, ...charging }), 'utf8'), timed);
  }

  /**
   * The map projection of stations `indexes` as one JSON array per field (`MAP_COLUMNS`), the body of a
   * `layout=columns` answer's `columns`: each field's name once instead of once per station, about 40 %
   * fewer bytes for the browser to read in a busy view. Cells are kept per station as `jsonBytes` keeps
   * its text (the status while it holds).
   */
  mapColumnsJson(indexes: readonly number[], now: Date): string {
    const columns = MAP_COLUMNS.map(() => new Array<string>(indexes.length));
    for (let k = 0; k < indexes.length; k++) {
      const i = indexes[k]!;
      // The static cells, then the status ones: `MAP_COLUMNS` order. (Indexed loops: a busy answer has thousands.)
      const fixed = this.fixedMapCells(i);
      for (let c = 0; c < fixed.length; c++) columns[c]![k] = fixed[c]!;
      const status = this.statusMapCells(i, now);
      columns[fixed.length]![k] = status[0];
      columns[fixed.length + 1]![k] = status[1];
    }
    return `{${MAP_COLUMNS.map((name, c) => `"${name}":[${columns[c]!.join(',')}]`).join(',')}}`;
  }

  private fixedMapCells(i: number): string[] {
    let fixed = this.mapCells.fixed[i];
    if (fixed === undefined) {
      fixed = staticMapCells(this.stations[i]!, this.siteBrands[i]!);
      this.mapCells.fixed[i] = fixed;
    }
    return fixed;
  }

  private statusMapCells(i: number, now: Date): [string, string] {
    const status = this.mapCells.status;
    const kept = status.at(i, now.getTime());
    if (kept !== undefined) return kept;
    const timed = this.openStatus(i, now);
    return status.keep(i, statusCells(timed.status), timed);
  }
}
