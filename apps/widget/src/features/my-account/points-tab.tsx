import type { PointTimelineScope } from '@yadori/contract/points.constants';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useWidget } from '../../app/widget-context.tsx';
import { useSection } from '../../i18n/section-catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { goWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { formatPoints, pointNaming } from '../member-points/point-rules.ts';
import { type PointT, pointTexts } from '../member-points/texts.ts';
import { type PointBalanceState, usePointBalance } from '../member-points/use-point-balance.ts';
import { PROFILE_PATH } from './member-only.ts';
import { PointExchangeSection } from './point-exchange-section.tsx';
import { PointHistory } from './point-history.tsx';
import { TabList, TabPanel } from './tab-list.tsx';
import type { AccountT } from './texts.ts';
import './points.css';

export const POINTS_PATH = '/my-account/points';

const SCOPES: readonly PointTimelineScope[] = ['current', 'future'];

/** The history's scope and page from the address (current and page 1 by default, spec §9). */
export function historyQuery(search: string): { scope: PointTimelineScope; page: number } {
  const query = new URLSearchParams(search);
  const scope = query.get('scope');
  const page = Number(query.get('page'));
  return {
    scope: scope === 'future' ? 'future' : 'current',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Whether the account shows a points tab, and what it knows so far. */
export interface PointsAccess extends PointBalanceState {
  /**
   * `usable`: the tab shows (spec §6: the programme is usable by this member — or the balance could
   * not be read while the brand has a programme, spec §8 logs that failure only); `pending`: still
   * asking; `none`: no tab.
   */
  state: 'usable' | 'pending' | 'none';
  /** The brand's name for its points in the current language (the tab's label). */
  name: string;
}

/**
 * Spec §6: points only when the brand's programme is usable by this member (the server says so in
 * `program_enabled`; it is false for a partner sign-in that keeps its own points). A member who opens
 * the points address without it is shown the profile.
 */
export function usePointsAccess(hotelId: number | null, onPointsPath: boolean): PointsAccess {
  const { locale, t } = useI18n();
  const brandProgram = useWidget((state) => state.settings?.hotel_brand.point_program ?? null);
  const signedIn = useWidget((state) => state.user !== null);
  const points = usePointBalance(brandProgram && signedIn ? hotelId : null);
  const state: PointsAccess['state'] =
    brandProgram === null
      ? 'none'
      : points.balance
        ? points.balance.program_enabled
          ? 'usable'
          : 'none'
        : points.failed
          ? 'usable'
          : 'pending';
  useEffect(() => {
    if (state === 'none' && onPointsPath && signedIn)
      goWith(PROFILE_PATH, { scope: null, page: null }, { replace: true });
  }, [state, onPointsPath, signedIn]);
  const name = pointNaming(locale, t('menu.points'), points.balance?.program, brandProgram);
  return { ...points, state, name };
}

function Totals({ access, t }: { access: PointsAccess; t: PointT }) {
  const { locale } = useI18n();
  const balance = access.balance;
  if (!balance) return null;
  const amount = (points: number) => t('points.amount', { points: formatPoints(points, locale) });
  const months = balance.program?.expiry_months ?? null;
  return (
    <>
      <dl className="points-totals">
        <div className="points-totals__item points-totals__item--main">
          <dt>{t('points.available')}</dt>
          <dd data-testid="points-available">{amount(balance.total_point)}</dd>
        </div>
        <div className="points-totals__item">
          <dt>{t('points.future')}</dt>
          <dd data-testid="points-future">{amount(balance.future_point)}</dd>
        </div>
        <div className="points-totals__item">
          <dt>{t('points.expired')}</dt>
          <dd data-testid="points-expired">{amount(balance.expired_point)}</dd>
        </div>
      </dl>
      <p className="account-note">
        {t('points.futureNote')}
        {months !== null ? ` ${t('points.expiryRule', { name: access.name, months })}` : ''}
      </p>
    </>
  );
}

/**
 * The points tab (spec §2, §3): available, future and expired points, the gift-code exchange where
 * the programme offers it (Japan-only brands), and the history a page of 5 at a time.
 */
export function PointsTab({ hotelId, access, t }: { hotelId: number; access: PointsAccess; t: AccountT }) {
  const pt = useSection(pointTexts);
  const { scope, page } = historyQuery(useSearch());
  // A new exchange changes the history: its lists read again.
  const [revision, setRevision] = useState(0);
  if (!pt) return <Spinner label={t('account.loading')} />;
  const go = (changes: { scope?: PointTimelineScope; page?: number }) =>
    goWith(POINTS_PATH, { scope: changes.scope ?? scope, page: String(changes.page ?? 1) });
  const program = access.balance?.program ?? null;
  return (
    <section className="account-section" aria-labelledby="points-heading">
      <h2 id="points-heading">{pt('points.heading', { name: access.name })}</h2>
      <Totals access={access} t={pt} />
      {program?.exchange_available && access.balance ? (
        <PointExchangeSection
          hotelId={hotelId}
          program={program}
          available={access.balance.total_point}
          name={access.name}
          revision={revision}
          t={t}
          pt={pt}
          onExchanged={() => {
            access.reload();
            setRevision((n) => n + 1);
          }}
        />
      ) : null}
      <h3 id="points-history-heading">{pt('points.historyHeading')}</h3>
      <TabList
        label={pt('points.scopes')}
        idPrefix="points"
        tabs={SCOPES.map((id) => ({
          id,
          label: pt(id === 'current' ? 'points.scopeCurrent' : 'points.scopeFuture'),
        }))}
        current={scope}
        onSelect={(next) => go({ scope: next, page: 1 })}
      />
      <TabPanel idPrefix="points" current={scope}>
        <PointHistory
          hotelId={hotelId}
          scope={scope}
          page={page}
          revision={revision}
          name={access.name}
          t={t}
          pt={pt}
          onPage={(next) => go({ page: next })}
        />
      </TabPanel>
    </section>
  );
}
