import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { zonedInstant } from '../../lib/hotel-time.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { expireMemberPoints } from './point-expiry.ts';

export const POINT_EXPIRY_JOB = 'member_points.expire';

/**
 * `member_points.expire` { memberId, brandId }: at the start of the day gained points expire (in the
 * programme's time zone), expires what is due. Safe to run twice or late: it computes what is due
 * under the balance lock.
 */
export const pointExpiryJob = defineJob({
  name: POINT_EXPIRY_JOB,
  schema: z.object({ memberId: z.number().int(), brandId: z.number().int() }),
  handler: async ({ memberId, brandId }, ctx) => {
    const expired = await expireMemberPoints(ctx.db, { memberId, brandId, now: ctx.now() });
    if (expired > 0) ctx.log.info({ memberId, brandId, expired }, 'points expired');
  },
});

/** Schedules the expiry check of the day `expiresOn` (one job per member, brand and day). */
export function scheduleExpiry(
  tx: Db,
  input: { memberId: number; brandId: number; expiresOn: string; timeZone: string },
): Promise<boolean> {
  return pointExpiryJob.enqueue(
    tx,
    { memberId: input.memberId, brandId: input.brandId },
    {
      runAt: zonedInstant(input.expiresOn, '00:00', input.timeZone),
      dedupeKey: `${POINT_EXPIRY_JOB}:${input.memberId}:${input.brandId}:${input.expiresOn}`,
    },
  );
}
