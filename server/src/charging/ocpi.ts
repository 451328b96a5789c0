/**
 * A page of OCPI 2.2.1 Locations (`GET {locations}` of a charge point operator, as the UK's Public
 * Charge Point Regulations 2023 make them publish it) as source records. The envelope must be
 * OCPI's (`data`, `status_code` 1000, `timestamp`); a location not to be published is left out;
 * what UK feeds really send is read where its meaning is clear (`FAULTED` is OUTOFORDER, `WORKING`
 * says nothing about whether a car is plugged in, so UNKNOWN) and reported, and refused otherwise,
 * each with its path in the page. A longitude with its sign flipped lands in the sea and is
 * refused by the import's placement check. Pure.
 */

import type { EvseStatus } from '../../../src/api/contract.ts';
import { isValidHours } from '../hours/opening-status.ts';
import { FileInvalid } from '../store/canonical.ts';
import type { ChargingSourceRecord } from './ncr.ts';
import { brandOfOperator, checkedConnector, type RawConnector } from './records.ts';
import { EVSE_STATUSES, type ConnectorRecord, type EvseRecord } from './types.ts';

/** A status not in OCPI's list that UK feeds send, read as the nearest OCPI one. */
const NON_OCPI_STATUS: Record<string, EvseStatus> = { FAULTED: 'OUTOFORDER', WORKING: 'UNKNOWN' };

/** OCPI's DateTime: RFC 3339, UTC (`Z`, or no zone, which OCPI reads as UTC). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z?$/;
/** OCPI's GeoLocation strings. */
const LATITUDE = /^-?\d{1,2}\.\d{5,7}$/;
const LONGITUDE = /^-?\d{1,3}\.\d{5,7}$/;
const PARTY = /^[A-Za-z]{2}$|^[A-Za-z0-9]{3}$/;
const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
/** ISO 3166 alpha-3 to alpha-2 for the countries the locator serves. */
const COUNTRY_2: Record<string, string> = { GBR: 'GB', IRL: 'IE', DEU: 'DE', AUT: 'AT', CHE: 'CH', NLD: 'NL', BEL: 'BE', FRA: 'FR', LUX: 'LU', POL: 'PL' };

