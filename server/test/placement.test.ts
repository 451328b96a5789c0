import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseCanonicalCsv } from '../src/store/canonical.ts';
import { naturalEarthLand } from '../src/geo/land.ts';
import { SHIPPED_STATIONS } from '../src/store/dataset.ts';

describe('land (Natural Earth 1:10m)', () => {
  const land = naturalEarthLand();

  it('tells Great Britain, Ireland and the sea apart', () => {
    const leeds = land.massAt(53.7997, -1.5492);
    const belfast = land.massAt(54.5973, -5.9301);
    const dublin = land.massAt(53.3498, -6.2603);
    assert.notEqual(leeds, null);
    assert.notEqual(belfast, null);
    assert.notEqual(leeds, belfast);
    assert.equal(belfast, dublin); // one island
    assert.equal(land.massAt(54.0, -5.0), null); // the Irish Sea between them
    assert.equal(land.massAt(53.8, -1.55), leeds);
  });

  it('measures how far a point at sea is from the coast, within a limit', () => {
    // Belfast's "Star" as the file gives it: 15 km out in the Irish Sea.
    const out = land.coastMetres(53.63286, -5.88946, 50_000)!;
    assert.ok(out > 14_000 && out < 16_000, String(out));
    assert.equal(land.coastMetres(53.63286, -5.88946, 10_000), null);
    assert.equal(land.coastMetres(53.7997, -1.5492, 10_000), 0);
  });
});

describe('import: stations whose coordinates cannot be where they are', () => {
  it('leaves out and reports a station in the sea', () => {
    const csv = [
      'id,name,city,postcode,lat,lng',
      'b1,BELFAST ONE,BELFAST,BT1 1AA,54.5973,-5.9301',
      'b2,STAR,BELFAST,BT39 9JL,53.63286,-5.88946',
      'b3,BANGOR,BANGOR,BT20 3AA,54.6600,-5.6700',
    ].join('\n');
    const { rows, errors } = parseCanonicalCsv(csv);
    assert.deepEqual(rows.map((r) => r.id), ['b1', 'b3']);
    assert.deepEqual(errors.map((e) => e.line), [3]);
    assert.match(errors[0]!.message, /in the sea, more than 10 km from land/);
  });

  it('leaves out a station far from its postcode area among another area\'s stations, and keeps remote ones among their own', () => {
    // Newcastle (NE) and Flintshire (CH) stations; one NE row with Flintshire's coordinates (the UK file's
    // "Four Aces", NE10, at Mold), and an NE one far out in Northumberland with its own area's stations near.
    const ne = [[54.97, -1.61], [54.98, -1.58], [54.96, -1.63], [55.0, -1.6], [54.95, -1.57], [55.01, -1.65], [54.99, -1.55]];
    const ch = [[53.17, -3.14], [53.16, -3.2], [53.19, -3.1], [53.14, -3.18], [53.2, -3.23], [53.18, -3.12], [53.15, -3.16]];
    const lines = ['id,name,postcode,lat,lng'];
    ne.forEach(([lat, lng], i) => lines.push(`ne${i},NE ${i},NE${i + 1} 1AA,${lat},${lng}`));
    ch.forEach(([lat, lng], i) => lines.push(`ch${i},CH ${i},CH${i + 1} 1AA,${lat},${lng}`));
    lines.push('aces,FOUR ACES,NE10 8YB,53.152609,-3.203163');
    lines.push('wooler,GLENDALE GARAGE,NE71 6SN,55.548395,-2.011242', 'wooler2,HAUGH HEAD,NE71 6QP,55.53153,-1.999371');
    const { rows, errors } = parseCanonicalCsv(lines.join('\n'));
    assert.deepEqual(errors.map((e) => e.line), [16]);
    assert.match(errors[0]!.message, /km from the middle of postcode area NE/);
    assert.ok(!rows.some((r) => r.id === 'aces'));
    assert.ok(rows.some((r) => r.id === 'wooler') && rows.some((r) => r.id === 'wooler2'));
  });

  it('takes 49 more rows out of the shipped UK file, the sea station of Belfast among them, and keeps its islands and glens', () => {
    const { rows, errors } = parseCanonicalCsv(readFileSync(SHIPPED_STATIONS, 'utf8'));
    const suspect = errors.filter((e) => /coord_quality is suspect/.test(e.message));
    const misplaced = errors.filter((e) => /in the sea|from the middle of postcode area/.test(e.message));
    assert.equal(suspect.length, 51);
    assert.equal(misplaced.length, 49);
    assert.equal(rows.length, 7158 - 51 - 49);
    const names = new Set(rows.map((r) => r.name));
    for (const gone of ['Star', 'BEN SERVICE STATION', 'FOUR ACES FILLING STATION', 'Port Askaig Stores']) assert.ok(!names.has(gone), gone);
    // Remote, but where their addresses say: Morvern, Mallaig, Barra, Skye, Out Skerries, Fermanagh.
    for (const kept of ['Lochaline Filling Station', 'DENHOLM FISHSELLING LTD', 'A&C MacLean', 'Uig filling station', 'Skerries Co-operative Society', 'TJ Hughes Fuels NI LTD']) {
      assert.ok(names.has(kept), kept);
    }
    // No station left more than 10 km out at sea.
    const land = naturalEarthLand();
    assert.deepEqual(rows.filter((r) => land.coastMetres(r.lat, r.lng, 10_000) === null).map((r) => r.name), []);
  });
});
