/**
 * Charging sites into the store through the stations' own import: each source's records (NCR
 * tables, an OCPI Locations page) are checked by the same validation as fuel stations (canonical
 * columns, ids, placement) plus their equipment, and written in one transaction with the import
 * recorded (all or nothing, once per content, every replica told).
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ParsedFile, type RowError, RowInvalid, validateRecords } from '../store/canonical.ts';
import type { FileImport } from '../store/dataset.ts';
import { sha256, type StationsRepository } from '../store/store.ts';
import { type ChargingSourceRecord, type NcrTables, ncrRecords } from './ncr.ts';
import { ocpiRecords, type OcpiPage } from './ocpi.ts';

export const SHIPPED_EV_DIR = fileURLToPath(new URL('../../../data/ev/', import.meta.url));
export const NCR_SOURCE = 'ncr-2023-07';
export const NCR_ATTRIBUTION =
  'Contains public sector information licensed under the Open Government Licence v3.0 (National Chargepoint Registry, Department for Transport / OZEV, July 2023 extract).';

/** A new number when the rules leave out other records than before (as the stations' IMPORT_RULES). */
const CHARGING_RULES = 1;

/** Validated charging rows: every station check, then the equipment the source record carries. */
export function chargingRows(records: readonly ChargingSourceRecord[]): ParsedFile {
  // A record its source already refused is reported as such, not by the station checks of what was left of it.
  const refused: RowError[] = [];
  const usable = records.filter((r) => {
    if (typeof r.detail !== 'string') return true;
    refused.push(r.where === undefined ? { line: r.line, message: r.detail } : { line: r.line, where: r.where, message: r.detail });
    return false;
  });
  const checked = validateRecords(usable, (row, record) => {
    if (typeof record.detail === 'string') throw new RowInvalid(record.detail);
    return { ...row, charging: record.detail };
  });
  return { rows: checked.rows, errors: [...refused, ...checked.errors].sort((a, b) => a.line - b.line) };
}

export function readNcrTables(dir: string): NcrTables {
  return {
    sites: readFileSync(join(dir, 'gb_ev_sites_ncr_2023-07.csv'), 'utf8'),
    devices: readFileSync(join(dir, 'gb_ev_devices_ncr_2023-07.csv'), 'utf8'),
    connectors: readFileSync(join(dir, 'gb_ev_connectors_ncr_2023-07.csv'), 'utf8'),
  };
}

async function importChargingRecords(repo: StationsRepository, source: string, content: string, records: () => ChargingSourceRecord[], replace: boolean): Promise<FileImport> {
  const hash = sha256(`charging rules ${CHARGING_RULES}\n${content}`);
  if (await repo.wasImported(source, hash)) return { source, imported: 0, total: await repo.count('charging'), alreadyImported: true, removed: 0, errors: [] };
  const { rows, errors } = chargingRows(records());
  return { ...(await repo.importRows(source, hash, rows, errors.length, replace)), errors };
}

/** The NCR tables of `dir` (replacing the sites an earlier import of them wrote). Throws FileInvalid for unusable tables. */
export async function importNcr(repo: StationsRepository, dir: string = SHIPPED_EV_DIR): Promise<FileImport> {
  const tables = readNcrTables(dir);
  return importChargingRecords(repo, NCR_SOURCE, `${tables.sites}\n${tables.devices}\n${tables.connectors}`, () => ncrRecords(tables), true);
}

/**
 * One OCPI Locations page of `source` (an operator's feed), added to or updating what earlier pages
 * wrote. Throws FileInvalid when the page is not OCPI. The notices say what was left out on purpose.
 */
export async function importOcpiPage(repo: StationsRepository, source: string, content: string): Promise<FileImport & { notices: OcpiPage['notices'] }> {
  const page = ocpiRecords(content); // first: a page that is not OCPI is refused before anything is looked up
  const result = await importChargingRecords(repo, source, content, () => page.records, false);
  return { ...result, notices: page.notices };
}
