import type { CancellationPolicyPart } from '@yadori/contract/cancellation-policy.schema';
import type { BrandSettings, HotelSettings } from '@yadori/contract/hotel-settings.schema';
import { hotelLocaleOf } from '@yadori/contract/locales';
import type {
  ChildPriceType,
  CodeDiscountKind,
  DiscountType,
  ExtraType,
  Meal,
  PaymentMethod,
  SearchMode,
} from '@yadori/contract/search.constants';
import type { Bed, NamedTranslation, RoomImage } from '@yadori/contract/search.schema';
import type { Currency, Translation } from '@yadori/contract/settings.schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { cancellationPolicies } from '../../db/tables/cancellation-policies.table.ts';
import { extras } from '../../db/tables/extras.table.ts';
import { hotelPlans, roomPlans } from '../../db/tables/hotel-plans.table.ts';
import { hotelBrands, hotels } from '../../db/tables/hotels.table.ts';
import { roomPlanChildPrices } from '../../db/tables/inventory.table.ts';
import { accommodationTaxBands, discounts, promotionCodes } from '../../db/tables/promotions.table.ts';
import { roomTypes } from '../../db/tables/room-types.table.ts';
import type { HotelWithBrand } from '../hotels/hotels.repository.ts';

/** Everything about a hotel's rooms and plans that does not change night by night (cached briefly). */
export interface HotelCatalog {
  roomTypes: {
    id: number;
    code: string;
    name: string;
    description: string;
    translations: NamedTranslation[];
    capacity: number;
    beds: Bed[];
    size: number | null;
    images: RoomImage[];
    filterIds: number[];
    sortOrder: number;
  }[];
  plans: {
    id: number;
    code: string;
    name: string;
    description: string;
    translations: NamedTranslation[];
    meals: Meal[];
    paymentMethods: PaymentMethod[];
    depositPercent: number;
    cancellationPolicyId: number;
    visibility: SearchMode;
    saleStartsOn: string | null;
    saleEndsOn: string | null;
    stayStartsOn: string | null;
    stayEndsOn: string | null;
    minDaysInAdvance: number;
    maxDaysInAdvance: number | null;
    deadlineDaysBefore: number;
    deadlineHour: number;
    minNights: number;
    maxNights: number | null;
    isDayUse: boolean;
    siteControllerLimited: boolean;
    /** Offered and bookable on Japanese pages only (decision 021). */
    japaneseOnly: boolean;
    filterIds: number[];
    sortOrder: number;
  }[];
  roomPlans: {
    id: number;
    code: string;
    roomTypeId: number;
    hotelPlanId: number;
    inclusiveExtraIds: number[];
    childPrices: Map<string, { priceType: ChildPriceType; value: number }>;
  }[];
  policies: Map<
    number,
    {
      name: string;
      translations: NamedTranslation[];
      cancelBeforeAt: number | null;
      parts: CancellationPolicyPart[];
      noShow: number;
    }
  >;
  discounts: {
    hotelPlanId: number | null;
    discountType: DiscountType;
    kind: CodeDiscountKind;
    value: number;
    minNights: number;
    stayStartsOn: string | null;
    stayEndsOn: string | null;
  }[];
  taxBands: { minPricePerPerson: number; taxPerPerson: number }[];
  extras: {
    id: number;
    code: string;
    extraType: ExtraType;
    name: string;
    translations: NamedTranslation[];
    price: number;
    minQuantity: number;
    maxQuantity: number;
  }[];
}

