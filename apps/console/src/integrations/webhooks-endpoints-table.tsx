import type { WebhookEndpoint } from '@yadori/contract/webhooks.schema';
import { useTexts } from '../lib/i18n.ts';
import { WEBHOOK_TEXTS } from './webhooks.texts.ts';

/** What a row's buttons open. */
export type EndpointAction = 'edit' | 'deliveries' | 'rotate' | 'remove';

/**
 * The hotel's endpoints: address and description, events, on or off with what is waiting and given
 * up, and each one's buttons (named with its address, as several rows have the same words).
 */
export function EndpointsTable({
  endpoints,
  onAction,
}: {
  endpoints: readonly WebhookEndpoint[];
  onAction: (action: EndpointAction, endpoint: WebhookEndpoint) => void;
}) {
  const t = useTexts(WEBHOOK_TEXTS);
  if (endpoints.length === 0) return <p>{t.noEndpoints}</p>;
  const buttons: {
    action: EndpointAction;
    text: string;
    label: (url: string) => string;
    danger?: boolean;
  }[] = [
    { action: 'deliveries', text: t.showDeliveries, label: t.showDeliveriesLabel },
    { action: 'edit', text: t.edit, label: t.editLabel },
    { action: 'rotate', text: t.rotate, label: t.rotateLabel },
    { action: 'remove', text: t.remove, label: t.removeLabel, danger: true },
  ];
  return (
    <div className="table-wrap">
      <table>
        <caption>{t.caption(endpoints.length)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.url}</th>
            <th scope="col">{t.events}</th>
            <th scope="col">{t.state}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {endpoints.map((endpoint) => (
            <tr key={endpoint.id} data-testid="webhook-endpoint-row">
              <th scope="row">
                <code>{endpoint.url}</code>
                {endpoint.description ? <div className="muted">{endpoint.description}</div> : null}
              </th>
              <td>
                <ul className="plain-list">
                  {endpoint.event_types.map((type) => (
                    <li key={type}>{t.event[type]}</li>
                  ))}
                </ul>
              </td>
              <td>
                <div className="badges">
                  <span className={`badge ${endpoint.active ? 'badge-ok' : 'badge-warning'}`}>
                    {endpoint.active ? t.on : t.off}
                  </span>
                  {endpoint.pending_deliveries > 0 ? (
                    <span className="badge">{t.waiting(endpoint.pending_deliveries)}</span>
                  ) : null}
                  {endpoint.dead_deliveries > 0 ? (
                    <span className="badge badge-error">{t.givenUp(endpoint.dead_deliveries)}</span>
                  ) : null}
                </div>
              </td>
              <td>
                <div className="button-row">
                  {buttons.map((button) => (
                    <button
                      key={button.action}
                      type="button"
                      className={button.danger ? 'button-danger' : 'button-secondary'}
                      aria-label={button.label(endpoint.url)}
                      onClick={() => onAction(button.action, endpoint)}
                    >
                      {button.text}
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
