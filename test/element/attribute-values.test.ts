/**
 * Attribute values the element does not know (issue 47 item 5) and where its locale comes from (item 13):
 * a wrong `config-env` or `locale` still starts the locator with the documented fallback, but says so (a
 * console warning and a `locator-error`); a resource the server does not know is said to be unknown; the
 * published config's `locale` applies when the element has no `locale` attribute.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { LocatorErrorDetail } from '../../src/element/events';
import { mountLocator, shadowOf, waitForShadow } from '../helpers/mount-locator';
import { jsonResponse, testServices, validRemoteConfig } from '../helpers/services';

const configCalls = (services: ReturnType<typeof testServices>) => services.fetch.calls.filter((call) => call.url.includes('/config/published/'));
const mapLabel = (element: HTMLElement) => shadowOf(element).querySelector('[part="map"]')?.getAttribute('aria-label');

/** Collects the element's locator-error details from the moment it is made. */
function collectErrors(): { errors: LocatorErrorDetail[]; stop: () => void } {
  const errors: LocatorErrorDetail[] = [];
  const listener = (event: Event) => errors.push((event as CustomEvent<LocatorErrorDetail>).detail);
  document.addEventListener('locator-error', listener);
  return { errors, stop: () => document.removeEventListener('locator-error', listener) };
}

describe('attribute values the element does not know', () => {
  it('config-env="prdo" loads the test config and says so: a console warning and locator-error invalid_config_env', async () => {
    const services = testServices(() => jsonResponse(validRemoteConfig()));
    const { errors, stop } = collectErrors();
    const element = mountLocator({ attributes: { resource: 'bp-uk', 'config-env': 'prdo' }, services });
    await waitForShadow(element, '[data-testid="shell"]');
    stop();
    expect(configCalls(services)[0]?.url).to.equal('https://host.example/config/published/bp-uk/test/de_DE.json');
    expect(errors.map((error) => error.code)).to.deep.equal(['invalid_config_env']);
    expect(errors[0]?.message).to.contain('config-env="prdo"').and.contain('test config');
    expect(services.logger.entries.some((entry) => entry.level === 'warn' && String(entry.message).includes('config-env="prdo"'))).to.equal(true);
  });

  it('says nothing about prod, uat, test (any case) or a supported locale in either spelling', async () => {
    const { errors, stop } = collectErrors();
    const elements = [
      mountLocator({ attributes: { resource: 'a', 'config-env': 'PROD', locale: 'en-GB' }, services: testServices(() => jsonResponse(validRemoteConfig())) }),
      mountLocator({ attributes: { resource: 'b', 'config-env': 'uat', locale: 'de' }, services: testServices(() => jsonResponse(validRemoteConfig())) }),
    ];
    for (const element of elements) await waitForShadow(element, '[data-testid="shell"]');
    stop();
    expect(errors).to.deep.equal([]);
  });

  it('locale="fr_FR" renders German (the config names none but de_DE) and says so: locator-error unsupported_locale', async () => {
    const services = testServices(() => jsonResponse(validRemoteConfig()));
    const { errors, stop } = collectErrors();
    const element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'fr_FR' }, services });
    await waitForShadow(element, '[data-testid="shell"]');
    stop();
    expect(mapLabel(element)).to.equal('Karte');
    expect(errors.map((error) => error.code)).to.deep.equal(['unsupported_locale']);
    expect(errors[0]?.message).to.contain('locale="fr_FR"');
    expect(services.logger.entries.some((entry) => entry.level === 'warn' && String(entry.message).includes('locale="fr_FR"'))).to.equal(true);
  });

  it('warns again when the attribute changes to another wrong value, not when it is fixed', async () => {
    const services = testServices(() => jsonResponse(validRemoteConfig()));
    const element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'en_GB' }, services });
    await waitForShadow(element, '[data-testid="shell"]');
    const warned = oneEvent(element, 'locator-error');
    element.setAttribute('locale', 'xx');
    expect((await warned).detail.code).to.equal('unsupported_locale');
  });

  for (const [locale, text] of [
    ['de_DE', 'Der Stationsfinder „UK-FUEL“ ist unbekannt'],
    ['en_GB', 'The station finder “UK-FUEL” is not known'],
  ] as const) {
    it(`a resource the server does not know (404) is said to be unknown, by name (${locale})`, async () => {
      const element = mountLocator({ attributes: { resource: 'UK-FUEL', locale }, services: testServices(() => jsonResponse({ error: 'Unknown config' }, 404)) });
      const event = await oneEvent(element, 'locator-error');
      expect(event.detail.code).to.equal('not_found');
      expect(event.detail.message).to.contain('Unknown resource "UK-FUEL"');
      const alert = await waitForShadow(element, '[role="alert"]');
      expect(alert.textContent).to.contain(text);
    });
  }
});

describe('the locale: attribute, then the config, then de_DE', () => {
  const withLocale = (locale: string | undefined) => () => jsonResponse({ ...validRemoteConfig(), locale });

  it('without a locale attribute the published config’s locale applies (and the config is asked for as de_DE)', async () => {
    const services = testServices(withLocale('en_GB'));
    const element = mountLocator({ attributes: { resource: 'bp-uk' }, services });
    await waitForShadow(element, '[data-testid="shell"]');
    expect(mapLabel(element)).to.equal('Map');
    expect(shadowOf(element).querySelector('[data-testid="shell"]')?.getAttribute('lang')).to.equal('en-GB');
    expect(configCalls(services).map((call) => call.url.split('/').pop())).to.deep.equal(['de_DE.json']);
  });

  it('the attribute wins over the config', async () => {
    const element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'de_DE' }, services: testServices(withLocale('en_GB')) });
    await waitForShadow(element, '[data-testid="shell"]');
    expect(mapLabel(element)).to.equal('Karte');
  });

  it('an unsupported attribute falls back to the config’s locale', async () => {
    const element = mountLocator({ attributes: { resource: 'bp-uk', locale: 'fr_FR' }, services: testServices(withLocale('en_GB')) });
    await waitForShadow(element, '[data-testid="shell"]');
    expect(mapLabel(element)).to.equal('Map');
  });

  it('without either (or with a config locale we do not have): de_DE', async () => {
    for (const locale of [undefined, 'fr_FR']) {
      const element = mountLocator({ attributes: { resource: 'bp-uk' }, services: testServices(withLocale(locale)) });
      await waitForShadow(element, '[data-testid="shell"]');
      expect(mapLabel(element), String(locale)).to.equal('Karte');
      element.remove();
    }
  });

  it('the shell never shows in German first when the config says en_GB', async () => {
    const element = mountLocator({ attributes: { resource: 'bp-uk' }, services: testServices(withLocale('en_GB')) });
    const labels: (string | null | undefined)[] = [];
    await waitUntil(() => {
      const label = mapLabel(element);
      if (label) labels.push(label);
      return label === 'Map';
    }, 'the shell in English', { interval: 1, timeout: 3000 });
    expect(labels.filter((label) => label === 'Karte')).to.deep.equal([]);
  });
});
