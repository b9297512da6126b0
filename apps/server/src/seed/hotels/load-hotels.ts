import { STAFF_BULK_EDIT_MAX_DAYS } from '@yadori/contract/staff.constants';
import {
  type StaffPlan,
  staffPlanCreateBodySchema,
  staffPolicyCreateBodySchema,
  staffRoomTypeCreateBodySchema,
} from '@yadori/contract/staff-property.schema';
import { staffBulkRatesBodySchema } from '@yadori/contract/staff-rates.schema';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { extras } from '../../db/tables/extras.table.ts';
import { accommodationTaxBands, discounts, promotionCodes } from '../../db/tables/promotions.table.ts';
import { createPlan } from '../../features/staff-property/property-plans.service.ts';
import { createPolicy } from '../../features/staff-property/property-policies.service.ts';
import { createRoomType } from '../../features/staff-property/property-rooms.service.ts';
import { bulkEditRates } from '../../features/staff-rates/staff-rates.service.ts';
import { addDays, daysBetween, hotelToday, stayNights } from '../../lib/hotel-time.ts';
import {
  PEAK_PERIODS,
  SEASON_PERCENT,
  SEED_DAYS_AFTER_TODAY,
  SEED_DAYS_BEFORE_TODAY,
  WEEKDAY_PERCENT,
} from '../demo-rooms-facts.ts';
import { type NamedTexts, namedTranslations, nameRows } from '../demo-rooms-texts.ts';
import { DEMO_HOTELS } from '../seed-facts.ts';
import { KYOTO } from './hanami-kyoto.ts';
import { SEOUL } from './hanami-seoul.ts';
import { TOKYO } from './hanami-tokyo.ts';
import { type HotelRoomsSeed, type NightRule, roomImages } from './hotel-seed.ts';
import { YAMABUKI } from './yamabuki-ryokan.ts';

/** The demo hotels' data files, in the order they are loaded (their rows' ids follow it). */
export const DEMO_ROOMS_BY_HOTEL: HotelRoomsSeed[] = [TOKYO, KYOTO, SEOUL, YAMABUKI];

const percent = (factor: number) => Math.round(factor * 100);
const int = (value: number) => sql.raw(String(Math.trunc(value)));

/** The season multiplier of a night as SQL over a `date` expression `d` (mirrors seasonPercent). */
function seasonSql(d: SQL): SQL {
  const peaks = PEAK_PERIODS.map(
    (p) => sql`when to_char(${d}, 'MM-DD') between ${p.from} and ${p.to} then ${int(p.percent)}`,
  );
  const months = SEASON_PERCENT.map((v, i) => sql`when ${int(i + 1)} then ${int(v)}`);
  return sql`(case ${sql.join(peaks, sql` `)} else (case extract(month from ${d})::int ${sql.join(months, sql` `)} end) end)`;
}

const weekdaySql = (d: SQL) =>
  sql`(array[${sql.raw(WEEKDAY_PERCENT.join(','))}])[extract(isodow from ${d})::int]`;

