/**
 * Test doubles for `LocatorServices`: a scripted fetch that records calls, a redirect that records
 * URLs, a recording logger, test runtime mode, a fixed clock, and the maps fake instead of the real
 * engines (element tests are about the element; the offline engine has its own tests and the e2e run).
 */
import { createRecordingLogger, type FetchFunction, type LocatorServices, type RecordingLogger } from '../../src/shared';
import { FakeMapsPlatform } from './fake-maps-platform';

export interface FetchCall {
  url: string;
  init: RequestInit | undefined;
}

export type FetchHandler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

export interface ScriptedFetch extends FetchFunction {
  calls: FetchCall[];
}

/** A fetch answered by `handler`; honours abort signals like the real one. */
export function scriptedFetch(handler: FetchHandler): ScriptedFetch {
  const calls: FetchCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, init });
    init?.signal?.throwIfAborted();
    return handler(url, init);
  }) as ScriptedFetch;
  fetch.calls = calls;
  return fetch;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface TestServices extends LocatorServices {
  fetch: ScriptedFetch;
  logger: RecordingLogger;
  redirects: string[];
}

export function testServices(handler: FetchHandler, overrides: Partial<LocatorServices> = {}): TestServices {
  const redirects: string[] = [];
  return {
    fetch: scriptedFetch(handler),
    redirect: (url) => redirects.push(url),
    logger: createRecordingLogger(),
    runtimeMode: 'test',
    pageOrigin: 'https://host.example',
    now: () => Date.parse('2026-02-18T12:00:00Z'),
    redirects,
    createMapsPlatform: async () => new FakeMapsPlatform(),
    ...overrides,
  } as TestServices;
}

/** A complete, valid published config (what the reference server's demo config looks like). */
export function validRemoteConfig(): Record<string, unknown> {
  return {
    status: 'published',
    // As the demo server's de_DE config: without a locale attribute the config's locale applies.
    locale: 'de_DE',
    baseUrl: '/api/v2',
    country: 'GB',
    maps: { provider: 'offline' },
    resources: {
      locations: { enabled: true, views: ['show', 'within_bounds', 'nearest_to', 'along_corridor', 'complete'] },
      non_matching_locations: { enabled: true, views: ['within_bounds', 'along_corridor'] },
    },
    intlData: { formats: { number: { distance: { unit: 'mile' } } } },
  };
}
