import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  guest as hanako,
  inventoryOf,
  type Json,
  leaveRooms,
  STD_DBL,
  shownPrice,
  simpleBody,
  TOKYO,
  tokyoDayAfter,
} from '../reservations/reservation-test-kit.ts';
import { type StaffReservationKit, staffReservationKit, stayRow } from './staff-reservations-test-kit.ts';

// The console's "Change stay" dialog sends each kept room's children per kid tier and leaves dropped
// rooms out (decision 058). Hanami Tokyo prices children by tier: A (an infant sharing a bed) is free
// and needs no bed, B and C are charged and need one. FAMILY sleeps four, STD-DBL two; the hotel takes
// at most two children per adult.

const FAMILY = { room_type_code: 'FAMILY', room_plan_code: 'FAMILY-ROOM-ONLY' };
const changeUrl = (number: string) => `/staff/hotels/${TOKYO}/reservations/${number}/change`;
const guestUrl = (number: string, path = '') =>
  `/book/hotels/${TOKYO}/reservations/${number}${path}?email=${encodeURIComponent(hanako.email)}`;

describe.each(testDatabaseKinds())(
  'the console: a stay’s rooms and parties changed by the hotel (%s)',
  (kind) => {
    let kit: StaffReservationKit;
    beforeAll(async () => {
      kit = await staffReservationKit(kind);
    }, 180_000);
    afterAll(async () => kit?.close());

    const nights = () => [kit.checkin, tokyoDayAfter(kit.checkin, 1)];
    const soldOf = async (roomTypeCode: string) =>
      Promise.all(nights().map(async (night) => (await inventoryOf(kit.t.db, roomTypeCode, night)).sold));
    const price = async (roomPlanCode: string, party: object) =>
      (await shownPrice(kit, roomPlanCode, [party], kit.checkin, kit.checkout)).total_price;

    /** A two-night stay booked by the guest: FAMILY for two adults (room 0), STD-DBL for two adults (room 1). */
    async function familyStay(): Promise<{ number: string; id: number; total: number }> {
      await kit.resetClock();
      for (const night of nights()) {
        await leaveRooms(kit.t.db, 'FAMILY', night, 3);
        await leaveRooms(kit.t.db, 'STD-DBL', night, 5);
      }
      const total =
        (await price(FAMILY.room_plan_code, { adults: 2 })) +
        (await price(STD_DBL.room_plan_code, { adults: 2 }));
      const answer = await kit.post(
        await simpleBody(kit, {
          rooms: [
            { ...FAMILY, adults: 2 },
            { ...STD_DBL, adults: 2 },
          ],
          total_price: total,
        }),
      );
      if (answer.status !== 201)
        throw new Error(`booking refused: ${answer.status} ${JSON.stringify(answer.body)}`);
      return { number: answer.body.data.number, id: answer.body.data.id, total };
    }

    /** The stay's rooms as stored, in booked order. */
    async function roomsOf(id: number): Promise<Json[]> {
      return rowsOf<Json>(
        await kit.t.db.execute(sql`
        select room_index, room_type_code, adults, children, to_json(kids_tiers) as kids_tiers, total_price,
            (select count(*)::int from reservation_room_nights n where n.reservation_room_id = r.id) as nights
          from reservation_rooms r where reservation_id = ${id} order by room_index`),
      );
    }

    async function changesOf(id: number): Promise<Json[]> {
      return rowsOf<Json>(
        await kit.t.db.execute(sql`
        select kind, actor, before, after, price_before, price_after
          from reservation_changes where reservation_id = ${id} order by id`),
      );
    }

    async function eventTypesOf(id: number): Promise<string[]> {
      const rows = rowsOf<{ type: string }>(
        await kit.t.db.execute(
          sql`select type from webhook_events where reservation_id = ${id} order by seq`,
        ),
      );
      return rows.map((row) => row.type);
    }

    /** Everything a refused change must leave as it was. */
    async function everything(id: number): Promise<Json> {
      const [stored] = rowsOf<Json>(
        await kit.t.db.execute(sql`
        select checkin_date::text as checkin_date, checkout_date::text as checkout_date, total_price,
            rooms_total, email, guest, updated_at::text as updated_at
          from reservations where id = ${id}`),
      );
      return {
        stored,
        row: await stayRow(kit.t.db, id),
        rooms: await roomsOf(id),
        changes: await changesOf(id),
        events: await eventTypesOf(id),
        sold: { family: await soldOf('FAMILY'), double: await soldOf('STD-DBL') },
      };
    }

    const stayBody = (rooms: object[], total_price?: number) => ({
      checkin_date: kit.checkin,
      checkout_date: kit.checkout,
      rooms,
      ...(total_price === undefined ? {} : { total_price }),
    });

    it('drops the second room: its nights come back, the stay is re-priced, recorded, told once, and closed to the guest', async () => {
      const stay = await familyStay();
      const [familyBefore, doubleBefore] = [await soldOf('FAMILY'), await soldOf('STD-DBL')];
      const familyOnly = await price(FAMILY.room_plan_code, { adults: 2 });
      const keepFamily = [{ room_index: 0, adults: 2, children: 0, kids_tiers: [], kids_age_range: [] }];

      // The dialog first sends the total it shows (the booked one): the API answers with the new one.
      const quoted = await kit.api('POST', changeUrl(stay.number), kit.staff.frontDesk, {
        version: 1,
        stay: stayBody(keepFamily, stay.total),
      });
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(409);
      expect(quoted.body.errors[0].details).toMatchObject({ code: 1103, total_price: familyOnly });
      expect(await eventTypesOf(stay.id)).toEqual(['reservation.created']);

      const answer = await kit.api('POST', changeUrl(stay.number), kit.staff.frontDesk, {
        version: 1,
        stay: stayBody(keepFamily, familyOnly),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({ total_price: familyOnly, version: 2 });
      expect(answer.body.data.staff_modified_at).not.toBeNull();
      expect(answer.body.data.rooms.map((room: Json) => [room.room_index, room.room_type_code])).toEqual([
        [0, 'FAMILY'],
      ]);

      expect(await roomsOf(stay.id)).toEqual([
        expect.objectContaining({
          room_index: 0,
          room_type_code: 'FAMILY',
          total_price: familyOnly,
          nights: 2,
        }),
      ]);
      expect(await soldOf('STD-DBL')).toEqual(doubleBefore.map((sold) => sold - 1));
      expect(await soldOf('FAMILY')).toEqual(familyBefore);

      const changes = await changesOf(stay.id);
      expect(changes).toEqual([
        expect.objectContaining({
          kind: 'update',
          actor: 'staff',
          price_before: stay.total,
          price_after: familyOnly,
        }),
      ]);
      expect(changes[0].before.rooms.map((room: Json) => room.room_index)).toEqual([0, 1]);
      expect(changes[0].after.rooms.map((room: Json) => room.room_index)).toEqual([0]);
      expect(await eventTypesOf(stay.id)).toEqual(['reservation.created', 'reservation.modified']);

      // The guest can no longer change the stay online.
      const settings = await kit.get(guestUrl(stay.number, '/update_settings'));
      expect(settings.body.data).toMatchObject({ updatable: false, reason: 'modified_by_staff' });
      const guestChange = await kit.t.app.inject({
        method: 'PUT',
        url: guestUrl(stay.number),
        headers: { 'client-session': kit.session },
        payload: { version: 2, ...stayBody([{ room_index: 0, adults: 1 }], familyOnly) },
      });
      expect(guestChange.statusCode).toBe(422);
      expect(guestChange.json().errors[0].details).toMatchObject({
        code: 'not_updatable',
        reason: 'modified_by_staff',
      });
      expect(await stayRow(kit.t.db, stay.id)).toMatchObject({ staff_modified: true, version: 2 });
    });

    it('changes children per kid tier: a room type too small or too many children per adult changes nothing; the tiers are stored and priced', async () => {
      const stay = await familyStay();
      const before = await everything(stay.id);

      // Two adults and a tier-B child need three beds: STD-DBL (position 1 of the body) has two.
      const tooMany = await kit.api('POST', changeUrl(stay.number), kit.staff.frontDesk, {
        version: 1,
        stay: stayBody([
          { room_index: 0, adults: 2 },
          { room_index: 1, adults: 2, children: 1, kids_tiers: ['B'] },
        ]),
      });
      expect(tooMany.status, JSON.stringify(tooMany.body)).toBe(409);
      expect(tooMany.body.errors[0].details).toMatchObject({ code: 1106, reason: 'plan_not_available' });
      expect(tooMany.body.errors[0].details.fields).toHaveProperty(['rooms[1].room_plan_code']);
      expect(await everything(stay.id)).toEqual(before);

      // FAMILY sleeps four, but the hotel takes two children per adult at most.
      const perAdult = await kit.api('POST', changeUrl(stay.number), kit.staff.frontDesk, {
        version: 1,
        stay: stayBody([{ room_index: 0, adults: 1, children: 3, kids_tiers: ['B', 'B', 'C'] }]),
      });
      expect(perAdult.status, JSON.stringify(perAdult.body)).toBe(400);
      expect(perAdult.body.errors[0].details.fields).toHaveProperty('rooms');
      expect(await everything(stay.id)).toEqual(before);

      const family = await price(FAMILY.room_plan_code, { adults: 2, kids_tiers: ['B', 'C'] });
      const double = await price(STD_DBL.room_plan_code, { adults: 2, kids_tiers: ['A'] });
      // Tiers B and C are charged; an A-tier infant is free and shares a bed, so STD-DBL takes it.
      expect(family).toBeGreaterThan(await price(FAMILY.room_plan_code, { adults: 2 }));
      expect(double).toBe(await price(STD_DBL.room_plan_code, { adults: 2 }));
      const answer = await kit.api('POST', changeUrl(stay.number), kit.staff.frontDesk, {
        version: 1,
        stay: stayBody(
          [
            { room_index: 0, adults: 2, children: 2, kids_tiers: ['B', 'C'], kids_age_range: [] },
            { room_index: 1, adults: 2, children: 1, kids_tiers: ['A'], kids_age_range: [] },
          ],
          family + double,
        ),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.total_price).toBe(family + double);
      const parties = (rooms: Json[]) =>
        rooms.map((room) => [room.room_index, room.adults, room.children, room.kids_tiers, room.total_price]);
      expect(parties(answer.body.data.rooms)).toEqual([
        [0, 2, 2, ['B', 'C'], family],
        [1, 2, 1, ['A'], double],
      ]);
      expect(parties(await roomsOf(stay.id))).toEqual(parties(answer.body.data.rooms));
      const [change] = await changesOf(stay.id);
      expect(change).toMatchObject({
        actor: 'staff',
        price_before: stay.total,
        price_after: family + double,
      });
      expect(change.after.rooms.map((room: Json) => room.kids_tiers)).toEqual([['B', 'C'], ['A']]);
      expect(await soldOf('FAMILY')).toEqual(before.sold.family);
      expect(await soldOf('STD-DBL')).toEqual(before.sold.double);
      expect(await eventTypesOf(stay.id)).toEqual(['reservation.created', 'reservation.modified']);
    });

    it('refuses dropping every room (and rooms not booked or named twice), changing nothing', async () => {
      const stay = await familyStay();
      const before = await everything(stay.id);
      const guests = {
        guest: { first_name: 'Hanako', last_name: 'Sato', email: 'sato@example.com', phone: '+81399998888' },
      };
      // Each refusal with the field it names: no room left at all (with or without new guest details),
      // a room the stay does not have, a room kept twice.
      const refusals: [object, string][] = [
        [{ version: 1, stay: stayBody([]) }, 'stay.rooms'],
        [{ version: 1, stay: stayBody([]), guests }, 'stay.rooms'],
        [{ version: 1, stay: stayBody([{ room_index: 2, adults: 2 }]) }, 'rooms[0].room_index'],
        [
          {
            version: 1,
            stay: stayBody([
              { room_index: 0, adults: 2 },
              { room_index: 0, adults: 2 },
            ]),
          },
          'rooms[1].room_index',
        ],
      ];
      for (const [body, field] of refusals) {
        const answer = await kit.api('POST', changeUrl(stay.number), kit.staff.manager, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.errors[0].details.fields, JSON.stringify(body)).toHaveProperty([field]);
        expect(await everything(stay.id)).toEqual(before);
      }
      const settings = await kit.get(guestUrl(stay.number, '/update_settings'));
      expect(settings.body.data).toMatchObject({ updatable: true, max_room_count: 2, version: 1 });
    });
  },
);
