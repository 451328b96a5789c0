/**
 * Selection intents (spec section 3): what the visitor chose in a search box, before anything is
 * fetched. A recent search is a stored intent; the URL hash `#/place/{id}` makes one too.
 */

/** A maps-service place. `place_id` is required; a selection without one is an error (spec section 8). */
export interface GooglePlaceIntent {
  type: 'google_place';
  place_id: string;
  description: string;
  /** Move the map to it. Not stored with recent searches. */
  shouldTarget?: boolean;
  /**
   * The label recent searches keep for it: our own text (what the visitor typed), never Google's place
   * text, which Google's terms let no one store (only the place id). Without one the pick is not
   * remembered. Not stored itself (it becomes the stored `description`).
   */
  recentLabel?: string;
}

/** One of our own locations, by resource and id. */
export interface LocationIntent {
  type: 'location';
  resource: string;
  id: string;
  description: string;
  shouldTarget?: boolean;
}

export type SelectionIntent = GooglePlaceIntent | LocationIntent;

/** Two intents name the same thing: same place_id, or same resource and id (spec section 5). */
export function isSameIntent(a: SelectionIntent, b: SelectionIntent): boolean {
  if (a.type === 'google_place') return b.type === 'google_place' && a.place_id === b.place_id;
  return b.type === 'location' && a.resource === b.resource && a.id === b.id;
}

/** The intent without transient flags (what recent searches keep). */
export function storableIntent(intent: SelectionIntent): SelectionIntent {
  return intent.type === 'google_place'
    ? { type: 'google_place', place_id: intent.place_id, description: intent.description }
    : { type: 'location', resource: intent.resource, id: intent.id, description: intent.description };
}
