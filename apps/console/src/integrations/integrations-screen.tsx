import type { PartnerKeyCreated, PartnerKeySummary } from '@yadori/contract/partner-keys.schema';
import { useState } from 'react';
import { useParams } from 'wouter';
import { api } from '../lib/api.ts';
import { useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { useResource } from '../lib/use-resource.ts';
import { retryFor } from '../parts/retry.ts';
import { ShownOncePanel } from '../parts/shown-once-panel.tsx';
import { ErrorNotice, Loading, Page, StatusNotice } from '../shell/page.tsx';
import { API_KEY_TEXTS } from './api-keys.texts.ts';
import { ApiKeysTable } from './api-keys-table.tsx';
import { CreateApiKeyForm } from './create-api-key-form.tsx';
import { IntegrationsTabs } from './integrations-tabs.tsx';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog.tsx';

/**
 * `/hotels/:hotelId/integrations` (`integrations.manage`): the hotel's partner API keys — the list, a
 * new key shown once, revocation after a confirmation — and the way to its webhooks.
 */
export function IntegrationsScreen() {
  const t = useTexts(API_KEY_TEXTS);
  const { me, may } = useSession();
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const hotel = me?.hotels.find((h) => h.id === hotelId);
  const allowed = may('integrations.manage');
  const keys = useResource(hotel && allowed ? `api-keys:${hotelId}` : null, () =>
    api<{ data: PartnerKeySummary[] }>('GET', `/hotels/${hotelId}/api_keys`).then((answer) => answer.data),
  );
  const [created, setCreated] = useState<PartnerKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<PartnerKeySummary | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  if (!me) return null;
  if (!hotel || !allowed) {
    return (
      <Page title={t.title}>
        <p>{hotel ? t.notAllowed : t.unknownHotel}</p>
      </Page>
    );
  }

  return (
    <Page title={`${t.title} · ${hotel.name}`}>
      <IntegrationsTabs hotelId={hotelId} />
      <p>{t.intro}</p>
      <StatusNotice message={message} />
      {/* The server keeps only the key's sha256: this is the one time it is seen. */}
      {created ? (
        <ShownOncePanel
          key={created.id}
          title={t.newKeyTitle(created.name)}
          texts={t.newKeyPanel}
          value={created.key}
          testId="new-api-key"
          onDismiss={() => setCreated(null)}
        />
      ) : null}
      <section aria-labelledby="api-keys-title">
        <h2 id="api-keys-title">{t.keysTitle}</h2>
        <p className="muted">{t.keysIntro}</p>
        {keys.error ? <ErrorNotice error={keys.error} onRetry={retryFor(keys.error, keys.reload)} /> : null}
        {keys.data ? (
          <ApiKeysTable
            keys={keys.data}
            onRevoke={(key) => {
              setMessage(null);
              setRevoking(key);
            }}
          />
        ) : keys.error ? null : (
          <Loading />
        )}
      </section>
      <CreateApiKeyForm
        hotelId={hotelId}
        onCreated={(key) => {
          setMessage(null);
          setCreated(key);
          keys.reload();
        }}
      />
      <RevokeApiKeyDialog
        hotelId={hotelId}
        apiKey={revoking}
        onDismiss={() => setRevoking(null)}
        onRevoked={(key) => {
          setRevoking(null);
          // A key revoked while its one showing is still open is of no use: put it away too.
          if (created?.id === key.id) setCreated(null);
          setMessage(t.revoked(key.name));
          keys.reload();
        }}
      />
    </Page>
  );
}
