/**
 * The visitor's notice over a map view that failed (the element's `.map-area__failure` style), the same
 * for every engine, so a failure reads the same whichever map is on show.
 */
import type { MapViewFailure } from './types';

export function createFailureNotice(failure: MapViewFailure, text: string): HTMLElement {
  const notice = document.createElement('p');
  notice.className = 'map-area__failure';
  notice.setAttribute('role', 'alert');
  notice.dataset['mapFailure'] = failure;
  notice.textContent = text;
  return notice;
}
