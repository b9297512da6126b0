import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  type BookingKit,
  bookingKit,
  countReservations,
  inventoryOf,
  type Json,
  STD_DBL,
  shownPrice,
  simpleBody,
} from './reservation-test-kit.ts';

// Decision 026: a booking that names the searched parties (`searched_rooms`) books each room for one
// of them, none twice. Hanami Tokyo prices children by kids tier; an infant (tier A) shares a bed, so STD-DBL
// (two beds' worth) takes two adults with an infant.

const couple = { adults: 2 };
const family = { adults: 2, children: 1, kids_tiers: ['A'] };

describe.each(testDatabaseKinds())('booking rooms for the searched parties (%s)', (kind) => {
  let kit: BookingKit;
  beforeAll(async () => {
    kit = await bookingKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());

  /** A two-room booking of STD-DBL for `parties`, priced as the search prices them. */
  async function body(parties: object[], extra: Record<string, unknown> = {}): Promise<Json> {
    const price = await shownPrice(kit, STD_DBL.room_plan_code, parties, kit.checkin, kit.checkout);
    return simpleBody(kit, {
      rooms: parties.map((party) => ({ ...STD_DBL, ...party })),
      total_price: price.total_price,
      ...extra,
    });
  }

  it('refuses two rooms for the couple when the search was a couple and a family: 400, nothing booked', async () => {
    const before = await countReservations(kit.t.db);
    const sold = (await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold;
    const refused = await kit.post(await body([couple, couple], { searched_rooms: [couple, family] }), {
      headers: { 'tripla-locale': 'en' },
    });
    expect(refused.status).toBe(400);
    const error = refused.body.errors[0];
    expect(error.code).toBe(1000);
    expect(error.details).toMatchObject({ code: 1000, reason: 'parties_differ' });
    expect(error.details.fields.rooms[0]).toContain('do not match the guests you searched for');
    expect(await countReservations(kit.t.db)).toBe(before);
    expect((await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold).toBe(sold);

    const japanese = await kit.post(await body([couple, couple], { searched_rooms: [couple, family] }), {
      headers: { 'tripla-locale': 'ja' },
    });
    expect(japanese.body.errors[0].details.base[0].error).toContain('検索された人数と合っていません');
  });

  it('refuses more rooms than searched parties and a party nobody searched; books fewer', async () => {
    const stranger = await kit.post(await body([{ adults: 1 }], { searched_rooms: [couple, family] }));
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors[0].details.reason).toBe('parties_differ');
    const three = await kit.post(await body([couple, family, couple], { searched_rooms: [couple, family] }));
    expect(three.status).toBe(400);
    expect(three.body.errors[0].details.reason).toBe('parties_differ');
    // One room of a two-room search: the family is not booked, and nobody's party was changed.
    const one = await kit.post(await body([family], { searched_rooms: [couple, family] }));
    expect(one.status).toBe(201);
  });

  it('books one room per searched party in any order, the child kept; the same party written another way counts', async () => {
    const booked = await kit.post(
      await body([family, couple], {
        // The search's own spelling: the child counted from the tier codes, companions at 0.
        searched_rooms: [
          { adults: 2, children: 0, kids_tiers: [], adult_companion: 0 },
          { adults: 2, kids_tiers: ['A'] },
        ],
      }),
    );
    expect(booked.status).toBe(201);
    expect(booked.body.data.rooms.map((r: Json) => [r.adults, r.children, r.kids_tiers])).toEqual([
      [2, 1, ['A']],
      [2, 0, []],
    ]);
  });

  it('books as before when the body does not name the searched parties', async () => {
    const booked = await kit.post(await body([couple, couple]));
    expect(booked.status).toBe(201);
  });
});
