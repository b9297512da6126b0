import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { bookingDetails, bookingRoom } from '../booking-state/booking-fixtures.ts';
import { type FakeCall, fakeApi } from '../search-results/test-harness.tsx';
import { priceBooking } from './booking-pricing.ts';
import { priceAnswer } from './guest-detail-test-kit.tsx';

// Decision 021: a code limited to some plans prices those plans with it and the others without it;
// it is refused (2001) only when it fits none of the chosen plans.
const notForPlan = () =>
  new ApiError({
    title: 'BAD_REQUEST',
    status: 400,
    message: 'This promotion cannot be applied to the plan you chose.',
    errors: [
      {
        title: 'BAD_REQUEST',
        status: 400,
        code: 2001,
        details: { code: 2001, base: [{ error: 'This promotion cannot be applied to the plan you chose.' }] },
      },
    ],
  });

const twoPlans = bookingDetails({
  rooms: [
    bookingRoom('room-1', { roomPlanCode: 'DBL-RO' }),
    bookingRoom('room-2', { roomPlanCode: 'DBL-BF' }),
  ],
  searchParams: { search_type: 'dated', promo_code: 'SAKURA15' },
});
const planOf = (call: FakeCall) => (call.query.room_plan_codes as string[])[0];
const coded = (call: FakeCall) => Boolean(call.query.coupon_code || call.query.promo_code);

describe('priceBooking with a code for some plans only', () => {
  it('prices the plan the code does not fit without any code, the other with it', async () => {
    const { api, calls } = fakeApi([
      [
        '/hotels/1/rooms/price',
        (call) =>
          planOf(call) === 'DBL-RO' && coded(call) ? notForPlan() : priceAnswer(call, 44_000, 4_400),
      ],
    ]);
    const prices = await priceBooking(api, twoPlans, 'WINTER10');
    expect(prices.map((p) => [p.key, p.codeDiscount])).toEqual([
      ['room-1', 0],
      ['room-2', 4_400],
    ]);
    const again = calls.filter((c) => planOf(c) === 'DBL-RO').at(-1);
    expect(again?.query).not.toHaveProperty('promo_code');
    expect(again?.query).not.toHaveProperty('coupon_code');
  });

  it('refuses with 2001 when the code fits none of the plans', async () => {
    const { api } = fakeApi([
      ['/hotels/1/rooms/price', (call) => (coded(call) ? notForPlan() : priceAnswer(call, 44_000))],
    ]);
    await expect(priceBooking(api, twoPlans, 'WINTER10')).rejects.toMatchObject({ code: 2001 });
  });

  it('passes other refusals on as they are', async () => {
    const { api } = fakeApi([
      ['/hotels/1/rooms/price', () => new ApiError({ title: 'NOT_FOUND', status: 404, message: 'gone' })],
    ]);
    await expect(priceBooking(api, twoPlans, null)).rejects.toMatchObject({ status: 404 });
  });
});