export interface OcpiPage {
  records: ChargingSourceRecord[];
  /** Locations left out on purpose (`publish: false`) and readings of non-OCPI values, with where they are. */
  notices: { where: string; message: string }[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

class Refused extends Error {}

/** Parses a page; throws FileInvalid when the page itself is not an OCPI 2.2.1 Locations answer. */
export function ocpiRecords(content: string): OcpiPage {
  let body: unknown;
  try {
    body = JSON.parse(content);
  } catch {
    throw new FileInvalid('not valid JSON');
  }
  if (!isObject(body)) throw new FileInvalid('not an OCPI response: expected an object with data, status_code and timestamp');
  if (!('data' in body) && Array.isArray(body['locations'])) {
    throw new FileInvalid('not an OCPI 2.2.1 envelope: {"locations": […]} without status_code or timestamp (a feed of its own shape); ask the operator for the OCPI Locations module');
  }
  if (typeof body['status_code'] !== 'number') throw new FileInvalid('not an OCPI response: status_code is missing');
  if (body['status_code'] !== 1000) throw new FileInvalid(`the OCPI response reports status_code ${body['status_code']}${typeof body['status_message'] === 'string' ? `: ${body['status_message'].slice(0, 200)}` : ''}`);
  if (!Array.isArray(body['data'])) throw new FileInvalid('not an OCPI Locations page: data is not a list of locations');
  const records: ChargingSourceRecord[] = [];
  const notices: OcpiPage['notices'] = [];
  body['data'].forEach((location: unknown, k: number) => {
    const where = `data[${k}]`;
    if (isObject(location) && location['publish'] === false) {
      notices.push({ where, message: 'publish is false: left out' });
      return;
    }
    records.push(locationRecord(location, k, where, notices));
  });
  return { records, notices };
}

function text(o: Json, key: string, where: string, max: number, required: boolean): string {
  const v = o[key];
  if (v === undefined || v === null) {
    if (required) throw new Refused(`${where}.${key} is required`);
    return '';
  }
  if (typeof v !== 'string') throw new Refused(`${where}.${key} must be a string`);
  if (v.length > max) throw new Refused(`${where}.${key} is longer than ${max} characters`);
  return v.trim();
}

/** A GeoLocation value: OCPI's string (or a number, which several feeds send). */
function coordinate(v: unknown, pattern: RegExp, where: string): string {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'string' && pattern.test(v)) return v;
  throw new Refused(`${where} must be a decimal string with 5 to 7 decimals`);
}

function locationRecord(location: unknown, k: number, where: string, notices: OcpiPage['notices']): ChargingSourceRecord {
  const line = k + 1;
  const refused = (message: string): ChargingSourceRecord => ({ line, where, fields: { id: '', name: '', lat: '', lng: '' }, detail: message });
  try {
    if (!isObject(location)) throw new Refused(`${where} is not an object`);
    if (location['publish'] !== true) throw new Refused(`${where}.publish is required (true or false)`);
    const country = text(location, 'country_code', where, 2, true);
    const party = text(location, 'party_id', where, 3, true);
    const id = text(location, 'id', where, 36, true);
    if (!/^[A-Za-z]{2}$/.test(country) || !PARTY.test(party)) throw new Refused(`${where}: country_code must be 2 letters and party_id 3 letters or digits`);
    const countryIso3 = text(location, 'country', where, 3, true).toUpperCase();
    const country2 = COUNTRY_2[countryIso3];
    if (!country2) throw new Refused(`${where}.country ${countryIso3} is not a country the locator serves`);
    const coords = location['coordinates'];
    if (!isObject(coords)) throw new Refused(`${where}.coordinates is required`);
    const operator = isObject(location['operator']) && typeof location['operator']['name'] === 'string' ? location['operator']['name'].trim() : null;
    const evsesRaw = location['evses'];
    if (!Array.isArray(evsesRaw)) throw new Refused(`${where}.evses must be a list`);
    const evses: EvseRecord[] = [];
    evsesRaw.forEach((e: unknown, j: number) => {
      const evse = evseRecord(e, `${where}.evses[${j}]`, notices);
      if (evse) evses.push(evse);
    });
    if (evses.length === 0) throw new Refused(`${where} has no EVSE in service (none listed, or all REMOVED)`);
    return {
      line,
      where,
      fields: {
        id: `${country.toUpperCase()}-${party.toUpperCase()}-${id}`,
        name: text(location, 'name', where, 255, false) || text(location, 'address', where, 45, true),
        lat: coordinate(coords['latitude'], LATITUDE, `${where}.coordinates.latitude`),
        lng: coordinate(coords['longitude'], LONGITUDE, `${where}.coordinates.longitude`),
        address: text(location, 'address', where, 45, true),
        city: text(location, 'city', where, 45, true),
        postcode: text(location, 'postal_code', where, 10, false),
        country_code: country2,
        timezone: text(location, 'time_zone', where, 255, true),
        operator: operator ?? '',
        brand: brandOfOperator(operator) ?? '',
        opening_hours: hoursOf(location['opening_times'], `${where}.opening_times`),
      },
      detail: { payment: null, evses },
    };
  } catch (err) {
    if (err instanceof Refused) return refused(err.message);
    throw err;
  }
}

function evseRecord(e: unknown, where: string, notices: OcpiPage['notices']): EvseRecord | null {
  if (!isObject(e)) throw new Refused(`${where} is not an object`);
  const uid = text(e, 'uid', where, 36, true);
  let status = text(e, 'status', where, 20, true).toUpperCase();
  if (status === 'REMOVED') return null;
  const read = NON_OCPI_STATUS[status];
  if (read) {
    notices.push({ where: `${where}.status`, message: `${status} is not an OCPI status: read as ${read}` });
    status = read;
  }
  if (!(EVSE_STATUSES as readonly string[]).includes(status)) throw new Refused(`${where}.status ${status} is not an OCPI 2.2.1 status`);
  const lastUpdated = text(e, 'last_updated', where, 40, true);
  if (!DATE_TIME.test(lastUpdated) || Number.isNaN(Date.parse(lastUpdated.endsWith('Z') ? lastUpdated : `${lastUpdated}Z`))) {
    throw new Refused(`${where}.last_updated must be an RFC 3339 UTC date-time`);
  }
  const connectorsRaw = e['connectors'];
  if (!Array.isArray(connectorsRaw) || connectorsRaw.length === 0) throw new Refused(`${where}.connectors must list at least one connector`);
  const connectors = connectorsRaw.map((c: unknown, n: number): ConnectorRecord => {
    if (!isObject(c)) throw new Refused(`${where}.connectors[${n}] is not an object`);
    const checked = checkedConnector(c as unknown as RawConnector);
    if (typeof checked === 'string') throw new Refused(`${where}.connectors[${n}]: ${checked}`);
    return checked;
  });
  const at = new Date(lastUpdated.endsWith('Z') ? lastUpdated : `${lastUpdated}Z`).toISOString().replace('.000Z', 'Z');
  return {
    uid,
    evse_id: text(e, 'evse_id', where, 48, false) || null,
    physical_reference: text(e, 'physical_reference', where, 16, false) || null,
    status: status as EvseStatus,
    status_updated_at: at,
    connectors,
  };
}

/** OCPI Hours as opening_hours: `24/7`, or the regular periods by weekday; '' when not given or not readable. */
function hoursOf(hours: unknown, where: string): string {
  if (hours === undefined || hours === null) return '';
  if (!isObject(hours)) throw new Refused(`${where} must be an object`);
  if (hours['twentyfourseven'] === true) return '24/7';
  const regular = hours['regular_hours'];
  if (!Array.isArray(regular) || regular.length === 0) return '';
  const byDay = new Map<number, string[]>();
  for (const r of regular) {
    if (!isObject(r) || typeof r['weekday'] !== 'number' || r['weekday'] < 1 || r['weekday'] > 7) throw new Refused(`${where}.regular_hours: weekday must be 1 (Monday) to 7`);
    const span = `${String(r['period_begin'])}-${String(r['period_end'])}`;
    byDay.set(r['weekday'], [...(byDay.get(r['weekday']) ?? []), span]);
  }
  const osm = [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, spans]) => `${WEEKDAYS[day - 1]} ${spans.join(',')}`)
    .join('; ');
  if (!isValidHours(osm)) throw new Refused(`${where}.regular_hours are not HH:MM periods`);
  return osm;
}
