import type { PaymentLinkMethod } from '@yadori/contract/payment-links.constants';
import type { Transaction } from '@yadori/contract/payment-links.schema';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useWidget } from '../../app/widget-context.tsx';
import { readWidgetConfig } from '../../config/widget-config.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { todayInZone } from '../../shared/hotel-date.ts';
import {
  CardFieldsError,
  type CardToken,
  HostedCardFields,
  type HostedCardFieldsHandle,
  hostedFieldsUrl,
} from '../payment/hosted-card-fields.tsx';
import { overOnlineCardLimit } from '../payment/payment-methods.ts';
import { noticeLines, PAYPAL_NAME, useMoney } from './payment-link-parts.tsx';
import { openPayPalWindow } from './paypal-window.ts';
import type { PaymentLinkT } from './texts.ts';
import type { PaymentLinkControls } from './use-payment-link.ts';

/**
 * The link's payment form: card (the gateway's hosted fields, decision 010) or PayPal when the hotel's
 * gateway offers it; the reason of the last refusal above the button, focused when it appears.
 */
export function PaymentLinkForm({
  t,
  tx,
  controls,
  chosen,
  onChoose,
}: {
  t: PaymentLinkT;
  tx: Transaction;
  controls: PaymentLinkControls;
  /** The method the guest chose (kept by the page while PayPal's window or a notice replaces the form). */
  chosen: PaymentLinkMethod | null;
  onChoose: (method: PaymentLinkMethod) => void;
}) {
  const { t: main, locale } = useI18n();
  const timeZone = useWidget((s) => s.settings?.hotel.time_zone ?? 'Asia/Tokyo');
  const fields = useRef<HostedCardFieldsHandle>(null);
  const note = useRef<HTMLDivElement>(null);
  const offered: readonly PaymentLinkMethod[] = tx.methods.length > 0 ? tx.methods : ['credit_card'];
  const method = chosen && offered.includes(chosen) ? chosen : (offered[0] ?? 'credit_card');
  const [tokenizing, setTokenizing] = useState(false);
  const { phase, notice } = controls.state;
  const busy = tokenizing || phase === 'paying';
  const amount = useMoney(tx);
  const lines = noticeLines(t, main, notice, tx);
  const brands = tx.card_brands.join(',');
  const src = useMemo(
    () =>
      hostedFieldsUrl({
        apiBase: readWidgetConfig().apiBase,
        locale,
        validThrough: todayInZone(timeZone),
        brands: brands ? brands.split(',') : [],
      }),
    [locale, timeZone, brands],
  );

  // A refusal: focus goes to what went wrong (the button was disabled while it ran).
  useEffect(() => {
    if (notice) note.current?.focus();
  }, [notice]);

  async function payByCard() {
    const handle = fields.current;
    if (!handle) return;
    setTokenizing(true);
    let token: CardToken;
    try {
      token = await handle.tokenize();
    } catch (error) {
      setTokenizing(false);
      controls.refuseCard(error instanceof CardFieldsError ? error.reason : 'Others');
      return;
    }
    setTokenizing(false);
    // Spec §5: VISA and Mastercard take at most ¥1,000,000 online (the server refuses too).
    if (overOnlineCardLimit(token.brand, tx.amount, tx.currency)) {
      handle.reset();
      controls.refuseCard('online_limit');
      return;
    }
    // A declined card: the card page still says it "is ready for payment"; empty it.
    if ((await controls.payByCard(token.token)) === 'declined') fields.current?.reset();
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // The PayPal window opens here, in the click's own task: popup blockers allow only that.
    if (method === 'paypal') void controls.payWithPayPal(openPayPalWindow());
    else void payByCard();
  };

  return (
    <form className="payment-form payment-link__form" noValidate onSubmit={submit}>
      {offered.length > 1 ? (
        <fieldset className="payment-methods">
          <legend>{t('form.methodLegend')}</legend>
          {offered.map((m) => (
            <div key={m} className="payment-method">
              <input
                type="radio"
                id={`payment-link-method-${m}`}
                name="payment_link_method"
                value={m}
                checked={m === method}
                onChange={() => onChoose(m)}
                {...(m === 'paypal' ? { 'aria-describedby': 'payment-link-method-paypal-note' } : {})}
              />
              <label htmlFor={`payment-link-method-${m}`}>
                {m === 'paypal' ? PAYPAL_NAME : t('form.methodCard')}
              </label>
              {m === 'paypal' ? (
                <p id="payment-link-method-paypal-note" className="payment-method__note">
                  {t('form.payPalNote')}
                </p>
              ) : null}
            </div>
          ))}
        </fieldset>
      ) : null}

      {method === 'credit_card' ? (
        <section className="payment-card" aria-labelledby="payment-link-card-title">
          <h2 id="payment-link-card-title" className="payment-card__title">
            {main('payment.cardHeading')}
          </h2>
          <p className="payment-card__note">{main('payment.cardSecureNote')}</p>
          <HostedCardFields
            ref={fields}
            src={src}
            title={main('payment.cardFrameTitle')}
            loadingLabel={main('payment.cardLoading')}
          />
        </section>
      ) : null}

      {lines.length > 0 ? (
        <div className="payment-note payment-note--error" role="alert" tabIndex={-1} ref={note}>
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}

      <div className="payment-actions payment-link__actions">
        <button type="submit" className="button" disabled={busy} aria-disabled={busy}>
          {busy
            ? t('form.paying')
            : method === 'paypal'
              ? t('form.payPayPal', { amount })
              : t('form.payCard', { amount })}
        </button>
      </div>
    </form>
  );
}
