import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { useBooking } from '../booking-state/booking-store.ts';

export const COUPON_FIELD_ID = 'coupon-code';

/**
 * Coupon entry (spec section 5): the code is checked by the server with the booking's rooms; its
 * refusal (invalid, expired, limit reached) shows next to the field, the code stays as typed.
 */
export function CouponSection({
  onApply,
  onRemove,
}: {
  /** Resolves with the server's refusal text, or null when the coupon applies. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => Promise<void>;
}) {
  const { locale, t } = useI18n();
  const coupon = useBooking((state) => state.coupon);
  const currency = useBooking((state) => state.bookingDetails?.currency ?? 'JPY');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    if (code.trim() === '') {
      setError(t('guestDetail.errorRequired'));
      return;
    }
    setBusy(true);
    setError(await onApply(code.trim()));
    setBusy(false);
  };

  return (
    <section className="gd-section" aria-labelledby="gd-coupon-heading">
      <h2 id="gd-coupon-heading">{t('guestDetail.couponSection')}</h2>
      {coupon ? (
        <p role="status">
          {t('guestDetail.couponApplied', {
            code: coupon.code,
            amount: formatMoney(coupon.discountAmount, currency, locale),
          })}{' '}
          <button
            type="button"
            className="gd-link-button"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void onRemove().finally(() => setBusy(false));
            }}
          >
            {t('guestDetail.couponRemove')}
          </button>
        </p>
      ) : (
        <div className={`gd-field gd-coupon${error ? ' gd-field--invalid' : ''}`}>
          <label htmlFor={COUPON_FIELD_ID}>{t('guestDetail.couponLabel')}</label>
          <div className="gd-coupon__row">
            <input
              id={COUPON_FIELD_ID}
              value={code}
              autoComplete="off"
              maxLength={64}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${COUPON_FIELD_ID}-error` : undefined}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void apply();
                }
              }}
            />
            <button type="button" className="button" disabled={busy} onClick={() => void apply()}>
              {t('guestDetail.couponApply')}
            </button>
          </div>
          <div role="alert">
            {error ? (
              <p id={`${COUPON_FIELD_ID}-error`} className="gd-error">
                {error}
              </p>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
