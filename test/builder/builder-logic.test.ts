/** The builder's pure parts: contrast, checks, cost, diff, snippet, form helpers (issue 44). */
import { expect } from '@open-wc/testing';
import { callsPer1000, consentCheck, contrastChecks, costPer1000, cspLines, routesTier, usesGoogle } from '../../src/builder/checks';
import { contrastRatio } from '../../src/builder/contrast';
import { diffConfigs } from '../../src/builder/diff';
import { filterGroups, prefilters, withBrand, withGroupMoved, withPrefilter } from '../../src/builder/form';
import { embedSnippet } from '../../src/builder/snippet';

const config = (extra: Record<string, unknown> = {}) => ({
  country: 'GB',
  maps: { provider: 'auto' },
  directions: { waypointsLimit: 3 },
  filters: { groups: { fuel: { filters: ['E10', 'E5'] }, brand: { filters: ['bp'] } }, priority: ['fuel', 'brand'] },
  ...extra,
});

describe('builder checks', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000', '#fff')!.toFixed(1)).to.equal('21.0');
    expect(contrastRatio('#0064cc', '#ffffff')!.toFixed(2)).to.equal('5.68');
    expect(contrastRatio('red', '#fff')).to.equal(null);
  });

  it('fails a low-contrast primary colour and passes the defaults', () => {
    expect(contrastChecks(config()).map((c) => c.level)).to.deep.equal(['ok', 'ok', 'ok']);
    const low = contrastChecks(config({ theme: { primary: '#ffee58' } }));
    expect(low.find((c) => c.id === 'contrast-on-primary')!.level).to.equal('error');
    expect(low.find((c) => c.id === 'contrast-primary')!.level).to.equal('error');
    expect(low.find((c) => c.id === 'contrast-text')!.level).to.equal('ok');
  });

  it('asks German and EU pages with Google for consent wiring', () => {
    const google = { maps: { provider: 'auto', apiKey: 'k' } };
    expect(usesGoogle(config())).to.equal(false);
    expect(consentCheck(config(), 'de_DE').key).to.equal('consent.noGoogle');
    expect(consentCheck(config(google), 'de_DE')).to.include({ level: 'error', key: 'consent.missing' });
    expect(consentCheck(config({ ...google, country: 'FR' }), 'en_GB')).to.include({ level: 'error' });
    expect(consentCheck(config(google), 'en_GB')).to.include({ level: 'warn', key: 'consent.outsideEu' });
    expect(consentCheck(config({ maps: { provider: 'google', consentMode: 'required' } }), 'de_DE')).to.include({ level: 'ok', key: 'consent.wired' });
  });

  it("lists Google's CSP hosts only when Google is used", () => {
    const origins = { bundle: 'https://cdn.example', api: 'https://api.example' };
    expect(cspLines(config(), origins).join('\n')).not.to.include('googleapis');
    const google = cspLines(config({ maps: { provider: 'google' } }), origins);
    expect(google).to.include("script-src 'nonce-{NONCE}' 'strict-dynamic' https: 'unsafe-eval' blob:");
    expect(google).to.include('worker-src https://cdn.example blob:');
    expect(google.find((l) => l.startsWith('trusted-types'))).to.include('station-locator-maplibre');
    expect(cspLines(config(), origins)).to.include('worker-src https://cdn.example');
    expect(cspLines(config({ maps: { provider: 'maplibre', style: 'https://tiles.example/style.json' } }), origins)).to.include('connect-src https://api.example https://tiles.example');
  });

  it('counts Google calls per 1,000 visits and prices them from the author’s figures', () => {
    const assumptions = { consentPercent: 50, searchPercent: 60, locatePercent: 20, routePercent: 10 };
    expect(callsPer1000(config(), assumptions).mapLoad).to.equal(0);
    const calls = callsPer1000(config({ maps: { provider: 'google' } }), assumptions);
    expect(calls).to.deep.equal({ mapLoad: 500, autocomplete: 300, placeDetails: 300, geocoding: 100, routes: 50 });
    const cost = costPer1000(calls, { mapLoad: 7, routes: 5 });
    expect(cost.bySku.mapLoad).to.equal(3.5);
    expect(cost.bySku.autocomplete).to.equal(null);
    expect(cost.total).to.equal(3.75);
    expect(routesTier(config({ directions: { waypointsLimit: 13 } }))).to.equal('pro');
    expect(routesTier(config())).to.equal('essentials');
  });
});

describe('builder diff, snippet and form', () => {
  it('lists changes setting by setting, ignoring the status', () => {
    expect(diffConfigs({ status: 'published', a: 1 }, { status: 'draft', a: 1, theme: { primary: '#8a1538' } })).to.deep.equal([
      { path: 'theme.primary', kind: 'added', after: '#8a1538' },
    ]);
    expect(diffConfigs({ a: [1, 2] }, { a: [2, 1] })).to.deep.equal([{ path: 'a', kind: 'changed', before: [1, 2], after: [2, 1] }]);
  });

  it('builds the embed snippet with the consent wiring when consent is required', () => {
    const base = { resource: 'bp-de', env: 'prod', locale: 'de_DE', bundleUrl: 'https://cdn.example/b.js', configBase: 'https://api.example' };
    const plain = embedSnippet({ ...base, config: config({ theme: { primary: '#8a1538' } }) });
    expect(plain).to.include('<station-locator resource="bp-de" config-env="prod" locale="de_DE" config-base="https://api.example"></station-locator>');
    expect(plain).to.include('--station-locator-primary: #8a1538;');
    expect(plain).not.to.include('maps-consent');
    const consent = embedSnippet({ ...base, config: config({ maps: { provider: 'google', consentMode: 'required' } }) });
    expect(consent).to.include('maps-consent="pending"');
    expect(consent).to.include("addEventListener('maps-consent-request'");
  });

  it('turns default filters into prefilters and moves groups in priority', () => {
    let c: Record<string, unknown> = config();
    c = withPrefilter(c, 'fuel.E10', true);
    c = withPrefilter(c, 'brand.bp', true);
    expect([...prefilters(c)]).to.deep.equal(['fuel.E10', 'brand.bp']);
    c = withPrefilter(c, 'fuel.E10', false);
    expect((c.filters as { prefilters: string }).prefilters).to.equal('brand.bp');
    c = withGroupMoved(c, 'brand', -1);
    expect(filterGroups(c).map((g) => g.name)).to.deep.equal(['brand', 'fuel']);
    expect(withGroupMoved(c, 'brand', -1)).to.equal(c);
    const branded = withBrand(c, 'shell', { colour: '#dd1d21', glyph: 'S' });
    expect((branded as { brands: { siteBrands: Record<string, unknown> } }).brands.siteBrands.shell).to.deep.equal({ colour: '#dd1d21', glyph: 'S' });
  });
});

describe('builder strings', () => {
  it('has every key in both languages, and no empty text', async () => {
    const de = (await import('../../src/builder/locales/de_DE.json')).default as Record<string, unknown>;
    const en = (await import('../../src/builder/locales/en_GB.json')).default as Record<string, unknown>;
    const keys = (node: unknown, prefix = ''): string[] =>
      typeof node === 'object' && node !== null ? Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix];
    expect(keys(de).sort()).to.deep.equal(keys(en).sort());
    const empty = (node: unknown): boolean => (typeof node === 'string' ? node.trim() === '' : Object.values(node as object).some(empty));
    expect(empty(de) || empty(en)).to.equal(false);
  });
});
