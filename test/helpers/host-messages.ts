/** Host-page messages as a host posts them to the element (spec section 7), for the watchlist tests. */

/** A host's `watchlist` message carrying `ids` (any value: the tests send bad ones too). */
export const watchlistMessage = (ids: unknown) => ({ source: 'station-locator', version: 1, type: 'watchlist', payload: { ids } });

/** Posts from the page to itself and resolves once every listener has seen the message. */
export async function postFromPage(data: unknown): Promise<void> {
  const marker = `marker-${Math.random()}`;
  await new Promise<void>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.data !== marker) return;
      window.removeEventListener('message', onMessage);
      resolve();
    };
    window.addEventListener('message', onMessage);
    window.postMessage(data, window.location.origin);
    window.postMessage(marker, window.location.origin);
  });
}
