import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coerceToSchema, coercerFor, toFiniteNumber } from '../src/http/coerce.ts';
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
  it('answers a parameter name the same way every time it comes back (names are kept by their raw text)', () => {
    const within = 'sw[]=51.1&sw[]=-1.2&ne[]=51.5&ne[]=-0.5&with_any[fuel][]=E10&locale=de_DE';
    const first = JSON.stringify(parseQueryString(within));
    assert.equal(JSON.stringify(parseQueryString(within)), first);
    assert.equal(first, JSON.stringify({ sw: ['51.1', '-1.2'], ne: ['51.5', '-0.5'], with_any: { fuel: ['E10'] }, locale: 'de_DE' }));
    // A refused name is refused again, with the same message; a bad value under a good name is still caught.
    for (const s of ['a[=1', 'a[b][c][]=1', '__proto__[x]=1', 'sw[]=%E0%A4%A']) {
      const [once, again] = [parseQueryString(s), parseQueryString(s)];
      assert.ok(once instanceof QueryStringError && again instanceof QueryStringError, s);
      assert.equal(again.message, once.message, s);
    }
    // The same raw name under a smaller depth limit is judged by that limit, not by what was kept.
    assert.ok(parseQueryString('with_any[fuel][]=E10', { maxParams: 50, maxArrayItems: 20, maxDepth: 1, maxLength: 8192 }) instanceof QueryStringError);
    // More distinct names than are kept: each still parsed on its own merits.
    for (let k = 0; k < 600; k++) assert.deepEqual({ ...(parseQueryString(`n${k}[]=${k}`) as object) }, { [`n${k}`]: [String(k)] });
    assert.deepEqual({ ...(parseQueryString('sw[]=1') as object) }, { sw: ['1'] });
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
  it('works a schema out once: the same coercer for the same schema, its result unaffected by earlier values', () => {
    const schema = { type: 'object', properties: { sw: { type: 'array', items: { type: 'number' } } }, additionalProperties: { type: 'boolean' } };
    const coerce = coercerFor(schema);
    assert.equal(coercerFor(schema), coerce, 'compiled once per schema, not per request');
    assert.deepEqual(JSON.parse(JSON.stringify(coerce({ sw: ['1', '2'], on: 'true' }))), { sw: [1, 2], on: true });
    assert.deepEqual(JSON.parse(JSON.stringify(coerce({ sw: '3', toString: 'false' }))), { sw: [3], toString: false });
    assert.equal(coercerFor(undefined)('x'), 'x');
  });
  it("coerces the request's own query in place: no copy of its objects and arrays per request", () => {
    const schema = { type: 'object', properties: { sw: { type: 'array', items: { type: 'number' } }, with_any: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } } };
    const query = parseQueryString('sw[]=51.5&sw[]=-0.1&with_any[fuel][]=E10') as Record<string, unknown>;
    const sw = query.sw;
    const withAny = query.with_any;
    const out = coercerFor(schema)(query) as Record<string, unknown>;
    assert.equal(out, query);
    assert.equal(out.sw, sw);
    assert.equal(out.with_any, withAny);
    assert.deepEqual(JSON.parse(JSON.stringify(out)), { sw: [51.5, -0.1], with_any: { fuel: ['E10'] } });
  });
});
