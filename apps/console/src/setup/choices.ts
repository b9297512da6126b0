import type { Currency, FieldRequirement } from '@yadori/contract/settings.schema';

/**
 * Lists of the contract's Zod enums the console offers in menus. The console may not import the
 * schemas themselves (they would bring Zod into its bundle); a `Record` over the contract's type makes
 * the compiler refuse a list that misses or adds a value.
 */
const CURRENCY_SET: Record<Currency, true> = {
  JPY: true,
  KRW: true,
  TWD: true,
  USD: true,
  EUR: true,
  CNY: true,
  HKD: true,
  SGD: true,
  THB: true,
};
export const CURRENCIES = Object.keys(CURRENCY_SET) as Currency[];

const REQUIREMENT_SET: Record<FieldRequirement, true> = { do_not_ask: true, optional: true, required: true };
export const FIELD_REQUIREMENT_CHOICES = Object.keys(REQUIREMENT_SET) as FieldRequirement[];

/** Every IANA time zone the browser knows, for the time zone field's suggestions. */
export function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Asia/Tokyo', 'Asia/Seoul', 'Asia/Taipei', 'Asia/Shanghai', 'UTC'];
  }
}
