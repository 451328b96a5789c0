/** Loading station files into the store: the shipped data on first start, or a brand's CSV. */

import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCanonicalCsv, parseCountriesCsv, type RowError } from './canonical.ts';
import { type ImportResult, type StationsRepository, sha256 } from './store.ts';

/** Repository root, resolved from this module's location (never from the cwd). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SHIPPED_STATIONS = fileURLToPath(new URL('../../../data/uk_forecourts_fuelfinder_2026-02-18.csv', import.meta.url));
export const SHIPPED_COUNTRIES = fileURLToPath(new URL('../../../data/countries.csv', import.meta.url));
export const ATTRIBUTION =
  'Contains public sector information licensed under the Open Government Licence v3.0. Source: GOV.UK Fuel Finder (snapshot 2026-02-18), cleaned.';

export interface FileImport extends ImportResult {
  errors: RowError[];
}

/** Validates a canonical CSV and upserts its good rows in one transaction. Throws FileInvalid for unusable files. */
export async function importStationsFile(repo: StationsRepository, file: string, options: { source?: string; replace?: boolean } = {}): Promise<FileImport> {
  const content = readFileSync(file, 'utf8');
  return importStationsCsv(repo, content, { source: options.source ?? basename(file), replace: options.replace ?? false });
}

/**
 * Which rules made the rows of an import: a new number when validation leaves out other rows than before
 * (2: rows with suspect coordinates and dash placeholders; 3: tidied town and address lines; 4: rows in the
 * sea or far from their postcode area, `store/placement.ts`), so a store
 * that imported a file under older rules imports it again, instead of keeping what those rules let through.
 */
const IMPORT_RULES = 4;

export async function importStationsCsv(repo: StationsRepository, content: string, options: { source: string; replace?: boolean }): Promise<FileImport> {
  const hash = sha256(`import rules ${IMPORT_RULES}\n${content}`);
  // Skips the parse of a file already imported; importRows checks again inside its transaction.
  if (await repo.wasImported(options.source, hash)) {
    return { source: options.source, imported: 0, total: await repo.count(), alreadyImported: true, removed: 0, errors: [] };
  }
  const { rows, errors } = parseCanonicalCsv(content);
  return { ...(await repo.importRows(options.source, hash, rows, errors.length, options.replace ?? false)), errors };
}

/**
 * Every start: the countries (an upsert of ~250 rows, so a shipped file with a corrected box or centre
 * reaches a store made with an older one; it was imported into empty stores only) and the shipped station
 * list unless already imported under the same rules (idempotent).
 */
export async function ensureShippedData(repo: StationsRepository, stationsFile: string | null, countriesFile: string | null): Promise<FileImport | null> {
  if (countriesFile !== null) await repo.importCountries(parseCountriesCsv(readFileSync(countriesFile, 'utf8')));
  if (stationsFile === null) return null;
  // Replace: rows the rules now leave out (or the file no longer lists) go.
  return importStationsFile(repo, stationsFile, { replace: true });
}
