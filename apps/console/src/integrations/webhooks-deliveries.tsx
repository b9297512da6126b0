import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from '@yadori/contract/partner.constants';
import type {
  WebhookDeliveriesPage,
  WebhookDelivery,
  WebhookEndpoint,
} from '@yadori/contract/webhooks.schema';
import { useEffect, useId, useRef, useState } from 'react';
import { Field } from '../forms/field.tsx';
import { asFailure } from '../forms/use-submit.ts';
import { type ApiFailure, api } from '../lib/api.ts';
import { formatDateTime, useLocale, useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { PARTS_TEXTS } from '../parts/parts.texts.ts';
import { retryFor } from '../parts/retry.ts';
import { ErrorNotice, Loading, StatusNotice } from '../shell/page.tsx';
import { WEBHOOK_TEXTS } from './webhooks.texts.ts';

const BADGE: Record<WebhookDeliveryStatus, string> = {
  pending: 'badge badge-warning',
  delivered: 'badge badge-ok',
  dead: 'badge badge-error',
};

/**
 * The deliveries of one endpoint, newest first, by status, a page at a time; a dead one (given up) can
 * be sent again from its row. `onChanged` tells the page a retry changed the endpoint's counts.
 */
export function DeliveriesSection({
  endpoint,
  onChanged,
}: {
  endpoint: WebhookEndpoint;
  onChanged: () => void;
}) {
  const t = useTexts(WEBHOOK_TEXTS);
  const parts = useTexts(PARTS_TEXTS);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState<WebhookDeliveryStatus | ''>('');
  const [page, setPage] = useState(1);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiFailure>();
  const base = `/hotels/${endpoint.hotel_id}/webhooks/${endpoint.id}/deliveries`;
  const deliveries = useResource(`webhook-deliveries:${endpoint.id}:${status}:${page}`, () =>
    api<WebhookDeliveriesPage>('GET', `${base}?page=${page}${status ? `&status=${status}` : ''}`),
  );
  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function retry(delivery: WebhookDelivery) {
    setMessage(null);
    setFailure(undefined);
    try {
      await api('POST', `${base}/${delivery.id}/retry`);
      setMessage(t.retried);
      deliveries.reload();
      onChanged();
    } catch (error) {
      setFailure(asFailure(error));
    }
  }

  const answer = deliveries.data;
  return (
    <section aria-labelledby={`${id}-title`} data-testid="webhook-deliveries">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t.deliveriesTitle(endpoint.url)}
      </h2>
      <div className="filters">
        <Field label={t.statusFilter}>
          {(control) => (
            <select
              {...control}
              value={status}
              onChange={(event) => {
                setStatus(event.currentTarget.value as WebhookDeliveryStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t.allStatuses}</option>
              {WEBHOOK_DELIVERY_STATUSES.map((each) => (
                <option key={each} value={each}>
                  {t.status[each]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="button-row">
          <button type="button" className="button-secondary" onClick={deliveries.reload}>
            {t.refresh}
          </button>
        </div>
      </div>
      <StatusNotice message={message} />
      <ErrorNotice error={failure} />
      {deliveries.error ? (
        <ErrorNotice error={deliveries.error} onRetry={retryFor(deliveries.error, deliveries.reload)} />
      ) : null}
      {answer ? (
        <DeliveriesTable deliveries={answer.data} total={answer.total_entries} onRetry={retry} />
      ) : deliveries.error ? null : (
        <Loading />
      )}
      {answer && answer.total_pages > 1 ? (
        <nav className="pagination" aria-label={parts.pages}>
          {page > 1 ? (
            <button type="button" className="button-secondary" onClick={() => setPage(page - 1)}>
              {parts.previousPage}
            </button>
          ) : null}
          <span aria-current="page">{parts.pageOf(page, answer.total_pages)}</span>
          {page < answer.total_pages ? (
            <button type="button" className="button-secondary" onClick={() => setPage(page + 1)}>
              {parts.nextPage}
            </button>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

function DeliveriesTable({
  deliveries,
  total,
  onRetry,
}: {
  deliveries: readonly WebhookDelivery[];
  total: number;
  onRetry: (delivery: WebhookDelivery) => void;
}) {
  const t = useTexts(WEBHOOK_TEXTS);
  const locale = useLocale();
  if (deliveries.length === 0) return <p>{t.noDeliveries}</p>;
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(locale, iso)}</time>;
  return (
    <div className="table-wrap">
      <table>
        <caption>{t.deliveriesCaption(total)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.eventTime}</th>
            <th scope="col">{t.eventColumn}</th>
            <th scope="col">{t.reservation}</th>
            <th scope="col">{t.statusColumn}</th>
            <th scope="col">{t.attempts}</th>
            <th scope="col">{t.lastAnswer}</th>
            <th scope="col">{t.next}</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} data-testid="webhook-delivery-row">
              <th scope="row">{when(delivery.created_at)}</th>
              <td>
                {t.event[delivery.event_type]}
                <div className="muted">
                  <code>{delivery.event_id}</code>
                </div>
              </td>
              <td>{delivery.reservation_number ?? '—'}</td>
              <td>
                <span className={BADGE[delivery.status]}>{t.status[delivery.status]}</span>
                {delivery.status === 'delivered' && delivery.delivered_at ? (
                  <div className="muted">{when(delivery.delivered_at)}</div>
                ) : null}
              </td>
              <td>{delivery.attempts}</td>
              <td>
                {delivery.last_status === null
                  ? delivery.attempts > 0
                    ? t.noAnswer
                    : '—'
                  : t.httpStatus(delivery.last_status)}
                {/* Without an answer, why: the server's own words (English, like a log line). */}
                {delivery.last_status === null && delivery.last_error ? (
                  <div className="muted" lang="en">
                    {delivery.last_error}
                  </div>
                ) : null}
              </td>
              <td>
                {delivery.status === 'pending' ? when(delivery.next_attempt_at) : null}
                {delivery.status === 'dead' ? (
                  <button
                    type="button"
                    className="button-secondary"
                    aria-label={t.retryLabel(
                      t.event[delivery.event_type],
                      formatDateTime(locale, delivery.created_at),
                    )}
                    onClick={() => onRetry(delivery)}
                  >
                    {t.retry}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
