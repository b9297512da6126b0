import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import type { MouseEvent } from 'react';
import { REGISTERED_PATHS } from '../../app/route-paths.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';

export const RECOMMENDER_PATH = '/booking/recommender';
export const FACILITIES_PATH = '/facilities';

function InAppLink({ path, children }: { path: string; children: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    goWith(path);
  };
  return (
    <a href={hrefWith(path)} onClick={onClick}>
      {children}
    </a>
  );
}

/** Ways on from the results: the room recommender and the brand's other hotels, when the hotel has them. */
export function ResultsLinks({ settings }: { settings: BookingWidgetSettings }) {
  const { t } = useI18n();
  const recommender =
    settings.hotel_brand_setting.room_recommender_enabled && REGISTERED_PATHS.has(RECOMMENDER_PATH);
  const facilities = settings.is_brand_facility && REGISTERED_PATHS.has(FACILITIES_PATH);
  if (!recommender && !facilities) return null;
  return (
    <ul className="results-links">
      {recommender ? (
        <li>
          <InAppLink path={RECOMMENDER_PATH}>{t('results.recommenderLink')}</InAppLink>
        </li>
      ) : null}
      {facilities ? (
        <li>
          <InAppLink path={FACILITIES_PATH}>{t('results.facilitiesLink')}</InAppLink>
        </li>
      ) : null}
    </ul>
  );
}
