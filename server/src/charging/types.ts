/**
 * A charging site's equipment as we keep it: OCPI 2.2.1 EVSEs and Connectors, with only the fields
 * a driver or a filter uses. The site itself is a `StationRow` (name, address, hours, brand), so the
 * same index, clusters, corridor and search serve it; this is its `charging` column.
 */

import type { EvseStatus } from '../../../src/api/contract.ts';

/** OCPI 2.2.1 EVSE status values (§8.4.22). */
export const EVSE_STATUSES = ['AVAILABLE', 'BLOCKED', 'CHARGING', 'INOPERATIVE', 'OUTOFORDER', 'PLANNED', 'REMOVED', 'RESERVED', 'UNKNOWN'] as const satisfies readonly EvseStatus[];

/** OCPI ConnectorType values we accept (the UK's and the rest of the list). */
export const CONNECTOR_STANDARDS = [
  'IEC_62196_T2',
  'IEC_62196_T2_COMBO',
  'CHADEMO',
  'DOMESTIC_G',
  'IEC_62196_T1',
  'IEC_62196_T1_COMBO',
  'IEC_62196_T3A',
  'IEC_62196_T3C',
  'IEC_60309_2_single_16',
  'IEC_60309_2_three_16',
  'IEC_60309_2_three_32',
  'IEC_60309_2_three_64',
  'TESLA_R',
  'TESLA_S',
  'CHAOJI',
  'GBT_AC',
  'GBT_DC',
  'DOMESTIC_A',
  'DOMESTIC_B',
  'DOMESTIC_C',
  'DOMESTIC_D',
  'DOMESTIC_E',
  'DOMESTIC_F',
  'DOMESTIC_H',
  'DOMESTIC_I',
  'DOMESTIC_J',
  'DOMESTIC_K',
  'DOMESTIC_L',
  'DOMESTIC_M',
  'DOMESTIC_N',
  'DOMESTIC_O',
] as const;

export const CONNECTOR_FORMATS = ['SOCKET', 'CABLE'] as const;
export const POWER_TYPES = ['AC_1_PHASE', 'AC_2_PHASE', 'AC_2_PHASE_SPLIT', 'AC_3_PHASE', 'DC'] as const;

export type ConnectorStandard = (typeof CONNECTOR_STANDARDS)[number];
export type ConnectorFormat = (typeof CONNECTOR_FORMATS)[number];
export type PowerType = (typeof POWER_TYPES)[number];

export interface ConnectorRecord {
  id: string;
  standard: ConnectorStandard;
  format: ConnectorFormat;
  power_type: PowerType;
  max_voltage: number;
  max_amperage: number;
  /** Watts (OCPI's unit). */
  max_electric_power: number;
}

export interface EvseRecord {
  uid: string;
  evse_id: string | null;
  /** The charger (NCR device) it belongs to: EVSEs of one charger share it. */
  physical_reference: string | null;
  /** The status the source gave with the data (UNKNOWN where it has no live status). */
  status: EvseStatus;
  /** When that status was true (ISO 8601 UTC), or null when the source gives no live status. */
  status_updated_at: string | null;
  connectors: ConnectorRecord[];
}

/** The `charging` column of a site. */
export interface ChargingDetail {
  /** Payment as published (free text), or null. */
  payment: string | null;
  evses: EvseRecord[];
}

/** A connector's power in kW, rounded to 0.1 kW. */
export const connectorKw = (c: Pick<ConnectorRecord, 'max_electric_power'>): number => Math.round(c.max_electric_power / 100) / 10;
