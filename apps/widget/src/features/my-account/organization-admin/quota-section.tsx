import { LOCALE_TAGS } from '@yadori/contract/locales';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { displayDate } from '../../../shared/hotel-date.ts';
import { numberFormat } from '../../../shared/intl-formats.ts';
import type { Organization } from './organization-api.ts';
import type { AdminT } from './texts.ts';

/**
 * The organization's quota of stays (spec §6): the current period, the room-nights it may book in it,
 * those its live reservations hold and those left.
 */
export function QuotaSection({ organization, t }: { organization: Organization; t: AdminT }) {
  const { locale } = useI18n();
  const nights = (count: number) =>
    t('quota.nights', { count: numberFormat(LOCALE_TAGS[locale]).format(count) });
  const rows = [
    {
      id: 'period',
      term: t(organization.quota_period === 'yearly' ? 'quota.periodYearly' : 'quota.periodContract'),
      value: t('quota.dates', {
        start: displayDate(organization.period_start),
        end: displayDate(organization.period_end),
      }),
    },
    { id: 'max', term: t('quota.max'), value: nights(organization.max_stays) },
    { id: 'reserved', term: t('quota.reserved'), value: nights(organization.reserved_nights) },
    { id: 'remaining', term: t('quota.remaining'), value: nights(organization.remaining_nights) },
  ];
  return (
    <section className="account-section" aria-labelledby="organization-quota-heading">
      <h2 id="organization-quota-heading">{t('quota.heading')}</h2>
      <dl className="organization-quota">
        {rows.map((row) => (
          <div key={row.id} className={`organization-quota__item organization-quota__item--${row.id}`}>
            <dt>{row.term}</dt>
            <dd data-testid={`quota-${row.id}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="account-note">{t('quota.explain')}</p>
    </section>
  );
}
