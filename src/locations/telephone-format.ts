/**
 * Phone numbers in their country's national format. Pure. The `min` metadata of libphonenumber-js
 * (formats and lengths of every country, no number-type rules) is about 19 KB gzipped, so this module is
 * a lazy chunk (`useTelephoneLink` loads it), never part of the initial one.
 */
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { rawTelephoneLink, type TelephoneLink } from './telephone';

/** Numbers formatted so far, by default country and number. */
const formatted = new Map<string, TelephoneLink | null>();
const FORMATTED_LIMIT = 5_000;

/**
 * A phone number to show and call: the label in the national format of the number's own country
 * (`+441618317394` → `0161 831 7394`; the data sends E.164, so that is the station's country), the
 * `tel:` link in E.164. A number without a country code is read as one of `defaultCountry` (the
 * configured country). A number libphonenumber cannot read as a valid one is shown as given, its link
 * built by `telephoneHref`. Null when there is nothing to call.
 */
export function telephoneLink(telephone: string | null | undefined, defaultCountry: string): TelephoneLink | null {
  if (!telephone) return rawTelephoneLink(telephone);
  const key = `${defaultCountry}|${telephone}`;
  const known = formatted.get(key);
  if (known !== undefined) return known;
  const link = formatTelephone(telephone, defaultCountry);
  // Lists and maps show the same stations pan after pan: parsing each number once is enough.
  if (formatted.size >= FORMATTED_LIMIT) formatted.clear();
  formatted.set(key, link);
  return link;
}

function formatTelephone(telephone: string, defaultCountry: string): TelephoneLink | null {
  const raw = rawTelephoneLink(telephone);
  if (!raw) return null;
  const country = defaultCountry.toUpperCase();
  const number = parsePhoneNumberFromString(telephone, isSupportedCountry(country) ? country : undefined);
  if (!number?.isValid()) return raw;
  return { href: `tel:${number.number}`, label: number.formatNational() };
}

