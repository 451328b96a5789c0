/**
 * Tells a `TypingHold` when the visitor types into a text field in the same tree as `node` (the element's
 * shadow root: the search box, the route's waypoints), and with `focus`, when one takes the focus. Text
 * typed counts (the `input` event: keys, deletions, a paste, a phone's keyboard), not the keys that move
 * or choose (arrows, Enter, Escape): the map answers those at once. Typing on the host page is not the
 * locator's typing.
 */
import { onLocatorEvents } from './locator-events';
import type { TypingHold } from './typing-hold';

const NOT_TYPED_INTO = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether `target` is a field a visitor types text into. */
function isTextField(target: EventTarget | undefined): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return !NOT_TYPED_INTO.has(target.type);
  return target instanceof HTMLElement && target.isContentEditable;
}

/**
 * Listens until `signal` aborts. `focus`: a text field taking the focus counts too (the keys are about to
 * come); for what has not started yet, not for a map already drawn, whose answer to a choice (the focus
 * moving on to the next waypoint) would then wait.
 */
export function watchTyping(node: Node, hold: TypingHold, signal: AbortSignal, options: { focus?: boolean } = {}): void {
  onLocatorEvents(node, options.focus ? ['input', 'focusin'] : ['input'], signal, (path) => {
    if (isTextField(path[0])) hold.keyTyped(performance.now());
  });
}
