import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { reservationFixture } from '../payment/reservation-fixtures.ts';
import { fakeApi } from '../search-results/test-harness.tsx';
import { findReservation, lookupFailureOf } from './find-reservation-api.ts';

const scope = { brandId: 1, hotelId: 1, hotelCode: 'hanami-tokyo' };

describe('findReservation', () => {
  it('keeps the current hotel code without reading the brand’s hotels for a stay here', async () => {
    const { api, calls } = fakeApi([
      [/^\/hotel_brands\/1\/reservations\//, () => ({ data: reservationFixture() })],
    ]);
    expect(await findReservation(api, scope, 'AB23CD45EF', 'hanako@example.com')).toEqual({
      number: 'AB23CD45EF',
      hotelCode: 'hanami-tokyo',
    });
    expect(calls).toHaveLength(1);
  });
});

describe('lookupFailureOf', () => {
  it('reads 404 (and a refused number) as not found, 429 as too many, anything else as a failure', () => {
    expect(lookupFailureOf(new ApiError({ title: 'NOT_FOUND', status: 404 }))).toBe('not_found');
    expect(lookupFailureOf(new ApiError({ title: 'BAD_REQUEST', status: 400 }))).toBe('not_found');
    expect(lookupFailureOf(new ApiError({ title: 'TOO_MANY_REQUESTS', status: 429 }))).toBe('too_many');
    expect(lookupFailureOf(new ApiError({ title: 'ERROR', status: 500 }))).toBe('other');
    expect(lookupFailureOf(new ApiError({ title: 'NETWORK', status: 0 }))).toBe('other');
    expect(lookupFailureOf(new TypeError('boom'))).toBe('other');
  });
});
