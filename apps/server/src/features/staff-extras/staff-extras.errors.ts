import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { databaseError } from '../../lib/safe-error.ts';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { STAFF_EXTRAS_TEXTS, type StaffExtrasTexts } from './staff-extras.texts.ts';

const refusal = (
  status: number,
  code: number,
  title: string,
  text: keyof StaffExtrasTexts,
  options: { field?: string; details?: Record<string, unknown> } = {},
) => new CatalogTextError(status, code, title, STAFF_EXTRAS_TEXTS, text, options);

/** Refusals of the console's extras and additional questions, each in five languages. */
export const staffExtrasErrors = {
  extraNotFound: () => refusal(404, 404, ERROR_TITLES.notFound, 'extraNotFound'),
  questionNotFound: () => refusal(404, 404, ERROR_TITLES.notFound, 'questionNotFound'),
  /** 409: the hotel has an extra with the code. */
  extraCodeTaken: () => refusal(409, 409, ERROR_TITLES.conflict, 'extraCodeTaken', { field: 'code' }),
  /**
   * 409: a reservation took the extra while it was being deleted (`reservation_extras.extra_id`
   * restricts); asked again, the delete switches it off.
   */
  extraBooked: () => refusal(409, 409, ERROR_TITLES.conflict, 'extraBooked'),
  /** 409: room plans include the extra in their price (`details.room_plan_codes`). */
  extraIncludedInPlan: (codes: readonly string[]) =>
    refusal(409, 409, ERROR_TITLES.conflict, 'extraIncludedInPlan', {
      details: { room_plan_codes: [...codes] },
    }),
  stockReadTooLong: () =>
    refusal(422, ERROR_CODES.invalid, ERROR_TITLES.unprocessable, 'stockReadTooLong', { field: 'to' }),
  stockEditTooLong: () =>
    refusal(422, ERROR_CODES.invalid, ERROR_TITLES.unprocessable, 'stockEditTooLong', { field: 'to' }),
};

/**
 * `error` as the refusal its database failure means: a code a concurrent write took first, or a
 * reservation that took the extra while it was being deleted; else as it is.
 */
export function asRefusal(error: unknown): unknown {
  const failure = databaseError(error);
  if (failure?.code === '23505' && failure.constraint === 'extras_hotel_code_unique')
    return staffExtrasErrors.extraCodeTaken();
  if (failure?.code === '23503' && `${failure.constraint} ${failure.message}`.includes('reservation_extras'))
    return staffExtrasErrors.extraBooked();
  return error;
}
