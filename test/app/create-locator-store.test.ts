import { expect } from '@open-wc/testing';
import { createLocatorStore } from '../../src/app';
import { buildConfig } from '../../src/config';
import { recentSearchesAtom } from '../../src/search';
import type { KeyValueStorage } from '../../src/shared';
import { testServices, validRemoteConfig } from '../helpers/services';

/** An in-memory storage holding one saved place under each of two locators' keys. */
function storageWithTwoLocators(): KeyValueStorage {
  const entry = (description: string) =>
    JSON.stringify({ v: 2, items: [{ type: 'google_place', place_id: `p-${description}`, description }] });
  const data = new Map([
    ['station-locator:recent:uk-fuel', entry('Leeds')],
    ['station-locator:recent:bp-de', entry('Berlin')],
  ]);
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('createLocatorStore', () => {
  const config = buildConfig(validRemoteConfig(), { resource: 'uk-fuel', env: 'test', locale: 'en_GB', configBase: 'https://host.example' });

  it("keeps each locator's recent searches apart, by the element's resource", () => {
    const services = testServices(() => new Response(null, { status: 404 }), { storage: storageWithTwoLocators() });
    const uk = createLocatorStore(config, services, 'uk-fuel');
    const de = createLocatorStore(config, services, 'bp-de');
    expect(uk.get(recentSearchesAtom).map((intent) => intent.description)).to.deep.equal(['Leeds']);
    expect(de.get(recentSearchesAtom).map((intent) => intent.description)).to.deep.equal(['Berlin']);
  });
});
