/**
 * The map's station markers from the map's locations. Markers are kept by station record: an answer for
 * one resource (the grey stations' small one comes after the coloured) or a new selection leaves the other
 * records as they were, and their markers are not made again for thousands of stations (otherwise a
 * busy pan's last answer redraws every marker made afresh). A new brand table or text function
 * starts afresh. No React.
 */
import type { WireMapLocation } from '../api';
import type { BrandsConfig } from '../config';
import type { StationMarker } from '../map';
import { brandVisualOf } from './brand-visual';
import type { MapLocation } from './results-atoms';

export class StationMarkers {
  #known = new WeakMap<WireMapLocation, StationMarker>();
  #brands: BrandsConfig | null = null;
  #openStatusText: ((location: WireMapLocation) => string) | null = null;

  /** One marker per location, in order; the same marker object as last time where nothing changed. */
  of(locations: readonly MapLocation[], brands: BrandsConfig, openStatusText: (location: WireMapLocation) => string): StationMarker[] {
    if (brands !== this.#brands || openStatusText !== this.#openStatusText) {
      this.#known = new WeakMap();
      this.#brands = brands;
      this.#openStatusText = openStatusText;
    }
    return locations.map(({ markerId, location, state, index, dimmed }) => {
      const known = this.#known.get(location);
      if (known?.id === markerId && known.state === state && known.index === index && known.dimmed === dimmed) return known;
      const { colour, glyph } = brandVisualOf(location, brands);
      const marker: StationMarker = {
        id: markerId,
        lat: location.lat,
        lng: location.lng,
        brand: location.site_brand,
        colour,
        glyph,
        // Selection and highlight are passed separately; the canvas layers them over the base state.
        state,
        name: location.name,
        address: location.formatted_address,
        openStatusText: openStatusText(location),
        ...(index === undefined ? {} : { index }),
        ...(dimmed ? { dimmed } : {}),
      };
      this.#known.set(location, marker);
      return marker;
    });
  }
}
