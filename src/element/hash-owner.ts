/**
 * Which element on the page reads and writes the URL hash. The hash is the page's, one for all
 * elements: two that both followed it opened a linked route in both, and wrote their views over each
 * other's. The rule: the first element connected with `hash-routing` on owns the hash; an element
 * connected while another owns it leaves the hash alone, unless its `hash-routing` attribute is set to on
 * explicitly (then the author asked for it). The owner keeps the hash until it leaves the page; an
 * element connected after that may take it.
 */
import { parseBooleanAttribute } from './attributes';

let owner: Element | null = null;

/** Makes `element` the hash's owner when hash routing is on for it and nobody in the page owns the hash. */
export function claimHash(element: Element, hashRoutingOn: boolean): void {
  if (hashRoutingOn && (owner === null || !owner.isConnected)) owner = element;
}

/** `element` left the page: the hash has no owner until another element connects. */
export function releaseHash(element: Element): void {
  if (owner === element) owner = null;
}

/** Whether `element` follows the hash: hash routing on, and the owner or told so by its attribute. */
export function followsHash(element: Element, hashRoutingAttribute: string | null | undefined): boolean {
  if (!parseBooleanAttribute(hashRoutingAttribute, true)) return false;
  return owner === element || hashRoutingAttribute != null;
}
