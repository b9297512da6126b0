import type { BrandHotel, BrandHotelsResponse } from '@yadori/contract/facilities.schema';
import { describe, expect, it } from 'vitest';
import { BRAND_HOTELS_PAGE_SIZE, loadBrandHotels } from './brand-hotels.ts';

const hotel = (id: number): BrandHotel => ({
  id,
  code: `hotel-${id}`,
  hotel_brand_id: 1,
  name: `Hotel ${id}`,
  translations_attributes: [],
  time_zone: 'Asia/Tokyo',
  locale: 'ja',
  currency: 'JPY',
  booking_widget_type: 'embedded',
  logo: null,
});

function pagedApi(pages: BrandHotel[][]) {
  const calls: unknown[] = [];
  return {
    calls,
    get: async <T>(path: string, query?: Record<string, unknown>): Promise<T> => {
      calls.push({ path, query });
      const page = Number(query?.page);
      const body: BrandHotelsResponse = {
        data: pages[page - 1] ?? [],
        page,
        per_page: BRAND_HOTELS_PAGE_SIZE,
        total_pages: pages.length,
        total_entries: pages.flat().length,
      };
      return body as T;
    },
  };
}

describe('loadBrandHotels', () => {
  it('reads every page until total_pages and merges them in order', async () => {
    const api = pagedApi([[hotel(1), hotel(2)], [hotel(3)], [hotel(4)]]);
    const hotels = await loadBrandHotels(api, 7);
    expect(hotels.map((h) => h.id)).toEqual([1, 2, 3, 4]);
    expect(api.calls).toEqual(
      [1, 2, 3].map((page) => ({
        path: '/hotel_brands/7/hotels',
        query: { page, per_page: BRAND_HOTELS_PAGE_SIZE },
      })),
    );
  });

  it('keeps a hotel once when it shows up on two pages', async () => {
    const api = pagedApi([
      [hotel(1), hotel(2)],
      [hotel(2), hotel(3)],
    ]);
    expect((await loadBrandHotels(api, 1)).map((h) => h.id)).toEqual([1, 2, 3]);
  });

  it('asks once when there is a single (or empty) page', async () => {
    const api = pagedApi([[]]);
    expect(await loadBrandHotels(api, 1)).toEqual([]);
    expect(api.calls).toHaveLength(1);
  });
});
