import type { PaymentLinkMethod } from '@yadori/contract/payment-links.constants';
import type { Transaction } from '@yadori/contract/payment-links.schema';
import { type ReactNode, useEffect, useState } from 'react';
import { useRoute } from 'wouter';
import { useDocumentTitle } from '../../app/page-title.ts';
import { useWidget } from '../../app/widget-context.tsx';
import { useSection } from '../../i18n/section-catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { paymentNumberOf } from '../address/payment-address.ts';
import { postToHost } from '../host/host-messages.ts';
import type { PageState } from './page-state.ts';
import { PaymentLinkForm } from './payment-link-form.tsx';
import {
  ClosedPanel,
  MessagePanel,
  noticeLines,
  PaidPanel,
  TransactionSummary,
} from './payment-link-parts.tsx';
import { openPayPalWindow } from './paypal-window.ts';
import { type PaymentLinkT, paymentLinkTexts } from './texts.ts';
import { type PaymentLinkControls, usePaymentLink } from './use-payment-link.ts';
import '../payment/payment.css';
import './payment-link.css';

export const PAYMENT_PAGE_ROUTE = '/payments/:paymentNumber';

/** Spec §2: the payments page hides the hotel's chatbot (not when the page is inside the chatbot). */
function useHideChatbot(): void {
  const chatbotEnabled = useWidget((s) => s.settings?.chatbot_setting.enabled ?? false);
  const inChatbot = useWidget((s) => s.startQuery.inChatbotIframe);
  useEffect(() => {
    if (chatbotEnabled && !inChatbot) postToHost({ type: 'hide-chatbot' });
  }, [chatbotEnabled, inChatbot]);
}

/**
 * The link's status for screen readers, announced as it changes (unpaid → failed → paid); the steps
 * under way announce themselves (the spinners, PayPal's waiting note).
 */
function liveText(t: PaymentLinkT, state: PageState): string {
  return state.tx ? t(`status.${state.tx.status}`) : '';
}

/** An attempt of this session waits for the guest: go back to it, or drop it and pay another way. */
function AttemptPanel({
  t,
  tx,
  controls,
}: {
  t: PaymentLinkT;
  tx: Transaction;
  controls: PaymentLinkControls;
}) {
  const { t: main } = useI18n();
  const payPal = tx.next_action?.type === 'paypal_approval';
  const lines = noticeLines(t, main, controls.state.notice, null);
  return (
    <section className="payment-note payment-note--warning payment-link__attempt">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>{t(payPal ? 'attempt.payPal' : 'attempt.threeDSecure')}</p>
      <div className="booking-outcome__actions">
        <button
          type="button"
          className="button"
          // PayPal opens in a window of its own, opened here in the click's task.
          onClick={() => controls.continueAttempt(payPal ? openPayPalWindow() : null)}
        >
          {t('attempt.continue')}
        </button>
        <button type="button" className="button button--secondary" onClick={controls.dropAttempt}>
          {t('attempt.drop')}
        </button>
      </div>
    </section>
  );
}

