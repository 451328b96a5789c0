/**
 * A scripted `fetch` for our API: answers by method and path pattern, records every call (URL, headers,
 * body), can hold a call until released, and honours the AbortSignal like the real fetch (rejects with an
 * AbortError DOMException). Pass `api.fetch` as `services.fetch`.
 *
 *   const api = createFakeApi();
 *   api.on('GET', /\/locations\/nearest_to$/, () => ({ locations: [...], clusters: [] }));
 *   api.on('GET', /\/locations\/[^/]+$/, () => ({ status: 404, body: { error: ... } }));
 *
 * An unscripted call answers 599 with a message naming it, so a test that forgot a route fails loudly.
 */
import type { FetchFunction } from '../../src/shared';

export interface FakeApiCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** Parsed JSON body, if any. */
  body: unknown;
  credentials: RequestCredentials | undefined;
  /** Set once the caller aborted the request. */
  aborted: boolean;
}

export interface FakeApiReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A handler returns a full reply (with `status`) or just the JSON body. */
type Handler = (call: FakeApiCall) => unknown;

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

const isReply = (value: unknown): value is FakeApiReply =>
  typeof value === 'object' && value !== null && 'status' in value && typeof (value as FakeApiReply).status === 'number';

export interface FakeApi {
  fetch: FetchFunction;
  calls: FakeApiCall[];
  /** Answers calls of `method` whose path (without query) matches `pattern`. Later routes win. */
  on(method: string, pattern: RegExp, handler: Handler): FakeApi;
  /** The next matching call waits until the returned function is called. */
  hold(method: string, pattern: RegExp): () => void;
  /** The next matching call fails like a network error (TypeError, as fetch does). */
  failNext(method: string, pattern: RegExp): void;
  callsTo(method: string, pattern: RegExp): FakeApiCall[];
  /** Lets pending promise chains settle (a few microtask and macrotask turns). */
  settle(): Promise<void>;
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

export function createFakeApi(): FakeApi {
  const routes: Route[] = [];
  const calls: FakeApiCall[] = [];
  const holds: { method: string; pattern: RegExp; promise: Promise<void> }[] = [];
  const failures: { method: string; pattern: RegExp }[] = [];
  const matches = (method: string, pattern: RegExp, call: FakeApiCall) => method === call.method && pattern.test(call.url.pathname);

  const fetch: FetchFunction = async (input, init = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), window.location.href);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const call: FakeApiCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      credentials: init.credentials,
      aborted: false,
    };
    calls.push(call);
    const signal = init.signal ?? undefined;
    if (signal?.aborted) {
      call.aborted = true;
      throw abortError();
    }
    const aborted = new Promise<never>((_, reject) => {
      signal?.addEventListener('abort', () => {
        call.aborted = true;
        reject(abortError());
      });
    });
    // Never unhandled: it only rejects while someone awaits the race below.
    aborted.catch(() => {});

    const holdIndex = holds.findIndex((hold) => matches(hold.method, hold.pattern, call));
    if (holdIndex >= 0) {
      const [hold] = holds.splice(holdIndex, 1);
      await Promise.race([hold?.promise, aborted]);
    } else {
      await Promise.race([Promise.resolve(), aborted]);
    }
    const failureIndex = failures.findIndex((failure) => matches(failure.method, failure.pattern, call));
    if (failureIndex >= 0) {
      failures.splice(failureIndex, 1);
      throw new TypeError('Failed to fetch');
    }

    const route = [...routes].reverse().find((r) => matches(r.method, r.pattern, call));
    if (!route) {
      return new Response(JSON.stringify({ error: { code: 'internal_error', message: `fake API: no route for ${call.method} ${url.pathname}` } }), {
        status: 599,
      });
    }
    const result = route.handler(call);
    const reply: FakeApiReply = isReply(result) ? result : { status: 200, body: result };
    const status = reply.status ?? 200;
    const hasBody = status !== 204 && reply.body !== undefined;
    return new Response(hasBody ? JSON.stringify(reply.body) : null, {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  };

  const api: FakeApi = {
    fetch,
    calls,
    on(method, pattern, handler) {
      routes.push({ method, pattern, handler });
      return api;
    },
    hold(method, pattern) {
      let release = () => {};
      const promise = new Promise<void>((resolve) => (release = resolve));
      holds.push({ method, pattern, promise });
      return release;
    },
    failNext(method, pattern) {
      failures.push({ method, pattern });
    },
    callsTo: (method, pattern) => calls.filter((call) => matches(method, pattern, call)),
    async settle() {
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
  return api;
}
