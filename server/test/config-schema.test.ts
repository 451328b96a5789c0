/**
 * One source of truth for the config's shape: the JSON Schema the server validates with
 * (src/config/config-schema.json, through Ajv) and the element's own validation (src/config/validate.ts,
 * which the element runs without Ajv) must give the same verdict, on the shipped configs and on every
 * config made by breaking one of their values.
 */

import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { DEFAULT_CONFIG_DIR } from '../src/app.ts';
import { loadConfigFiles } from '../src/config/files.ts';
import { checkConfig } from '../src/config/schema.ts';
import { REPO_ROOT } from '../src/store/dataset.ts';
import { fixtureApp } from './helpers.ts';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Validate = (config: unknown) => unknown;

/** Values of every type and edge, put in place of one value at a time. */
const BAD_VALUES: Json[] = [null, true, false, -1, 0, 1, 1.5, 51, '', ' ', 'x', '#12', '#abc', 'Mars/Olympus', [], ['x'], ['(cities)', 'geocode'], {}, { x: 1 }];

/**
 * Paths below these hold the filter groups' contents: names that must refer to each other, which the
 * filters feature checks (src/filters/filter-config.ts) and no schema can; both sides check their shape only.
 */
const CROSS_REFERENCED = [/^filters\.groups\.[^.]+\./, /^filters\.synthetic\.[^.]+\./];

function paths(value: Json, prefix: string[] = []): string[][] {
  const out: string[][] = prefix.length > 0 ? [prefix] : [];
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]));
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => out.push(...paths(v, [...prefix, String(i)])));
  }
  return out;
}

function withValue(config: Json, path: string[], value: Json | undefined): Json {
  const copy = structuredClone(config) as { [k: string]: Json };
  let node = copy as Json;
  for (const key of path.slice(0, -1)) node = (node as { [k: string]: Json })[key]!;
  const last = path.at(-1)!;
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete (node as { [k: string]: Json })[last];
  } else (node as { [k: string]: Json })[last] = value;
  return copy;
}

/** Every config made by deleting, nulling or replacing one value of `config`, plus added keys. */
export function brokenConfigs(config: Json): { what: string; config: Json }[] {
  const out: { what: string; config: Json }[] = [];
  for (const path of paths(config)) {
    const dotted = path.join('.');
    if (CROSS_REFERENCED.some((re) => re.test(dotted))) continue;
    out.push({ what: `${dotted} deleted`, config: withValue(config, path, undefined) });
    for (const bad of BAD_VALUES) out.push({ what: `${dotted} = ${JSON.stringify(bad)}`, config: withValue(config, path, bad) });
  }
  const added: [string[], Json][] = [
    [['brands', 'siteBrands', 'Shell'], { colour: '#DD1D21', glyph: 'S' }],
    [['brands', 'siteBrands', 'Shell'], null],
    [['brands', 'siteBrands', 'shell'], { colour: 'red', glyph: 'S' }],
    [['brands', 'siteBrands', 'shell'], { colour: '#DD1D21', glyph: 'She' }],
    [['brands', 'siteBrands', 'shell'], { colour: '#DD1D21', glyph: '😀😀' }],
    [['resources', 'ev'], { enabled: true, views: ['nowhere'] }],
    [['resources', 'ev'], { enabled: true, views: ['show'], paginated: 'yes' }],
    [['localized'], { fr_FR: {} }],
    [['localized'], { en_GB: { map: { defaultZoom: 7 } } }],
    [['localized'], { en_GB: 'x' }],
    [['theme'], { primary: '#ffcc00', onPrimary: '#000' }],
    [['theme'], { primary: 'red' }],
    [['theme'], { primary: '#ffcc00;x:y' }],
    [['maps', 'consentMode'], 'required'],
    [['maps', 'consentMode'], 'maybe'],
    [['directions', 'timeZone'], 'Europe/Berlin'],
    [['completions', 'options'], { types: ['a', 'b', 'c', 'd', 'e', 'f'] }],
    [['completions', 'options'], { types: ['(regions)'] }],
    [['map', 'minSearchLocations'], { count: 3 }],
    [['filters', 'synthetic'], { top: { filters: ['fuel.E10'] } }],
    [['filters', 'synthetic'], { top: 'x' }],
    [['filters', 'groups', 'extra'], ['x']],
    [['requestHeaders'], { 'X-Brand': 'bp' }],
    [['requestHeaders'], { 'X-Brand': 1 }],
    [['authFailureUrl'], 'https://example.com/login'],
    [['maps', 'provider'], 'maplibre'],
    [['maps', 'style'], '/map/style.json'],
    [['maps', 'style'], ''],
    [['maps', 'style'], 7],
    [['prices'], { maxAgeHours: 24 }],
    [['prices'], { maxAgeHours: 0 }],
    [['prices'], 'x'],
  ];
  for (const [path, value] of added) out.push({ what: `${path.join('.')} = ${JSON.stringify(value)}`, config: withValue(config, path, value) });
  return out;
}

describe('the config schema and the element agree', () => {
  let validateConfig: Validate;
  let shipped: Map<string, Json>;

  before(async () => {
    // Loaded at run time: the element's module uses bundler-style imports, which tsx resolves.
    ({ validateConfig } = (await import(pathToFileURL(join(REPO_ROOT, 'src/config/validate.ts')).href)) as { validateConfig: Validate });
    shipped = new Map([...loadConfigFiles(DEFAULT_CONFIG_DIR)].map(([key, text]) => [key, JSON.parse(text) as Json]));
  });

  const elementAccepts = (config: Json): boolean => {
    try {
      validateConfig(structuredClone(config));
      return true;
    } catch {
      return false;
    }
  };

  it('both accept every shipped config', () => {
    assert.ok(shipped.size >= 6);
    for (const [key, config] of shipped) {
      assert.deepEqual(checkConfig(config), { valid: true }, key);
      assert.ok(elementAccepts(config), key);
    }
  });

  it('both give the same verdict on every config with one value broken', () => {
    const config = shipped.get('uk-fuel/prod/de_DE')!;
    const cases = brokenConfigs(config);
    const disagreements: string[] = [];
    let rejected = 0;
    for (const { what, config: broken } of cases) {
      const schema = checkConfig(broken).valid;
      const element = elementAccepts(broken);
      if (!schema) rejected++;
      if (schema !== element) disagreements.push(`${what}: schema ${schema ? 'accepts' : 'rejects'}, element ${element ? 'accepts' : 'rejects'}`);
    }
    assert.deepEqual(disagreements, []);
    // The generator breaks things: most of its configs are bad ones.
    assert.ok(cases.length > 1500 && rejected > cases.length / 2, `${rejected} of ${cases.length} rejected`);
  });

  it('is served at GET /config/schema.json', async () => {
    const app = await fixtureApp();
    try {
      const res = await app.inject('/config/schema.json');
      assert.equal(res.statusCode, 200);
      assert.match(res.headers['content-type'] as string, /^application\/schema\+json/);
      const schema = JSON.parse(res.body) as { required: string[] };
      assert.ok(schema.required.includes('resources'));
    } finally {
      await app.close();
    }
  });
});
