import { type FormEvent, useState } from 'react';
import { asFailure } from '../forms/use-submit.ts';
import type { ApiFailure } from '../lib/api.ts';
import { formatMoney, useLocale, useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { type DialogReturn, ModalDialog } from '../parts/modal-dialog.tsx';
import { ErrorNotice } from '../shell/page.tsx';
import { PAYMENT_LINK_DETAIL_TEXTS } from './payment-link-detail.texts.ts';
import { operationsFor } from './payment-link-rules.ts';
import { type PaymentLink, type PaymentLinkOperation, paymentLinksApi } from './payment-links-api.ts';

type Confirmed = Exclude<PaymentLinkOperation, 'send'>;

/**
 * A refusal of an operation, said plainly: 409 (3200) the link is no longer in the state the operation
 * needs — it was just paid, cancelled or closed elsewhere —, 402 the gateway refused; the API's own
 * sentence after it.
 */
export function OperationRefusal({ failure }: { failure: ApiFailure | undefined }) {
  const t = useTexts(PAYMENT_LINK_DETAIL_TEXTS);
  if (!failure) return null;
  const explanation = failure.status === 409 ? t.stale : failure.status === 402 ? t.gatewayRefused : null;
  if (explanation === null) return <ErrorNotice error={failure} />;
  return (
    <div className="notice notice-error" role="alert">
      <p>{explanation}</p>
      <p>{failure.message}</p>
    </div>
  );
}

/**
 * Runs one operation on the link. A 409 means the link is no longer in the state the page shows:
 * `onStale` takes the refusal (the page says it and reads the link again); other refusals are kept here.
 */
function useOperation(hotelId: number, link: PaymentLink, onStale: (refusal: ApiFailure) => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  async function run(operation: PaymentLinkOperation): Promise<boolean> {
    setBusy(true);
    setFailure(undefined);
    try {
      await paymentLinksApi.act(hotelId, link.number, operation);
      return true;
    } catch (error) {
      const refusal = asFailure(error);
      if (refusal.status === 409) onStale(refusal);
      else setFailure(refusal);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, run };
}

/**
 * What the account may do with the link now, by its state: send the request again, cancel it (both
 * unpaid), mark it completed or refund it (both paid; a refund needs `payments.handle`). Each but the
 * resend is confirmed in a dialog; after it the link is read again and `announce` says what was done.
 * A refusal because the link changed meanwhile goes to the page (the dialog closes); others stay with
 * the action.
 */
export function LinkActions({
  link,
  hotelId,
  announce,
  onStale,
}: {
  link: PaymentLink;
  hotelId: number;
  announce: (message: string) => void;
  /** The link changed meanwhile (409): say so on the page and read it again. */
  onStale: (refusal: ApiFailure) => void;
}) {
  const t = useTexts(PAYMENT_LINK_DETAIL_TEXTS);
  const { may } = useSession();
  const [open, setOpen] = useState<Confirmed | null>(null);
  const [returnFocus, setReturnFocus] = useState<DialogReturn>('opener');
  const stale = (refusal: ApiFailure) => {
    // The dialog's action may be gone with the link's new state: close it, back to the page's heading.
    setReturnFocus('heading');
    setOpen(null);
    onStale(refusal);
  };
  const send = useOperation(hotelId, link, stale);
  const mayRefund = may('payments.handle');
  const operations = operationsFor(link, { handle: may('reservations.handle'), refund: mayRefund });
  const showsManagerNote = link.status === 'paid' && !mayRefund;
  if (operations.length === 0 && !showsManagerNote) return null;

  return (
    <section aria-labelledby="link-actions" className="stay-actions">
      <h2 id="link-actions">{t.actions}</h2>
      <OperationRefusal failure={send.failure} />
      <div className="button-row">
        {operations.map((operation) =>
          operation === 'send' ? (
            <button
              key={operation}
              type="button"
              className="button-secondary"
              disabled={send.busy}
              onClick={async () => {
                if (await send.run('send')) announce(t.done.send);
              }}
            >
              {send.busy ? t.working : t.labels.send}
            </button>
          ) : (
            <button
              key={operation}
              type="button"
              className={operation === 'complete' ? 'button-secondary' : 'button-danger'}
              onClick={() => {
                setReturnFocus('opener');
                setOpen(operation);
              }}
            >
              {t.labels[operation]}
            </button>
          ),
        )}
      </div>
      {showsManagerNote ? <p className="muted">{t.refundNeedsManager}</p> : null}
      <ModalDialog
        open={open !== null}
        title={open ? t.dialogTitles[open] : ''}
        onDismiss={() => setOpen(null)}
        returnFocus={returnFocus}
      >
        {open ? (
          <ConfirmForm
            key={open}
            operation={open}
            link={link}
            hotelId={hotelId}
            onStale={stale}
            onDismiss={() => setOpen(null)}
            onDone={() => {
              // The button that opened the dialog is gone with the new state: the page's heading instead.
              setReturnFocus('heading');
              setOpen(null);
              announce(t.done[open]);
            }}
          />
        ) : null}
      </ModalDialog>
    </section>
  );
}

function ConfirmForm({
  operation,
  link,
  hotelId,
  onStale,
  onDismiss,
  onDone,
}: {
  operation: Confirmed;
  link: PaymentLink;
  hotelId: number;
  onStale: (refusal: ApiFailure) => void;
  onDismiss: () => void;
  onDone: () => void;
}) {
  const t = useTexts(PAYMENT_LINK_DETAIL_TEXTS);
  const locale = useLocale();
  const { busy, failure, run } = useOperation(hotelId, link, onStale);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run(operation)) onDone();
  }
  return (
    <form onSubmit={submit}>
      <OperationRefusal failure={failure} />
      <p>
        <strong>{formatMoney(locale, link.amount, link.currency)}</strong>
        {link.guest_name ? ` · ${link.guest_name}` : ''}
      </p>
      <p>{t.dialogBodies[operation]}</p>
      <div className="button-row dialog-buttons">
        <button
          type="submit"
          className={operation === 'complete' ? undefined : 'button-danger'}
          disabled={busy}
        >
          {busy ? t.working : t.confirms[operation]}
        </button>
        <button type="button" className="button-secondary" onClick={onDismiss}>
          {t.keep}
        </button>
      </div>
    </form>
  );
}