/** A night rule as SQL over the night `d` and the room type code `code`; no rule: false. */
function rulesSql(rules: readonly NightRule[], d: SQL, code: SQL): SQL {
  if (rules.length === 0) return sql`false`;
  const one = (rule: NightRule) => {
    const parts: SQL[] = [];
    if (rule.roomTypes)
      parts.push(
        sql`${code} in (${sql.join(
          rule.roomTypes.map((c) => sql`${c}`),
          sql`, `,
        )})`,
      );
    if (rule.dayOfMonth !== undefined) parts.push(sql`extract(day from ${d}) = ${int(rule.dayOfMonth)}`);
    if (rule.isoWeekday !== undefined) parts.push(sql`extract(isodow from ${d}) = ${int(rule.isoWeekday)}`);
    if (rule.months) parts.push(sql`extract(month from ${d}) in (${sql.raw(rule.months.join(', '))})`);
    if (rule.monthDays)
      parts.push(
        sql`to_char(${d}, 'MM-DD') in (${sql.join(
          rule.monthDays.map((m) => sql`${m}`),
          sql`, `,
        )})`,
      );
    return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` and `)})`;
  };
  return sql`(${sql.join(rules.map(one), sql` or `)})`;
}

/**
 * Loads every demo hotel's data file, as the CLI without audit rows (the seed would flood the log):
 * policies, room types and plans (room plans, child prices) through the console's set-up services; a
 * year of rooms, stop-sell nights and plan closures through its rates bulk edit. Extras, codes,
 * discounts and tax bands are inserted from the file, and so are, one set-based statement each, the
 * rooms sold (demand), the nightly prices (a season × weekday curve: some 7,000 bulk edits) and the
 * extras' stock.
 */
export async function seedDemoRooms(db: Db, now: Date = new Date()): Promise<void> {
  for (const hotel of DEMO_ROOMS_BY_HOTEL) await loadHotel(db, hotel, now);
  await db.execute(sql`select setval(pg_get_serial_sequence(t, 'id'), coalesce(max_id, 0) + 1, false)
    from (values
      ('cancellation_policies', (select max(id) from cancellation_policies)),
      ('room_types', (select max(id) from room_types)),
      ('hotel_plans', (select max(id) from hotel_plans)),
      ('room_plans', (select max(id) from room_plans)),
      ('extras', (select max(id) from extras)),
      ('discounts', (select max(id) from discounts)),
      ('promotion_codes', (select max(id) from promotion_codes)),
      ('accommodation_tax_bands', (select max(id) from accommodation_tax_bands))
    ) as s(t, max_id)`);
}

async function loadHotel(db: Db, seed: HotelRoomsSeed, now: Date): Promise<void> {
  const hotel = Object.values(DEMO_HOTELS).find((h) => h.code === seed.hotelCode)!;
  const hotelId = hotel.id;
  const actor = { cli: true, brandId: hotel.brandId, audit: false } as const;
  const today = hotelToday(now, hotel.timeZone);
  const first = addDays(today, -SEED_DAYS_BEFORE_TODAY);
  const last = addDays(today, SEED_DAYS_AFTER_TODAY);
  /** The name and description in the hotel's own language. */
  const own = (texts: NamedTexts) => (hotel.locale === 'ko' ? texts.ko : texts.ja);

  const policyId = new Map<string, number>();
  for (const p of seed.policies) {
    const body = staffPolicyCreateBodySchema.parse({
      code: p.code,
      name: own(p.texts)[0],
      translations: namedTranslations(p.texts),
      cancel_before_at: p.cancelBeforeAt,
      cancellation_policy_parts: p.parts,
      no_show_percentage_of_cost: p.noShow,
    });
    policyId.set(p.code, (await createPolicy(db, actor, hotelId, body, now)).id);
  }

  const roomId = new Map<string, number>();
  for (const [i, r] of seed.roomTypes.entries()) {
    const body = staffRoomTypeCreateBodySchema.parse({
      code: r.code,
      name: own(r.texts)[0],
      description: own(r.texts)[1],
      translations: namedTranslations(r.texts),
      capacity: r.capacity,
      beds: r.beds,
      size_square_meters: r.size,
      images: roomImages(r),
      filter_ids: r.filterIds,
      sort_order: i,
    });
    roomId.set(r.code, (await createRoomType(db, actor, hotelId, body, now)).id);
  }

  const extraRows = await db
    .insert(extras)
    .values(
      seed.extras.map((e, i) => ({
        hotelId,
        code: e.code,
        extraType: e.type,
        name: own(e.texts)[0],
        translations: namedTranslations(e.texts),
        price: e.price,
        minQuantity: e.min,
        maxQuantity: e.max,
        sortOrder: i,
      })),
    )
    .returning({ id: extras.id, code: extras.code });
  const extraId = new Map(extraRows.map((r) => [r.code, r.id]));

  const plans: StaffPlan[] = [];
  for (const [i, p] of seed.plans.entries()) {
    const parsed = staffPlanCreateBodySchema.parse({
      code: p.code,
      name: own(p.texts)[0],
      description: own(p.texts)[1],
      translations: namedTranslations(p.texts),
      meals: p.meals,
      filter_ids: p.filterIds ?? [],
      payment_methods: p.paymentMethods,
      deposit_percent: p.depositPercent ?? 100,
      cancellation_policy_id: policyId.get(p.policy)!,
      visibility: p.visibility ?? 'all',
      member_labels: p.memberLabels ?? [],
      min_days_in_advance: p.minDaysInAdvance ?? 0,
      deadline_days_before: p.deadlineDaysBefore ?? 0,
      deadline_hour: p.deadlineHour ?? 24,
      min_nights: p.minNights ?? 1,
      max_nights: p.maxNights ?? null,
      is_day_use: p.isDayUse ?? false,
      day_use_start_hour: p.dayUseHours?.[0] ?? null,
      day_use_end_hour: p.dayUseHours?.[1] ?? null,
      site_controller_limited: p.limited ?? false,
      japanese_only: p.japaneseOnly ?? false,
      sort_order: i,
      room_plans: seed.roomTypes
        .filter((room) => !p.roomTypes || p.roomTypes.includes(room.code))
        .map((room) => ({
          room_type_id: roomId.get(room.code)!,
          code: `${room.code}-${p.code}${p.limited ? '-TL' : ''}`,
          inclusive_extra_ids: (p.inclusiveExtras ?? []).map((code) => extraId.get(code)!),
          child_prices: Object.entries(p.childPrices).map(([tier_code, [price_type, value]]) => ({
            tier_code,
            price_type,
            value,
          })),
        })),
    });
    plans.push(await createPlan(db, actor, hotelId, parsed, now));
  }
  /** The ordinary (not site-controller limited) plan of a code. */
  const planOf = (code: string) => plans.find((p) => p.code === code && !p.site_controller_limited)!;

  if (seed.codes.length > 0) {
    await db.insert(promotionCodes).values(
      seed.codes.map((c) => ({
        hotelId,
        codeType: c.codeType,
        code: c.code,
        nameTranslations: nameRows(c.texts),
        kind: c.kind,
        value: c.value,
        validFrom: addDays(today, c.validFromDays),
        validUntil: addDays(today, c.validUntilDays),
        usageLimit: c.usageLimit ?? null,
        usedCount: c.usedCount ?? 0,
        firstNNights: c.firstNNights ?? null,
        hotelPlanIds: (c.plans ?? []).map((code) => planOf(code).id),
      })),
    );
  }
  if (seed.discounts.length > 0) {
    await db.insert(discounts).values(
      seed.discounts.map((d) => ({
        hotelId,
        hotelPlanId: d.plan ? planOf(d.plan).id : null,
        discountType: d.discountType,
        kind: d.kind,
        value: d.value,
        minNights: d.minNights ?? 1,
        nameTranslations: nameRows(d.texts),
      })),
    );
  }
  if (seed.taxBands.length > 0) {
    await db
      .insert(accommodationTaxBands)
      .values(seed.taxBands.map(([min, tax]) => ({ hotelId, minPricePerPerson: min, taxPerPerson: tax })));
  }

  const days = sql`generate_series(${first}::date, ${last}::date, interval '1 day') as g(d)`;
  const d = sql`g.d::date`;

  // Inventory: the rooms of each type and its stop-sell nights, as the console's rates screen sets them…
  for (const r of seed.roomTypes) {
    const edit = (nights: Nights, set: { allotment: number } | { room_closed: true }) =>
      bulkEditRates(db, {
        principal: actor,
        hotelId,
        body: staffBulkRatesBodySchema.parse({ ...nights, room_type_id: roomId.get(r.code)!, ...set }),
        now,
      });
    for (const nights of nightEdits({}, first, last)) await edit(nights, { allotment: r.allotment });
    for (const { roomTypes, ...when } of seed.stopSell) {
      if (roomTypes && !roomTypes.includes(r.code)) continue;
      for (const nights of nightEdits(when, first, last)) await edit(nights, { room_closed: true });
    }
  }
  // …then the rooms sold: demand by weekday and season, and the file's sold-out nights.
  const roomValues = sql.join(
    seed.roomTypes.map((r) => sql`(${int(roomId.get(r.code)!)}, ${r.code}, ${int(r.allotment)})`),
    sql`, `,
  );
  const night = sql`i.stay_date`;
  await db.execute(sql`
    update room_inventory i set sold =
      case when ${rulesSql(seed.soldOut, night, sql`v.code`)} then v.allotment
        else least(v.allotment, (v.allotment * ${weekdaySql(night)} * ${seasonSql(night)} * 35) / 1000000)
      end
    from (values ${roomValues}) as v(id, code, allotment)
    where i.room_type_id = v.id`);

  // Rates: base × occupancy × season × weekday × plan factor, rounded half up to the unit, plus meals.
  const unit = seed.priceUnit;
  const denominator = 100 ** 4 * unit;
  const occupancy = sql.raw(`array[${seed.occupancy.map(percent).join(',')}]`);
  const rateValues = sql.join(
    seed.plans.flatMap((plan, i) =>
      plans[i]!.room_plans.map((rp) => {
        const room = seed.roomTypes.find((r) => roomId.get(r.code) === rp.room_type_id)!;
        return sql`(${int(rp.id)}, ${int(room.basePrice)}::bigint, ${int(percent(plan.priceFactor))}, ${int(plan.mealPerAdult)}, ${int(room.capacity)})`;
      }),
    ),
    sql`, `,
  );
  // The season × weekday factor is computed once per date, not once per rate row.
  await db.execute(sql`
    insert into room_plan_rates (room_plan_id, stay_date, adults, price)
    with days as (
      select ${d} as d, ${seasonSql(d)} * ${weekdaySql(d)} as f from ${days}
    ), occupancy as (
      select o.n::int as n, o.p::bigint as p from unnest(${occupancy}) with ordinality as o(p, n)
    )
    select v.id, days.d, occupancy.n,
      ((v.base * occupancy.p * days.f * v.factor + ${int(denominator / 2)}) / ${int(denominator)}) * ${int(unit)}
        + v.meal * occupancy.n
    from (values ${rateValues}) as v(id, base, factor, meal, capacity)
      cross join days
      join occupancy on occupancy.n <= v.capacity
    order by v.id, days.d, occupancy.n`);

  // Extras: the daily stock; "other" extras (late check-out, rentals…) have no stock on Sundays.
  const extraValues = sql.join(
    seed.extras.map((e) => sql`(${int(extraId.get(e.code)!)}, ${int(e.daily)}, ${e.type})`),
    sql`, `,
  );
  await db.execute(sql`
    insert into extra_daily_inventory (extra_id, service_date, inventory, price)
    select v.id, ${d}, case when v.type = 'other' and extract(isodow from ${d}) = 7 then 0 else v.daily end, null
    from (values ${extraValues}) as v(id, daily, type) cross join ${days}`);

  // Plan closures, as the console's rates screen sets them.
  for (const closure of seed.closures) {
    const plan = planOf(closure.plan);
    const roomPlan = plan.room_plans[0]!;
    for (const nights of nightEdits(closure.when, first, last)) {
      const body = staffBulkRatesBodySchema.parse({
        ...nights,
        room_type_id: roomPlan.room_type_id,
        room_plan_id: roomPlan.id,
        ...(closure.closed ? { plan_closed: true } : {}),
        ...(closure.closedToArrival ? { closed_to_arrival: true } : {}),
      });
      await bulkEditRates(db, { principal: actor, hotelId, body, now });
    }
  }
}

interface Nights {
  from: string;
  to: string;
  weekdays?: number[];
}

/**
 * The bulk edits' nights that cover the nights `first`…`last` a rule picks: every night or one weekday
 * over spans of at most a bulk edit's length, else each run of consecutive picked nights.
 */
function nightEdits(when: Omit<NightRule, 'roomTypes'>, first: string, last: string): Nights[] {
  const count = daysBetween(first, last) + 1;
  const conditions = Object.keys(when);
  if (conditions.length === 0 || (conditions.length === 1 && when.isoWeekday !== undefined)) {
    const edits: Nights[] = [];
    for (let start = 0; start < count; start += STAFF_BULK_EDIT_MAX_DAYS) {
      const from = addDays(first, start);
      const to = addDays(first, Math.min(start + STAFF_BULK_EDIT_MAX_DAYS, count) - 1);
      edits.push(
        when.isoWeekday === undefined ? { from, to } : { from, to, weekdays: [when.isoWeekday % 7] },
      );
    }
    return edits;
  }
  const runs: Nights[] = [];
  for (const date of stayNights(first, count).filter((night) => picks(when, night))) {
    const run = runs.at(-1);
    if (run && addDays(run.to, 1) === date) run.to = date;
    else runs.push({ from: date, to: date });
  }
  return runs;
}

/** True when the night `date` (YYYY-MM-DD) meets every condition of the rule. */
function picks(rule: Omit<NightRule, 'roomTypes'>, date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return (
    (rule.dayOfMonth === undefined || Number(date.slice(8, 10)) === rule.dayOfMonth) &&
    (rule.isoWeekday === undefined || weekday === rule.isoWeekday) &&
    (rule.months === undefined || rule.months.includes(Number(date.slice(5, 7)))) &&
    (rule.monthDays === undefined || rule.monthDays.includes(date.slice(5)))
  );
}
