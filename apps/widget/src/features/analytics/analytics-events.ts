import type { AnalyticsEvent, AnalyticsEventName, AnalyticsItem } from '@yadori/contract/analytics.constants';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { PlanResult, RoomResult } from '@yadori/contract/search.schema';
import { currencyDigits } from '../../shared/intl-formats.ts';

/**
 * The GA4 e-commerce events of the analytics event layer (spec section 1, decision 061), built from
 * what the screens hold. One item is one room (quantity 1: two rooms of a plan are two items), priced
 * for the whole stay in the hotel's currency. Only codes, room names and amounts go in: nothing of the
 * guest (name, email, phone, address, member id) ever does, and no builder takes it.
 */

/** What every event carries besides its items. */
export interface AnalyticsContext {
  hotelCode: string;
  currency: string;
  /** The page locale (ja, en, zh_Hans, zh_Hant, ko). */
  locale: string;
}

/** One room as an event counts it; `price` in integer minor units (the widget's money). */
export interface RoomLine {
  roomTypeCode: string;
  roomTypeName: string;
  roomPlanCode: string;
  price: number;
}

/** The list id of the results page's rooms and plans. */
export const RESULTS_LIST_ID = 'search_results';
/** The most items a `view_item_list` carries: a long list would make a data-layer entry of kilobytes. */
export const LIST_ITEMS_MAX = 20;

