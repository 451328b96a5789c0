import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { FileInvalid, parseCanonicalCsv } from '../src/store/canonical.ts';
import { REPO_ROOT } from '../src/store/dataset.ts';
import { sha256 } from '../src/store/store.ts';
import { buildApp } from '../src/app.ts';
import { sqliteOf } from './helpers.ts';

const HEADER = 'id,name,brand,city,postcode,lat,lng,opening_hours,fuel_types,amenities,price_e10,temporarily_closed';
const good = (id: string, extra = ''): string => `${id},Station ${id},BP,LEEDS,LS1 1AA,53.8,-1.55,Mo-Su 06:00-22:00,E10|E5,car_wash,139.9,false${extra}`;

describe('canonical CSV validation', () => {
  it('reports bad rows with their line numbers and keeps the good ones', () => {
    const csv = [
      HEADER,
      good('a1'),
      good('a2').replace('53.8', 'Infinity'),
      good('a3').replace('-1.55', '-181'),
      good('a4').replace('Mo-Su 06:00-22:00', 'whenever'),
      good('a5').replace('E10|E5', 'E10|DIESEL'),
      good('a6').replace('139.9', '-3'),
      good('a7').replace(',BP,', ',"BP, with ""quotes""",'),
      good('a1'),
      'a8,,BP,LEEDS,LS1 1AA,53.8,-1.55,,,,,',
      'a9,too,few',
      good('a/10'),
      good('a11').replace('false', 'maybe'),
    ].join('\n');
    const { rows, errors } = parseCanonicalCsv(csv);
    assert.deepEqual(rows.map((r) => r.id), ['a1', 'a7']);
    assert.deepEqual(
      errors.map((e) => e.line),
      [3, 4, 5, 6, 7, 9, 10, 11, 12, 13],
    );
    assert.match(errors[0]!.message, /lat/);
    assert.match(errors[5]!.message, /duplicate id/);
    assert.match(errors[6]!.message, /name is required/);
    assert.equal(rows[1]!.brand, 'BP, with "quotes"');
    assert.deepEqual(rows[0]!.prices, { E10: 139.9 });
  });

  it('leaves out rows whose coordinates the data marks suspect, and reads a lone dash as no value', () => {
    const header = 'id,name,address,address_line_2,city,lat,lng,coord_quality';
    const csv = [
      header,
      'w1,NEWTON HILL,LEEDS ROAD,—,WAKEFIELD,53.70,-1.49,ok',
      'w2,MISPLACED,LEEDS ROAD,,WAKEFIELD,54.9765,-1.456572,suspect',
      'w3,REPAIRED,HIGH STREET,-,WAKEFIELD,53.68,-1.50,fixed_sign',
    ].join('\n');
    const { rows, errors } = parseCanonicalCsv(csv);
    assert.deepEqual(rows.map((r) => r.id), ['w1', 'w3']);
    assert.deepEqual(errors.map((e) => e.line), [3]);
    assert.match(errors[0]!.message, /coord_quality is suspect/);
    assert.equal(rows[0]!.address_line_2, null);
    assert.equal(rows[1]!.address_line_2, null);
  });

  it('tidies the town and address lines a person reads and the gazetteer names places by', () => {
    // Rows of the UK file, as given.
    const header = 'id,name,address,address_line_2,city,county,postcode,lat,lng';
    const csv = [
      header,
      't1,FRANKLEY,FRANKLEY SERVICE AREA,"M5 MOTOWAY ILLEY LANE,","BIRMINGHAM,",WEST MIDLANDS,B32 4AR,52.43,-2.02',
      't2,BRIDGEWATER,BRIDGEWATER RD,BRISTOL BS41 8JP,BRISTOL BS41 8JP,NORTH SOMERSET,BS41 8JP,51.42,-2.63',
      't3,WHITESTILES,WHITESTILES SERVICE STATION,—,49 SHAP ROAD,KENDAL,LA9 6DL,54.32,-2.74',
      't4,SUTTERTON,HOLBEACH ROAD,,A16/A17 SUTTERTON BOSTON,LINCOLNSHIRE,PE20 2LG,52.90,-0.10',
      't5,LEES,LEES VILLAGE,"ST JOHN ST, LEES , OLDHAM","GREATER MANCHESTER,",,OL4 3DQ,53.54,-2.07',
      't6,LAUDER,LAUDER SERVICE STATION,HIGH ST,1 EDINBURGH RD,,TD2 6TW,55.71,-2.75',
      't7,PLAIN,1 HIGH STREET,,LEEDS,WEST YORKSHIRE,LS1 1AA,53.8,-1.55',
    ].join('\n');
    const { rows, errors } = parseCanonicalCsv(csv);
    assert.deepEqual(errors, []);
    const lines = rows.map((r) => [r.address, r.address_line_2, r.city, r.county]);
    assert.deepEqual(lines, [
      ['FRANKLEY SERVICE AREA', 'M5 MOTOWAY ILLEY LANE', 'BIRMINGHAM', 'WEST MIDLANDS'],
      ['BRIDGEWATER RD', 'BRISTOL BS41 8JP', 'BRISTOL', 'NORTH SOMERSET'],
      // A street as the town: it becomes the second line, the county the town.
      ['WHITESTILES SERVICE STATION', '49 SHAP ROAD', 'KENDAL', 'KENDAL'],
      ['HOLBEACH ROAD', 'A16/A17 SUTTERTON BOSTON', 'LINCOLNSHIRE', 'LINCOLNSHIRE'],
      ['LEES VILLAGE', 'ST JOHN ST, LEES , OLDHAM', 'GREATER MANCHESTER', null],
      // The second line is taken and there is no county: no town rather than a street as one.
      ['LAUDER SERVICE STATION', 'HIGH ST', null, null],
      ['1 HIGH STREET', null, 'LEEDS', 'WEST YORKSHIRE'],
    ]);
  });

  it('rejects files without required columns or with broken CSV as a whole', () => {
    assert.throws(() => parseCanonicalCsv('id,name,lat\n1,a,1'), FileInvalid);
    assert.throws(() => parseCanonicalCsv(`${HEADER}\n"unterminated,a,b`), FileInvalid);
    assert.throws(() => parseCanonicalCsv(''), FileInvalid);
  });
});

