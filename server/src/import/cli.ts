/**
 * `npm run import -- FILE [--replace] [--source NAME] [--db PATH]`
 * `npm run import -- --ocpi PAGE.json --source OPERATOR [--db PATH]`
 *
 * Loads a brand's station CSV (canonical format, see server/README.md) into the server's store:
 * PostgreSQL when DATABASE_URL is set, else the SQLite file (`--db`, DB_PATH or the default).
 * Every row is validated; a bad row is reported with its line number and skipped. The good rows
 * are written in one transaction: all or nothing. Importing the same file again changes nothing.
 * `--replace` removes stations of the same source that the file no longer lists. Running servers
 * rebuild their indexes by themselves (PostgreSQL: notified in the import's transaction; SQLite:
 * they poll the data version).
 *
 * With `--ocpi` the file is a page of an operator's OCPI 2.2.1 Locations (`GET {locations}`), imported as
 * charging sites (resource `charging`) of the source named; locations left out on purpose and statuses
 * read from non-OCPI values are listed as notices.
 */

process.env.TZ = 'UTC';

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SHIPPED_COUNTRIES, ensureShippedData, importStationsFile } from '../store/dataset.ts';
import { openStore } from '../store/open.ts';
import { importOcpiPage } from '../charging/import.ts';
import { FileInvalid } from '../store/canonical.ts';

const USAGE = 'usage: npm run import -- FILE [--replace] [--source NAME] [--db PATH]  |  npm run import -- --ocpi PAGE.json --source OPERATOR [--db PATH]';

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { replace: { type: 'boolean', default: false }, ocpi: { type: 'boolean', default: false }, source: { type: 'string' }, db: { type: 'string' }, help: { type: 'boolean', default: false } },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length !== 1 || (values.ocpi && (values.source === undefined || values.replace))) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const file = resolve(positionals[0]!);
  if (!existsSync(file)) {
    console.error(`import: no such file: ${file}`);
    return 2;
  }
  const databaseUrl = values.db === undefined ? process.env.DATABASE_URL : undefined;
  const dbPath = values.db ?? process.env.DB_PATH ?? fileURLToPath(new URL('../../.data/locations.db', import.meta.url));
  const store = await openStore(databaseUrl ? { databaseUrl } : { dbPath });
  const where = store.kind === 'postgres' ? 'PostgreSQL' : dbPath;
  try {
    const repo = store.stations;
    await ensureShippedData(repo, null, SHIPPED_COUNTRIES);
    if (values.ocpi) {
      const page = await importOcpiPage(repo, values.source!, readFileSync(file, 'utf8'));
      for (const n of page.notices) console.error(`${file}: ${n.where}: ${n.message}`);
      for (const e of page.errors) console.error(`${file}: ${e.where ?? `record ${e.line}`}: skipped: ${e.message}`);
      console.log(
        page.alreadyImported
          ? `import: ${file} was already imported as source "${page.source}"; nothing changed (${page.total} charging sites in ${where})`
          : `import: ${page.imported} charging sites imported from ${file} as source "${page.source}", ${page.errors.length} locations skipped; ${page.total} charging sites in ${where}`,
      );
      return 0;
    }
    const result = await importStationsFile(repo, file, { replace: values.replace, ...(values.source ? { source: values.source } : {}) });
    for (const e of result.errors) console.error(`${file}:${e.line}: skipped: ${e.message}`);
    if (result.alreadyImported) {
      console.log(`import: ${file} was already imported as source "${result.source}"; nothing changed (${result.total} stations in ${where})`);
    } else {
      console.log(
        `import: ${result.imported} stations imported from ${file} as source "${result.source}", ${result.errors.length} rows skipped` +
          `${values.replace ? `, ${result.removed} removed` : ''}; ${result.total} stations in ${where}`,
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof FileInvalid) {
      console.error(`import: ${file}: ${err.message}; nothing imported`);
      return 1;
    }
    throw err;
  } finally {
    await store.close();
  }
}

process.exitCode = await main();
