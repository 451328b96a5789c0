import { expect } from '@open-wc/testing';
import { createI18n as createWithStrings, humaniseKey, loadStrings, MissingTranslationError, withStationWords, type CreateI18nOptions } from '../../src/i18n';
import { TRANSLATIONS } from '../helpers/i18n';
import deStationWords from '../../src/i18n/locales/de_DE.stations.json';
import enStationWords from '../../src/i18n/locales/en_GB.stations.json';

function valueAt(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

const RESOURCES = { de_DE: { translation: TRANSLATIONS.de_DE }, en_GB: { translation: TRANSLATIONS.en_GB } };
const createI18n = (options: Omit<CreateI18nOptions, 'translation'>) => createWithStrings({ ...options, translation: TRANSLATIONS[options.locale] });
import { createRecordingLogger, detectRuntimeMode } from '../../src/shared';

function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe('i18n', () => {
  it('translates synchronously in de_DE (default) and en_GB', () => {
    const logger = createRecordingLogger();
    expect(createI18n({ locale: 'de_DE', mode: 'test', logger }).t('app.layout.map')).to.equal('Karte');
    expect(createI18n({ locale: 'en_GB', mode: 'test', logger }).t('app.layout.map')).to.equal('Map');
  });

  it('has the same keys in every language, all as non-empty strings', () => {
    const de = keysOf(RESOURCES.de_DE.translation).sort();
    const en = keysOf(RESOURCES.en_GB.translation).sort();
    expect(en).to.deep.equal(de);
    for (const [locale, { translation }] of Object.entries(RESOURCES)) {
      const instance = createI18n({ locale: locale as 'de_DE', mode: 'development', logger: createRecordingLogger() });
      for (const key of keysOf(translation)) expect(instance.t(key), `${locale} ${key}`).to.be.a('string').and.not.equal('');
    }
  });

  it('keeps instances independent', () => {
    const logger = createRecordingLogger();
    const a = createI18n({ locale: 'de_DE', mode: 'test', logger });
    const b = createI18n({ locale: 'en_GB', mode: 'test', logger });
    // Each element has one instance per locale (a locale switch makes a new one): nothing is shared.
    b.addResource('en_GB', 'translation', 'app.layout.map', 'Changed');
    expect(a.language).to.equal('de_DE');
    expect(a.t('app.layout.map')).to.equal('Karte');
    expect(b.t('app.layout.map')).to.equal('Changed');
  });

  describe('missing translation', () => {
    it('production: logs once and shows the last key segment humanised', () => {
      const logger = createRecordingLogger();
      const i18n = createI18n({ locale: 'en_GB', mode: 'production', logger });
      expect(i18n.t('zz_missing.recent.clear_all')).to.equal('Clear all');
      expect(i18n.t('zz_missing.recent.clear_all')).to.equal('Clear all');
      expect(logger.entries).to.have.length(1);
      expect(logger.entries[0]?.level).to.equal('error');
      expect(logger.entries[0]?.message).to.contain('zz_missing.recent.clear_all');
    });

    it('test: shows the key', () => {
      const logger = createRecordingLogger();
      const i18n = createI18n({ locale: 'de_DE', mode: 'test', logger });
      expect(i18n.t('zz_missing.recent.clear_all')).to.equal('zz_missing.recent.clear_all');
      expect(logger.entries).to.have.length(0);
    });

    it('development: throws', () => {
      const i18n = createI18n({ locale: 'de_DE', mode: 'development', logger: createRecordingLogger() });
      expect(() => i18n.t('zz_missing.recent.clear_all')).to.throw(MissingTranslationError, 'zz_missing.recent.clear_all');
    });

    it('does not fall back to another language', () => {
      const i18n = createI18n({ locale: 'en_GB', mode: 'test', logger: createRecordingLogger() });
      i18n.addResource('de_DE', 'translation', 'only.german', 'Nur deutsch');
      expect(i18n.t('only.german')).to.equal('only.german');
    });
  });

  it('humanises keys', () => {
    expect(humaniseKey('search.recent.clear_all')).to.equal('Clear all');
    expect(humaniseKey('directions.routeOptions')).to.equal('Route options');
    expect(humaniseKey('a.b.avoid-tolls')).to.equal('Avoid tolls');
    expect(humaniseKey('single')).to.equal('Single');
  });

  it('takes the runtime mode from process.env.NODE_ENV, production when absent', () => {
    expect(detectRuntimeMode()).to.equal('test'); // the test page defines NODE_ENV=test
    expect(detectRuntimeMode({})).to.equal('production');
    expect(detectRuntimeMode({ process: { env: { NODE_ENV: 'development' } } })).to.equal('development');
    expect(detectRuntimeMode({ process: { env: { NODE_ENV: 'production' } } })).to.equal('production');
    expect(detectRuntimeMode({ process: { env: { NODE_ENV: 'staging' } } })).to.equal('production');
  });

  it('loads one locale\'s strings at a time, the same as the locale files', async () => {
    expect(await loadStrings('de_DE')).to.deep.equal({ translation: TRANSLATIONS.de_DE, stationWords: deStationWords });
    expect(await loadStrings('en_GB')).to.deep.equal({ translation: TRANSLATIONS.en_GB, stationWords: enStationWords });
  });

  it('has station words only for strings the locale has, with the same placeholders, none of them of fuel stations alone', () => {
    for (const [locale, stationWords, fuelOnly] of [
      ['de_DE', deStationWords, /Tankstelle/],
      ['en_GB', enStationWords, /fuel station/i],
    ] as const) {
      const words = Object.fromEntries(keysOf(stationWords).map((key) => [key, valueAt(stationWords, key)]));
      expect(Object.keys(words), locale).to.have.length.greaterThan(locale === 'de_DE' ? 40 : 1);
      for (const [key, text] of Object.entries(words)) {
        const base = valueAt(TRANSLATIONS[locale], key);
        expect(base, `${locale} ${key}`).to.be.a('string');
        expect(placeholders(text as string), `${locale} ${key}`).to.deep.equal(placeholders(base as string));
        expect(text, `${locale} ${key}`).not.to.match(fuelOnly);
      }
    }
  });

  it('puts the station words over the strings of a copy, once per instance; the original keeps its own', async () => {
    const logger = createRecordingLogger();
    const de = createWithStrings({ locale: 'de_DE', mode: 'test', logger, ...(await loadStrings('de_DE')) });
    const words = withStationWords(de);
    expect(words.t('locations.list.label')).to.equal('Stationen in der Nähe');
    expect(words.t('directions.corridor.count', { count: 1 })).to.equal('1 Station, in Fahrtrichtung geordnet');
    // Fuel-only names stay: the filter for fuel stations, and a station of no brand is a fuel station.
    expect(words.t('filters.show.fuel')).to.equal('Tankstellen');
    expect(words.t('app.layout.map')).to.equal('Karte');
    expect(de.t('locations.list.label')).to.equal('Tankstellen in der Nähe');
    expect(withStationWords(de)).to.equal(words);
    const en = createWithStrings({ locale: 'en_GB', mode: 'test', logger, ...(await loadStrings('en_GB')) });
    expect(withStationWords(en).t('map.keyboard.name')).to.equal('Map of stations');
    expect(withStationWords(en).t('locations.list.label')).to.equal(en.t('locations.list.label'));
    expect(en.t('map.keyboard.name')).to.equal('Map of fuel stations');
  });
});