describe('store', () => {
  it('imports the shipped stations once per file and import rules and the countries on every start, into a WAL file database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sl-import-'));
    try {
      const dbPath = join(dir, 'locations.db');
      const csv = [HEADER, good('d1'), good('d2')].join('\n');
      const file = join(dir, 'stations.csv');
      writeFileSync(file, csv);
      const a = await buildApp({ dbPath, dataFile: file, rateLimit: false });
      assert.equal(a.stationIndex.size, 2);
      assert.equal(sqliteOf(a).pragma('journal_mode', { simple: true }), 'wal');
      await a.close();
      const b = await buildApp({ dbPath, dataFile: file, rateLimit: false });
      assert.equal(b.stationIndex.size, 2);
      const imports = sqliteOf(b).prepare("SELECT count(*) AS n FROM imports WHERE source = 'stations.csv'").get() as { n: number };
      assert.equal(imports.n, 1);
      // A store filled under older import rules (recorded with a hash of the bare file) holding a row those
      // rules let through: the file is imported again, and the row goes.
      const db = sqliteOf(b);
      db.prepare('UPDATE imports SET sha256 = ?').run(sha256(csv));
      const columns = (db.prepare('SELECT name FROM pragma_table_info(\'stations\')').all() as { name: string }[]).map((c) => c.name);
      const copied = columns.map((c) => (c === 'id' ? "'let-through'" : c)).join(', ');
      db.prepare(`INSERT INTO stations (${columns.join(', ')}) SELECT ${copied} FROM stations WHERE id = 'd1'`).run();
      // A store made with an older countries file: the shipped one's values replace its row.
      db.prepare("UPDATE countries SET north = 50, center_lat = 10 WHERE country_code = 'GB'").run();
      await b.close();
      const c = await buildApp({ dbPath, dataFile: file, rateLimit: false });
      assert.deepEqual(c.stationIndex.stations.map((station) => station.id).sort(), ['d1', 'd2']);
      assert.deepEqual(sqliteOf(c).prepare("SELECT north, center_lat FROM countries WHERE country_code = 'GB'").get(), { north: 60.8484, center_lat: 54 });
      assert.equal((sqliteOf(c).prepare("SELECT count(*) AS n FROM imports WHERE source = 'stations.csv'").get() as { n: number }).n, 2);
      await c.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run import', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sl-cli-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reports bad rows with line numbers, imports the rest, and is idempotent', () => {
    const file = join(dir, 'brand.csv');
    writeFileSync(file, [HEADER, good('e1'), good('e2').replace('53.8', '95'), good('e3')].join('\n'));
    const dbPath = join(dir, 'cli.db');
    const run = () => spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server/src/import/cli.ts'), file, '--db', dbPath], { encoding: 'utf8', cwd: REPO_ROOT });
    const first = run();
    assert.equal(first.status, 0, first.stderr);
    assert.match(first.stderr, /brand\.csv:3: skipped: lat/);
    assert.match(first.stdout, /2 stations imported/);
    const second = run();
    assert.equal(second.status, 0);
    assert.match(second.stdout, /already imported/);
    const bad = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server/src/import/cli.ts'), join(dir, 'missing.csv'), '--db', dbPath], { encoding: 'utf8', cwd: REPO_ROOT });
    assert.equal(bad.status, 2);
  });
});
