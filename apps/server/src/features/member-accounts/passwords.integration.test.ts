import { PASSWORD_HISTORY_DEPTH, RESET_LINK_HOURS } from '@yadori/contract/membership.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSessions, members } from '../../db/tables/members.table.ts';
import { verifyPassword } from '../../lib/password.ts';
import { DEMO_MEMBERS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueMemberSession } from '../member-sessions/member-sessions.service.ts';
import {
  accountKit,
  base,
  firstLink,
  linkParam,
  PASSWORD,
  signUpBody,
  TOKYO,
  YAMABUKI,
} from './member-accounts-test-kit.ts';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabaseKinds())('password reset and change on %s', (kind) => {
  let k: Awaited<ReturnType<typeof accountKit>>;
  beforeAll(async () => {
    k = await accountKit(kind);
  });
  afterAll(() => k?.close());

  const startReset = (email: string, hotelId = TOKYO, locale = 'en') =>
    k.call('POST', `${base(hotelId)}/start_reset_password_process`, { email }, { 'tripla-locale': locale });
  const resetToken = async (email: string) => {
    const [mail] = await k.mailTo(email, 'reset_password');
    const link = firstLink(mail!.textBody);
    expect(link.pathname).toBe('/change-password');
    return linkParam(mail!.textBody, 'reset_password_token');
  };
  const reset = (token: string, password: string, hotelId = TOKYO) =>
    k.call('PUT', `${base(hotelId)}/update_password`, {
      reset_password_token: token,
      password,
      password_confirmation: password,
    });

  it('answers an unknown email with the spec sentence, in the request language', async () => {
    const en = await startReset('nobody@example.com');
    expect(en.statusCode).toBe(404);
    expect(en.json().errors[0].details.base[0].error).toBe('No user matched provided email.');
    const ja = await startReset('nobody@example.com', TOKYO, 'ja');
    expect(ja.json().errors[0].details.base[0].error).toBe(
      '入力されたメールアドレスに一致する会員が見つかりません。',
    );
    // Another brand's member is unknown here.
    expect((await startReset(DEMO_MEMBERS.taro.email, TOKYO)).statusCode).toBe(404);
  });

  it('gives a facility-made account (no password) its first password; it unlocks, confirms and signs out', async () => {
    const email = DEMO_MEMBERS.hanako.email;
    await k.t.db
      .update(members)
      .set({ failedSignIns: 5, lockedUntil: new Date('2026-04-01T01:00:00Z') })
      .where(eq(members.id, DEMO_MEMBERS.hanako.id));
    const session = await issueMemberSession(k.t.db, {
      memberId: DEMO_MEMBERS.hanako.id,
      brandId: 1,
      now: k.clock.now(),
    });
    const started = await startReset(email);
    expect(started.statusCode).toBe(200);
    expect(started.json().data.message).toContain('10 minutes');
    const token = await resetToken(email);

    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    const noDigits = await reset(token, 'NoDigitsHere');
    expect(noDigits.json().errors[0].code).toBe(1300);

    const done = await reset(token, 'Sakura2026');
    expect(done.statusCode).toBe(200);
    const row = await k.memberRow(email);
    expect(await verifyPassword('Sakura2026', row!.passwordHash)).toBe(true);
    const signIn = await k.call('POST', `${base(TOKYO)}/sign_in`, {
      grant_type: 'password',
      hotel_id: TOKYO,
      email,
      password: 'Sakura2026',
    });
    expect(signIn.statusCode).toBe(200);
    expect(row).toMatchObject({ failedSignIns: 0, lockedUntil: null });
    expect(row!.confirmedAt).not.toBeNull();
    const [stored] = await k.t.db.select().from(memberSessions).where(eq(memberSessions.memberId, row!.id));
    expect(stored!.revokedAt).not.toBeNull();
    expect(session.token).toBeTruthy();

    const reused = await reset(token, 'Sakura2027');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0]).toMatchObject({
      code: 1401,
      details: { reason: 'reset_password_expired' },
    });
  });

  it('expires a reset link after RESET_LINK_HOURS and refuses it at another brand', async () => {
    await k.call('POST', `${base(TOKYO)}/sign_up`, signUpBody('reset-me@example.com'));
    await k.advance(2 * 60 * 1000);
    await startReset('reset-me@example.com');
    const token = await resetToken('reset-me@example.com');
    expect((await reset(token, 'Another2026', YAMABUKI)).statusCode).toBe(404);
    await k.advance(RESET_LINK_HOURS * HOUR);
    const expired = await reset(token, 'Another2026');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors[0].code).toBe(1401);
    expect(expired.json().errors[0].details.base[0].error).toMatch(/expired/);
    expect(await verifyPassword(PASSWORD, (await k.memberRow('reset-me@example.com'))!.passwordHash)).toBe(
      true,
    );
  });

  it(`refuses the last ${PASSWORD_HISTORY_DEPTH} passwords (1302) and accepts an older one`, async () => {
    const email = 'history@example.com';
    await k.call('POST', `${base(TOKYO)}/sign_up`, signUpBody(email));
    const used = [PASSWORD];
    for (let i = 1; i < PASSWORD_HISTORY_DEPTH + 1; i++) {
      await k.advance(2 * 60 * 1000);
      await startReset(email);
      const password = `Rotation${i}x`;
      const response = await reset(await resetToken(email), password);
      expect(response.statusCode).toBe(200);
      used.push(password);
    }
    await k.advance(2 * 60 * 1000);
    await startReset(email);
    const token = await resetToken(email);
    const recent = await reset(token, used.at(-1)!);
    expect(recent.statusCode).toBe(422);
    expect(recent.json().errors[0]).toMatchObject({
      code: 1302,
      details: { fields: { password: [expect.any(String)] } },
    });
    expect((await reset(token, used.at(-PASSWORD_HISTORY_DEPTH)!)).json().errors[0].code).toBe(1302);
    // The first password is now older than the history keeps: allowed again.
    expect((await reset(token, PASSWORD)).statusCode).toBe(200);
  });

  it('mails only once within the cool-down: a double click gets one link', async () => {
    await k.call('POST', `${base(TOKYO)}/sign_up`, signUpBody('double@example.com'));
    await k.advance(2 * 60 * 1000);
    await startReset('double@example.com');
    await startReset('double@example.com');
    expect(await k.mailTo('double@example.com', 'reset_password')).toHaveLength(1);
  });
});
