import { webhookEventSchema } from '@yadori/contract/webhook-events.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { DEMO_MEMBERS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  answerChallenge,
  CHALLENGE_VISA,
  completeThreeDSecure,
  decliningCard,
  RETURN_URL,
  tokenize,
} from '../payments/payment-test-kit.ts';
import {
  countReservations,
  guest,
  type Json,
  leaveRooms,
  type MemberAuth,
  STD_DBL,
  setPlanPaymentMethods,
  shownPrice,
  signInDemoMembers,
  simpleBody,
  TOKYO,
  tokyoDayAfter,
} from '../reservations/reservation-test-kit.ts';
import {
  type StaffReservationKit,
  staffReservationKit,
} from '../staff-reservations/staff-reservations-test-kit.ts';

/**
 * Decision 059, the outbox: every change of a stay a PMS must know of writes exactly one event in the
 * statement or transaction of the change, with one pending delivery per active endpoint of the hotel
 * that follows its type; a refused or rolled-back change writes none.
 */
describe.each(testDatabaseKinds())('webhook events of reservation changes (%s)', (kind) => {
  let kit: StaffReservationKit;
  let auth: MemberAuth;
  /** Endpoints of Hanami Tokyo: one following every event, one only cancellations, one switched off. */
  const endpoint = { all: 0, cancellations: 0, off: 0, otherHotel: 0 };

  const ALL = [
    'reservation.created',
    'reservation.modified',
    'reservation.cancelled',
    'reservation.paid',
    'reservation.no_show',
  ];
  const addEndpoint = async (hotelId: number, types: string[], active = true) =>
    rowsOf<{ id: number }>(
      await kit.t.db.execute(sql`
        insert into webhook_endpoints (hotel_id, url, secret_sealed, event_types, active)
          values (${hotelId}, 'https://pms.example.com/hooks', 'sealed-for-tests',
                  ${`{${types.join(',')}}`}::text[], ${active})
          returning id`),
    )[0]!.id;

  beforeAll(async () => {
    kit = await staffReservationKit(kind);
    auth = await signInDemoMembers(kit.t.db);
    endpoint.all = await addEndpoint(TOKYO, ALL);
    endpoint.cancellations = await addEndpoint(TOKYO, ['reservation.cancelled']);
    endpoint.off = await addEndpoint(TOKYO, ALL, false);
    endpoint.otherHotel = await addEndpoint(2, ALL);
  }, 180_000);
  afterAll(async () => kit?.close());

  /** The events of reservation `id` in order, each with the endpoints a pending delivery is owed to. */
  async function eventsOf(id: number): Promise<Json[]> {
    return rowsOf<Json>(
      await kit.t.db.execute(sql`
        select e.id, e.type, e.hotel_id, e.payload, to_json(e.created_at) #>> '{}' as created_at,
            (select coalesce(json_agg(d.endpoint_id order by d.endpoint_id), '[]'::json)
               from webhook_deliveries d where d.event_id = e.id and d.status = 'pending') as endpoints
          from webhook_events e where e.reservation_id = ${id} order by e.seq`),
    );
  }
  const typesOf = async (id: number) => (await eventsOf(id)).map((e) => e.type);
  const allEvents = async () =>
    Number(
      rowsOf<{ n: number }>(await kit.t.db.execute(sql`select count(*)::int as n from webhook_events`))[0]!.n,
    );

  /** The reservation as stored now, in the event's shape (its updated_at as the reservations list shows it). */
  async function stored(id: number): Promise<Json> {
    return rowsOf<Json>(
      await kit.t.db.execute(sql`
        select number, hotel_id, status, checkin_date::text as checkin_date, checkout_date::text as checkout_date,
            total_price, currency, version,
            to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as updated_at
          from reservations where id = ${id}`),
    )[0];
  }

  /**
   * The last event of `id` is `type`, tells the reservation as the change left it (and `amount`), fits
   * the contract's envelope, and is owed to each endpoint of the hotel following `type`.
   */
  async function expectLastEvent(id: number, type: string, amount?: number): Promise<Json> {
    const event = (await eventsOf(id)).at(-1);
    expect(event?.type).toBe(type);
    expect(event.payload).toEqual({
      reservation: await stored(id),
      ...(amount === undefined ? {} : { amount }),
    });
    const envelope = {
      id: event.id,
      type,
      created_at: event.created_at,
      hotel_id: event.hotel_id,
      data: event.payload,
    };
    expect(webhookEventSchema.safeParse(envelope).success).toBe(true);
    expect(event.endpoints).toEqual(
      type === 'reservation.cancelled' ? [endpoint.all, endpoint.cancellations] : [endpoint.all],
    );
    return event;
  }

  const stayUrl = (number: string, action: string) =>
    `/staff/hotels/${TOKYO}/reservations/${number}/${action}`;
  const guestUrl = (number: string, path = '') =>
    `/book/hotels/${TOKYO}/reservations/${number}${path}?email=${encodeURIComponent(guest.email)}`;
  const put = async (url: string, payload: object) => {
    const response = await kit.t.app.inject({
      method: 'PUT',
      url,
      headers: { 'client-session': kit.session },
      payload,
    });
    return { status: response.statusCode, body: response.json() as Json };
  };

  describe('reservation.created', () => {
    it('an on-site booking tells it in its one statement, owed to the endpoint that follows it', async () => {
      const stay = await kit.stay();
      expect(await typesOf(stay.id)).toEqual(['reservation.created']);
      const event = await expectLastEvent(stay.id, 'reservation.created');
      expect(event.payload.reservation).toMatchObject({
        number: stay.number,
        hotel_id: TOKYO,
        status: 'confirmed',
        total_price: stay.total,
        currency: 'JPY',
        version: 1,
      });
    });

    it("a member's booking (in a transaction) tells it once; a refused or rolled-back booking tells nothing", async () => {
      await kit.resetClock();
      const member = DEMO_MEMBERS.hanako;
      const query = new URLSearchParams({
        rooms: JSON.stringify([{ adults: 2 }]),
        checkin_date: kit.checkin,
        checkout_date: kit.checkout,
        room_plan_codes: STD_DBL.room_plan_code,
      });
      const price = await kit.get(`/book/hotels/${TOKYO}/rooms/price?${query}`, auth(member));
      const memberBody = {
        ...(await simpleBody(kit)),
        rooms: [{ ...STD_DBL, adults: 2 }],
        total_price: price.body.data.total_price,
      };
      for (const night of [kit.checkin, tokyoDayAfter(kit.checkin, 1)])
        await leaveRooms(kit.t.db, 'STD-DBL', night, 5);
      const booked = await kit.post(memberBody, { headers: auth(member) });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(await typesOf(booked.body.data.id)).toEqual(['reservation.created']);
      await expectLastEvent(booked.body.data.id, 'reservation.created');

      const events = await allEvents();
      const reservations = await countReservations(kit.t.db);
      const plainBody = await simpleBody(kit);
      // Sold out: the statement refuses as a whole.
      await leaveRooms(kit.t.db, 'STD-DBL', kit.checkin, 0);
      expect((await kit.post(plainBody)).status).toBe(409);
      expect((await kit.post(memberBody, { headers: auth(member) })).status).toBe(409);
      await leaveRooms(kit.t.db, 'STD-DBL', kit.checkin, 5);
      // The confirmation mail's job refused: the one statement fails, and the member's transaction
      // rolls back after its statement wrote the event.
      await kit.t.db.execute(
        sql.raw(`create function test_refuse_mail() returns trigger language plpgsql as $$
          begin raise exception 'test: no confirmation mail'; end $$`),
      );
      await kit.t.db.execute(
        sql.raw(`create trigger test_refuse_mail before insert on jobs for each row
          when (new.kind = 'mail.reservation_confirmed') execute function test_refuse_mail()`),
      );
      try {
        expect((await kit.post(plainBody)).status).toBe(500);
        expect((await kit.post(memberBody, { headers: auth(member) })).status).toBe(500);
      } finally {
        await kit.t.db.execute(sql.raw('drop trigger test_refuse_mail on jobs'));
        await kit.t.db.execute(sql.raw('drop function test_refuse_mail()'));
      }
      expect(await countReservations(kit.t.db)).toBe(reservations);
      expect(await allEvents()).toBe(events);
    });

    it('a card booking tells it once authorised (after 3-D Secure); a declined or expired hold never', async () => {
      const approved = await kit.stay({ card: true });
      expect(await typesOf(approved.id)).toEqual(['reservation.created']);
      await expectLastEvent(approved.id, 'reservation.created');

      await setPlanPaymentMethods(kit.t.db, 'ROOM-ONLY', ['on_site', 'credit_card']);
      const byCard = async (card: string) =>
        kit.post(
          await simpleBody(kit, {
            payment_method: 'credit_card',
            card_token: await tokenize(kit.t.app, card),
            return_url: RETURN_URL,
          }),
        );
      const events = await allEvents();
      expect((await byCard(decliningCard(3002))).status).toBe(402);
      expect(await allEvents()).toBe(events);

      const challenged = (await byCard(CHALLENGE_VISA)).body.data;
      expect(challenged.status).toBe('pending_payment');
      expect(await typesOf(challenged.id)).toEqual([]);
      await answerChallenge(kit.t.app, challenged.three_d_secure.challenge_url, 'complete');
      expect((await completeThreeDSecure(kit.t.app, kit.session, challenged)).status).toBe(200);
      expect((await completeThreeDSecure(kit.t.app, kit.session, challenged)).status).toBe(200);
      expect(await typesOf(challenged.id)).toEqual(['reservation.created']);
      await expectLastEvent(challenged.id, 'reservation.created');

      const expiring = (await byCard(CHALLENGE_VISA)).body.data;
      await kit.t.app.runDueJobs(new Date(Date.now() + 16 * 60_000));
      const failing = (await byCard(CHALLENGE_VISA)).body.data;
      await answerChallenge(kit.t.app, failing.three_d_secure.challenge_url, 'fail');
      expect((await completeThreeDSecure(kit.t.app, kit.session, failing)).status).toBe(402);
      expect(await stored(expiring.id)).toMatchObject({ status: 'cancelled' });
      expect(await typesOf(expiring.id)).toEqual([]);
      expect(await typesOf(failing.id)).toEqual([]);
      // Of the four card bookings since, only the authorised challenge was told.
      expect(await allEvents()).toBe(events + 1);
    });
  });

  describe('reservation.cancelled', () => {
    it("the guest's cancellation tells it once; a changed fee or a second cancel tells nothing", async () => {
      const stay = await kit.stay();
      const wrongFee = await kit.cancel(stay.number, `?email=${guest.email}`, {
        reason: 'illness',
        cancellation_fee_displayed: 500,
      });
      expect(wrongFee.status).toBe(409);
      expect(await typesOf(stay.id)).toEqual(['reservation.created']);
      const cancel = { reason: 'illness', cancellation_fee_displayed: 0 };
      expect((await kit.cancel(stay.number, `?email=${guest.email}`, cancel)).status).toBe(200);
      const event = await expectLastEvent(stay.id, 'reservation.cancelled');
      expect(event.payload.reservation).toMatchObject({ status: 'cancelled', version: 2 });
      expect((await kit.cancel(stay.number, `?email=${guest.email}`, cancel)).status).toBe(422);
      expect(await typesOf(stay.id)).toEqual(['reservation.created', 'reservation.cancelled']);
    });

    it("the hotel's cancellation of a card stay tells it, then paid for the fee captured", async () => {
      const card = await kit.stay({ card: true });
      const stale = await kit.api('POST', stayUrl(card.number, 'cancel'), kit.staff.admin, {
        fee: 1234,
        version: 9,
      });
      expect(stale.status).toBe(409);
      const answer = await kit.api('POST', stayUrl(card.number, 'cancel'), kit.staff.admin, {
        fee: 1234,
        version: 1,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await typesOf(card.id)).toEqual([
        'reservation.created',
        'reservation.cancelled',
        'reservation.paid',
      ]);
      const paid = await expectLastEvent(card.id, 'reservation.paid', 1234);
      expect(paid.payload.reservation).toMatchObject({ status: 'cancelled', version: 2 });
      const again = await kit.api('POST', stayUrl(card.number, 'cancel'), kit.staff.admin, { fee: 'none' });
      expect(again.status).toBe(409);
      // The settlement's job finds it settled: nothing moves, nothing is told.
      await kit.t.app.runDueJobs(new Date(Date.now() + 60 * 86_400_000));
      expect(await typesOf(card.id)).toHaveLength(3);
    });

    it('a captured stay cancelled by the hotel without a fee tells the refund as modified', async () => {
      const card = await kit.stay({ card: true });
      expect((await kit.api('POST', stayUrl(card.number, 'capture'), kit.staff.admin, {})).status).toBe(200);
      const answer = await kit.api('POST', stayUrl(card.number, 'cancel'), kit.staff.admin, { fee: 'none' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.payment).toMatchObject({ state: 'refunded' });
      expect(await typesOf(card.id)).toEqual([
        'reservation.created',
        'reservation.paid',
        'reservation.cancelled',
        'reservation.modified',
      ]);
      await expectLastEvent(card.id, 'reservation.modified');
    });
  });

  describe('reservation.modified', () => {
    it("the guest's change of stay, booker and answers each tell it; a stale version tells nothing", async () => {
      const stay = await kit.stay();
      const checkout = tokyoDayAfter(kit.checkin, 1);
      const total = (await shownPrice(kit, STD_DBL.room_plan_code, [{ adults: 2 }], kit.checkin, checkout))
        .total_price;
      const change = {
        version: 1,
        checkin_date: kit.checkin,
        checkout_date: checkout,
        rooms: [{ room_index: 0, adults: 2 }],
        total_price: total,
      };
      const changed = await put(guestUrl(stay.number), change);
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const event = await expectLastEvent(stay.id, 'reservation.modified');
      expect(event.payload.reservation).toMatchObject({
        checkout_date: checkout,
        total_price: total,
        version: 2,
      });
      expect((await put(guestUrl(stay.number), change)).status).toBe(409);
      expect(await typesOf(stay.id)).toEqual(['reservation.created', 'reservation.modified']);

      const { email_confirmation: _, ...booker } = guest;
      const guests = await put(guestUrl(stay.number, '/guests'), {
        version: 2,
        guest: { ...booker, phone: '+81300001111' },
      });
      expect(guests.status, JSON.stringify(guests.body)).toBe(200);
      expect((await expectLastEvent(stay.id, 'reservation.modified')).payload.reservation.version).toBe(3);

      const answersUrl = `/book/reservations/${stay.number}/additional_questions?email=${encodeURIComponent(guest.email)}`;
      const questions = await kit.t.app.inject({
        url: answersUrl,
        headers: { 'client-session': kit.session },
      });
      const checkin = (questions.json().data as Json[]).find((q) => q.question_type === 'checkin').id;
      const answers = {
        answers: [{ question_id: checkin, rooms: [{ room_index: 0, checkin_time: '16:00' }] }],
      };
      const answer = () =>
        kit.t.app.inject({
          method: 'POST',
          url: answersUrl,
          headers: { 'client-session': kit.session },
          payload: answers,
        });
      expect((await answer()).statusCode).toBe(200);
      // The answers change the stay's updated_at, not its version.
      expect((await expectLastEvent(stay.id, 'reservation.modified')).payload.reservation.version).toBe(3);
      expect((await answer()).statusCode).toBe(409);
      expect(await typesOf(stay.id)).toHaveLength(4);
    });

    it("the hotel's change of stay and booker together tells it once; a stale version tells nothing", async () => {
      const stay = await kit.stay();
      const checkout = tokyoDayAfter(kit.checkin, 1);
      const body = {
        version: 1,
        stay: { checkin_date: kit.checkin, checkout_date: checkout, rooms: [{ room_index: 0, adults: 2 }] },
        guests: {
          guest: {
            first_name: 'Hanako',
            last_name: 'Sato',
            email: 'sato@example.com',
            phone: '+81399998888',
          },
        },
      };
      const answer = await kit.api('POST', stayUrl(stay.number, 'change'), kit.staff.frontDesk, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await typesOf(stay.id)).toEqual(['reservation.created', 'reservation.modified']);
      const event = await expectLastEvent(stay.id, 'reservation.modified');
      expect(event.payload.reservation).toMatchObject({ checkout_date: checkout, version: 3 });
      expect((await kit.api('POST', stayUrl(stay.number, 'change'), kit.staff.frontDesk, body)).status).toBe(
        409,
      );
      expect(await typesOf(stay.id)).toHaveLength(2);
    });
  });

  describe('reservation.paid and card money', () => {
    it('a capture tells paid with its amount, a refund modified; a stale version tells nothing', async () => {
      const card = await kit.stay({ card: true });
      const take = card.total - 1000;
      const stale = await kit.api('POST', stayUrl(card.number, 'capture'), kit.staff.admin, {
        amount: take,
        version: 9,
      });
      expect(stale.status).toBe(409);
      expect(await typesOf(card.id)).toEqual(['reservation.created']);
      const captured = await kit.api('POST', stayUrl(card.number, 'capture'), kit.staff.admin, {
        amount: take,
      });
      expect(captured.status, JSON.stringify(captured.body)).toBe(200);
      const paid = await expectLastEvent(card.id, 'reservation.paid', take);
      expect(paid.payload.reservation.version).toBe(2);
      const refunded = await kit.api('POST', stayUrl(card.number, 'refund'), kit.staff.admin, {
        amount: 500,
      });
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
      await expectLastEvent(card.id, 'reservation.modified');
      // The money jobs find the gateway did both: nothing more is told.
      await kit.t.app.runDueJobs(new Date(Date.now() + 60 * 86_400_000));
      expect(await typesOf(card.id)).toEqual([
        'reservation.created',
        'reservation.paid',
        'reservation.modified',
      ]);
    });

    it('a capture the gateway declines is told as paid, then taken back as modified', async () => {
      const card = await kit.stay({ card: true });
      await kit.t.db.execute(
        sql`update sandbox_payments set status = 'voided' where reference = ${card.number}`,
      );
      const answer = await kit.api('POST', stayUrl(card.number, 'capture'), kit.staff.admin, {});
      expect(answer.status).toBe(402);
      expect(await typesOf(card.id)).toEqual([
        'reservation.created',
        'reservation.paid',
        'reservation.modified',
      ]);
      const undone = await expectLastEvent(card.id, 'reservation.modified');
      expect(undone.payload.reservation.version).toBe(3);
      await kit.t.app.runDueJobs(new Date(Date.now() + 60 * 86_400_000));
      expect(await typesOf(card.id)).toHaveLength(3);
    });
  });

  describe('reservation.no_show', () => {
    it('is told once when staff mark it, never when refused', async () => {
      const stay = await kit.stay();
      expect((await kit.api('POST', stayUrl(stay.number, 'no_show'), kit.staff.frontDesk, {})).status).toBe(
        422,
      );
      await kit.setTokyoTime(`${kit.checkin}T20:00`);
      const marked = await kit.api('POST', stayUrl(stay.number, 'no_show'), kit.staff.frontDesk, {});
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
      const event = await expectLastEvent(stay.id, 'reservation.no_show');
      expect(event.payload.reservation).toMatchObject({ status: 'confirmed', version: 2 });
      expect((await kit.api('POST', stayUrl(stay.number, 'no_show'), kit.staff.frontDesk, {})).status).toBe(
        409,
      );
      expect(await typesOf(stay.id)).toEqual(['reservation.created', 'reservation.no_show']);
      await kit.resetClock();
    });
  });

  it('tells no endpoint that is off, of another hotel, or not following the type', async () => {
    const owed = rowsOf<{ endpoint_id: number }>(
      await kit.t.db.execute(sql`select distinct endpoint_id from webhook_deliveries order by endpoint_id`),
    ).map((row) => row.endpoint_id);
    expect(owed).toEqual([endpoint.all, endpoint.cancellations]);
  });
});
