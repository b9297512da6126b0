import { LOCALE_TAGS } from '@yadori/contract/locales';
import type { Transaction } from '@yadori/contract/payment-links.schema';
import { type ReactNode, useEffect, useRef } from 'react';
import { useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { dateTimeFormat } from '../../shared/intl-formats.ts';
import { cardMessageKey } from '../payment/card-messages.ts';
import { BRAND_NAMES } from '../saved-cards/card-label.ts';
import type { PageNotice } from './page-state.ts';
import type { PaymentLinkT } from './texts.ts';

/** PayPal's name, the same in every language. */
export const PAYPAL_NAME = 'PayPal';

/** A link's amount in its currency and the guest's language. */
export function useMoney(tx: Pick<Transaction, 'amount' | 'currency'>): string {
  const { locale } = useI18n();
  return formatMoney(tx.amount, tx.currency, locale);
}

/** A moment (ISO) as the hotel's clock shows it, in the guest's language. */
function useMoment(iso: string | null): string | null {
  const { locale } = useI18n();
  const timeZone = useWidget((s) => s.settings?.hotel.time_zone ?? 'Asia/Tokyo');
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    date,
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** What the link asks for: hotel, amount, what for, the stay, the guest, its status. */
export function TransactionSummary({ t, tx }: { t: PaymentLinkT; tx: Transaction }) {
  const amount = useMoney(tx);
  return (
    <section className="payment-summary" aria-labelledby="payment-link-summary">
      <h2 id="payment-link-summary" className="payment-summary__title">
        {t('summary.heading')}
      </h2>
      <dl className="payment-summary__list">
        <Row label={t('summary.hotel')} testId="payment-link-hotel">
          {tx.hotel.name}
        </Row>
        <Row label={t('summary.purpose')} testId="payment-link-purpose">
          {t(`purpose.${tx.purpose}`)}
          {tx.description ? <span className="payment-link__description">{tx.description}</span> : null}
        </Row>
        {tx.reservation_number ? (
          <Row label={t('summary.reservation')} testId="payment-link-reservation">
            {tx.reservation_number}
          </Row>
        ) : null}
        {tx.guest_name ? (
          <Row label={t('summary.guest')} testId="payment-link-guest">
            {tx.guest_name}
          </Row>
        ) : null}
        <Row label={t('summary.status')} testId="payment-link-status">
          {t(`status.${tx.status}`)}
        </Row>
        <div className="payment-summary__total">
          <dt>{t('summary.amount')}</dt>
          <dd data-testid="payment-link-amount">{amount}</dd>
        </div>
      </dl>
    </section>
  );
}

/** A heading that takes focus when it appears (the result of paying, a state that ends the form). */
function FocusedHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <h2 className="payment-link__outcome-title" ref={heading} tabIndex={-1}>
      {children}
    </h2>
  );
}

/** How it was paid: PayPal, or the card's brand and last four digits. */
function paidWith(tx: Transaction): string | null {
  const paid = tx.paid_with;
  if (!paid) return null;
  if (paid.method === 'paypal') return PAYPAL_NAME;
  if (!paid.brand) return null;
  return paid.last4 ? `${BRAND_NAMES[paid.brand]} •••• ${paid.last4}` : BRAND_NAMES[paid.brand];
}

/** `paid`: this visit paid it — amount, when and with what. */
export function PaidPanel({ t, tx }: { t: PaymentLinkT; tx: Transaction }) {
  const amount = useMoney(tx);
  const paidAt = useMoment(tx.paid_at);
  const method = paidWith(tx);
  return (
    <section className="booking-outcome__section payment-link__outcome payment-link__outcome--paid">
      <FocusedHeading>{t('paid.title')}</FocusedHeading>
      <p>{t('paid.text')}</p>
      <dl className="booking-outcome__list">
        <Row label={t('summary.amount')} testId="payment-link-paid-amount">
          {amount}
        </Row>
        {paidAt ? (
          <Row label={t('paid.at')} testId="payment-link-paid-at">
            {paidAt}
          </Row>
        ) : null}
        {method ? (
          <Row label={t('paid.with')} testId="payment-link-paid-with">
            {method}
          </Row>
        ) : null}
      </dl>
    </section>
  );
}

/** A state that leaves nothing to pay: already paid, settled, refunded, withdrawn. */
export function ClosedPanel({ t, tx }: { t: PaymentLinkT; tx: Transaction }) {
  const refundedAt = useMoment(tx.refunded_at);
  const [title, text] =
    tx.status === 'completed'
      ? (['completed.title', 'completed.text'] as const)
      : tx.status === 'refunded'
        ? (['refunded.title', 'refunded.text'] as const)
        : tx.status === 'cancelled'
          ? (['cancelled.title', 'cancelled.text'] as const)
          : (['alreadyPaid.title', 'alreadyPaid.text'] as const);
  return (
    <section className="booking-outcome__section payment-link__outcome">
      <FocusedHeading>{t(title)}</FocusedHeading>
      <p>{t(text)}</p>
      {tx.status === 'refunded' && refundedAt ? (
        <dl className="booking-outcome__list">
          <Row label={t('refunded.at')}>{refundedAt}</Row>
        </dl>
      ) : null}
    </section>
  );
}

/** A page that cannot show a link: not found, expired — a heading, a sentence and maybe a button. */
export function MessagePanel({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section className="booking-outcome__section payment-link__outcome">
      <FocusedHeading>{title}</FocusedHeading>
      <p>{text}</p>
      {children}
    </section>
  );
}

/** The sentences of a notice, or of the link's last declined attempt (`failed`) when there is none. */
export function noticeLines(
  t: PaymentLinkT,
  main: ReturnType<typeof useI18n>['t'],
  notice: PageNotice | null,
  tx: Transaction | null,
): string[] {
  const noPayment = main('payment.noPaymentMade');
  if (!notice) {
    if (tx?.status !== 'failed') return [];
    const key = cardMessageKey(tx.error_code);
    return [t('form.failedBefore'), ...(key ? [main(key)] : []), noPayment];
  }
  switch (notice.kind) {
    case 'declined':
      return [main(cardMessageKey(notice.code) ?? 'payment.error3002'), noPayment];
    case 'card': {
      const { reason } = notice;
      if (reason === 'timeout' || reason === 'unavailable' || reason === 'gone')
        return [main('payment.cardFrameFailed')];
      return [main(cardMessageKey(reason) ?? 'payment.cardCheckInput')];
    }
    case 'text':
      return [t(notice.key), noPayment];
    case 'network':
      return [main('errors.network')];
    case 'message':
      return [notice.text];
  }
}
