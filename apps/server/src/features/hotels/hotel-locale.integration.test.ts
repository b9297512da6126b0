import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../db/tables/hotels.table.ts';
import { DEMO_BRANDS, DEMO_HOTELS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { issueClientSession } from '../../testing/test-requests.ts';

// Spec section 9 "Hotel locale": ko or zh_Hant, else ja — whatever language a hotel is stored with.
describe('the hotel locale', () => {
  const { code, id } = DEMO_HOTELS.hanamiKyoto;
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ hotelCacheTtlMs: 0 });
    headers = { 'client-session': await issueClientSession(t.app) };
  });
  afterAll(() => t?.close());

  const seen = async () => {
    const settings = await t.app.inject({ url: `/book/hotels/${code}/settings/booking_widget`, headers });
    const brand = await t.app.inject({ url: `/book/hotel_brands/${DEMO_BRANDS.hanami.id}/hotels`, headers });
    return [
      settings.json().data.hotel.locale,
      brand.json().data.find((h: { id: number }) => h.id === id).locale,
    ];
  };

  it.each([
    ['ko', 'ko'],
    ['zh_Hant', 'zh_Hant'],
    ['ja', 'ja'],
    ['zh_Hans', 'ja'],
    ['en', 'ja'],
  ])('a hotel stored as %s is a %s hotel in its settings and in its brand’s list', async (stored, locale) => {
    await t.db.update(hotels).set({ locale: stored }).where(eq(hotels.code, code));
    expect(await seen()).toEqual([locale, locale]);
  });
});
