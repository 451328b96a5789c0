/**
 * Reading and stepping the amounts a visitor types in the route options (litres topped up, consumption).
 * Pure.
 *
 * Not the browser's number input: it takes the decimal separator of the browser's language, not the
 * page's, so a German visitor on an English browser could not type "6,5" (the comma was dropped and
 * "65" used), and the field showed "6.5" in a German UI. These fields hold small amounts with at most a
 * few decimals and no thousands, so both a comma and a point are read as the decimal separator, whatever
 * the locale: "6,5" and "6.5" are both six and a half.
 */

/**
 * Up to two decimals: three digits after the separator read as a thousands group in half of Europe
 * ("1.000"), so they are taken neither as a fraction nor as a thousand (these amounts stay far below).
 */
const DECIMAL_TEXT = /^\s*(\d*)(?:[.,](\d{0,2}))?\s*$/;

/** The number typed, or NaN when the text is not one (empty, a sign, grouping, letters, two separators). */
export function parseDecimalText(text: string): number {
  const match = DECIMAL_TEXT.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return NaN;
  return Number(`${whole || '0'}.${fraction || '0'}`);
}

/**
 * The amount one step up or down from `current` (as the number input's arrow keys did): on the step's
 * grid, within `range`. Decimals are counted from the step, so 40.4 + 0.1 is 40.5, not 40.50000000000001.
 */
export function stepAmount(current: number, direction: 1 | -1, step: number, range: { min: number; max: number }): number {
  const decimals = (String(step).split('.')[1] ?? '').length;
  const next = Number((Math.round(current / step) * step + direction * step).toFixed(decimals));
  return Math.min(range.max, Math.max(range.min, next));
}
