import { errorBodySchema } from '@yadori/contract/errors';
import { memberSessionGrantSchema } from '@yadori/contract/membership.schema';
import {
  organizationReservationsResponseSchema,
  organizationResponseSchema,
} from '@yadori/contract/organization.schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { organizations } from '../../db/tables/members.table.ts';
import { DEMO_MEMBERS, DEMO_ORGANIZATIONS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  type BookingKit,
  bookingKit,
  guest,
  type Json,
  STD_DBL,
  TOKYO,
  tokyoDayAfter,
} from '../reservations/reservation-test-kit.ts';
import { type OrganizationsKit, organizationsKit } from './organizations-test-kit.ts';

const SAKURA = DEMO_ORGANIZATIONS.sakuraTrading;

/** Spec §6/§7: corporate sign-in, the organization on the session, its admins' calls, corporate bookings. */
describe.each(testDatabaseKinds())('organizations on %s', (kind) => {
  let kit: BookingKit;
  let o: OrganizationsKit;
  let other: number;
  beforeAll(async () => {
    kit = await bookingKit(kind);
    o = await organizationsKit(kit);
    // A second organization of the brand, administered by Hanako: an admin of B.
    other = await o.otherOrganization('Umi Logistics', DEMO_MEMBERS.hanako.id);
  });
  afterAll(() => kit?.close());
  const inject: OrganizationsKit['inject'] = (...args) => o.inject(...args);
  const corporateSignIn: OrganizationsKit['corporateSignIn'] = (...args) => o.corporateSignIn(...args);
  const bearerOf: OrganizationsKit['corporateBearer'] = (...args) => o.corporateBearer(...args);
  const memberBearer: OrganizationsKit['memberBearer'] = (email) => o.memberBearer(email);
  const priceOf: OrganizationsKit['priceOf'] = (...args) => o.priceOf(...args);
  const book = (authorization: string, checkin: string) => o.book(authorization, checkin);

  describe('sign-in through an organization', () => {
    it('signs the admin in with the organization and role on the grant, whoami and /user/me', async () => {
      const { status, body } = await corporateSignIn(DEMO_MEMBERS.aiko.email);
      expect(status).toBe(200);
      const grant = memberSessionGrantSchema.parse(body).data;
      const organization = {
        id: SAKURA.id,
        program_id: SAKURA.programId,
        name: SAKURA.name,
        display_name: SAKURA.displayName,
      };
      expect(grant.user.organization).toEqual(organization);
      expect(grant.user.organization_role).toEqual(['admin']);
      const authorization = `Bearer ${grant.session}`;
      const who = await inject('GET', '/book/hotels/hanami-tokyo/tripla_session/whoami', { authorization });
      expect(who.body.data.user).toMatchObject({ organization, organization_role: ['admin'] });
      const me = await inject('GET', '/book/user/me', { authorization });
      expect(me.body.data).toMatchObject({ organization, organization_role: ['admin'] });
      // A refreshed session stays corporate.
      const refreshed = await inject('POST', `/book/hotels/${TOKYO}/memberships/tokens`, {
        body: { grant_type: 'refresh_token', refresh_token: grant.refresh_token, hotel_code: 'hanami-tokyo' },
      });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.data.user.organization).toEqual(organization);
    });

    it('gives a member of the organization the member role, and a member account its own session none', async () => {
      const { body } = await corporateSignIn(DEMO_MEMBERS.kenji.email);
      expect(body.data.user.organization_role).toEqual(['member']);
      const own = await inject('GET', '/book/hotels/hanami-tokyo/tripla_session/whoami', {
        authorization: await memberBearer(DEMO_MEMBERS.kenji.email),
      });
      expect(own.body.data.user).toMatchObject({ organization: null, organization_role: [] });
    });

    it('refuses an account outside the organization exactly as a wrong password', async () => {
      const outside = await corporateSignIn(DEMO_MEMBERS.kenji.email, { organization_id: other });
      const wrong = await inject('POST', '/book/hotels/hanami-tokyo/organization/sign_in', {
        body: { email: 'nobody@example.com', password: 'not-the-password' },
      });
      expect(outside.status).toBe(401);
      errorBodySchema.parse(outside.body);
      expect(outside.body).toEqual(wrong.body);
      // A referrer code names the organization too: its own signs Kenji in, another's is refused alike.
      const byCode = await corporateSignIn(DEMO_MEMBERS.kenji.email, { referrer_code: SAKURA.referrerCode });
      expect(byCode.body.data.user.organization.id).toBe(SAKURA.id);
      const otherCode = await corporateSignIn(DEMO_MEMBERS.kenji.email, { referrer_code: 'UMI-LOGISTICS' });
      expect(otherCode.status).toBe(401);
      expect(otherCode.body).toEqual(wrong.body);
      const mixed = await corporateSignIn(DEMO_MEMBERS.kenji.email, {
        organization_id: SAKURA.id,
        referrer_code: 'UMI-LOGISTICS',
      });
      expect(mixed.status).toBe(401);
      // Hanako belongs to Umi only: naming it signs her in there.
      const umi = await corporateSignIn(DEMO_MEMBERS.hanako.email, { organization_id: other });
      expect(umi.body.data.user.organization.id).toBe(other);
    });

    it('is refused where the hotel does not offer corporate sign-in (403), and bad input is a 400', async () => {
      const kyoto = await corporateSignIn(DEMO_MEMBERS.aiko.email, {}, 'hanami-kyoto');
      expect(kyoto.status).toBe(403);
      expect(kyoto.body.errors[0].details.base[0].error).toBe(
        'Corporate sign-in is not available at this hotel.',
      );
      const bad = await inject('POST', '/book/hotels/hanami-tokyo/organization/sign_in', {
        body: { email: 'aiko', password: '', organization_id: 'x', referrer_code: 'no spaces' },
      });
      expect(bad.status).toBe(400);
      errorBodySchema.parse(bad.body);
    });
  });

  describe('an authorization matrix', () => {
    /** The five callers of the issue, and the admin signed in as a plain member. */
    const callersOf = async (): Promise<Record<string, string | undefined>> => ({
      guest: undefined,
      'plain member': await memberBearer(DEMO_MEMBERS.hanako.email),
      'the admin signed in as a plain member': await memberBearer(DEMO_MEMBERS.aiko.email),
      'a member of the organization': await bearerOf(DEMO_MEMBERS.kenji.email),
      'an admin of another organization': await bearerOf(DEMO_MEMBERS.hanako.email, {
        organization_id: other,
      }),
      'the admin': await bearerOf(DEMO_MEMBERS.aiko.email),
    });

    it('lets only an admin of the organization into its calls; everyone else gets one refusal', async () => {
      const callers = await callersOf();
      const base = `/book/hotel_brands/1/organizations/${SAKURA.id}`;
      const exportBody = {
        checkin_from: kit.checkin,
        checkin_to: kit.checkin,
        password: 'matrix-password',
        password_confirmation: 'matrix-password',
      };
      const calls: { method: 'GET' | 'POST'; url: string; body?: object; ok: number }[] = [
        { method: 'GET', url: base, ok: 200 },
        { method: 'GET', url: `${base}/reservations`, ok: 200 },
        { method: 'GET', url: `${base}/exports`, ok: 200 },
        { method: 'POST', url: `${base}/exports`, body: exportBody, ok: 202 },
        // An export of no such id: the admin is told 1252, everyone else the same refusal as above.
        { method: 'GET', url: `${base}/exports/999999`, ok: 404 },
        { method: 'GET', url: `${base}/exports/999999/download`, ok: 404 },
      ];
      const refusals: Json[] = [];
      for (const call of calls) {
        for (const [who, authorization] of Object.entries(callers)) {
          const { status, body } = await inject(call.method, call.url, { authorization, body: call.body });
          const expected = who === 'the admin' ? call.ok : who === 'guest' ? 401 : 403;
          expect({ who, call: `${call.method} ${call.url}`, status }).toEqual({
            who,
            call: `${call.method} ${call.url}`,
            status: expected,
          });
          if (status === 403) refusals.push(body);
          else if (status >= 400) errorBodySchema.parse(body);
        }
      }
      for (const body of refusals) expect(body).toEqual(refusals[0]);
      // The other brand's path, and an organization of no such brand, give the same refusal to the admin.
      for (const url of [
        `/book/hotel_brands/2/organizations/${SAKURA.id}`,
        '/book/hotel_brands/1/organizations/999',
      ]) {
        const { status, body } = await inject('GET', url, { authorization: callers['the admin'] });
        expect(status).toBe(url.includes('/2/') ? 401 : 403);
        if (status === 403) expect(body).toEqual(refusals[0]);
      }
      // Umi's admin sees Umi.
      const umi = await inject('GET', `/book/hotel_brands/1/organizations/${other}`, {
        authorization: callers['an admin of another organization'],
      });
      expect(umi.status).toBe(200);
    });

    it('lets only the organization’s people change or cancel its booking, with the guest’s proof or without', async () => {
      const callers = await callersOf();
      const booked = await book(callers['a member of the organization']!, tokyoDayAfter(kit.checkin, 1));
      expect(booked.status).toBe(201);
      const number = booked.body.data.number;
      const proof = `email=${encodeURIComponent(guest.email)}`;
      const mayChange = new Set(['a member of the organization', 'the admin']);
      for (const [who, authorization] of Object.entries(callers)) {
        const settings = await inject(
          'GET',
          `/book/hotels/${TOKYO}/reservations/${number}/update_settings?${proof}`,
          {
            authorization,
          },
        );
        expect({ who, status: settings.status }).toEqual({ who, status: 200 });
        expect({ who, updatable: settings.body.data.updatable, reason: settings.body.data.reason }).toEqual(
          mayChange.has(who)
            ? { who, updatable: true, reason: null }
            : { who, updatable: false, reason: 'corporate_login_required' },
        );
      }
      const cancel = { reason: 'change_of_plans', cancellation_fee_displayed: 0 };
      for (const [who, authorization] of Object.entries(callers)) {
        if (mayChange.has(who)) continue;
        const refused = await inject('PUT', `/book/hotels/${TOKYO}/reservations/${number}/cancel?${proof}`, {
          body: cancel,
          authorization,
        });
        expect({ who, status: refused.status, reason: refused.body.errors[0].details.reason }).toEqual({
          who,
          status: 422,
          reason: 'corporate_login_required',
        });
      }
      const cancelled = await inject('PUT', `/book/hotels/${TOKYO}/reservations/${number}/cancel?${proof}`, {
        body: cancel,
        authorization: callers['a member of the organization'],
      });
      expect(cancelled.status).toBe(200);
    });
  });

  describe('corporate rates', () => {
    const plansFor = async (authorization: string | undefined) => {
      const checkout = tokyoDayAfter(kit.checkin, 1);
      const { status, body } = await inject(
        'GET',
        `/book/hotels/${TOKYO}/rooms?rooms=${encodeURIComponent('[{"adults":2}]')}&checkin_date=${kit.checkin}&checkout_date=${checkout}&type=plan`,
        { authorization },
      );
      expect(status).toBe(200);
      return body.data.plans as { hotel_plan_code: string; member_rate?: Json }[];
    };

    it('shows the organization’s plan to its people only, named with the organization, and books it for them only', async () => {
      const corporate = (await plansFor(await bearerOf(DEMO_MEMBERS.kenji.email))).find(
        (p) => p.hotel_plan_code === 'CORPORATE',
      );
      expect(corporate?.member_rate).toMatchObject({
        organization_id: SAKURA.id,
        organization_name: 'Sakura Trading',
      });
      for (const authorization of [undefined, await memberBearer(DEMO_MEMBERS.kenji.email)]) {
        expect((await plansFor(authorization)).some((p) => p.hotel_plan_code === 'CORPORATE')).toBe(false);
      }
      // The server checks again at booking: Kenji's own session cannot book the corporate plan.
      const body = {
        checkin_date: kit.checkin,
        checkout_date: tokyoDayAfter(kit.checkin, 1),
        rooms: [{ room_type_code: 'STD-DBL', room_plan_code: 'STD-DBL-CORPORATE', adults: 2 }],
        guest,
        payment_method: 'on_site',
        total_price: 1,
        terms_accepted: true,
      };
      const refused = await kit.post(body, {
        headers: { authorization: await memberBearer(DEMO_MEMBERS.kenji.email) },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.errors[0].code).toBe(1106);
    });
  });

  describe('corporate bookings', () => {
    const overview = async (authorization: string) =>
      organizationResponseSchema.parse(
        (await inject('GET', `/book/hotel_brands/1/organizations/${SAKURA.id}`, { authorization })).body,
      ).data;

    it('asks the organization’s question: a corporate booking without its answer is refused', async () => {
      const kenji = await bearerOf(DEMO_MEMBERS.kenji.email);
      const price = await priceOf(kenji, kit.checkin);
      const refused = await kit.post(
        {
          checkin_date: kit.checkin,
          checkout_date: tokyoDayAfter(kit.checkin, 1),
          rooms: [{ ...STD_DBL, adults: 2 }],
          guest,
          payment_method: 'on_site',
          total_price: price.body.data.total_price,
          terms_accepted: true,
        },
        { headers: { authorization: kenji } },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].details.fields.answers[0]).toContain('Company billing reference');
    });

    it('records the organization and its referrer code, counts the nights, and lists the stay for the admin', async () => {
      const admin = await bearerOf(DEMO_MEMBERS.aiko.email);
      const kenji = await bearerOf(DEMO_MEMBERS.kenji.email);
      const before = await overview(admin);
      const booked = await book(kenji, kit.checkin);
      expect(booked.status).toBe(201);
      const number = booked.body.data.number;
      const [row] = rowsOf<{ organizationId: number; referrerCode: string }>(
        await kit.t.db.execute(
          sql`select organization_id as "organizationId", referrer_code as "referrerCode" from reservations where number = ${number}`,
        ),
      );
      expect(row).toEqual({ organizationId: SAKURA.id, referrerCode: SAKURA.referrerCode });
      const after = await overview(admin);
      expect(after.reserved_nights).toBe(before.reserved_nights + 1);
      expect(after.remaining_nights).toBe(before.remaining_nights - 1);
      const list = organizationReservationsResponseSchema.parse(
        (
          await inject(
            'GET',
            `/book/hotel_brands/1/organizations/${SAKURA.id}/reservations?status=confirmed`,
            {
              authorization: admin,
            },
          )
        ).body,
      );
      const listed = list.data.find((r) => r.number === number);
      expect(listed).toMatchObject({
        booker_email: DEMO_MEMBERS.kenji.email,
        room_nights: 1,
        referrer_code: 'SAKURA-TRADING',
      });
      // Cancelling it needs a session of the organization: the guest's email alone is refused.
      const cancelUrl = `/book/hotels/${TOKYO}/reservations/${number}/cancel?email=${encodeURIComponent(guest.email)}`;
      const body = { reason: 'change_of_plans', cancellation_fee_displayed: 0 };
      const refused = await inject('PUT', cancelUrl, { body });
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0].details.reason).toBe('corporate_login_required');
      const cancelled = await inject('PUT', cancelUrl, { body, authorization: admin });
      expect(cancelled.status).toBe(200);
      expect((await overview(admin)).reserved_nights).toBe(before.reserved_nights);
    });

    it('counts a change of a corporate stay against the quota too, its own nights given back first', async () => {
      const admin = await bearerOf(DEMO_MEMBERS.aiko.email);
      const kenji = await bearerOf(DEMO_MEMBERS.kenji.email);
      const checkin = tokyoDayAfter(kit.checkin, 2);
      const booked = await book(kenji, checkin);
      expect(booked.status).toBe(201);
      const { reserved_nights } = await overview(admin);
      await kit.t.db
        .update(organizations)
        .set({ maxStays: reserved_nights })
        .where(eq(organizations.id, SAKURA.id));
      const change = async (nights: number) => {
        const checkout = tokyoDayAfter(checkin, nights);
        const price = await inject(
          'GET',
          `/book/hotels/${TOKYO}/rooms/price?rooms=${encodeURIComponent('[{"adults":2}]')}&checkin_date=${checkin}&checkout_date=${checkout}&room_plan_codes=${STD_DBL.room_plan_code}`,
          { authorization: kenji },
        );
        const version = (
          await inject(
            'GET',
            `/book/hotels/${TOKYO}/reservations/${booked.body.data.number}/update_settings?email=${encodeURIComponent(guest.email)}`,
            { authorization: kenji },
          )
        ).body.data.version;
        return inject(
          'PUT',
          `/book/hotels/${TOKYO}/reservations/${booked.body.data.number}?email=${encodeURIComponent(guest.email)}`,
          {
            authorization: kenji,
            body: {
              version,
              checkin_date: checkin,
              checkout_date: checkout,
              rooms: [{ room_index: 0, adults: 2 }],
              total_price: price.body.data.total_price,
            },
          },
        );
      };
      // One more night than the quota has left: refused, and nothing changed.
      const longer = await change(2);
      expect(longer.status).toBe(422);
      expect(longer.body.errors[0].code).toBe(1104);
      expect((await overview(admin)).reserved_nights).toBe(reserved_nights);
      // The same one night again fits: its own night is given back before the count.
      const same = await change(1);
      expect(same.status).toBe(200);
      expect((await overview(admin)).remaining_nights).toBe(0);
    });

    it('never books past the quota, however many book at once', async () => {
      const admin = await bearerOf(DEMO_MEMBERS.aiko.email);
      const kenji = await bearerOf(DEMO_MEMBERS.kenji.email);
      const { reserved_nights } = await overview(admin);
      await kit.t.db
        .update(organizations)
        .set({ maxStays: reserved_nights + 3 })
        .where(eq(organizations.id, SAKURA.id));
      // Eight nights on sale (the seed closes some, New Year's Day among them).
      const nights: string[] = [];
      for (let day = 3; nights.length < 8; day++) {
        const night = tokyoDayAfter(kit.checkin, day);
        if ((await priceOf(kenji, night)).status === 200) nights.push(night);
      }
      const answers = await Promise.all(nights.map((night) => book(kenji, night)));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
      const refusal = answers.find((a) => a.status === 422)!.body;
      expect(refusal.errors[0].code).toBe(1104);
      expect(refusal.errors[0].details).toMatchObject({
        reason: 'organization_quota',
        remaining_nights: expect.any(Number),
      });
      expect(refusal.errors[0].details.period_start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const after = await overview(admin);
      expect(after.reserved_nights).toBe(reserved_nights + 3);
      expect(after.remaining_nights).toBe(0);
    });
  });
});
