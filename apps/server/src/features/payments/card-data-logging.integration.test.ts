import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { BookingKit } from '../reservations/reservation-test-kit.ts';
import { bookingKitOn, setPlanPaymentMethods, simpleBody } from '../reservations/reservation-test-kit.ts';
import {
  answerChallenge,
  CHALLENGE_VISA,
  completeThreeDSecure,
  decliningCard,
  RETURN_URL,
} from './payment-test-kit.ts';

const APPROVED = '4111111111111111';
const DECLINED = decliningCard(3002);
const MISTYPED = '4111111111111121';
const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

describe('card numbers never reach the logs, the database or /book', () => {
  const lines: string[] = [];
  let kit: BookingKit;

  beforeAll(async () => {
    const t = await createTestApp({
      config: { logLevel: 'trace' },
      logStream: { write: (line) => void lines.push(line) },
      hotelCacheTtlMs: 0,
    });
    await setPlanPaymentMethods(t.db, 'ROOM-ONLY', ['on_site', 'credit_card']);
    kit = await bookingKitOn(t);
  }, 180_000);
  afterAll(async () => kit?.close());

  async function tokenizeTyped(number: string) {
    return kit.t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/tokens',
      payload: {
        card_number: spaced(number),
        expiry_month: '12',
        expiry_year: '35',
        cvc: '987',
        holder_name: 'HANAKO YAMADA',
      },
    });
  }

  it('tokenize + book (approved, declined, 3-D Secure) and a mistyped number leave no card number anywhere', async () => {
    for (const number of [APPROVED, DECLINED, CHALLENGE_VISA]) {
      const tokenized = await tokenizeTyped(number);
      expect(tokenized.statusCode).toBe(201);
      const body = await simpleBody(kit, {
        payment_method: 'credit_card',
        card_token: tokenized.json().data.token,
        return_url: RETURN_URL,
      });
      expect(JSON.stringify(body)).not.toContain(number.slice(0, 12));
      const answer = await kit.post(body);
      expect([201, 402]).toContain(answer.status);
      if (answer.body.data?.three_d_secure) {
        await answerChallenge(kit.t.app, answer.body.data.three_d_secure.challenge_url, 'complete');
        expect((await completeThreeDSecure(kit.t.app, kit.session, answer.body.data)).status).toBe(200);
      }
    }
    expect((await tokenizeTyped(MISTYPED)).statusCode).toBe(400);
    // Also a body the schema refuses: the validation error must not echo it.
    const refused = await kit.t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/tokens',
      payload: { card_number: `${APPROVED}${'9'.repeat(30)}` },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toContain(APPROVED);

    const log = lines.join('');
    // The capture works: the token and booking requests are in it.
    expect(log).toContain('/sandbox-pay/tokens');
    expect(log).toContain('/reservations');
    const bookRequests = lines
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url ?? '')
      .filter((url) => url.startsWith('/book/'));
    expect(bookRequests.length).toBeGreaterThan(3);
    const tables = ['reservations', 'sandbox_card_tokens', 'sandbox_payments', 'jobs', 'idempotency_keys'];
    const stored = (
      await Promise.all(
        tables.map(async (table) =>
          JSON.stringify(rowsOf(await kit.t.db.execute(sql.raw(`select * from ${table}`)))),
        ),
      )
    ).join('');
    for (const number of [APPROVED, DECLINED, CHALLENGE_VISA, MISTYPED]) {
      for (const form of [number, spaced(number), number.slice(0, 12)]) {
        expect(log, `log holds ${form}`).not.toContain(form);
        expect(stored, `database holds ${form}`).not.toContain(form);
        expect(bookRequests.join(''), `a /book address holds ${form}`).not.toContain(form);
      }
    }
  });
});
