/**
 * fast-check generators of `event.data` values that must NOT pass the host message schema: random JSON and
 * values, huge strings, `__proto__` keys, deep nesting, and near-misses of the real envelope (each broken in
 * one way). All are structured-cloneable, so they can be posted with `window.postMessage`.
 */
import fc from 'fast-check';

const valid = { source: 'station-locator', version: 1, type: 'watchlist' } as const;

/** An id list broken in one way: a non-string, an empty or too long string, or more than 1,000 ids. */
const badIds: fc.Arbitrary<unknown> = fc.oneof(
  fc.array(fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.object()), { minLength: 1, maxLength: 5 }),
  fc.tuple(fc.array(fc.string({ minLength: 1, maxLength: 10 }), { maxLength: 3 }), fc.constant('')).map(([ids, bad]) => [...ids, bad]),
  fc.tuple(fc.integer({ min: 201, max: 5000 }), fc.constantFrom('x', 'é', '😀', ' ')).map(([n, c]) => ['ok', c.repeat(n)]),
  fc.integer({ min: 1001, max: 1500 }).map((n) => Array.from({ length: n }, (_, i) => `id-${i}`)),
  fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.object(), fc.dictionary(fc.string(), fc.string())),
);

/** The envelope with exactly one thing wrong. */
const nearMiss: fc.Arbitrary<unknown> = fc.oneof(
  badIds.map((ids) => ({ ...valid, payload: { ids } })),
  fc.string().filter((s) => s !== 'station-locator').map((source) => ({ ...valid, source, payload: { ids: ['a'] } })),
  fc.oneof(fc.integer().filter((v) => v !== 1), fc.constant('1'), fc.constant(null)).map((version) => ({ ...valid, version, payload: { ids: ['a'] } })),
  fc.oneof(fc.string().filter((t) => t !== 'watchlist'), fc.constant('add-to-watchlist'), fc.constant('WATCHLIST')).map((type) => ({
    ...valid,
    type,
    payload: { ids: ['a'] },
  })),
  fc.oneof(fc.constant(undefined), fc.constant(null), fc.array(fc.string()), fc.string()).map((payload) => ({ ...valid, payload })),
  // The fields one level too deep or hidden behind __proto__.
  fc.constant(JSON.parse('{"__proto__": {"source": "station-locator", "version": 1, "type": "watchlist", "payload": {"ids": ["a"]}}, "polluted": 1}')),
  fc.constant(JSON.parse('{"source": "station-locator", "version": 1, "type": "watchlist", "payload": {"__proto__": {"ids": ["a"]}}}')),
);

/** Something a page might post for a different purpose, or garbage. */
const noise: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.anything({ maxDepth: 3, withNullPrototype: true, withMap: true, withSet: true, withDate: true, withTypedArray: true, withSparseArray: true }),
  fc.tuple(fc.integer({ min: 10_000, max: 200_000 }), fc.string({ minLength: 1, maxLength: 3 })).map(([n, unit]) => unit.repeat(n)),
  fc.integer({ min: 50, max: 120 }).map((depth) => {
    let value: unknown = { ids: ['a'] };
    for (let i = 0; i < depth; i += 1) value = { payload: value };
    return value;
  }),
);

/** Any of the above. None is a valid incoming message. */
export function malformedMessage(): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: nearMiss }, { weight: 2, arbitrary: noise });
}
