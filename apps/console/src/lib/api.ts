import type { ErrorBody } from '@yadori/contract/errors';
import { getLocale } from './i18n.ts';

/**
 * The console's calls to the staff API under /staff (decision 058): JSON both ways, the account's
 * bearer token, and the console's language so refusals come back in it.
 */
const TOKEN_KEY = 'yadori.console.token';

/** A refusal from the API: its status, code and sentence in the console's language, by field too. */
export class ApiFailure extends Error {
  override name = 'ApiFailure';
  constructor(
    readonly status: number,
    readonly code: number | string,
    message: string,
    readonly reason: string | undefined,
    readonly fields: Record<string, string[]>,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function getToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Without storage the session lasts until the page is left.
  }
}

let onSignedOut: (() => void) | null = null;
/** Called when the API says the session is over (401 on any call but sign-in). */
export function whenSignedOut(listener: () => void): void {
  onSignedOut = listener;
}

const NETWORK_MESSAGE: Record<string, string> = {
  ja: 'サーバーに接続できませんでした。通信環境を確認して、もう一度お試しください。',
  en: 'The server could not be reached. Check the connection and try again.',
  zh_Hans: '无法连接服务器。请检查网络后重试。',
  zh_Hant: '無法連線至伺服器。請檢查網路後再試一次。',
  ko: '서버에 연결할 수 없습니다. 네트워크를 확인한 뒤 다시 시도해 주세요.',
};

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Calls `path` (under /staff) and returns its JSON; throws ApiFailure for a refusal or no answer. */
export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const locale = getLocale();
  const headers: Record<string, string> = { accept: 'application/json', 'tripla-locale': locale };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/staff${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiFailure(0, 'network', NETWORK_MESSAGE[locale] ?? NETWORK_MESSAGE.en!, undefined, {}, {});
  }
  if (response.status === 204) return undefined as T;
  if (response.ok) return (await response.json().catch(() => null)) as T;
  throw await refusalOf(response, path !== '/sign_in');
}

/**
 * The refusal a failed answer carries, as ApiFailure. A 401 ends the console session (`signsOut`: on
 * any call but sign-in), so the console returns to its sign-in screen.
 */
export async function refusalOf(response: Response, signsOut = true): Promise<ApiFailure> {
  const json: unknown = await response.json().catch(() => null);
  const error = (json as ErrorBody | null)?.errors?.[0];
  const failure = new ApiFailure(
    response.status,
    error?.code ?? response.status,
    error?.details.base[0]?.error ?? error?.title ?? response.statusText,
    error?.details.reason,
    error?.details.fields ?? {},
    (error?.details ?? {}) as Record<string, unknown>,
  );
  if (response.status === 401 && signsOut) {
    setToken(null);
    onSignedOut?.();
  }
  return failure;
}
