import type { Locale } from '@yadori/contract/locales';
import { isApiError } from '../../api/api-error.ts';
import { formatPoints, type PointProblem } from './point-rules.ts';
import type { PointKey, PointT } from './texts.ts';

/** Spec §8: 3202 and 3502 say the point balance is not available (a provider that is down). */
export const POINT_PROVIDER_DOWN_CODES: readonly number[] = [3202, 3502];

/**
 * The member's words for an amount that cannot be used. `purpose` picks the exchange's wording for
 * the programme's steps; `money` writes the amount to pay (aboveLimit).
 */
export function pointProblemText(
  problem: PointProblem,
  t: PointT,
  context: {
    name: string;
    locale: Locale;
    purpose: 'spend' | 'exchange';
    money?: (amount: number) => string;
  },
): string {
  const n = (points: number) => formatPoints(points, context.locale);
  const exchange = context.purpose === 'exchange';
  switch (problem.kind) {
    case 'required':
      return t('amount.required');
    case 'notNumber':
      return t('amount.notNumber');
    case 'belowMinimum':
      return t(exchange ? 'exchange.belowMinimum' : 'amount.belowMinimum', { minimum: n(problem.minimum) });
    case 'notInIncrements':
      return t(exchange ? 'exchange.notInIncrements' : 'amount.notInIncrements', {
        increment: n(problem.increment),
      });
    case 'aboveLimit':
      return t('amount.aboveLimit', {
        limit: context.money ? context.money(problem.limit) : n(problem.limit),
      });
    case 'notEnough':
      return t('amount.notEnough', {
        name: context.name,
        currentPoint: n(problem.currentPoint),
        spendPoint: n(problem.spendPoint),
      });
  }
}

/** The numeric code of a refusal, or null. */
export function pointErrorCode(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const codes = [error.errors[0]?.details.code, error.errors[0]?.code, ...error.codes, error.code];
  const code = codes.map(Number).find((c) => Number.isInteger(c) && c >= 1000);
  return code ?? null;
}

/**
 * What to tell a member whose exchange was refused: the provider is down (3202/3502) in the spec's
 * words, the server's own sentence for a refused amount (2401, steps; already in their language),
 * else that nothing went through.
 */
export function exchangeFailureText(error: unknown, t: PointT): string {
  const code = pointErrorCode(error);
  const key: PointKey | null =
    code !== null && POINT_PROVIDER_DOWN_CODES.includes(code)
      ? 'exchange.providerDown'
      : !isApiError(error) || error.status === 0 || error.status >= 500
        ? 'exchange.failed'
        : null;
  if (key) return t(key);
  return isApiError(error) && error.message && error.message !== error.title
    ? error.message
    : t('exchange.failed');
}
