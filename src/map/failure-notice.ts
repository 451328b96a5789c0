/**
 * The visitor's notice over a map view that failed (the element's `.map-area__failure` style), the same
 * for every engine, so a failure reads the same whichever map is on show. A failure the visitor can do
 * something about (a map script that did not load) carries a button for it.
 */
import type { MapViewFailure } from './types';

export function createFailureNotice(failure: MapViewFailure, text: string, action?: { label: string; onPress: () => void }): HTMLElement {
  const notice = document.createElement('p');
  notice.className = 'map-area__failure';
  notice.setAttribute('role', 'alert');
  notice.dataset['mapFailure'] = failure;
  notice.textContent = text;
  if (action) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button-primary map-area__failure-action';
    button.textContent = action.label;
    button.addEventListener('click', action.onPress);
    notice.append(' ', button);
  }
  return notice;
}
