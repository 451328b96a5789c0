import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { syntheticStations } from '../src/import/synthetic.ts';
import { Gazetteer } from '../src/index/gazetteer.ts';
import { StationIndex } from '../src/index/station-index.ts';
import { WordIndex } from '../src/index/search.ts';
import { runNow, runSliced, type Steps } from '../src/index/time-slice.ts';
import './helpers.ts';

describe('builds in slices', () => {
  it('run to the same result, and let other callbacks run in between', async () => {
    function* count(n: number): Steps<number> {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        sum += i;
        // Busy for ~1 ms per step: the sliced run must hand back the loop between steps.
        const t = performance.now();
        while (performance.now() - t < 1);
        yield;
      }
      return sum;
    }
    assert.equal(runNow(count(10)), 45);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const sum = await runSliced(count(60), 5);
    clearInterval(timer);
    assert.equal(sum, 1770);
    assert.ok(ticks >= 5, `${ticks} timer callbacks ran during a 60 ms build`);
  });

  it('hand the loop back after the last step too: what the caller does next starts a turn of its own', async () => {
    let ranBetween = false;
    function* short(): Steps<number> {
      setImmediate(() => (ranBetween = true));
      yield;
      return 1;
    }
    // Well within the budget: without the last hand-back the caller would go on in the same turn.
    assert.equal(await runSliced(short(), 1000), 1);
    assert.equal(ranBetween, true, 'a callback queued during the last slice ran before the caller went on');
  });

  it('a gazetteer and a word index built in slices answer as those built at once', async () => {
    const rows = syntheticStations(5000, 3);
    const countries = [{ country_code: 'GB', name: 'United Kingdom', center_lat: 54, center_lng: -2, south: 49.9, west: -8.6, north: 60.9, east: 1.8, area_km2: 242_495 }];
    const now = new Gazetteer(rows, countries);
    const sliced = await Gazetteer.build(rows, countries);
    assert.equal(sliced.size, now.size);
    assert.ok(now.complete('ash', 10).length > 0 && now.reverse(rows[0]!.lat, rows[0]!.lng).length > 1, 'the queries below find something');
    for (const q of ['ash', 'brook', 'castle dale', 'united', 'x']) assert.deepEqual(sliced.complete(q, 10), now.complete(q, 10), q);
    for (const { lat, lng } of [rows[0]!, rows[100]!, { lat: 51.5, lng: -0.1 }]) assert.deepEqual(sliced.reverse(lat, lng), now.reverse(lat, lng));
    const eager = new StationIndex(rows);
    const warmed = new StationIndex(rows, {}, false);
    await warmed.warm();
    const all = eager.compile({});
    assert.ok(eager.complete('ash', 10, all).length > 0);
    for (const q of ['high', 'ash', 'station 12', 'tesco brook']) assert.deepEqual(warmed.complete(q, 10, warmed.compile({})), eager.complete(q, 10, all), q);
  });

  it('a word index hands the loop back every 32 documents: making their words is slow while a replica serves', () => {
    // A station's words come from its completion value (its name with its brand): in a rebuild's
    // slices, 256 of them at a time held the event loop 50-70 ms (bench:server's rebuild, 150,000 stations).
    let made = 0;
    function* docs(): Generator<[number, string[]]> {
      for (let i = 0; i < 1000; i++) {
        made++;
        yield [i, [`w${i % 97}`, 'shared']];
      }
    }
    const build = WordIndex.steps(docs());
    let most = 0;
    for (let before = made, step = build.next(); !step.done; before = made, step = build.next()) most = Math.max(most, made - before);
    assert.ok(most <= 32, `${most} documents read in one step`);
    const index = WordIndex.of(docs());
    assert.equal(index.docs('shared').length, 1000);
    assert.deepEqual(
      index.docs('w96').sort((a, b) => a - b),
      Array.from({ length: 10 }, (_, k) => 96 + 97 * k),
    );
  });
});
