import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  connectHost,
  ForbiddenAddressError,
  isForbiddenAddress,
  refusingLookup,
} from './webhook-url-safety.ts';

/** How long a receiver has to answer, headers and body, before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A receiver's answer beyond this is not read further (it is only drained to keep the connection). */
const MAX_ANSWER_BYTES = 64 * 1024;

/** What became of one POST: the receiver's status, or why there was none. */
export type PostResult = { status: number } | { status: null; error: string };

export interface PostOptions {
  /** WEBHOOK_ALLOW_PRIVATE_URLS: connect wherever the name resolves. */
  allowPrivate: boolean;
  timeoutMs?: number;
}

// Kept-alive connections per instance: a busy endpoint is not a TLS handshake per delivery. The
// strict pool's sockets were only ever opened through `refusingLookup` (or to a checked IP), so reusing
// one reaches nowhere new; connections made while private addresses were allowed stay in their own.
const keptAlive = () => ({
  'http:': new http.Agent({ keepAlive: true, maxSockets: 16 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 16 }),
});
const agents = { strict: keptAlive(), allowingPrivate: keptAlive() };

/** A short reason for a failure that had no answer, for the console (no addresses of ours, no secrets). */
function reasonOf(error: unknown, timedOut: boolean): string {
  if (timedOut) return `no complete answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  if (error === null) return 'connection closed before the answer ended';
  if (error instanceof ForbiddenAddressError)
    return 'refused: the host resolves to a private or local address';
  const code = (error as { code?: unknown })?.code;
  const known: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host lookup failed (try again)',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    ETIMEDOUT: 'connection timed out',
    EPIPE: 'connection closed',
  };
  if (typeof code === 'string')
    return known[code] ?? (code.startsWith('ERR_TLS') || code.includes('CERT') ? `TLS: ${code}` : code);
  return 'request failed';
}

/**
 * POSTs `body` to `href` with `headers` (decision 059): no redirect is followed (a 3xx is a failed
 * attempt), the whole exchange must end within the timeout, and unless private addresses are allowed
 * the connection goes only to an address that is not loopback, private or link-local — checked on
 * the address actually connected to, so DNS rebinding after the endpoint was saved changes nothing.
 */
export async function postWebhook(
  href: string,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<PostResult> {
  const url = new URL(href);
  const host = connectHost(url);
  if (!options.allowPrivate && isIP(host) && isForbiddenAddress(host)) {
    return { status: null, error: reasonOf(new ForbiddenAddressError(host), false) };
  }
  const { result, staleConnection } = await postOnce(url, body, headers, options);
  // A kept-alive connection the receiver closed just as it was reused: the request almost surely did
  // not reach it, so it goes again at once on a new connection rather than waiting for the next
  // attempt (a receiver de-duplicates on the event id in any case).
  return staleConnection ? (await postOnce(url, body, headers, options)).result : result;
}

function postOnce(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<{ result: PostResult; staleConnection: boolean }> {
  const transport = url.protocol === 'https:' ? https : http;
  const agent =
    agents[options.allowPrivate ? 'allowingPrivate' : 'strict'][url.protocol as 'http:' | 'https:'];
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise((resolve) => {
    let timedOut = false;
    let settled = false;
    const finish = (result: PostResult, staleConnection = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ result, staleConnection });
    };
    const request = transport.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        ...(options.allowPrivate ? {} : { lookup: refusingLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        let tooLong = false;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read <= MAX_ANSWER_BYTES) return;
          tooLong = true;
          response.destroy();
        });
        response.on('end', () => finish({ status }));
        // Closed before its end: cut short by us (too long: the status stands) or by the timeout.
        response.on('close', () =>
          finish(tooLong ? { status } : { status: null, error: reasonOf(null, timedOut) }),
        );
      },
    );
    const timer = setTimeout(() => {
      timedOut = true;
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) =>
      finish(
        { status: null, error: reasonOf(error, timedOut) },
        request.reusedSocket && !timedOut && (error as { code?: string }).code === 'ECONNRESET',
      ),
    );
    request.end(body);
  });
}
