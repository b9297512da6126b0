import { CONFIRMATION_LINK_HOURS } from '@yadori/contract/membership.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberLinkTokens, memberPasswordHistory } from '../../db/tables/members.table.ts';
import { verifyPassword } from '../../lib/password.ts';
import { hashToken } from '../../lib/tokens.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  accountKit,
  base,
  firstLink,
  linkParam,
  PASSWORD,
  SEOUL,
  signUpBody,
  TOKYO,
  YAMABUKI,
} from './member-accounts-test-kit.ts';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabaseKinds())('sign-up and confirmation on %s', (kind) => {
  let k: Awaited<ReturnType<typeof accountKit>>;
  beforeAll(async () => {
    k = await accountKit(kind);
  });
  afterAll(() => k?.close());

  const confirm = (hotelId: number, token: string, more: Record<string, unknown> = {}, locale = 'en') =>
    k.call(
      'POST',
      `${base(hotelId)}/confirm`,
      { confirmation_token: token, ...more },
      { 'tripla-locale': locale },
    );

  it('makes a provisional member in the default program at its lowest rank and mails the link', async () => {
    const response = await k.call(
      'POST',
      `${base(TOKYO)}/sign_up`,
      signUpBody('aiko@example.com', { email_confirmation: 'AIKO@example.com', locale: 'ko' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.message).toContain('aiko@example.com');
    expect(response.headers['cache-control']).toBe('no-store');
    const member = await k.memberRow('aiko@example.com');
    expect(member).toMatchObject({
      brandId: 1,
      confirmedAt: null,
      locale: 'ko',
      provider: 'password',
      programId: k.programs.club,
      rankId: k.programs.bronze,
    });
    expect(await verifyPassword(PASSWORD, member!.passwordHash)).toBe(true);
    const history = await k.t.db
      .select()
      .from(memberPasswordHistory)
      .where(eq(memberPasswordHistory.memberId, member!.id));
    expect(history).toHaveLength(1);

    const [mail] = await k.mailTo('aiko@example.com', 'confirm_sign_up');
    expect(mail?.locale).toBe('ko');
    expect(mail?.subject).toContain('이메일 주소를 확인해 주세요');
    expect(mail?.textBody).toContain('10분');
    const link = firstLink(mail!.textBody);
    expect(link.origin + link.pathname).toBe(`${k.t.config.publicUrl}/member-confirmation`);
    expect(link.searchParams.get('hotel_code')).toBe('hanami-tokyo');
    expect(link.searchParams.get('program_id')).toBe(String(k.programs.club));
    expect(mail!.htmlBody).toContain('href="');
    // Only the hash is stored.
    const token = linkParam(mail!.textBody, 'confirmation_token');
    const [stored] = await k.t.db
      .select()
      .from(memberLinkTokens)
      .where(eq(memberLinkTokens.memberId, member!.id));
    expect(stored!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const signIn = () =>
      k.call('POST', `${base(TOKYO)}/sign_in`, {
        grant_type: 'password',
        hotel_id: TOKYO,
        email: 'aiko@example.com',
        password: PASSWORD,
      });
    // Provisional until the link is opened.
    expect((await signIn()).statusCode).not.toBe(200);
    const confirmed = await confirm(TOKYO, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      email: 'aiko@example.com',
      program_id: k.programs.club,
      redirect_url: null,
    });
    expect((await k.memberRow('aiko@example.com'))!.confirmedAt).not.toBeNull();
    expect((await signIn()).statusCode).toBe(200);

    const again = await confirm(TOKYO, token, {}, 'ja');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({
      code: 1402,
      details: { base: [{ error: 'このアカウントはすでに確認済みです。ログインしてください。' }] },
    });
  });

  it('answers an already registered email exactly like a new one and mails its owner a notice', async () => {
    const first = await k.call('POST', `${base(TOKYO)}/sign_up`, signUpBody('aiko@example.com'));
    const fresh = await k.call('POST', `${base(TOKYO)}/sign_up`, signUpBody('someone-new@example.com'));
    expect(first.statusCode).toBe(201);
    expect(first.json().data.message.replace('aiko@', 'someone-new@')).toBe(fresh.json().data.message);
    const notices = await k.mailTo('aiko@example.com', 'already_registered');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textBody).toContain('/forgot-password?');
    // The account itself is untouched: still one member with the first password.
    const member = await k.memberRow('aiko@example.com');
    expect(await verifyPassword(PASSWORD, member!.passwordHash)).toBe(true);
  });

  it('mails a provisional account its confirmation again instead of a second account', async () => {
    await k.call('POST', `${base(TOKYO)}/sign_up`, signUpBody('twice@example.com'));
    const [firstMail] = await k.mailTo('twice@example.com', 'confirm_sign_up');
    const firstToken = linkParam(firstMail!.textBody, 'confirmation_token');
    await k.advance(2 * 60 * 1000);
    const again = await k.call('POST', `${base(TOKYO)}/sign_up`, signUpBody('twice@example.com'));
    expect(again.statusCode).toBe(201);
    const mails = await k.mailTo('twice@example.com', 'confirm_sign_up');
    expect(mails).toHaveLength(2);
    const newToken = linkParam(mails[0]!.textBody, 'confirmation_token');
    expect(newToken).not.toBe(firstToken);
    // Only the newest link works.
    expect((await confirm(TOKYO, firstToken)).statusCode).toBe(404);
    expect((await confirm(TOKYO, newToken)).statusCode).toBe(200);
  });

  it('keeps brands apart: the same email signs up separately per brand, links work only at their brand', async () => {
    const yamabuki = await k.call('POST', `${base(YAMABUKI)}/sign_up`, signUpBody('aiko@example.com'));
    expect(yamabuki.statusCode).toBe(201);
    const mails = await k.mailTo('aiko@example.com', 'confirm_sign_up');
    const link = firstLink(mails[0]!.textBody);
    expect(link.searchParams.get('hotel_code')).toBe('yamabuki-ryokan');
    expect(link.searchParams.get('program_id')).toBe(String(k.programs.yamabuki));
    const token = linkParam(mails[0]!.textBody, 'confirmation_token');
    expect((await confirm(TOKYO, token)).statusCode).toBe(404);
    expect((await confirm(YAMABUKI, token)).statusCode).toBe(200);
  });

  it('expires a confirmation link after CONFIRMATION_LINK_HOURS (1401) and resends a working one', async () => {
    await k.call(
      'POST',
      `${base(SEOUL)}/sign_up`,
      signUpBody('late@example.com', { program_id: k.programs.business }),
    );
    const [mail] = await k.mailTo('late@example.com', 'confirm_sign_up');
    const token = linkParam(mail!.textBody, 'confirmation_token');
    await k.advance(CONFIRMATION_LINK_HOURS * HOUR);
    const expired = await confirm(SEOUL, token);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors[0]).toMatchObject({
      code: 1401,
      details: { reason: 'confirmation_expired' },
    });

    const resent = await k.call('POST', `${base(SEOUL)}/resend_confirm_email`, { email: 'late@example.com' });
    expect(resent.statusCode).toBe(200);
    const [newMail] = await k.mailTo('late@example.com', 'confirm_sign_up');
    const fresh = linkParam(newMail!.textBody, 'confirmation_token');
    const ok = await confirm(SEOUL, fresh);
    expect(ok.json().data.program_id).toBe(k.programs.business);
    expect((await k.memberRow('late@example.com'))!.rankId).toBe(k.programs.businessRank);
  });

  it('resend_confirm_email: unregistered 404 with the spec message, confirmed 1402', async () => {
    const unknown = await k.call('POST', `${base(TOKYO)}/resend_confirm_email`, {
      email: 'nobody@example.com',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].details.base[0].error).toMatch(/No account is registered/);
    const confirmed = await k.call('POST', `${base(TOKYO)}/resend_confirm_email`, {
      email: 'aiko@example.com',
    });
    expect(confirmed.statusCode).toBe(422);
    expect(confirmed.json().errors[0].code).toBe(1402);
  });

  it('refuses weak passwords (1300, symbols at sign-up), mismatches, foreign programs and return addresses', async () => {
    const weak = await k.call(
      'POST',
      `${base(TOKYO)}/sign_up`,
      signUpBody('weak@example.com', { password: 'Hanami2026', password_confirmation: 'Hanami2026' }),
    );
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors[0]).toMatchObject({
      code: 1300,
      details: { fields: { password: [expect.any(String)] } },
    });
    const mismatch = await k.call(
      'POST',
      `${base(TOKYO)}/sign_up/verify`,
      signUpBody('x@example.com', { password_confirmation: 'Other-2026!' }),
    );
    expect(mismatch.json().errors[0].details.fields.password_confirmation).toEqual([
      'Passwords do not match.',
    ]);
    const emails = await k.call(
      'POST',
      `${base(TOKYO)}/sign_up/verify`,
      signUpBody('x@example.com', { email_confirmation: 'y@example.com' }),
    );
    expect(emails.json().errors[0].details.base[0].error).toBe(
      '"Email" and "Email Confirmation" do not match',
    );
    const foreign = await k.call(
      'POST',
      `${base(TOKYO)}/sign_up`,
      signUpBody('x@example.com', { program_id: k.programs.yamabuki }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors[0].details.fields.program_id).toBeDefined();
    const elsewhere = await k.call(
      'POST',
      `${base(TOKYO)}/sign_up`,
      signUpBody('x@example.com', { redirect_url: 'https://evil.example/steal' }),
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(await k.memberRow('x@example.com')).toBeUndefined();
  });

  it('verify checks without creating or mailing anything', async () => {
    const response = await k.call(
      'POST',
      `${base(TOKYO)}/sign_up/verify`,
      signUpBody('verify-only@example.com', { redirect_url: `${k.t.config.publicUrl}/sign-up-done` }),
    );
    expect(response.statusCode).toBe(200);
    expect(await k.memberRow('verify-only@example.com')).toBeUndefined();
    expect(await k.mailTo('verify-only@example.com', 'confirm_sign_up')).toHaveLength(0);
  });

  it('answers an unknown token 404 and a malformed body 400', async () => {
    expect((await confirm(TOKYO, 'no-such-token')).statusCode).toBe(404);
    expect((await confirm(TOKYO, 'no-such-token', { email_update: true })).statusCode).toBe(404);
    expect((await k.call('POST', `${base(TOKYO)}/confirm`, { email_update: 'yes' })).statusCode).toBe(400);
  });
});
