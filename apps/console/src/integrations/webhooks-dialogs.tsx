import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@yadori/contract/webhooks.schema';
import { type FormEvent, useState } from 'react';
import { asFailure } from '../forms/use-submit.ts';
import { type ApiFailure, api } from '../lib/api.ts';
import { useTexts } from '../lib/i18n.ts';
import { ModalDialog } from '../parts/modal-dialog.tsx';
import { ErrorNotice } from '../shell/page.tsx';
import { WEBHOOK_TEXTS } from './webhooks.texts.ts';
import { EndpointForm } from './webhooks-endpoint-form.tsx';

const ofEndpoint = (endpoint: WebhookEndpoint, rest = '') =>
  `/hotels/${endpoint.hotel_id}/webhooks/${endpoint.id}${rest}`;

/** An endpoint's address, description, events and on/off, in a dialog (`PATCH`). */
export function EditEndpointDialog({
  endpoint,
  onDismiss,
  onSaved,
}: {
  endpoint: WebhookEndpoint | null;
  onDismiss: () => void;
  onSaved: (endpoint: WebhookEndpoint) => void;
}) {
  const t = useTexts(WEBHOOK_TEXTS);
  return (
    <ModalDialog open={endpoint !== null} title={t.editTitle} onDismiss={onDismiss}>
      {endpoint ? (
        <EndpointForm
          key={endpoint.id}
          initial={{
            url: endpoint.url,
            description: endpoint.description,
            event_types: endpoint.event_types,
            active: endpoint.active,
          }}
          submitLabel={t.save}
          busyLabel={t.saving}
          onCancel={onDismiss}
          save={async (values) => {
            const answer = await api<{ data: WebhookEndpoint }>('PATCH', ofEndpoint(endpoint), values);
            onSaved(answer.data);
          }}
        />
      ) : null}
    </ModalDialog>
  );
}

/**
 * A confirmation and its one call: once it went through the row (or its button) may be gone, so the
 * keyboard goes to the page's heading; a refusal keeps the dialog open with the API's words.
 */
function ConfirmDialog<T>({
  open,
  title,
  body,
  confirm,
  onDismiss,
  action,
  onDone,
}: {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  onDismiss: () => void;
  action: () => Promise<T>;
  onDone: (result: T) => void;
}) {
  const t = useTexts(WEBHOOK_TEXTS);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await action();
      // Together, so the dialog closes already knowing where the keyboard goes.
      setDone(true);
      onDone(result);
    } catch (error) {
      setFailure(asFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      open={open}
      title={title}
      returnFocus={done ? 'heading' : 'opener'}
      onDismiss={() => {
        setDone(false);
        setFailure(undefined);
        onDismiss();
      }}
    >
      <form onSubmit={submit}>
        <ErrorNotice error={failure} />
        <p>{body}</p>
        <div className="button-row dialog-buttons">
          <button type="submit" className="button-danger" disabled={busy}>
            {busy ? t.working : confirm}
          </button>
          <button type="button" className="button-secondary" onClick={onDismiss}>
            {t.keep}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** A new signing secret, after a confirmation: the old one stops working at once. */
export function RotateSecretDialog({
  endpoint,
  onDismiss,
  onRotated,
}: {
  endpoint: WebhookEndpoint | null;
  onDismiss: () => void;
  onRotated: (endpoint: WebhookEndpointWithSecret) => void;
}) {
  const t = useTexts(WEBHOOK_TEXTS);
  return (
    <ConfirmDialog
      open={endpoint !== null}
      title={endpoint ? t.rotateTitle(endpoint.url) : ''}
      body={t.rotateBody}
      confirm={t.rotateConfirm}
      onDismiss={onDismiss}
      action={() =>
        api<{ data: WebhookEndpointWithSecret }>('POST', ofEndpoint(endpoint!, '/rotate_secret')).then(
          (answer) => answer.data,
        )
      }
      onDone={onRotated}
    />
  );
}

/** Deleting an endpoint with its deliveries, after a confirmation. */
export function RemoveEndpointDialog({
  endpoint,
  onDismiss,
  onRemoved,
}: {
  endpoint: WebhookEndpoint | null;
  onDismiss: () => void;
  onRemoved: (endpoint: WebhookEndpoint) => void;
}) {
  const t = useTexts(WEBHOOK_TEXTS);
  return (
    <ConfirmDialog
      open={endpoint !== null}
      title={endpoint ? t.removeTitle(endpoint.url) : ''}
      body={t.removeBody}
      confirm={t.removeConfirm}
      onDismiss={onDismiss}
      action={async () => {
        await api('DELETE', ofEndpoint(endpoint!));
        return endpoint!;
      }}
      onDone={onRemoved}
    />
  );
}
