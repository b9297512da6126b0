import { brandHotelsResponseSchema } from '@yadori/contract/facilities.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../db/tables/hotels.table.ts';
import { DEMO_HOTEL_ROWS } from '../../seed/demo-hotels.ts';
import { DEMO_BRAND_CLIENT, DEMO_BRANDS, DEMO_HOTEL_CLIENTS, DEMO_HOTELS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { insertHotel } from '../hotels/hotels.service.ts';

const HANAMI = DEMO_BRANDS.hanami.id;
const YAMABUKI = DEMO_BRANDS.yamabuki.id;
const HANAMI_IDS = [DEMO_HOTELS.hanamiTokyo.id, DEMO_HOTELS.hanamiKyoto.id, DEMO_HOTELS.hanamiSeoul.id];

describe.each(testDatabaseKinds())('GET /book/hotel_brands/{id}/hotels on %s', (kind) => {
  let t: TestApp;
  let widget: string;
  let tokyoOnly: string;
  let hanamiBrand: string;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    [widget, tokyoOnly, hanamiBrand] = await Promise.all([
      issueClientSession(t.app),
      issueClientSession(t.app, DEMO_HOTEL_CLIENTS['hanami-tokyo']),
      issueClientSession(t.app, DEMO_BRAND_CLIENT),
    ]);
  });
  afterAll(() => t?.close());

  const get = (url: string, session: string | null = widget, locale?: string) =>
    t.app.inject({
      url: `/book${url}`,
      headers: {
        ...(session ? { 'client-session': session } : {}),
        ...(locale ? { 'tripla-locale': locale } : {}),
      },
    });

  it('lists the active hotels of the brand with localized names and paging numbers', async () => {
    const response = await get(`/hotel_brands/${HANAMI}/hotels`, widget, 'en');
    expect(response.statusCode).toBe(200);
    const body = brandHotelsResponseSchema.parse(response.json());
    expect(body.data.map((h) => h.id)).toEqual(HANAMI_IDS);
    expect(body.data.map((h) => h.name)).toEqual([
      'Hanami Hotel Tokyo',
      'Hanami Hotel Kyoto',
      'Hanami Hotel Seoul',
    ]);
    expect(body).toMatchObject({ page: 1, per_page: 20, total_pages: 1, total_entries: 3 });
    expect(body.data[2]).toMatchObject({ code: 'hanami-seoul', currency: 'KRW', time_zone: 'Asia/Seoul' });

    const korean = brandHotelsResponseSchema.parse(
      (await get(`/hotel_brands/${HANAMI}/hotels`, widget, 'ko')).json(),
    );
    expect(korean.data[0]!.name).toBe('하나미 호텔 도쿄');
  });

  it('pages in id order; a page past the end is empty with the true totals', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) =>
        brandHotelsResponseSchema.parse(
          (await get(`/hotel_brands/${HANAMI}/hotels?page=${page}&per_page=2`)).json(),
        ),
      ),
    );
    expect(pages.map((p) => p.data.map((h) => h.id))).toEqual([
      HANAMI_IDS.slice(0, 2),
      HANAMI_IDS.slice(2),
      [],
    ]);
    for (const p of pages) expect(p).toMatchObject({ per_page: 2, total_pages: 2, total_entries: 3 });
  });

  it('shows a hotel-scoped client only its own hotel, and no other brand', async () => {
    const own = brandHotelsResponseSchema.parse(
      (await get(`/hotel_brands/${HANAMI}/hotels`, tokyoOnly)).json(),
    );
    expect(own.data.map((h) => h.code)).toEqual(['hanami-tokyo']);
    expect(own.total_entries).toBe(1);
    const other = await get(`/hotel_brands/${YAMABUKI}/hotels`, tokyoOnly, 'ja');
    expect(other.statusCode).toBe(404);
    expect(other.json().errors[0].details.base[0].error).toBe(
      `ID「${YAMABUKI}」のホテルブランドは見つかりません。`,
    );
  });

  it('shows a brand-scoped client its brand only, answering another brand like an unknown one', async () => {
    const own = brandHotelsResponseSchema.parse(
      (await get(`/hotel_brands/${HANAMI}/hotels`, hanamiBrand)).json(),
    );
    expect(own.total_entries).toBe(3);
    const other = await get(`/hotel_brands/${YAMABUKI}/hotels`, hanamiBrand);
    const unknown = await get('/hotel_brands/9999/hotels', hanamiBrand);
    expect(other.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(other.json().errors[0].title).toBe(unknown.json().errors[0].title);
  });

  it('answers an unknown brand with a localized 404', async () => {
    const response = await get('/hotel_brands/9999/hotels', widget, 'en');
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].details.base[0].error).toBe(
      'No hotel brand was found for the id "9999".',
    );
  });

  it.each([
    ['/hotel_brands/abc/hotels', 'brandId'],
    ['/hotel_brands/0/hotels', 'brandId'],
    ['/hotel_brands/99999999999/hotels', 'brandId'],
    ['/hotel_brands/-1/hotels', 'brandId'],
    [`/hotel_brands/${HANAMI}/hotels?page=0`, 'page'],
    [`/hotel_brands/${HANAMI}/hotels?page=abc`, 'page'],
    [`/hotel_brands/${HANAMI}/hotels?per_page=101`, 'per_page'],
    [`/hotel_brands/${HANAMI}/hotels?per_page=1.5`, 'per_page'],
    [`/hotel_brands/${HANAMI}/hotels?per_page=`, 'per_page'],
  ])('%s is a 400 naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors[0].details.fields)).toEqual([field]);
  });

  it('needs a client session', async () => {
    expect((await get(`/hotel_brands/${HANAMI}/hotels`, null)).statusCode).toBe(401);
  });

  it('leaves inactive hotels out and counts added ones', async () => {
    await t.db.update(hotels).set({ active: false }).where(eq(hotels.id, DEMO_HOTELS.hanamiKyoto.id));
    for (const n of [1, 2]) {
      await insertHotel(t.db, {
        ...DEMO_HOTEL_ROWS[0]!,
        id: undefined,
        code: `hanami-extra-${n}`,
        name: `Extra ${n}`,
        nameTranslations: [],
      });
    }
    const body = brandHotelsResponseSchema.parse(
      (await get(`/hotel_brands/${HANAMI}/hotels?per_page=3`, widget, 'en')).json(),
    );
    expect(body.data.map((h) => h.code)).toEqual(['hanami-tokyo', 'hanami-seoul', 'hanami-extra-1']);
    expect(body).toMatchObject({ total_entries: 4, total_pages: 2 });
    // An untranslated hotel falls back to its own name.
    expect(body.data[2]!.name).toBe('Extra 1');
    const kyotoClient = await issueClientSession(t.app, DEMO_HOTEL_CLIENTS['hanami-kyoto']);
    const inactiveOwn = brandHotelsResponseSchema.parse(
      (await get(`/hotel_brands/${HANAMI}/hotels`, kyotoClient)).json(),
    );
    expect(inactiveOwn).toMatchObject({ data: [], total_entries: 0, total_pages: 0 });
  });
});
