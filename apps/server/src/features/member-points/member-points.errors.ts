import { ERROR_CODES as C, type ErrorBody, ERROR_TITLES as T } from '@yadori/contract/errors';
import { LOCALE_TAGS, type Locale } from '@yadori/contract/locales';
import { ownValue } from '@yadori/contract/own-value';
import { AppError, oneTextBody } from '../../http/app-error.ts';
import { type MemberPointTextKey, pointText } from './member-points.texts.ts';

/** The brand's names for its points by language (a language without one says "points"). */
export type PointNames = Partial<Record<Locale, string>>;

interface PointErrorOptions {
  /** The request field the refusal is about (`details.fields`). */
  field?: string;
  /** Which case of a shared number (1000) this is. */
  reason?: string;
  /** Numbers are written the request language's way (1,500). */
  params?: Record<string, number>;
  pointNames?: PointNames;
}

/** A refusal of a points call, worded from member-points.texts.ts in the request's language. */
export class MemberPointError extends AppError {
  constructor(
    status: number,
    code: number,
    title: string,
    readonly textKey: MemberPointTextKey,
    readonly options: PointErrorOptions = {},
  ) {
    // The shared catalog's generic key stands in for AppError's message; toBody writes this feature's own.
    super(status, code, title, [{ key: 'badRequest' }]);
    this.message = `${title}: ${textKey}`;
  }

  override toBody(locale: Locale): ErrorBody {
    const numbers = new Intl.NumberFormat(LOCALE_TAGS[locale] ?? 'en');
    const params: Record<string, string> = {
      pointName: ownValue(this.options.pointNames ?? {}, locale) || pointText(locale, 'points'),
    };
    for (const [name, value] of Object.entries(this.options.params ?? {}))
      params[name] = numbers.format(value);
    const error = pointText(locale, this.textKey, params);
    const { field, reason } = this.options;
    return oneTextBody(this, error, { field, details: reason ? { reason } : {} });
  }
}

const invalid = (key: MemberPointTextKey, field: string, params: Record<string, number>) =>
  new MemberPointError(422, C.invalid, T.unprocessable, key, { field, params });

/** Refusals of the points calls (spec §5 and §8), each in five languages. */
export const pointErrors = {
  /** 2401: more points than the member has (spec §8: only {currentPoint}, cannot spend {spendPoint}). */
  notEnoughPoints: (input: { available: number; requested: number; pointNames: PointNames; field: string }) =>
    new MemberPointError(422, C.notEnoughPoints, T.unprocessable, 'notEnoughPoints', {
      field: input.field,
      params: { currentPoint: input.available, spendPoint: input.requested },
      pointNames: input.pointNames,
    }),
  belowMinimum: (minimum: number, field: string) => invalid('belowMinimum', field, { minimum }),
  notInIncrements: (increment: number, field: string) => invalid('notInIncrements', field, { increment }),
  aboveLimit: (limit: number, field: string) => invalid('aboveLimit', field, { limit }),
  exchangeBelowMinimum: (minimum: number) => invalid('exchangeBelowMinimum', 'amount', { minimum }),
  exchangeNotInIncrements: (increment: number) => invalid('exchangeNotInIncrements', 'amount', { increment }),
  /** Points of a reservation are spent once until the reservation is changed (spec §5). */
  alreadySpent: () => new MemberPointError(409, 409, T.conflict, 'alreadySpent'),
  /** 3504: giving points back failed (spec §8: check the history). */
  refundFailed: () => new MemberPointError(500, C.pointReturnFailed, T.internal, 'refundFailed'),
  /** 3202: the gift-code provider could not be reached; nothing was spent. */
  balanceUnavailable: () =>
    new MemberPointError(502, C.pointBalanceUnavailable, 'BAD_GATEWAY', 'balanceUnavailable'),
  /** The brand's programme offers no gift codes (spec §6: Japan only). */
  exchangeNotOffered: () => new MemberPointError(403, 403, T.forbidden, 'exchangeNotOffered'),
  /** No usable programme for this member (spec §6). */
  pointsUnavailable: () => new MemberPointError(403, 403, T.forbidden, 'pointsUnavailable'),
  exchangeKeyReused: () =>
    new MemberPointError(422, C.invalid, T.unprocessable, 'exchangeKeyReused', {
      reason: 'idempotency_key_reused',
    }),
};
