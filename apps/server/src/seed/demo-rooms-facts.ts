/**
 * Facts of the demo search seed (rooms, plans, rates, codes), for tests, e2e and the README.
 *
 * Dates: every hotel gets inventory and rates from its "today" (hotel time zone, at seed time)
 * minus 7 days to plus 365 days. Prices depend only on the date, never on the seed day, so the
 * same night always costs the same. Codes are valid from today − 30 to today + 400 (EXPIRED5 ended
 * yesterday).
 */
import type { DemoHotelCode } from './seed-facts.ts';

export const SEED_DAYS_BEFORE_TODAY = 7;
export const SEED_DAYS_AFTER_TODAY = 365;

/** Price multiplier in percent by month (1–12). */
export const SEASON_PERCENT = [90, 85, 110, 125, 105, 90, 110, 130, 100, 110, 120, 115] as const;
/** Peak periods (month-day inclusive ranges) that replace the month's multiplier. */
export const PEAK_PERIODS: { from: string; to: string; percent: number }[] = [
  { from: '04-29', to: '05-05', percent: 140 }, // Golden Week
  { from: '08-11', to: '08-16', percent: 140 }, // Obon
  { from: '12-28', to: '12-31', percent: 150 }, // New Year
  { from: '01-01', to: '01-03', percent: 150 },
];
/** Price multiplier in percent by ISO weekday (1 = Monday … 7 = Sunday). */
export const WEEKDAY_PERCENT = [100, 100, 100, 100, 115, 135, 95] as const;

/**
 * Sold-out nights (sold = allotment):
 * - hanami-tokyo: the 15th of every month, every room type (the hotel is full);
 * - hanami-kyoto: Saturdays in April and November for MODERN-TWN and WASHITSU;
 * - hanami-seoul: 24, 25 and 31 December, every room type;
 * - yamabuki-ryokan: HANARE every Saturday.
 * Closed (stop-sell): hanami-tokyo SUITE on the 1st of every month.
 * Plan closures: hanami-tokyo ROOM-ONLY is closed to arrival on Saturdays; EARLY21 is closed on
 * 24–25 December; yamabuki-ryokan TWO-MEALS is closed to arrival on 31 December.
 */
export const SOLD_OUT_RULES = {
  tokyoFullDayOfMonth: 15,
  tokyoSuiteClosedDayOfMonth: 1,
} as const;

/** Codes the widget and e2e can type (upper-case; any case is accepted). */
export const DEMO_CODES = {
  'hanami-tokyo': {
    percentCoupon: 'WELCOME10', // 10 % off every plan
    amountCoupon: 'SAVE2000', // ¥2,000 off per room
    firstNightCoupon: 'FIRSTNIGHT20', // 20 % off the first night only
    expiredCoupon: 'EXPIRED5', // ended yesterday → 1500 expired
    limitReachedCoupon: 'SOLDOUT', // usage limit 100, used 100 → 1500 limit reached
    breakfastPromo: 'SAKURA15', // promo_code, 15 % off the BREAKFAST plan only
  },
  'hanami-kyoto': { percentCoupon: 'MOMIJI20', amountCoupon: 'KYOTO3000' },
  'hanami-seoul': { percentCoupon: 'SEOUL10' },
  'yamabuki-ryokan': { percentCoupon: 'ONSEN5' },
} as const satisfies Record<DemoHotelCode, Record<string, string>>;

/** Room type and hotel plan codes per hotel; a room plan code is `${roomType}-${plan}` (+ `-TL` when limited). */
export const DEMO_ROOM_CODES = {
  'hanami-tokyo': {
    roomTypes: ['STD-DBL', 'STD-TWN', 'SMK-DBL', 'DLX-TWN', 'FAMILY', 'SUITE'],
    plans: ['ROOM-ONLY', 'BREAKFAST', 'EARLY21', 'MEMBER', 'MEMBER-GOLD', 'SECRET', 'DAYUSE', 'STAY-FLIGHT'],
    dayUsePlan: 'DAYUSE',
    japaneseOnlyPlan: 'STAY-FLIGHT', // stay plus flight, DLX-TWN only: offered and booked on Japanese pages only
    memberPlan: 'MEMBER', // Hanami Club members (membership_program_1)
    goldMemberPlan: 'MEMBER-GOLD', // Gold rank only (membership_rank_3), DLX-TWN and SUITE
    secretPlan: 'SECRET',
    earlyBirdPlan: 'EARLY21',
    limitedPlan: 'ROOM-ONLY', // a tl_lincon-only variant: room plans STD-DBL-ROOM-ONLY-TL, STD-TWN-ROOM-ONLY-TL
  },
  'hanami-kyoto': {
    roomTypes: ['MODERN-TWN', 'WASHITSU', 'GARDEN-DLX', 'FAMILY-WAYO', 'HIGASHIYAMA-STE'],
    plans: ['ROOM-ONLY', 'BREAKFAST', 'EARLY21', 'MEMBER', 'VOUCHER'],
    voucherPlan: 'VOUCHER',
  },
  'hanami-seoul': {
    roomTypes: ['SUP-DBL', 'SUP-TWN', 'DLX-KING', 'EXECUTIVE', 'SUITE'],
    plans: ['ROOM-ONLY', 'BREAKFAST', 'EARLY21', 'BRR', 'SECRET'],
    brrPlan: 'BRR',
  },
  'yamabuki-ryokan': {
    roomTypes: ['WASHITSU-8', 'WASHITSU-10', 'ROTENBURO', 'HANARE'],
    plans: ['TWO-MEALS', 'BREAKFAST', 'EARLY21', 'RENPAKU', 'MEMBER'],
    minTwoNightsPlan: 'RENPAKU',
    memberPlan: 'MEMBER', // Friends of Yamabuki (membership_program_2), WASHITSU-8 and WASHITSU-10
  },
} as const;

/** The season multiplier (percent) of a `YYYY-MM-DD` night. */
export function seasonPercent(date: string): number {
  const monthDay = date.slice(5);
  const peak = PEAK_PERIODS.find((p) => monthDay >= p.from && monthDay <= p.to);
  return peak ? peak.percent : SEASON_PERCENT[Number(date.slice(5, 7)) - 1]!;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a `YYYY-MM-DD` date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The seeded price of one room for one night: base × occupancy × season × weekday × plan factor
 * (all percent), rounded half up to the hotel's unit, plus the meal price per adult. The SQL in
 * hotels/load-hotels.ts computes exactly this.
 */
export function seededNightPrice(input: {
  basePrice: number;
  occupancyPercent: number;
  planPercent: number;
  mealPerAdult: number;
  adults: number;
  date: string;
  unit: number;
}): number {
  const numerator =
    BigInt(input.basePrice) *
    BigInt(input.occupancyPercent) *
    BigInt(seasonPercent(input.date)) *
    BigInt(WEEKDAY_PERCENT[isoWeekday(input.date) - 1]!) *
    BigInt(input.planPercent);
  const denominator = 100n ** 4n * BigInt(input.unit);
  const rounded = (numerator + denominator / 2n) / denominator;
  return Number(rounded) * input.unit + input.mealPerAdult * input.adults;
}
