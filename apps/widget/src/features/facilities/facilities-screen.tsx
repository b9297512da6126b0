import type { BrandHotel } from '@yadori/contract/facilities.schema';
import type { MouseEvent } from 'react';
import { SEARCH_PATH } from '../../app/navigation.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Spinner } from '../layout/spinner.tsx';
import { goWith, hrefWith } from '../search-results/results-links.ts';
import '../search-results/search-results.css';
import { useRemote } from '../search-results/use-remote.ts';
import { loadBrandHotels } from './brand-hotels.ts';

/** Opens a hotel's results: another hotel needs a fresh start (its own settings), this one does not. */
function HotelLink({ hotel, current }: { hotel: BrandHotel; current: boolean }) {
  const { t } = useI18n();
  const changes = { code: hotel.code, hotel_code: null };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!current) return;
    event.preventDefault();
    goWith(SEARCH_PATH, changes);
  };
  return (
    <a className="button" href={hrefWith(SEARCH_PATH, changes)} onClick={onClick}>
      {t('facilities.showRooms', { hotel: hotel.name })}
    </a>
  );
}

/** `/facilities`: the brand's facility list (spec sections 2 and 7). */
export function FacilitiesScreen() {
  const api = useApi();
  const { locale, t } = useI18n();
  const brandId = useWidget((state) => state.settings?.hotel_brand_id ?? null);
  const brandName = useWidget((state) => state.settings?.hotel_brand_name ?? '');
  const currentCode = useWidget((state) => state.settings?.hotel_code ?? null);
  const remote = useRemote(brandId === null ? null : `${brandId}|${locale}`, () =>
    loadBrandHotels(api, brandId as number),
  );

  return (
    <div className="facilities-screen">
      <h1 className="screen-title">{t('facilities.title')}</h1>
      <section className="facilities" aria-label={t('facilities.regionLabel', { brand: brandName })}>
        {remote.status === 'loading' ? <Spinner label={t('app.loading')} /> : null}
        {remote.status === 'error' ? (
          <p className="results-message results-message--error" role="alert">
            {remote.error.title}
            {remote.error.message ? ` ${remote.error.message}` : null}
          </p>
        ) : null}
        {remote.status === 'ready' && remote.data.length === 0 ? (
          <p className="results-message">{t('facilities.empty')}</p>
        ) : null}
        {remote.status === 'ready' && remote.data.length > 0 ? (
          <ul className="facility-list">
            {remote.data.map((hotel) => (
              <li key={hotel.id} className="facility-card">
                {hotel.logo ? (
                  <img className="facility-card__logo" src={hotel.logo} alt="" loading="lazy" />
                ) : null}
                <h2 className="facility-card__name">{hotel.name}</h2>
                {hotel.code === currentCode ? (
                  <p className="facility-card__current">{t('facilities.current')}</p>
                ) : null}
                <HotelLink hotel={hotel} current={hotel.code === currentCode} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
