import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../lib/safe-storage.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { createBookingStore, updateGuest } from '../booking-state/booking-store.ts';
import { initialSearchResultsState } from '../search-results/results-store.ts';
import { offerFixture, roomFixture, searchDataFixture } from '../search-results/search-fixtures.ts';
import { handOverSelection, prefillFromMember } from './hand-over.ts';

const memory = (): KeyValueStorage => {
  const data = new Map<string, string>();
  return {
    get: (k) => data.get(k) ?? null,
    set: (k, v) => void data.set(k, v),
    remove: (k) => void data.delete(k),
  };
};

const twoParties = new URLSearchParams({
  code: 'hanami-tokyo',
  checkin: '2026-12-10',
  checkout: '2026-12-12',
  rooms: JSON.stringify([{ adults: 2 }, { adults: 1 }]),
  room_count: '2',
}).toString();

describe('hand-over from the results page', () => {
  it('gives each chosen room the party it was priced for, one booking room per room chosen', () => {
    const store = createBookingStore(memory());
    const double = offerFixture({ room_plan_code: 'DBL-RO' });
    const single = offerFixture({
      room_plan_code: 'SGL-RO',
      total_price: 20_000,
      matched_search_criteria: {
        adults_count: 1,
        adults_with_companion: 0,
        children_count: 0,
        children_with_kid_tier_A_companion: 0,
      },
    });
    const results = {
      ...initialSearchResultsState(),
      data: searchDataFixture({
        rooms: [
          roomFixture({ room_type_code: 'DBL', room_type_name: 'Double', room_plan: [double, single] }),
        ],
      }),
      selected: [
        {
          roomTypeCode: 'DBL',
          roomPlanCode: 'DBL-RO',
          numberOfAdults: 2,
          numberOfChildren: 0,
          quantity: 1,
          type: 'rooms' as const,
          salePrice: 44_000,
          tax: 4_000,
          scrapeIds: [],
          promotionID: null,
          couponCode: null,
        },
        {
          roomTypeCode: 'DBL',
          roomPlanCode: 'SGL-RO',
          numberOfAdults: 1,
          numberOfChildren: 0,
          quantity: 1,
          type: 'rooms' as const,
          salePrice: 20_000,
          tax: 1_800,
          scrapeIds: [],
          promotionID: null,
          couponCode: null,
        },
      ],
    };
    expect(handOverSelection(hotelSettings(), twoParties, store, results)).toBe(true);
    const rooms = store.get().bookingDetails?.rooms ?? [];
    expect(rooms.map((r) => [r.key, r.roomPlanCode, r.party.adults, r.salePrice])).toEqual([
      ['room-1', 'DBL-RO', 2, 44_000],
      ['room-2', 'SGL-RO', 1, 20_000],
    ]);
    expect(store.get().bookingDetails).toMatchObject({
      checkin: '2026-12-10',
      checkout: '2026-12-12',
      nights: 2,
    });
    expect(store.get().bookingDetails?.searchParams.rooms).toBeUndefined();
  });

  it('keeps the coupon the search applied to the chosen rooms', () => {
    const store = createBookingStore(memory());
    const offer = offerFixture({
      applied_code: { code_type: 'coupon', code: 'WELCOME10', discount_amount: 4_400, first_n_nights: null },
    });
    const results = {
      ...initialSearchResultsState(),
      data: searchDataFixture({ rooms: [roomFixture({ room_type_code: 'DTW', room_plan: [offer] })] }),
      selected: [
        {
          roomTypeCode: 'DTW',
          roomPlanCode: 'DTW-RO',
          numberOfAdults: 2,
          numberOfChildren: 0,
          quantity: 2,
          type: 'rooms' as const,
          salePrice: 39_600,
          tax: 3_600,
          scrapeIds: [],
          promotionID: null,
          couponCode: 'WELCOME10',
        },
      ],
    };
    handOverSelection(
      hotelSettings(),
      'code=hanami-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2&room_count=2&coupon_code=WELCOME10',
      store,
      results,
    );
    expect(store.get().coupon).toEqual({ code: 'WELCOME10', discountAmount: 8_800 });
  });

  it('finds no booking without chosen rooms or a stored one', () => {
    expect(
      handOverSelection(
        hotelSettings(),
        twoParties,
        createBookingStore(memory()),
        initialSearchResultsState(),
      ),
    ).toBe(false);
  });
});

describe('member prefill', () => {
  const member = { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com' };

  it('fills only blank fields', () => {
    const store = createBookingStore(memory());
    updateGuest(store, { lastName: 'Sato' });
    prefillFromMember(member, 'en', store);
    expect(store.get().guest).toMatchObject({
      firstName: 'Hanako',
      lastName: 'Sato',
      emailConfirmation: 'hanako@example.com',
    });
  });

  it('puts the name in the kanji name in Japanese', () => {
    const store = createBookingStore(memory());
    prefillFromMember({ ...member, first_name: '花子', last_name: '山田' }, 'ja', store);
    expect(store.get().guest).toMatchObject({ firstName: '', kanjiFirstName: '花子', kanjiLastName: '山田' });
  });
});
