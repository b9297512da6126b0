import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { exportFailure, exportPasswordErrors, periodErrors } from './export-rules.ts';

const refusal = (status: number, code: number, message = 'refused') =>
  new ApiError({
    title: 'REFUSED',
    status,
    message,
    errors: [{ title: 'REFUSED', status, code, details: { code, base: [{ error: message }] } }],
  });

describe('export rules', () => {
  it('asks for a password of 8 to 64 characters, typed the same twice', () => {
    expect(exportPasswordErrors({ password: '', confirmation: '' })).toEqual({
      password: 'password.required',
      confirmation: 'password.required',
    });
    expect(exportPasswordErrors({ password: 'short', confirmation: 'short' })).toEqual({
      password: 'password.length',
    });
    expect(exportPasswordErrors({ password: 'x'.repeat(65), confirmation: 'x'.repeat(65) })).toEqual({
      password: 'password.length',
    });
    expect(exportPasswordErrors({ password: 'Sakura-2026', confirmation: 'Sakura-2025' })).toEqual({
      confirmation: 'password.mismatch',
    });
    expect(exportPasswordErrors({ password: 'x'.repeat(8), confirmation: 'x'.repeat(8) })).toEqual({});
    expect(exportPasswordErrors({ password: 'x'.repeat(64), confirmation: 'x'.repeat(64) })).toEqual({});
  });

  it('checks a period: dates in order, both needed for an export, at most 366 days', () => {
    expect(periodErrors('', '', { required: false })).toEqual({});
    expect(periodErrors('', '', { required: true })).toEqual({
      from: 'dates.required',
      to: 'dates.required',
    });
    expect(periodErrors('2026-12-01', '2026-11-30', { required: false })).toEqual({ to: 'dates.order' });
    expect(periodErrors('2026-13-01', '', { required: false })).toEqual({ from: 'dates.invalid' });
    const year = { required: true, maxDays: 366 };
    expect(periodErrors('2026-04-01', '2027-04-01', year)).toEqual({});
    expect(periodErrors('2026-04-01', '2027-04-02', year)).toEqual({ to: 'dates.tooLong' });
  });

  it('names each refusal of the export calls', () => {
    expect(exportFailure(refusal(429, 1600))).toEqual({ key: 'error.limit' });
    expect(exportFailure(refusal(409, 1200))).toEqual({ key: 'error.notReady' });
    expect(exportFailure(refusal(410, 1250))).toEqual({ key: 'error.expired' });
    expect(exportFailure(refusal(404, 1252))).toEqual({ key: 'error.notFound' });
    expect(exportFailure(refusal(403, 403))).toEqual({ key: 'error.adminsOnly' });
    expect(exportFailure(refusal(422, 1000, 'An export covers at most 366 days'))).toEqual({
      key: 'error.failed',
      message: 'An export covers at most 366 days',
    });
    expect(exportFailure(new Error('boom'))).toEqual({ key: 'error.failed' });
  });
});
