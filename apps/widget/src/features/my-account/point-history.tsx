import type { PointEntryKind, PointTimelineScope } from '@yadori/contract/points.constants';
import { useState } from 'react';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { displayDate } from '../../shared/hotel-date.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { useRemote } from '../../shared/use-remote.ts';
import { fetchPointsTimeline, type PointEntry } from '../member-points/point-api.ts';
import { formatPoints } from '../member-points/point-rules.ts';
import type { PointKey, PointT } from '../member-points/texts.ts';
import { Pager } from './pager.tsx';
import type { AccountT } from './texts.ts';

const KIND_LABEL: Readonly<Record<PointEntryKind, PointKey>> = {
  gained: 'points.kindGained',
  spent: 'points.kindSpent',
  refunded: 'points.kindRefunded',
  expired: 'points.kindExpired',
  exchanged: 'points.kindExchanged',
  future: 'points.kindFuture',
};

/** A signed amount as the history shows it: +1,200 or −500 (a true minus sign). */
export function signedPoints(points: number, locale: Parameters<typeof formatPoints>[1]): string {
  const figure = formatPoints(Math.abs(points), locale);
  return points < 0 ? `−${figure}` : `+${figure}`;
}

function EntryItem({ entry, pt }: { entry: PointEntry; pt: PointT }) {
  const { locale } = useI18n();
  const future = entry.kind === 'future';
  return (
    <li className="points-entry" data-testid="point-entry">
      <p className="points-entry__head">
        <span className="points-entry__kind">{pt(KIND_LABEL[entry.kind])}</span>
        <span
          className={`points-entry__points${entry.point < 0 ? ' points-entry__points--minus' : ''}`}
          data-testid="point-entry-points"
        >
          {pt('points.amount', { points: signedPoints(entry.point, locale) })}
        </span>
      </p>
      <p className="points-entry__date">
        {future ? (
          pt('points.creditOn', { date: displayDate(entry.date) })
        ) : (
          <>
            <span className="visually-hidden">{pt('points.entryDate')}: </span>
            {displayDate(entry.date)}
          </>
        )}
      </p>
      {entry.reservation_number ? (
        <p>
          {pt('points.reservation', { number: entry.reservation_number })}
          {entry.hotel_name ? ` · ${entry.hotel_name}` : ''}
        </p>
      ) : null}
      {entry.kind === 'gained' && entry.expires_on ? (
        <p className="account-note">{pt('points.expiresOn', { date: displayDate(entry.expires_on) })}</p>
      ) : null}
    </li>
  );
}

/**
 * One page of the point history (scope current: what moved the balance, newest first) or of the
 * points still to come (scope future), 5 a page (spec §9). A failed read says so (spec §8 "point
 * history load failure") and offers to try again.
 */
export function PointHistory({
  hotelId,
  scope,
  page,
  revision,
  name,
  t,
  pt,
  onPage,
}: {
  hotelId: number;
  scope: PointTimelineScope;
  page: number;
  /** Changes when the history changed here (an exchange): the page is read again. */
  revision: number;
  name: string;
  t: AccountT;
  pt: PointT;
  onPage: (page: number) => void;
}) {
  const api = useApi();
  const { locale } = useI18n();
  const userId = useWidget((state) => state.user?.id ?? null);
  const [retries, setRetries] = useState(0);
  const remote = useRemote(`${userId}|${hotelId}|${scope}|${page}|${locale}|${revision}|${retries}`, () =>
    fetchPointsTimeline(api, hotelId, scope, page),
  );
  if (remote.status === 'loading') return <Spinner label={pt('points.loading')} />;
  if (remote.status === 'error')
    return (
      <div className="payment-note payment-note--error" role="alert" data-testid="points-history-failed">
        <p>{pt('points.historyFailed', { name })}</p>
        <button type="button" className="button button--secondary" onClick={() => setRetries((n) => n + 1)}>
          {pt('points.retry')}
        </button>
      </div>
    );
  const { data, total_pages: pages } = remote.data;
  if (data.length === 0)
    return (
      <p data-testid="points-history-empty">
        {pt(scope === 'future' ? 'points.noneFuture' : 'points.noneCurrent')}
      </p>
    );
  return (
    <>
      <ul className="points-entries" aria-labelledby="points-history-heading">
        {data.map((entry) => (
          <EntryItem key={`${entry.kind}-${entry.id}`} entry={entry} pt={pt} />
        ))}
      </ul>
      <Pager page={remote.data.page} pages={pages} t={t} onPage={onPage} />
    </>
  );
}
