import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/tables/jobs.table.ts';
import { memberCards } from '../../db/tables/member-cards.table.ts';
import { members } from '../../db/tables/members.table.ts';
import { sandboxVaultCards } from '../../db/tables/sandbox-vault.table.ts';
import { DEMO_SAVED_CARD } from '../../seed/demo-cards.ts';
import { DEMO_MEMBERS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueMemberSession } from '../member-sessions/member-sessions.service.ts';
import {
  APPROVED_VISA,
  answerChallenge,
  CHALLENGE_VISA,
  completeThreeDSecure,
  RETURN_URL,
  tokenize,
} from '../payments/payment-test-kit.ts';
import {
  type BookingKit,
  bookingKit,
  inventoryOf,
  type Json,
  setPlanPaymentMethods,
  simpleBody,
  TOKYO,
  tokyoDayAfter,
} from '../reservations/reservation-test-kit.ts';

type Member = { id: number; brandId: number };
const { kenji, hanako, taro } = DEMO_MEMBERS;
const cardsUrl = `/book/hotels/${TOKYO}/memberships/credit_cards`;

// Saved cards (issue 14, spec §1, §3, §7): a member keeps a card at payment, the sandbox gateway keeps
// it in its own vault and Yadori only the reference and what is shown; the member lists and removes
// them (here and at the vault), and pays with one by its security code alone, checked by the gateway.
describe.each(testDatabaseKinds())('saved cards on %s', (kind) => {
  let kit: BookingKit;
  const tokens = new Map<number, string>();

  beforeAll(async () => {
    kit = await bookingKit(kind);
    await setPlanPaymentMethods(kit.t.db, 'ROOM-ONLY', ['on_site', 'credit_card']);
    for (const member of [kenji, hanako, taro]) await signIn(member);
  }, 180_000);
  afterAll(async () => kit?.close());

  async function signIn(member: Member) {
    const { token } = await issueMemberSession(kit.t.db, {
      memberId: member.id,
      brandId: member.brandId,
      now: new Date(),
    });
    tokens.set(member.id, `Bearer ${token}`);
  }
  const auth = (member: Member) => ({ authorization: tokens.get(member.id)! });

  async function call(method: 'GET' | 'DELETE', url: string, headers: Record<string, string> = {}) {
    const response = await kit.t.app.inject({
      method,
      url,
      headers: { 'client-session': kit.session, 'tripla-locale': 'en', ...headers },
    });
    return { status: response.statusCode, body: response.json() as Json };
  }
  const list = async (member: Member) => {
    const answer = await call('GET', cardsUrl, auth(member));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Json[];
  };

  /** What the hosted security-code field does: the code → a token, at the sandbox. */
  async function codeToken(cvc: string, brand = 'visa'): Promise<string> {
    const response = await kit.t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/security-code-tokens',
      payload: { cvc, brand },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.token;
  }

  const cardBody = (more: Record<string, unknown>) =>
    simpleBody(kit, { payment_method: 'credit_card', return_url: RETURN_URL, ...more });

  async function bookKeeping(member: Member, number: string) {
    const body = await cardBody({ card_token: await tokenize(kit.t.app, number), save_card: true });
    return kit.post(body, { headers: auth(member) });
  }

  async function payWith(member: Member, cardId: number, cvc: string, brand = 'visa') {
    const body = await cardBody({ credit_card_id: cardId, card_token: await codeToken(cvc, brand) });
    return kit.post(body, { headers: auth(member) });
  }

  const vaultCard = async (ref: string) =>
    (await kit.t.db.select().from(sandboxVaultCards).where(eq(sandboxVaultCards.id, ref)))[0];
  const storedCard = async (id: number) =>
    (await kit.t.db.select().from(memberCards).where(eq(memberCards.id, id)))[0];
  const soldNow = async () =>
    Promise.all(
      [kit.checkin, tokyoDayAfter(kit.checkin, 1)].map(
        async (d) => (await inventoryOf(kit.t.db, 'STD-DBL', d)).sold,
      ),
    );

  it('keeps a new card at payment: the vault holds it, Yadori its reference, brand, last four, holder and expiry', async () => {
    expect(await list(kenji)).toEqual([]);
    const booked = await bookKeeping(kenji, APPROVED_VISA);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.data.status).toBe('done');

    const cards = await list(kenji);
    expect(cards).toEqual([
      {
        id: expect.any(Number),
        brand: 'visa',
        holder: 'HANAKO YAMADA',
        number: '************1111',
        last4: '1111',
        expiry: '12/35',
        expiry_month: 12,
        expiry_year: 2035,
      },
    ]);
    const row = await storedCard(cards[0].id);
    expect(row).toMatchObject({ memberId: kenji.id, brandId: kenji.brandId, gateway: 'sandbox' });
    const vault = await vaultCard(row!.gatewayRef);
    expect(vault).toMatchObject({ customer: `yadori-member-${kenji.id}`, status: 'active', last4: '1111' });
    // Neither side holds the number or the security code.
    for (const kept of [row, vault]) {
      const text = JSON.stringify(kept);
      expect(text).not.toContain(APPROVED_VISA);
      expect(text).not.toContain('"123"');
    }

    // The same card kept again stays one card (the gateway answers the card it already keeps).
    expect((await bookKeeping(kenji, APPROVED_VISA)).status).toBe(201);
    expect((await list(kenji)).map((card) => card.id)).toEqual([cards[0].id]);
  });

  it('pays with a saved card by its security code: the right code books, a wrong one is declined', async () => {
    const [card] = await list(kenji);
    const paid = await payWith(kenji, card.id, '123');
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data.status).toBe('done');
    expect(paid.body.data.payment).toMatchObject({ card_brand: 'visa', card_last4: '1111' });

    const before = await soldNow();
    const wrong = await payWith(kenji, card.id, '321');
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(402);
    expect(wrong.body.errors[0]).toMatchObject({ code: 3002, details: { reason: 'security_code' } });
    expect(wrong.body.errors[0].details.base[0].error).toMatch(/security code does not match/);
    // Declined: the hold is given back, and the card stays saved.
    expect(await soldNow()).toEqual(before);
    expect((await list(kenji)).map((c) => c.id)).toEqual([card.id]);
  });

  it('keeps a 3-D Secure card once the challenge passes, and asks the challenge again when paying with it', async () => {
    const failed = await bookKeeping(kenji, CHALLENGE_VISA);
    expect(failed.status, JSON.stringify(failed.body)).toBe(201);
    await answerChallenge(kit.t.app, failed.body.data.three_d_secure.challenge_url, 'fail');
    expect((await completeThreeDSecure(kit.t.app, kit.session, failed.body.data)).status).toBe(402);
    expect((await list(kenji)).some((card) => card.last4 === '0003')).toBe(false);
    // Nothing pending is left in the vault for the failed challenge.
    const pending = await kit.t.db
      .select()
      .from(sandboxVaultCards)
      .where(
        and(
          eq(sandboxVaultCards.customer, `yadori-member-${kenji.id}`),
          eq(sandboxVaultCards.status, 'pending'),
        ),
      );
    expect(pending).toEqual([]);

    const booked = await bookKeeping(kenji, CHALLENGE_VISA);
    expect(booked.body.data.status).toBe('pending_payment');
    // Not kept before the challenge passes.
    expect((await list(kenji)).some((card) => card.last4 === '0003')).toBe(false);
    await answerChallenge(kit.t.app, booked.body.data.three_d_secure.challenge_url, 'complete');
    const done = await completeThreeDSecure(kit.t.app, kit.session, booked.body.data);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const challengeCard = (await list(kenji)).find((card) => card.last4 === '0003');
    expect(challengeCard).toMatchObject({ brand: 'visa', holder: 'HANAKO YAMADA' });

    const paying = await payWith(kenji, challengeCard!.id, '123');
    expect(paying.status, JSON.stringify(paying.body)).toBe(201);
    expect(paying.body.data.status).toBe('pending_payment');
    await answerChallenge(kit.t.app, paying.body.data.three_d_secure.challenge_url, 'complete');
    const paid = await completeThreeDSecure(kit.t.app, kit.session, paying.body.data);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.status).toBe('done');
  });

  it("answers another member's card exactly as an unknown one, to delete and to pay with", async () => {
    const [hanakoCard] = await list(hanako);
    expect(hanakoCard).toMatchObject({ brand: 'visa', last4: DEMO_SAVED_CARD.last4 });
    const others = await call('DELETE', `${cardsUrl}/${hanakoCard.id}`, auth(kenji));
    const unknown = await call('DELETE', `${cardsUrl}/2147483647`, auth(kenji));
    expect(others.status).toBe(404);
    expect(others.body).toEqual(unknown.body);
    const paying = await payWith(kenji, hanakoCard.id, DEMO_SAVED_CARD.cvc);
    expect(paying.status).toBe(404);
    expect(paying.body.errors[0].details.fields).toHaveProperty('credit_card_id');
    // Still Hanako's, still in the vault, and hers to pay with.
    expect((await list(hanako)).map((card) => card.id)).toEqual([hanakoCard.id]);
    expect(await vaultCard(DEMO_SAVED_CARD.gatewayRef)).toBeDefined();
    expect((await payWith(hanako, hanakoCard.id, DEMO_SAVED_CARD.cvc)).status).toBe(201);
    // Another brand's member is refused at this hotel (3402), not shown an empty list.
    const otherBrand = await call('GET', cardsUrl, auth(taro));
    expect(otherBrand.status).toBe(401);
    expect(otherBrand.body.errors[0].code).toBe(3402);
  });

  it('removes a card here and from the gateway’s vault; it can no longer pay', async () => {
    const booked = await bookKeeping(kenji, '5555555555554444');
    expect(booked.status).toBe(201);
    const card = (await list(kenji)).find((c) => c.brand === 'master');
    const ref = (await storedCard(card.id))!.gatewayRef;
    expect(await vaultCard(ref)).toBeDefined();

    const removed = await call('DELETE', `${cardsUrl}/${card.id}`, { ...auth(kenji), 'tripla-locale': 'ja' });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data).toEqual({ id: card.id, message: 'カードを削除しました。' });
    expect((await list(kenji)).some((c) => c.id === card.id)).toBe(false);
    expect(await storedCard(card.id)).toBeUndefined();
    expect(await vaultCard(ref)).toBeUndefined();
    expect((await call('DELETE', `${cardsUrl}/${card.id}`, auth(kenji))).status).toBe(404);
    expect((await payWith(kenji, card.id, '123', 'master')).status).toBe(404);
  });

  it('refuses a saved card that expires before check-out, before anything is held', async () => {
    const [card] = await list(kenji);
    const year = Number(kit.checkin.slice(0, 4));
    const month = Number(kit.checkin.slice(5, 7));
    const lastMonth = month === 1 ? { y: year - 1, m: 12 } : { y: year, m: month - 1 };
    await kit.t.db
      .update(memberCards)
      .set({ expiryYear: lastMonth.y, expiryMonth: lastMonth.m })
      .where(eq(memberCards.id, card.id));
    try {
      const before = await soldNow();
      const refused = await payWith(kenji, card.id, '123');
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.errors[0].title).toBe('INVALID_EXPIRATION_YEAR');
      expect(await soldNow()).toEqual(before);
    } finally {
      await kit.t.db
        .update(memberCards)
        .set({ expiryYear: card.expiry_year, expiryMonth: card.expiry_month })
        .where(eq(memberCards.id, card.id));
    }
  });

  it('refuses malformed requests with a 4xx in the error format', async () => {
    const [card] = await list(kenji);
    const token = await codeToken('123');
    const refusals = [
      await call('DELETE', `${cardsUrl}/abc`, auth(kenji)),
      await call('DELETE', `${cardsUrl}/0`, auth(kenji)),
      await call('DELETE', `${cardsUrl}/99999999999`, auth(kenji)),
      await call('GET', '/book/hotels/x/memberships/credit_cards', auth(kenji)),
      await kit.post(await simpleBody(kit, { credit_card_id: card.id, card_token: token }), {
        headers: auth(kenji),
      }),
      await kit.post(await simpleBody(kit, { save_card: true }), { headers: auth(kenji) }),
      await kit.post(await cardBody({ credit_card_id: card.id, card_token: token, save_card: true }), {
        headers: auth(kenji),
      }),
      await kit.post(await cardBody({ credit_card_id: String(card.id), card_token: token }), {
        headers: auth(kenji),
      }),
      await kit.post(await cardBody({ credit_card_id: card.id }), { headers: auth(kenji) }),
      await kit.post(await cardBody({ save_card: 'yes', card_token: token }), { headers: auth(kenji) }),
    ];
    for (const refused of refusals) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.errors[0].status).toBe(400);
      expect(refused.body.errors[0].details.base[0].error).toEqual(expect.any(String));
    }
    for (const payload of [
      { cvc: '12', brand: 'visa' },
      { cvc: '123', brand: 'amex' },
      { cvc: '123', brand: 'discover' },
      { cvc: 'abc' },
    ]) {
      const response = await kit.t.app.inject({
        method: 'POST',
        url: '/sandbox-pay/security-code-tokens',
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
    }
    // A full card's token is no security code: the gateway declines it (card not accepted).
    const mixedUp = await kit.post(
      await cardBody({ credit_card_id: card.id, card_token: await tokenize(kit.t.app, APPROVED_VISA) }),
      {
        headers: auth(kenji),
      },
    );
    expect(mixedUp.status).toBe(402);
    expect(mixedUp.body.errors[0].code).toBe(3007);
  });

  it('answers 401 without a bearer, and never falls back to a guest booking', async () => {
    const [card] = await list(kenji);
    const token = await codeToken('123');
    const answers = [
      await call('GET', cardsUrl),
      await call('DELETE', `${cardsUrl}/${card.id}`),
      await call('GET', cardsUrl, { authorization: 'Bearer not-a-session' }),
      await kit.post(await cardBody({ credit_card_id: card.id, card_token: token })),
      await kit.post(
        await cardBody({ card_token: await tokenize(kit.t.app, APPROVED_VISA), save_card: true }),
      ),
    ];
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(401);
      expect(answer.body.errors[0].status).toBe(401);
    }
    expect((await list(kenji)).map((c) => c.id)).toContain(card.id);
  });

  it('forgets an erased account’s cards here at once, and at the gateway through a job', async () => {
    const [row] = await kit.t.db
      .insert(members)
      .values({
        brandId: 1,
        email: `cards-${kind}-${Date.now()}@example.com`,
        firstName: 'Emi',
        lastName: 'Kato',
        confirmedAt: new Date(),
        provider: 'line',
      })
      .returning({ id: members.id });
    const member = { id: row!.id, brandId: 1 };
    await signIn(member);
    expect((await bookKeeping(member, APPROVED_VISA)).status).toBe(201);
    const [card] = await list(member);
    const ref = (await storedCard(card.id))!.gatewayRef;

    const erased = await kit.t.app.inject({
      method: 'POST',
      url: `/book/hotels/${TOKYO}/memberships/cancel`,
      headers: { 'client-session': kit.session, ...auth(member) },
      payload: {},
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await storedCard(card.id)).toBeUndefined();
    expect(await vaultCard(ref)).toBeDefined();
    const queued = await kit.t.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = 'member_cards.forget_at_gateway' and ${jobs.payload}->>'ref' = ${ref}`);
    expect(queued).toHaveLength(1);
    await kit.t.app.runDueJobs(new Date(Date.now() + 60_000));
    expect(await vaultCard(ref)).toBeUndefined();
  });
});
