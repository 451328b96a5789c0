/**
 * Tells a `TypingHold` when the visitor types into, or focuses, a text field in the same tree as `node`
 * (the element's shadow root): the search box, the route's waypoints. Typing on the host page, and keys
 * on the map itself, are not the locator's typing.
 */
import type { TypingHold } from './typing-hold';

const NOT_TYPED_INTO = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether `target` is a field a visitor types text into. */
function isTextField(target: EventTarget | undefined): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return !NOT_TYPED_INTO.has(target.type);
  return target instanceof HTMLElement && target.isContentEditable;
}

/** Listens until `signal` aborts. */
export function watchTyping(node: Node, hold: TypingHold, signal: AbortSignal): void {
  const typed = (event: Event) => {
    const path = event.composedPath();
    if (path.includes(node.getRootNode()) && isTextField(path[0])) hold.keyTyped(performance.now());
  };
  const page = node.ownerDocument ?? document;
  const options = { signal, capture: true, passive: true };
  for (const type of ['keydown', 'input', 'focusin']) page.addEventListener(type, typed, options);
}
