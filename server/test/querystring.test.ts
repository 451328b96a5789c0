import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coerceToSchema, toFiniteNumber } from '../src/http/coerce.ts';
import { QueryStringError, parseQueryString } from '../src/http/querystring.ts';

describe('query string parser', () => {
  it('parses the bracket syntax the element sends', () => {
    const q = parseQueryString('sw[]=1&sw[]=2&with_any[fuel][]=E10&with_any[fuel][]=E5&bounds[sw][]=3&origin[lat]=4&locale=de_DE');
    assert.deepEqual(JSON.parse(JSON.stringify(q)), {
      sw: ['1', '2'],
      with_any: { fuel: ['E10', 'E5'] },
      bounds: { sw: ['3'] },
      origin: { lat: '4' },
      locale: 'de_DE',
    });
  });
  it('decodes + and percent escapes', () => {
    assert.deepEqual({ ...(parseQueryString('query=tesco+aber%20deen') as object) }, { query: 'tesco aber deen' });
  });
  it('returns an error value (never throws) for input over the limits or malformed', () => {
    const bad = [
      Array.from({ length: 51 }, (_, i) => `a${i}=1`).join('&'), // > 50 params
      Array.from({ length: 21 }, () => 'sw[]=1').join('&'), // > 20 items
      'a[b][c][]=1', // depth 3
      'limit[99999]=1&limit=2', // conflicting shapes
      'a=%E0%A4%A', // bad escape
      '__proto__[x]=1',
      'a[constructor]=1',
      'a[=1',
      'a]=1',
      '[]=1',
      `${'x'.repeat(9000)}=1`,
    ];
    for (const s of bad) assert.ok(parseQueryString(s) instanceof QueryStringError, s.slice(0, 40));
  });
  it('builds objects that inherit nothing from Object.prototype', () => {
    const q = parseQueryString('a[b]=1&toString=x') as Record<string, Record<string, unknown>>;
    for (const o of [q, q.a!, coerceToSchema({ type: 'object', properties: { a: { type: 'object' } } }, q) as Record<string, unknown>]) {
      for (const inherited of ['constructor', 'hasOwnProperty', 'valueOf', '__proto__', '__defineGetter__']) assert.equal(inherited in o, false, inherited);
      assert.equal(Object.getPrototypeOf(Object.getPrototypeOf(o)), null);
    }
    assert.equal(q.toString, 'x');
    assert.equal(({} as Record<string, unknown>).b, undefined);
  });
});

describe('number coercion', () => {
  it('accepts plain decimals only', () => {
    for (const [s, n] of [
      ['5', 5],
      ['-0.5', -0.5],
      ['51.123456', 51.123456],
      ['1e3', 1000],
      ['.5', 0.5],
    ] as const) {
      assert.equal(toFiniteNumber(s), n);
    }
    for (const s of ['Infinity', '-Infinity', 'NaN', '1e400', '0x10', ' 5 ', '', '5abc', '1_000', '0b1']) {
      assert.equal(toFiniteNumber(s), null, s);
    }
  });
  it('follows the schema: numbers, arrays, nested objects', () => {
    const schema = {
      type: 'object',
      properties: {
        lat: { type: 'number' },
        sw: { type: 'array', items: { type: 'number' } },
        origin: { type: 'object', properties: { lat: { type: 'number' } } },
        flag: { type: 'boolean' },
        names: { type: 'array', items: { type: 'string' } },
      },
    };
    const out = coerceToSchema(schema, { lat: '1.5', sw: ['1', 'x'], origin: { lat: 'Infinity' }, flag: 'true', names: 'E10', other: '7' });
    assert.deepEqual(JSON.parse(JSON.stringify(out)), { lat: 1.5, sw: [1, 'x'], origin: { lat: 'Infinity' }, flag: true, names: ['E10'], other: '7' });
  });
});
