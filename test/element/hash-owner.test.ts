import { expect, waitUntil } from '@open-wc/testing';
import { mountLocator, settle, waitForShadow } from '../helpers/mount-locator';
import { jsonResponse, testServices, validRemoteConfig } from '../helpers/services';
import { station } from '../search/helpers/fixtures';

/** Services that answer the config, station 7's details and empty lists; `shown()` counts the details asked for. */
function servicesWithStation() {
  const services = testServices((url) => {
    if (url.includes('/config/published/')) return jsonResponse(validRemoteConfig());
    if (/\/locations\/7(\?|$)/.test(url)) return jsonResponse(station('7', 53.8, -1.55, 0));
    return jsonResponse({ locations: [], clusters: [] });
  });
  return { services, shown: () => services.fetch.calls.filter((call) => /\/locations\/7(\?|$)/.test(call.url)).length };
}

describe('two elements on one page and the URL hash (issue 47)', () => {
  const start = `${location.pathname}${location.search}`;
  beforeEach(() => history.replaceState(null, '', `${start}#/resources/locations/7`));
  afterEach(() => history.replaceState(null, '', start));

  it('a link opens in the first element with hash routing on only; the second leaves the hash alone', async () => {
    const first = servicesWithStation();
    const second = servicesWithStation();
    const owner = mountLocator({ attributes: { resource: 'a', locale: 'en_GB' }, services: first.services });
    const other = mountLocator({ attributes: { resource: 'b', locale: 'en_GB' }, services: second.services });
    await waitForShadow(owner, '[data-testid="locations-map"]');
    await waitForShadow(other, '[data-testid="locations-map"]');
    await waitUntil(() => first.shown() === 1, 'the owner opens the linked station');
    await settle();
    expect(second.shown(), 'the other element does not open it').to.equal(0);
  });

  it('an element that does not own the hash follows it when its hash-routing attribute says so', async () => {
    const first = servicesWithStation();
    const second = servicesWithStation();
    mountLocator({ attributes: { resource: 'a', locale: 'en_GB' }, services: first.services });
    mountLocator({ attributes: { resource: 'b', locale: 'en_GB', 'hash-routing': 'true' }, services: second.services });
    await waitUntil(() => first.shown() === 1 && second.shown() === 1, 'both open the linked station');
  });

  it('the first element with hash routing on owns it: one with hash-routing="false" before it does not take it', async () => {
    const off = servicesWithStation();
    const on = servicesWithStation();
    mountLocator({ attributes: { resource: 'a', locale: 'en_GB', 'hash-routing': 'false' }, services: off.services });
    const owner = mountLocator({ attributes: { resource: 'b', locale: 'en_GB' }, services: on.services });
    await waitForShadow(owner, '[data-testid="locations-map"]');
    await waitUntil(() => on.shown() === 1, 'the element with hash routing on opens the link');
    await settle();
    expect(off.shown()).to.equal(0);
  });

  it('an element connected after the owner left may take the hash', async () => {
    const first = servicesWithStation();
    const owner = mountLocator({ attributes: { resource: 'a', locale: 'en_GB' }, services: first.services });
    await waitUntil(() => first.shown() === 1);
    owner.remove();
    history.replaceState(null, '', `${start}#/resources/locations/7`);
    const next = servicesWithStation();
    mountLocator({ attributes: { resource: 'b', locale: 'en_GB' }, services: next.services });
    await waitUntil(() => next.shown() === 1, 'the next element opens the link');
  });
});
