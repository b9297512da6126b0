import type { PartnerKeySummary } from '@yadori/contract/partner-keys.schema';
import { type FormEvent, useState } from 'react';
import { ApiFailure, api } from '../lib/api.ts';
import { useTexts } from '../lib/i18n.ts';
import { ModalDialog } from '../parts/modal-dialog.tsx';
import { ErrorNotice } from '../shell/page.tsx';
import { API_KEY_TEXTS } from './api-keys.texts.ts';

/**
 * Revoking a key after a confirmation: systems using it are refused from then on. Once revoked the
 * row's button is gone, so the keyboard goes back to the page's heading.
 */
export function RevokeApiKeyDialog({
  hotelId,
  apiKey,
  onDismiss,
  onRevoked,
}: {
  hotelId: number;
  apiKey: PartnerKeySummary | null;
  onDismiss: () => void;
  onRevoked: (key: PartnerKeySummary) => void;
}) {
  const t = useTexts(API_KEY_TEXTS);
  // Set once the key is revoked, until the dialog has closed (and moved the focus).
  const [revoked, setRevoked] = useState(false);
  return (
    <ModalDialog
      open={apiKey !== null}
      title={apiKey ? t.revokeTitle(apiKey.name) : ''}
      onDismiss={() => {
        setRevoked(false);
        onDismiss();
      }}
      returnFocus={revoked ? 'heading' : 'opener'}
    >
      {apiKey ? (
        <RevokeForm
          key={apiKey.id}
          hotelId={hotelId}
          apiKey={apiKey}
          onDismiss={onDismiss}
          onRevoked={(key) => {
            setRevoked(true);
            onRevoked(key);
          }}
        />
      ) : null}
    </ModalDialog>
  );
}

function RevokeForm({
  hotelId,
  apiKey,
  onDismiss,
  onRevoked,
}: {
  hotelId: number;
  apiKey: PartnerKeySummary;
  onDismiss: () => void;
  onRevoked: (key: PartnerKeySummary) => void;
}) {
  const t = useTexts(API_KEY_TEXTS);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await api<{ data: PartnerKeySummary }>(
        'DELETE',
        `/hotels/${hotelId}/api_keys/${apiKey.id}`,
      );
      onRevoked(answer.data);
    } catch (error) {
      setFailure(
        error instanceof ApiFailure ? error : new ApiFailure(0, 'unknown', String(error), undefined, {}, {}),
      );
      setBusy(false);
    }
  }

  return (
    <form onSubmit={confirm}>
      <ErrorNotice error={failure} />
      <p>
        <code>{apiKey.prefix}…</code>
      </p>
      <p>{t.revokeBody}</p>
      <div className="button-row dialog-buttons">
        <button type="submit" className="button-danger" disabled={busy}>
          {busy ? t.revoking : t.revokeConfirm}
        </button>
        <button type="button" className="button-secondary" onClick={onDismiss}>
          {t.keep}
        </button>
      </div>
    </form>
  );
}
