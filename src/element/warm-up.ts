/**
 * What every element of the page needs and the browser makes slowly the first time, made once per page
 * when the main thread is idle, before an element needs it (issue 20: each was on the first list's way):
 *
 * - the browser's number and date data: a page's first `Intl.NumberFormat` costs 35 to 60 ms in Chromium
 *   on the dev machine (the first `Intl.DateTimeFormat` 5 to 15 ms), paid by the first nearest list as it
 *   formatted its distances and opening times;
 * - the element's stylesheet (one shared constructable sheet), parsed when the first element connects;
 * - the lazy chunks of every first view (the config checks, the view planner): an element made after the
 *   page has settled (a single-page app's route, a dialog) then waits for its config alone, not for
 *   chunks fetched behind it on new connections (traces: 30 to 70 ms after the config). An element in
 *   the page's HTML connects as the element is defined and asks for them then anyway.
 *
 * Started when the element is defined (its script is in: an element in the page's HTML is then waiting
 * for its config, the main thread for the network) and again when an element connects, in case a host
 * defined it later. One idle task each: each may be a long one on a slow machine.
 *
 * The browser's text layout in the element's fonts is warmed in the same idle tasks, and by the first
 * element that connects, while its config is on its way (`warmUpTextLayout`).
 */
import { preloadConfigChecks } from '../config';
import { preloadViewPlanner } from '../map';
import { loadDateData, loadNumberData, whenIdle } from '../shared';
import { adoptElementStyles, elementStyleSheet } from './styles';

/** The lazy chunks every element's first view waits for, whatever its locale (its strings are not known yet). */
function preloadFirstViewChunks(): void {
  preloadConfigChecks();
  preloadViewPlanner();
}

let started = false;

export function warmUp(): void {
  if (started) return;
  started = true;
  const tasks = [preloadFirstViewChunks, layOutNextWeight, layOutNextWeight, layOutNextWeight, loadNumberData, loadDateData, elementStyleSheet];
  const next = () => {
    tasks.shift()?.();
    if (tasks.length > 0) whenIdle(next);
  };
  whenIdle(next);
}

/**
 * A page's first layout of the element's text (finding the font stack's first installed face in each
 * weight, loading its files, shaping) made the frame that showed the first list 40 to 80 ms long on the
 * dev machine, a long task on its way (throwaway A/B of 9 fresh pages: the list painted 241 against
 * 316 ms after creation when a line of text in that stack had been laid out before; 266 ms when the line
 * was in the page's default font). A line in each weight is laid out early, one per task: in the idle
 * tasks after the element is defined, and from the first element that connects, after its config
 * request, in plain tasks, while its config is on its way (in a busy page idle tasks came 50 to 200 ms
 * apart, after the first list). Both take the weights from one queue: each is laid out once. The weights
 * are the element's text's: regular, the names' semibold, the brands' bold (a face each).
 */
const weightsToLayOut: string[] = ['400', '600', '700'];

function layOutNextWeight(): boolean {
  const weight = weightsToLayOut.shift();
  if (weight === undefined) return false;
  layOutSampleText(weight);
  return true;
}

/** Lays out the weights not laid out yet, one per task (an element calls it as it connects). */
export function warmUpTextLayout(): void {
  const next = () => {
    if (layOutNextWeight()) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

/**
 * Lays out a line of text in one of the element's weights, styled by the element's own sheet in a shadow
 * root (so in its font stack, or the one the page's theme sets), then removes it. Off-screen, added and
 * removed in one task: no frame shows it, and the page's layout is left as it was. One weight per task:
 * the first line of text a page lays out costs 15 to 25 ms on the dev machine, each face after it 4 to 14.
 */
export function layOutSampleText(weight: string): void {
  const parent = document.body as HTMLElement | null; // null while the page's <head> is still parsing
  if (!parent) return;
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  // Property writes, not a style attribute: allowed under a strict CSP. They win over the sheet's :host.
  Object.assign(host.style, { position: 'fixed', top: '0', left: '-10000px', width: '400px', pointerEvents: 'none' });
  const root = host.attachShadow({ mode: 'open' });
  adoptElementStyles(root);
  const line = document.createElement('p');
  line.className = 'locator';
  line.style.fontWeight = weight;
  line.textContent = 'Tankstelle Öffnungszeiten 1,2 km · 06:00–22:00 Station Road, Leeds LS1 4AP';
  root.append(line);
  parent.append(host);
  host.getBoundingClientRect(); // the layout, in this task
  host.remove();
}
