/**
 * The visitor's consent to Google Maps as the locator acts on it. Pure.
 */
import type { LocatorConfig, MapsConsent } from './types';

/**
 * The `maps-consent` attribute's value when the page sets one; without it, `pending` where the config says
 * its pages must hold Google back until the visitor agrees (`maps.consentMode: "required"`), else
 * `granted`. A tag copied without the attribute onto such a page must not load Google: the safe side of a
 * privacy setting is "not yet".
 */
export function effectiveMapsConsent(attribute: MapsConsent | null, maps: Pick<LocatorConfig['maps'], 'consentMode'>): MapsConsent {
  return attribute ?? (maps.consentMode === 'required' ? 'pending' : 'granted');
}
