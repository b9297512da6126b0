import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@yadori/contract/webhooks.schema';
import { useState } from 'react';
import { useParams } from 'wouter';
import { api } from '../lib/api.ts';
import { useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { useResource } from '../lib/use-resource.ts';
import { retryFor } from '../parts/retry.ts';
import { ShownOncePanel } from '../parts/shown-once-panel.tsx';
import { ErrorNotice, Loading, Page, StatusNotice } from '../shell/page.tsx';
import { IntegrationsTabs } from './integrations-tabs.tsx';
import { WEBHOOK_TEXTS } from './webhooks.texts.ts';
import { DeliveriesSection } from './webhooks-deliveries.tsx';
import { EditEndpointDialog, RemoveEndpointDialog, RotateSecretDialog } from './webhooks-dialogs.tsx';
import { EndpointForm, NEW_ENDPOINT } from './webhooks-endpoint-form.tsx';
import { type EndpointAction, EndpointsTable } from './webhooks-endpoints-table.tsx';

/** What is open over the list: an endpoint's edit, secret rotation or deletion. */
type Opened = { action: Exclude<EndpointAction, 'deliveries'>; endpoint: WebhookEndpoint } | null;

/**
 * `/hotels/:hotelId/integrations/webhooks` (`integrations.manage`, decision 059): the hotel's webhook
 * endpoints — the list, a new one with its signing secret shown once, edit, a new secret and deletion
 * after a confirmation — and one endpoint's deliveries, where a given-up one is sent again.
 */
export function WebhooksScreen() {
  const t = useTexts(WEBHOOK_TEXTS);
  const { me, may } = useSession();
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const hotel = me?.hotels.find((h) => h.id === hotelId);
  const allowed = may('integrations.manage');
  const endpoints = useResource(hotel && allowed ? `webhooks:${hotelId}` : null, () =>
    api<{ data: WebhookEndpoint[] }>('GET', `/hotels/${hotelId}/webhooks`).then((answer) => answer.data),
  );
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  const [opened, setOpened] = useState<Opened>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // A new form after each endpoint added, so it starts empty again.
  const [formRound, setFormRound] = useState(0);

  if (!me) return null;
  if (!hotel || !allowed) {
    return (
      <Page title={t.title}>
        <p>{hotel ? t.notAllowed : t.unknownHotel}</p>
      </Page>
    );
  }

  const shown = endpoints.data?.find((endpoint) => endpoint.id === shownId) ?? null;
  const close = (text: string | null) => {
    setOpened(null);
    setMessage(text);
    endpoints.reload();
  };

  return (
    <Page title={`${t.title} · ${hotel.name}`}>
      <IntegrationsTabs hotelId={hotelId} />
      <p>{t.intro}</p>
      <StatusNotice message={message} />
      {/* The server keeps the secret sealed and never answers it again: this is the one time it is seen. */}
      {secret ? (
        <ShownOncePanel
          key={`${secret.id}:${secret.secret}`}
          title={t.secretTitle(secret.url)}
          texts={t.secretPanel}
          value={secret.secret}
          testId="webhook-secret"
          onDismiss={() => setSecret(null)}
        />
      ) : null}
      <section aria-labelledby="webhook-endpoints-title">
        <h2 id="webhook-endpoints-title">{t.endpointsTitle}</h2>
        {endpoints.error ? (
          <ErrorNotice error={endpoints.error} onRetry={retryFor(endpoints.error, endpoints.reload)} />
        ) : null}
        {endpoints.data ? (
          <EndpointsTable
            endpoints={endpoints.data}
            onAction={(action, endpoint) => {
              setMessage(null);
              if (action === 'deliveries') setShownId(endpoint.id);
              else setOpened({ action, endpoint });
            }}
          />
        ) : endpoints.error ? null : (
          <Loading />
        )}
      </section>
      {shown ? <DeliveriesSection key={shown.id} endpoint={shown} onChanged={endpoints.reload} /> : null}
      <section aria-labelledby="webhook-create-title">
        <h2 id="webhook-create-title">{t.createTitle}</h2>
        <EndpointForm
          key={formRound}
          initial={NEW_ENDPOINT}
          submitLabel={t.create}
          busyLabel={t.creating}
          save={async (values) => {
            const answer = await api<{ data: WebhookEndpointWithSecret }>(
              'POST',
              `/hotels/${hotelId}/webhooks`,
              values,
            );
            setMessage(t.created(answer.data.url));
            setSecret(answer.data);
            setFormRound((round) => round + 1);
            endpoints.reload();
          }}
        />
      </section>
      <EditEndpointDialog
        endpoint={opened?.action === 'edit' ? opened.endpoint : null}
        onDismiss={() => setOpened(null)}
        onSaved={(endpoint) => close(t.saved(endpoint.url))}
      />
      <RotateSecretDialog
        endpoint={opened?.action === 'rotate' ? opened.endpoint : null}
        onDismiss={() => setOpened(null)}
        onRotated={(endpoint) => {
          close(null);
          setSecret(endpoint);
        }}
      />
      <RemoveEndpointDialog
        endpoint={opened?.action === 'remove' ? opened.endpoint : null}
        onDismiss={() => setOpened(null)}
        onRemoved={(endpoint) => {
          // A secret still shown or deliveries still open of a deleted endpoint are of no use.
          if (secret?.id === endpoint.id) setSecret(null);
          if (shownId === endpoint.id) setShownId(null);
          close(t.removed(endpoint.url));
        }}
      />
    </Page>
  );
}
