/**
 * What every element of the page needs and the browser makes slowly the first time, made once per page
 * as soon as the script is in, before an element needs it (issue 20: each was on the first list's way):
 *
 * - the browser's number and date data: a page's first use of `Intl` (any of it: numbers, dates, the
 *   plural rules i18next asks for) costs 15 to 40 ms in Chromium on the dev machine, paid by the first
 *   nearest list as it formatted its distances and opening times;
 * - the element's stylesheet (one shared constructable sheet), parsed when the first element connects;
 * - the lazy chunks of every first view (the config checks, the view planner): an element made after the
 *   page has settled (a single-page app's route, a dialog) then waits for its config alone, not for
 *   chunks fetched behind it on new connections (traces: 30 to 70 ms after the config). An element in
 *   the page's HTML connects as the element is defined and asks for them then anyway;
 * - the strings of the page's language (`<html lang>`, read as a `locale` attribute is: `en`, `en-GB` →
 *   en_GB; none or another language → the default, de_DE), the locale an element most likely has. The
 *   shell renders once its strings are in, and an element that asked for them as it connected had them
 *   after its config and its store in 8 of 12 of the bench's pages (stop 37, marks: 38 to 165 ms after
 *   creation, the store 23 to 83), so its first list waited for them. A page whose elements speak
 *   another language fetches one small chunk (4 to 5 KB gzipped) it does not use;
 * - the element's fonts, looked up (`loadFonts`): an element made 30 ms after the script painted its
 *   first list 9.8 ms sooner with them (median of 101 pairs of pages, stop 38). Made at once, as the
 *   bench makes it, no difference: the look-up then falls in the element's own first view either way.
 *
 * Started when the element is defined (its script is in: an element in the page's HTML is then waiting
 * for its config, the main thread for the network) and again when an element connects, in case a host
 * defined it later. One task each, each may be a long one on a slow machine; each at once, not when the
 * browser finds the main thread idle: idle callbacks ran the number data (20 ms here) just as the
 * config's answer came in, which then waited for it (traces, stop 35).
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
