import type { StaffAuditEntry, staffAuditLogResponseSchema } from '@yadori/contract/staff.schema';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { Field } from '../forms/field.tsx';
import { api } from '../lib/api.ts';
import { formatDateTime, useLocale, useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { useResource } from '../lib/use-resource.ts';
import { ChangedFieldsDetails } from '../parts/changed-fields-details.tsx';
import { Pagination } from '../parts/pagination.tsx';
import { retryFor } from '../parts/retry.ts';
import { ErrorNotice, Loading, Page } from '../shell/page.tsx';
import { AUDIT_TEXTS } from './audit.texts.ts';

type AuditLogPage = z.infer<typeof staffAuditLogResponseSchema>;

const FILTERS = ['hotel_id', 'entity_type'] as const;

/** The address of the log's `page` under `filters` (empty filters left out). */
function auditHref(filters: URLSearchParams, page: number): string {
  const query = new URLSearchParams();
  for (const key of FILTERS) {
    const value = filters.get(key);
    if (value) query.set(key, value);
  }
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/audit?${text}` : '/audit';
}

/** `GET /staff/audit_log` (brand admins): newest first, by hotel and kind of record, kept in the address. */
export function AuditScreen() {
  const t = useTexts(AUDIT_TEXTS);
  const { may } = useSession();
  const search = useSearch();
  if (!may('audit.read')) {
    return (
      <Page title={t.title}>
        <p>{t.notAllowed}</p>
      </Page>
    );
  }
  return (
    <Page title={t.title}>
      <p>{t.intro}</p>
      {/* A new address gives the filter form the address's values again (back and forward). */}
      <AuditFilters key={search} search={search} />
      <AuditEntries search={search} />
    </Page>
  );
}

function AuditFilters({ search }: { search: string }) {
  const t = useTexts(AUDIT_TEXTS);
  const { me } = useSession();
  const [, navigate] = useLocation();
  const current = new URLSearchParams(search);
  const [hotelId, setHotelId] = useState(current.get('hotel_id') ?? '');
  const [entityType, setEntityType] = useState(current.get('entity_type') ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (hotelId) next.set('hotel_id', hotelId);
    if (entityType.trim()) next.set('entity_type', entityType.trim());
    navigate(auditHref(next, 1));
  }

  return (
    <form className="filters" aria-label={t.filters} onSubmit={submit}>
      <div className="form-row">
        <Field label={t.hotel}>
          {(control) => (
            <select {...control} value={hotelId} onChange={(event) => setHotelId(event.currentTarget.value)}>
              <option value="">{t.allHotels}</option>
              {me?.hotels.map((hotel) => (
                <option key={hotel.id} value={hotel.id}>
                  {hotel.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.entityType} hint={t.entityTypeHint}>
          {(control) => (
            <input
              {...control}
              name="entity_type"
              pattern="[a-z_]{1,64}"
              maxLength={64}
              autoCapitalize="off"
              spellCheck={false}
              value={entityType}
              onChange={(event) => setEntityType(event.currentTarget.value)}
            />
          )}
        </Field>
        <div className="button-row">
          <button type="submit">{t.apply}</button>
          <button type="button" className="button-secondary" onClick={() => navigate('/audit')}>
            {t.clear}
          </button>
        </div>
      </div>
    </form>
  );
}

function AuditEntries({ search }: { search: string }) {
  const t = useTexts(AUDIT_TEXTS);
  const filters = new URLSearchParams(search);
  const query = new URLSearchParams();
  for (const key of [...FILTERS, 'page'] as const) {
    const value = filters.get(key);
    if (value) query.set(key, value);
  }
  const text = query.toString();
  const path = text ? `/audit_log?${text}` : '/audit_log';
  const log = useResource(path, () => api<AuditLogPage>('GET', path));

  if (log.error) return <ErrorNotice error={log.error} onRetry={retryFor(log.error, log.reload)} />;
  if (!log.data) return <Loading />;
  const { data: entries, page, total_pages, total_entries } = log.data;
  if (entries.length === 0) return <p>{t.none}</p>;
  return (
    <>
      <div className="table-wrap">
        <table className="audit-table">
          <caption>{t.caption(total_entries)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.when}</th>
              <th scope="col">{t.who}</th>
              <th scope="col">{t.action}</th>
              <th scope="col">{t.record}</th>
              <th scope="col">{t.hotel}</th>
              <th scope="col">{t.changes}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} totalPages={total_pages} href={(to) => auditHref(filters, to)} />
    </>
  );
}

function AuditRow({ entry }: { entry: StaffAuditEntry }) {
  const t = useTexts(AUDIT_TEXTS);
  const locale = useLocale();
  const { me } = useSession();
  const hotel =
    entry.hotel_id === null
      ? t.wholeBrand
      : (me?.hotels.find((candidate) => candidate.id === entry.hotel_id)?.name ?? `#${entry.hotel_id}`);
  return (
    <tr>
      <td>
        <time dateTime={entry.created_at}>{formatDateTime(locale, entry.created_at)}</time>
      </td>
      <td>{entry.actor === 'cli' && entry.staff_user_id === null ? t.commandLine : entry.actor}</td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>
        <code>{entry.entity_type}</code>
        {entry.entity_id ? ` #${entry.entity_id}` : null}
      </td>
      <td>{hotel}</td>
      <td>
        <ChangedFieldsDetails before={entry.before} after={entry.after} />
      </td>
    </tr>
  );
}
