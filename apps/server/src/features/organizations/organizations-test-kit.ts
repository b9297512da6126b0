import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { organizationMembers, organizations } from '../../db/tables/members.table.ts';
import { DEMO_MEMBER_PASSWORD } from '../../seed/seed-facts.ts';
import {
  type BookingKit,
  guest,
  type Json,
  STD_DBL,
  TOKYO,
  tokyoDayAfter,
} from '../reservations/reservation-test-kit.ts';

/** What the organization tests call with: an app request, sign-ins, prices and a corporate booking. */
export interface OrganizationsKit {
  inject(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options?: { body?: object | undefined; authorization?: string | undefined; locale?: string },
  ): Promise<{ status: number; body: Json; raw: Buffer; headers: Record<string, unknown> }>;
  corporateSignIn(
    email: string,
    extra?: Record<string, unknown>,
    code?: string,
  ): ReturnType<OrganizationsKit['inject']>;
  /** The bearer of a sign-in through an organization (the first the person belongs to, or `organization_id`). */
  corporateBearer(email: string, extra?: Record<string, unknown>): Promise<string>;
  /** The bearer of the person's own member sign-in at Hanami Tokyo. */
  memberBearer(email: string): Promise<string>;
  /** STD-DBL ROOM-ONLY's price for one night from `checkin`, as `authorization` is shown it. */
  priceOf(authorization: string, checkin: string): ReturnType<OrganizationsKit['inject']>;
  /**
   * A one-night STD-DBL booking at `checkin` by `authorization`, priced as the search prices it, with
   * the brand's question for organizations answered.
   */
  book(
    authorization: string,
    checkin: string,
    guestOverride?: Partial<typeof guest>,
  ): ReturnType<BookingKit['post']>;
  /** A second organization of the brand with one admin: "an admin of B". */
  otherOrganization(name: string, admin: number): Promise<number>;
}

export async function organizationsKit(kit: BookingKit): Promise<OrganizationsKit> {
  const [question] = rowsOf<{ id: number }>(
    await kit.t.db.execute(
      sql`select id from additional_questions where 'membership_organization_all' = any(labels) limit 1`,
    ),
  );
  const billingQuestion = question!.id;
  const inject: OrganizationsKit['inject'] = async (method, url, options = {}) => {
    const response = await kit.t.app.inject({
      method,
      url,
      headers: {
        'client-session': kit.session,
        'tripla-locale': options.locale ?? 'en',
        ...(options.authorization ? { authorization: options.authorization } : {}),
      },
      ...(options.body ? { payload: options.body } : {}),
    });
    const json = response.headers['content-type']?.toString().includes('json');
    return {
      status: response.statusCode,
      body: (json ? response.json() : null) as Json,
      raw: response.rawPayload,
      headers: response.headers,
    };
  };
  const corporateSignIn: OrganizationsKit['corporateSignIn'] = (email, extra = {}, code = 'hanami-tokyo') =>
    inject('POST', `/book/hotels/${code}/organization/sign_in`, {
      body: { email, password: DEMO_MEMBER_PASSWORD, ...extra },
    });
  const priceOf: OrganizationsKit['priceOf'] = (authorization, checkin) =>
    inject(
      'GET',
      `/book/hotels/${TOKYO}/rooms/price?rooms=${encodeURIComponent('[{"adults":2}]')}&checkin_date=${checkin}&checkout_date=${tokyoDayAfter(checkin, 1)}&room_plan_codes=${STD_DBL.room_plan_code}`,
      { authorization },
    );
  return {
    inject,
    corporateSignIn,
    async corporateBearer(email, extra = {}) {
      const { status, body } = await corporateSignIn(email, extra);
      expect(status).toBe(200);
      return `Bearer ${body.data.session}`;
    },
    async memberBearer(email) {
      const { status, body } = await inject('POST', `/book/hotels/${TOKYO}/memberships/sign_in`, {
        body: { grant_type: 'password', hotel_id: TOKYO, email, password: DEMO_MEMBER_PASSWORD },
      });
      expect(status).toBe(200);
      return `Bearer ${body.data.session}`;
    },
    priceOf,
    async book(authorization, checkin, guestOverride = {}) {
      const price = await priceOf(authorization, checkin);
      return kit.post(
        {
          checkin_date: checkin,
          checkout_date: tokyoDayAfter(checkin, 1),
          rooms: [{ ...STD_DBL, adults: 2 }],
          guest: { ...guest, ...guestOverride },
          payment_method: 'on_site',
          total_price: price.body.data.total_price,
          terms_accepted: true,
          answers: [{ question_id: billingQuestion, text: 'PO-2026-118' }],
        },
        { headers: { authorization } },
      );
    },
    async otherOrganization(name, admin) {
      const [row] = await kit.t.db
        .insert(organizations)
        .values({
          brandId: 1,
          name,
          displayName: name,
          referrerCode: name.toUpperCase().replace(/[^A-Z0-9]+/g, '-'),
          maxStays: 10,
          periodStart: '2026-01-01',
        })
        .returning({ id: organizations.id });
      await kit.t.db
        .insert(organizationMembers)
        .values({ organizationId: row!.id, memberId: admin, brandId: 1, role: 'admin' });
      return row!.id;
    },
  };
}
