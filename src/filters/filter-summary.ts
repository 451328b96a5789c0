/**
 * Summarising long filter groups (spec section 2, Filters panel: "Groups can be summarised to a limit with
 * a show more / show fewer button showing the hidden count"). Pure.
 */

export interface FilterSummary<T> {
  /** The items to render. */
  visible: T[];
  /** How many items the summary leaves out (0 when expanded or within the limit). */
  hiddenCount: number;
  /** How many items lie past the limit, hidden or not: the count the show more / show fewer button carries. */
  overflowCount: number;
  /**
   * Which toggle to offer: `more` (collapsed, some hidden), `fewer` (expanded past the limit), or
   * `none` (no limit, or the group fits in it).
   */
  toggle: 'more' | 'fewer' | 'none';
}

/**
 * The first `limit` items unless `expanded`. With no limit, or a group that fits, every item shows and no
 * toggle is offered.
 */
export function summariseFilters<T>(items: readonly T[], limit: number | undefined, expanded: boolean): FilterSummary<T> {
  if (limit === undefined || items.length <= limit) return { visible: [...items], hiddenCount: 0, overflowCount: 0, toggle: 'none' };
  const overflowCount = items.length - limit;
  if (expanded) return { visible: [...items], hiddenCount: 0, overflowCount, toggle: 'fewer' };
  return { visible: items.slice(0, limit), hiddenCount: overflowCount, overflowCount, toggle: 'more' };
}
