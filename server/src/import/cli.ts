/**
 * `npm run import -- FILE [--replace] [--source NAME] [--db PATH]`
 *
 * Loads a brand's station CSV (canonical format, see server/README.md) into the server's SQLite
 * store. Every row is validated; a bad row is reported with its line number and skipped. The good
 * rows are written in one transaction: all or nothing. Importing the same file again changes
 * nothing. `--replace` removes stations of the same source that the file no longer lists.
 * Restart the server afterwards to rebuild its in-memory indexes.
 */

process.env.TZ = 'UTC';

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SHIPPED_COUNTRIES, ensureShippedData, importStationsFile } from '../store/dataset.ts';
import { openDatabase } from '../store/db.ts';
import { StationsRepository } from '../store/stations-repository.ts';
import { FileInvalid } from './canonical.ts';

const USAGE = 'usage: npm run import -- FILE [--replace] [--source NAME] [--db PATH]';

function main(): number {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { replace: { type: 'boolean', default: false }, source: { type: 'string' }, db: { type: 'string' }, help: { type: 'boolean', default: false } },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length !== 1) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const file = resolve(positionals[0]!);
  if (!existsSync(file)) {
    console.error(`import: no such file: ${file}`);
    return 2;
  }
  const dbPath = values.db ?? process.env.DB_PATH ?? fileURLToPath(new URL('../../.data/locations.db', import.meta.url));
  const db = openDatabase({ path: dbPath });
  try {
    const repo = new StationsRepository(db);
    ensureShippedData(repo, null, SHIPPED_COUNTRIES);
    const result = importStationsFile(repo, file, { replace: values.replace, ...(values.source ? { source: values.source } : {}) });
    for (const e of result.errors) console.error(`${file}:${e.line}: skipped: ${e.message}`);
    if (result.alreadyImported) {
      console.log(`import: ${file} was already imported as source "${result.source}"; nothing changed (${result.total} stations in ${dbPath})`);
    } else {
      console.log(
        `import: ${result.imported} stations imported from ${file} as source "${result.source}", ${result.errors.length} rows skipped` +
          `${values.replace ? `, ${result.removed} removed` : ''}; ${result.total} stations in ${dbPath}`,
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
    db.close();
  }
}

process.exitCode = main();
