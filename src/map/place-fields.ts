/**
 * Provider place details → our `Place` (spec section 3). Each implementation first turns its
 * answer into `RawPlaceDetails` (Google's new `Place` field names), then this one function applies
 * the spec's fallbacks, so all of them agree.
 */
import type { Bounds, LatLng, Place } from './types';

/** One address component, as Google's `Place.addressComponents` gives it. */
export interface AddressComponent {
  longText: string;
  shortText: string;
  types: string[];
}

export interface RawPlaceDetails {
  id?: string | null;
  displayName?: string | null;
  formattedAddress?: string | null;
  location?: LatLng | null;
  viewport?: Bounds | null;
  addressComponents?: AddressComponent[] | null;
}

/** Shown when a place has no country component (spec section 3). */
export const MISSING_COUNTRY_TEXT = 'N/A';

function componentOf(components: readonly AddressComponent[], ...types: string[]): string {
  for (const type of types) {
    const match = components.find((component) => component.types.includes(type));
    if (match?.longText) return match.longText;
  }
  return '';
}

/** `null` unless location, id, name, viewport and address components are all present (spec). */
export function placeFromDetails(raw: RawPlaceDetails): Place | null {
  const { id, displayName, location, viewport, addressComponents } = raw;
  if (!id || !displayName || !location || !viewport || !addressComponents) return null;
  return {
    id,
    place_id: id,
    name: displayName,
    formattedAddress: raw.formattedAddress ?? '',
    lat: location.lat,
    lng: location.lng,
    address1: componentOf(addressComponents, 'premise', 'point_of_interest'),
    address2: componentOf(addressComponents, 'street_address', 'route'),
    city: componentOf(addressComponents, 'locality', 'postal_town'),
    postCode: componentOf(addressComponents, 'postal_code'),
    country: componentOf(addressComponents, 'country') || MISSING_COUNTRY_TEXT,
    bounds: { ...viewport },
  };
}
