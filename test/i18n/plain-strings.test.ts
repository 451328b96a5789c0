/**
 * The components' `t` (`plainStringsFirst`) answers plain strings itself and must answer exactly as
 * i18next does: compared here for every key of both locales, with and without the station words, with
 * and without values, and for what it leaves to i18next (plurals, missing keys, other options).
 */
import { expect } from '@open-wc/testing';
import type { i18n as I18n } from 'i18next';
import { createI18n, withStationWords } from '../../src/i18n';
import { fillTemplate, plainStringsFirst, plainTemplate } from '../../src/i18n/plain-strings';
import { createRecordingLogger } from '../../src/shared';
import { TRANSLATIONS } from '../helpers/i18n';
import deStationWords from '../../src/i18n/locales/de_DE.stations.json';
import enStationWords from '../../src/i18n/locales/en_GB.stations.json';

function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

/** Every placeholder of every string, whatever its form, given a value. */
function valuesFor(text: string, value: (name: string, k: number) => string | number): Record<string, string | number> {
  const names = [...text.matchAll(/\{\{-?\s*([^},]+?)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]!);
  return Object.fromEntries(names.map((name, k) => [name, value(name, k)]));
}

const STATION_WORDS = { de_DE: deStationWords, en_GB: enStationWords } as const;

function instances(): { label: string; i18n: I18n }[] {
  return (['de_DE', 'en_GB'] as const).flatMap((locale) => {
    const i18n = createI18n({ locale, mode: 'test', logger: createRecordingLogger(), translation: TRANSLATIONS[locale], stationWords: STATION_WORDS[locale] });
    return [
      { label: locale, i18n },
      { label: `${locale} with station words`, i18n: withStationWords(i18n) },
    ];
  });
}

/** The instance's own `t`, counting its calls (in place before `plainStringsFirst` takes it). */
function countingCalls(i18n: I18n): { calls: () => number } {
  const own = i18n.t;
  let calls = 0;
  i18n.t = ((...args: Parameters<typeof own>) => {
    calls += 1;
    return own.apply(i18n, args);
  }) as typeof own;
  return { calls: () => calls };
}

describe('plainStringsFirst: the components’ t', () => {
  for (const { label, i18n } of instances()) {
    it(`answers every key as i18next does, with and without values (${label})`, () => {
      const t = plainStringsFirst(i18n);
      const raw = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
      const fast = t as unknown as (key: string, options?: Record<string, unknown>) => string;
      const keys = keysOf(i18n.getResourceBundle(i18n.language, 'translation'));
      expect(keys.length).to.be.above(300);
      for (const key of keys) {
        const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
        const text = String(raw(key));
        const samples: (Record<string, unknown> | undefined)[] = [
          undefined,
          valuesFor(text, (name) => `‹${name}›`),
          valuesFor(text, (_name, k) => 10 + k),
          // Values that look like placeholders or replacement patterns are written as they are.
          valuesFor(text, (name) => `{{${name}}} $& $1`),
          { ...valuesFor(text, (name) => name), count: 1 },
          { ...valuesFor(text, (name) => name), count: 2 },
          { unused: 'x' },
        ];
        for (const asked of new Set([key, base])) {
          for (const options of samples) {
            expect(fast(asked, options), `${asked} ${JSON.stringify(options)}`).to.equal(raw(asked, options));
          }
        }
      }
    });
  }

  it('answers a plain key with or without its values itself, and leaves plurals, missing values, unknown keys and other options to i18next', () => {
    const { i18n } = instances()[0]!;
    const counted = countingCalls(i18n);
    const t = plainStringsFirst(i18n) as unknown as (...args: unknown[]) => string;
    const i18nextCalls = (run: () => void) => {
      const before = counted.calls();
      run();
      return counted.calls() - before;
    };
    expect(i18nextCalls(() => t('app.layout.map')), 'a plain string').to.equal(0);
    expect(i18nextCalls(() => t('locations.item.distance', { distance: '1,2 km' })), 'its placeholder filled').to.equal(0);
    expect(t('locations.item.distance', { distance: '1,2 km' })).to.equal('1,2 km entfernt');
    for (const [label, args] of [
      ['a plural', ['filters.toggle_active_suffix', { count: 2 }]],
      ['a value missing', ['locations.item.distance', {}]],
      ['an option', ['app.layout.map', { lng: 'en_GB' }]],
      ['a key not there', ['app.no_such_key']],
      ['a default text', ['app.no_such_key', 'Default']],
      ['several keys', [['app.no_such_key', 'app.layout.map']]],
    ] as const) {
      expect(i18nextCalls(() => t(...args)), label).to.equal(1);
    }
  });

  it('reads a text with a format, an unescaped value or nesting as not plain', () => {
    expect(plainTemplate('{{count, number}} km')).to.equal(null);
    expect(plainTemplate('{{- name}}')).to.equal(null);
    expect(plainTemplate('$t(app.layout.map)')).to.equal(null);
    const template = plainTemplate('Von {{ from }} nach {{to}}')!;
    expect(fillTemplate(template, { from: 'Leeds', to: 'York' })).to.equal('Von Leeds nach York');
    expect(fillTemplate(template, { from: 'Leeds' }), 'a value missing').to.equal(undefined);
    expect(fillTemplate(template, { from: 'Leeds', to: 'York', context: 'x' }), 'a context').to.equal(undefined);
  });
});
