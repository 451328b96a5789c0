/**
 * A postcode the places service knows only by its area (issue 47 item 2): "PA80 5UD" (Lochaline) was
 * offered and taken as "PA, Paisley", 150 km off, and the list gave Paisley's stations as 0.61 mi away.
 * The reference API's gazetteer answers such a postcode with its area typed `unknown_postal_code`; the
 * search says the postcode is not known and never offers the area as the place.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { Suggestion } from '../../src/map';
import { provideSearchMapsAtom } from '../../src/search';
import { completion } from './helpers/fixtures';
import { mountSearch, type SearchHarness } from './helpers/search-harness';

const COMPLETE = /\/api\/v2\/locations\/complete$/;

/** What the gazetteer answers for PA80 5UD (server/test/places.test.ts), as the maps port hands it on. */
const PA_AREA_ONLY: Suggestion = {
  placeId: 'area:gb:pa',
  text: 'PA, Paisley, United Kingdom',
  mainText: 'PA',
  secondaryText: 'Paisley, United Kingdom',
  matches: [{ offset: 0, length: 2 }],
  types: ['unknown_postal_code'],
};

async function typeQuery(h: SearchHarness, text: string) {
  const box = h.input().getBoundingClientRect();
  await h.act(() => sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] }));
  await h.act(() => sendKeys({ type: text }));
  await h.flush();
}

describe('search: a postcode known only by its area', () => {
  let h: SearchHarness;
  afterEach(async () => {
    await h.unmount();
  });

  it('says the postcode is not known, offers no place for it, and Enter takes nothing (en_GB)', async () => {
    h = await mountSearch({ locale: 'en_GB' });
    h.maps.scriptSuggestions('PA80 5UD', [PA_AREA_ONLY]);
    h.api.on('GET', COMPLETE, () => []);
    await typeQuery(h, 'PA80 5UD');
    const notice = h.query('[data-search-unknown-postcode]')!;
    expect(notice.textContent).to.equal('The postcode PA80 5UD is not known here, only its area PA (Paisley, United Kingdom). Search for the town or village instead.');
    expect(h.popup().hidden).to.equal(false);
    expect(h.options()).to.have.length(0);
    expect(h.query('[data-search-empty]')).to.equal(null);
    expect(h.announcer().textContent).to.equal(notice.textContent);
    await h.act(() => sendKeys({ press: 'Enter' }));
    await h.flush();
    expect(h.maps.callsOf('details')).to.have.length(0);
    expect(h.input().value).to.equal('PA80 5UD');
  });

  it('says it above the stations the text finds, in German', async () => {
    h = await mountSearch({ locale: 'de_DE' });
    h.maps.scriptSuggestions('TR21', [{ ...PA_AREA_ONLY, placeId: 'area:gb:tr', text: 'TR, Helston, Vereinigtes Königreich', mainText: 'TR', secondaryText: 'Helston, Vereinigtes Königreich' }]);
    h.api.on('GET', COMPLETE, () => [completion('2001', 'St Mary’s Garage, Isles of Scilly TR21 0JA')]);
    await typeQuery(h, 'TR21');
    expect(h.query('[data-search-unknown-postcode]')!.textContent).to.equal(
      'Die Postleitzahl TR21 ist hier nicht bekannt, nur ihr Bereich TR (Helston, Vereinigtes Königreich). Suchen Sie stattdessen nach dem Ort.',
    );
    // The area is not among the options; the station is.
    expect(h.options().map((o) => o.textContent)).to.deep.equal(['St Mary’s Garage, Isles of Scilly TR21 0JA']);
  });

  it('typed before the maps platform came: asked again when it comes, and the notice shows', async () => {
    // The platform is fetched after the first list's frame; a visitor who types at once asked without it.
    h = await mountSearch({ locale: 'en_GB', withoutMaps: true });
    h.maps.scriptSuggestions('PA80 5UD', [PA_AREA_ONLY]);
    h.api.on('GET', COMPLETE, () => []);
    await typeQuery(h, 'PA80 5UD');
    expect(h.query('[data-search-unknown-postcode]')).to.equal(null);
    expect(h.maps.callsOf('suggest')).to.have.length(0);
    await h.act(() => h.store.set(provideSearchMapsAtom, h.maps));
    await h.flush(0);
    expect(h.maps.callsOf('suggest')).to.have.length(1);
    expect(h.query('[data-search-unknown-postcode]')!.textContent).to.equal(
      'The postcode PA80 5UD is not known here, only its area PA (Paisley, United Kingdom). Search for the town or village instead.',
    );
    // Text asked with the platform is not asked again when another platform comes (consent given).
    await h.act(() => h.store.set(provideSearchMapsAtom, { ...h.maps }));
    await h.flush(0);
    expect(h.maps.callsOf('suggest')).to.have.length(1);
  });
});
