import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HEADERS } from '@yadori/contract/headers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelToday } from '../../lib/hotel-time.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { loadCatalog } from '../hotels/hotels.service.ts';
import { keptLookupStats } from './kept-lookups.ts';
import { findReservationWithParts } from './reservation-read.repository.ts';
import { type BookingKit, bookingKitOn, type Json, simpleBody, TOKYO } from './reservation-test-kit.ts';
import { loadReservationDto } from './reservation-view.ts';

// Kept lookup answers (decision 053): every lookup must answer exactly what the reservation, its parts,
// the hotel's bank account and catalogue and the hour make now — the answer computed afresh from the
// database by the view itself — whether or not a kept answer was sent, and the guest's proof is
// checked every time.

const CACHE_TTL_MS = 1_000;

for (const kind of testDatabaseKinds()) {
  describe(`kept lookup answers (${kind})`, () => {
    let kit: BookingKit;
    // 10:30 in Tokyo today; the tests move it.
    const clock = { now: Date.parse(`${hotelToday(new Date(), 'Asia/Tokyo')}T01:30:00Z`) };
    let onSite: Json;
    let transfer: Json;

    beforeAll(async () => {
      kit = await bookingKitOn(
        await createTestApp({
          database: kind,
          hotelCacheTtlMs: CACHE_TTL_MS,
          now: () => new Date(clock.now),
        }),
      );
      onSite = (await kit.post(await simpleBody(kit))).body.data;
      transfer = (await kit.post(await simpleBody(kit, { payment_method: 'bank_transfer' }))).body.data;
      expect(onSite.number).toBeDefined();
      expect(transfer.payment.method).toBe('bank_transfer');
    }, 180_000);
    afterAll(async () => kit?.close());

    const db = () => kit.t.db;
    const hotelUrl = (r: Json, proof = `email=${encodeURIComponent(r.email)}`) =>
      `/book/hotels/${TOKYO}/reservations/${r.number}?${proof}`;
    const brandUrl = (r: Json, email: string = r.email) =>
      `/book/hotel_brands/1/reservations/${r.number}?email=${encodeURIComponent(email)}`;

    async function lookup(url: string, headers: Record<string, string> = {}) {
      const response = await kit.t.app.inject({
        url,
        headers: { 'client-session': kit.session, [HEADERS.locale]: 'ja', ...headers },
      });
      const encoding = response.headers['content-encoding'];
      const raw = response.rawPayload;
      const text = (
        encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
      ).toString();
      return { status: response.statusCode, text, encoding };
    }

    /** The answer the view makes now from the database, read afresh. */
    async function afresh(r: Json, locale = 'ja', timeZone = 'Asia/Tokyo'): Promise<string> {
      const found = (await findReservationWithParts(db(), TOKYO, r.number))!;
      const catalog = await loadCatalog(db(), TOKYO);
      const data = await loadReservationDto(db(), found.row, catalog, locale as 'ja', new Date(clock.now), {
        parts: found.parts,
        timeZone,
      });
      return JSON.stringify({ data });
    }

    /** Both lookups of `r` twice: each answer is the fresh one; how many were computed and reused. */
    async function expectFresh(r: Json, locale = 'ja', timeZone = 'Asia/Tokyo') {
      const before = { ...keptLookupStats };
      const expected = await afresh(r, locale, timeZone);
      const headers = { [HEADERS.locale]: locale };
      for (const url of [hotelUrl(r), brandUrl(r), hotelUrl(r), brandUrl(r)]) {
        const answer = await lookup(url, headers);
        expect(answer.status, answer.text).toBe(200);
        expect(answer.text).toBe(expected);
      }
      return { kept: keptLookupStats.kept - before.kept, reused: keptLookupStats.reused - before.reused };
    }

    it('keeps each answer once and sends it again in every encoding, while nothing changed', async () => {
      expect(await expectFresh(onSite)).toEqual({ kept: 2, reused: 2 });
      expect(await expectFresh(onSite)).toEqual({ kept: 0, reused: 4 });
      const identity = await lookup(hotelUrl(onSite));
      for (const encoding of ['br', 'gzip']) {
        const answer = await lookup(hotelUrl(onSite), { 'accept-encoding': encoding });
        expect(answer.encoding).toBe(encoding);
        expect(answer.text).toBe(identity.text);
      }
      // Another language is another answer.
      expect(await expectFresh(onSite, 'en')).toEqual({ kept: 2, reused: 2 });
    });

    it('checks the proof on every lookup: a kept answer never opens a stay', async () => {
      await expectFresh(onSite);
      const before = { ...keptLookupStats };
      expect((await lookup(hotelUrl(onSite, 'email=someone%40example.com'))).status).toBe(404);
      expect((await lookup(hotelUrl(onSite, 'bypass_token=not-the-token'))).status).toBe(404);
      expect((await lookup(brandUrl(onSite, 'someone@example.com'))).status).toBe(404);
      expect(keptLookupStats.reused).toBe(before.reused);
      const token = await lookup(hotelUrl(onSite, `bypass_token=${onSite.bypass_token}`));
      expect(token.text).toBe(await afresh(onSite));
      expect(keptLookupStats.reused).toBe(before.reused + 1);
    });

    it('answers afresh after each kind of change: the row, a part, the bank account, the catalogue', async () => {
      expect((await expectFresh(onSite)).reused).toBeGreaterThan(0);
      const changes = [
        sql`update reservations set guest = jsonb_set(guest, '{phone}', '"+81300000000"')
              where number = ${onSite.number}`,
        sql`update reservation_room_nights set price = price + 100
              where reservation_id = (select id from reservations where number = ${onSite.number})`,
        sql`update reservation_rooms set guest_first_name = 'Jiro', guest_last_name = 'Yamada'
              where reservation_id = (select id from reservations where number = ${onSite.number})`,
      ];
      for (const change of changes) {
        await db().execute(change);
        expect(await expectFresh(onSite)).toEqual({ kept: 2, reused: 2 });
      }
      // The transfer's first lookups make its answers; the repeats reuse them.
      expect(await expectFresh(transfer)).toEqual({ kept: 2, reused: 2 });
      await db().execute(
        sql`update hotel_bank_transfer_settings set account_number = '7654321' where hotel_id = ${TOKYO}`,
      );
      const afterBank = await expectFresh(transfer);
      expect(afterBank).toEqual({ kept: 2, reused: 2 });
      expect(await afresh(transfer)).toContain('7654321');
      // The catalogue: a room type renamed, seen once the hotel cache reloads it.
      await db().execute(sql`update room_types set name = 'Renamed room', translations = '[]'::jsonb
        where hotel_id = ${TOKYO} and code = 'STD-DBL'`);
      clock.now += CACHE_TTL_MS + 1;
      expect(await expectFresh(onSite)).toEqual({ kept: 2, reused: 2 });
      expect(await afresh(onSite)).toContain('Renamed room');
      // A reload that reads the same catalogue keeps the answers.
      clock.now += CACHE_TTL_MS + 1;
      expect(await expectFresh(onSite)).toEqual({ kept: 0, reused: 4 });
    });

    it('answers afresh at each new hour of the hotel (the cancellation terms are read at the hour)', async () => {
      await expectFresh(onSite);
      clock.now += 60 * 60_000;
      expect(await expectFresh(onSite)).toEqual({ kept: 2, reused: 2 });
      // A stay cancelled through the API: its answer is the cancelled one at once.
      const cancel = await kit.t.app.inject({
        method: 'PUT',
        url: `/book/hotels/${TOKYO}/reservations/${onSite.number}/cancel?bypass_token=${onSite.bypass_token}`,
        headers: { 'client-session': kit.session },
        payload: { reason: 'change_of_plans', cancellation_fee_displayed: 0 },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(await expectFresh(onSite)).toEqual({ kept: 2, reused: 2 });
      expect(JSON.parse((await lookup(hotelUrl(onSite))).text).data.status).toBe('cancelled');
    });

    it('answers afresh when the hotel moves to another time zone, its catalogue unchanged', async () => {
      await expectFresh(transfer);
      await db().execute(sql`update hotels set time_zone = 'Asia/Seoul' where id = ${TOKYO}`);
      clock.now += CACHE_TTL_MS + 1;
      expect(await expectFresh(transfer, 'ja', 'Asia/Seoul')).toEqual({ kept: 2, reused: 2 });
    });
  });
}
