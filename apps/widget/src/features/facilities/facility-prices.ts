import type { LowestPrice } from '@yadori/contract/facilities.schema';
import type { ApiClient, QueryValue } from '../../api/api-client.ts';
import { call } from '../../api/call.ts';

/**
 * The lowest total per hotel code for the stay and party (the facilities search of spec section 7,
 * `is_including_lowest_price`). A hotel with nothing bookable maps to null.
 */
export async function loadFacilityPrices(
  api: Pick<ApiClient, 'get'>,
  brandId: number,
  criteria: Readonly<Record<string, QueryValue>>,
): Promise<ReadonlyMap<string, LowestPrice | null>> {
  const body = await call(api, 'GET /book/hotel_brands/:brandId/hotels/search', {
    params: { brandId },
    query: { ...criteria, is_including_lowest_price: true },
  });
  return new Map(body.data.hotels.map((hotel) => [hotel.code, hotel.lowest_price]));
}
