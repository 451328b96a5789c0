/** What the builder's panels share: the config chosen, and its published version, draft and history as loaded. */
import type { Config, VersionInfo } from './api';

/** The locales every config has; "both locales" copies an edit into the other one. */
export const LOCALES = ['de_DE', 'en_GB'] as const;

export interface Selection {
  resource: string;
  env: string;
  locale: string;
}

export interface Loaded {
  published: Config;
  publishedVersion: number;
  draft: Config;
  hasDraft: boolean;
  history: VersionInfo[];
}

/** The locale that is not `locale`. */
export const otherLocale = (locale: string): string => LOCALES.find((l) => l !== locale)!;
