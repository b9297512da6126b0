import { LOCALE_TAGS } from '@yadori/contract/locales';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { displayDate } from '../../../shared/hotel-date.ts';
import { dateTimeFormat } from '../../../shared/intl-formats.ts';
import type { OrganizationExport } from './organization-api.ts';
import type { AdminT, OrganizationAdminKey } from './texts.ts';

const STATE_LABEL: Readonly<Record<OrganizationExport['status'], OrganizationAdminKey>> = {
  pending: 'state.pending',
  ready: 'state.ready',
  failed: 'state.failed',
  expired: 'state.expired',
};

/** An instant as a date and time of the hotel's time zone, in the guest's language. */
function useMoment(timeZone: string): (instant: string | null) => string {
  const { locale } = useI18n();
  return (instant) => {
    const at = instant ? new Date(instant) : null;
    if (!at || Number.isNaN(at.getTime())) return '';
    return dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      at,
    );
  };
}

/** The organization's recent exports, newest first, each with its state; a ready one can be downloaded. */
export function RecentExports({
  exports,
  timeZone,
  downloading,
  onDownload,
  t,
}: {
  exports: readonly OrganizationExport[];
  timeZone: string;
  downloading: number | null;
  onDownload: (found: OrganizationExport) => void;
  t: AdminT;
}) {
  const moment = useMoment(timeZone);
  if (exports.length === 0) return <p data-testid="organization-exports-empty">{t('export.none')}</p>;
  return (
    <ul className="account-stays organization-exports">
      {exports.map((found) => {
        const period = { from: displayDate(found.checkin_from), to: displayDate(found.checkin_to) };
        return (
          <li key={found.id} className="account-stay" data-testid="organization-export">
            <p className="account-stay__hotel">{t('export.period', period)}</p>
            <p>
              <span
                className={`account-stay__status account-stay__status--${found.status === 'ready' ? 'done' : found.status === 'pending' ? 'pending' : 'cancelled'}`}
                data-testid="organization-export-state"
              >
                {t(STATE_LABEL[found.status])}
              </span>
            </p>
            <p>{t('export.requestedAt', { date: moment(found.created_at) })}</p>
            {found.row_count !== null ? <p>{t('export.rows', { count: found.row_count })}</p> : null}
            {found.status === 'ready' && found.expires_at ? (
              <p>{t('export.until', { date: moment(found.expires_at) })}</p>
            ) : null}
            {found.status === 'ready' ? (
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={downloading === found.id || undefined}
                onClick={() => onDownload(found)}
              >
                {downloading === found.id ? t('export.downloading') : t('export.downloadOne', period)}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
