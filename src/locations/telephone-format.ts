/**
 * Phone numbers in their country's national format. Pure. The `min` metadata of libphonenumber-js
 * (formats and lengths of every country, no number-type rules) is about 19 KB gzipped, so this module is
 * a lazy chunk (`useTelephoneLink` loads it), never part of the initial one.
 */
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { rawTelephoneLink, type TelephoneLink } from './telephone';

/**
 * A phone number to show and call: the label in the national format of the number's own country
 * (`+441618317394` → `0161 831 7394`; the data sends E.164, so that is the station's country), the
 * `tel:` link in E.164. A number without a country code is read as one of `defaultCountry` (the
 * configured country). A number libphonenumber cannot read as a valid one is shown as given, its link
 * built by `telephoneHref`. Null when there is nothing to call.
 */
export function telephoneLink(telephone: string | null | undefined, defaultCountry: string): TelephoneLink | null {
  const raw = rawTelephoneLink(telephone);
  if (!raw || !telephone) return null;
  const country = defaultCountry.toUpperCase();
  const number = parsePhoneNumberFromString(telephone, isSupportedCountry(country) ? country : undefined);
  if (!number?.isValid()) return raw;
  return { href: `tel:${number.number}`, label: number.formatNational() };
}

