import {
  BRAND_HOTELS_DEFAULT_PER_PAGE,
  type BrandHotel,
  type BrandHotelsResponse,
} from '@yadori/contract/facilities.schema';
import type { Locale } from '@yadori/contract/locales';
import type { Db } from '../../db/database.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import { localizedName } from '../settings/settings.service.ts';
import { brandNotFound } from './facilities.errors.ts';
import { type BrandHotelRecord, isBrandVisible, listBrandHotels } from './facilities.repository.ts';

/** Whether a client's scope may see a brand (its hotels' questions and facilities). */
export { isBrandVisible };

type Scope = Pick<ClientSessionRecord, 'scope' | 'brandId' | 'hotelId'>;

/** The wire form of one facility, its name in `locale`. */
export function toBrandHotel(hotel: BrandHotelRecord, locale: Locale): BrandHotel {
  return {
    id: hotel.id,
    code: hotel.code,
    hotel_brand_id: hotel.brandId,
    name: localizedName(hotel.nameTranslations, locale, hotel.name),
    translations_attributes: hotel.nameTranslations,
    time_zone: hotel.timeZone,
    locale: hotel.locale,
    currency: hotel.currency,
    booking_widget_type: hotel.settings.booking_widget_type,
    logo: hotel.settings.logo,
  };
}

/**
 * One page of a brand's facilities as the caller's client session sees them. A page past the end
 * is empty (the paging numbers still tell the truth); an unseen brand is a 404.
 */
export async function getBrandHotelsPage(
  db: Db,
  scope: Scope,
  request: { brandId: number; page?: number; perPage?: number; locale: Locale },
): Promise<BrandHotelsResponse> {
  if (!(await isBrandVisible(db, scope, request.brandId))) throw brandNotFound(request.brandId);
  const page = request.page ?? 1;
  const perPage = request.perPage ?? BRAND_HOTELS_DEFAULT_PER_PAGE;
  const { hotels, total } = await listBrandHotels(db, scope, request.brandId, {
    offset: (page - 1) * perPage,
    limit: perPage,
  });
  return {
    data: hotels.map((hotel) => toBrandHotel(hotel, request.locale)),
    page,
    per_page: perPage,
    total_pages: Math.ceil(total / perPage),
    total_entries: total,
  };
}
