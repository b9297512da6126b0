import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WIDGET_CONFIG } from '../config/widget-config.ts';
import { type ApiClientOptions, createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import type { ClientSessionStore } from './client-session-store.ts';

const NETWORK_MESSAGE = 'An error occurred during processing. Please try again later.';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function apiError(status: number, title: string, code: number, message = title): Response {
  return json(status, { errors: [{ title, status, code, details: { code, base: [{ error: message }] } }] });
}

function memorySessionStore(initial: string | null): ClientSessionStore {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}

/** A fetch stub that answers from a queue and records every call. */
function fetchStub(...responses: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('fetch stub: no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

function setUp(stub: ReturnType<typeof fetchStub>, overrides: Partial<ApiClientOptions> = {}) {
  const sessionStore = overrides.sessionStore ?? memorySessionStore('session-1');
  const onUnauthorized = vi.fn();
  const onMaintenance = vi.fn();
  const client = createApiClient({
    config: DEFAULT_WIDGET_CONFIG,
    appVersion: '1.2.3',
    sessionStore,
    getLocale: () => 'ja',
    getLoginToken: () => null,
    networkErrorMessage: () => NETWORK_MESSAGE,
    onUnauthorized,
    onMaintenance,
    fetch: stub.impl,
    ...overrides,
  });
  return { client, sessionStore, onUnauthorized, onMaintenance };
}

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('api client headers', () => {
  it('sends the identity headers, the member token and JSON headers on a JSON call', async () => {
    const stub = fetchStub(json(200, { data: { ok: true } }));
    const { client } = setUp(stub, { getLoginToken: () => 'member-token' });
    await client.request('POST', '/hotels/1/things', {
      body: { a: 1 },
      query: { page: 2, codes: ['a', 'b'] },
    });
    const [call] = stub.calls;
    expect(call?.url).toBe('/book/hotels/1/things?page=2&codes=a%2Cb');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toEqual({
      Accept: 'application/json',
      'App-Version': '1.2.3',
      'Tripla-Locale': 'ja',
      'Client-Session': 'session-1',
      Authorization: 'Bearer member-token',
      'Content-Type': 'application/json',
    });
    expect(call?.init.body).toBe('{"a":1}');
  });

  it('sends a call’s own headers but never lets them replace the client session', async () => {
    const stub = fetchStub(json(201, { data: { ok: true } }));
    const { client } = setUp(stub);
    await client.request('POST', '/hotels/1/reservations', {
      body: {},
      headers: { 'Idempotency-Key': 'key-1', 'Client-Session': 'forged' },
    });
    expect(header(stub.calls[0]!.init, 'Idempotency-Key')).toBe('key-1');
    expect(header(stub.calls[0]!.init, 'Client-Session')).toBe('session-1');
  });

  it('answers a raw call’s response unread, with the member token; its failure is read as an error', async () => {
    const zip = new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
      status: 200,
      headers: { 'Content-Type': 'application/zip' },
    });
    const stub = fetchStub(zip, apiError(409, 'CONFLICT', 1200));
    const { client } = setUp(stub, { getLoginToken: () => 'member-token' });
    const options = { raw: true, headers: { Accept: 'application/zip' } };
    const response = await client.request<Response>('GET', '/exports/1/download', options);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
    expect(header(stub.calls[0]!.init, 'Accept')).toBe('application/zip');
    expect(header(stub.calls[0]!.init, 'Authorization')).toBe('Bearer member-token');
    const error = await client.request('GET', '/exports/1/download', options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(1200);
  });

  it('creates a client session first when none is stored, and reuses it', async () => {
    const stub = fetchStub(
      json(201, { data: { client_session: 'fresh', expires_at: '2030-01-01T00:00:00Z' } }),
      json(200, { data: 1 }),
      json(200, { data: 2 }),
    );
    const { client, sessionStore } = setUp(stub, { sessionStore: memorySessionStore(null) });
    await Promise.all([client.get('/a'), client.get('/b')]);
    expect(stub.calls.map((c) => c.url)).toEqual(['/api/client_sessions', '/book/a', '/book/b']);
    expect(JSON.parse(String(stub.calls[0]?.init.body))).toEqual({
      client_key: 'yadori-demo-key',
      client_secret: 'yadori-demo-secret',
    });
    expect(header(stub.calls[1]!.init, 'Client-Session')).toBe('fresh');
    expect(header(stub.calls[1]!.init, 'Content-Type')).toBeUndefined();
    expect(sessionStore.get()).toBe('fresh');
  });
});

describe('api client session rules', () => {
  it('on 403 IDP_EXPIRED fetches a new client session and retries once', async () => {
    const stub = fetchStub(
      apiError(403, 'IDP_EXPIRED', 4000),
      json(201, { data: { client_session: 'session-2', expires_at: '2030-01-01T00:00:00Z' } }),
      json(200, { data: 'ok' }),
    );
    const { client, sessionStore } = setUp(stub);
    await expect(client.get('/x')).resolves.toEqual({ data: 'ok' });
    expect(stub.calls.map((c) => [c.url, header(c.init, 'Client-Session')])).toEqual([
      ['/book/x', 'session-1'],
      ['/api/client_sessions', undefined],
      ['/book/x', 'session-2'],
    ]);
    expect(sessionStore.get()).toBe('session-2');
  });

  it('does not retry IDP_EXPIRED a second time', async () => {
    const stub = fetchStub(
      apiError(403, 'IDP_EXPIRED', 4000),
      json(201, { data: { client_session: 'session-2', expires_at: '2030-01-01T00:00:00Z' } }),
      apiError(403, 'IDP_EXPIRED', 4000),
    );
    const { client } = setUp(stub);
    await expect(client.get('/x')).rejects.toMatchObject({ title: 'IDP_EXPIRED', code: 4000 });
    expect(stub.calls).toHaveLength(3);
  });

  describe('429', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('retries after 1000 ms', async () => {
      const stub = fetchStub(apiError(429, 'TOO_MANY_REQUESTS', 1000), json(200, { data: 'ok' }));
      const { client } = setUp(stub);
      const result = client.get('/x');
      await vi.advanceTimersByTimeAsync(999);
      expect(stub.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ data: 'ok' });
      expect(stub.calls).toHaveLength(2);
    });

    it('gives up after three tries', async () => {
      const stub = fetchStub(
        apiError(429, 'TOO_MANY_REQUESTS', 1000),
        apiError(429, 'TOO_MANY_REQUESTS', 1000),
        apiError(429, 'TOO_MANY_REQUESTS', 1000, 'Slow down'),
        json(200, { data: 'never reached' }),
      );
      const { client } = setUp(stub);
      const result = client.get('/x');
      const settled = expect(result).rejects.toMatchObject({ status: 429, message: 'Slow down' });
      await vi.advanceTimersByTimeAsync(2000);
      await settled;
      expect(stub.calls).toHaveLength(3);
    });
  });

  it('on 401 signs the member out and rejects with a handled error', async () => {
    const stub = fetchStub(apiError(401, 'SESSION_EXPIRED', 1400));
    const { client, onUnauthorized } = setUp(stub);
    const error = await client.get('/user/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ title: 'SESSION_EXPIRED', handled: true });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves an invalid client session to start-up instead of signing out', async () => {
    const stub = fetchStub(apiError(401, 'Invalid Client-Session', 1000));
    const { client, onUnauthorized } = setUp(stub);
    await expect(client.get('/x')).rejects.toMatchObject({ title: 'Invalid Client-Session', handled: false });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('on 503 shows the maintenance page', async () => {
    const stub = fetchStub(apiError(503, 'SERVICE_UNAVAILABLE', 1000));
    const { client, onMaintenance } = setUp(stub);
    await expect(client.get('/x')).rejects.toMatchObject({ status: 503, handled: true });
    expect(onMaintenance).toHaveBeenCalledOnce();
  });

  it('turns a request without response into the network error message', async () => {
    const stub = fetchStub(new TypeError('Failed to fetch'));
    const { client } = setUp(stub);
    await expect(client.get('/x')).rejects.toMatchObject({
      status: 0,
      title: NETWORK_MESSAGE,
      message: NETWORK_MESSAGE,
    });
  });
});
