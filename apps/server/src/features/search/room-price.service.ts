import type { InventoryResponse, RoomPriceResponse } from '@yadori/contract/search.schema';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { addDays } from '../../lib/hotel-time.ts';
import { searchErrors } from './search.errors.ts';
import { loadNights, prepareSearch, type SearchRequest, toRoomPlanOffer } from './search.service.ts';
import { offersFor } from './search-engine.ts';

/**
 * `GET /hotels/{hotelId}/rooms/price`: the one room plan of `room_plan_codes` priced for every room
 * entry of a dated search; 404 when it cannot be sold to one of them.
 */
export async function priceRoomPlan(db: Db, request: SearchRequest): Promise<RoomPriceResponse['data']> {
  const code = request.query.params.room_plan_codes[0];
  if (!code)
    throw errors.badRequest([
      { key: 'validation.required', field: 'room_plan_codes', params: { field: 'room_plan_codes' } },
    ]);
  const prepared = await prepareSearch(db, request);
  const { criteria, ctx } = prepared;
  const checkin = criteria.checkin ?? ctx.nowLocal.date;
  const data = await loadNights(db, request.hotel.id, prepared, checkin, checkin);
  const offers = offersFor(
    { ...ctx, criteria: { ...criteria, roomPlanCodes: [code] } },
    data,
    prepared.plans,
    prepared.parties,
    checkin,
    criteria.nights,
  ).filter((o) => o.available);
  const rooms = criteria.rooms.map((room) => {
    const offer = offers.find((o) => o.party.key === room.key);
    if (!offer) throw searchErrors.planNotAvailable(code);
    return toRoomPlanOffer(offer, request.catalog, request.locale);
  });
  const sum = (pick: (r: (typeof rooms)[number]) => number) => rooms.reduce((s, r) => s + pick(r), 0);
  return {
    room_plan_code: code,
    rooms,
    total_price: sum((r) => r.total_price),
    tax: sum((r) => r.tax),
    accommodation_tax: sum((r) => r.accommodation_tax),
    currency: request.hotel.currency,
  };
}

/** `GET /hotels/{hotelId}/rooms/inventory`: rooms left per room type and night of the stay. */
export async function roomInventory(db: Db, request: SearchRequest): Promise<InventoryResponse['data']> {
  const prepared = await prepareSearch(db, request);
  const { criteria, ctx } = prepared;
  const checkin = criteria.checkin ?? ctx.nowLocal.date;
  const nights = Array.from({ length: Math.max(criteria.nights, 1) }, (_, i) => addDays(checkin, i));
  const data = await loadNights(db, request.hotel.id, prepared, checkin, checkin);
  const types = request.catalog.roomTypes.filter(
    (t) => criteria.roomTypeCodes.length === 0 || criteria.roomTypeCodes.includes(t.code),
  );
  return {
    inventories: types.map((t) => {
      const dates = nights.map((date) => ({
        date,
        remaining: data.remaining.get(t.id)?.get(date) ?? 0,
        closed: data.closedRooms.get(t.id)?.has(date) ?? false,
      }));
      return { room_type_code: t.code, room_count: Math.min(...dates.map((d) => d.remaining)), dates };
    }),
  };
}
