/**
 * Issue 44 in the element: `config-status="draft"` loads the signed-in author's draft (the builder's
 * preview) with the author's cookie, and a config's `theme` colours the element unless the page's own
 * CSS says otherwise.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { configUrl, loadLocatorConfig, themeCss, type ConfigRequest } from '../../src/config';
import { configRequestOf, parseAttributes } from '../../src/element/attributes';
import { mountLocator, waitForShadow } from '../helpers/mount-locator';
import { jsonResponse, scriptedFetch, testServices, validRemoteConfig } from '../helpers/services';

const request = (overrides: Partial<ConfigRequest> = {}): ConfigRequest => ({
  resource: 'bp-uk',
  env: 'prod',
  locale: 'en_GB',
  configBase: 'https://config.example',
  ...overrides,
});

describe('config-status', () => {
  it('is published unless the attribute says draft (any case)', () => {
    const status = (value: string | undefined) => parseAttributes({ resource: 'bp-uk', configStatus: value }, 'https://host.example').configStatus;
    expect(status(undefined)).to.equal('published');
    expect(status('draft')).to.equal('draft');
    expect(status(' DRAFT ')).to.equal('draft');
    expect(status('preview')).to.equal('published');
    const settings = parseAttributes({ resource: 'bp-uk', configStatus: 'draft' }, 'https://host.example');
    expect(configRequestOf(settings, undefined).status).to.equal('draft');
    expect(configUrl({ ...request({ status: 'draft' }), resource: 'bp-uk' })).to.equal('https://config.example/config/draft/bp-uk/prod/en_GB.json');
  });

  it('a draft is asked for with the credentials of the signed-in author; a published config without', async () => {
    for (const status of ['draft', 'published'] as const) {
      const fetch = scriptedFetch(() => jsonResponse(validRemoteConfig()));
      await loadLocatorConfig(request({ status }), { fetch, redirect: () => undefined });
      expect(fetch.calls[0]?.url).to.equal(`https://config.example/config/${status}/bp-uk/prod/en_GB.json`);
      expect(fetch.calls[0]?.init?.credentials, status).to.equal(status === 'draft' ? 'include' : undefined);
    }
  });

  it('the element with config-status="draft" loads the draft', async () => {
    const services = testServices(() => jsonResponse(validRemoteConfig()));
    const element = mountLocator({ attributes: { resource: 'bp-uk', 'config-env': 'uat', locale: 'en_GB', 'config-status': 'draft' }, services });
    await waitForShadow(element, '[data-testid="shell"]');
    expect(services.fetch.calls[0]?.url).to.equal('https://host.example/config/draft/bp-uk/uat/en_GB.json');
    expect(services.fetch.calls[0]?.init?.credentials).to.equal('include');
  });
});

describe('config theme', () => {
  it('is a :host rule of hex colours only', () => {
    expect(themeCss({ primary: '#8a1538', onPrimary: '#fff' })).to.equal(':host{--station-locator-primary:#8a1538;--station-locator-on-primary:#fff}');
    expect(themeCss({ primary: 'red;background:url(x)' })).to.equal('');
    expect(themeCss(undefined)).to.equal('');
  });

  const primaryOf = (element: HTMLElement) => getComputedStyle(element).getPropertyValue('--station-locator-primary').trim();

  it("colours the element, and the page's own custom property still wins", async () => {
    const services = () => testServices(() => jsonResponse({ ...validRemoteConfig(), theme: { primary: '#8a1538' } }));
    const themed = mountLocator({ attributes: { resource: 'bp-uk', locale: 'en_GB' }, services: services() });
    await waitForShadow(themed, '[data-testid="shell"]');
    await waitUntil(() => primaryOf(themed) === '#8a1538', `primary is ${primaryOf(themed)}`);

    const styled = mountLocator({ attributes: { resource: 'bp-uk', locale: 'en_GB' }, services: services() });
    styled.style.setProperty('--station-locator-primary', '#123456');
    await waitForShadow(styled, '[data-testid="shell"]');
    expect(primaryOf(styled)).to.equal('#123456');
  });
});
