import { memberProfileResponseSchema } from '@yadori/contract/membership.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberIdentities,
  memberLinkTokens,
  memberPasswordHistory,
  memberSessions,
  members,
  membershipPrograms,
} from '../../db/tables/members.table.ts';
import { reservations } from '../../db/tables/reservations.table.ts';
import { verifyPassword } from '../../lib/password.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { grantMemberSession, linkFederatedMember } from '../member-sessions/member-sessions.service.ts';
import { bookingKitOn, simpleBody } from '../reservations/reservation-test-kit.ts';
import { accountKit, base, linkParam, PASSWORD, SEOUL, TOKYO, YAMABUKI } from './member-accounts-test-kit.ts';

describe.each(testDatabaseKinds())('signed-in account calls on %s', (kind) => {
  let k: Awaited<ReturnType<typeof accountKit>>;
  let aiko: Awaited<ReturnType<typeof k.signedUpMember>>;
  let taro: Awaited<ReturnType<typeof k.signedUpMember>>;
  beforeAll(async () => {
    // Real time: the deletion test books a stay, whose dates the seed's inventory must cover.
    k = await accountKit(kind, new Date());
    aiko = await k.signedUpMember('aiko@example.com', TOKYO, 1);
    taro = await k.signedUpMember('taro@example.com', YAMABUKI, 2);
  });
  afterAll(() => k?.close());

  it('shows the signed-in member and refuses no session, a foreign session and another brand', async () => {
    const shown = await k.call('GET', `${base(SEOUL)}/show`, undefined, aiko.auth);
    expect(shown.statusCode).toBe(200);
    const profile = memberProfileResponseSchema.parse(shown.json()).data;
    expect(profile).toMatchObject({ id: aiko.id, email: 'aiko@example.com', can_update_profile: true });
    expect((await k.call('GET', `${base(TOKYO)}/show`)).statusCode).toBe(401);
    const otherBrand = await k.call('GET', `${base(YAMABUKI)}/show`, undefined, aiko.auth);
    expect(otherBrand.statusCode).toBe(401);
    expect(otherBrand.json().errors[0].code).toBe(3402);
    for (const [method, path, body] of [
      ['PUT', 'update', { first_name: 'Mallory' }],
      ['POST', 'cancel', { current_password: PASSWORD }],
      ['PUT', 'update_email', { email: 'mallory@example.com' }],
    ] as const) {
      const refused = await k.call(method, `${base(TOKYO)}/${path}`, body, taro.auth);
      expect(refused.statusCode, path).toBe(401);
    }
    expect(await k.memberById(taro.id)).toMatchObject({ firstName: 'Aiko', deletedAt: null });
    expect(await k.memberById(aiko.id)).toMatchObject({ email: 'aiko@example.com', pendingEmail: null });
  });

  it('gives a member companions with every profile read: sign-in, show and /user/me (spec §3)', async () => {
    const mia = await k.signedUpMember('mia@example.com', TOKYO, 1);
    const names = (ja: string, en: string) =>
      (['ja', 'en', 'zh_Hans', 'zh_Hant', 'ko'] as const).map((locale) => ({
        locale,
        name: locale === 'ja' ? ja : en,
      }));
    // None stored: both null, on every read.
    const none = memberProfileResponseSchema.parse(
      (await k.call('GET', `${base(TOKYO)}/show`, undefined, mia.auth)).json(),
    ).data;
    expect(none).toMatchObject({ adult_companion: null, kid_companion: null });
    expect(mia.grant.user).toMatchObject({ adult_companion: null, kid_companion: null });

    const adult = { code: 'SPOUSE', translations_attributes: names('配偶者', 'Spouse') };
    const kid = { code: 'A', translations_attributes: names('幼児（添い寝）', 'Infant (sharing a bed)') };
    await k.t.db
      .update(members)
      .set({ adultCompanion: adult, kidCompanion: kid })
      .where(eq(members.id, mia.id));
    for (const url of [`${base(TOKYO)}/show`, '/book/user/me']) {
      const read = await k.call('GET', url, undefined, mia.auth);
      expect(read.statusCode, url).toBe(200);
      const profile = memberProfileResponseSchema.parse(read.json()).data;
      expect(profile.adult_companion, url).toEqual(adult);
      expect(profile.kid_companion, url).toEqual(kid);
    }
    // A password sign-in answers them too (its own prepared statement reads the member).
    const signedIn = await k.call('POST', `${base(TOKYO)}/sign_in`, {
      grant_type: 'password',
      hotel_id: TOKYO,
      email: 'mia@example.com',
      password: PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ adult_companion: adult, kid_companion: kid });
    // Only Mia has them.
    const other = (await k.call('GET', '/book/user/me', undefined, aiko.auth)).json().data;
    expect(other).toMatchObject({ adult_companion: null, kid_companion: null });

    // The database refuses a companion without a code or translations; a stored one of another shape
    // (an unknown language) reads as none rather than failing the profile.
    await expect(
      k.t.db
        .update(members)
        .set({ adultCompanion: { translations_attributes: [] } as never })
        .where(eq(members.id, mia.id)),
    ).rejects.toThrow();
    await expect(
      k.t.db
        .update(members)
        .set({ kidCompanion: { code: '', translations_attributes: [] } })
        .where(eq(members.id, mia.id)),
    ).rejects.toThrow();
    await k.t.db
      .update(members)
      .set({
        kidCompanion: { code: 'A', translations_attributes: [{ locale: 'fr', name: 'Bébé' }] } as never,
      })
      .where(eq(members.id, mia.id));
    const odd = await k.call('GET', '/book/user/me', undefined, mia.auth);
    expect(odd.statusCode).toBe(200);
    expect(odd.json().data).toMatchObject({ adult_companion: adult, kid_companion: null });
  });

  it('updates the profile when a program allows it, and refuses loyalty-programme accounts', async () => {
    const updated = await k.call(
      'PUT',
      `${base(TOKYO)}/update`,
      { first_name: 'Aiko', last_name: 'Satō', phone: '+81 3 1234 5678', gender: 'female', locale: 'ja' },
      aiko.auth,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      last_name: 'Satō',
      phone: '+81 3 1234 5678',
      locale: 'ja',
      name: 'Satō Aiko',
    });

    const loyal = await linkFederatedMember(k.t.db, {
      brandId: 1,
      provider: 'creansmaerd',
      subject: 'crm-1',
      email: 'loyal@example.com',
      emailVerified: true,
      firstName: 'Ken',
      lastName: 'Ito',
      locale: 'en',
      now: k.clock.now(),
    });
    const grant = await grantMemberSession(k.t.db, {
      memberId: loyal.memberId,
      brandId: 1,
      locale: 'en',
      now: k.clock.now(),
    });
    const refused = await k.call(
      'PUT',
      `${base(TOKYO)}/update`,
      { first_name: 'K' },
      { authorization: `Bearer ${grant.session}` },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].details.base[0].error).toMatch(/loyalty programme/);
    const email = await k.call(
      'PUT',
      `${base(TOKYO)}/update_email`,
      { email: 'ken@example.com' },
      { authorization: `Bearer ${grant.session}` },
    );
    expect(email.statusCode).toBe(403);
  });

  it('refuses a profile update when no program of the brand allows it', async () => {
    await k.t.db
      .update(membershipPrograms)
      .set({ updateMemberProfileEnabled: false })
      .where(eq(membershipPrograms.brandId, 2));
    const refused = await k.call('PUT', `${base(YAMABUKI)}/update`, { first_name: 'Jiro' }, taro.auth);
    expect(refused.statusCode).toBe(403);
    expect((await k.memberById(taro.id))!.firstName).toBe('Aiko');
  });

  it('keeps a new email pending until its link is opened, mailed to the new address', async () => {
    const taken = await k.call(
      'PUT',
      `${base(TOKYO)}/update_email`,
      { email: 'AIKO@example.com', current_password: PASSWORD },
      aiko.auth,
    );
    expect(taken.statusCode).toBe(422);
    // Another brand's member with the address does not block it; a member of this brand does.
    const mine = await k.signedUpMember('kenta@example.com', TOKYO, 1);
    const conflict = await k.call(
      'PUT',
      `${base(TOKYO)}/update_email`,
      { email: 'Kenta@example.com', current_password: PASSWORD },
      aiko.auth,
    );
    expect(conflict.statusCode).toBe(409);
    expect(mine.id).toBeGreaterThan(0);

    // A password account proves it is its owner: without the current password, or with a wrong one,
    // the session alone cannot move the account to another address.
    for (const proof of [{}, { current_password: 'Wrong-2026!' }]) {
      const refused = await k.call(
        'PUT',
        `${base(TOKYO)}/update_email`,
        { email: 'taro@example.com', ...proof },
        aiko.auth,
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].details.fields.current_password).toBeDefined();
    }
    expect((await k.memberById(aiko.id))!.pendingEmail).toBeNull();

    const asked = await k.call(
      'PUT',
      `${base(TOKYO)}/update_email`,
      { email: 'taro@example.com', email_confirmation: 'taro@example.com', current_password: PASSWORD },
      aiko.auth,
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({ email: 'aiko@example.com', pending_email: 'taro@example.com' });
    expect((await k.memberById(aiko.id))!.pendingEmail).toBe('taro@example.com');

    const [mail] = await k.mailTo('taro@example.com', 'confirm_email_change');
    expect(mail?.locale).toBe('ja');
    const token = linkParam(mail!.textBody, 'confirmation_token');
    expect(new URL(/https?:\/\/\S+/.exec(mail!.textBody)![0]).searchParams.get('email_update')).toBe('true');

    // resend_confirmation mails the pending address's link again (after the cool-down).
    await k.advance(2 * 60 * 1000);
    const resent = await k.call(
      'POST',
      `${base(TOKYO)}/resend_confirmation`,
      { email: 'taro@example.com' },
      aiko.auth,
    );
    expect(resent.statusCode).toBe(200);
    const mails = await k.mailTo('taro@example.com', 'confirm_email_change');
    expect(mails).toHaveLength(2);
    const fresh = linkParam(mails[0]!.textBody, 'confirmation_token');
    expect(
      (await k.call('POST', `${base(TOKYO)}/confirm`, { confirmation_token: token, email_update: true }))
        .statusCode,
    ).toBe(404);
    // A sign-up link is not an email-change link.
    expect((await k.call('POST', `${base(TOKYO)}/confirm`, { confirmation_token: fresh })).statusCode).toBe(
      404,
    );

    const done = await k.call('POST', `${base(TOKYO)}/confirm`, {
      confirmation_token: fresh,
      email_update: true,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ email: 'taro@example.com' });
    expect(await k.memberById(aiko.id)).toMatchObject({ email: 'taro@example.com', pendingEmail: null });
    expect(await k.memberById(taro.id)).toMatchObject({ email: 'taro@example.com' });
    const again = await k.call('POST', `${base(TOKYO)}/confirm`, {
      confirmation_token: fresh,
      email_update: true,
    });
    expect(again.json().errors[0].code).toBe(1402);
    const none = await k.call(
      'POST',
      `${base(TOKYO)}/resend_confirmation`,
      { email: 'taro@example.com' },
      aiko.auth,
    );
    expect(none.statusCode).toBe(422);
  });

  it('changes the password signed in: wrong current 422, keeps this session, ends the others', async () => {
    const other = await grantMemberSession(k.t.db, {
      memberId: aiko.id,
      brandId: 1,
      locale: 'en',
      now: k.clock.now(),
    });
    const wrong = await k.call(
      'PUT',
      `${base(TOKYO)}/update_password`,
      { current_password: 'Wrong-2026!', password: 'Momiji2026', password_confirmation: 'Momiji2026' },
      aiko.auth,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].details.fields.current_password).toBeDefined();
    const same = await k.call(
      'PUT',
      `${base(TOKYO)}/update_password`,
      { current_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD },
      aiko.auth,
    );
    expect(same.json().errors[0].code).toBe(1302);
    const ok = await k.call(
      'PUT',
      `${base(TOKYO)}/update_password`,
      { current_password: PASSWORD, password: 'Momiji2026', password_confirmation: 'Momiji2026' },
      aiko.auth,
    );
    expect(ok.statusCode).toBe(200);
    expect(await verifyPassword('Momiji2026', (await k.memberById(aiko.id))!.passwordHash)).toBe(true);
    expect((await k.call('GET', `${base(TOKYO)}/show`, undefined, aiko.auth)).statusCode).toBe(200);
    const ended = await k.call('GET', `${base(TOKYO)}/show`, undefined, {
      authorization: `Bearer ${other.session}`,
    });
    expect(ended.statusCode).toBe(401);
    // This device's refresh token still works; the other device's family is revoked.
    const refresh = (token: string) =>
      k.call('POST', `${base(TOKYO)}/tokens`, {
        grant_type: 'refresh_token',
        refresh_token: token,
        hotel_code: 'hanami-tokyo',
      });
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    const mine = await refresh(aiko.grant.refresh_token);
    expect(mine.statusCode).toBe(200);
    aiko.auth = { authorization: `Bearer ${mine.json().data.session}` };
  });

  it('completes a federated account without email or name through setup', async () => {
    const fed = await linkFederatedMember(k.t.db, {
      brandId: 1,
      provider: 'line',
      subject: 'line-user-1',
      email: null,
      emailVerified: false,
      firstName: null,
      lastName: null,
      locale: 'en',
      now: k.clock.now(),
    });
    const grant = await grantMemberSession(k.t.db, {
      memberId: fed.memberId,
      brandId: 1,
      locale: 'en',
      now: k.clock.now(),
    });
    const auth = { authorization: `Bearer ${grant.session}` };
    const noEmail = await k.call(
      'POST',
      `${base(TOKYO)}/setup`,
      { first_name: 'Yui', last_name: 'Mori', terms_accepted: true },
      auth,
    );
    expect(noEmail.statusCode).toBe(422);
    const done = await k.call(
      'POST',
      `${base(TOKYO)}/setup`,
      { email: 'yui@example.com', first_name: 'Yui', last_name: 'Mori', terms_accepted: true },
      auth,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ first_name: 'Yui', pending_email: 'yui@example.com' });
    const [mail] = await k.mailTo('yui@example.com', 'confirm_email_change');
    const token = linkParam(mail!.textBody, 'confirmation_token');
    await k.call('POST', `${base(TOKYO)}/confirm`, { confirmation_token: token, email_update: true });
    const profile = (await k.call('GET', `${base(TOKYO)}/show`, undefined, auth)).json().data;
    expect(profile).toMatchObject({ email: 'yui@example.com', needs_setup: false });
    expect(
      (
        await k.call(
          'POST',
          `${base(TOKYO)}/setup`,
          { first_name: 'Y', last_name: 'M', terms_accepted: true },
          auth,
        )
      ).statusCode,
    ).toBe(422);
  });

  it('deletes the account: data erased, the hotel keeps the stay without the member, the session ends', async () => {
    const erin = await k.signedUpMember('erin@example.com', TOKYO, 1);
    const companion = {
      code: 'SPOUSE',
      translations_attributes: [{ locale: 'en' as const, name: 'Spouse' }],
    };
    await k.t.db
      .update(members)
      .set({ adultCompanion: companion, kidCompanion: companion })
      .where(eq(members.id, erin.id));
    const booking = await bookingKitOn(k.t);
    const booked = await booking.post(await simpleBody(booking));
    expect(booked.status).toBe(201);
    const number = booked.body.data.number as string;
    await k.t.db.update(reservations).set({ memberId: erin.id }).where(eq(reservations.number, number));

    const noPassword = await k.call('POST', `${base(TOKYO)}/cancel`, {}, erin.auth);
    expect(noPassword.statusCode).toBe(422);
    const wrong = await k.call('POST', `${base(TOKYO)}/cancel`, { current_password: 'nope' }, erin.auth);
    expect(wrong.statusCode).toBe(422);
    const deleted = await k.call('POST', `${base(TOKYO)}/cancel`, { current_password: PASSWORD }, erin.auth);
    expect(deleted.statusCode).toBe(200);

    const [row] = await k.t.db.select().from(members).where(eq(members.id, erin.id));
    expect(row).toMatchObject({
      firstName: '',
      lastName: '',
      phone: null,
      passwordHash: null,
      pendingEmail: null,
      adultCompanion: null,
      kidCompanion: null,
    });
    expect(row!.email).toMatch(/@deleted\.invalid$/);
    expect(row!.deletedAt).not.toBeNull();
    for (const table of [memberSessions, memberLinkTokens, memberPasswordHistory, memberIdentities]) {
      expect(await k.t.db.select().from(table).where(eq(table.memberId, erin.id))).toHaveLength(0);
    }
    const [stay] = await k.t.db.select().from(reservations).where(eq(reservations.number, number));
    expect(stay).toMatchObject({ memberId: null, status: 'confirmed' });
    expect((await k.call('GET', `${base(TOKYO)}/show`, undefined, erin.auth)).statusCode).toBe(401);
    // The address is free again: a new sign-up is a new member.
    expect(await k.memberRow('erin@example.com')).toBeUndefined();
    // Nobody else was touched.
    expect((await k.call('GET', `${base(TOKYO)}/show`, undefined, aiko.auth)).statusCode).toBe(200);
  });
});
