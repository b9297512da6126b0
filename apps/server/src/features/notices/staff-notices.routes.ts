import { staffNoticeEndpoints as endpoints } from '@yadori/contract/endpoints/notices.endpoints';
import type { NoticeLevel } from '@yadori/contract/notices.constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import type { StaffPrincipal } from '../staff-accounts/staff-access.service.ts';
import { staffSetupRoutes } from '../staff-accounts/staff-routes.service.ts';
import {
  changeNotice,
  createNotice,
  hotelsReachedBy,
  noticesOf,
  removeNotice,
} from './staff-notices.service.ts';

/**
 * /staff/hotels/:hotelId/notices (decision 061; register with the prefix `/staff`). Guests read a
 * hotel's notices through its cache entry, so each change makes this instance forget the hotels it
 * reaches (a brand notice: every hotel of the brand) and guests see it at once here, on other
 * instances within the cache's time-to-live (5 s by default).
 */
export const staffNoticeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: Pick<HotelCatalogue, 'forget'>;
}> = async (app, { db, now, hotels }) => {
  const { staff } = staffSetupRoutes(app, { db, now, hotels });
  async function forget(principal: StaffPrincipal, hotelId: number, level: NoticeLevel) {
    for (const id of await hotelsReachedBy(db, principal, { id: hotelId }, level)) hotels.forget(id);
  }
  const forgetReached = (
    { params }: { params: { hotelId: number } },
    { level }: { level: NoticeLevel },
    principal: StaffPrincipal,
  ) => forget(principal, params.hotelId, level);

  staff(endpoints.list, (principal, { params }) => noticesOf(db, principal, params.hotelId));

  staff(
    endpoints.create,
    (principal, { params, body }) => createNotice(db, principal, params.hotelId, body, now()),
    { status: 201, after: forgetReached },
  );

  staff(
    endpoints.update,
    (principal, { params, body }) =>
      changeNotice(db, principal, params.hotelId, params.noticeId, body, now()),
    { after: forgetReached },
  );

  staff(endpoints.remove, async (principal, { params }) => {
    const { id, level } = await removeNotice(db, principal, params.hotelId, params.noticeId, now());
    await forget(principal, params.hotelId, level);
    return { id };
  });
};
