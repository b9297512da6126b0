import { type MouseEvent, useMemo } from 'react';
import { useSearch } from 'wouter';
import { call } from '../../api/call.ts';
import { SEARCH_PATH } from '../../app/navigation.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { guestsText } from '../search-results/offer-details.tsx';
import { chooseRooms, searchResultsStore } from '../search-results/results-store.ts';
import { criteriaOf, criteriaParamsOf, effectiveQuery } from '../search-results/search-request.ts';
import '../search-results/search-results.css';
import { useRemote } from '../../shared/use-remote.ts';
import { criteriaKeyOf } from '../search-results/use-search-results.ts';
import { type Recommendation, selectionOf } from './recommendations.ts';

function RecommendationCard({
  recommendation,
  number,
  currency,
  onChoose,
}: {
  recommendation: Recommendation;
  number: number;
  currency: string;
  onChoose: () => void;
}) {
  const { locale, t } = useI18n();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const headingId = `recommendation-${number}`;
  return (
    <li>
      <article
        className="result-card result-card--plan"
        aria-labelledby={headingId}
        data-testid="recommendation"
      >
        <h2 id={headingId} className="result-card__title">
          {t('recommender.option', { number })}
        </h2>
        <ul className="offers">
          {recommendation.rooms.map((room, index) => (
            // The same room plan may appear twice in one combination; its place tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: rooms of a combination have no id of their own.
            <li key={index} className="offer">
              <p className="offer__name">
                {t('recommender.roomLine', { room: room.room_type_name, plan: room.room_plan_name })}
              </p>
              <p>
                {guestsText({ adults_count: room.adults, children_count: room.children }, t, locale)}
                {' · '}
                {money(room.total_price)}
              </p>
            </li>
          ))}
        </ul>
        <div className="offer__buy">
          <div className="price-block">
            <p className="price-block__total">
              <span className="price-block__label">{t('results.totalPrice')}</span>{' '}
              <strong>{money(recommendation.total_price)}</strong>
            </p>
            <p className="price-block__tax">{t('results.taxIncluded', { tax: money(recommendation.tax) })}</p>
          </div>
          <button
            type="button"
            className="button"
            aria-label={t('recommender.chooseLabel', { number })}
            onClick={onChoose}
          >
            {t('recommender.choose')}
          </button>
        </div>
      </article>
    </li>
  );
}

/** `/booking/recommender`: room combinations for the whole party from `/rooms/recommendation`. */
export function RecommenderScreen() {
  const api = useApi();
  const { locale, t } = useI18n();
  const settings = useWidget((state) => state.settings);
  const search = useSearch();
  const criteria = useMemo(
    () => (settings ? criteriaParamsOf(criteriaOf(effectiveQuery(search), settings)) : {}),
    [search, settings],
  );
  const hotelId = settings?.hotel_id ?? null;
  const remote = useRemote(hotelId === null ? null : `${hotelId}|${search}|${locale}`, () =>
    call(api, 'GET /book/hotels/:hotelId/rooms/recommendation', {
      params: { hotelId: String(hotelId) },
      query: criteria,
    }).then((body) => body.data.recommendations),
  );
  if (!settings) return null;

  const choose = (recommendation: Recommendation) => {
    chooseRooms(searchResultsStore, criteriaKeyOf(settings.hotel_id, criteria), selectionOf(recommendation));
    goWith(SEARCH_PATH);
  };
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    goWith(SEARCH_PATH);
  };

  return (
    <div className="recommender-screen">
      <h1 className="screen-title">{t('recommender.title')}</h1>
      <p>{t('recommender.intro')}</p>
      <section
        className="search-results"
        aria-label={t('recommender.regionLabel')}
        aria-busy={remote.status === 'loading'}
      >
        {remote.status === 'loading' ? <Spinner label={t('results.searching')} /> : null}
        {remote.status === 'error' ? (
          <p className="results-message results-message--error" role="alert">
            <strong>{remote.error.title}</strong>
            {remote.error.message ? ` ${remote.error.message}` : null}
          </p>
        ) : null}
        {remote.status === 'ready' && remote.data.length === 0 ? (
          <p className="results-message">{t('recommender.empty')}</p>
        ) : null}
        {remote.status === 'ready' && remote.data.length > 0 ? (
          <ul className="results-list">
            {remote.data.map((recommendation, index) => (
              <RecommendationCard
                // biome-ignore lint/suspicious/noArrayIndexKey: the server's order is the ranking; combinations have no id.
                key={index}
                recommendation={recommendation}
                number={index + 1}
                currency={settings.currency}
                onChoose={() => choose(recommendation)}
              />
            ))}
          </ul>
        ) : null}
      </section>
      <p>
        <a href={hrefWith(SEARCH_PATH)} onClick={back}>
          {t('recommender.back')}
        </a>
      </p>
    </div>
  );
}
