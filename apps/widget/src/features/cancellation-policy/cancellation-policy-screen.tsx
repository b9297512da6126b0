import type { CancellationPolicy } from '@yadori/contract/cancellation-policy.schema';
import type { MouseEvent } from 'react';
import { useSearch } from 'wouter';
import { call } from '../../api/call.ts';
import { SEARCH_PATH } from '../../app/navigation.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { PhoneSentence, useHotelPhone } from '../branding/hotel-phone.tsx';
import '../search-results/search-results.css';
import { useRemote } from '../../shared/use-remote.ts';
import { policySteps } from './policy-steps.ts';

/** Query keys of this screen: one policy by id, or the policies of some room plans, else all. */
export const POLICY_ID_KEY = 'cancellation_policy_id';
export const ROOM_PLAN_CODES_KEY = 'room_plan_codes';

function PolicyTable({ policy }: { policy: CancellationPolicy }) {
  const { t } = useI18n();
  return (
    <table className="policy-table">
      <caption className="visually-hidden">{t('policy.tableCaption', { name: policy.name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('policy.when')}</th>
          <th scope="col">{t('policy.fee')}</th>
        </tr>
      </thead>
      <tbody>
        {policySteps(policy).map((step) => (
          <tr key={`${step.whenKey}-${step.whenParams?.days ?? ''}`}>
            <th scope="row">{t(step.whenKey, step.whenParams)}</th>
            <td>
              {step.percentage === 0
                ? t('policy.free')
                : t('policy.percentage', { percent: step.percentage })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `/cancellation-policy`: the hotel's cancellation policies as fee tables (spec sections 3, 4, 8). */
export function CancellationPolicyScreen() {
  const api = useApi();
  const { locale, t } = useI18n();
  const hotelId = useWidget((state) => state.settings?.hotel_id ?? null);
  const phone = useHotelPhone();
  const params = new URLSearchParams(useSearch());
  const policyId = params.get(POLICY_ID_KEY);
  const planCodes = params.get(ROOM_PLAN_CODES_KEY);
  const key = hotelId === null ? null : `${hotelId}|${policyId}|${planCodes}|${locale}`;
  const remote = useRemote(key, async (): Promise<CancellationPolicy[]> => {
    if (policyId) {
      const one = await call(api, 'GET /book/hotels/:hotelId/cancellation_policies/:policyId', {
        params: { hotelId: String(hotelId), policyId },
      });
      return [one.data];
    }
    const list = await call(api, 'GET /book/hotels/:hotelId/cancellation_policies', {
      params: { hotelId: String(hotelId) },
      query: planCodes ? { room_plan_codes: planCodes } : {},
    });
    return list.data.cancellation_policies;
  });

  // Back to the results with this screen's own keys taken out of the query.
  const leaving = { [POLICY_ID_KEY]: null, [ROOM_PLAN_CODES_KEY]: null };
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    goWith(SEARCH_PATH, leaving);
  };

  return (
    <div className="policy-screen">
      <h1 className="screen-title">{t('policy.title')}</h1>
      {remote.status === 'loading' ? <Spinner label={t('app.loading')} /> : null}
      {remote.status === 'error' ? (
        // Spec section 8: a failure shows the error's title.
        <p className="results-message results-message--error" role="alert">
          {remote.error.title}
        </p>
      ) : null}
      {remote.status === 'ready' && remote.data.length === 0 ? (
        <p className="results-message">{t('policy.noData')}</p>
      ) : null}
      {remote.status === 'ready'
        ? remote.data.map((policy) => (
            <section key={policy.id} className="policy" aria-labelledby={`policy-${policy.id}`}>
              <h2 id={`policy-${policy.id}`} className="policy__name">
                {policy.name}
              </h2>
              {policy.description ? <p>{policy.description}</p> : null}
              <PolicyTable policy={policy} />
            </section>
          ))
        : null}
      <p className="policy-screen__note">
        {t('policy.sameDayByPhone')}
        {phone ? (
          <>
            {' '}
            <PhoneSentence phone={phone} />
          </>
        ) : null}
      </p>
      <a className="button" href={hrefWith(SEARCH_PATH, leaving)} onClick={back}>
        {t('policy.back')}
      </a>
    </div>
  );
}
