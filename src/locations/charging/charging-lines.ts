/**
 * What a charging site's card says, from its `charging` answer (resource `charging`): its connectors
 * grouped by standard with the fastest power of each, and how old its status is. Pure.
 */
import type { WireCharging } from '../../api';

/** Connector standards a card names and draws; others are `other`. */
export type ConnectorKind = 'IEC_62196_T2_COMBO' | 'CHADEMO' | 'IEC_62196_T2' | 'DOMESTIC_G' | 'IEC_62196_T3C' | 'other';

const KINDS: readonly ConnectorKind[] = ['IEC_62196_T2_COMBO', 'CHADEMO', 'IEC_62196_T2', 'DOMESTIC_G', 'IEC_62196_T3C'];

export const connectorKindOf = (standard: string): ConnectorKind => (KINDS as readonly string[]).includes(standard) ? (standard as ConnectorKind) : 'other';

export interface ConnectorGroup {
  kind: ConnectorKind;
  /** Connectors of this kind at the site. */
  count: number;
  /** The fastest of them, kW. */
  kw: number;
  /** Direct current (rapid) or not. */
  dc: boolean;
}

/** The site's connectors by kind, fastest first (then by kind, for a stable order). */
export function connectorGroups(charging: WireCharging): ConnectorGroup[] {
  const groups = new Map<ConnectorKind, ConnectorGroup>();
  for (const evse of charging.evses) {
    for (const c of evse.connectors) {
      const kind = connectorKindOf(c.standard);
      const group = groups.get(kind) ?? { kind, count: 0, kw: 0, dc: false };
      group.count++;
      group.kw = Math.max(group.kw, c.kw);
      group.dc ||= c.power_type === 'DC';
      groups.set(kind, group);
    }
  }
  return [...groups.values()].sort((a, b) => b.kw - a.kw || KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
}

/** How long ago a status time was, in the largest whole unit (for Intl.RelativeTimeFormat); null without a time. */
export function statusAge(updatedAt: string | null, nowMs: number): { value: number; unit: 'second' | 'minute' | 'hour' | 'day' } | null {
  if (updatedAt === null) return null;
  const at = Date.parse(updatedAt);
  if (Number.isNaN(at)) return null;
  const seconds = Math.max(0, Math.round((nowMs - at) / 1000));
  if (seconds < 60) return { value: seconds, unit: 'second' };
  if (seconds < 3600) return { value: Math.floor(seconds / 60), unit: 'minute' };
  if (seconds < 86_400) return { value: Math.floor(seconds / 3600), unit: 'hour' };
  return { value: Math.floor(seconds / 86_400), unit: 'day' };
}
