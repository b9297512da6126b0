import { errorBodySchema } from '@yadori/contract/errors';
import { STAFF_LOCK_MINUTES, STAFF_SIGN_IN_ATTEMPTS } from '@yadori/contract/staff.constants';
import {
  staffMeResponseSchema,
  staffSignInResponseSchema,
  staffTotpEnrollResponseSchema,
} from '@yadori/contract/staff.schema';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { enrollStaffTotp } from './staff-accounts.service.ts';
import { signInStaff } from './staff-sign-in.service.ts';
import { createTestStaff, STAFF_TEST_PASSWORD, staffInject } from './staff-test-kit.ts';
import { totpCodeAt, totpVault } from './staff-totp.ts';

const MINUTE = 60_000;
const STAFF_SECRET = 'staff-secret-for-tests-0123456789abcdef';

describe.each(testDatabaseKinds())('staff sign-in, sessions and two-step sign-in on %s', (kind) => {
  // Near the real time (the test kit's sessions are stamped by the database's clock), a second into a
  // 30-second TOTP step so a code made at `clock` is that step's.
  const start = Math.floor(Date.now() / 30_000) * 30_000 + 1_000;
  let at = start;
  const clock = () => new Date(at);
  let t: TestApp;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp({ database: kind, now: clock, config: { staffSecret: STAFF_SECRET } });
  });
  afterAll(() => t?.close());
  afterEach(() => {
    at = start;
  });

  const signIn = (body: unknown, locale = 'en') =>
    staffInject(t.app, 'POST', '/staff/sign_in', { body, locale });
  const me = (authorization: string) => staffInject(t.app, 'GET', '/staff/me', { authorization });
  const newStaff = (options: Partial<Parameters<typeof createTestStaff>[1]> = {}) =>
    createTestStaff(t.db, {
      role: 'hotel_manager',
      hotelIds: [1, 2],
      email: `sign-in.${kind}.${++seq}@staff.example`,
      ...options,
    });
  const accountRow = async (id: number) =>
    rowsOf<{ failed_sign_ins: number; locked_until: Date | null; totp_secret: string | null }>(
      await t.db.execute(
        sql`select failed_sign_ins, locked_until, totp_secret from staff_users where id = ${id}`,
      ),
    )[0]!;
  const auditOf = async (id: number) =>
    rowsOf<{ action: string; actor: string; staff_user_id: number | null; before: unknown; after: unknown }>(
      await t.db.execute(sql`
        select action, actor, staff_user_id, before, after from staff_audit_log
        where entity_type = 'staff_user' and entity_id = ${String(id)} order by id`),
    );

  it('signs in with the email in any case and answers a session and the account, as GET /staff/me does', async () => {
    const staff = await newStaff();
    const response = await signIn({ email: staff.email.toUpperCase(), password: STAFF_TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = staffSignInResponseSchema.parse(response.body);
    expect(data.expires_at).toBe(new Date(at + 60 * MINUTE).toISOString());
    expect(data.staff).toMatchObject({
      id: staff.id,
      email: staff.email,
      role: 'hotel_manager',
      brand: { id: 1, code: 'hanami' },
      totp_enabled: false,
    });
    expect(data.staff.hotels.map((hotel) => hotel.id)).toEqual([1, 2]);
    expect(data.staff.abilities).toContain('rates.edit');
    expect(data.staff.abilities).not.toContain('staff.manage');
    // Only the token's sha256 is kept, with an idle end an hour on and an absolute end 12 hours on.
    const [session] = rowsOf<{ token_hash: string; expires_at: Date; absolute_expires_at: Date }>(
      await t.db.execute(sql`
        select token_hash, expires_at, absolute_expires_at from staff_sessions
        where token_hash = ${hashToken(data.token)}`),
    );
    expect(new Date(session!.absolute_expires_at).getTime()).toBe(at + 12 * 60 * MINUTE);
    const mine = await me(`Bearer ${data.token}`);
    expect(mine.status).toBe(200);
    expect(staffMeResponseSchema.parse(mine.body).data).toEqual(data.staff);
    // A sign-in is not a change: nothing is audited.
    expect(await auditOf(staff.id)).toEqual([]);
  });

  it('answers the same 401 for an unknown email, a wrong password and a disabled account', async () => {
    const staff = await newStaff();
    const disabled = await newStaff();
    await t.db.execute(sql`update staff_users set disabled_at = now() where id = ${disabled.id}`);
    const unknown = await signIn({ email: 'nobody@staff.example', password: STAFF_TEST_PASSWORD });
    const wrong = await signIn({ email: staff.email, password: 'Wrong-Password-1' });
    const off = await signIn({ email: disabled.email, password: STAFF_TEST_PASSWORD });
    for (const response of [unknown, wrong, off]) {
      expect(response.status).toBe(401);
      expect(errorBodySchema.parse(response.body)).toEqual(unknown.body);
    }
    expect(unknown.body.errors[0].details.base[0].error).toBe('The email address or password is incorrect.');
    const ja = await signIn({ email: 'nobody@staff.example', password: 'x' }, 'ja');
    expect(ja.body.errors[0].details.base[0].error).toBe(
      'メールアドレスまたはパスワードが正しくありません。',
    );
    // A disabled account's wrong tries are not counted (it cannot sign in anyway).
    expect((await accountRow(disabled.id)).failed_sign_ins).toBe(0);
    expect((await accountRow(staff.id)).failed_sign_ins).toBe(1);
  });

  it(`locks an account for ${STAFF_LOCK_MINUTES} minutes at the ${STAFF_SIGN_IN_ATTEMPTS}th wrong password in a row, audited`, async () => {
    const staff = await newStaff();
    const wrong = { email: staff.email, password: 'Wrong-Password-1' };
    // Four wrong, then the right one: the count starts again.
    for (let i = 0; i < STAFF_SIGN_IN_ATTEMPTS - 1; i++) expect((await signIn(wrong)).status).toBe(401);
    expect((await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD })).status).toBe(200);
    expect((await accountRow(staff.id)).failed_sign_ins).toBe(0);

    for (let i = 0; i < STAFF_SIGN_IN_ATTEMPTS - 1; i++) expect((await signIn(wrong)).status).toBe(401);
    const locked = await signIn(wrong);
    expect(locked.status).toBe(423);
    expect(locked.body.errors[0].code).toBe(1301);
    const until = new Date(at + STAFF_LOCK_MINUTES * MINUTE).toISOString();
    expect(new Date((await accountRow(staff.id)).locked_until!).toISOString()).toBe(until);
    // Meanwhile even the right password is refused.
    at += STAFF_LOCK_MINUTES * MINUTE - 1_000;
    expect((await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD })).status).toBe(423);
    const audit = await auditOf(staff.id);
    expect(audit.map((entry) => entry.action)).toEqual(['staff.locked']);
    expect(audit[0]).toMatchObject({ actor: staff.email, staff_user_id: staff.id });
    expect(audit[0]!.after).toMatchObject({ email: staff.email, locked_until: until });
    expect(JSON.stringify(audit[0])).not.toContain('$argon2');
    at += 2_000;
    expect((await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD })).status).toBe(200);
    expect(await accountRow(staff.id)).toMatchObject({ failed_sign_ins: 0, locked_until: null });
  });

  it('ends a session after an idle hour, pushes it on while used, and ends it after 12 hours in any case', async () => {
    const staff = await newStaff();
    const idle = await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD });
    const used = await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD });
    const idleToken = `Bearer ${idle.body.data.token}`;
    const usedToken = `Bearer ${used.body.data.token}`;
    // Used every 50 minutes, a session lives on; one left alone for an hour ends.
    for (let hour = 0; hour < 12 * 60 - 50; hour += 50) {
      at += 50 * MINUTE;
      expect((await me(usedToken)).status, `after ${hour + 50} minutes`).toBe(200);
    }
    expect((await me(idleToken)).status).toBe(401);
    at = start + 12 * 60 * MINUTE - 1_000;
    expect((await me(usedToken)).status).toBe(200);
    at = start + 12 * 60 * MINUTE;
    const ended = await me(usedToken);
    expect(ended.status).toBe(401);
    expect(ended.body.errors[0].details.base[0].error).toBe('Please sign in to the console again.');
  });

  it('signs out: DELETE /staff/session ends that session only', async () => {
    const staff = await newStaff();
    const one = `Bearer ${(await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD })).body.data.token}`;
    const two = `Bearer ${(await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD })).body.data.token}`;
    const out = await staffInject(t.app, 'DELETE', '/staff/session', { authorization: one });
    expect(out.status).toBe(204);
    expect((await me(one)).status).toBe(401);
    expect((await staffInject(t.app, 'DELETE', '/staff/session', { authorization: one })).status).toBe(401);
    expect((await me(two)).status).toBe(200);
    expect((await staffInject(t.app, 'DELETE', '/staff/session')).status).toBe(401);
  });

  it('changes the password: the current one is checked, the new one must be strong, other sessions end', async () => {
    const staff = await newStaff();
    const other = `Bearer ${(await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD })).body.data.token}`;
    const change = (current_password: string, new_password: string) =>
      staffInject(t.app, 'POST', '/staff/me/password', {
        authorization: staff.authorization,
        body: { current_password, new_password },
      });
    const wrong = await change('Not-The-Password-1', 'Brand-New-Pass-2027');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].details.fields).toHaveProperty('current_password');
    for (const weak of ['Short-Pass1', 'no-upper-case-2027', 'NO-LOWER-CASE-2027', 'No-Digits-At-All']) {
      const refused = await change(STAFF_TEST_PASSWORD, weak);
      expect(refused.status, weak).toBe(422);
      expect(refused.body.errors[0].code, weak).toBe(1300);
    }
    expect((await me(other)).status).toBe(200);

    expect((await change(STAFF_TEST_PASSWORD, 'Brand-New-Pass-2027')).status).toBe(204);
    expect((await me(other)).status).toBe(401);
    expect((await me(staff.authorization)).status).toBe(200);
    expect((await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD })).status).toBe(401);
    expect((await signIn({ email: staff.email, password: 'Brand-New-Pass-2027' })).status).toBe(200);
    const audit = await auditOf(staff.id);
    expect(audit.map((entry) => entry.action)).toEqual(['staff.change_password']);
    expect(audit[0]).toMatchObject({ actor: staff.email, staff_user_id: staff.id });
    expect(audit[0]!.after).toMatchObject({ other_sessions_ended: 1 });
    expect(JSON.stringify(audit)).not.toMatch(/argon2|Brand-New-Pass|password_hash/);
  });

  it('changes the name and language of the account itself, audited', async () => {
    const staff = await newStaff();
    const patch = (body: unknown) =>
      staffInject(t.app, 'PATCH', '/staff/me', { authorization: staff.authorization, body });
    const changed = await patch({ name: '  Aoi Sato ', locale: 'ko' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Aoi Sato', locale: 'ko' });
    expect((await patch({ name: 'Aoi Sato' })).status).toBe(200);
    expect((await patch({ locale: 'fr' })).status).toBe(400);
    expect((await patch({ name: '' })).status).toBe(400);
    const audit = await auditOf(staff.id);
    // The second call changed nothing: one entry.
    expect(audit.map((entry) => entry.action)).toEqual(['staff.update_profile']);
    expect(audit[0]!.before).toMatchObject({ name: 'Test Staff', locale: 'en' });
    expect(audit[0]!.after).toMatchObject({ name: 'Aoi Sato', locale: 'ko' });
  });

  it('turns two-step sign-in on with a first code, then asks for a code and takes each code once', async () => {
    const staff = await newStaff();
    const authorization = staff.authorization;
    expect(
      (
        await staffInject(t.app, 'POST', '/staff/me/totp/confirm', {
          authorization,
          body: { code: '123456' },
        })
      ).status,
    ).toBe(409);
    const enrolled = await staffInject(t.app, 'POST', '/staff/me/totp', { authorization });
    expect(enrolled.status).toBe(200);
    const { secret, otpauth_url } = staffTotpEnrollResponseSchema.parse(enrolled.body).data;
    const url = new URL(otpauth_url);
    expect(url.searchParams.get('issuer')).toBe('Yadori');
    expect(decodeURIComponent(url.pathname)).toBe(`/Yadori:${staff.email}`);
    // Pending is not on: the password alone still signs in.
    expect((await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD })).status).toBe(200);

    const confirm = (code: string) =>
      staffInject(t.app, 'POST', '/staff/me/totp/confirm', { authorization, body: { code } });
    const code = totpCodeAt(secret, clock());
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await confirm(wrongCode)).status).toBe(422);
    const confirmed = await confirm(code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.totp_enabled).toBe(true);
    const stored = (await accountRow(staff.id)).totp_secret!;
    expect(stored).not.toContain(secret);
    expect(totpVault(STAFF_SECRET)!.open(stored)).toBe(secret);
    expect((await staffInject(t.app, 'POST', '/staff/me/totp', { authorization })).status).toBe(409);

    // The right password without a code: told a code is needed, and not counted as a failure.
    const asked = await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD });
    expect(asked.status).toBe(401);
    expect(asked.body.errors[0].details.reason).toBe('totp_required');
    expect((await accountRow(staff.id)).failed_sign_ins).toBe(0);
    // A wrong password with a code answers as any wrong password does.
    const wrongPassword = await signIn({ email: staff.email, password: 'Wrong-Password-1', totp_code: code });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.errors[0].details.reason).toBeUndefined();
    // The code the confirmation spent cannot sign in: a replay, counted as a failure.
    const replayed = await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD, totp_code: code });
    expect(replayed.status).toBe(401);
    expect(replayed.body.errors[0].details.reason).toBeUndefined();
    expect((await accountRow(staff.id)).failed_sign_ins).toBe(2);

    at += 30_000;
    const next = totpCodeAt(secret, clock());
    const signedIn = await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD, totp_code: next });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.staff.totp_enabled).toBe(true);
    expect((await accountRow(staff.id)).failed_sign_ins).toBe(0);
    expect(
      (await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD, totp_code: next })).status,
    ).toBe(401);
    // A code of the step before is still taken once the next step began; not one of two steps ago.
    at += 30_000;
    const previous = totpCodeAt(secret, new Date(at - 60_000));
    expect(
      (await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD, totp_code: previous })).status,
    ).toBe(401);
    const late = totpCodeAt(secret, new Date(at + 30_000));
    expect(
      (await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD, totp_code: late })).status,
    ).toBe(200);

    const disable = (password: string) =>
      staffInject(t.app, 'DELETE', '/staff/me/totp', { authorization, body: { password } });
    expect((await disable('Wrong-Password-1')).status).toBe(422);
    const off = await disable(STAFF_TEST_PASSWORD);
    expect(off.status).toBe(200);
    expect(off.body.data.totp_enabled).toBe(false);
    expect((await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD })).status).toBe(200);

    const audit = await auditOf(staff.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'staff.start_totp',
      'staff.enable_totp',
      'staff.disable_totp',
    ]);
    expect(audit[1]!.after).toMatchObject({ totp_enabled: true });
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(JSON.stringify(audit)).not.toContain(stored);
  });

  it('counts wrong codes towards the lock', async () => {
    const staff = await newStaff();
    const { secret } = (
      await staffInject(t.app, 'POST', '/staff/me/totp', { authorization: staff.authorization })
    ).body.data;
    await staffInject(t.app, 'POST', '/staff/me/totp/confirm', {
      authorization: staff.authorization,
      body: { code: totpCodeAt(secret, clock()) },
    });
    at += 30_000;
    const right = totpCodeAt(secret, clock());
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < STAFF_SIGN_IN_ATTEMPTS - 1; i++) {
      const refused = await signIn({
        email: staff.email,
        password: STAFF_TEST_PASSWORD,
        totp_code: wrongCode,
      });
      expect(refused.status).toBe(401);
    }
    const locked = await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD, totp_code: wrongCode });
    expect(locked.status).toBe(423);
    expect(
      (await signIn({ email: staff.email, password: STAFF_TEST_PASSWORD, totp_code: right })).status,
    ).toBe(423);
  });

  it('refuses two-step sign-in with 503 when the server has no STAFF_SECRET, or another one', async () => {
    const staff = await newStaff();
    const principal = {
      sessionId: 0,
      id: staff.id,
      brandId: 1,
      email: staff.email,
      name: 'Test Staff',
      role: staff.role,
      locale: 'en' as const,
      hotelIds: [1, 2],
    };
    await expect(enrollStaffTotp(t.db, { principal, vault: null, now: clock() })).rejects.toMatchObject({
      status: 503,
    });
    const { secret } = await enrollStaffTotp(t.db, {
      principal,
      vault: totpVault('another-secret-0123456789abcdef-0123'),
      now: clock(),
    });
    // Sealed under another secret: this server cannot read it, so it cannot confirm it.
    const confirm = await staffInject(t.app, 'POST', '/staff/me/totp/confirm', {
      authorization: staff.authorization,
      body: { code: totpCodeAt(secret, clock()) },
    });
    expect(confirm.status).toBe(409);
    // An account whose secret the server cannot open: the right password meets a 503, not a failure.
    await t.db.execute(sql`
      update staff_users set totp_secret = totp_pending_secret, totp_pending_secret = null where id = ${staff.id}`);
    const input = {
      email: staff.email,
      password: STAFF_TEST_PASSWORD,
      totpCode: totpCodeAt(secret, clock()),
    };
    await expect(signInStaff(t.db, { ...input, vault: null, now: clock() })).rejects.toMatchObject({
      status: 503,
    });
    const response = await signIn({
      email: staff.email,
      password: STAFF_TEST_PASSWORD,
      totp_code: input.totpCode,
    });
    expect(response.status).toBe(503);
    expect((await accountRow(staff.id)).failed_sign_ins).toBe(0);
  });

  it('answers malformed, missing, mistyped and oversized input with 4xx in the error format, never 500', async () => {
    const staff = await newStaff();
    const authorization = staff.authorization;
    const raw = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload: string) =>
      t.app.inject({
        method,
        url,
        payload,
        headers: { 'content-type': 'application/json', authorization },
      });
    const garbage = ['{', 'null', '[]', '"text"', '42', '{"name": {"$ne": null}, "email": [1], "code": 1}'];
    const urls: ['POST' | 'PATCH' | 'DELETE', string][] = [
      ['POST', '/staff/sign_in'],
      ['PATCH', '/staff/me'],
      ['POST', '/staff/me/password'],
      ['POST', '/staff/me/totp/confirm'],
      ['DELETE', '/staff/me/totp'],
    ];
    const huge = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) });
    for (const [method, url] of urls) {
      for (const payload of [...garbage, huge]) {
        const response = await raw(method, url, payload);
        const where = `${method} ${url} ${payload.slice(0, 30)}`;
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, where).toBeLessThan(500);
        expect(errorBodySchema.safeParse(response.json()).success, where).toBe(true);
      }
    }
    const bodies = [
      {},
      { email: 'a\u0000@b.c', password: 'x' },
      { email: 'a@b.c', password: 'x\ud800' },
      { email: 'a@b.c' },
      { email: 42, password: true },
      { email: 'not-an-email', password: 'x' },
      { email: 'a@b.c', password: 'x', totp_code: '12345' },
      { email: 'a@b.c', password: 'x', totp_code: 123456 },
      { email: 'a@b.c', password: 'x'.repeat(129) },
    ];
    for (const body of bodies) {
      const response = await signIn(body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(errorBodySchema.safeParse(response.body).success).toBe(true);
    }
    const missing = await signIn({ email: 'a@b.c' }, 'ko');
    expect(missing.body.errors[0].details.fields).toHaveProperty('password');
    expect((await staffInject(t.app, 'GET', '/staff/me', { authorization: 'Bearer short' })).status).toBe(
      401,
    );
    expect((await staffInject(t.app, 'GET', '/staff/me', { authorization: 'Basic abc' })).status).toBe(401);
  });
});
