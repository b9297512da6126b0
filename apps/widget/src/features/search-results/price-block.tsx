import type { RoomPlanOffer } from '@yadori/contract/search.schema';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';

const DISCOUNT_LABELS = { special: 'results.discountSpecial', rounding: 'results.discountRounding' } as const;

type PricedOffer = Pick<
  RoomPlanOffer,
  'total_price' | 'tax' | 'price_before_discounts' | 'discounts' | 'applied_code' | 'nights' | 'is_day_use'
>;

/** The total of one offer, tax-inclusive with the tax shown, and every discount already taken off. */
export function PriceBlock({ offer, currency }: { offer: PricedOffer; currency: string }) {
  const { locale, t } = useI18n();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const discounts = offer.discounts.filter((d) => d.discount_amount !== 0);
  const code = offer.applied_code && offer.applied_code.discount_amount > 0 ? offer.applied_code : null;
  return (
    <div className="price-block">
      <p className="price-block__stay">
        {offer.is_day_use ? t('results.dayUse') : t('results.nights', { nights: offer.nights })}
      </p>
      {offer.price_before_discounts > offer.total_price ? (
        <p className="price-block__before">
          <span className="visually-hidden">{t('results.priceBeforeDiscount')} </span>
          <s>{money(offer.price_before_discounts)}</s>
        </p>
      ) : null}
      <p className="price-block__total">
        <span className="price-block__label">{t('results.totalPrice')}</span>{' '}
        <strong data-testid="offer-total">{money(offer.total_price)}</strong>
      </p>
      <p className="price-block__tax">{t('results.taxIncluded', { tax: money(offer.tax) })}</p>
      {discounts.length > 0 || code ? (
        <ul className="price-block__discounts">
          {discounts.map((d) => (
            <li key={d.discount_type}>
              {t(DISCOUNT_LABELS[d.discount_type], { amount: money(d.discount_amount) })}
            </li>
          ))}
          {code ? (
            <li>
              {t(code.code_type === 'promo' ? 'results.appliedPromo' : 'results.appliedCoupon', {
                code: code.code,
                amount: money(code.discount_amount),
              })}
              {code.first_n_nights ? ` ${t('results.firstNights', { nights: code.first_n_nights })}` : null}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
