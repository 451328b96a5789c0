import { ConfigError, type ConfigErrorCode } from '../config';
import type { FeatureErrorCode } from '../shared';

/** Why the locator cannot show itself: a config failure, or an unexpected error caught at the root. */
export type StartupErrorCode = ConfigErrorCode | 'unexpected';

/** Every `locator-error` code: start-up failures, and a part that cannot work (the map region). */
export type LocatorErrorCode = StartupErrorCode | FeatureErrorCode;

export interface AppError {
  code: StartupErrorCode;
  /** English, for developers (logs and the `locator-error` event); the UI shows a translated text. */
  message: string;
}

export function toAppError(error: unknown): AppError {
  if (error instanceof ConfigError) return { code: error.code, message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'unexpected', message: `Unexpected error: ${message}` };
}
