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
 *   the page's HTML connects as the element is defined and asks for them then anyway.
 *
 * Started when the element is defined (its script is in: an element in the page's HTML is then waiting
 * for its config, the main thread for the network) and again when an element connects, in case a host
 * defined it later. One task each, each may be a long one on a slow machine; each at once, not when the
 * browser finds the main thread idle: idle callbacks ran the number data (20 ms here) just as the
 * config's answer came in, which then waited for it (traces, stop 35).
 */
import { preloadConfigChecks } from '../config';
import { preloadViewPlanner } from '../map';
import { loadDateData, loadNumberData, yieldToBrowser } from '../shared';
import { elementStyleSheet } from './styles';

/** The lazy chunks every element's first view waits for, whatever its locale (its strings are not known yet). */
function preloadFirstViewChunks(): void {
  preloadConfigChecks();
  preloadViewPlanner();
}

let started = false;

export function warmUp(): void {
  if (started) return;
  started = true;
  const tasks = [preloadFirstViewChunks, loadNumberData, loadDateData, elementStyleSheet];
  const next = () => {
    tasks.shift()?.();
    if (tasks.length > 0) void yieldToBrowser().then(next);
  };
  void yieldToBrowser().then(next);
}
