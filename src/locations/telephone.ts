/**
 * Phone numbers from station data (untrusted: they come from the API and its data sources). Pure and
 * small: the national formatting (./telephone-format.ts, with its metadata) is a lazy chunk that
 * `useTelephoneLink` loads.
 */

export interface TelephoneLink {
  /** `tel:` with digits and a leading `+` only. */
  href: string;
  /** What the visitor reads. */
  label: string;
}

/** A `tel:` href with digits and a leading `+` only; null when fewer than 3 digits remain. */
export function telephoneHref(telephone: string | null | undefined): string | null {
  if (!telephone) return null;
  const trimmed = telephone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** The number as given, with its `tel:` link: what shows until (or unless) the formatting can read it. */
export function rawTelephoneLink(telephone: string | null | undefined): TelephoneLink | null {
  const href = telephoneHref(telephone);
  return href && telephone ? { href, label: telephone.trim() } : null;
}
