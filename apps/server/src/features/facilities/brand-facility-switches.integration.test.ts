import {
  brandHotelsResponseSchema,
  facilitiesSearchResponseSchema,
} from '@yadori/contract/facilities.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRANDS, DEMO_HOTELS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { tokyoDay } from '../search/search-test-kit.ts';
import { createTestStaff } from '../staff-accounts/staff-test-kit.ts';
import { asStaff } from '../staff-property/staff-property-test-kit.ts';

// The console's two switches of a hotel (issue: "facilities of a brand") as guests meet them: a hotel
// the brand takes out of its facilities leaves the brand's list and search but still sells on its own;
// a hotel closed for booking leaves both and stops selling. The hotel cache keeps rows for an hour
// here, so "at once" means the console's change reached guests past it, not that it expired.
const HANAMI = DEMO_BRANDS.hanami.id;
const KYOTO = DEMO_HOTELS.hanamiKyoto;

describe.each(testDatabaseKinds())('switching a hotel out of the brand’s facilities (%s)', (kind) => {
  let t: TestApp;
  let session: string;
  let admin: ReturnType<typeof asStaff>;

  beforeAll(async () => {
    t = await createTestApp({ database: kind, hotelCacheTtlMs: 3_600_000 });
    session = await issueClientSession(t.app);
    admin = asStaff(t.app, await createTestStaff(t.db, { role: 'brand_admin', brandId: HANAMI }));
  });
  afterAll(() => t?.close());

  const guest = async (url: string) => {
    const response = await t.app.inject({
      url: `/book${url}`,
      headers: { 'client-session': session, 'tripla-locale': 'en' },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const listed = async (query = '') => {
    const response = await guest(`/hotel_brands/${HANAMI}/hotels${query}`);
    expect(response.status).toBe(200);
    return brandHotelsResponseSchema.parse(response.body);
  };
  const searched = async (query = '') => {
    const response = await guest(`/hotel_brands/${HANAMI}/hotels/search${query}`);
    expect(response.status).toBe(200);
    return facilitiesSearchResponseSchema.parse(response.body).data.hotels.map((h) => h.code);
  };
  const widgetSettings = async () =>
    (await guest(`/hotels/${KYOTO.code}/settings/booking_widget`)).body.data as {
      hotel_active: boolean;
      is_brand_facility: boolean;
    };
  const stay = `checkin_date=${tokyoDay(10)}&checkout_date=${tokyoDay(11)}&adults=2`;
  const kyotoSearch = async () => (await guest(`/hotels/${KYOTO.id}/rooms?${stay}`)).status;
  const change = async (body: object) => {
    const response = await admin('PATCH', `/staff/hotels/${KYOTO.id}`, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  };

  it('lists a facility the brand switched off nowhere, and again once it is switched back on', async () => {
    // Read everything once, so each is cached before the change.
    expect((await listed()).data.map((h) => h.code)).toEqual([
      'hanami-tokyo',
      'hanami-kyoto',
      'hanami-seoul',
    ]);
    expect((await widgetSettings()).is_brand_facility).toBe(true);
    expect(await kyotoSearch()).toBe(200);

    await change({ settings: { is_brand_facility: false } });
    const page = await listed('?per_page=1&page=2');
    expect(page.data.map((h) => h.code)).toEqual(['hanami-seoul']);
    expect(page).toMatchObject({ total_entries: 2, total_pages: 2 });
    expect(await searched()).toEqual(['hanami-tokyo', 'hanami-seoul']);
    // Asked for by its code, it is still not one of the brand's facilities.
    expect(await searched(`?hotel_codes=${KYOTO.code},hanami-seoul`)).toEqual(['hanami-seoul']);
    // Its own widget still sells; only its Facilities link goes (the widget reads this flag).
    expect(await widgetSettings()).toMatchObject({ hotel_active: true, is_brand_facility: false });
    expect(await kyotoSearch()).toBe(200);

    await change({ settings: { is_brand_facility: true } });
    expect((await listed()).total_entries).toBe(3);
    expect(await searched()).toEqual(['hanami-tokyo', 'hanami-kyoto', 'hanami-seoul']);
  });

  it('leaves a hotel closed for booking out of the list and stops its sales at once', async () => {
    expect((await widgetSettings()).hotel_active).toBe(true);
    await change({ active: false });
    const list = await listed();
    expect(list.data.map((h) => h.code)).toEqual(['hanami-tokyo', 'hanami-seoul']);
    expect(list).toMatchObject({ total_entries: 2, total_pages: 1 });
    expect(await searched()).toEqual(['hanami-tokyo', 'hanami-seoul']);
    // The widget shows its closed notice, and the API refuses to search or sell it.
    expect((await widgetSettings()).hotel_active).toBe(false);
    expect(await kyotoSearch()).toBe(404);

    await change({ active: true });
    expect((await widgetSettings()).hotel_active).toBe(true);
    expect(await kyotoSearch()).toBe(200);
    expect((await listed()).total_entries).toBe(3);
  });
});
