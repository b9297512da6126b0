import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../branding/format-money.ts';
import type { Discount } from './search-wire.ts';

const DISCOUNT_LABELS = { special: 'results.discountSpecial', rounding: 'results.discountRounding' } as const;

/** The total of one offer, tax-inclusive with the tax shown, and the discounts already taken off. */
export function PriceBlock({
  total,
  tax,
  discounts,
  currency,
}: {
  total: number;
  tax: number;
  discounts: readonly Discount[];
  currency: string;
}) {
  const { locale, t } = useI18n();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const discounted = discounts.filter((d) => d.discount_amount > 0);
  const before = total + discounted.reduce((sum, d) => sum + d.discount_amount, 0);
  return (
    <div className="price-block">
      {discounted.length > 0 ? (
        <p className="price-block__before">
          <span className="visually-hidden">{t('results.priceBeforeDiscount')} </span>
          <s>{money(before)}</s>
        </p>
      ) : null}
      <p className="price-block__total">
        <span className="price-block__label">{t('results.totalPrice')}</span>{' '}
        <strong data-testid="offer-total">{money(total)}</strong>
      </p>
      <p className="price-block__tax">{t('results.taxIncluded', { tax: money(tax) })}</p>
      {discounted.length > 0 ? (
        <ul className="price-block__discounts">
          {discounted.map((d) => (
            <li key={d.discount_type}>
              {t(DISCOUNT_LABELS[d.discount_type], { amount: money(d.discount_amount) })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
