import type { ApiError as WireError } from '@yadori/contract/errors';

type ErrorCodeValue = number | string;

/**
 * The error object of spec section 8: title, status, the raw errors, every code from the details,
 * the first code and the message of `details.base[0].error`.
 */
export class ApiError extends Error {
  readonly title: string;
  readonly status: number;
  readonly errors: readonly WireError[];
  readonly codes: readonly ErrorCodeValue[];
  readonly code: ErrorCodeValue | undefined;
  /** True once a session rule (401 sign-out, 503 page) has already told the guest. */
  handled = false;
  /** The response body as it came (untrusted): some errors carry more details (e.g. a new price). */
  readonly body: unknown;

  constructor(init: {
    title: string;
    status: number;
    message?: string;
    errors?: readonly WireError[];
    body?: unknown;
  }) {
    super(init.message || init.title);
    this.body = init.body;
    this.name = 'ApiError';
    this.title = init.title;
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.codes = this.errors
      .map((e) => e.details.code ?? e.code)
      .filter((c): c is ErrorCodeValue => c !== undefined && c !== null);
    this.code = this.codes[0];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// The body is untrusted: keep what has the expected shape, fill what is missing.
function toWireError(value: unknown, status: number, fallbackTitle: string): WireError {
  if (typeof value === 'string')
    return { title: value, status, code: status, details: { base: [{ error: value }] } };
  const raw = isRecord(value) ? value : {};
  const details = isRecord(raw.details) ? raw.details : {};
  const base = Array.isArray(details.base)
    ? details.base.filter(
        (b): b is { error: string } => isRecord(b) && typeof (b as { error?: unknown }).error === 'string',
      )
    : [];
  const detailsCode = details.code;
  const code = raw.code;
  return {
    title: typeof raw.title === 'string' ? raw.title : fallbackTitle,
    status: typeof raw.status === 'number' ? raw.status : status,
    code: typeof code === 'number' || typeof code === 'string' ? code : status,
    details: {
      ...(typeof detailsCode === 'number' || typeof detailsCode === 'string' ? { code: detailsCode } : {}),
      base,
    },
  };
}

/** Reads the error of a failed response from `errors[]` or the older `error` form. */
export function parseErrorBody(status: number, body: unknown, fallbackTitle: string): ApiError {
  let entries: unknown[] = [];
  if (isRecord(body) && Array.isArray(body.errors)) entries = body.errors;
  else if (isRecord(body) && body.error !== undefined) entries = [body.error];
  const errors = entries.map((entry) => toWireError(entry, status, fallbackTitle));
  const first = errors[0];
  return new ApiError({
    title: first?.title ?? fallbackTitle,
    status,
    message: first?.details.base[0]?.error ?? first?.title ?? fallbackTitle,
    errors,
    body,
  });
}
