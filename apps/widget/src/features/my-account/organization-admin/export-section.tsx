import { useEffect, useRef, useState } from 'react';
import { useApi, useWidget } from '../../../app/widget-context.tsx';
import { TextField } from '../../../shared/form-fields.tsx';
import { displayDate } from '../../../shared/hotel-date.ts';
import { useRemote } from '../../../shared/use-remote.ts';
import { saveFile } from '../../confirmation/save-file.ts';
import { ExportPasswordDialog } from './export-password-dialog.tsx';
import { EXPORT_MAX_DAYS, EXPORTS_PER_DAY, exportFailure, periodErrors } from './export-rules.ts';
import {
  downloadExport,
  type OrganizationExport,
  type OrganizationRef,
  recentExports,
  requestExport,
} from './organization-api.ts';
import { RecentExports } from './recent-exports.tsx';
import type { AdminT } from './texts.ts';
import { useExportJob } from './use-export-job.ts';

const FROM_ID = 'organization-export-from';
const TO_ID = 'organization-export-to';

/** What the live region says about the export being followed. */
function progressText(job: OrganizationExport | null, t: AdminT): string {
  if (!job) return '';
  const period = { from: displayDate(job.checkin_from), to: displayDate(job.checkin_to) };
  return t(`progress.${job.status}`, period);
}

/**
 * The organization's data download (spec §1, §6): a check-in period, then the download-password dialog
 * asks for a zip encrypted with the admin's password (POST …/exports). A job builds it: its state is
 * followed every 1.5 s and said in a live region until it is ready, then Download saves the zip. The
 * recent exports are listed with their state. Refusals (1600 the day's limit, 1200 still building,
 * 1250 expired, 1252 none) are sentences in the guest's language.
 */
export function ExportSection({
  organization,
  period,
  t,
  pollMs,
}: {
  organization: OrganizationRef;
  /** The period the form starts with (the quota's current one). */
  period: { from: string; to: string };
  t: AdminT;
  pollMs?: number;
}) {
  const api = useApi();
  const timeZone = useWidget((state) => state.settings?.hotel.time_zone ?? 'Asia/Tokyo');
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [errors, setErrors] = useState<ReturnType<typeof periodErrors>>({});
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [listed, setListed] = useState(0);
  const opener = useRef<HTMLButtonElement>(null);

  const sentence = (error: unknown) => {
    const refused = exportFailure(error);
    return refused.message ?? t(refused.key, { count: EXPORTS_PER_DAY });
  };
  const { job, follow } = useExportJob(api, organization, (error) => setFailure(sentence(error)), pollMs);
  const list = useRemote(`${organization.brandId}|${organization.organizationId}|${listed}`, () =>
    recentExports(api, organization),
  );
  // A job that settles shows its new state in the list too; one still pending from earlier is followed.
  useEffect(() => {
    if (job && job.status !== 'pending') setListed((n) => n + 1);
  }, [job]);
  const pendingListed =
    list.status === 'ready' ? list.data.find((found) => found.status === 'pending') : undefined;
  useEffect(() => {
    if (!job && pendingListed) follow(pendingListed);
  }, [job, pendingListed, follow]);

  const openDialog = () => {
    const found = periodErrors(from, to, { required: true, maxDays: EXPORT_MAX_DAYS });
    setErrors(found);
    const bad = found.from ? FROM_ID : found.to ? TO_ID : null;
    if (bad) document.getElementById(bad)?.focus();
    else setAsking(true);
  };
  const ask = async (password: string, confirmation: string) => {
    let created: OrganizationExport;
    try {
      created = await requestExport(api, organization, {
        checkin_from: from,
        checkin_to: to,
        password,
        password_confirmation: confirmation,
      });
    } catch (error) {
      throw new Error(sentence(error));
    }
    setFailure(null);
    setAsking(false);
    follow(created);
    setListed((n) => n + 1);
  };
  const download = async (found: OrganizationExport) => {
    if (downloading !== null) return;
    setDownloading(found.id);
    setFailure(null);
    try {
      saveFile(await downloadExport(api, organization, found));
    } catch (error) {
      setFailure(sentence(error));
      setListed((n) => n + 1);
    } finally {
      setDownloading(null);
    }
  };
  const periodError = (field: 'from' | 'to') => {
    const error = errors[field];
    return error ? t(error, { days: EXPORT_MAX_DAYS }) : undefined;
  };

  return (
    <section className="account-section organization-export" aria-labelledby="organization-export-heading">
      <h2 id="organization-export-heading">{t('export.heading')}</h2>
      <p>{t('export.intro')}</p>
      <div className="organization-export__period">
        <TextField
          id={FROM_ID}
          label={t('export.from')}
          type="date"
          required
          value={from}
          onChange={setFrom}
          error={periodError('from')}
        />
        <TextField
          id={TO_ID}
          label={t('export.to')}
          type="date"
          required
          value={to}
          onChange={setTo}
          error={periodError('to')}
        />
      </div>
      <button ref={opener} type="button" className="button" onClick={openDialog}>
        {t('export.start')}
      </button>
      <div role="status" className="organization-export__progress" data-testid="export-progress">
        {job ? <p>{progressText(job, t)}</p> : null}
      </div>
      {job?.status === 'ready' ? (
        <button
          type="button"
          className="button"
          aria-disabled={downloading === job.id || undefined}
          onClick={() => void download(job)}
        >
          {downloading === job.id ? t('export.downloading') : t('export.download')}
        </button>
      ) : null}
      <p className="account-note" data-testid="export-aes-note">
        {t('export.aesNote')}
      </p>
      {failure ? (
        <p className="payment-note payment-note--error" role="alert" data-testid="export-failure">
          {failure}
        </p>
      ) : null}
      <h3>{t('export.recent')}</h3>
      {list.status === 'ready' ? (
        <RecentExports
          exports={list.data}
          timeZone={timeZone}
          downloading={downloading}
          onDownload={(found) => void download(found)}
          t={t}
        />
      ) : null}
      {list.status === 'error' ? (
        <p className="payment-note payment-note--error">{list.error.message ?? t('error.failed')}</p>
      ) : null}
      {asking ? (
        <ExportPasswordDialog t={t} onClose={() => setAsking(false)} onSubmit={ask} returnFocus={opener} />
      ) : null}
    </section>
  );
}
