/**
 * A style's attributions as plain text. Styles carry them as HTML (`<a href="…">© OpenStreetMap</a>`);
 * we show their words only, set as text: no HTML from a style reaches the DOM (Trusted Types pages
 * forbid it, and a brand's style is not ours to trust). Pure.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** One attribution's text: tags dropped, entities decoded, spaces collapsed. */
export function attributionText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

/** The distinct, non-empty attribution texts of a style's sources, in the order given, joined for display. */
export function attributionLine(htmls: Iterable<string | undefined>): string {
  const texts = new Set<string>();
  for (const html of htmls) {
    const text = html ? attributionText(html) : '';
    if (text) texts.add(text);
  }
  return [...texts].join(' · ');
}
