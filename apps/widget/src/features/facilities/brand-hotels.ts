import type { BrandHotel } from '@yadori/contract/facilities.schema';
import type { ApiClient } from '../../api/api-client.ts';
import { call } from '../../api/call.ts';

/** Large pages keep the number of calls small; the server caps per_page at 100. */
export const BRAND_HOTELS_PAGE_SIZE = 100;
/** A guard against a server that never stops paging. */
const MAX_PAGES = 50;

/**
 * Every hotel of a brand: `GET /hotel_brands/{id}/hotels` page by page until `total_pages`, merged in
 * order (spec section 7). A hotel that shows up on two pages (rows moved while paging) is kept once.
 */
export async function loadBrandHotels(api: Pick<ApiClient, 'get'>, brandId: number): Promise<BrandHotel[]> {
  const hotels: BrandHotel[] = [];
  const seen = new Set<number>();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const response = await call(api, 'GET /book/hotel_brands/:brandId/hotels', {
      params: { brandId },
      query: { page, per_page: BRAND_HOTELS_PAGE_SIZE },
    });
    for (const hotel of response.data) {
      if (seen.has(hotel.id)) continue;
      seen.add(hotel.id);
      hotels.push(hotel);
    }
    if (page >= response.total_pages) break;
  }
  return hotels;
}
