import { describe, expect, it } from 'vitest';
import { hotelSettings } from '../../test/fixtures.ts';
import { parseCriteria } from '../search-form/search-criteria.ts';
import { offerFixture, roomFixture, searchDataFixture } from '../search-results/search-fixtures.ts';
import type { SelectedRoom } from '../search-results/selected-rooms.ts';
import { bookingDetailsFromSelection } from './booking-from-selection.ts';

// Decision 021: a search's promo code goes on to the booking only when it discounted a chosen room.
const settings = hotelSettings();
const criteria = parseCriteria(
  new URLSearchParams('checkin=2026-12-10&checkout=2026-12-12&adults=2&promo_code=SAKURA15'),
  settings,
  new Date('2026-11-23T08:00:00Z'),
);
const searchParams = { promo_code: 'SAKURA15', google_promo_code: 'G1', mode: 'all', utm_source: 'ad' };
const choose = (roomPlanCode: string): SelectedRoom => ({
  roomTypeCode: 'DBL',
  roomPlanCode,
  numberOfAdults: 2,
  numberOfChildren: 0,
  quantity: 1,
  type: 'rooms',
  salePrice: 40_000,
  tax: 3_600,
  scrapeIds: [],
  promotionID: null,
  couponCode: null,
});
const promo = { code_type: 'promo' as const, code: 'SAKURA15', discount_amount: 6_000, first_n_nights: null };
const data = searchDataFixture({
  rooms: [
    roomFixture({
      room_type_code: 'DBL',
      room_plan: [
        offerFixture({ room_plan_code: 'DBL-RO', applied_code: null }),
        offerFixture({ room_plan_code: 'DBL-BF', applied_code: promo }),
      ],
    }),
  ],
});
const details = (selected: SelectedRoom[], answer = data) =>
  bookingDetailsFromSelection({
    hotel: { id: 1, code: 'hanami-tokyo', currency: 'JPY' },
    criteria,
    searchParams,
    selected,
    data: answer,
    resultsQuery: 'code=hanami-tokyo',
  });

describe('bookingDetailsFromSelection: the search’s promo code', () => {
  it('comes along when it discounted one of the chosen rooms', () => {
    expect(details([choose('DBL-RO'), choose('DBL-BF')]).searchParams).toMatchObject({
      promo_code: 'SAKURA15',
      google_promo_code: 'G1',
    });
  });

  it('stays behind when it discounted none of them, the rest of the search comes along', () => {
    const params = details([choose('DBL-RO')]).searchParams;
    expect(params.promo_code).toBeUndefined();
    expect(params.google_promo_code).toBeUndefined();
    expect(params).toMatchObject({ mode: 'all', utm_source: 'ad' });
  });
});

describe('bookingDetailsFromSelection: the searched parties (decision 026)', () => {
  const wire = (adults: number, kidsTiers: string[]) => ({
    adults,
    children: kidsTiers.length,
    kids_tiers: kidsTiers,
    kids_age_range: [],
    adult_companion: 0,
    kid_tier_A_companion: 0,
  });
  const families = searchDataFixture({
    rooms: [roomFixture({ room_type_code: 'DBL', room_plan: [offerFixture({ room_plan_code: 'DBL-RO' })] })],
  });
  families.search_params.rooms = [wire(2, ['A']), wire(2, []), wire(2, ['B'])];
  const chosen = (children: number, quantity: number): SelectedRoom => ({
    ...choose('DBL-RO'),
    numberOfChildren: children,
    quantity,
  });

  it('gives the rooms the searched parties in order, each once, and keeps them all for the booking', () => {
    const booking = details([chosen(1, 2), chosen(0, 1)], families);
    expect(booking.rooms.map((r) => [r.party.adults, r.party.children, r.party.kidsTiers])).toEqual([
      [2, 1, ['A']],
      [2, 1, ['B']],
      [2, 0, []],
    ]);
    expect(booking.searchedRooms?.map((p) => p.kidsTiers)).toEqual([['A'], [], ['B']]);
  });

  it("takes the parties given (a recommendation's) over the search's", () => {
    const booking = bookingDetailsFromSelection({
      hotel: { id: 1, code: 'hanami-tokyo', currency: 'JPY' },
      criteria,
      searchParams,
      selected: [chosen(0, 1)],
      data: families,
      resultsQuery: 'code=hanami-tokyo',
      parties: [wire(2, []), wire(1, [])],
    });
    expect(booking.searchedRooms?.map((p) => p.adults)).toEqual([2, 1]);
  });

  it('leaves a room no searched party is left for with its own counts (the booking refuses it)', () => {
    const booking = details([chosen(0, 2)], families);
    expect(booking.rooms.map((r) => [r.party.adults, r.party.children])).toEqual([
      [2, 0],
      [2, 0],
    ]);
  });
});
