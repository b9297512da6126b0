import type { ErrorBody } from '@yadori/contract/errors';
import type { StaffMedia } from '@yadori/contract/staff-media.schema';
import { ApiFailure, getToken } from '../lib/api.ts';
import { getLocale } from '../lib/i18n.ts';
import { MEDIA_TEXTS } from './media.texts.ts';

export type { StaffMedia };

/**
 * `POST /staff/hotels/:hotelId/media` (contract `endpoints/staff-media.endpoints.ts`): one image as
 * multipart/form-data, part "file"; answers its public address `/media/{key}`. The JSON client
 * (`lib/api.ts`) sends JSON only, so the upload makes its own call with the same headers.
 */
export async function uploadMedia(hotelId: number, file: Blob, filename = 'image'): Promise<StaffMedia> {
  const locale = getLocale();
  const headers: Record<string, string> = { accept: 'application/json', 'tripla-locale': locale };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const form = new FormData();
  form.append('file', file, filename);
  let response: Response;
  try {
    response = await fetch(`/staff/hotels/${hotelId}/media`, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: form,
    });
  } catch {
    throw new ApiFailure(0, 'network', MEDIA_TEXTS[locale].network, undefined, {}, {});
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return (json as { data: StaffMedia }).data;
  const error = (json as ErrorBody | null)?.errors?.[0];
  throw new ApiFailure(
    response.status,
    error?.code ?? response.status,
    error?.details.base[0]?.error ?? error?.title ?? response.statusText,
    error?.details.reason,
    error?.details.fields ?? {},
    (error?.details ?? {}) as Record<string, unknown>,
  );
}
