import type { Locale } from '@yadori/contract/locales';
import type { Ref } from 'react';
import type { Translate } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';
import type { CancellableReservation } from './cancel-api.ts';
import { REASON_LABEL } from './cancel-reasons.ts';

/**
 * What happened to the money, in one sentence per fact: the card hold released, the fee taken, the
 * rest refunded, or (paid at the hotel, by invoice or transfer) how the fee will be settled.
 */
export function moneyOutcome(reservation: CancellableReservation, t: Translate, locale: Locale): string[] {
  const money = (amount: number) => formatMoney(amount, reservation.currency, locale);
  const fee = reservation.cancellation_fee ?? 0;
  const { state } = reservation.payment;
  const captured = reservation.payment.captured_amount ?? 0;
  const refunded = reservation.payment.refunded_amount ?? 0;
  const lines: string[] = [];
  switch (state) {
    case 'voided':
      lines.push(t('cancel.resultVoided'));
      break;
    case 'captured':
      if (captured > 0) lines.push(t('cancel.resultCaptured', { amount: money(captured) }));
      break;
    case 'partially_refunded':
      lines.push(
        t('cancel.resultPartlyRefunded', {
          refunded: money(refunded),
          kept: money(Math.max(0, captured - refunded)),
        }),
        t('cancel.resultRefundNote'),
      );
      break;
    case 'refunded':
      lines.push(t('cancel.resultRefunded', { amount: money(refunded) }), t('cancel.resultRefundNote'));
      break;
    default:
      if (fee > 0) lines.push(t('cancel.resultPayHotel', { fee: money(fee) }));
  }
  if (fee === 0) lines.push(t('cancel.resultNoFee'));
  return lines;
}

/** The cancelled stay: number, fee charged, what happened to the money, reason given. */
export function CancelResult({
  reservation,
  ref,
}: {
  reservation: CancellableReservation;
  ref?: Ref<HTMLHeadingElement>;
}) {
  const { t, locale } = useI18n();
  const fee = reservation.cancellation_fee ?? 0;
  return (
    <div className="cancel-result" data-testid="cancel-result">
      <h1 className="screen-title" ref={ref} tabIndex={-1}>
        {t('cancel.doneHeading')}
      </h1>
      <p role="status">{t('cancel.doneMail', { email: reservation.email })}</p>
      <dl className="booking-outcome__list booking-outcome__section">
        <div>
          <dt>{t('cancel.numberLabel')}</dt>
          <dd data-testid="cancel-number">{reservation.number}</dd>
        </div>
        <div>
          <dt>{t('cancel.feeCharged')}</dt>
          <dd data-testid="cancel-fee-charged">
            {fee === 0 ? t('cancel.feeFree') : formatMoney(fee, reservation.currency, locale)}
          </dd>
        </div>
        {reservation.reason ? (
          <div>
            <dt>{t('cancel.reasonLegend')}</dt>
            <dd>{t(REASON_LABEL[reservation.reason])}</dd>
          </div>
        ) : null}
      </dl>
      <ul className="cancel-result__money" data-testid="cancel-money">
        {moneyOutcome(reservation, t, locale).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
