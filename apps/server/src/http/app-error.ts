import { ERROR_CODES, ERROR_TITLES, type ErrorBody } from '@yadori/contract/errors';
import type { Locale } from '@yadori/contract/locales';
import type { MessageKey } from '../i18n/messages.en.ts';
import { type MessageParams, translate } from '../i18n/translate.ts';

/** One localized message, optionally tied to a request field. */
export interface ErrorMessage {
  key: MessageKey;
  params?: MessageParams;
  field?: string;
}

/**
 * An error meant for the client: HTTP status, wire code and title, and messages that are
 * translated only when the response is written (the request's Tripla-Locale decides).
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: number,
    readonly title: string,
    readonly messages: [ErrorMessage, ...ErrorMessage[]],
    readonly headers: Record<string, string> = {},
  ) {
    super(`${title}: ${messages[0].key}`);
  }

  /** The contract error body in `locale`. */
  toBody(locale: Locale): ErrorBody {
    const base = this.messages.map((m) => ({ error: translate(locale, m.key, m.params) }));
    // A Map: a field is named after the request's own keys, and `constructor` is one like any other.
    const byField = new Map<string, string[]>();
    this.messages.forEach((m, i) => {
      if (m.field === undefined) return;
      byField.set(m.field, [...(byField.get(m.field) ?? []), base[i]!.error]);
    });
    const fields = Object.fromEntries(byField);
    const details = byField.size > 0 ? { code: this.code, base, fields } : { code: this.code, base };
    return { errors: [{ title: this.title, status: this.status, code: this.code, details }] };
  }
}

/**
 * The body of an error worded by a feature's own text catalog rather than the shared messages: its one
 * text `error`, under `fields` too when it is about a request field, with any further `details` (the
 * `reason` of a shared code).
 */
export function oneTextBody(
  source: AppError,
  error: string,
  { field, details = {} }: { field?: string; details?: Record<string, unknown> } = {},
): ErrorBody {
  return {
    errors: [
      {
        title: source.title,
        status: source.status,
        code: source.code,
        details: {
          code: source.code,
          base: [{ error }],
          ...(field === undefined ? {} : { fields: { [field]: [error] } }),
          ...details,
        },
      },
    ],
  };
}

// Statuses outside the spec's numeric catalogue carry the HTTP status as their code.
const T = ERROR_TITLES;
const C = ERROR_CODES;

/** The errors every feature shares; feature-specific ones live next to their feature. */
export const errors = {
  invalidClientSession: () =>
    new AppError(401, C.invalid, T.invalidClientSession, [{ key: 'invalidClientSession' }]),
  idpExpired: () => new AppError(403, C.idpExpired, T.idpExpired, [{ key: 'idpExpired' }]),
  sessionExpired: () => new AppError(401, C.sessionExpired, T.sessionExpired, [{ key: 'sessionExpired' }]),
  invalidClientCredentials: () =>
    new AppError(401, C.invalid, T.unauthorized, [{ key: 'invalidClientCredentials' }]),
  hotelNotFound: (code: string) =>
    new AppError(404, 404, T.notFound, [{ key: 'hotelNotFound', params: { code } }]),
  routeNotFound: () => new AppError(404, 404, T.notFound, [{ key: 'routeNotFound' }]),
  badRequest: (messages: [ErrorMessage, ...ErrorMessage[]], status = 400) =>
    new AppError(status, C.invalid, T.badRequest, messages),
  tooManyRequests: (seconds: number) =>
    new AppError(429, 429, T.tooManyRequests, [{ key: 'tooManyRequests', params: { seconds } }], {
      'retry-after': String(seconds),
    }),
  maintenance: () =>
    new AppError(503, 503, T.maintenance, [{ key: 'maintenance' }], { 'retry-after': '120' }),
  internal: () => new AppError(500, 500, T.internal, [{ key: 'internal' }]),
};
