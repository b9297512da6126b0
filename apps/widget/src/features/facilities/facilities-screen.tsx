import type { BrandHotel, LowestPrice } from '@yadori/contract/facilities.schema';
import { type MouseEvent, useMemo } from 'react';
import { useSearch } from 'wouter';
import { SEARCH_PATH } from '../../app/navigation.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import '../search-results/search-results.css';
import { type Remote, useRemote } from '../../shared/use-remote.ts';
import { criteriaOf, criteriaParamsOf, effectiveQuery } from '../search-results/search-request.ts';
import { loadBrandHotels } from './brand-hotels.ts';
import { loadFacilityPrices } from './facility-prices.ts';

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

/** The hotel's lowest total for the stay, "no rooms", or nothing while prices load or if they failed. */
function FacilityPrice({
  prices,
  code,
}: {
  prices: Remote<ReadonlyMap<string, LowestPrice | null>>;
  code: string;
}) {
  const { locale, t } = useI18n();
  if (prices.status !== 'ready' || !prices.data.has(code)) return null;
  const price = prices.data.get(code);
  if (!price) return <p className="facility-card__price">{t('facilities.noPrice')}</p>;
  return (
    <p className="facility-card__price">
      <strong data-testid="facility-price">
        {t('facilities.lowestPrice', { price: formatMoney(price.total_price, price.currency, locale) })}
      </strong>{' '}
      <span className="price-block__tax">
        {t('results.taxIncluded', { tax: formatMoney(price.tax, price.currency, locale) })}
      </span>
    </p>
  );
}

/** `/facilities`: the brand's facility list with each hotel's lowest price for the stay (spec sections 2, 7). */
export function FacilitiesScreen() {
  const api = useApi();
  const { locale, t } = useI18n();
  const settings = useWidget((state) => state.settings);
  const search = useSearch();
  const brandId = settings?.hotel_brand_id ?? null;
  const criteria = useMemo(
    () => (settings ? criteriaParamsOf(criteriaOf(effectiveQuery(search), settings)) : {}),
    [search, settings],
  );
  const hotels = useRemote(brandId === null ? null : `${brandId}|${locale}`, () =>
    loadBrandHotels(api, brandId as number),
  );
  const prices = useRemote(brandId === null ? null : `${brandId}|${locale}|${JSON.stringify(criteria)}`, () =>
    loadFacilityPrices(api, brandId as number, criteria),
  );
  if (!settings) return null;

  return (
    <div className="facilities-screen">
      <h1 className="screen-title">{t('facilities.title')}</h1>
      <section
        className="facilities"
        aria-label={t('facilities.regionLabel', { brand: settings.hotel_brand_name })}
        aria-busy={hotels.status === 'loading'}
      >
        {hotels.status === 'loading' ? <Spinner label={t('app.loading')} /> : null}
        {hotels.status === 'error' ? (
          <p className="results-message results-message--error" role="alert">
            {hotels.error.title}
            {hotels.error.message ? ` ${hotels.error.message}` : null}
          </p>
        ) : null}
        {prices.status === 'error' && hotels.status === 'ready' ? (
          // The list still helps without prices: say why they are missing (a refused stay, say).
          <p className="results-message" role="status">
            <strong>{prices.error.title}</strong>
            {prices.error.message ? ` ${prices.error.message}` : null}
          </p>
        ) : null}
        {hotels.status === 'ready' && hotels.data.length === 0 ? (
          <p className="results-message">{t('facilities.empty')}</p>
        ) : null}
        {hotels.status === 'ready' && hotels.data.length > 0 ? (
          <>
            <p className="results-status">{t('facilities.lowestPriceNote')}</p>
            <ul className="facility-list">
              {hotels.data.map((hotel) => (
                <li key={hotel.id} className="facility-card" data-testid="facility">
                  {hotel.logo ? (
                    <img className="facility-card__logo" src={hotel.logo} alt="" loading="lazy" />
                  ) : null}
                  <h2 className="facility-card__name">{hotel.name}</h2>
                  {hotel.code === settings.hotel_code ? (
                    <p className="facility-card__current">{t('facilities.current')}</p>
                  ) : null}
                  <FacilityPrice prices={prices} code={hotel.code} />
                  <HotelLink hotel={hotel} current={hotel.code === settings.hotel_code} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}
