import type { Extra, SelectedExtra } from '@yadori/contract/extras.schema';
import type { Locale } from '@yadori/contract/locales';
import type { Db } from '../../db/database.ts';
import { type LocalizedName, localizedName } from '../../i18n/translate.ts';
import { addDays, daysBetween, hotelToday } from '../../lib/hotel-time.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import type { HotelCatalogue, HotelWithBrand } from '../hotels/hotels.service.ts';
import { releaseExtraStock, takeExtraStock } from '../inventory/inventory.service.ts';
import { includedConsumptionTax } from '../search/search.service.ts';
import { datesBetween, type ExtraDeliveryLine, type PricedExtras, priceExtras } from './extra-pricing.ts';
import { extraErrors } from './extras.errors.ts';
import { type ExtraRecord, loadExtras } from './extras.repository.ts';

export type { PricedExtras };

type Scope = Pick<ClientSessionRecord, 'scope' | 'brandId' | 'hotelId'>;

/** Longest range of dates one extras listing prices. */
const MAX_RANGE_DAYS = 62;
const DEFAULT_RANGE_DAYS = 30;

/** The wire extra in `locale` (else the hotel's language) with the dates of `dates` it can be booked on. */
export function toExtra(
  record: ExtraRecord,
  dates: readonly string[],
  locale: Locale,
  hotelLocale: Locale,
): Extra {
  const text =
    record.translations.find((t) => t.locale === locale) ??
    record.translations.find((t) => t.locale === hotelLocale);
  const prices = dates.flatMap((date) => {
    const day = record.stock.get(date);
    if (!day || day.inventory <= 0) return [];
    const price = day.price ?? record.price;
    return [{ date, price, tax: includedConsumptionTax(price), inventory: day.inventory }];
  });
  return {
    id: record.id,
    code: record.code,
    extra_type: record.extraType,
    name: text?.name || record.name,
    description: text?.description ?? '',
    translations_attributes: record.translations,
    price: record.price,
    tax: includedConsumptionTax(record.price),
    min_quantity: record.minQuantity,
    max_quantity: record.maxQuantity,
    booking_available_dates: prices.map((p) => p.date),
    prices,
  };
}

/**
 * `GET /hotels/{hotelId}/extras[?checkin_date&checkout_date]`: the extras switched on; dates default to
 * 30 days from the hotel's today.
 */
export async function listExtras(
  db: Db,
  hotels: HotelCatalogue,
  scope: Scope,
  request: { hotelId: number; checkin?: string; checkout?: string; locale: Locale; now: Date },
): Promise<Extra[]> {
  const hotel = await hotels.visibleHotel(scope, request.hotelId, extraErrors.hotelNotFound);
  const today = hotelToday(request.now, hotel.timeZone);
  const from = request.checkin ?? today;
  const to = request.checkout ?? addDays(from, request.checkin ? 1 : DEFAULT_RANGE_DAYS);
  const span = daysBetween(from, to);
  if (span < 0 || span > MAX_RANGE_DAYS) throw extraErrors.rangeInvalid();
  const dates = datesBetween(from < today ? today : from, to);
  const records = await loadExtras(db, hotel.id, { from, to });
  return records.map((record) => toExtra(record, dates, request.locale, hotel.locale));
}

/**
 * The booking's extras checked and priced against the database (the booking calls this before its transaction,
 * then `takeExtraInventory(tx, priced.extras.flatMap((e) => e.deliveries))` inside it).
 * @example const priced = await priceBookingExtras(db, hotel, body.extras, { checkin, checkout }, now);
 */
export async function priceBookingExtras(
  db: Db,
  hotel: Pick<HotelWithBrand, 'id' | 'timeZone' | 'locale'>,
  selections: readonly SelectedExtra[],
  stay: { checkin: string; checkout: string },
  now: Date,
): Promise<PricedExtras> {
  if (selections.length === 0) return { extras: [], total: 0, tax: 0 };
  const records = await loadExtras(
    db,
    hotel.id,
    { from: stay.checkin, to: stay.checkout },
    selections.map((s) => s.extra_id),
  );
  // Errors name an extra in their own language, else as the extras list shows it (the hotel's wording).
  const catalog = new Map(
    records.map((r) => [r.id, { ...r, label: localizedName(r.translations, hotel.locale, r.name) }]),
  );
  return priceExtras(catalog, selections, { ...stay, today: hotelToday(now, hotel.timeZone) });
}

/**
 * Takes the daily stock of a booking's extras (through the inventory, decision 034); run it inside the
 * booking transaction. Each row is decremented only while enough is left (and the CHECK keeps it from
 * going below 0), so two bookings can never sell the same last unit. Throws 1105 naming the extra and
 * day when a row falls short; the caller's transaction then rolls back what was taken.
 */
export async function takeExtraInventory(
  tx: Db,
  lines: readonly ExtraDeliveryLine[],
  names: ReadonlyMap<number, string | LocalizedName> = new Map(),
): Promise<void> {
  const short = await takeExtraStock(tx, lines);
  if (short)
    throw extraErrors.limitInsufficient(names.get(short.extraId) ?? String(short.extraId), short.date);
}

/** Gives a cancelled booking's extras back; call it once, where the reservation's own release happens. */
export function releaseExtraInventory(tx: Db, lines: readonly ExtraDeliveryLine[]): Promise<void> {
  return releaseExtraStock(tx, lines);
}
