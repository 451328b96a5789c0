/**
 * The one module that turns untrusted HTML into DOM (DESIGN.md "Step instructions"; the HTML-sink gate
 * allows sinks only in files named sanitise*): Google's HTML-formatted navigation instructions become a
 * fragment of text and a few harmless inline tags, with every attribute dropped. DOMPurify parses
 * in an inert document and returns nodes, so no string ever reaches a sink of ours.
 *
 * Strict-CSP hosts with Trusted Types must allow DOMPurify's policy name, `dompurify`, on the Google path
 * (`trusted-types dompurify`); offline instructions are plain text and never come here.
 */
import DOMPurify from 'dompurify';

/** The allowlist (issue "Directions mode"): Google's instructions use b, div (with a style we drop), wbr. */
export const INSTRUCTION_TAGS: readonly string[] = ['b', 'i', 'span', 'div', 'wbr'];

/**
 * Google writes `style` attributes into its instructions (`<div style="font-size:0.9em">`). DOMPurify drops
 * them, but only once parsed, and Chromium reports a `style-src-attr` violation for the parse on a page
 * whose CSP allows no inline styles (Google's own CSP guide). So they are cut from the string first; one
 * this misses is still dropped by DOMPurify, which stays the boundary (at worst with a report).
 */
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;

export function sanitiseInstructionHtml(html: string): DocumentFragment {
  return DOMPurify.sanitize(html.replace(STYLE_ATTRIBUTE, ''), {
    ALLOWED_TAGS: [...INSTRUCTION_TAGS],
    ALLOWED_ATTR: [],
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
}
