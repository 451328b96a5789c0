/**
 * JSON schemas shared by the routes. Query values arrive as strings and are coerced by
 * `http/coerce.ts` (finite decimals only) before Ajv validates them with coercion off.
 * `finite: true` is our Ajv keyword: JSON bodies can carry `1e400`, which parses to Infinity.
 */

export const lat = { type: 'number', minimum: -90, maximum: 90, finite: true } as const;
export const lng = { type: 'number', minimum: -180, maximum: 180, finite: true } as const;
export const latLngPair = { type: 'array', items: { type: 'number', finite: true }, minItems: 2, maxItems: 2 } as const;

const filterNames = { type: 'array', maxItems: 20, items: { type: 'string', minLength: 1, maxLength: 64 } } as const;
export const filterSelection = {
  type: 'object',
  additionalProperties: false,
  properties: { fuel: filterNames, amenity: filterNames, brand: filterNames, connector: filterNames, power: filterNames },
} as const;

export const common = {
  locale: { type: 'string', maxLength: 10, pattern: '^[A-Za-z]{2}(?:[_-][A-Za-z]{2})?$' },
  format: { type: 'string', enum: ['json'] },
  with_any: filterSelection,
  with_all: filterSelection,
} as const;

/** within_bounds and within_region: `fields=map` projects each location onto the map's fields (contract.ts `WireMapField`). */
export const fields = { type: 'string', enum: ['map'] } as const;

/** With `fields=map`: `columns` lays the answer out as one array per field (contract.ts `MapColumnsResponse`). */
export const layout = { type: 'string', enum: ['rows', 'columns'] } as const;

export const zoom = { type: 'number', minimum: 0, maximum: 22, finite: true } as const;

export const resource = { type: 'string', enum: ['locations', 'non_matching_locations', 'charging'] } as const;
