/**
 * Completions (spec sections 3 and 5): from the maps service and from every enabled resource that
 * lists the `complete` view, grouped by source with a count per source and a total. Pure.
 */
import type { ResourceConfig } from '../config';
import type { WireCompletion } from '../api';
import type { TextRange } from './highlight';
import type { SelectionIntent } from './selection-intent';

/** The source name of maps-service completions. Resource sources are named after their resource. */
export const PLACES_SOURCE = 'places';
/** The source name of recent searches when they fill the list (analytics, option ids). */
export const RECENT_SOURCE = 'recent';

export interface CompletionOption {
  source: string;
  /** The option's text; `matches` index into it. */
  text: string;
  matches: readonly TextRange[];
  intent: SelectionIntent;
}

export interface CompletionGroup {
  source: string;
  options: readonly CompletionOption[];
}

export interface CompletionResults {
  /** Groups with at least one option, places first, then resources in config order. */
  groups: readonly CompletionGroup[];
  /** Options per source, every queried source included (0 when it found nothing or failed). */
  counts: Readonly<Record<string, number>>;
  total: number;
  /** The text is a postcode the places service does not know, only its area: said, never offered as the place. */
  unknownPostcode?: UnknownPostcode;
}

/**
 * A postcode the places service does not know (the reference API's gazetteer answers its postcode area,
 * typed `unknown_postal_code`): "PA80 5UD" (Lochaline) was taken as "PA, Paisley", 150 km off, and the
 * list gave Paisley's stations as 0.61 mi away. Google never sends the type.
 */
export interface UnknownPostcode {
  /** As typed, upper case: "PA80 5UD". */
  postcode: string;
  /** The area's letters: "PA". */
  area: string;
  /** Where the area is, as the service names it: "Paisley, United Kingdom". */
  where: string;
}

/** The place suggestions to offer, and the unknown postcode they held (`UnknownPostcode`), if any. */
export function splitUnknownPostcode<S extends PlaceSuggestionLike & { mainText?: string; secondaryText?: string; types?: readonly string[] }>(
  query: string,
  suggestions: readonly S[],
): { offered: S[]; unknownPostcode: UnknownPostcode | null } {
  const unknown = suggestions.find((s) => s.types?.includes('unknown_postal_code'));
  if (!unknown) return { offered: [...suggestions], unknownPostcode: null };
  return {
    offered: suggestions.filter((s) => s !== unknown),
    unknownPostcode: { postcode: query.trim().toUpperCase(), area: unknown.mainText ?? '', where: unknown.secondaryText ?? '' },
  };
}

export const EMPTY_RESULTS: CompletionResults = Object.freeze({ groups: [], counts: {}, total: 0 });

/** A maps-service suggestion, as much of it as a completion needs (the maps port's `Suggestion`). */
export interface PlaceSuggestionLike {
  placeId: string;
  text: string;
  matches: readonly TextRange[];
}

/** Spec section 5: completions are requested only when the query reaches the minimum length. */
export function reachesMinimumLength(query: string, minQueryLength: number): boolean {
  return query.trim().length >= Math.max(1, minQueryLength);
}

/** Resources that are enabled and list the `complete` view, in config order. */
export function completionResources(resources: Readonly<Record<string, ResourceConfig>>): string[] {
  return Object.entries(resources)
    .filter(([, resource]) => resource.enabled && resource.views.includes('complete'))
    .map(([name]) => name);
}

export function placeOption(suggestion: PlaceSuggestionLike): CompletionOption {
  return {
    source: PLACES_SOURCE,
    text: suggestion.text,
    matches: suggestion.matches,
    intent: { type: 'google_place', place_id: suggestion.placeId, description: suggestion.text },
  };
}

/** A completion of our API. Entries without an id or text (a misbehaving backend) give `null`. */
export function locationOption(resource: string, completion: WireCompletion): CompletionOption | null {
  if (typeof completion.id !== 'string' || completion.id === '' || typeof completion.value !== 'string' || completion.value === '') {
    return null;
  }
  return {
    source: resource,
    text: completion.value,
    matches: Array.isArray(completion.matched_substrings) ? completion.matched_substrings : [],
    intent: { type: 'location', resource, id: completion.id, description: completion.value },
  };
}

export function recentOption(intent: SelectionIntent): CompletionOption {
  return { source: RECENT_SOURCE, text: intent.description, matches: [], intent };
}

/**
 * Google's Places policies: Places text shown without a Google map needs Google's attribution. The
 * completions show Google's place suggestions (the `places` source on the Google platform); a map is
 * in view on desktop and in the phone's map view, not in its list view.
 */
export function needsGoogleAttribution(groups: readonly CompletionGroup[], provider: string | undefined, mapVisible: boolean): boolean {
  return provider === 'google' && !mapVisible && groups.some((group) => group.source === PLACES_SOURCE && group.options.length > 0);
}

/** Groups per source, each cut to `limit`, with counts and the total. Sources keep the given order. */
export function buildCompletionResults(
  sources: readonly { source: string; options: readonly CompletionOption[] }[],
  limit: number,
): CompletionResults {
  const counts: Record<string, number> = {};
  const groups: CompletionGroup[] = [];
  let total = 0;
  for (const { source, options } of sources) {
    const kept = options.slice(0, Math.max(0, limit));
    counts[source] = kept.length;
    total += kept.length;
    if (kept.length > 0) groups.push({ source, options: kept });
  }
  return { groups, counts, total };
}

/** All options of all groups, in display order: what the arrow keys walk through. */
export function flattenOptions(groups: readonly CompletionGroup[]): CompletionOption[] {
  return groups.flatMap((group) => group.options);
}

export type ActiveMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The active option after a key press (ARIA 1.2 combobox): -1 is "none" (focus on the text).
 * Down from the last option and up from the first wrap around.
 */
export function moveActiveIndex(current: number, count: number, move: ActiveMove): number {
  if (count <= 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'previous':
      return current <= 0 ? count - 1 : current - 1;
  }
}