/** A hotel by its numeric id, with its brand (the /rooms routes take the id, spec section 7). */
export async function findHotelById(db: Db, id: number): Promise<HotelWithBrand | null> {
  const rows = await db
    .select({ hotel: hotels, brand: hotelBrands })
    .from(hotels)
    .innerJoin(hotelBrands, eq(hotelBrands.id, hotels.brandId))
    .where(eq(hotels.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { hotel, brand } = row;
  return {
    id: hotel.id,
    code: hotel.code,
    name: hotel.name,
    nameTranslations: hotel.nameTranslations as Translation[],
    timeZone: hotel.timeZone,
    locale: hotelLocaleOf(hotel.locale),
    currency: hotel.currency as Currency,
    active: hotel.active,
    phone: hotel.phone,
    settings: hotel.settings as HotelSettings,
    brand: {
      id: brand.id,
      code: brand.code,
      name: brand.name,
      nameTranslations: brand.nameTranslations,
      settings: brand.settings as BrandSettings,
    },
  };
}

/** Loads a hotel's catalogue: six small queries run together. */
export async function loadCatalog(db: Db, hotelId: number): Promise<HotelCatalog> {
  const [types, plans, rps, children, policies, discountRows, bands, extraRows] = await Promise.all([
    db
      .select()
      .from(roomTypes)
      .where(and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.active, true)))
      .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id)),
    db
      .select()
      .from(hotelPlans)
      .where(and(eq(hotelPlans.hotelId, hotelId), eq(hotelPlans.active, true)))
      .orderBy(asc(hotelPlans.sortOrder), asc(hotelPlans.id)),
    db
      .select()
      .from(roomPlans)
      .where(and(eq(roomPlans.hotelId, hotelId), eq(roomPlans.active, true))),
    db
      .select({
        roomPlanId: roomPlanChildPrices.roomPlanId,
        tierCode: roomPlanChildPrices.tierCode,
        priceType: roomPlanChildPrices.priceType,
        value: roomPlanChildPrices.value,
      })
      .from(roomPlanChildPrices)
      .innerJoin(roomPlans, eq(roomPlans.id, roomPlanChildPrices.roomPlanId))
      .where(eq(roomPlans.hotelId, hotelId)),
    db.select().from(cancellationPolicies).where(eq(cancellationPolicies.hotelId, hotelId)),
    db.select().from(discounts).where(eq(discounts.hotelId, hotelId)).orderBy(asc(discounts.id)),
    db
      .select()
      .from(accommodationTaxBands)
      .where(eq(accommodationTaxBands.hotelId, hotelId))
      .orderBy(asc(accommodationTaxBands.minPricePerPerson)),
    db
      .select()
      .from(extras)
      .where(eq(extras.hotelId, hotelId))
      .orderBy(asc(extras.sortOrder), asc(extras.id)),
  ]);
  const childPrices = new Map<number, Map<string, { priceType: ChildPriceType; value: number }>>();
  for (const c of children) {
    const map = childPrices.get(c.roomPlanId) ?? new Map();
    map.set(c.tierCode, { priceType: c.priceType as ChildPriceType, value: c.value });
    childPrices.set(c.roomPlanId, map);
  }
  // CHECK constraints keep the text columns within the contract enumerations cast below.
  return {
    roomTypes: types.map((t) => ({
      id: t.id,
      code: t.code,
      name: t.name,
      description: t.description,
      translations: t.translations,
      capacity: t.capacity,
      beds: t.beds,
      size: t.sizeSquareMeters,
      images: t.images,
      filterIds: t.filterIds,
      sortOrder: t.sortOrder,
    })),
    plans: plans.map((p) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      description: p.description,
      translations: p.translations,
      meals: p.meals as Meal[],
      paymentMethods: p.paymentMethods as PaymentMethod[],
      depositPercent: p.depositPercent,
      cancellationPolicyId: p.cancellationPolicyId,
      visibility: p.visibility as SearchMode,
      saleStartsOn: p.saleStartsOn,
      saleEndsOn: p.saleEndsOn,
      stayStartsOn: p.stayStartsOn,
      stayEndsOn: p.stayEndsOn,
      minDaysInAdvance: p.minDaysInAdvance,
      maxDaysInAdvance: p.maxDaysInAdvance,
      deadlineDaysBefore: p.deadlineDaysBefore,
      deadlineHour: p.deadlineHour,
      minNights: p.minNights,
      maxNights: p.maxNights,
      isDayUse: p.isDayUse,
      siteControllerLimited: p.siteControllerLimited,
      japaneseOnly: p.japaneseOnly,
      filterIds: p.filterIds,
      sortOrder: p.sortOrder,
    })),
    roomPlans: rps.map((rp) => ({
      id: rp.id,
      code: rp.code,
      roomTypeId: rp.roomTypeId,
      hotelPlanId: rp.hotelPlanId,
      inclusiveExtraIds: rp.inclusiveExtraIds,
      childPrices: childPrices.get(rp.id) ?? new Map(),
    })),
    policies: new Map(
      policies.map((p) => [
        p.id,
        {
          name: p.name,
          translations: p.translations,
          cancelBeforeAt: p.cancelBeforeAt,
          parts: p.parts,
          noShow: p.noShowPercentageOfCost,
        },
      ]),
    ),
    discounts: discountRows.map((d) => ({
      hotelPlanId: d.hotelPlanId,
      discountType: d.discountType as DiscountType,
      kind: d.kind as CodeDiscountKind,
      value: d.value,
      minNights: d.minNights,
      stayStartsOn: d.stayStartsOn,
      stayEndsOn: d.stayEndsOn,
    })),
    taxBands: bands.map((b) => ({ minPricePerPerson: b.minPricePerPerson, taxPerPerson: b.taxPerPerson })),
    extras: extraRows.map((e) => ({
      id: e.id,
      code: e.code,
      extraType: e.extraType as ExtraType,
      name: e.name,
      translations: e.translations,
      price: e.price,
      minQuantity: e.minQuantity,
      maxQuantity: e.maxQuantity,
    })),
  };
}

