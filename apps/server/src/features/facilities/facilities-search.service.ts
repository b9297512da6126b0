import {
  FACILITIES_SEARCH_MAX_HOTELS,
  type FacilitiesSearchResponse,
  type FacilityResult,
} from '@yadori/contract/facilities.schema';
import type { Locale } from '@yadori/contract/locales';
import { isoDateSchema, type SearchRoom, searchRoomSchema } from '@yadori/contract/search.schema';
import type { Db } from '../../db/database.ts';
import { AppError, type ErrorMessage, errors } from '../../http/app-error.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import type { HotelWithBrand } from '../hotels/hotels.service.ts';
import { lowestTotalForParty } from '../search/lowest-price.service.ts';
import { type ParsedSearchQuery, parseSearchQuery } from '../search/search.service.ts';
import { toBrandHotel } from './brand-hotels.service.ts';
import { brandNotFound } from './facilities.errors.ts';
import { findBrandHotelsForSearch, isBrandVisible } from './facilities.repository.ts';

type Scope = Pick<ClientSessionRecord, 'scope' | 'brandId' | 'hotelId'>;

/** Spec section 9: two adults when the query names none. */
const DEFAULT_ADULTS = 2;

export interface FacilitiesSearchRequest {
  brandId: number;
  /** The query as it arrived (the /rooms keys are read by the search's own parser). */
  query: Record<string, unknown>;
  hotelCodes?: string[];
  includeLowestPrice: boolean;
  locale: Locale;
  now: Date;
}

/** `field` of the query is not valid: the same 400 the contract's validation gives. */
const invalid = (field: string): ErrorMessage => ({
  key: 'validation.invalid',
  field,
  params: { field },
});

/**
 * The room entries as the search read them, checked against the contract so the echo can be trusted:
 * a missing date takes the top-level one, missing adults the default.
 */
function echoRooms(parsed: ParsedSearchQuery): SearchRoom[] {
  const problems: ErrorMessage[] = [];
  const rooms = parsed.rooms.map((room, index) => {
    const result = searchRoomSchema.safeParse({
      ...room,
      checkin_date: room.checkin_date ?? parsed.checkin,
      checkout_date: room.checkout_date ?? parsed.checkout,
      adults: room.adults ?? DEFAULT_ADULTS,
    });
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(invalid(`rooms[${index}].${issue.path.join('.')}`));
      return null;
    }
    return result.data;
  });
  const [first, ...rest] = problems;
  if (first) throw errors.badRequest([first, ...rest]);
  return rooms as SearchRoom[];
}

function topLevelDate(value: string | undefined, field: string): string | null {
  if (value === undefined) return null;
  if (!isoDateSchema.safeParse(value).success) throw errors.badRequest([invalid(field)]);
  return value;
}

/**
 * Each hotel's lowest total for the party, priced by the search engine exactly as /rooms would.
 * A hotel whose own rules refuse the stay (its reservable period, room limits…) shows no price; when
 * every hotel refuses it, the first refusal is the answer, so a stay that is wrong everywhere (checkout
 * before check-in, dates in the past) is a 400 with the search's message.
 */
async function priceHotels(
  db: Db,
  hotels: HotelWithBrand[],
  parsed: ParsedSearchQuery,
  now: Date,
): Promise<Map<number, FacilityResult['lowest_price']>> {
  const prices = new Map<number, FacilityResult['lowest_price']>();
  let firstRefusal: AppError | null = null;
  for (const hotel of hotels) {
    try {
      const lowest = await lowestTotalForParty(db, hotel, parsed, now);
      prices.set(hotel.id, lowest && { ...lowest, currency: hotel.currency });
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 400) throw error;
      firstRefusal ??= error;
    }
  }
  if (firstRefusal && prices.size === 0) throw firstRefusal;
  return prices;
}

/** `GET /hotel_brands/{brandId}/hotels/search`: the brand's facilities, with lowest prices if asked. */
export async function searchFacilities(
  db: Db,
  scope: Scope,
  request: FacilitiesSearchRequest,
): Promise<FacilitiesSearchResponse['data']> {
  if (!(await isBrandVisible(db, scope, request.brandId))) throw brandNotFound(request.brandId);
  const parsed = parseSearchQuery(request.query);
  const checkin = topLevelDate(parsed.checkin, 'checkin_date');
  const checkout = topLevelDate(parsed.checkout, 'checkout_date');
  const rooms = echoRooms(parsed);
  const hotels = await findBrandHotelsForSearch(
    db,
    scope,
    request.brandId,
    request.hotelCodes,
    FACILITIES_SEARCH_MAX_HOTELS,
  );
  const prices = request.includeLowestPrice ? await priceHotels(db, hotels, parsed, request.now) : new Map();
  return {
    hotels: hotels.map((hotel) => ({
      ...toBrandHotel({ ...hotel, brandId: hotel.brand.id }, request.locale),
      lowest_price: prices.get(hotel.id) ?? null,
    })),
    search_params: {
      hotel_codes: request.hotelCodes ?? hotels.map((hotel) => hotel.code),
      is_including_lowest_price: request.includeLowestPrice,
      checkin_date: checkin,
      checkout_date: checkout,
      rooms,
    },
  };
}
