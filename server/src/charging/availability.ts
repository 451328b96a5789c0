/**
 * A charging site's answer (`WireCharging`): its equipment with counts, and each EVSE's status, the
 * source's own or the latest report through the status call, whichever is newer. Reports live
 * beside the index (one per process, filled from the store and kept current by the data reloader);
 * each site's JSON is kept until a report for it arrives. Pure.
 */

import type { EvseStatus, WireCharging, WireEvse } from '../../../src/api/contract.ts';
import type { EvseStatusRow } from '../store/store.ts';
import { type ChargingDetail, connectorKw } from './types.ts';

interface Report {
  status: EvseStatus;
  at: string;
}

/** The site's answer with `reports` (by EVSE uid) over the source's statuses. */
export function chargingWire(detail: ChargingDetail, reports: ReadonlyMap<string, Report> | undefined): WireCharging {
  const connectors: Record<string, number> = {};
  const chargers = new Set<string>();
  let maxKw = 0;
  let available = 0;
  let known = 0;
  let latest: string | null = null;
  const evses = detail.evses.map((e): WireEvse => {
    chargers.add(e.physical_reference ?? `evse:${e.uid}`);
    const report = reports?.get(e.uid);
    // A report older than the source's own status does not replace it.
    const fresh = report && (e.status_updated_at === null || report.at >= e.status_updated_at);
    const status = fresh ? report.status : e.status;
    const at = fresh ? report.at : e.status_updated_at;
    if (status === 'AVAILABLE') available++;
    if (status !== 'UNKNOWN') known++;
    if (at !== null && (latest === null || at > latest)) latest = at;
    return {
      uid: e.uid,
      evse_id: e.evse_id,
      physical_reference: e.physical_reference,
      status,
      status_updated_at: at,
      connectors: e.connectors.map((c) => {
        const kw = connectorKw(c);
        maxKw = Math.max(maxKw, kw);
        connectors[c.standard] = (connectors[c.standard] ?? 0) + 1;
        return { id: c.id, standard: c.standard, format: c.format, power_type: c.power_type, kw };
      }),
    };
  });
  return {
    chargers: chargers.size,
    evse_count: evses.length,
    connectors,
    max_kw: maxKw,
    available,
    status_known: known,
    status_updated_at: latest,
    payment: detail.payment,
    evses,
  };
}

/** Status reports by site id and EVSE uid, with the sequence number of the newest one applied. */
export class StatusReports {
  readonly #bySite = new Map<string, Map<string, Report>>();
  seq = 0;

  /** Applies reports (in sequence order); returns the site ids they touched. */
  apply(rows: readonly EvseStatusRow[], seq: number): Set<string> {
    const touched = new Set<string>();
    for (const r of rows) {
      let site = this.#bySite.get(r.site_id);
      if (!site) this.#bySite.set(r.site_id, (site = new Map()));
      site.set(r.evse_uid, { status: r.status, at: r.status_updated_at });
      touched.add(r.site_id);
    }
    this.seq = Math.max(this.seq, seq);
    return touched;
  }

  of(siteId: string): ReadonlyMap<string, Report> | undefined {
    return this.#bySite.get(siteId);
  }
}
