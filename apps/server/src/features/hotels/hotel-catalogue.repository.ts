import type { CancellationPolicyPart } from '@yadori/contract/cancellation-policy.schema';
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
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cancellationPolicies } from '../../db/tables/cancellation-policies.table.ts';
import { extras } from '../../db/tables/extras.table.ts';
import { hotelPlans, roomPlans } from '../../db/tables/hotel-plans.table.ts';
import { roomPlanChildPrices } from '../../db/tables/inventory.table.ts';
import { accommodationTaxBands, discounts } from '../../db/tables/promotions.table.ts';
import { roomTypes } from '../../db/tables/room-types.table.ts';

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
  /**
   * Every extra of the hotel, switched off or not: a stay that took one reads it here (its name in the
   * reservation, receipts and changes); lists guests choose from keep only the `active` ones.
   */
  extras: {
    id: number;
    code: string;
    extraType: ExtraType;
    name: string;
    translations: NamedTranslation[];
    price: number;
    minQuantity: number;
    maxQuantity: number;
    /** False once staff switched it off: guests neither see nor book it. */
    active: boolean;
  }[];
}

/**
 * Loads a hotel's catalogue: eight small queries run together. `offSale` (preview mode, decision 061)
 * keeps the room types and hotel plans staff switched off too; room plans keep their own switch (one
 * switched off, or taken out of its plan after bookings, stays out). Such a catalogue is never cached.
 */
export async function loadCatalog(
  db: Db,
  hotelId: number,
  options: { offSale?: boolean } = {},
): Promise<HotelCatalog> {
  const onSale = !options.offSale;
  const [types, plans, rps, children, policies, discountRows, bands, extraRows] = await Promise.all([
    db
      .select()
      .from(roomTypes)
      .where(and(eq(roomTypes.hotelId, hotelId), onSale ? eq(roomTypes.active, true) : undefined))
      .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id)),
    db
      .select()
      .from(hotelPlans)
      .where(and(eq(hotelPlans.hotelId, hotelId), onSale ? eq(hotelPlans.active, true) : undefined))
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
      active: e.active,
    })),
  };
}
