import { expect } from '@open-wc/testing';
import { getJson, HttpError, InvalidJsonError, NetworkError, postJson } from '../../src/api';
import { isAbortError } from '../../src/shared';
import { jsonResponse, scriptedFetch } from '../helpers/services';

describe('http helper', () => {
  it('GETs JSON with the configured headers', async () => {
    const fetch = scriptedFetch(() => jsonResponse({ ok: 1 }));
    expect(await getJson('/x', { fetch, headers: { 'X-A': 'b' } })).to.deep.equal({ ok: 1 });
    expect(new Headers(fetch.calls[0]?.init?.headers).get('X-A')).to.equal('b');
  });

  it('POSTs a JSON body', async () => {
    const fetch = scriptedFetch((_url, init) => jsonResponse(JSON.parse(init?.body as string)));
    expect(await postJson('/y', { a: [1] }, { fetch })).to.deep.equal({ a: [1] });
    expect(fetch.calls[0]?.init?.method).to.equal('POST');
    expect(new Headers(fetch.calls[0]?.init?.headers).get('Content-Type')).to.equal('application/json');
  });

  it('throws typed errors', async () => {
    const http = await getJson('/a', { fetch: scriptedFetch(() => jsonResponse({}, 503)) }).catch((e: unknown) => e);
    expect(http).to.be.instanceOf(HttpError);
    expect((http as HttpError).status).to.equal(503);
    const network = await getJson('/b', { fetch: scriptedFetch(() => Promise.reject(new TypeError('offline'))) }).catch((e: unknown) => e);
    expect(network).to.be.instanceOf(NetworkError);
    const json = await getJson('/c', { fetch: scriptedFetch(() => new Response('<html>')) }).catch((e: unknown) => e);
    expect(json).to.be.instanceOf(InvalidJsonError);
  });

  it('rejects with an AbortError when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await getJson('/d', { fetch: scriptedFetch(() => jsonResponse({})), signal: controller.signal }).catch((e: unknown) => e);
    expect(isAbortError(error)).to.equal(true);
    expect(isAbortError(new Error('x'))).to.equal(false);
  });
});
