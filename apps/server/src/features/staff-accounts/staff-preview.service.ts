import { PREVIEW_TOKEN_QUERY_KEY, PREVIEW_TOKEN_TTL_SECONDS } from '@yadori/contract/analytics.constants';
import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import { clientCanSeeHotel } from '../hotels/hotels.service.ts';
import { requireStaffHotel, type StaffPrincipal } from './staff-access.service.ts';
import { staffPreviewErrors } from './staff-preview.errors.ts';
import {
  deleteExpiredPreviewTokens,
  findLivePreviewToken,
  insertPreviewToken,
  type PreviewTokenRow,
} from './staff-preview.repository.ts';

/**
 * Preview mode (spec section 6, decision 061): a staff member with a console session may look at a
 * hotel's widget as guests will see it once what is not on sale yet goes on sale. The console asks for
 * a token; the widget sends it with its searches; it is good for one hotel, for an hour at most, and
 * only while the console session that asked for it lives.
 */

/** What `newToken` makes: 32 random bytes in base64url. Anything else is not looked up at all. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** `POST /staff/hotels/:hotelId/preview_tokens` (hotel.read): a token and the widget's preview address. */
export async function createPreviewToken(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  now: Date,
  publicUrl: string,
): Promise<{ token: string; expires_at: string; url: string }> {
  const hotel = await requireStaffHotel(db, principal, hotelId, 'hotel.read');
  const token = newToken();
  const expiresAt = new Date(now.getTime() + PREVIEW_TOKEN_TTL_SECONDS * 1000);
  // Tokens are asked for a few times a day: each ask sweeps away every expired one (by the index on
  // expires_at), so the table holds about an hour's tokens and needs no job of its own.
  await deleteExpiredPreviewTokens(db, now);
  await insertPreviewToken(db, {
    tokenHash: hashToken(token),
    staffSessionId: principal.sessionId,
    hotelId: hotel.id,
    createdAt: now,
    expiresAt,
  });
  const query = new URLSearchParams({
    code: hotel.code,
    tripla_preview: 'true',
    [PREVIEW_TOKEN_QUERY_KEY]: token,
  });
  return { token, expires_at: expiresAt.toISOString(), url: `${publicUrl}/?${query}` };
}

/** The live token row of `token` for `hotelId`, when its account may still see the hotel; else null. */
async function livePreview(
  db: Db,
  token: string | undefined,
  hotelId: number,
  now: Date,
): Promise<PreviewTokenRow | null> {
  if (!token || !TOKEN.test(token)) return null;
  const row = await findLivePreviewToken(db, hashToken(token), hotelId, now);
  // A brand admin sees every hotel of the brand (the query checked the brand); others their named ones.
  return row && (row.role === 'brand_admin' || row.hotelNamed) ? row : null;
}

/**
 * Whether `token` (the `tripla-preview-token` header) lets this request preview hotel `hotelId` now:
 * what search asks before it shows what is not on sale. One indexed query; callers ask only when the
 * request carries a token.
 */
export async function previewAllowed(
  db: Db,
  token: string | undefined,
  hotelId: number,
  now: Date,
): Promise<boolean> {
  return (await livePreview(db, token, hotelId, now)) !== null;
}

/**
 * `GET /book/hotels/:hotelId/preview`: while the token is good for this hotel (and the widget's client
 * session may see it), until when and whose; 401 otherwise.
 */
export async function previewStatus(
  db: Db,
  input: {
    token: string | undefined;
    hotelId: number;
    scope: Pick<ClientSessionRecord, 'scope' | 'brandId' | 'hotelId'>;
    now: Date;
  },
): Promise<{ preview: true; expires_at: string; staff_name: string }> {
  const row = await livePreview(db, input.token, input.hotelId, input.now);
  if (!row || !clientCanSeeHotel(input.scope, { id: input.hotelId, brand: { id: row.hotelBrandId } }))
    throw staffPreviewErrors.previewEnded();
  const ends = Math.min(row.expiresAt.getTime(), row.sessionEndsAt.getTime());
  return { preview: true, expires_at: new Date(ends).toISOString(), staff_name: row.staffName };
}
