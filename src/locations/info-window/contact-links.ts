/**
 * Links built from station data (untrusted: it comes from the API and its data sources). Pure.
 */
// The `min` metadata (formats and lengths of every country, no number-type rules): ~19 KB gzipped,
// which is why it lives here, in the info window's lazy chunk, never in the initial one.
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A `tel:` href with digits and a leading `+` only; null when fewer than 3 digits remain. */
export function telephoneHref(telephone: string | null | undefined): string | null {
  if (!telephone) return null;
  const trimmed = telephone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * A phone number to show and call: the label in the national format of the number's own country
 * (`+441618317394` → `0161 831 7394`; the data sends E.164, so that is the station's country), the
 * `tel:` link in E.164. A number without a country code is read as one of `defaultCountry` (the
 * configured country). A number libphonenumber cannot read as a valid one is shown as given, its link
 * built by `telephoneHref`. Null when there is nothing to call.
 */
export function telephoneLink(telephone: string | null | undefined, defaultCountry: string): { href: string; label: string } | null {
  const href = telephoneHref(telephone);
  if (!href || !telephone) return null;
  const country = defaultCountry.toUpperCase();
  const number = parsePhoneNumberFromString(telephone, isSupportedCountry(country) ? country : undefined);
  if (!number?.isValid()) return { href, label: telephone.trim() };
  return { href: `tel:${number.number}`, label: number.formatNational() };
}

/**
 * A website link that is safe to put in `href`: absolute http(s) only (`javascript:`, `data:` and the rest
 * are refused). A bare host name (`www.example.co.uk`) is read as https. Null when unusable.
 */
export function safeWebsite(value: string | null | undefined): { href: string; label: string } | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.') || url.username || url.password) return null;
  return { href: url.href, label: url.hostname.replace(/^www\./, '') };
}
