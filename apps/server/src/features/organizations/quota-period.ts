import { addDays, addMonths } from '../../lib/hotel-time.ts';

/** How an organization's quota of stays runs (decision 057). */
export interface QuotaTerms {
  quotaPeriod: 'yearly' | 'contract';
  /** The first night of the first period (YYYY-MM-DD). */
  periodStart: string;
  /** A contract's last night; null for a yearly quota. */
  periodEnd: string | null;
}

/** The quota period that holds `date`, first and last night (inclusive); null outside a contract. */
export function quotaPeriodOf(
  organization: QuotaTerms,
  date: string,
): { first: string; last: string } | null {
  if (organization.quotaPeriod === 'contract') {
    const last = organization.periodEnd ?? organization.periodStart;
    return date >= organization.periodStart && date <= last
      ? { first: organization.periodStart, last }
      : null;
  }
  if (date < organization.periodStart) return null;
  // The latest anniversary of the start on or before `date` (29 February falls on 28 February in the
  // years without one); the period ends the day before the next.
  const years = Number(date.slice(0, 4)) - Number(organization.periodStart.slice(0, 4));
  const anniversary = (n: number) => addMonths(organization.periodStart, 12 * n);
  const elapsed = anniversary(years) <= date ? years : years - 1;
  return { first: anniversary(elapsed), last: addDays(anniversary(elapsed + 1), -1) };
}
