import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { PARTNER_API_TEXTS } from './partner-api.texts.ts';

/** Refusals of the partner API's own rules (decision 059); the key checks are partner-keys'. */
export const partnerApiErrors = {
  /** 422: the Idempotency-Key came before with another body (or for another hotel). */
  idempotencyKeyReused: () =>
    new CatalogTextError(
      422,
      ERROR_CODES.invalid,
      ERROR_TITLES.unprocessable,
      PARTNER_API_TEXTS,
      'idempotencyKeyReused',
      { field: 'idempotency-key', details: { reason: 'idempotency_key_reused' } },
    ),

  /**
   * The refusal of edit `index` of an ARI push, naming it: its field becomes `updates[index].<field>`
   * and `details.update` the index, so a partner can tell which of a hundred edits to fix. Anything
   * else is thrown as it is.
   */
  ofUpdate(error: unknown, index: number): unknown {
    if (!(error instanceof CatalogTextError)) return error;
    const { field, details } = error.options;
    return new CatalogTextError(error.status, error.code, error.title, error.catalog, error.text, {
      ...(field === undefined ? {} : { field: `updates[${index}].${field}` }),
      details: { ...details, update: index },
    });
  },
};
