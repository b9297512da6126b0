import { PREVIEW_TOKEN_HEADER } from '@yadori/contract/analytics.constants';
import type { ApiClient } from '../../api/api-client.ts';
import { isApiError } from '../../api/api-error.ts';
import type { Answer } from '../../api/call.ts';
import { logger } from '../../lib/logger.ts';
import { type KeyValueStorage, sessionStore } from '../../lib/safe-storage.ts';
import { PREVIEW_TOKEN_KEY, previewStore } from './preview-mode.ts';

type PreviewAnswer = Answer<'GET /book/hotels/:hotelId/preview'>;

let ending: ReturnType<typeof setTimeout> | undefined;
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Asks the server whether the tab's preview token is good for this hotel (decision 061). 200: preview
 * mode until the token ends (the search calls carry it, the banner shows). 401 (ended, revoked, another
 * hotel's): the token is forgotten and nothing changes. The 401 is the token's own, never a sign-out of
 * the member. Never rejects: a failed check leaves the page as guests see it.
 */
export async function checkPreview(
  api: Pick<ApiClient, 'request'>,
  hotelId: number,
  token: string,
  { storage = sessionStore, now = Date.now }: { storage?: KeyValueStorage; now?: () => number } = {},
): Promise<void> {
  let answer: PreviewAnswer;
  try {
    answer = await api.request<PreviewAnswer>('GET', `/hotels/${hotelId}/preview`, {
      headers: { [PREVIEW_TOKEN_HEADER]: token },
      ownCredential: true,
    });
  } catch (error) {
    const status = isApiError(error) ? error.status : null;
    if (status === 401 || status === 403) storage.remove(PREVIEW_TOKEN_KEY);
    else logger.warn('Checking the preview token failed', { status });
    return;
  }
  const { expires_at: expiresAt, staff_name: staffName } = answer.data;
  const left = Date.parse(expiresAt) - now();
  if (!(left > 0)) {
    storage.remove(PREVIEW_TOKEN_KEY);
    return;
  }
  previewStore.update({ preview: { token, expiresAt, staffName } });
  // The preview ends with the token: the banner goes and the next search is a guest's again. (A
  // timer's longest wait is about 24 days; a token is good for an hour.)
  clearTimeout(ending);
  ending = setTimeout(
    () => {
      previewStore.update({ preview: null });
      storage.remove(PREVIEW_TOKEN_KEY);
    },
    Math.min(left, MAX_TIMER_MS),
  );
}
