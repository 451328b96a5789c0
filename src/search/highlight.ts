/**
 * Matched-substring highlighting for completions (spec section 3, Completion `matched_substrings`).
 * Pure: splits a text into marked and unmarked segments; the list renders marked ones as `<mark>`.
 * Ranges come from a remote service, so they are untrusted: out-of-range, negative, fractional,
 * overlapping and unsorted ranges are clamped and merged rather than trusted.
 */

export interface TextRange {
  offset: number;
  length: number;
}

export interface TextSegment {
  text: string;
  marked: boolean;
}

/** Segments of `text` in order; their concatenation is always `text`. Empty segments are left out. */
export function highlightSegments(text: string, ranges: readonly TextRange[] | undefined): TextSegment[] {
  if (text.length === 0) return [];
  const spans = normaliseRanges(text.length, ranges ?? []);
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const [start, end] of spans) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), marked: false });
  return segments;
}

/** Sorted, non-overlapping, non-empty `[start, end)` spans inside `[0, textLength)`. */
function normaliseRanges(textLength: number, ranges: readonly TextRange[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const range of ranges) {
    if (!Number.isFinite(range.offset) || !Number.isFinite(range.length)) continue;
    const start = Math.max(0, Math.floor(range.offset));
    const end = Math.min(textLength, Math.floor(range.offset + range.length));
    if (end > start) spans.push([start, end]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}