/** The link's state once known: the form while it can be paid, else what became of it. */
function TransactionView({
  t,
  tx,
  controls,
  method,
}: {
  t: PaymentLinkT;
  tx: Transaction;
  controls: PaymentLinkControls;
  /** The method the guest chose, kept while PayPal's window or an attempt replaces the form. */
  method: [PaymentLinkMethod | null, (method: PaymentLinkMethod) => void];
}) {
  const { t: main } = useI18n();
  const { phase, notice } = controls.state;
  if (tx.status === 'unpaid' || tx.status === 'failed') {
    if (phase === 'paypal') {
      return (
        <section className="payment-note payment-note--info payment-link__waiting">
          <p role="status">{t('payPal.waiting')}</p>
          <button type="button" className="button button--secondary" onClick={controls.dropAttempt}>
            {t('payPal.stop')}
          </button>
        </section>
      );
    }
    if (phase === 'leaving' || phase === 'completing')
      return <Spinner label={t(phase === 'leaving' ? 'form.leaving' : 'form.completing')} />;
    if (tx.next_action && phase === 'ready') return <AttemptPanel t={t} tx={tx} controls={controls} />;
    return <PaymentLinkForm t={t} tx={tx} controls={controls} chosen={method[0]} onChoose={method[1]} />;
  }
  // Nothing left to pay; a notice (not capturable, a network failure meanwhile) says what happened.
  const lines = notice ? noticeLines(t, main, notice, tx) : [];
  return (
    <>
      {lines.length > 0 ? (
        <div className="payment-note payment-note--warning" role="alert">
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {tx.status === 'paid' ? <PaidPanel t={t} tx={tx} /> : <ClosedPanel t={t} tx={tx} />}
    </>
  );
}

function PaymentLinkPage({
  t,
  paymentNumber,
  hotelId,
}: {
  t: PaymentLinkT;
  paymentNumber: string;
  hotelId: number;
}) {
  const { t: main } = useI18n();
  const controls = usePaymentLink(paymentNumber, hotelId);
  const method = useState<PaymentLinkMethod | null>(null);
  const { state } = controls;
  const { phase, tx } = state;

  let body: ReactNode;
  if (phase === 'not-found') body = <MessagePanel title={t('notFound.title')} text={t('notFound.text')} />;
  else if (phase === 'expired') {
    body = (
      <MessagePanel title={t('expired.title')} text={t('expired.text')}>
        <p>{main('payment.noPaymentMade')}</p>
        <button type="button" className="button" onClick={controls.reload}>
          {t('expired.reload')}
        </button>
      </MessagePanel>
    );
  } else if (phase === 'load-failed') {
    body = (
      <div className="payment-note payment-note--error" role="alert">
        <p>{noticeLines(t, main, state.notice ?? { kind: 'network' }, null).join(' ')}</p>
        <button type="button" className="button" onClick={controls.retry}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (!tx) body = <Spinner label={t(phase === 'completing' ? 'form.completing' : 'page.loading')} />;
  else body = <TransactionView t={t} tx={tx} controls={controls} method={method} />;

  const showSummary = tx !== null && phase !== 'not-found';
  return (
    <>
      <p className="visually-hidden" role="status">
        {liveText(t, state)}
      </p>
      {showSummary ? <TransactionSummary t={t} tx={tx} /> : null}
      {body}
    </>
  );
}

/**
 * `/payments/{paymentNumber}` (spec §2, §3, §4, §8; decision 060): what a hotel asks the guest to pay,
 * paid by card (3-D Secure leaves and comes back) or PayPal (a popup, or this window when blocked); the
 * outcome, or the link's state when nothing is left to pay. No language selector, no chatbot.
 */
export function PaymentLinkScreen() {
  const t = useSection(paymentLinkTexts);
  const { t: main } = useI18n();
  const [, params] = useRoute<{ paymentNumber: string }>(PAYMENT_PAGE_ROUTE);
  const paymentNumber = paymentNumberOf(params?.paymentNumber ?? null);
  const hotelId = useWidget((s) => s.settings?.hotel_id ?? null);
  useDocumentTitle(t ? t('page.title') : null);
  useHideChatbot();
  if (!t) return <Spinner label={main('app.loading')} />;
  return (
    <div className="booking-outcome payment-link">
      <h1 className="screen-title">{t('page.title')}</h1>
      {!paymentNumber ? (
        <MessagePanel title={t('notFound.title')} text={t('notFound.text')} />
      ) : hotelId === null ? (
        <div className="payment-note payment-note--error" role="alert">
          <p>{main('errors.network')}</p>
        </div>
      ) : (
        <PaymentLinkPage key={paymentNumber} t={t} paymentNumber={paymentNumber} hotelId={hotelId} />
      )}
    </div>
  );
}
