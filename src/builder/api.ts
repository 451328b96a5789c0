/** The builder's calls to the reference API: same origin, the session cookie, the CSRF token on writes. */

export interface ConfigEntry {
  resource: string;
  env: string;
  locale: string;
  version: number;
  draft: { author: string; updated_at: string; base_version: number } | null;
}

export interface VersionInfo {
  version: number;
  author: string;
  created_at: string;
  kind: 'seed' | 'publish' | 'rollback';
  restored_from: number | null;
}

export interface Problem {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
  }
}

export type Config = Record<string, unknown>;

let csrf: string | null = null;

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
  const res = await fetch(url, { method, headers, credentials: 'same-origin', ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  const data = text ? (JSON.parse(text) as unknown) : null;
  if (!res.ok) {
    const error = (data as { error?: { code?: string; message?: string }; problems?: Problem[] } | null) ?? {};
    throw new ApiError(res.status, error.error?.code ?? 'http', error.error?.message ?? `HTTP ${res.status}`, error.problems ?? []);
  }
  return data as T;
}

const path = (resource: string, env: string, locale: string) => `${encodeURIComponent(resource)}/${env}/${locale}.json`;

export const api = {
  async me(): Promise<string | null> {
    try {
      const me = await call<{ name: string; csrf: string | null }>('GET', '/authors/me');
      csrf = me.csrf;
      return me.name;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  async login(name: string, password: string): Promise<string> {
    const me = await call<{ name: string; csrf: string }>('POST', '/authors/login', { name, password });
    csrf = me.csrf;
    return me.name;
  },
  logout: () => call<void>('POST', '/authors/logout'),
  configs: () => call<ConfigEntry[]>('GET', '/config/authoring/configs'),
  published: (r: string, e: string, l: string) => call<Config>('GET', `/config/published/${path(r, e, l)}`),
  draft: (r: string, e: string, l: string) => call<Config>('GET', `/config/draft/${path(r, e, l)}`),
  saveDraft: (r: string, e: string, l: string, config: Config) => call<{ base_version: number }>('PUT', `/config/draft/${path(r, e, l)}`, config),
  discardDraft: (r: string, e: string, l: string) => call<void>('DELETE', `/config/draft/${path(r, e, l)}`),
  validate: (config: Config) => call<{ valid: boolean; problems?: Problem[] }>('POST', '/config/authoring/validate', config),
  history: (r: string, e: string, l: string) => call<VersionInfo[]>('GET', `/config/authoring/history/${path(r, e, l)}`),
  publish: (r: string, e: string, l: string, expected: number) => call<{ version: number }>('POST', `/config/authoring/publish/${path(r, e, l)}`, { expected_version: expected }),
  rollback: (r: string, e: string, l: string, version: number, expected: number) =>
    call<{ version: number }>('POST', `/config/authoring/rollback/${path(r, e, l)}`, { version, expected_version: expected }),
};
