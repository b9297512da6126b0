import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { cancellationPolicies } from '../db/tables/cancellation-policies.table.ts';
import { extras } from '../db/tables/extras.table.ts';
import { hotelPlans, roomPlans } from '../db/tables/hotel-plans.table.ts';
import { roomPlanChildPrices } from '../db/tables/inventory.table.ts';
import { accommodationTaxBands, discounts, promotionCodes } from '../db/tables/promotions.table.ts';
import { roomTypes } from '../db/tables/room-types.table.ts';
import { addDays, hotelToday } from '../lib/hotel-time.ts';
import { type HotelRoomsSeed, roomImages } from './demo-rooms.ts';
import {
  PEAK_PERIODS,
  SEASON_PERCENT,
  SEED_DAYS_AFTER_TODAY,
  SEED_DAYS_BEFORE_TODAY,
  SOLD_OUT_RULES,
  WEEKDAY_PERCENT,
} from './demo-rooms-facts.ts';
import { KYOTO } from './demo-rooms-kyoto.ts';
import { SEOUL } from './demo-rooms-seoul.ts';
import { namedTranslations, nameRows } from './demo-rooms-texts.ts';
import { TOKYO } from './demo-rooms-tokyo.ts';
import { YAMABUKI } from './demo-rooms-yamabuki.ts';
import { DEMO_HOTELS } from './seed-facts.ts';

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

/**
 * Inserts the search catalogue of every demo hotel: policies, room types, plans, room plans, child
 * prices, codes, discounts, tax bands, extras — then a year of inventory, rates and extra stock
 * with one set-based statement each.
 */
