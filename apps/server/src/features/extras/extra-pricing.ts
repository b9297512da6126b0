import type { SelectedExtra } from '@yadori/contract/extras.schema';
import type { ExtraType } from '@yadori/contract/search.constants';
import type { LocalizedName } from '../../i18n/translate.ts';
import { addDays } from '../../lib/hotel-time.ts';
import { includedConsumptionTax } from '../search/search.service.ts';
import { extraErrors } from './extras.errors.ts';

/** An extra as the pricer needs it; `stock` maps each date with a stock row to units left and that day's price. */
export interface PricedExtraFacts {
  id: number;
  name: string;
  /** Its name per language for error messages (read in the message's language); else `name`. */
  label?: LocalizedName;
  extraType: ExtraType;
  price: number;
  minQuantity: number;
  maxQuantity: number;
  stock: ReadonlyMap<string, { inventory: number; price: number | null }>;
}

/** One date of a chosen extra: units delivered, the unit price that day, and the line amount. */
export interface ExtraDeliveryLine {
  extraId: number;
  date: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface PricedExtra {
  extraId: number;
  /** For error messages (the stock taken in the booking transaction). */
  name: string | LocalizedName;
  quantity: number;
  /** Tax included. */
  total: number;
  tax: number;
  answer: string | null;
  deliveries: ExtraDeliveryLine[];
}

export interface PricedExtras {
  extras: PricedExtra[];
  total: number;
  tax: number;
}

/** The stay the extras go with; dates hotel-local. `today` is the hotel's today. */
export interface ExtraStay {
  checkin: string;
  checkout: string;
  today: string;
}

/**
 * Checks and prices the extras of a booking (spec sections 3, 5, 8): known extras of the hotel (1100),
 * delivery dates not past (1101) and within the stay with stock rows (1106), quantity within min/max
 * (1102, 1104), enough stock each date (1105), and the guest's shown total (1103). Extras chosen with
 * quantity 0 are left out. Throws the first AppError found.
 * @example priceExtras(catalog, [{ extra_id: 3, quantity: 2 }], stay).total // 1600
 */
export function priceExtras(
  catalog: ReadonlyMap<number, PricedExtraFacts>,
  selections: readonly SelectedExtra[],
  stay: ExtraStay,
): PricedExtras {
  const seen = new Set<number>();
  const priced: PricedExtra[] = [];
  for (const selection of selections) {
    const extra = catalog.get(selection.extra_id);
    if (!extra || seen.has(selection.extra_id)) throw extraErrors.idInvalid(selection.extra_id);
    seen.add(extra.id);
    if (selection.quantity === 0 && !selection.normalized_delivery_times?.length) continue;
    priced.push(priceOne(extra, selection, stay));
  }
  return {
    extras: priced,
    total: priced.reduce((sum, e) => sum + e.total, 0),
    tax: priced.reduce((sum, e) => sum + e.tax, 0),
  };
}

function priceOne(extra: PricedExtraFacts, selection: SelectedExtra, stay: ExtraStay): PricedExtra {
  const name = extra.label ?? extra.name;
  const deliveries = selection.normalized_delivery_times?.length
    ? selection.normalized_delivery_times.map((d) => ({ date: d.delivered_at, quantity: d.quantity }))
    : [{ date: stay.checkin, quantity: selection.quantity }];
  const quantity = deliveries.reduce((sum, d) => sum + d.quantity, 0);
  if (quantity !== selection.quantity || quantity < Math.max(extra.minQuantity, 1)) {
    throw extraErrors.quantityInvalid(name, Math.max(extra.minQuantity, 1), extra.maxQuantity);
  }
  if (quantity > extra.maxQuantity) throw extraErrors.purchaseLimitExceeded(name, extra.maxQuantity);

  const byDate = new Map<string, number>();
  for (const d of deliveries) byDate.set(d.date, (byDate.get(d.date) ?? 0) + d.quantity);
  const lines: ExtraDeliveryLine[] = [];
  for (const [date, units] of [...byDate].sort(([a], [b]) => a.localeCompare(b))) {
    if (date < stay.today) throw extraErrors.deadlineExceeded(name, date);
    // An extra is delivered on a day of the stay; the check-out day counts (late check-out, breakfast).
    const stock = extra.stock.get(date);
    if (date < stay.checkin || date > lastDeliveryDate(stay) || !stock) {
      throw extraErrors.noLongerSold(name, date);
    }
    if (stock.inventory < units) throw extraErrors.limitInsufficient(name, date);
    const unitPrice = stock.price ?? extra.price;
    lines.push({ extraId: extra.id, date, quantity: units, unitPrice, amount: unitPrice * units });
  }
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  if (selection.price !== undefined && selection.price !== total) throw extraErrors.totalPriceInvalid(name);
  return {
    extraId: extra.id,
    name,
    quantity,
    total,
    tax: includedConsumptionTax(total),
    answer: selection.answer ?? null,
    deliveries: lines,
  };
}

/** Day-use stays (check-out = check-in) deliver on that one day. */
function lastDeliveryDate(stay: ExtraStay): string {
  return stay.checkout > stay.checkin ? stay.checkout : stay.checkin;
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}
