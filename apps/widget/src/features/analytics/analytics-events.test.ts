import { ANALYTICS_EVENTS, type AnalyticsEvent } from '@yadori/contract/analytics.constants';
import { describe, expect, it } from 'vitest';
import { hotelSettings } from '../../test/fixtures.ts';
import { bookingDetailsFromSelection } from '../booking-state/booking-from-selection.ts';
import { reservationFixture } from '../payment/reservation-fixtures.ts';
import {
  offerFixture,
  planFixture,
  roomFixture,
  searchDataFixture,
} from '../search-results/search-fixtures.ts';
import { criteriaOf } from '../search-results/search-request.ts';
import type { SelectedRoom } from '../search-results/selected-rooms.ts';
import {
  analyticsEvent,
  bookedLines,
  LIST_ITEMS_MAX,
  listedLines,
  purchaseEvent,
  refundEvent,
  roomStepEvents,
  roomTypeNameIn,
  viewItemList,
} from './analytics-events.ts';

const ctx = { hotelCode: 'hanami-tokyo', currency: 'JPY', locale: 'en' };

const chosen: SelectedRoom = {
  roomTypeCode: 'DTW',
  roomPlanCode: 'DTW-RO',
  numberOfAdults: 2,
  numberOfChildren: 0,
  quantity: 2,
  type: 'rooms',
  salePrice: 44_000,
  tax: 4_200,
  scrapeIds: [],
  promotionID: null,
  couponCode: null,
};

/** A booking of two rooms of one plan, as the guest-detail step holds it. */
function twoRoomBooking() {
  const settings = hotelSettings();
  return bookingDetailsFromSelection({
    hotel: { id: settings.hotel_id, code: settings.hotel_code, currency: settings.currency },
    criteria: criteriaOf(
      new URLSearchParams('checkin=2026-12-10&checkout=2026-12-12&adults=2&room_count=2'),
      settings,
    ),
    searchParams: {},
    selected: [chosen],
    data: searchDataFixture(),
    resultsQuery: '',
  });
}

describe('items', () => {
  it('counts each room once: two rooms of one plan are two items of quantity 1, each priced for the stay', () => {
    const event = analyticsEvent('begin_checkout', ctx, bookedLines(twoRoomBooking().rooms));
    expect(event).toEqual({
      event: 'begin_checkout',
      page_locale: 'en',
      ecommerce: {
        currency: 'JPY',
        value: 88_000,
        items: [0, 1].map((index) => ({
          item_id: 'DTW',
          item_name: 'Deluxe Twin',
          item_variant: 'DTW-RO',
          item_category: 'room',
          item_brand: 'hanami-tokyo',
          price: 44_000,
          quantity: 1,
          index,
        })),
      },
    });
  });

  it('gives amounts in the currency’s unit, not in minor units', () => {
    const line = { roomTypeCode: 'K', roomTypeName: 'King', roomPlanCode: 'K-BB', price: 12_550 };
    const event = analyticsEvent('add_to_cart', { ...ctx, currency: 'USD' }, [line]);
    expect(event.ecommerce.value).toBe(125.5);
    expect(event.ecommerce.items[0]?.price).toBe(125.5);
  });
});

describe('view_item_list', () => {
  it('lists each offer shown, in the order shown, with no value', () => {
    const rooms = [
      roomFixture({
        room_plan: [offerFixture(), offerFixture({ room_plan_code: 'DTW-BB', total_price: 50_000 })],
      }),
      roomFixture({ room_type_code: 'STE', room_type_name: 'Suite', room_plan: [offerFixture()] }),
    ];
    const event = viewItemList(ctx, listedLines({ rooms }));
    expect(event.ecommerce.item_list_id).toBe('search_results');
    expect(event.ecommerce.value).toBe(0);
    expect(event.ecommerce.items.map((item) => [item.item_id, item.item_variant, item.price])).toEqual([
      ['DTW', 'DTW-RO', 44_000],
      ['DTW', 'DTW-BB', 50_000],
      ['STE', 'DTW-RO', 44_000],
    ]);
  });

  it('lists the plans view’s rooms, and at most 20 offers', () => {
    const plans = Array.from({ length: 25 }, (_, i) => planFixture({ hotel_plan_code: `P${i}` }));
    const lines = listedLines({ plans });
    expect(lines).toHaveLength(LIST_ITEMS_MAX);
    expect(lines[0]).toEqual({
      roomTypeCode: 'DTW',
      roomTypeName: 'Deluxe Twin',
      roomPlanCode: 'DTW-RO',
      price: 44_000,
    });
  });
});

