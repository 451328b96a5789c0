/**
 * A visitor's search for a town in the search box, as the end-to-end tests do it: typed, its place
 * completion picked, and done once the nearest list around that place has answered.
 *
 * Choosing a place sends two nearest_to calls for it: the stations the map is fitted to (`limit`, the
 * config's `map.minSearchLocations`), then the list's first page (`page=1`). Until the list's answer is in,
 * the list on show may still be the first view's, items, "show more" and all: a test that waited only for
 * a list with items sometimes went on with that one (on a busy machine, with two files at a time).
 */
import type { Page, Request, Response } from 'playwright-core';
import { text, type Locale } from './strings';

export interface PlaceSearch {
  /** The town typed; the first place completion whose name contains it (any case) is picked. */
  town: string;
  locale: Locale;
  /** How long the completion may take to show (the demo's first completions wait for its gazetteer). */
  optionTimeoutMs?: number;
  /** With the completion shown, before it is picked: what the test checks at that moment. */
  beforePick?: () => Promise<void>;
  /** Between the pick and the wait for the list: what the test checks at that moment. */
  afterPick?: () => Promise<void>;
  /**
   * The list is around this place already (the same town searched again): only the call for the stations
   * the map is fitted to is awaited, since a list with the same origin and filters is not asked for again.
   */
  listAlreadyThere?: boolean;
}

const LIST_TIMEOUT_MS = 20_000;

/** Whether `response` answers a GET of the API path ending in `path` (for `page.waitForResponse`). */
/** Whether a request, or the request a response answers, is a GET of `path`. */
export const isApiGet = (path: string) => (message: Request | Response) => {
  const request = 'request' in message ? message.request() : message;
  return new URL(request.url()).pathname.endsWith(path) && request.method() === 'GET';
};

/** Types `town` into the search box, picks its place completion and waits for the list around it. */
export async function searchPlace(page: Page, { town, locale, optionTimeoutMs = 15_000, beforePick, afterPick, listAlreadyThere = false }: PlaceSearch): Promise<void> {
  const answered = watchNearestAnswers(page);
  try {
    const box = page.getByRole('combobox', { name: text(locale, 'search.label') });
    await box.click();
    await box.fill(town);
    const places = page.getByRole('group', { name: new RegExp(`^${text(locale, 'search.sources.places')}`) });
    const option = places.getByRole('option', { name: new RegExp(town, 'i') }).first();
    await option.waitFor({ timeout: optionTimeoutMs });
    await beforePick?.();
    await option.click();
    await afterPick?.();
    await answered.listAroundPlace(town, listAlreadyThere);
  } finally {
    answered.stop();
  }
}

/** Collects the `locations` nearest_to answers `page` receives from now on; `listAroundPlace` waits for the list's. */
function watchNearestAnswers(page: Page) {
  const urls: URL[] = [];
  const isNearest = isApiGet('/api/v2/locations/nearest_to');
  const onResponse = (response: Response) => {
    if (isNearest(response)) urls.push(new URL(response.url()));
  };
  page.on('response', onResponse);
  const sameOrigin = (a: URL, b: URL) => ['lat', 'lng'].every((name) => a.searchParams.get(name) === b.searchParams.get(name));
  const listAnswered = (onlyTargeted: boolean) => {
    const targeted = urls.find((url) => url.searchParams.has('limit'));
    return targeted !== undefined && (onlyTargeted || urls.some((url) => url.searchParams.get('page') === '1' && sameOrigin(url, targeted)));
  };
  return {
    async listAroundPlace(town: string, onlyTargeted: boolean): Promise<void> {
      for (const giveUp = Date.now() + LIST_TIMEOUT_MS; !listAnswered(onlyTargeted); await page.waitForTimeout(50)) {
        if (Date.now() > giveUp) throw new Error(`no nearest list around ${town} within ${LIST_TIMEOUT_MS / 1000} s (answers: ${urls.map((url) => url.search).join(' ') || 'none'})`);
      }
    },
    stop: () => page.off('response', onResponse),
  };
}
