import { issueClientSession } from '../apps/server/src/testing/test-requests.ts';
import type { AttributionInput } from '../packages/contract/src/analytics.schema.ts';
import { stayOn } from './booking-kit.ts';
import { expect, type TestServer } from './fixtures.ts';

/** Hanami Tokyo, the demo hotel the console specs read stays of. */
export const TOKYO = 1;
const ROOM = { room_type_code: 'STD-DBL', room_plan_code: 'STD-DBL-ROOM-ONLY' };

/**
 * Books a two-night on-site stay for two adults at Hanami Tokyo through the booking API, priced first
 * as the widget does; its number. `stay` picks the nights (booking-kit's `stayOn`), `attribution` what
 * the first page's address said of where the guest came from.
 */
export async function bookOnSite(
  server: TestServer,
  email: string,
  options: { stay?: { slot: number; monthOffset: number }; attribution?: AttributionInput } = {},
): Promise<string> {
  const session = await issueClientSession(server.app);
  const { slot, monthOffset } = options.stay ?? { slot: 11, monthOffset: 3 };
  const { checkin, checkout } = stayOn(slot, monthOffset);
  const rooms = encodeURIComponent(JSON.stringify([{ adults: 2 }]));
  const price = await server.app.inject({
    url: `/book/hotels/${TOKYO}/rooms/price?rooms=${rooms}&checkin_date=${checkin}&checkout_date=${checkout}&room_plan_codes=${ROOM.room_plan_code}`,
    headers: { 'client-session': session },
  });
  expect(price.statusCode, price.body).toBe(200);
  const { total_price: total, tax } = price.json().data as { total_price: number; tax: number };
  const booked = await server.app.inject({
    method: 'POST',
    url: `/book/hotels/${TOKYO}/reservations`,
    headers: { 'client-session': session, 'idempotency-key': crypto.randomUUID() },
    payload: {
      checkin_date: checkin,
      checkout_date: checkout,
      rooms: [{ ...ROOM, adults: 2, sale_price: total, tax }],
      guest: {
        first_name: 'Aoi',
        last_name: 'Linkpayer',
        email,
        email_confirmation: email,
        phone: '+81312345678',
      },
      payment_method: 'on_site',
      total_price: total,
      terms_accepted: true,
      locale: 'en',
      ...(options.attribution ? { attribution: options.attribution } : {}),
    },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json().data.number as string;
}
