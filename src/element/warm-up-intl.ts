/**
 * The browser's number and date data, loaded once per page when the main thread is idle, before any
 * element needs them: a page's first `Intl.NumberFormat` costs 35 to 60 ms in Chromium on the dev
 * machine (the first `Intl.DateTimeFormat` 5 to 15 ms), and the first nearest list, which formats its
 * distances and opening times, paid both on its way (issue 20). Started when the element is defined (its
 * script is in: an element in the page's HTML is then waiting for its config, the main thread for the
 * network) and again when an element connects, in case a host defined it later. Two idle tasks: each may
 * be a long one on a slow machine.
 */
import { loadDateData, loadNumberData, whenIdle } from '../shared';

let started = false;

export function warmUpIntl(): void {
  if (started) return;
  started = true;
  whenIdle(() => {
    loadNumberData();
    whenIdle(loadDateData);
  });
}
