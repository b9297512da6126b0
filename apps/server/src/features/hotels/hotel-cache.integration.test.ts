import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, loginWidgets } from '../../db/tables/hotels.table.ts';
import { DEMO_HOTELS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { issueClientSession, movableClock } from '../../testing/test-requests.ts';

// Hotel rows and sign-in buttons are reused from memory for a few seconds; a change must show
// once that time has passed, and never later.
describe('hotel and sign-in button cache', () => {
  const clock = movableClock(new Date());
  const code = DEMO_HOTELS.hanamiTokyo.code;
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, hotelCacheTtlMs: 5000 });
    headers = { 'client-session': await issueClientSession(t.app) };
  });
  afterAll(() => t?.close());

  const settings = async () =>
    (await t.app.inject({ url: `/book/hotels/${code}/settings/booking_widget`, headers })).json<{
      data: { hotel_name: string; hotel_active: boolean };
    }>().data;
  const button = async () =>
    (await t.app.inject({ url: `/book/hotels/${code}/settings/sign_in_button`, headers })).json<{
      data: { allow_signup: boolean };
    }>().data;

  it('serves the cached hotel until the time-to-live passes, then the changed row', async () => {
    expect((await settings()).hotel_active).toBe(true);
    await t.db.update(hotels).set({ active: false }).where(eq(hotels.code, code));
    clock.advance(4000);
    expect((await settings()).hotel_active).toBe(true);
    clock.advance(1001);
    expect((await settings()).hotel_active).toBe(false);
  });

  it('serves the cached sign-in button until the time-to-live passes', async () => {
    const before = (await button()).allow_signup;
    const [hotel] = await t.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.code, code));
    await t.db.update(loginWidgets).set({ allowSignup: !before }).where(eq(loginWidgets.hotelId, hotel!.id));
    expect((await button()).allow_signup).toBe(before);
    clock.advance(5001);
    expect((await button()).allow_signup).toBe(!before);
  });
});
