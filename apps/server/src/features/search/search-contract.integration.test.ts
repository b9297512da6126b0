import { errorBodySchema } from '@yadori/contract/errors';
import {
  availabilityResponseSchema,
  inventoryResponseSchema,
  recommendationResponseSchema,
  roomPriceResponseSchema,
  searchResponseSchema,
} from '@yadori/contract/search.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/hotel-time.ts';
import { quietTuesday, roomsParam, type SearchKit, searchKit } from './search-test-kit.ts';

// The search routes serialize without Zod (speed); these answers are checked against the contract here.
describe('search answers match the contract', () => {
  let kit: SearchKit;
  const checkin = quietTuesday(30);
  const dates = `checkin_date=${checkin}&checkout_date=${addDays(checkin, 2)}`;
  const party = roomsParam([{ adults: 2, kids_tiers: ['A', 'B'] }, { adults: 1 }]);

  beforeAll(async () => {
    kit = await searchKit('pglite');
  }, 180_000);
  afterAll(async () => kit?.close());

  it.each([
    ['rooms', `/book/hotels/1/rooms?${dates}&rooms=${party}&coupon_code=WELCOME10`, searchResponseSchema],
    [
      'plans',
      `/book/hotels/2/rooms?${dates}&adults=2&type=plan&is_including_occupied=true`,
      searchResponseSchema,
    ],
    ['undated', `/book/hotels/4/rooms?search_type=undated&nights=2&adults=2`, searchResponseSchema],
    [
      'day use',
      `/book/hotels/1/rooms?checkin_date=${checkin}&is_day_use=true&adults=1`,
      searchResponseSchema,
    ],
    [
      'price',
      `/book/hotels/1/rooms/price?${dates}&adults=2&room_plan_codes=STD-DBL-BREAKFAST`,
      roomPriceResponseSchema,
    ],
    ['recommendation', `/book/hotels/3/rooms/recommendation?${dates}&adults=4`, recommendationResponseSchema],
    ['inventory', `/book/hotels/1/rooms/inventory?${dates}`, inventoryResponseSchema],
    [
      'availability',
      `/book/hotels/1/rooms/availability?month=${checkin.slice(0, 7)}&adults=2`,
      availabilityResponseSchema,
    ],
  ])('%s', async (_name, url, schema) => {
    const { status, body } = await kit.get(url);
    expect(status).toBe(200);
    expect(() => schema.parse(body)).not.toThrow();
  });

  it('refusals stay in the error format', async () => {
    const { status, body } = await kit.get(
      `/book/hotels/1/rooms?checkin_date=${checkin}&checkout_date=${checkin}`,
    );
    expect(status).toBe(400);
    expect(() => errorBodySchema.parse(body)).not.toThrow();
  });
});
