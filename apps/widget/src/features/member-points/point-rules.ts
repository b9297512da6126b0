import { LOCALE_TAGS, type Locale } from '@yadori/contract/locales';
import { numberFormat } from '../../shared/intl-formats.ts';
import type { PointProgram } from './point-api.ts';

/** The programme's rules an amount of points is checked against (spec §5). */
export type PointSteps = Pick<PointProgram, 'spending_increment' | 'spending_minimum'>;

/**
 * Why an amount of points cannot be used, as the server would refuse it (same order: minimum, steps,
 * the amount to pay, then 2401 for more than the balance).
 */
export type PointProblem =
  | { kind: 'required' }
  | { kind: 'notNumber' }
  | { kind: 'belowMinimum'; minimum: number }
  | { kind: 'notInIncrements'; increment: number }
  | { kind: 'aboveLimit'; limit: number }
  /** Spec §8 2401: only {currentPoint} points, cannot spend {spendPoint}. */
  | { kind: 'notEnough'; currentPoint: number; spendPoint: number };

const FULL_WIDTH_DIGIT = /[０-９]/g;

/**
 * The whole number a member typed (full-width digits and thousands separators allowed), or null when
 * it is not one. Empty text is `''`.
 * @example parsePoints('１,２００') // 1200
 */
export function parsePoints(text: string): number | '' | null {
  const plain = text
    .replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[\s,，、]/g, '');
  if (plain === '') return '';
  return /^[0-9]{1,9}$/.test(plain) ? Number(plain) : null;
}

/** The smallest amount the programme takes (its minimum, and never less than one step). */
export const smallestAmount = (steps: PointSteps): number =>
  Math.max(steps.spending_minimum, steps.spending_increment, 1);

/**
 * The largest amount the member may use: the balance (and the amount to pay, when there is one)
 * rounded down to the programme's steps; 0 when that is below the minimum.
 */
export function largestAmount(steps: PointSteps, available: number, limit?: number): number {
  const cap = Math.max(0, Math.min(available, limit ?? available));
  const step = Math.max(1, steps.spending_increment);
  const largest = cap - (cap % step);
  return largest >= smallestAmount(steps) ? largest : 0;
}

/**
 * Spec §5: points are used in the programme's increments, above its minimum, not above the balance
 * nor (`limit`) the amount to pay. Null when `text` is an amount that may be used.
 * @example checkPoints('150', { spending_increment: 100, spending_minimum: 100 }, 1000) // notInIncrements
 */
export function checkPoints(
  text: string,
  steps: PointSteps,
  available: number,
  limit?: number,
): PointProblem | null {
  const amount = parsePoints(text);
  if (amount === '') return { kind: 'required' };
  if (amount === null) return { kind: 'notNumber' };
  if (amount <= 0 || amount < steps.spending_minimum)
    return { kind: 'belowMinimum', minimum: smallestAmount(steps) };
  if (amount % Math.max(1, steps.spending_increment) !== 0)
    return { kind: 'notInIncrements', increment: steps.spending_increment };
  if (limit !== undefined && amount > limit) return { kind: 'aboveLimit', limit };
  if (amount > available) return { kind: 'notEnough', currentPoint: available, spendPoint: amount };
  return null;
}

/**
 * The brand's name for its points in `locale` (spec §3 point_program translations with point_naming):
 * the programme's own translation, else the name the server gave in the request's language, else the
 * brand settings' translation, else `fallback`.
 */
export function pointNaming(
  locale: Locale,
  fallback: string,
  program?: Pick<PointProgram, 'point_naming' | 'translations'> | null,
  settings?: { translations: readonly { locale: string; point_naming: string }[] } | null,
): string {
  const own = (list: readonly { locale: string; point_naming: string }[] | undefined) =>
    list?.find((t) => t.locale === locale)?.point_naming.trim() || '';
  return (
    own(program?.translations) || program?.point_naming.trim() || own(settings?.translations) || fallback
  );
}

/** A number of points written the language's way (12,000). */
export function formatPoints(points: number, locale: Locale): string {
  return numberFormat(LOCALE_TAGS[locale]).format(points);
}
