/**
 * The National Chargepoint Registry tables (`data/ev/`, SOURCES.md section 4) as source records:
 * a site becomes a station record in canonical columns with its equipment, one EVSE per NCR
 * connector (the NCR does not say which connectors of a device charge at the same time; the device
 * id is kept as the EVSE's `physical_reference`, so its EVSEs count as one charger). The NCR has no
 * live status: an EVSE is UNKNOWN unless the device is out of service or planned. Pure.
 */

import { parse } from 'csv-parse/sync';
import type { EvseStatus } from '../../../src/api/contract.ts';
import { isValidHours } from '../hours/opening-status.ts';
import { FileInvalid, type SourceRecord } from '../store/canonical.ts';
import type { ChargingDetail, ConnectorRecord, EvseRecord } from './types.ts';
import { brandOfOperator, checkedConnector } from './records.ts';

export interface NcrTables {
  sites: string;
  devices: string;
  connectors: string;
}

export interface ChargingSourceRecord extends SourceRecord {
  /** The site's equipment, or why it cannot be used (reported against the record). */
  detail: ChargingDetail | string;
}

type Row = Record<string, string>;

function table(content: string, name: string, required: readonly string[]): Row[] {
  let rows: Row[];
  try {
    rows = parse(content, { bom: true, columns: true, skip_empty_lines: true }) as Row[];
  } catch {
    throw new FileInvalid(`${name}: not valid CSV`);
  }
  const header = rows[0] ? Object.keys(rows[0]) : [];
  for (const col of required) if (!header.includes(col)) throw new FileInvalid(`${name}: missing column ${col}`);
  return rows;
}

function groupBy(rows: readonly Row[], key: string): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const r of rows) {
    const k = r[key] ?? '';
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

const NCR_STATUS: Record<string, EvseStatus> = { 'Out of service': 'OUTOFORDER', Planned: 'PLANNED' };

/** The NCR's compact hours (`Mo 09:00-17:00; …`, `daily 06:00-22:00`) as opening_hours, when they read as such. */
function deviceHours(d: Row): string | null {
  const text = (d['opening_hours'] ?? '').trim().replace(/^daily\b/, 'Mo-Su');
  if (text !== '' && isValidHours(text)) return text;
  return d['open_24h'] === 'true' ? '24/7' : null;
}

/** Payment text as published; bare flags (`0`, `1`) say nothing. */
function paymentOf(devices: readonly Row[]): string | null {
  for (const d of devices) {
    const text = (d['payment_details'] ?? '').trim();
    if (text !== '' && !/^\d+$/.test(text)) return text;
  }
  return null;
}

/** Each site of the tables as a record (its line in the sites table), with its devices' connectors as EVSEs. */
export function ncrRecords(tables: NcrTables): ChargingSourceRecord[] {
  const sites = table(tables.sites, 'sites', ['site_id', 'name', 'latitude', 'longitude', 'postcode', 'town', 'is_bp_pulse']);
  const devices = table(tables.devices, 'devices', ['device_id', 'site_id', 'operator', 'status_ncr']);
  const connectors = table(tables.connectors, 'connectors', ['device_id', 'connector_id', 'standard_ocpi', 'format_ocpi', 'power_type_ocpi', 'max_voltage_v', 'max_amperage_a', 'max_electric_power_w']);
  const devicesBySite = groupBy(devices, 'site_id');
  const connectorsByDevice = groupBy(connectors, 'device_id');
  return sites.map((s, k): ChargingSourceRecord => {
    const siteDevices = devicesBySite.get(s['site_id'] ?? '') ?? [];
    const hours = [...new Set(siteDevices.map(deviceHours))];
    const operators = [...new Set(siteDevices.map((d) => d['operator'] ?? '').filter((o) => o !== ''))];
    // ubitricity's lamp-post points are named by their reference (`suby1100005665`): the street says more.
    const named = s['name'] ?? '';
    const byReference = siteDevices.some((d) => d['reference'] === named);
    const fields: Row = {
      id: s['site_id'] ?? '',
      name: byReference ? s['address'] || s['town'] || named : named,
      lat: s['latitude'] ?? '',
      lng: s['longitude'] ?? '',
      address: s['address'] ?? '',
      city: s['town'] ?? '',
      postcode: s['postcode'] ?? '',
      country_code: 'GB',
      operator: operators.join(', '),
      brand: s['is_bp_pulse'] === 'true' ? 'bp pulse' : (brandOfOperator(operators[0] ?? null) ?? ''),
      // Hours only when every device of the site has the same ones.
      opening_hours: hours.length === 1 ? (hours[0] ?? '') : '',
    };
    return { line: k + 2, fields, detail: siteDetail(siteDevices, connectorsByDevice) };
  });
}

function siteDetail(devices: readonly Row[], connectorsByDevice: Map<string, Row[]>): ChargingDetail | string {
  if (devices.length === 0) return 'the site lists no devices';
  const evses: EvseRecord[] = [];
  for (const d of devices) {
    const status = NCR_STATUS[d['status_ncr'] ?? ''] ?? 'UNKNOWN';
    const deviceId = d['device_id']!;
    const list = connectorsByDevice.get(deviceId) ?? [];
    for (const [n, c] of list.entries()) {
      const connector: ConnectorRecord | string = checkedConnector({
        id: c['connector_id'] ?? '',
        standard: c['standard_ocpi'] ?? '',
        format: c['format_ocpi'] ?? '',
        power_type: c['power_type_ocpi'] ?? '',
        max_voltage: Number(c['max_voltage_v']),
        max_amperage: Number(c['max_amperage_a']),
        max_electric_power: Number(c['max_electric_power_w']),
      });
      if (typeof connector === 'string') return `device ${deviceId}, connector ${n + 1}: ${connector}`;
      evses.push({ uid: `${deviceId}:${n + 1}`, evse_id: null, physical_reference: deviceId, status, status_updated_at: null, connectors: [connector] });
    }
  }
  if (evses.length === 0) return 'the site has no connectors';
  return { payment: paymentOf(devices), evses };
}
