import { PREVIEW_TOKEN_HEADER } from '@yadori/contract/analytics.constants';
import type { EndpointAnswer, EndpointBody } from '@yadori/contract/endpoint';
import type { Endpoints } from '@yadori/contract/endpoints';
import { ERROR_TITLES } from '@yadori/contract/error-codes';
import type { Locale } from '@yadori/contract/locales';
import type { WidgetConfig } from '../config/widget-config.ts';
import { ApiError, parseErrorBody } from './api-error.ts';
import type { ClientSessionStore } from './client-session-store.ts';

/** Spec section 9: wait before retrying a 429. */
export const RATE_LIMIT_RETRY_DELAY_MS = 1000;
/** The spec shows no bound; three tries in all keeps a guest from waiting forever. */
export const RATE_LIMIT_MAX_TRIES = 3;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON with Content-Type application/json. */
  body?: unknown;
  /** Extra headers of this call (e.g. `Idempotency-Key`); the session headers are set after them. */
  headers?: Readonly<Record<string, string>>;
  /** Answers the successful response itself, unread (a file to save); failures are read as usual. */
  raw?: boolean;
  /**
   * A 401 of this call refuses a credential of its own (a preview token), not the member's sign-in:
   * nobody is signed out for it.
   */
  ownCredential?: boolean;
}

export interface ApiClientOptions {
  config: WidgetConfig;
  appVersion: string;
  sessionStore: ClientSessionStore;
  getLocale: () => Locale;
  getLoginToken: () => string | null;
  getPubnubKey?: () => string | null;
  /** The preview token the server accepted (decision 061), sent on the search calls; null outside preview. */
  getPreviewToken?: () => string | null;
  /** The localized "An error occurred during processing…" text for a request that got no response. */
  networkErrorMessage: () => string;
  /** A 401 other than an invalid client session: sign the member out locally and tell them. */
  onUnauthorized: (error: ApiError) => void;
  /** A 503: show the maintenance page. */
  onMaintenance: (error: ApiError) => void;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: RequestOptions['query']): Promise<T>;
  /** The stored client session, or a new one from the identity server. */
  ensureClientSession(): Promise<string>;
}

type CreateSession = Endpoints['POST /api/client_sessions'];

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The search calls (`GET /hotels/{id}/rooms` and its price, availability…): preview mode shows in them. */
const SEARCH_CALL = /^\/hotels\/[^/]+\/rooms(\/|$)/;

function buildUrl(base: string, path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/** Creates the client every widget call goes through; it applies the session rules of spec section 4. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const { config, sessionStore } = options;
  let creatingSession: Promise<string> | null = null;

  const baseHeaders = (): Record<string, string> => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'App-Version': options.appVersion,
      'Tripla-Locale': options.getLocale(),
    };
    if (config.siteController) headers['X-Site-Controller'] = config.siteController;
    return headers;
  };

  // One network round trip with the rules every call shares: no response, 429 retries, 503.
  async function send(url: string, init: RequestInit): Promise<Response> {
    for (let tries = 1; ; tries++) {
      let response: Response;
      try {
        response = await fetchImpl(url, init);
      } catch {
        const message = options.networkErrorMessage();
        throw new ApiError({ title: message, status: 0, message });
      }
      if (response.status === 429 && tries < RATE_LIMIT_MAX_TRIES) {
        await sleep(RATE_LIMIT_RETRY_DELAY_MS);
        continue;
      }
      return response;
    }
  }

  async function readError(response: Response): Promise<ApiError> {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // Not JSON (a proxy's HTML page): the status text is all there is.
    }
    const error = parseErrorBody(response.status, body, response.statusText || `HTTP ${response.status}`);
    if (response.status === 503) {
      error.handled = true;
      options.onMaintenance(error);
    }
    return error;
  }

  async function createClientSession(): Promise<string> {
    const response = await send(`${config.identityBase}/api/client_sessions`, {
      method: 'POST',
      headers: { ...baseHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_key: config.clientKey,
        client_secret: config.clientSecret,
      } satisfies EndpointBody<CreateSession>),
    });
    if (!response.ok) throw await readError(response);
    const body = (await response.json()) as EndpointAnswer<CreateSession>;
    sessionStore.set(body.data.client_session);
    return body.data.client_session;
  }

  // Concurrent calls share one pending creation instead of each asking for a session.
  function newClientSession(): Promise<string> {
    creatingSession ??= createClientSession().finally(() => {
      creatingSession = null;
    });
    return creatingSession;
  }

  function ensureClientSession(): Promise<string> {
    if (creatingSession) return creatingSession;
    const stored = sessionStore.get();
    return stored ? Promise.resolve(stored) : newClientSession();
  }

  // After IDP_EXPIRED: unless another call already replaced the stale session, fetch a new one.
  function renewClientSession(stale: string): Promise<string> {
    const current = sessionStore.get();
    if (current && current !== stale) return Promise.resolve(current);
    sessionStore.clear();
    return newClientSession();
  }

  async function request<T>(method: string, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    // Preview mode (decision 061): a search call asks for it in its query and proves it with the token.
    const preview = method === 'GET' && SEARCH_CALL.test(path) ? options.getPreviewToken?.() : null;
    const query = preview ? { ...requestOptions.query, tripla_preview: true } : requestOptions.query;
    const url = buildUrl(config.apiBase, path, query);
    let session = await ensureClientSession();
    for (let renewed = false; ; renewed = true) {
      const headers: Record<string, string> = {
        ...baseHeaders(),
        ...requestOptions.headers,
        'Client-Session': session,
      };
      const loginToken = options.getLoginToken();
      if (loginToken) headers.Authorization = `Bearer ${loginToken}`;
      const pubnub = options.getPubnubKey?.();
      if (pubnub) headers['Tripla-Pubnub'] = pubnub;
      if (preview) headers[PREVIEW_TOKEN_HEADER] = preview;
      const init: RequestInit = { method, headers, credentials: 'same-origin' };
      if (requestOptions.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(requestOptions.body);
      }

      const response = await send(url, init);
      if (response.ok) {
        if (requestOptions.raw) return response as T;
        if (response.status === 204) return undefined as T;
        return (await response.json()) as T;
      }
      const error = await readError(response);
      if (response.status === 403 && error.title === ERROR_TITLES.idpExpired && !renewed) {
        session = await renewClientSession(session);
        continue;
      }
      // An invalid client session is start-up's to handle (clear and reload); any other 401 means the
      // member's sign-in is gone, unless the call's own credential was what the server refused.
      if (
        response.status === 401 &&
        error.title !== ERROR_TITLES.invalidClientSession &&
        !requestOptions.ownCredential
      ) {
        error.handled = true;
        options.onUnauthorized(error);
      }
      throw error;
    }
  }

  return {
    request,
    get: (path, query) => request('GET', path, query ? { query } : {}),
    ensureClientSession,
  };
}
