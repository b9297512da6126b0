import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingKit,
  bookingKitOn,
  guest,
  simpleBody,
} from '../features/reservations/reservation-test-kit.ts';
import { createTestApp } from '../testing/test-app.ts';

// A failed query's error carries every bound value: Drizzle's message ends in `params: …` and the
// driver's error holds them too. The log must tell the statement and the code, never the guest.
const REFUSED = { email: 'refused.guest@example.com', last: 'Kurosawa', phone: '+81399998888' };
const UNSTORABLE = { email: 'unstorable.guest@example.com' };

describe('a failed query is logged by statement and code, never by its values', () => {
  const lines: string[] = [];
  let kit: BookingKit;

  beforeAll(async () => {
    const t = await createTestApp({
      config: { logLevel: 'info' },
      logStream: { write: (line) => void lines.push(line) },
      hotelCacheTtlMs: 0,
    });
    // The database refuses two guests: one as a broken rule would (a CHECK, so a 500), one as
    // PostgreSQL refuses text it cannot store (22021) — a value the contract would have missed.
    await t.db.execute(
      sql.raw(
        `alter table reservations add constraint test_refused_guest check (email <> '${REFUSED.email}')`,
      ),
    );
    await t.db.execute(
      sql.raw(`create function test_unstorable() returns trigger language plpgsql as $$
        begin
          if new.email = '${UNSTORABLE.email}' then
            raise exception 'invalid byte sequence for encoding "UTF8": 0x00' using errcode = '22021';
          end if;
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger test_unstorable before insert on reservations for each row execute function test_unstorable()',
      ),
    );
    kit = await bookingKitOn(t);
  }, 180_000);
  afterAll(async () => kit?.close());

  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('answers 500 for a refused insert and logs its statement and SQLSTATE without the guest', async () => {
    const body = await simpleBody(kit, {
      guest: {
        ...guest,
        email: REFUSED.email,
        email_confirmation: REFUSED.email,
        last_name: REFUSED.last,
        phone: REFUSED.phone,
      },
    });
    const answer = await kit.post(body);
    expect(answer.status).toBe(500);
    expect(answer.body.errors[0]).toMatchObject({ status: 500 });

    const failure = logged().find((line) => line.msg === 'unexpected error');
    expect(failure, 'the failure is logged').toBeDefined();
    const text = JSON.stringify(failure);
    expect(text).toMatch(/insert into \\"reservations\\"/);
    expect(text).toContain('23514');
    const all = lines.join('');
    for (const value of Object.values(REFUSED)) expect(all).not.toContain(value);
  });

  it('answers 400 in the contract format and the request language when PostgreSQL refuses the text (22021)', async () => {
    const body = await simpleBody(kit, {
      guest: { ...guest, email: UNSTORABLE.email, email_confirmation: UNSTORABLE.email },
    });
    const answer = await kit.post(body, { headers: { 'tripla-locale': 'ja' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({ status: 400, title: 'BAD_REQUEST' });
    expect(answer.body.errors[0].details.base[0].error).toContain('保存できない値');
    const warning = logged().find((line) => String(line.msg).startsWith('the database refused a value'));
    expect(JSON.stringify(warning)).toContain('22021');
    expect(lines.join('')).not.toContain(UNSTORABLE.email);
  });
});
