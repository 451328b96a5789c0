import type { ConfigEnv } from './types';

export const CONFIG_ENVS: readonly ConfigEnv[] = ['prod', 'uat', 'test'];

/** The `config-env` attribute as one of ours: prod, uat or test; anything else is test (spec section 9). */
export function normaliseEnv(value: string | null | undefined): ConfigEnv {
  const cleaned = (value ?? '').trim().toLowerCase();
  return CONFIG_ENVS.find((env) => env === cleaned) ?? 'test';
}
