import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { SearchCriteria } from '../search-form/search-criteria.ts';
import { stayPlusFlight } from './stay-plus-flight.ts';

/**
 * Stay plus flight (spec sections 5 and 9): on Japanese pages, a link to the partner's
 * flight-and-hotel search the hotel configures, with this search's stay and party (new tab); over
 * 5 rooms, a note instead.
 */
export function StayPlusFlightOffer({
  settings,
  criteria,
}: {
  settings: Pick<BookingWidgetSettings, 'stay_plus_flight' | 'hotel_code'>;
  criteria: SearchCriteria;
}) {
  const { locale, t } = useI18n();
  const offer = stayPlusFlight(
    settings.stay_plus_flight?.partner_search_url,
    criteria,
    settings.hotel_code,
    locale,
  );
  if (offer.kind === 'none') return null;
  return (
    <p className="results-flight" data-testid="stay-plus-flight">
      {offer.kind === 'link' ? (
        <a href={offer.href} target="_blank" rel="noopener noreferrer">
          {t('results.stayPlusFlightLink')}
          <span className="visually-hidden"> {t('results.opensInNewTab')}</span>
        </a>
      ) : (
        t('results.stayPlusFlightTooManyRooms', { max: offer.max })
      )}
    </p>
  );
}
