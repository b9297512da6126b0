import { describe, expect, it } from 'vitest';
import { offerFixture } from '../search-results/search-fixtures.ts';
import { fakeApi } from '../search-results/test-harness.tsx';
import { twoRoomReservation } from './update-fixtures.ts';
import { changedTotal, priceChange } from './update-pricing.ts';

describe('priceChange', () => {
  it('prices the kept rooms with the booked plan, the new stay, the codes and the reservation number', async () => {
    const reservation = twoRoomReservation({ coupon_code: 'SPRING' });
    const { api, calls } = fakeApi([
      ['/hotels/1/rooms/price', () => ({ data: { rooms: [offerFixture({ total_price: 9000, tax: 818 })] } })],
    ]);
    const prices = await priceChange(
      api,
      reservation,
      {
        checkin: '2027-01-11',
        checkout: '2027-01-12',
        rooms: [{ room_index: 1, adults: 2, children: 0, kids_tiers: [], kids_age_range: [] }],
      },
      { bypassToken: 'tok' },
    );
    expect(prices).toEqual([{ roomIndex: 1, totalPrice: 9000, tax: 818 }]);
    const query = calls[0]?.query as Record<string, unknown>;
    expect(query).toMatchObject({
      checkin_date: '2027-01-11',
      checkout_date: '2027-01-12',
      room_count: 1,
      room_plan_codes: ['DBL-RO'],
      coupon_code: 'SPRING',
      reservation_no: 'AB23CD45EF',
      bypass_token: 'tok',
    });
    expect(JSON.parse(query.rooms as string)).toEqual([
      {
        checkin_date: '2027-01-11',
        checkout_date: '2027-01-12',
        adults: 2,
        children: 0,
        kids_tiers: [],
        kids_age_range: [],
        adult_companion: 0,
        kid_tier_A_companion: 0,
      },
    ]);
  });

  it('refuses a room that was not booked', async () => {
    const { api } = fakeApi([]);
    await expect(
      priceChange(
        api,
        twoRoomReservation(),
        {
          checkin: '2027-01-11',
          checkout: '2027-01-12',
          rooms: [{ room_index: 5, adults: 2, children: 0, kids_tiers: [], kids_age_range: [] }],
        },
        { email: 'a@example.com' },
      ),
    ).rejects.toThrow(/not booked/);
  });
});

describe('the total of a change', () => {
  it('adds the booked extras to the kept rooms’ new prices', () => {
    const reservation = twoRoomReservation({ extras_total: 1230 });
    expect(changedTotal(reservation, [{ roomIndex: 1, totalPrice: 9000, tax: 818 }])).toBe(10230);
  });
});
