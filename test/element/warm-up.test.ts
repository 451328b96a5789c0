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
    // The browser keeps 250 resource entries by default, and the test server serves each source module
    // as one: past that many modules, the strings' request would not be listed.
    performance.clearResourceTimings();
    expect(stringsFetched()).to.deep.equal([]);
    warmUp();
    await waitUntil(() => stringsFetched().length > 0, 'no strings were fetched', { timeout: 3000 });
    expect(stringsFetched()).to.deep.equal(['en_GB']);
  });
});

describe('loadFonts', () => {
  it('looks the fonts up on a canvas, adding nothing to the page', async () => {
    const { loadFonts } = await import('../../src/element/styles');
    const before = document.body.innerHTML;
    loadFonts();
    expect(document.body.innerHTML).to.equal(before);
  });

  it('looks up the family the stylesheet falls back to without a host font', async () => {
    const { DEFAULT_FONT_FAMILY, elementStyleSheet } = await import('../../src/element/styles');
    // Quotes as the CSSOM writes them; every `--station-locator-font-family` fallback in the sheet.
    const normalise = (family: string) => family.replace(/'/g, '"').replace(/\s+/g, ' ').trim();
    const fallbacks = [...elementStyleSheet().cssRules]
      .map((rule) => rule.cssText)
      .flatMap((text) => [...text.matchAll(/var\(--station-locator-font-family,\s*([^)]*)\)/g)].map((match) => normalise(match[1]!)));
    // One fallback, in the `--sl-font-family` token every root's font reads.
    expect(fallbacks).to.deep.equal([normalise(DEFAULT_FONT_FAMILY)]);
  });
});
