import { useEffect, useState } from 'react';
import { isApiError } from '../api/api-error.ts';

/** What a screen knows about one remote read. */
export type Remote<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: RemoteError };

/** A failed call as a screen shows it: the error's title (spec section 8) and its message. */
export interface RemoteError {
  title: string;
  message: string | null;
  code: number | string | undefined;
  /** The request fields the first error names (`details.fields`), e.g. `promo_code`. */
  fields?: readonly string[];
}

/** The field names of the first error's `details.fields` in an (untrusted) error body. */
function fieldsOf(body: unknown): string[] {
  const first = (body as { errors?: unknown } | null)?.errors;
  const details = Array.isArray(first) ? (first[0] as { details?: unknown } | undefined)?.details : undefined;
  const fields = (details as { fields?: unknown } | undefined)?.fields;
  return fields && typeof fields === 'object' && !Array.isArray(fields) ? Object.keys(fields) : [];
}

export function toRemoteError(error: unknown): RemoteError {
  if (isApiError(error)) {
    return {
      title: error.title,
      message: error.message !== error.title ? error.message : null,
      code: error.code,
      fields: fieldsOf(error.body),
    };
  }
  return { title: String(error), message: null, code: undefined };
}

const LOADING = { status: 'loading', data: null, error: null } as const;

/**
 * Runs `load` whenever `key` changes (a new query, another language) and keeps only the newest
 * answer, so a slow earlier response never overwrites a later one.
 */
export function useRemote<T>(key: string | null, load: () => Promise<T>): Remote<T> {
  const [state, setState] = useState<{ key: string | null; remote: Remote<T> }>({ key, remote: LOADING });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` reads.
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState({ key, remote: LOADING });
    load().then(
      (data) => current && setState({ key, remote: { status: 'ready', data, error: null } }),
      (error: unknown) =>
        current && setState({ key, remote: { status: 'error', data: null, error: toRemoteError(error) } }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return state.key === key ? state.remote : LOADING;
}
