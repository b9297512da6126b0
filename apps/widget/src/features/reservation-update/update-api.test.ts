import { describe, expect, it } from 'vitest';
import { parseErrorBody } from '../../api/api-error.ts';
import { fakeApi } from '../search-results/test-harness.tsx';
import { getUpdateSettings, updateFailureOf, updateReservation } from './update-api.ts';
import { updateSettingsFixture } from './update-fixtures.ts';

const failure = (status: number, code: number, details: Record<string, unknown>) =>
  parseErrorBody(
    status,
    { errors: [{ title: 'T', status, code, details: { base: [{ error: 'msg' }], ...details } }] },
    'x',
  );

describe('update calls', () => {
  it('send the proof as the query and the change as the body', async () => {
    const { api, calls } = fakeApi([
      [/update_settings$/, () => ({ data: updateSettingsFixture() })],
      ['/hotels/1/reservations/AB1', () => ({ data: { number: 'AB1', bypass_token: 'new' } })],
    ]);
    await getUpdateSettings(api, 1, 'AB1', { email: 'a@example.com' });
    const body = {
      version: 3,
      checkin_date: '2027-01-11',
      checkout_date: '2027-01-12',
      rooms: [],
      total_price: 1,
    };
    const updated = await updateReservation(api, 1, 'AB1', { bypassToken: 'old' }, body);
    expect(calls.map((c) => [c.method, c.path, c.query])).toEqual([
      ['GET', '/hotels/1/reservations/AB1/update_settings', { email: 'a@example.com' }],
      ['PUT', '/hotels/1/reservations/AB1', { bypass_token: 'old' }],
    ]);
    expect(calls[1]?.body).toEqual(body);
    expect(updated.bypass_token).toBe('new');
  });
});

describe('updateFailureOf', () => {
  it('reads the refusals of the notes’ wire names', () => {
    expect(
      updateFailureOf(
        failure(409, 1103, {
          code: 1103,
          reason: 'price_became_more_expensive',
          total_price: 42000,
          tax: 3818,
          previous_total_price: 40000,
          rooms: [],
        }),
      ),
    ).toEqual({ kind: 'price-moved', totalPrice: 42000, previousTotalPrice: 40000 });
    expect(updateFailureOf(failure(409, 1105, { code: 1105, reason: 'sold_out' })).kind).toBe('sold-out');
    expect(updateFailureOf(failure(409, 1000, { code: 'version_conflict' })).kind).toBe('version-conflict');
    expect(updateFailureOf(failure(422, 1000, { code: 'not_updatable', reason: 'deadline_passed' }))).toEqual(
      {
        kind: 'not-updatable',
        reason: 'deadline_passed',
      },
    );
    expect(updateFailureOf(failure(422, 3200, {})).kind).toBe('pay-not-updatable');
    // A 422 whose reason is no update refusal (an extra's 1106) is not read as one.
    expect(updateFailureOf(failure(422, 1106, { code: 1106, reason: 'sold_out' })).kind).toBe('other');
    expect(updateFailureOf(failure(404, 1000, { code: 'not_found' })).kind).toBe('not-found');
    expect(updateFailureOf(failure(400, 1000, { code: 'invalid' }))).toEqual({
      kind: 'other',
      title: 'T',
      message: 'msg',
    });
  });
});
