import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import type { LocatorConfig } from '../../src/config/types.ts';
import { brandKey } from '../src/index/stations.ts';
import { REPO_ROOT, SHIPPED_STATIONS } from '../src/store/dataset.ts';
import { fixtureApp, json } from './helpers.ts';

/** Every non-optional key of LocatorConfig (src/config/types.ts), as dotted paths. */
const REQUIRED: string[] = [
  'status', 'locale', 'baseUrl', 'country', 'maps', 'maps.provider', 'resources', 'completions',
  'completions.minQueryLength', 'completions.limit', 'completions.debounceMs', 'map',
  'map.targetZoom', 'map.minSearchLocations',
  'map.nearestMode', 'map.nearestLimit', 'map.updateDebounceMs', 'intlData', 'intlData.formats',
  'intlData.formats.number', 'intlData.formats.number.distance', 'intlData.formats.number.distance.unit',
  'directions', 'directions.unitSystem', 'directions.waypointsLimit', 'directions.corridorRadius',
  'directions.corridorRadius.value', 'directions.corridorRadius.min', 'directions.corridorRadius.max',
  'directions.corridorRadius.step',
];

function get(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o !== null && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
}

describe('demo locator configs', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await fixtureApp();
  });
  after(() => app.close());

  const load = async (env: string, locale: string): Promise<LocatorConfig> => {
    const res = await app.inject(`/config/published/uk-fuel/${env}/${locale}.json`);
    assert.equal(res.statusCode, 200);
    return json<LocatorConfig>(res.body);
  };

  it('answers 404 for a resource it has no config for, whatever its spelling (the element says the resource is unknown)', async () => {
    for (const locator of ['UK-FUEL', 'uk_fuel', 'other-brand']) {
      const res = await app.inject(`/config/published/${locator}/prod/en_GB.json`);
      assert.equal(res.statusCode, 404, locator);
    }
    assert.equal((await app.inject('/config/published/uk-fuel/dev/en_GB.json')).statusCode, 400, 'a malformed env stays a bad request');
  });

  it('are complete LocatorConfigs for every env and locale, with the right units', async () => {
    for (const env of ['prod', 'uat', 'test']) {
      for (const locale of ['de_DE', 'en_GB'] as const) {
        const c = await load(env, locale);
        for (const path of REQUIRED) assert.notEqual(get(c, path), undefined, `${env}/${locale}: ${path}`);
        assert.equal(c.locale, locale);
        assert.equal(c.status, 'published');
        assert.equal(c.maps.provider, 'auto');
        assert.equal(c.intlData.formats.number.distance.unit, locale === 'de_DE' ? 'kilometer' : 'mile');
        assert.equal(c.directions.unitSystem, locale === 'de_DE' ? 'metric' : 'imperial');
        // within_region: the starting country view loads the country; the nearest list is paginated ("show more").
        assert.deepEqual(c.resources.locations!.views, ['show', 'within_bounds', 'within_region', 'nearest_to', 'along_corridor', 'complete']);
        assert.equal(c.resources.locations!.paginated, true);
        assert.deepEqual(c.resources.non_matching_locations!.views, ['within_bounds', 'within_region', 'along_corridor']);
        for (const r of Object.values(c.resources)) assert.equal(typeof r.enabled, 'boolean');
        assert.deepEqual(c.directions.corridorRadius, { value: 5, min: 1, max: 25, step: 1 });
        assert.equal(c.filters!.groups.fuel!.mode, 'any');
        assert.equal(c.filters!.groups.amenity!.mode, 'withAll');
        assert.equal(c.filters!.groups.brand!.mode, 'any');
        assert.equal(c.filters!.groups.brand!.summaryLimit, 8);
      }
    }
  });

  it('builds its filter groups from the values in the shipped data', async () => {
    const rows = parse(readFileSync(SHIPPED_STATIONS, 'utf8'), { columns: true }) as Record<string, string>[];
    const split = (v: string): string[] => v.split('|').filter(Boolean);
    const fuels = new Set(rows.flatMap((r) => split(r.fuel_types!)));
    const amenities = new Set(rows.flatMap((r) => split(r.amenities!)));
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(brandKey(r.brand || null), (counts.get(brandKey(r.brand || null)) ?? 0) + 1);
    const brands = new Set([...counts].filter(([k, n]) => k !== 'other' && n >= 20).map(([k]) => k));
    const c = await load('prod', 'de_DE');
    const groups = c.filters!.groups;
    assert.deepEqual(new Set(groups.fuel!.filters), fuels);
    assert.deepEqual(new Set(groups.amenity!.filters), amenities);
    assert.deepEqual(new Set(groups.brand!.filters!.filter((b) => b !== 'other')), brands);
    assert.ok(groups.brand!.filters!.includes('bp') && groups.brand!.filters!.includes('sainsbury_s') && groups.brand!.filters!.includes('other'), 'groups.brand!.filters!.includes(\'bp\') && groups.brand!.filters!.includes(\'sai');
    // The server's own brand keys agree with the config.
    assert.deepEqual(new Set(groups.fuel!.filters), new Set(['E10', 'E5', 'B7_STANDARD', 'B7_PREMIUM', 'B10', 'HVO']));
  });

  it("passes the element's own config validation (src/config/validate.ts)", async (t) => {
    const file = join(REPO_ROOT, 'src/config/validate.ts');
    if (!existsSync(file)) return t.skip('the element has no src/config/validate.ts');
    // Loaded at run time (not type-checked here): the element's module uses bundler-style imports.
    const { validateConfig } = (await import(pathToFileURL(file).href)) as { validateConfig: (c: unknown) => unknown };
    for (const env of ['prod', 'uat', 'test']) {
      for (const locale of ['de_DE', 'en_GB']) {
        const config = json((await app.inject(`/config/published/uk-fuel/${env}/${locale}.json`)).body);
        assert.doesNotThrow(() => validateConfig(config), `${env}/${locale}`);
      }
    }
  });
});
