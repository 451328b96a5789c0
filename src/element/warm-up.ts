/**
 * What every element of the page needs and the browser makes slowly the first time, made once per page
 * as soon as the script is in, before an element needs it (each is on the first list's way; what each
 * gained and when it can go: docs/performance.md):
 *
 * - the browser's number and date data: a page's first use of `Intl` (any of it: numbers, dates, the
 *   plural rules i18next asks for) costs tens of milliseconds in Chromium, paid by the first nearest
 *   list as it formatted its distances and opening times;
 * - the element's stylesheet (one shared constructable sheet), parsed when the first element connects;
 * - the lazy chunks of every first view (the config checks, the view planner): an element made after the
 *   page has settled (a single-page app's route, a dialog) then waits for its config alone, not for
 *   chunks fetched behind it on new connections. An element in
 *   the page's HTML connects as the element is defined and asks for them then anyway;
 * - the strings of the page's language (`<html lang>`, read as a `locale` attribute is: `en`, `en-GB` →
 *   en_GB; none or another language → the default, de_DE), the locale an element most likely has. The
 *   shell renders once its strings are in, and an element that asked for them only as it connected
 *   mostly had them after its config and its store, so its first list waited. A page whose elements speak
 *   another language fetches one small chunk (4 to 5 KB gzipped) it does not use;
 * - the element's fonts, looked up (`loadFonts`): the first text a page lays out in a font waits for
 *   the browser to find it, and an element made shortly after the script paints its first list sooner
 *   with them. Made at once, no difference: the look-up then falls in the element's own first view.
 *
 * Started when the element is defined (its script is in: an element in the page's HTML is then waiting
 * for its config, the main thread for the network) and again when an element connects, in case a host
 * defined it later. One task each, each may be a long one on a slow machine; each at once, not when the
 * browser finds the main thread idle: idle callbacks ran the number data just as the config's answer
 * came in, which then waited for it.
 */
import { preloadConfigChecks } from '../config';
import { preloadViewPlanner } from '../map';
import { loadStrings } from '../i18n';
import { loadDateData, loadNumberData, normaliseLocale, yieldToBrowser } from '../shared';
import { elementStyleSheet, loadFonts } from './styles';

/** The lazy chunks an element's first view waits for: the same for every element, and the likely strings. */
function preloadFirstViewChunks(): void {
  preloadConfigChecks();
  preloadViewPlanner();
  loadStrings(normaliseLocale(document.documentElement.lang)).catch(() => {}); // an element asks again and reports a failure
}

let started = false;

export function warmUp(): void {
  if (started) return;
  started = true;
  const tasks = [preloadFirstViewChunks, loadNumberData, loadDateData, elementStyleSheet, loadFonts];
  const next = () => {
    tasks.shift()?.();
    if (tasks.length > 0) void yieldToBrowser().then(next);
  };
  void yieldToBrowser().then(next);
}
