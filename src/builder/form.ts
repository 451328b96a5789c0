/**
 * The fields authors change most, as config paths the form reads and writes, and the filter helpers
 * (default filters as `prefilters`, group order as `priority`). Pure.
 */
import { getPath, setPath, type JsonObject } from './paths';

export type FieldKind = 'colour' | 'number' | 'select' | 'text';

export interface FieldDef {
  path: string;
  kind: FieldKind;
  /** For selects. */
  options?: string[];
  min?: number;
  max?: number;
  step?: number;
}

export interface FieldGroup {
  /** Key of the group's legend in the builder's strings (`form.<id>.legend`); each field's label is `form.<id>.<last path part>`. */
  id: string;
  fields: FieldDef[];
}

export const FIELD_GROUPS: FieldGroup[] = [
  {
    id: 'theme',
    fields: [
      { path: 'theme.primary', kind: 'colour' },
      { path: 'theme.onPrimary', kind: 'colour' },
      { path: 'theme.textColor', kind: 'colour' },
      { path: 'theme.background', kind: 'colour' },
      { path: 'theme.borderColor', kind: 'colour' },
    ],
  },
  {
    id: 'units',
    fields: [
      { path: 'intlData.formats.number.distance.unit', kind: 'select', options: ['kilometer', 'mile'] },
      { path: 'directions.unitSystem', kind: 'select', options: ['metric', 'imperial'] },
    ],
  },
  {
    id: 'search',
    fields: [{ path: 'completions.minQueryLength', kind: 'number', min: 0, max: 10, step: 1 }],
  },
  {
    id: 'directions',
    fields: [
      { path: 'directions.waypointsLimit', kind: 'number', min: 2, max: 27, step: 1 },
      { path: 'directions.corridorRadius.value', kind: 'number', min: 0, max: 100, step: 1 },
      { path: 'directions.corridorRadius.min', kind: 'number', min: 0, max: 100, step: 1 },
      { path: 'directions.corridorRadius.max', kind: 'number', min: 0, max: 100, step: 1 },
    ],
  },
  {
    id: 'maps',
    fields: [
      { path: 'maps.provider', kind: 'select', options: ['auto', 'google', 'maplibre'] },
      { path: 'maps.consentMode', kind: 'select', options: ['required', 'not_required'] },
      { path: 'maps.apiKey', kind: 'text' },
      { path: 'maps.mapId', kind: 'text' },
    ],
  },
];

/** `form.<group>.<label>`: the last part of the path (`corridorRadius.value` → `corridorRadiusValue`). */
export function labelKey(group: string, path: string): string {
  const parts = path.split('.');
  const last = parts.at(-1)!;
  const name = parts.at(-2) === 'corridorRadius' ? `corridorRadius${last[0]!.toUpperCase()}${last.slice(1)}` : last;
  return `form.${group}.${name}`;
}

/** A form value into the config: empty text removes an optional key; numbers must parse. */
export function applyField(config: JsonObject, field: FieldDef, raw: string): JsonObject | null {
  if (field.kind === 'number') {
    const value = Number(raw);
    return raw.trim() === '' || !Number.isFinite(value) ? null : setPath(config, field.path, value);
  }
  const value = raw.trim();
  return setPath(config, field.path, value === '' ? undefined : value);
}

export function fieldValue(config: JsonObject, field: FieldDef): string {
  const value = getPath(config, field.path);
  if (value === undefined || value === null) return '';
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

export interface FilterGroupView {
  name: string;
  filters: string[];
}

/** The filter groups in display order: `priority` first, then the others in config order. */
export function filterGroups(config: JsonObject): FilterGroupView[] {
  const groups = getPath(config, 'filters.groups');
  if (!groups || typeof groups !== 'object') return [];
  const entries = Object.entries(groups as Record<string, { filters?: unknown; enabled?: unknown }>).map(([name, g]) => ({
    name,
    filters: (Array.isArray(g.enabled) ? g.enabled : Array.isArray(g.filters) ? g.filters : []).filter((f): f is string => typeof f === 'string'),
  }));
  const priority = getPath(config, 'filters.priority');
  const order = Array.isArray(priority) ? priority.filter((p): p is string => typeof p === 'string') : [];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return entries.map((e, i) => ({ ...e, i })).sort((a, b) => rank(a.name) - rank(b.name) || a.i - b.i).map(({ name, filters }) => ({ name, filters }));
}

/** The default filters, `group.filter`, from the comma list `prefilters`. */
export function prefilters(config: JsonObject): Set<string> {
  const value = getPath(config, 'filters.prefilters');
  return new Set(typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : []);
}

export function withPrefilter(config: JsonObject, key: string, on: boolean): JsonObject {
  const set = prefilters(config);
  if (on) set.add(key);
  else set.delete(key);
  return setPath(config, 'filters.prefilters', set.size > 0 ? [...set].join(',') : undefined);
}

/** Moves a group one place up (-1) or down (+1) in `priority`, which then lists every group. */
export function withGroupMoved(config: JsonObject, name: string, by: -1 | 1): JsonObject {
  const order = filterGroups(config).map((g) => g.name);
  const from = order.indexOf(name);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return config;
  order.splice(to, 0, ...order.splice(from, 1));
  return setPath(config, 'filters.priority', order);
}

export interface BrandRow {
  key: string;
  colour: string;
  glyph: string;
}

export function brandRows(config: JsonObject): BrandRow[] {
  const table = getPath(config, 'brands.siteBrands');
  if (!table || typeof table !== 'object') return [];
  return Object.entries(table as Record<string, { colour?: unknown; glyph?: unknown } | null>).flatMap(([key, v]) =>
    v && typeof v.colour === 'string' && typeof v.glyph === 'string' ? [{ key, colour: v.colour, glyph: v.glyph }] : [],
  );
}

export function withBrand(config: JsonObject, key: string, visual: { colour: string; glyph: string } | undefined): JsonObject {
  const table = { ...((getPath(config, 'brands.siteBrands') as Record<string, unknown> | undefined) ?? {}) };
  if (visual) table[key] = visual;
  else delete table[key];
  return setPath(config, 'brands.siteBrands', table);
}
