/**
 * The data attribution as safe parts to render: the header value is untrusted text from the network, so
 * it is only ever rendered as text; web addresses in it become links only when the config asks
 * (`map.attributionLinks`), and only http(s) ones. Pure.
 */

export type AttributionPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Longer values are cut: a footer line, not a document. */
export const MAX_ATTRIBUTION_LENGTH = 300;

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/giu;
/** Sentence punctuation right after an address belongs to the sentence. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/u;

/** Control characters out, runs of white space to one space, at most `MAX_ATTRIBUTION_LENGTH` characters. */
export function cleanAttribution(text: string): string {
  const clean = text.replace(/\p{Cc}/gu, ' ').replace(/\s+/gu, ' ').trim();
  const characters = [...clean];
  return characters.length <= MAX_ATTRIBUTION_LENGTH ? clean : `${characters.slice(0, MAX_ATTRIBUTION_LENGTH - 1).join('').trimEnd()}…`;
}

function httpUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function attributionParts(text: string, links: boolean): AttributionPart[] {
  const clean = cleanAttribution(text);
  if (!links) return clean ? [{ kind: 'text', text: clean }] : [];
  const parts: AttributionPart[] = [];
  let rest = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  for (const match of clean.matchAll(URL_PATTERN)) {
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = httpUrl(address);
    pushText(clean.slice(rest, match.index));
    if (href) parts.push({ kind: 'link', text: address, href });
    else pushText(address);
    rest = match.index + address.length;
  }
  pushText(clean.slice(rest));
  return parts;
}
