/**
 * Label keys and the fallback for filters without a translation. Pure.
 *
 * Labels live in the locale files under `filters.groups.<group>` and `filters.labels.<group>.<filter>`.
 * Filter names come from the remote config (brands from the data, say), so a label can be missing: the
 * panel then shows the humanised name (`sainsbury_s` → `Sainsbury s`, `B7_PREMIUM` → `B7 premium`).
 */

/** `filters.groups.<group>` */
export function groupLabelKey(group: string): string {
  return `filters.groups.${group}`;
}

/** `filters.labels.<group>.<filter>` (the real group: synthetic filters reuse their real filter's label). */
export function filterLabelKey(group: string, filter: string): string {
  return `filters.labels.${group}.${filter}`;
}

/** `car_wash` → `Car wash`, `B7_PREMIUM` → `B7 premium`, `E10` → `E10`: underscores to spaces, first letter up. */
export function humaniseFilterName(name: string): string {
  const words = name
    .split(/[_\s]+/)
    .filter((word) => word !== '')
    // Keep short all-caps codes (E10, HVO, B7) as written; lower-case longer shouting words.
    .map((word) => (/^[A-Z0-9]{1,4}$/.test(word) ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