describe('choosing rooms', () => {
  const offer = { ...chosen, roomTypeName: roomTypeNameIn(searchDataFixture(), 'DTW') };

  it('selects the item and adds one room the first time, then adds or removes one room per step', () => {
    const names = (events: AnalyticsEvent[]) => events.map((e) => e.event);
    expect(names(roomStepEvents(ctx, offer, 0, 1))).toEqual(['select_item', 'add_to_cart']);
    expect(names(roomStepEvents(ctx, offer, 1, 2))).toEqual(['add_to_cart']);
    expect(names(roomStepEvents(ctx, offer, 2, 1))).toEqual(['remove_from_cart']);
    // A refused step (no room left) is no event.
    expect(roomStepEvents(ctx, offer, 2, 2)).toEqual([]);
    const [add] = roomStepEvents(ctx, offer, 1, 2);
    expect(add?.ecommerce.items).toEqual([
      expect.objectContaining({ item_name: 'Deluxe Twin', quantity: 1 }),
    ]);
    expect(add?.ecommerce.value).toBe(44_000);
  });

  it('names a room type by its code when the results no longer show it', () => {
    expect(roomTypeNameIn(null, 'DTW')).toBe('DTW');
    const plansOnly = searchDataFixture({ rooms: [], plans: [planFixture()] });
    expect(roomTypeNameIn(plansOnly, 'DTW')).toBe('Deluxe Twin');
  });
});

describe('purchase and refund', () => {
  const reservation = reservationFixture({
    total_price: 25_000,
    extras_total: 5_000,
    cancellation_fee: 4_000,
  });

  it('makes the reservation number the transaction and its total the value', () => {
    const event = purchaseEvent(ctx, reservation);
    expect(event.ecommerce).toMatchObject({ transaction_id: 'AB23CD45EF', value: 25_000, currency: 'JPY' });
    expect(event.ecommerce.items).toEqual([
      expect.objectContaining({ item_id: 'DBL', item_variant: 'DBL-RO', price: 20_000, quantity: 1 }),
    ]);
  });

  it('refunds the total less the cancellation fee charged', () => {
    expect(refundEvent(ctx, reservation).ecommerce).toMatchObject({
      transaction_id: 'AB23CD45EF',
      value: 21_000,
    });
    expect(refundEvent(ctx, { ...reservation, cancellation_fee: 30_000 }).ecommerce.value).toBe(0);
  });
});

describe('personal data', () => {
  it('never carries the guest’s name, email or phone, in any event', () => {
    const guest = { first: 'Hanako', last: 'Yamada', email: 'hanako@example.com', phone: '+81312345678' };
    const booking = twoRoomBooking();
    // The booking's rooms hold whoever stays in them; the events take none of it.
    const rooms = booking.rooms.map((room) => ({
      ...room,
      guest: { firstName: guest.first, lastName: guest.last },
    }));
    const reservation = reservationFixture();
    const events = [
      viewItemList(ctx, listedLines({ rooms: [roomFixture()] })),
      ...roomStepEvents(ctx, { ...chosen, roomTypeName: 'Deluxe Twin' }, 0, 1),
      ...roomStepEvents(ctx, { ...chosen, roomTypeName: 'Deluxe Twin' }, 1, 0),
      analyticsEvent('begin_checkout', ctx, bookedLines(rooms)),
      analyticsEvent('add_payment_info', ctx, bookedLines(rooms), { payment_type: 'on_site' }),
      purchaseEvent(ctx, reservation),
      refundEvent(ctx, { ...reservation, cancellation_fee: 0 }),
    ];
    expect(events.map((e) => e.event).sort()).toEqual([...ANALYTICS_EVENTS].sort());
    const serialized = JSON.stringify(events);
    for (const value of Object.values(guest)) expect(serialized).not.toContain(value);
    expect(serialized).not.toMatch(/email|phone|first_name|last_name|address|member/);
  });
});
