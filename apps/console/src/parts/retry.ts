import type { ApiFailure } from '../lib/api.ts';

/**
 * `reload` when trying again could help (no answer, or the server failed), else undefined: a refusal
 * of the request itself (a wrong filter, a hotel not the account's) would only be refused again.
 */
export function retryFor(error: ApiFailure, reload: () => void): (() => void) | undefined {
  return error.status === 0 || error.status >= 500 ? reload : undefined;
}
