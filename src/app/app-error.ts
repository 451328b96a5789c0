import { ConfigError, type ConfigErrorCode } from '../config';

/** Why the locator cannot show itself: a config failure, or an unexpected error caught at the root. */
export type LocatorErrorCode = ConfigErrorCode | 'unexpected';

export interface AppError {
  code: LocatorErrorCode;
  /** English, for developers (logs and the `locator-error` event); the UI shows a translated text. */
  message: string;
}

export function toAppError(error: unknown): AppError {
  if (error instanceof ConfigError) return { code: error.code, message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'unexpected', message: `Unexpected error: ${message}` };
}