/** Night-by-night facts of a date range: rooms left, plan closures, extra stock, and rates. */
export interface StayData {
  /** roomTypeId → date → rooms left (0 when closed). */
  remaining: Map<number, Map<string, number>>;
  closedRooms: Map<number, Set<string>>;
  /** hotelPlanId → date → closure. */
  closures: Map<number, Map<string, { closed: boolean; closedToArrival: boolean }>>;
  /** extraId → date → stock. */
  extraStock: Map<number, Map<string, number>>;
  /** roomPlanId → `${date}|${adults}` → price. */
  rates: Map<number, Map<string, number>>;
}

/** Rows of a raw `execute`: PGlite and node-postgres both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function nested<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

type Row = { kind: string; id: number; date: string; n: number; a: boolean; b: boolean; m: number };

/** $1 hotel id, $2…$3 first and last night (inclusive), $4 the adult counts as an int[] literal. */
const STAY_DATA_QUERY = `
    select 'r' as kind, i.room_type_id as id, i.stay_date::text as date, (i.allotment - i.sold) as n,
        i.closed as a, false as b, 0 as m
      from room_inventory i join room_types t on t.id = i.room_type_id
      where t.hotel_id = $1 and i.stay_date between $2::date and $3::date
    union all
    select 'c', c.hotel_plan_id, c.stay_date::text, 0, c.closed, c.closed_to_arrival, 0
      from hotel_plan_closures c join hotel_plans p on p.id = c.hotel_plan_id
      where p.hotel_id = $1 and c.stay_date between $2::date and $3::date
    union all
    select 'e', x.extra_id, x.service_date::text, x.inventory, false, false, 0
      from extra_daily_inventory x join extras e on e.id = x.extra_id
      where e.hotel_id = $1 and x.service_date between $2::date and $3::date
    union all
    select 'p', r.room_plan_id, r.stay_date::text, r.price, false, false, r.adults
      from room_plan_rates r join room_plans p on p.id = r.room_plan_id
      where p.hotel_id = $1 and r.stay_date between $2::date and $3::date
        and r.adults = any($4::int[])`;

/**
 * Loads the nights `from`…`to` (inclusive) for the given adult counts with one set-based query.
 */
export async function loadStayData(
  db: Db,
  hotelId: number,
  from: string,
  to: string,
  adults: number[],
): Promise<StayData> {
  // One round trip: rooms left, plan closures, extra stock and rates, told apart by `kind`.
  const adultList = `{${[...new Set(adults)].map((a) => Math.trunc(a)).join(',')}}`;
  const rows = await queryPrepared<Row>(db, 'search_stay_data', STAY_DATA_QUERY, [
    hotelId,
    from,
    to,
    adultList,
  ]);
  const data: StayData = {
    remaining: new Map(),
    closedRooms: new Map(),
    closures: new Map(),
    extraStock: new Map(),
    rates: new Map(),
  };
  for (const row of rows) {
    if (row.kind === 'p') {
      nested(data.rates, row.id, () => new Map()).set(`${row.date}|${row.m}`, Number(row.n));
    } else if (row.kind === 'r') {
      nested(data.remaining, row.id, () => new Map()).set(row.date, row.a ? 0 : Number(row.n));
      if (row.a) nested(data.closedRooms, row.id, () => new Set()).add(row.date);
    } else if (row.kind === 'c') {
      nested(data.closures, row.id, () => new Map()).set(row.date, { closed: row.a, closedToArrival: row.b });
    } else {
      nested(data.extraStock, row.id, () => new Map()).set(row.date, Number(row.n));
    }
  }
  return data;
}

export interface PromotionCodeRow {
  id: number;
  codeType: 'promo' | 'coupon';
  code: string;
  kind: CodeDiscountKind;
  value: number;
  validFrom: string;
  validUntil: string;
  usageLimit: number | null;
  usedCount: number;
  firstNNights: number | null;
  hotelPlanIds: number[];
}

/** A promo code or coupon of the hotel, matched without regard to case. */
export async function findPromotionCode(
  db: Db,
  hotelId: number,
  codeType: 'promo' | 'coupon',
  code: string,
): Promise<PromotionCodeRow | null> {
  const rows = await db
    .select()
    .from(promotionCodes)
    .where(
      and(
        eq(promotionCodes.hotelId, hotelId),
        eq(promotionCodes.codeType, codeType),
        eq(promotionCodes.code, code.trim().toUpperCase()),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    codeType: row.codeType as 'promo' | 'coupon',
    code: row.code,
    kind: row.kind as CodeDiscountKind,
    value: row.value,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    firstNNights: row.firstNNights,
    hotelPlanIds: row.hotelPlanIds,
  };
}
