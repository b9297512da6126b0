import type { TransactionStatus } from '@yadori/contract/payment-links.constants';
import type { Transaction } from '@yadori/contract/payment-links.schema';
import { useEffect, useState } from 'react';
import { useRoute } from 'wouter';
import { useDocumentTitle } from '../../app/page-title.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { readWidgetConfig } from '../../config/widget-config.ts';
import { useSection } from '../../i18n/section-catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { paymentNumberOf } from '../address/payment-address.ts';
import { paymentPageUrl } from './payment-link-addresses.ts';
import { MessagePanel, useMoney } from './payment-link-parts.tsx';
import { type PaymentLinkT, paymentLinkTexts } from './texts.ts';
import { fetchPaymentQrImage, readTransaction, refusalOf } from './transaction-api.ts';
import '../payment/payment.css';
import './payment-link.css';

export const PAYMENT_DISPLAY_ROUTE = '/payments/:paymentNumber/display';
/** How often the display reads the link while it waits for the payment. */
export const DISPLAY_POLL_MS = 5_000;
/** The statuses the display keeps waiting on; any other is final. */
const WAITING: ReadonlySet<TransactionStatus> = new Set(['unpaid', 'failed']);
const PAID: ReadonlySet<TransactionStatus> = new Set(['paid', 'already paid', 'completed']);

type Display =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'shown'; tx: Transaction; refreshFailed: boolean }
  | { kind: 'failed' };

/**
 * Reads the link now and every DISPLAY_POLL_MS while it waits for the payment. It keeps the session the
 * first read handed out, so a display opens one session an hour, not one per read.
 */
function usePolledTransaction(paymentNumber: string, hotelId: number): Display {
  const api = useApi();
  const [display, setDisplay] = useState<Display>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let session: string | null = null;
    const tick = async () => {
      try {
        const tx = await readTransaction(api, hotelId, paymentNumber, session);
        if (!live) return;
        session = tx.session?.token ?? session;
        setDisplay({ kind: 'shown', tx, refreshFailed: false });
        if (!WAITING.has(tx.status)) return;
      } catch (error) {
        if (!live) return;
        if (refusalOf(error).kind === 'not-found') {
          setDisplay({ kind: 'not-found' });
          return;
        }
        setDisplay((previous) =>
          previous.kind === 'shown' ? { ...previous, refreshFailed: true } : { kind: 'failed' },
        );
      }
      timer = setTimeout(tick, DISPLAY_POLL_MS);
    };
    void tick();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, hotelId, paymentNumber]);
  return display;
}

function DisplayBody({
  t,
  tx,
  refreshFailed,
  paymentNumber,
}: {
  t: PaymentLinkT;
  tx: Transaction;
  refreshFailed: boolean;
  paymentNumber: string;
}) {
  const amount = useMoney(tx);
  const waiting = WAITING.has(tx.status);
  const paid = PAID.has(tx.status);
  return (
    <>
      <dl className="payment-display__facts">
        <div>
          <dt>{t('summary.hotel')}</dt>
          <dd data-testid="payment-display-hotel">{tx.hotel.name}</dd>
        </div>
        <div>
          <dt>{t('summary.purpose')}</dt>
          <dd>
            {t(`purpose.${tx.purpose}`)}
            {tx.description ? <span className="payment-link__description">{tx.description}</span> : null}
          </dd>
        </div>
        <div className="payment-display__amount">
          <dt>{t('summary.amount')}</dt>
          <dd data-testid="payment-display-amount">{amount}</dd>
        </div>
      </dl>
      <div
        className={`payment-display__status${paid ? ' payment-display__status--paid' : ''}`}
        role="status"
        data-testid="payment-display-status"
      >
        <span className="payment-display__status-label">{t('summary.status')}</span>{' '}
        <strong>{paid ? t('display.paid') : t(`status.${tx.status}`)}</strong>
        {waiting ? <span className="payment-display__waiting">{t('display.waiting')}</span> : null}
      </div>
      {refreshFailed ? (
        <p className="payment-note payment-note--warning">{t('display.refreshFailed')}</p>
      ) : null}
      {waiting ? (
        <section className="payment-display__address" aria-labelledby="payment-display-address">
          <h2 id="payment-display-address">{t('display.addressLabel')}</h2>
          <p>{t('display.openHint')}</p>
          <PaymentQrImage t={t} paymentNumber={paymentNumber} />
          <p className="payment-display__url" data-testid="payment-display-url">
            {paymentPageUrl(paymentNumber)}
          </p>
        </section>
      ) : null}
    </>
  );
}

/**
 * `/payments/{paymentNumber}/display` (spec §2): the front desk's screen turned to the guest — hotel,
 * amount, what for, the status, and the payments page's address to open; it reads the link every five
 * seconds until it is paid (or otherwise final). Read-only.
 */
export function PaymentDisplayScreen() {
  const t = useSection(paymentLinkTexts);
  const { t: main } = useI18n();
  const [, params] = useRoute<{ paymentNumber: string }>(PAYMENT_DISPLAY_ROUTE);
  const paymentNumber = paymentNumberOf(params?.paymentNumber ?? null);
  const hotelId = useWidget((s) => s.settings?.hotel_id ?? null);
  useDocumentTitle(t ? t('display.title') : null);
  if (!t) return <Spinner label={main('app.loading')} />;
  return (
    <div className="booking-outcome payment-link payment-display">
      <h1 className="screen-title">{t('page.title')}</h1>
      {paymentNumber && hotelId !== null ? (
        <DisplayState t={t} paymentNumber={paymentNumber} hotelId={hotelId} />
      ) : (
        <MessagePanel title={t('notFound.title')} text={t('notFound.text')} />
      )}
    </div>
  );
}

function DisplayState({
  t,
  paymentNumber,
  hotelId,
}: {
  t: PaymentLinkT;
  paymentNumber: string;
  hotelId: number;
}) {
  const { t: main } = useI18n();
  const display = usePolledTransaction(paymentNumber, hotelId);
  if (display.kind === 'loading') return <Spinner label={t('page.loading')} />;
  if (display.kind === 'not-found')
    return <MessagePanel title={t('notFound.title')} text={t('notFound.text')} />;
  if (display.kind === 'failed')
    return (
      <div className="payment-note payment-note--error" role="alert">
        <p>{main('errors.network')}</p>
        <p>{t('display.refreshFailed')}</p>
      </div>
    );
  return (
    <DisplayBody t={t} tx={display.tx} refreshFailed={display.refreshFailed} paymentNumber={paymentNumber} />
  );
}

/** The QR image of the payments page, for the guest to scan; nothing shows while (or if not) loaded. */
function PaymentQrImage({ t, paymentNumber }: { t: PaymentLinkT; paymentNumber: string }) {
  const api = useApi();
  const hotelId = useWidget((s) => s.settings?.hotel_id ?? null);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (hotelId === null) return;
    let url: string | null = null;
    let gone = false;
    fetchPaymentQrImage(api, readWidgetConfig().apiBase, hotelId, paymentNumber)
      .then((made) => {
        if (gone) URL.revokeObjectURL(made);
        else {
          url = made;
          setSrc(made);
        }
      })
      // The address below still says where to pay.
      .catch(() => undefined);
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, hotelId, paymentNumber]);
  if (!src) return null;
  return (
    <img
      className="payment-display__qr"
      src={src}
      alt={t('display.qrAlt')}
      width={240}
      height={240}
      data-testid="payment-display-qr"
    />
  );
}