/** Minor units to the amount GA reads (¥18,000 is 18000; $125.50 is 125.5). */
function major(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

function itemOf(ctx: AnalyticsContext, line: RoomLine, index: number): AnalyticsItem {
  return {
    item_id: line.roomTypeCode,
    item_name: line.roomTypeName,
    item_variant: line.roomPlanCode,
    item_category: 'room',
    item_brand: ctx.hotelCode,
    price: major(line.price, ctx.currency),
    quantity: 1,
    index,
  };
}

type Extra = Pick<AnalyticsEvent['ecommerce'], 'transaction_id' | 'payment_type' | 'item_list_id'>;

/**
 * One event. `value` (minor units) defaults to the items' sum: what the chosen rooms cost. Fields of
 * `extra` that are undefined are left out.
 */
export function analyticsEvent(
  name: AnalyticsEventName,
  ctx: AnalyticsContext,
  lines: readonly RoomLine[],
  extra: Extra & { value?: number } = {},
): AnalyticsEvent {
  const { value = lines.reduce((sum, line) => sum + line.price, 0), ...rest } = extra;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Extra;
  return {
    event: name,
    page_locale: ctx.locale,
    ecommerce: {
      currency: ctx.currency,
      value: major(value, ctx.currency),
      items: lines.map((line, index) => itemOf(ctx, line, index)),
      ...defined,
    },
  };
}

/** The offers the results page lists, in its order: rooms with their plans, or plans with their rooms. */
export function listedLines(list: { rooms: readonly RoomResult[] } | { plans: readonly PlanResult[] }) {
  const lines: RoomLine[] =
    'rooms' in list
      ? list.rooms.flatMap((room) =>
          room.room_plan.map((offer) => ({
            roomTypeCode: room.room_type_code,
            roomTypeName: room.room_type_name,
            roomPlanCode: offer.room_plan_code,
            price: offer.total_price,
          })),
        )
      : list.plans.flatMap((plan) =>
          plan.rooms.map((entry) => ({
            roomTypeCode: entry.room_type_code,
            roomTypeName: entry.room_type_name,
            roomPlanCode: entry.room_plan_code,
            price: entry.total_price,
          })),
        );
  return lines.slice(0, LIST_ITEMS_MAX);
}

/**
 * `view_item_list` for the results shown. A list has no value (0): it is what was shown, not what
 * anyone chose.
 */
export function viewItemList(ctx: AnalyticsContext, lines: readonly RoomLine[]): AnalyticsEvent {
  return analyticsEvent('view_item_list', ctx, lines, { value: 0, item_list_id: RESULTS_LIST_ID });
}

/** A chosen offer of the results, as `stepRoom` names it (its price: one room for the stay). */
export interface ChosenOffer {
  roomTypeCode: string;
  roomPlanCode: string;
  salePrice: number;
}

/** The room type's name in the results shown (rooms or plans view); the code when not found. */
export function roomTypeNameIn(
  data: { rooms: readonly RoomResult[]; plans: readonly PlanResult[] } | null,
  roomTypeCode: string,
): string {
  const room =
    data?.rooms.find((r) => r.room_type_code === roomTypeCode) ??
    data?.plans.flatMap((plan) => plan.rooms).find((r) => r.room_type_code === roomTypeCode);
  return room?.room_type_name ?? roomTypeCode;
}

/**
 * The events of one step of a chosen offer's room count: `select_item` then `add_to_cart` when the
 * guest first chooses the offer (0 → 1), `add_to_cart` for one more room, `remove_from_cart` for one
 * fewer. One room per event, whatever the count. Nothing when the count did not change (refused).
 */
export function roomStepEvents(
  ctx: AnalyticsContext,
  offer: ChosenOffer & { roomTypeName: string },
  before: number,
  after: number,
): AnalyticsEvent[] {
  const line: RoomLine = {
    roomTypeCode: offer.roomTypeCode,
    roomTypeName: offer.roomTypeName,
    roomPlanCode: offer.roomPlanCode,
    price: offer.salePrice,
  };
  if (after > before) {
    const add = analyticsEvent('add_to_cart', ctx, [line]);
    if (before > 0) return [add];
    return [analyticsEvent('select_item', ctx, [line], { item_list_id: RESULTS_LIST_ID }), add];
  }
  return after < before ? [analyticsEvent('remove_from_cart', ctx, [line])] : [];
}

/** A booking's rooms (each one room already), as the guest-detail and payment steps hold them. */
export function bookedLines(
  rooms: readonly { roomTypeCode: string; roomTypeName: string; roomPlanCode: string; salePrice: number }[],
): RoomLine[] {
  return rooms.map((room) => ({
    roomTypeCode: room.roomTypeCode,
    roomTypeName: room.roomTypeName,
    roomPlanCode: room.roomPlanCode,
    price: room.salePrice,
  }));
}

/** A reservation's rooms, each priced as booked (after discounts, tax included). */
export function reservationLines(reservation: Pick<Reservation, 'rooms'>): RoomLine[] {
  return reservation.rooms.map((room) => ({
    roomTypeCode: room.room_type_code,
    roomTypeName: room.room_type_name,
    roomPlanCode: room.room_plan_code,
    price: room.total_price,
  }));
}

/** `purchase` of a new booking: the reservation number, the total (rooms and extras, before points). */
export function purchaseEvent(
  ctx: AnalyticsContext,
  reservation: Pick<Reservation, 'number' | 'rooms' | 'total_price' | 'currency'>,
): AnalyticsEvent {
  return analyticsEvent(
    'purchase',
    { ...ctx, currency: reservation.currency },
    reservationLines(reservation),
    {
      transaction_id: reservation.number,
      value: reservation.total_price,
    },
  );
}

/**
 * `refund` of a cancelled reservation (decision 061): the revenue that will not come, the total less
 * the cancellation fee charged (never below 0); the rooms as items.
 */
export function refundEvent(
  ctx: AnalyticsContext,
  reservation: Pick<Reservation, 'number' | 'rooms' | 'total_price' | 'currency' | 'cancellation_fee'>,
): AnalyticsEvent {
  const refunded = Math.max(0, reservation.total_price - (reservation.cancellation_fee ?? 0));
  return analyticsEvent('refund', { ...ctx, currency: reservation.currency }, reservationLines(reservation), {
    transaction_id: reservation.number,
    value: refunded,
  });
}
