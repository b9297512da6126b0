import {
  type ChildPriceType,
  CONSUMPTION_TAX_PERCENT,
  type CodeDiscountKind,
  type DiscountType,
} from '@yadori/contract/search.constants';

/** What a child of one tier costs per night on a room plan. */
export interface ChildPrice {
  priceType: ChildPriceType;
  value: number;
}

/** A hotel discount already known to concern the plan (hotel-wide or the plan's own). */
export interface DiscountRule {
  discountType: DiscountType;
  kind: CodeDiscountKind;
  value: number;
  minNights: number;
  stayStartsOn: string | null;
  stayEndsOn: string | null;
}

/** A promo code or coupon that passed its checks and applies to the plan. */
export interface CodeRule {
  codeType: 'promo' | 'coupon';
  code: string;
  kind: CodeDiscountKind;
  value: number;
  firstNNights: number | null;
}

export interface TaxBand {
  minPricePerPerson: number;
  taxPerPerson: number;
}

export interface StayPriceInput {
  /** One entry per night (one for day use): the room's price for the party's adults that night. */
  nights: { date: string; roomPrice: number }[];
  adults: number;
  /** One pricing code per child (kids tier code or `child`). */
  childCodes: string[];
  childPrices: ReadonlyMap<string, ChildPrice>;
  discounts: readonly DiscountRule[];
  code: CodeRule | null;
  /** Sorted by minPricePerPerson ascending. */
  taxBands: readonly TaxBand[];
  /** Nights of the stay for min-night discounts (0 for day use). */
  nightCount: number;
  checkin: string;
  /** Accommodation tax is charged on overnight stays only. */
  overnight: boolean;
}

export interface StayPrice {
  nightly: { date: string; price: number }[];
  priceBeforeDiscounts: number;
  discounts: { discount_type: DiscountType; discount_amount: number }[];
  appliedCode: {
    code_type: 'promo' | 'coupon';
    code: string;
    discount_amount: number;
    first_n_nights: number | null;
  } | null;
  accommodationTax: number;
  consumptionTax: number;
  total: number;
  tax: number;
}

/** A child's price for a night: fixed, or a percentage of one adult's share of the room price. */
export function childNightPrice(rule: ChildPrice, roomPrice: number, adults: number): number {
  if (rule.priceType === 'fixed') return rule.value;
  return Math.floor((roomPrice * rule.value) / (100 * adults));
}

/** The consumption tax inside a tax-inclusive amount. */
export function includedConsumptionTax(amount: number): number {
  return Math.floor((amount * CONSUMPTION_TAX_PERCENT) / (100 + CONSUMPTION_TAX_PERCENT));
}

/**
 * Accommodation tax for one night: the band of the price per paying person before consumption tax,
 * times the paying persons.
 */
export function accommodationTaxForNight(
  nightPrice: number,
  persons: number,
  bands: readonly TaxBand[],
): number {
  if (persons <= 0 || bands.length === 0) return 0;
  const perPerson = Math.floor((nightPrice * 100) / ((100 + CONSUMPTION_TAX_PERCENT) * persons));
  let tax = 0;
  for (const band of bands) if (perPerson >= band.minPricePerPerson) tax = band.taxPerPerson;
  return tax * persons;
}

function discountApplies(rule: DiscountRule, nightCount: number, checkin: string): boolean {
  if (nightCount < rule.minNights) return false;
  if (rule.stayStartsOn && checkin < rule.stayStartsOn) return false;
  if (rule.stayEndsOn && checkin > rule.stayEndsOn) return false;
  return true;
}

/**
 * The price of one room for one party: nightly room and child prices, then special discounts, the
 * promo code or coupon, rounding, and the accommodation tax on top. Null when a child's tier has no
 * price on the plan (the plan cannot take that child).
 * @example priceStay({ nights: [{ date: '2026-05-01', roomPrice: 10000 }], adults: 2, childCodes: [], … }).total
 */
export function priceStay(input: StayPriceInput): StayPrice | null {
  const nightly: { date: string; price: number }[] = [];
  let accommodationTax = 0;
  for (const night of input.nights) {
    let price = night.roomPrice;
    let payingChildren = 0;
    for (const code of input.childCodes) {
      const rule = input.childPrices.get(code);
      if (!rule) return null;
      const childPrice = childNightPrice(rule, night.roomPrice, input.adults);
      price += childPrice;
      if (childPrice > 0) payingChildren += 1;
    }
    nightly.push({ date: night.date, price });
    if (input.overnight)
      accommodationTax += accommodationTaxForNight(price, input.adults + payingChildren, input.taxBands);
  }
  const subtotal = nightly.reduce((sum, n) => sum + n.price, 0);
  let remaining = subtotal;
  const discounts: StayPrice['discounts'] = [];

  for (const rule of input.discounts) {
    if (rule.discountType !== 'special' || !discountApplies(rule, input.nightCount, input.checkin)) continue;
    const amount = Math.min(
      remaining,
      rule.kind === 'percentage' ? Math.floor((subtotal * rule.value) / 100) : rule.value,
    );
    if (amount <= 0) continue;
    remaining -= amount;
    discounts.push({ discount_type: 'special', discount_amount: amount });
  }

  let appliedCode: StayPrice['appliedCode'] = null;
  if (input.code) {
    const { code } = input;
    const base =
      code.firstNNights === null
        ? subtotal
        : nightly.slice(0, code.firstNNights).reduce((sum, n) => sum + n.price, 0);
    const amount = Math.min(
      remaining,
      code.kind === 'percentage' ? Math.floor((base * code.value) / 100) : code.value,
    );
    remaining -= amount;
    appliedCode = {
      code_type: code.codeType,
      code: code.code,
      discount_amount: amount,
      first_n_nights: code.firstNNights,
    };
  }

  for (const rule of input.discounts) {
    if (rule.discountType !== 'rounding' || !discountApplies(rule, input.nightCount, input.checkin)) continue;
    const amount = remaining % rule.value;
    if (amount <= 0) continue;
    remaining -= amount;
    discounts.push({ discount_type: 'rounding', discount_amount: amount });
  }

  const consumptionTax = includedConsumptionTax(remaining);
  return {
    nightly,
    priceBeforeDiscounts: subtotal + accommodationTax,
    discounts,
    appliedCode,
    accommodationTax,
    consumptionTax,
    total: remaining + accommodationTax,
    tax: consumptionTax + accommodationTax,
  };
}
