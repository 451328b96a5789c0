/**
 * Google's answers as the port's shapes: predictions as suggestions, places as raw place details, routes
 * as raw routes (both finished by the shared `place-fields.ts` and `route-model.ts`), geocoder results and
 * route matrix elements. Pure: no Google library, no DOM; the platform (`google-platform.ts`) calls them.
 */
import type { RawPlaceDetails } from '../place-fields';
import type { RawRoute } from '../route-model';
import type { GeocodeResult, LatLng, MatrixCell, Suggestion } from '../types';
import type { GFormattableText, GGeocoderResult, GPlace, GPlacePrediction, GRoute, GRouteMatrixItem } from './google-api';

/** An instruction that is HTML (a tag or an entity) rather than the plain text Google sends unless asked. */
const HTML_MARKUP = /<\/?[a-z][^>]*>|&(?:[a-z]+|#\d+);/i;

function text(formattable: GFormattableText | null | undefined): string {
  return formattable?.text ?? '';
}

/**
 * Google's `StringRange` offsets count Unicode code points; our `TextMatch` indexes the JS (UTF-16)
 * string, where a character outside the BMP (an emoji, some CJK) takes two units.
 */
export function utf16Offset(value: string, codePoints: number): number {
  let units = 0;
  let seen = 0;
  for (const character of value) {
    if (seen === codePoints) break;
    units += character.length;
    seen += 1;
  }
  return units;
}

export function suggestionFromPrediction(prediction: GPlacePrediction): Suggestion {
  const full = prediction.text.text;
  return {
    placeId: prediction.placeId,
    text: full,
    mainText: text(prediction.mainText) || full,
    secondaryText: text(prediction.secondaryText),
    matches: prediction.text.matches.map((m) => {
      const offset = utf16Offset(full, m.startOffset);
      return { offset, length: utf16Offset(full, m.endOffset) - offset };
    }),
    types: [...prediction.types],
  };
}

export function rawDetailsFromGooglePlace(place: GPlace): RawPlaceDetails {
  const viewport = place.viewport;
  return {
    id: place.id,
    displayName: place.displayName ?? null,
    formattedAddress: place.formattedAddress ?? null,
    location: place.location ? { lat: place.location.lat(), lng: place.location.lng() } : null,
    viewport: viewport
      ? {
          north: viewport.getNorthEast().lat(),
          east: viewport.getNorthEast().lng(),
          south: viewport.getSouthWest().lat(),
          west: viewport.getSouthWest().lng(),
        }
      : null,
    addressComponents: place.addressComponents
      ? place.addressComponents.map((c) => ({ longText: c.longText ?? '', shortText: c.shortText ?? '', types: [...c.types] }))
      : null,
  };
}

const point = (p: { lat: number; lng: number }): LatLng => ({ lat: p.lat, lng: p.lng });
const seconds = (millis: number | null | undefined) => (millis ?? 0) / 1000;

export function rawRouteFromGoogle(route: GRoute): RawRoute {
  const raw: RawRoute = {
    legs: (route.legs ?? []).map((leg) => ({
      distanceMeters: leg.distanceMeters,
      durationSeconds: seconds(leg.durationMillis ?? leg.staticDurationMillis),
      distanceText: leg.localizedValues?.distance ?? null,
      durationText: leg.localizedValues?.duration ?? null,
      startLocation: leg.startLocation ? point(leg.startLocation) : null,
      endLocation: leg.endLocation ? point(leg.endLocation) : null,
      path: leg.path.map(point),
      steps: leg.steps.map((step) => ({
        instructions: step.instructions,
        maneuver: step.maneuver,
        distanceMeters: step.distanceMeters,
        durationSeconds: seconds(step.staticDurationMillis),
        distanceText: step.localizedValues?.distance ?? null,
        durationText: step.localizedValues?.staticDuration ?? null,
        path: step.path.map(point),
      })),
    })),
    path: (route.path ?? []).map(point),
    warnings: route.warnings ?? [],
    // We ask for HTML_FORMATTED_NAVIGATION_INSTRUCTIONS (untrusted HTML, sanitised by the itinerary), but
    // a route whose steps came back as plain text is text: as HTML, "A1 <Leeds> & M1" would lose words.
    instructionFormat: (route.legs ?? []).some((leg) => leg.steps.some((step) => HTML_MARKUP.test(step.instructions ?? ''))) ? 'html' : 'text',
    distanceText: route.localizedValues?.distance ?? null,
    durationText: route.localizedValues?.duration ?? null,
  };
  if (route.distanceMeters !== undefined) raw.distanceMeters = route.distanceMeters;
  if (route.durationMillis !== undefined && route.durationMillis !== null) raw.durationSeconds = seconds(route.durationMillis);
  return raw;
}

export function geocodeResultFromGoogle(result: GGeocoderResult): GeocodeResult {
  return {
    placeId: result.place_id,
    formattedAddress: result.formatted_address,
    location: { lat: result.geometry.location.lat(), lng: result.geometry.location.lng() },
    types: [...result.types],
  };
}

/** One element, or null when Google found no route (or sent no usable figures). */
export function matrixCell(item: GRouteMatrixItem | undefined): MatrixCell | null {
  if (item?.condition !== 'ROUTE_EXISTS') return null;
  const millis = item.durationMillis;
  const metres = item.distanceMeters;
  if (typeof millis !== 'number' || !Number.isFinite(millis) || typeof metres !== 'number' || !Number.isFinite(metres)) return null;
  return { seconds: millis / 1000, metres };
}
