import { PREVIEW_TOKEN_QUERY_KEY } from '@yadori/contract/analytics.constants';
import { createStore } from '../../lib/create-store.ts';
import { type KeyValueStorage, sessionStore } from '../../lib/safe-storage.ts';

// Preview mode (spec §6 "preview mode on for tripla_preview=true", decision 061): the console opens the
// widget with `tripla_preview=true&preview_token=…`. The token is a staff credential: taken out of the
// address at once (as login_token is), kept for the tab, and sent on the search calls only after the
// server said it is good for this hotel. Without a good one nothing changes and no banner shows.

/** Where the tab keeps the console's preview token. */
export const PREVIEW_TOKEN_KEY = 'yadori_preview_token';

/** A preview the server accepted. */
export interface Preview {
  token: string;
  /** When the token ends (the server's time); the preview ends with it. */
  expiresAt: string;
  staffName: string;
}

/** The current preview, or null: the api client and the shell's banner read it. */
export const previewStore = createStore<{ preview: Preview | null }>({ preview: null });

/**
 * `params` without `preview_token`, which is kept for the tab when the address asks for preview mode
 * (`tripla_preview=true`). A token without the flag is dropped unread.
 */
export function takePreviewToken(
  params: URLSearchParams,
  storage: KeyValueStorage = sessionStore,
): URLSearchParams {
  if (!params.has(PREVIEW_TOKEN_QUERY_KEY)) return params;
  const token = params.get(PREVIEW_TOKEN_QUERY_KEY)?.trim();
  if (token && params.get('tripla_preview') === 'true') storage.set(PREVIEW_TOKEN_KEY, token);
  const rest = new URLSearchParams(params);
  rest.delete(PREVIEW_TOKEN_QUERY_KEY);
  return rest;
}

/** The tab's preview token, still to be checked with the server. */
export const storedPreviewToken = (storage: KeyValueStorage = sessionStore): string | null =>
  storage.get(PREVIEW_TOKEN_KEY);

/** The token the search calls carry: only while the server's answer said it is good. */
export const activePreviewToken = (): string | null => previewStore.get().preview?.token ?? null;
