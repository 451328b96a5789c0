import { expect, waitUntil } from '@open-wc/testing';

/** Strings chunks the page has fetched so far (`/src/i18n/locales/en_GB.json` under the test server). */
const stringsFetched = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => /locales\/(\w+)\.json/.exec(entry.name)?.[1])
    .filter((locale): locale is string => locale !== undefined);

describe('warmUp', () => {
  it('fetches the strings of the page’s language before any element asks for them', async () => {
    document.documentElement.lang = 'en-GB';
    // Imported here, not at the top: the lang must be set before the page's one warm-up runs.
    const { warmUp } = await import('../../src/element/warm-up');
    expect(stringsFetched()).to.deep.equal([]);
    warmUp();
    await waitUntil(() => stringsFetched().length > 0, 'no strings were fetched', { timeout: 3000 });
    expect(stringsFetched()).to.deep.equal(['en_GB']);
  });
});
