import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { isApiError } from '../../api/api-error.ts';
import { useApi } from '../../app/widget-context.tsx';
import { readWidgetConfig } from '../../config/widget-config.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { TextField } from '../../shared/form-fields.tsx';
import type { ReservationProof } from '../payment/reservation-api.ts';
import { fetchReceipt } from './manage-api.ts';
import { personName } from './reservation-details.tsx';
import { saveFile } from './save-file.ts';

/** Longest addressee the receipt takes (the server's limit for names). */
export const MAX_RECEIPT_NAME_LENGTH = 100;

/**
 * The name the dialog starts with, as the server's default addressee: the kanji name when the guest
 * gave one (a receipt is made out to the name in kanji), else the name in the language's order.
 */
export function receiptName(
  guest: { first_name: string; last_name: string; kanji_name?: string | null },
  locale: string,
): string {
  return guest.kanji_name?.trim() || personName(guest, locale);
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * "Receipt": a small modal dialog that asks the name to write on the receipt (prefilled with the
 * guest's), then downloads `GET …/receipt` in the page's language — a PDF, or a zip of one PDF per
 * room. Focus stays inside while it is open (Tab wraps, Escape closes) and goes back to the button
 * that opened it.
 */
export function ReceiptDialog({
  hotelId,
  number,
  proof,
  defaultName,
  onClose,
  returnFocus,
}: {
  hotelId: number;
  number: string;
  proof: ReservationProof;
  defaultName: string;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const api = useApi();
  const { t, locale } = useI18n();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    document.getElementById('receipt-name')?.focus();
    const opener = returnFocus.current;
    return () => opener?.focus();
  }, [returnFocus]);

  const keepFocusInside = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (downloading) return;
    const addressee = name.trim();
    if (!addressee) {
      setError(t('receipt.nameRequired'));
      document.getElementById('receipt-name')?.focus();
      return;
    }
    setError(undefined);
    setFailure(null);
    setDone(false);
    setDownloading(true);
    try {
      const file = await fetchReceipt(api, readWidgetConfig(), {
        hotelId,
        number,
        proof,
        name: addressee,
        locale,
      });
      saveFile(file);
      setDone(true);
    } catch (caught) {
      if (isApiError(caught) && caught.status === 0) setFailure(t('errors.network'));
      else if (isApiError(caught) && caught.status === 429) setFailure(t('receipt.tooMany'));
      else if (isApiError(caught) && caught.message && caught.message !== caught.title)
        setFailure(caught.message);
      else setFailure(t('receipt.failed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="manage-dialog__backdrop">
      <div
        ref={dialogRef}
        className="manage-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={keepFocusInside}
      >
        <h2 id={titleId}>{t('receipt.title')}</h2>
        <form noValidate onSubmit={submit} className="manage-dialog__form">
          <TextField
            id="receipt-name"
            label={t('receipt.name')}
            hint={t('receipt.nameHint')}
            required
            error={error}
            value={name}
            maxLength={MAX_RECEIPT_NAME_LENGTH}
            autoComplete="name"
            onChange={setName}
          />
          <div role="status" className="manage-dialog__status">
            {downloading ? t('receipt.downloading') : done ? t('receipt.downloaded') : ''}
          </div>
          {failure ? (
            <div role="alert" className="payment-note payment-note--error">
              <p>{failure}</p>
            </div>
          ) : null}
          <div className="manage-dialog__buttons">
            <button type="submit" className="button" aria-disabled={downloading || undefined}>
              {t('receipt.download')}
            </button>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('receipt.close')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
