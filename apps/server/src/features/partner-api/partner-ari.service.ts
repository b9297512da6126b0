import type { PartnerAriBody, PartnerAriResult } from '@yadori/contract/partner-api.schema';
import type { Db } from '../../db/database.ts';
import type { PartnerPrincipal } from '../partner-keys/partner-access.service.ts';
import { withIdempotencyKey } from '../partner-keys/partner-idempotency.service.ts';
import { recordAudit, requireStaffHotel } from '../staff-accounts/staff-access.service.ts';
import { applyRatesEdit, inRatesTransaction } from '../staff-rates/staff-rates.service.ts';
import { partnerApiErrors } from './partner-api.errors.ts';

/** One ARI push as the route read it. */
export interface AriPush {
  principal: PartnerPrincipal;
  hotelId: number;
  body: PartnerAriBody;
  /** The request's Idempotency-Key header, as sent (trimmed). */
  idempotencyKey: string;
  now: Date;
}

/** What a push answers: its status and body, the first time and on every replay alike. */
export interface PartnerAnswer {
  status: number;
  body: { data: PartnerAriResult };
}

/**
 * `POST /api/v1/hotels/{hotelId}/ari` (ari:write): every edit of the push through the console's bulk
 * edit (`applyRatesEdit`: its checks, the row locks bookings take, its set-based statements) in ONE
 * transaction, with one audit entry and the Idempotency-Key and answer: all of it commits or none.
 * A refusal of any edit (409 below sold, 422 not the hotel's room type…) names the edit and writes
 * nothing. A retry with the same key and body answers as the first did; the same key with another
 * body gets 422. Two requests with the same key at once: the key's primary key makes the second wait
 * and fail, its writes roll back, and it answers as the first.
 */
export async function pushAri(db: Db, push: AriPush): Promise<PartnerAnswer> {
  const { principal, body, now } = push;
  return withIdempotencyKey(
    db,
    {
      apiKeyId: principal.apiKeyId,
      idempotencyKey: push.idempotencyKey,
      request: { hotel_id: push.hotelId, ...body },
      now,
      reused: partnerApiErrors.idempotencyKeyReused,
    },
    async (keep) => {
      const hotel = await requireStaffHotel(db, principal, push.hotelId, 'rates.edit');
      return inRatesTransaction(db, async (tx) => {
        const updates: PartnerAriResult['updates'] = [];
        for (const [index, update] of body.updates.entries()) {
          const edit = { ...update, below_sold: body.below_sold };
          const result = await applyRatesEdit(tx, { principal, hotel, body: edit, now, audit: false }).catch(
            (error: unknown) => {
              throw partnerApiErrors.ofUpdate(error, index);
            },
          );
          updates.push(result);
        }
        await recordAudit(
          tx,
          {
            principal,
            brandId: hotel.brandId,
            hotelId: hotel.id,
            action: 'rates.ari_push',
            entityType: 'hotel',
            entityId: hotel.id,
            after: {
              below_sold: body.below_sold,
              updates: body.updates.map((update, i) => ({
                ...update,
                nights: updates[i]!.nights,
                clamped_nights: updates[i]!.clamped_nights,
              })),
            },
          },
          now,
        );
        const answer = { status: 200, body: { data: { updates } } };
        await keep(tx, answer);
        return answer;
      });
    },
  );
}
