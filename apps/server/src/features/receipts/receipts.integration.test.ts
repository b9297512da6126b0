import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelToday, zonedInstant } from '../../lib/hotel-time.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { DEMO_HOTEL_CLIENTS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import {
  type BookingKit,
  bookingKit,
  guest,
  type Json,
  STD_DBL,
  shownPrice,
  simpleBody,
  TOKYO,
} from '../reservations/reservation-test-kit.ts';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const proxy = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(proxy, { mergePages: true });
  return text;
}

/** Amounts as the receipt writes them, without the currency sign (its form differs by language). */
const digits = (amount: number) => amount.toLocaleString('en-US');

describe.each(testDatabaseKinds())('GET /book/hotels/{id}/reservations/{number}/receipt (%s)', (kind) => {
  let kit: BookingKit;
  let one: Json;
  let two: Json;
  const receipt = (number: string, query: string, session?: string) =>
    kit.t.app.inject({
      url: `/book/hotels/${TOKYO}/reservations/${number}/receipt?${query}`,
      headers: { 'client-session': session ?? kit.session },
    });

  beforeAll(async () => {
    kit = await bookingKit(kind);
    const single = await kit.post(
      await simpleBody(kit, { guest: { ...guest, kanji_name: '山田 花子' }, locale: 'ja' }),
    );
    expect(single.status).toBe(201);
    one = single.body.data;
    const price = await shownPrice(kit, STD_DBL.room_plan_code, [{ adults: 2 }], kit.checkin, kit.checkout);
    const double = await kit.post({
      ...(await simpleBody(kit)),
      rooms: [
        { ...STD_DBL, adults: 2 },
        { ...STD_DBL, adults: 2 },
      ],
      total_price: price.total_price * 2,
    });
    expect(double.status).toBe(201);
    two = double.body.data;
  }, 180_000);
  afterAll(async () => kit?.close());

  it('answers one PDF in Japanese: hotel, addressee, amounts with the tax breakdown, receipt number', async () => {
    const response = await receipt(
      one.number,
      `email=${guest.email}&name=${encodeURIComponent('株式会社花見商事')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${one.number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Fonts are subset: the file stays small although each CJK font is megabytes.
    expect(response.rawPayload.length).toBeLessThan(200_000);
    const text = await pdfText(response.rawPayload);
    const room = one.rooms[0];
    for (const word of [
      '領収書',
      '花見ホテル東京',
      '株式会社花見商事 様',
      one.number,
      '宿泊税',
      'うち消費税',
      '現地払い',
      digits(one.total_price),
      digits(room.tax - room.accommodation_tax),
    ])
      expect(text).toContain(word);
  });

  it("writes in the locale asked for (Korean and simplified Chinese), else the reservation's", async () => {
    const ko = await pdfText((await receipt(one.number, `email=${guest.email}&locale=ko`)).rawPayload);
    expect(ko).toContain('영수증');
    expect(ko).toContain('하나미 호텔 도쿄');
    // No name given: the kanji name the guest gave, in every language.
    expect(ko).toContain('山田 花子 귀하');
    const zh = await pdfText((await receipt(one.number, `email=${guest.email}&locale=zh_Hans`)).rawPayload);
    expect(zh).toContain('收据');
    expect(zh).toContain('花见酒店东京');
    // The reservation's language when none is asked for.
    const ja = await pdfText((await receipt(one.number, `email=${guest.email}`)).rawPayload);
    expect(ja).toContain('山田 花子 様');
  });

  it('zips one PDF per room for several rooms, each with its own amount and receipt number', async () => {
    const response = await receipt(two.number, `bypass_token=${two.bypass_token}&locale=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual([`receipt-${two.number}-1.pdf`, `receipt-${two.number}-2.pdf`]);
    for (const [index, name] of Object.keys(files).sort().entries()) {
      const text = await pdfText(files[name]!);
      expect(text).toContain(`Receipt no. ${two.number}-${index + 1}`);
      expect(text).toContain('Hanami Hotel Tokyo');
      expect(text).toContain(digits(two.rooms[index].total_price));
    }
  });

  it('answers the same file when asked again the same day, dated the start of the hotel’s day; a change draws anew', async () => {
    const ask = () => receipt(one.number, `email=${guest.email}&locale=en`);
    const first = await ask();
    const again = await ask();
    expect(first.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const { info } = await getMeta(new Uint8Array(first.rawPayload), { parseDates: true });
    const today = hotelToday(new Date(), 'Asia/Tokyo');
    expect((info.CreationDate as Date).toISOString()).toBe(
      zonedInstant(today, '00:00', 'Asia/Tokyo').toISOString(),
    );
    // What the receipt says changes (the guest's name as the default addressee): another file.
    await kit.t.db.execute(
      sql`update reservations set guest = jsonb_set(guest, '{kanji_name}', '"Kept"') where number = ${one.number}`,
    );
    const changed = await ask();
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(await pdfText(changed.rawPayload)).toContain('Kept');
  });

  it("gives the same 404 for a wrong email, another booking's token, an old number guessed", async () => {
    const answers = await Promise.all([
      receipt(one.number, 'email=someone@example.com'),
      receipt(one.number, `bypass_token=${two.bypass_token}`),
      receipt('ZZZZZZZZZZ', `email=${guest.email}`),
      receipt(one.number, ''),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(answers[0]!.body);
    }
    // Another hotel's client cannot reach a Tokyo booking.
    const kyoto = await issueClientSession(kit.t.app, DEMO_HOTEL_CLIENTS['hanami-kyoto']);
    expect((await receipt(one.number, `email=${guest.email}`, kyoto)).statusCode).toBe(404);
  });

  it('after a real update (one room given up) the receipt follows the stay and only the new token works', async () => {
    expect((await receipt(two.number, `bypass_token=${two.bypass_token}`)).statusCode).toBe(200);
    const view = await kit.get(`/book/hotels/${TOKYO}/reservations/${two.number}?email=${guest.email}`);
    const kept = view.body.data.rooms[0];
    const update = await kit.t.app.inject({
      method: 'PUT',
      url: `/book/hotels/${TOKYO}/reservations/${two.number}?email=${guest.email}`,
      headers: { 'client-session': kit.session },
      payload: {
        version: view.body.data.version,
        checkin_date: two.checkin_date,
        checkout_date: two.checkout_date,
        rooms: [{ room_index: kept.room_index, adults: kept.adults }],
        total_price: kept.total_price + view.body.data.extras_total,
      },
    });
    expect(update.statusCode).toBe(200);
    const token = update.json().data.bypass_token;
    // Before the update the booking's token works; after it only the new one does.
    const after = await receipt(two.number, `bypass_token=${token}&locale=en`);
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(after.rawPayload)).toContain(`Receipt no. ${two.number}`);
    expect((await receipt(two.number, `bypass_token=${two.bypass_token}`)).statusCode).toBe(404);
  });

  it('refuses the old bypass token once an update has replaced it (the same 404), takes the new one', async () => {
    const fresh = newToken();
    await kit.t.db.execute(
      sql`update reservations set bypass_token_hash = ${hashToken(fresh)} where number = ${two.number}`,
    );
    const old = await receipt(two.number, `bypass_token=${two.bypass_token}`);
    expect(old.statusCode).toBe(404);
    expect(old.body).toBe((await receipt('ZZZZZZZZZZ', `email=${guest.email}`)).body);
    expect((await receipt(two.number, `bypass_token=${fresh}`)).statusCode).toBe(200);
  });

  it('shows card money as paid, with the brand and the last four digits', async () => {
    await kit.t.db.execute(
      sql`update reservations set payment_method = 'credit_card', payment_state = 'authorized',
          card_brand = 'visa', card_last4 = '4242', amount_due_now = total_price, remaining_amount = 0
          where number = ${one.number}`,
    );
    const text = await pdfText((await receipt(one.number, `email=${guest.email}&locale=en`)).rawPayload);
    expect(text).toContain('Credit card · VISA ending in 4242');
    expect(text).toMatch(new RegExp(`Paid\\s*¥${digits(one.total_price)}`));
    expect(text).toMatch(/Still to pay\s*¥0/);
  });

  it('answers 400 for a bad query and 422 (localized) for a reservation that is not confirmed', async () => {
    expect((await receipt(one.number, `email=${guest.email}&locale=fr`)).statusCode).toBe(400);
    expect((await receipt(one.number, `email=${guest.email}&name=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await receipt('not-a-number!', `email=${guest.email}`)).statusCode).toBe(400);
    await kit.t.db.execute(
      sql`update reservations set status = 'cancelled', cancel_reason = 'guest', cancelled_at = now()
          where number = ${two.number}`,
    );
    const refused = await kit.t.app.inject({
      url: `/book/hotels/${TOKYO}/reservations/${two.number}/receipt?email=${guest.email}`,
      headers: { 'client-session': kit.session, 'tripla-locale': 'ja' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].details.code).toBe('receipt_not_available');
    expect(refused.json().errors[0].details.base[0].error).toContain('領収書');
  });

  it('issues a receipt for a charged cancellation fee, paid from the card', async () => {
    await kit.t.db.execute(
      sql`update reservations set status = 'cancelled', cancel_reason = 'guest', cancelled_at = now(),
          cancellation_fee = 12000, payment_state = 'captured', captured_amount = 12000
          where number = ${one.number}`,
    );
    const response = await receipt(one.number, `email=${guest.email}`);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('領収書（キャンセル料）');
    expect(text).toContain(`ご予約 ${one.number} のキャンセル料として`);
    expect(text).toContain('12,000');
  });
});
