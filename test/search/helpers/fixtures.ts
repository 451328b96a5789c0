/** Small, realistic inputs for search tests: UK places as the maps service gives them, stations as our API does. */
import type { WireCompletion, WireLocation } from '../../../src/api';
import type { RawPlaceDetails } from '../../../src/map/place-fields';
import type { Bounds, Suggestion, TextMatch } from '../../../src/map';

export function suggestion(placeId: string, text: string, matches: TextMatch[] = []): Suggestion {
  const [mainText = text, ...rest] = text.split(', ');
  return { placeId, text, mainText, secondaryText: rest.join(', '), matches, types: ['locality'] };
}

export function completion(id: string, value: string, matches: { offset: number; length: number }[] = []): WireCompletion {
  return { id, value, matched_substrings: matches };
}

export const ABERDEEN = {
  id: 'place-aberdeen',
  name: 'Aberdeen',
  center: { lat: 57.1497, lng: -2.0943 },
  viewport: { north: 57.2, south: 57.1, east: -2.05, west: -2.2 } satisfies Bounds,
};

export const BRIGHTON = {
  id: 'place-brighton',
  name: 'Brighton',
  center: { lat: 50.8225, lng: -0.1372 },
  viewport: { north: 50.87, south: 50.8, east: -0.05, west: -0.25 } satisfies Bounds,
};

export function rawPlace(place: typeof ABERDEEN): RawPlaceDetails & { id: string } {
  return {
    id: place.id,
    displayName: place.name,
    formattedAddress: `${place.name}, UK`,
    location: place.center,
    viewport: place.viewport,
    addressComponents: [
      { longText: place.name, shortText: place.name, types: ['locality'] },
      { longText: 'United Kingdom', shortText: 'GB', types: ['country'] },
    ],
  };
}

/** A station as nearest_to answers it; only the fields search reads are realistic, the rest are plain defaults. */
export function station(id: string, lat: number, lng: number, distance: number): WireLocation {
  return {
    id,
    name: `Station ${id}`,
    formatted_address: `${id} Road, Aberdeen`,
    telephone: null,
    city: 'Aberdeen',
    website: null,
    lat,
    lng,
    site_brand: 'bp',
    channel_of_trade: 'RETAIL',
    open_status: 'open',
    next_open_status_change: null,
    distance,
    watchlist_id: id,
    postcode: null,
    timezone: 'Europe/London',
    fuel_types: ['E10'],
    amenities: [],
    brand: 'BP',
    prices: {},
    prices_updated_at: null,
    opening_hours: null,
    weekly_hours: null,
    bank_holiday_hours: null,
    is_motorway: false,
    is_supermarket: false,
    temporarily_closed: false,
  };
}
