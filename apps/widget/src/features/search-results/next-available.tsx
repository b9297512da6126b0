import type { MouseEvent } from 'react';
import { SEARCH_PATH } from '../../app/navigation.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { addDaysIfDate, displayDate } from '../../shared/hotel-date.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';

/**
 * The query that searches the same stay length from `date` (spec: search_next_available_date_if_no_result).
 * Day use keeps check-out equal to check-in.
 */
export function nextAvailableChanges(date: string, nights: number, dayUse: boolean): Record<string, string> {
  return { checkin: date, checkout: dayUse ? date : (addDaysIfDate(date, Math.max(1, nights)) ?? date) };
}

/** Offered when nothing matched and the server found a later date that has rooms. */
export function NextAvailableOffer({
  date,
  nights,
  dayUse,
}: {
  date: string;
  nights: number;
  dayUse: boolean;
}) {
  const { t } = useI18n();
  const changes = nextAvailableChanges(date, nights, dayUse);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    goWith(SEARCH_PATH, changes);
  };
  return (
    <div className="next-available">
      <p>{t('results.nextAvailable', { date: displayDate(date) })}</p>
      <a className="button" href={hrefWith(SEARCH_PATH, changes)} onClick={onClick}>
        {t('results.nextAvailableSearch', { date: displayDate(date) })}
      </a>
    </div>
  );
}
