import { expect } from '@open-wc/testing';
import {
  buildConfig,
  ConfigError,
  configUrl,
  DEFAULT_CONFIG,
  getResourceConfig,
  loadLocatorConfig,
  normaliseEnv,
  type ConfigRequest,
} from '../../src/config';
import { deferred } from '../helpers/deferred';
import { jsonResponse, scriptedFetch, validRemoteConfig, type FetchHandler } from '../helpers/services';

const request = (overrides: Partial<ConfigRequest> = {}): ConfigRequest => ({
  resource: 'bp-uk',
  env: 'prod',
  locale: 'en_GB',
  configBase: 'https://config.example',
  ...overrides,
});

function load(handler: FetchHandler, overrides: Partial<ConfigRequest> = {}) {
  const fetch = scriptedFetch(handler);
  const redirects: string[] = [];
  const result = loadLocatorConfig(request(overrides), { fetch, redirect: (url) => redirects.push(url) });
  return { fetch, redirects, result };
}

async function loadError(handler: FetchHandler, overrides: Partial<ConfigRequest> = {}) {
  const { result, redirects, fetch } = load(handler, overrides);
  try {
    await result;
  } catch (error) {
    expect(error).to.be.instanceOf(ConfigError);
    return { error: error as ConfigError, redirects, fetch };
  }
  throw new Error('expected the config load to fail');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests poke at arbitrary config paths
type LooseConfig = Record<string, any>;

/** The valid remote config with `mutate` applied (for one-rule-broken tests). */
function remoteWith(mutate: (config: LooseConfig) => void): Record<string, unknown> {
  const config = validRemoteConfig() as LooseConfig;
  mutate(config);
  return config;
}

describe('config environment', () => {
  it('keeps prod, uat and test, and makes anything else test', () => {
    expect(normaliseEnv('prod')).to.equal('prod');
    expect(normaliseEnv('uat')).to.equal('uat');
    expect(normaliseEnv('test')).to.equal('test');
    expect(normaliseEnv(' PROD ')).to.equal('prod');
    expect(normaliseEnv('staging')).to.equal('test');
    expect(normaliseEnv('production')).to.equal('test');
    expect(normaliseEnv('')).to.equal('test');
    expect(normaliseEnv(undefined)).to.equal('test');
  });
});

describe('config request', () => {
  it('GETs {config-base}/config/published/{resource}/{env}/{locale}.json', async () => {
    const { fetch, result } = load(() => jsonResponse(validRemoteConfig()));
    await result;
    expect(fetch.calls).to.have.length(1);
    expect(fetch.calls[0]?.url).to.equal('https://config.example/config/published/bp-uk/prod/en_GB.json');
    expect(fetch.calls[0]?.init?.method).to.equal('GET');
  });

  it('uses the status of the config property, published by default, and encodes path segments', () => {
    expect(configUrl({ ...request(), resource: 'a/b' })).to.equal('https://config.example/config/published/a%2Fb/prod/en_GB.json');
    expect(configUrl({ ...request({ override: { status: 'draft' } }), resource: 'x' })).to.equal(
      'https://config.example/config/draft/x/prod/en_GB.json',
    );
    expect(configUrl({ ...request({ configBase: 'https://c.example/base/' }), resource: 'x' })).to.equal(
      'https://c.example/base/config/published/x/prod/en_GB.json',
    );
  });

  it('sends the configured request headers', async () => {
    const { fetch, result } = load(() => jsonResponse(validRemoteConfig()), {
      override: { requestHeaders: { 'X-Brand': 'bp' } },
    });
    await result;
    const headers = new Headers(fetch.calls[0]?.init?.headers);
    expect(headers.get('X-Brand')).to.equal('bp');
    expect(headers.get('Accept')).to.equal('application/json');
  });

  it('rejects with the abort reason and no ConfigError when aborted', async () => {
    const held = deferred<Response>();
    const controller = new AbortController();
    const fetch = scriptedFetch(() => held.promise);
    const result = loadLocatorConfig(request(), { fetch, redirect: () => {}, signal: controller.signal });
    controller.abort();
    held.resolve(jsonResponse(validRemoteConfig()));
    const error: unknown = await result.catch((e: unknown) => e);
    expect(error).to.be.instanceOf(DOMException);
    expect((error as DOMException).name).to.equal('AbortError');
  });
});

describe('config merge', () => {
  it('merges the remote config over the local defaults (spec section 9 constants)', async () => {
    const { result } = load(() => jsonResponse(validRemoteConfig()));
    const config = await result;
    expect(config.status).to.equal('published');
    // No default view: the map starts on the configured country's box unless the config sets one.
    expect(config.map.defaultZoom).to.equal(undefined);
    expect(config.map.defaultCenter).to.equal(undefined);
    expect(config.map.targetZoom).to.equal('14..18');
    expect(config.map.nearestLimit).to.equal(50);
    expect(config.map.updateDebounceMs).to.equal(250);
    expect(config.completions).to.deep.include({ minQueryLength: 3, limit: 5, debounceMs: 250 });
    expect(config.directions.waypointsLimit).to.equal(3);
    expect(config.directions.corridorRadius).to.deep.equal({ value: 5, min: 1, max: 25, step: 1 });
    // Off: Google bills every route-matrix element.
    expect(config.directions.detourMatrix).to.deep.equal({ enabled: false, maxStations: 10 });
    expect(config.intlData.formats.number.distance.unit).to.equal('mile');
  });

  it('defaults the status to published when the remote config has none', () => {
    const config = buildConfig(remoteWith((c) => delete c.status), request());
    expect(config.status).to.equal('published');
  });

  it('applies the localised overrides for the locale, then the config property, then the attributes', () => {
    const remote = remoteWith((c) => {
      c.completions = { limit: 8 };
      c.localized = {
        en_GB: { completions: { limit: 6 }, intlData: { formats: { number: { distance: { unit: 'mile' } } } } },
        de_DE: { intlData: { formats: { number: { distance: { unit: 'kilometer' } } } } },
      };
    });
    const de = buildConfig(remote, request({ locale: 'de_DE' }));
    expect(de.intlData.formats.number.distance.unit).to.equal('kilometer');
    expect(de.completions.limit).to.equal(8);
    expect(de.locale).to.equal('de_DE');
    expect(de).not.to.have.property('localized');

    const en = buildConfig(remote, request({ override: { map: { defaultZoom: 9 } }, mapsApiKey: 'KEY', mapId: 'MAP' }));
    expect(en.completions.limit).to.equal(6);
    expect(en.completions.minQueryLength).to.equal(3);
    expect(en.map.defaultZoom).to.equal(9);
    expect(en.maps).to.deep.equal({ provider: 'offline', apiKey: 'KEY', mapId: 'MAP' });
  });

  it('does not let a config pollute prototypes or change the defaults', () => {
    const remote = JSON.parse(
      '{"__proto__": {"polluted": true}, "map": {"constructor": {"prototype": {"polluted": true}}}}',
    ) as Record<string, unknown>;
    const merged = buildConfig({ ...validRemoteConfig(), ...remote }, request());
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect(Object.hasOwn(merged.map, 'constructor')).to.equal(false);
    expect(DEFAULT_CONFIG.map?.nearestLimit).to.equal(50);
  });
});

describe('config validation', () => {
  it('checks directions.timeZone: an IANA zone the runtime knows, or none (the visitor\'s)', () => {
    const withZone = (timeZone: unknown) => () => buildConfig(remoteWith((c) => (c.directions = { timeZone })), request());
    expect(withZone('Mars/Olympus_Mons')).to.throw(ConfigError, 'directions.timeZone');
    expect(withZone('')).to.throw(ConfigError, 'directions.timeZone');
    expect(withZone('Europe/London')().directions.timeZone).to.equal('Europe/London');
    expect(buildConfig(validRemoteConfig(), request()).directions.timeZone).to.equal(undefined);
  });

  it('checks directions.detourMatrix: a boolean switch and 1 to 50 stations', () => {
    const withMatrix = (detourMatrix: unknown) => () => buildConfig(remoteWith((c) => (c.directions = { detourMatrix })), request());
    expect(withMatrix({ enabled: 'yes' })).to.throw(ConfigError, 'directions.detourMatrix.enabled');
    expect(withMatrix({ maxStations: 0 })).to.throw(ConfigError, 'directions.detourMatrix.maxStations');
    expect(withMatrix({ maxStations: 51 })).to.throw(ConfigError, 'directions.detourMatrix.maxStations');
    expect(buildConfig(remoteWith((c) => (c.directions = { detourMatrix: { enabled: true, maxStations: 25 } })), request()).directions.detourMatrix).to.deep.equal({
      enabled: true,
      maxStations: 25,
    });
  });

  it('reports a missing non-optional key, naming it', () => {
    expect(() => buildConfig(remoteWith((c) => delete c.resources), request())).to.throw(
      ConfigError,
      'Missing non-optional config: resources',
    );
    expect(() => buildConfig(remoteWith((c) => (c.baseUrl = null)), request())).to.throw(
      'Missing non-optional config: baseUrl',
    );
    expect(() => buildConfig(remoteWith((c) => (c.map = { targetZoom: null })), request())).to.throw(
      'Missing non-optional config: map.targetZoom',
    );
    expect(() => buildConfig(remoteWith((c) => (c.map = { defaultCenter: { lat: null } })), request())).to.throw(
      'Invalid config: map.defaultCenter must be an object {lat, lng} of numbers',
    );
    expect(() =>
      buildConfig(remoteWith((c) => (c.resources.locations = { views: ['show'] })), request()),
    ).to.throw('Missing non-optional config: resources.locations.enabled');
  });

  it('gives the missing_key code and the key', () => {
    try {
      buildConfig(remoteWith((c) => (c.directions = { waypointsLimit: null })), request());
      expect.fail('should throw');
    } catch (error) {
      expect((error as ConfigError).code).to.equal('missing_key');
      expect((error as ConfigError).key).to.equal('directions.waypointsLimit');
    }
  });

  it('makes a missing distance unit an error', () => {
    try {
      buildConfig(remoteWith((c) => delete c.intlData), request());
      expect.fail('should throw');
    } catch (error) {
      expect((error as ConfigError).code).to.equal('missing_distance_unit');
      expect((error as ConfigError).message).to.contain('intlData.formats.number.distance.unit');
    }
    expect(() =>
      buildConfig(remoteWith((c) => (c.intlData.formats.number.distance.unit = 'furlong')), request()),
    ).to.throw(/must be 'kilometer' or 'mile'/);
  });

  it('names an unknown resource', () => {
    const noLocations = remoteWith((c) => delete c.resources.locations);
    expect(() => buildConfig(noLocations, request())).to.throw(ConfigError, 'resource locations is not defined in the app config');
    const config = buildConfig(validRemoteConfig(), request());
    expect(getResourceConfig(config, 'locations').enabled).to.equal(true);
    expect(() => getResourceConfig(config, 'petrol_pumps')).to.throw('resource petrol_pumps is not defined in the app config');
    expect(() => getResourceConfig(config, 'toString')).to.throw('resource toString is not defined');
  });

  it('rejects wrong types with invalid_config', () => {
    const cases: [(c: LooseConfig) => void, RegExp][] = [
      [(c) => (c.map = { defaultZoom: 'six' }), /map.defaultZoom must be a number/],
      [(c) => (c.map = { minSearchLocations: { count: 3 } }), /map.minSearchLocations/],
      [(c) => (c.map = { nearestMode: 'sometimes' }), /map.nearestMode/],
      [(c) => (c.status = 'archived'), /status/],
      [(c) => (c.resources.locations.views = ['teleport']), /resources.locations.views/],
      [(c) => (c.resources.locations.metaHeaders = { 'X-A': 1 }), /metaHeaders/],
      [(c) => (c.resources.locations.mapFields = 'map'), /resources.locations.mapFields must be true or false/],
      [(c) => (c.resources.locations.mapColumns = 'columns'), /resources.locations.mapColumns must be true or false/],
      [(c) => (c.maps = { provider: 'bing' }), /maps.provider/],
      [(c) => (c.map = { attributionLinks: 'yes' }), /map.attributionLinks must be true or false/],
      [(c) => (c.brands = { siteBrands: { bp: { colour: 'green', glyph: 'bp' } } }), /brands.siteBrands.bp.colour must be a hex colour/],
      [(c) => (c.brands = { siteBrands: { bp: { colour: 'url(x)', glyph: 'bp' } } }), /brands.siteBrands.bp.colour/],
      [(c) => (c.brands = { siteBrands: { aral: { colour: '#0057B8', glyph: 'ARL' } } }), /brands.siteBrands.aral.glyph must be one or two characters/],
      [(c) => (c.brands = { siteBrands: { Shell: { colour: '#FFD500', glyph: 'S' } } }), /brands.siteBrands.Shell must be a lower-case key/],
      [(c) => (c.brands = { channelsOfTrade: { UNCO: 'grey' } }), /brands.channelsOfTrade.UNCO must be an object/],
      [(c) => (c.brands = { siteBrands: [] }), /brands.siteBrands must be an object/],
      [(c) => (c.completions = { options: { types: ['(cities)', 'locality'] } }), /completions.options.types/],
      [(c) => (c.completions = { options: { types: ['a', 'b', 'c', 'd', 'e', 'f'] } }), /completions.options.types/],
      [(c) => (c.completions = { options: { types: 'geocode' } }), /completions.options.types/],
    ];
    for (const [mutate, message] of cases) {
      expect(() => buildConfig(remoteWith(mutate), request()), String(message)).to.throw(ConfigError, message);
    }
    expect(() => buildConfig([1, 2], request())).to.throw(/must be a JSON object/);
  });

  it('defaults the brand table (spec: bp, amoco, the product, its pulse brand, UNCO); a published config adds, changes and removes entries', () => {
    const defaults = buildConfig(validRemoteConfig(), request()).brands;
    expect(Object.keys(defaults.siteBrands)).to.include.members(['bp', 'amoco', 'aral', 'aral_pulse', 'bp_pulse']);
    expect(defaults.channelsOfTrade.UNCO).to.deep.equal({ colour: '#5F6B7A', glyph: 'U' });
    const brands = buildConfig(
      remoteWith((c) => (c.brands = { siteBrands: { shell: { colour: '#FFD500', glyph: 'S' }, bp: { colour: '#009900', glyph: 'bp' }, aral: null } })),
      request(),
    ).brands;
    expect(brands.siteBrands.shell).to.deep.equal({ colour: '#FFD500', glyph: 'S' });
    expect(brands.siteBrands.bp!.colour).to.equal('#009900');
    expect(brands.siteBrands.aral, 'removed').to.equal(null);
    expect(brands.siteBrands.amoco).to.deep.equal(defaults.siteBrands.amoco);
  });

  it('accepts the number and object forms of minSearchLocations, every target zoom form and place types', () => {
    for (const value of [3, { count: 3, cutoffDistance: 20000 }]) {
      expect(buildConfig(remoteWith((c) => (c.map = { minSearchLocations: value })), request()).map.minSearchLocations).to.deep.equal(value);
    }
    for (const types of [['(regions)'], ['locality', 'postal_code'], []]) {
      expect(buildConfig(remoteWith((c) => (c.completions = { options: { types } })), request()).completions.options?.types).to.deep.equal(types);
    }
    for (const value of [15, '14,16,18', '14..18']) {
      expect(buildConfig(remoteWith((c) => (c.map = { targetZoom: value })), request()).map.targetZoom).to.equal(value);
    }
  });
});

describe('config failures', () => {
  it('needs a resource', async () => {
    const { error, fetch } = await loadError(() => jsonResponse(validRemoteConfig()), { resource: null });
    expect(error.code).to.equal('missing_resource');
    expect(fetch.calls).to.have.length(0);
  });

  it('maps a network failure', async () => {
    const { error } = await loadError(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(error.code).to.equal('network');
  });

  it('maps 404, 500 and invalid JSON', async () => {
    expect((await loadError(() => jsonResponse({}, 404))).error.code).to.equal('not_found');
    expect((await loadError(() => jsonResponse({}, 500))).error.code).to.equal('http');
    expect((await loadError(() => new Response('{"status": "publ', { status: 200 }))).error.code).to.equal('invalid_json');
  });

  it('maps an invalid config', async () => {
    const { error } = await loadError(() => jsonResponse(remoteWith((c) => delete c.resources)));
    expect(error.code).to.equal('missing_key');
  });

  for (const status of [401, 403]) {
    it(`redirects to the auth-failure URL on ${status}`, async () => {
      const { error, redirects } = await loadError(() => jsonResponse({}, status), {
        override: { authFailureUrl: 'https://login.example/sso?back=1' },
      });
      expect(error.code).to.equal('unauthorized');
      expect(redirects).to.deep.equal(['https://login.example/sso?back=1']);
    });
  }

  it('does not redirect on 401 without an auth-failure URL, nor to a javascript: URL', async () => {
    expect((await loadError(() => jsonResponse({}, 401))).redirects).to.deep.equal([]);
    const unsafe = await loadError(() => jsonResponse({}, 403), { override: { authFailureUrl: 'javascript:alert(1)' } });
    expect(unsafe.redirects).to.deep.equal([]);
  });

  it('does not redirect on other errors', async () => {
    const { redirects } = await loadError(() => jsonResponse({}, 500), { override: { authFailureUrl: 'https://login.example/' } });
    expect(redirects).to.deep.equal([]);
  });
});
