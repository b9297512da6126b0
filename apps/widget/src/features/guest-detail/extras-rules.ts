import type { Extra } from '@yadori/contract/extras.schema';
import type { SelectedExtra } from '../booking-state/booking-types.ts';

/**
 * The days of a stay an extra can be served on: check-in to check-out, both included (the server's
 * rule: a late check-out is served on the check-out day); day use has its one day.
 */
export function stayDates(checkin: string, checkout: string): string[] {
  const dates: string[] = [];
  const end = Date.parse(`${checkout}T00:00:00Z`);
  for (let day = Date.parse(`${checkin}T00:00:00Z`); day <= end; day += 86_400_000) {
    dates.push(new Date(day).toISOString().slice(0, 10));
  }
  return dates.length > 0 ? dates : [checkin];
}

/** Dates of the stay on which the extra is sold and priced. */
export function extraDatesInStay(extra: Extra, dates: readonly string[]): string[] {
  const priced = new Set(extra.prices.map((p) => p.date));
  return dates.filter((date) => extra.booking_available_dates.includes(date) && priced.has(date));
}

/**
 * Spec section 5: generic extras always show; others only if they have prices on available dates of
 * the stay. Extras included in a booked plan are not sold again.
 */
export function visibleExtras(
  extras: readonly Extra[],
  dates: readonly string[],
  includedIds: ReadonlySet<number>,
): Extra[] {
  return extras.filter(
    (extra) =>
      !includedIds.has(extra.id) &&
      (extra.extra_type === 'generic' || extraDatesInStay(extra, dates).length > 0),
  );
}

/** `other` extras are chosen by date; generic ones are served once (on the check-in date). */
export const isDated = (extra: Extra) => extra.extra_type !== 'generic';

/**
 * The selection of `quantity` units of `extra` on each of `dates` (dated extras), or once on the
 * check-in date (generic ones), priced with each date's own price as the server does.
 */
export function selectExtra(
  extra: Extra,
  quantity: number,
  dates: readonly string[],
  checkin: string,
): SelectedExtra {
  const priceOn = (date: string) => extra.prices.find((p) => p.date === date) ?? extra;
  const days = isDated(extra) ? dates : [];
  const priced = days.length > 0 ? days : [checkin];
  const total = priced.reduce((sum, d) => sum + priceOn(d).price, 0);
  const tax = priced.reduce((sum, d) => sum + priceOn(d).tax, 0);
  return {
    extraId: extra.id,
    quantity,
    price: priceOn(priced[0] as string).price,
    priceWithTax: total * quantity,
    tax: tax * quantity,
    deliveryDates: [...days],
  };
}

/** Units of a selection over all its delivery dates. */
export const unitsOf = (selected: Pick<SelectedExtra, 'quantity' | 'deliveryDates'>) =>
  selected.quantity * Math.max(1, selected.deliveryDates.length);

/** Spec section 5: the units bought (over all dates) within the extra's min and max; 0 = not taken. */
export const quantityAllowed = (extra: Extra, units: number) =>
  units === 0 || (units >= Math.max(1, extra.min_quantity) && units <= extra.max_quantity);
