import {
  bookingWidgetSettingsResponseSchema,
  signInButtonResponseSchema,
} from '@yadori/contract/settings.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOTEL_CODES, DEMO_HOTELS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';

describe.each(testDatabaseKinds())('hotel settings on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    headers = { 'client-session': await issueClientSession(t.app) };
  });
  afterAll(() => t?.close());

  const get = (code: string, what: string, extra: Record<string, string> = {}) =>
    t.app.inject({ url: `/book/hotels/${code}/settings/${what}`, headers: { ...headers, ...extra } });

  it.each(DEMO_HOTEL_CODES)('booking_widget of %s passes the contract schema', async (code) => {
    const response = await get(code, 'booking_widget');
    expect(response.statusCode).toBe(200);
    const { data } = bookingWidgetSettingsResponseSchema.parse(response.json());
    expect(data.hotel_code).toBe(code);
    expect(data.kids_tiers.find((tier) => tier.code === 'A')?.is_companion).toBe(true);
    expect(data.website_header_html ?? '').not.toMatch(/onclick=|<script/);
    expect(data.logo).toMatch(/^data:image\/svg\+xml,/);
  });

  it("returns the hotel's header and footer HTML sanitized, markup and links kept (decision 039)", async () => {
    const { data } = bookingWidgetSettingsResponseSchema.parse(
      (await get('hanami-tokyo', 'booking_widget')).json(),
    );
    const header = data.website_header_html ?? '';
    const footer = data.website_footer_html ?? '';
    expect(header).not.toMatch(/onclick|<script|unsanitized/);
    expect(header).toMatch(/^<nav class="hotel-header" style="[^"]+">/);
    expect(header).toContain('<a href="https://www.hanami-hotels.example/tokyo/access/">');
    expect(footer).not.toMatch(/onclick|onerror|unsanitized/);
    expect(footer).toContain('<p>© Hanami Hotels &amp; Resorts</p>');
    expect(footer).toMatch(/<a href="[^"]+\/privacy\/" target="_blank" rel="noopener noreferrer">/);
  });

  it.each(DEMO_HOTEL_CODES)('sign_in_button of %s passes the contract schema', async (code) => {
    const response = await get(code, 'sign_in_button');
    expect(response.statusCode).toBe(200);
    const { data } = signInButtonResponseSchema.parse(response.json());
    expect(data.translations_attributes.map((t) => t.locale).sort()).toEqual([
      'en',
      'ja',
      'ko',
      'zh_Hans',
      'zh_Hant',
    ]);
  });

  it('has the fixed ids, currencies and navigation modes of the shared seed', async () => {
    const all = await Promise.all(DEMO_HOTEL_CODES.map((code) => get(code, 'booking_widget')));
    const summary = all.map((r) => {
      const d = r.json().data;
      return [d.hotel_id, d.hotel_brand_id, d.currency, d.booking_widget_setting_attributes.navigation_mode];
    });
    expect(summary).toEqual([
      [DEMO_HOTELS.hanamiTokyo.id, 1, 'JPY', 'history'],
      [DEMO_HOTELS.hanamiKyoto.id, 1, 'JPY', 'history'],
      [DEMO_HOTELS.hanamiSeoul.id, 1, 'KRW', 'history'],
      [DEMO_HOTELS.yamabukiRyokan.id, 2, 'JPY', 'hash'],
    ]);
    expect(all[3]!.json().data.booking_widget_type).toBe('standalone');
  });

  it('names the hotel, brand and filters in the Tripla-Locale language', async () => {
    const en = (await get('hanami-tokyo', 'booking_widget', { 'tripla-locale': 'en' })).json().data;
    expect([en.hotel_name, en.hotel_brand_name, en.room_search_filters[0].name]).toEqual([
      'Hanami Hotel Tokyo',
      'Hanami Hotels & Resorts',
      'Non-smoking',
    ]);
    const zh = (await get('hanami-seoul', 'booking_widget', { 'tripla-locale': 'zh_Hant' })).json().data;
    expect(zh.hotel_name).toBe('花見飯店首爾');
  });

  it("sends the hotel's phone, which guests call to cancel on the day (decision 028)", async () => {
    const seoul = (await get('hanami-seoul', 'booking_widget')).json().data;
    expect(seoul.hotel.phone).toBe('+82 2-555-0103');
  });

  it('sends the stay-plus-flight partner search a hotel configures (decision 021)', async () => {
    const tokyo = (await get('hanami-tokyo', 'booking_widget')).json().data;
    expect(tokyo.stay_plus_flight.partner_search_url).toMatch(/^https:\/\/.+\{checkin\}.+\{rooms\}/);
    const kyoto = (await get('hanami-kyoto', 'booking_widget')).json().data;
    expect(kyoto.stay_plus_flight ?? null).toBeNull();
  });

  it('answers an unknown hotel with 404 in the error format', async () => {
    const response = await get('no-such-hotel', 'sign_in_button', { 'tripla-locale': 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].details.base[0].error).toBe(
      'No hotel was found for the code "no-such-hotel".',
    );
  });
});
