import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, loginWidgets } from '../../db/tables/hotels.table.ts';
import { DEMO_HOTELS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { issueClientSession, movableClock } from '../../testing/test-requests.ts';
import { createHotelCatalogue } from './hotels.service.ts';

// Hotel rows and sign-in buttons are reused from the hotel catalogue's one cache for a few seconds;
// a change must show once that time has passed, and never later.
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

describe('the hotel catalogue', () => {
  const clock = movableClock(new Date());
  const { code, id } = DEMO_HOTELS.hanamiTokyo;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  const rename = (name: string) => t.db.update(hotels).set({ name }).where(eq(hotels.id, id));

  it('keeps hotels by code and by id, and per-hotel parts, for the time-to-live only', async () => {
    const catalogue = createHotelCatalogue({ db: t.db, now: clock.now, cacheTtlMs: 5000 });
    const before = (await catalogue.byCode(code))!.name;
    expect((await catalogue.byId(id))!.name).toBe(before);
    let loads = 0;
    const part = () => catalogue.reuse(id, 'part', async () => ++loads);
    expect(await part()).toBe(1);
    await rename('Renamed');
    clock.advance(4999);
    expect((await catalogue.byCode(code))!.name).toBe(before);
    expect((await catalogue.byId(id))!.name).toBe(before);
    expect(await part()).toBe(1);
    clock.advance(2);
    expect((await catalogue.byCode(code))!.name).toBe('Renamed');
    expect((await catalogue.byId(id))!.name).toBe('Renamed');
    expect(await part()).toBe(2);
    await rename(before);
  });

  it('hands out the same object after a reload that read the same hotel, a new one after a change', async () => {
    const catalogue = createHotelCatalogue({ db: t.db, now: clock.now, cacheTtlMs: 5000 });
    const hotel = await catalogue.byId(id);
    const catalog = await catalogue.catalogOf(id);
    clock.advance(5001);
    expect(await catalogue.byId(id)).toBe(hotel);
    expect(await catalogue.catalogOf(id)).toBe(catalog);
    await rename('Renamed again');
    clock.advance(5001);
    const renamed = await catalogue.byId(id);
    expect(renamed).not.toBe(hotel);
    expect(renamed!.name).toBe('Renamed again');
    await rename(hotel!.name);
  });

  it('shares one load between requests that miss together, and forgets a failed one', async () => {
    const catalogue = createHotelCatalogue({ db: t.db, now: clock.now, cacheTtlMs: 5000 });
    let loads = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = () =>
      catalogue.reuse(id, 'together', async () => {
        loads += 1;
        await gate;
        return { load: loads };
      });
    const waiting = Promise.all([slow(), slow(), slow()]);
    release();
    const [a, b, c] = await waiting;
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    // Both hotel reads of one id arriving together are one object too.
    clock.advance(5001);
    const [first, second] = await Promise.all([catalogue.byId(id), catalogue.byId(id)]);
    expect(first).toBe(second);

    let attempts = 0;
    const failing = () =>
      catalogue.reuse(id, 'failing', async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database away');
        return attempts;
      });
    await expect(Promise.all([failing(), failing()])).rejects.toThrow('database away');
    expect(attempts).toBe(1);
    expect(await failing()).toBe(2);
  });

  it('reads every time with a time-to-live of 0, and never keeps an unknown hotel', async () => {
    const off = createHotelCatalogue({ db: t.db, now: clock.now, cacheTtlMs: 0 });
    const before = (await off.byId(id))!.name;
    await rename('Renamed');
    expect((await off.byId(id))!.name).toBe('Renamed');
    await rename(before);
    const on = createHotelCatalogue({ db: t.db, now: clock.now, cacheTtlMs: 5000 });
    expect(await on.byCode('no-such-hotel')).toBeNull();
    await t.db.update(hotels).set({ code: 'no-such-hotel' }).where(eq(hotels.id, id));
    expect((await on.byCode('no-such-hotel'))?.id).toBe(id);
    await t.db.update(hotels).set({ code }).where(eq(hotels.id, id));
  });
});