export async function seedDemoRooms(db: Db, now: Date = new Date()): Promise<void> {
  for (const hotel of DEMO_ROOMS_BY_HOTEL) await seedHotel(db, hotel, now);
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

async function seedHotel(db: Db, seed: HotelRoomsSeed, now: Date): Promise<void> {
  const hotel = Object.values(DEMO_HOTELS).find((h) => h.code === seed.hotelCode)!;
  const hotelId = hotel.id;
  const today = hotelToday(now, hotel.timeZone);
  const first = addDays(today, -SEED_DAYS_BEFORE_TODAY);
  const last = addDays(today, SEED_DAYS_AFTER_TODAY);
  const hotelName = (texts: { ja: readonly [string, string]; ko: readonly [string, string] }) =>
    hotel.locale === 'ko' ? texts.ko : texts.ja;

  const policyRows = await db
    .insert(cancellationPolicies)
    .values(
      seed.policies.map((p) => ({
        hotelId,
        code: p.code,
        name: hotelName(p.texts)[0],
        translations: namedTranslations(p.texts),
        cancelBeforeAt: p.cancelBeforeAt,
        parts: p.parts,
        noShowPercentageOfCost: p.noShow,
      })),
    )
    .returning({ id: cancellationPolicies.id, code: cancellationPolicies.code });
  const policyId = new Map(policyRows.map((r) => [r.code, r.id]));

  const roomRows = await db
    .insert(roomTypes)
    .values(
      seed.roomTypes.map((r, i) => ({
        hotelId,
        code: r.code,
        name: hotelName(r.texts)[0],
        description: hotelName(r.texts)[1],
        translations: namedTranslations(r.texts),
        capacity: r.capacity,
        beds: r.beds,
        sizeSquareMeters: r.size,
        images: roomImages(r),
        filterIds: r.filterIds,
        sortOrder: i,
      })),
    )
    .returning({ id: roomTypes.id, code: roomTypes.code });
  const roomId = new Map(roomRows.map((r) => [r.code, r.id]));

  const extraRows = await db
    .insert(extras)
    .values(
      seed.extras.map((e, i) => ({
        hotelId,
        code: e.code,
        extraType: e.type,
        name: hotelName(e.texts)[0],
        translations: namedTranslations(e.texts),
        price: e.price,
        minQuantity: e.min,
        maxQuantity: e.max,
        sortOrder: i,
      })),
    )
    .returning({ id: extras.id, code: extras.code });
  const extraId = new Map(extraRows.map((r) => [r.code, r.id]));

  const planRows = await db
    .insert(hotelPlans)
    .values(
      seed.plans.map((p, i) => ({
        hotelId,
        code: p.code,
        name: hotelName(p.texts)[0],
        description: hotelName(p.texts)[1],
        translations: namedTranslations(p.texts),
        meals: p.meals,
        filterIds: p.filterIds ?? [],
        paymentMethods: p.paymentMethods,
        depositPercent: p.depositPercent ?? 100,
        cancellationPolicyId: policyId.get(p.policy)!,
        visibility: p.visibility ?? 'all',
        memberLabels: p.memberLabels ?? [],
        minDaysInAdvance: p.minDaysInAdvance ?? 0,
        deadlineDaysBefore: p.deadlineDaysBefore ?? 0,
        deadlineHour: p.deadlineHour ?? 24,
        minNights: p.minNights ?? 1,
        maxNights: p.maxNights ?? null,
        isDayUse: p.isDayUse ?? false,
        dayUseStartHour: p.dayUseHours?.[0] ?? null,
        dayUseEndHour: p.dayUseHours?.[1] ?? null,
        siteControllerLimited: p.limited ?? false,
        japaneseOnly: p.japaneseOnly ?? false,
        sortOrder: i,
      })),
    )
    .returning({ id: hotelPlans.id });

  const roomPlanSeeds = seed.plans.flatMap((plan, planIndex) =>
    seed.roomTypes
      .filter((room) => !plan.roomTypes || plan.roomTypes.includes(room.code))
      .map((room) => ({ plan, room, hotelPlanId: planRows[planIndex]!.id })),
  );
  const roomPlanRows = await db
    .insert(roomPlans)
    .values(
      roomPlanSeeds.map(({ plan, room, hotelPlanId }) => ({
        hotelId,
        roomTypeId: roomId.get(room.code)!,
        hotelPlanId,
        code: `${room.code}-${plan.code}${plan.limited ? '-TL' : ''}`,
        inclusiveExtraIds: (plan.inclusiveExtras ?? []).map((code) => extraId.get(code)!),
      })),
    )
    .returning({ id: roomPlans.id });

  await db.insert(roomPlanChildPrices).values(
    roomPlanSeeds.flatMap(({ plan }, i) =>
      Object.entries(plan.childPrices).map(([tierCode, [priceType, value]]) => ({
        roomPlanId: roomPlanRows[i]!.id,
        tierCode,
        priceType,
        value,
      })),
    ),
  );

  const planIdByCode = (code: string) =>
    planRows[seed.plans.findIndex((p) => p.code === code && !p.limited)]!.id;
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
        hotelPlanIds: (c.plans ?? []).map(planIdByCode),
      })),
    );
  }
  if (seed.discounts.length > 0) {
    await db.insert(discounts).values(
      seed.discounts.map((d) => ({
        hotelId,
        hotelPlanId: d.plan ? planIdByCode(d.plan) : null,
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

  // Inventory: demand by weekday and season, plus the sold-out and closed nights of demo-rooms-facts.ts.
  const roomValues = sql.join(
    seed.roomTypes.map((r) => sql`(${int(roomId.get(r.code)!)}, ${r.code}, ${int(r.allotment)})`),
    sql`, `,
  );
  const soldOut = soldOutSql(seed, d);
  const closed =
    seed.hotelCode === 'hanami-tokyo'
      ? sql`(v.code = 'SUITE' and extract(day from ${d}) = ${int(SOLD_OUT_RULES.tokyoSuiteClosedDayOfMonth)})`
      : sql`false`;
  await db.execute(sql`
    insert into room_inventory (room_type_id, stay_date, allotment, sold, closed)
    select v.id, ${d}, v.allotment,
      case when ${soldOut} then v.allotment
        else least(v.allotment, (v.allotment * ${weekdaySql(d)} * ${seasonSql(d)} * 35) / 1000000)
      end,
      ${closed}
    from (values ${roomValues}) as v(id, code, allotment) cross join ${days}`);

  // Rates: base × occupancy × season × weekday × plan factor, rounded half up to the unit, plus meals.
  const unit = seed.priceUnit;
  const denominator = 100 ** 4 * unit;
  const occupancy = sql.raw(`array[${seed.occupancy.map(percent).join(',')}]`);
  const rateValues = sql.join(
    roomPlanSeeds.map(
      ({ plan, room }, i) =>
        sql`(${int(roomPlanRows[i]!.id)}, ${int(room.basePrice)}::bigint, ${int(percent(plan.priceFactor))}, ${int(plan.mealPerAdult)}, ${int(room.capacity)})`,
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

  await seedClosures(db, seed, planRows, first, last);
}

function soldOutSql(seed: HotelRoomsSeed, d: SQL): SQL {
  switch (seed.hotelCode) {
    case 'hanami-tokyo':
      return sql`extract(day from ${d}) = ${int(SOLD_OUT_RULES.tokyoFullDayOfMonth)}`;
    case 'hanami-kyoto':
      return sql`(v.code in ('MODERN-TWN', 'WASHITSU') and extract(isodow from ${d}) = 6 and extract(month from ${d}) in (4, 11))`;
    case 'hanami-seoul':
      return sql`to_char(${d}, 'MM-DD') in ('12-24', '12-25', '12-31')`;
    case 'yamabuki-ryokan':
      return sql`(v.code = 'HANARE' and extract(isodow from ${d}) = 6)`;
  }
}

async function seedClosures(
  db: Db,
  seed: HotelRoomsSeed,
  planRows: { id: number }[],
  first: string,
  last: string,
): Promise<void> {
  const planId = (code: string) => planRows[seed.plans.findIndex((p) => p.code === code && !p.limited)]!.id;
  const days = sql`generate_series(${first}::date, ${last}::date, interval '1 day') as g(d)`;
  if (seed.hotelCode === 'hanami-tokyo') {
    await db.execute(sql`
      insert into hotel_plan_closures (hotel_plan_id, stay_date, closed, closed_to_arrival)
      select ${int(planId('ROOM-ONLY'))}, g.d::date, false, true from ${days} where extract(isodow from g.d) = 6
      union all
      select ${int(planId('EARLY21'))}, g.d::date, true, false from ${days} where to_char(g.d, 'MM-DD') in ('12-24', '12-25')`);
  }
  if (seed.hotelCode === 'yamabuki-ryokan') {
    await db.execute(sql`
      insert into hotel_plan_closures (hotel_plan_id, stay_date, closed, closed_to_arrival)
      select ${int(planId('TWO-MEALS'))}, g.d::date, false, true from ${days} where to_char(g.d, 'MM-DD') = '12-31'`);
  }
}
