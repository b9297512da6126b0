import type { Extra } from '@yadori/contract/extras.schema';
import type { Translate } from '../../i18n/translate.ts';

/** The units a chosen extra takes: at least one, at most its maximum (spec section 5). */
const boundsOf = (extra: Pick<Extra, 'min_quantity' | 'max_quantity'>) => ({
  min: Math.max(1, extra.min_quantity),
  max: extra.max_quantity,
});

/** The hint under an extra: "Choose 1 to 4.", or "Choose 2." when there is one quantity to take. */
export function extraQuantityHint(t: Translate, extra: Pick<Extra, 'min_quantity' | 'max_quantity'>): string {
  const { min, max } = boundsOf(extra);
  if (min >= max)
    return t(min === 1 ? 'guestDetail.extraExactOne' : 'guestDetail.extraExactOther', { count: min });
  return t('guestDetail.extraRange', { min, max });
}

/** The refusal of a quantity outside the extra's bounds, worded as its hint is. */
export function extraQuantityError(
  t: Translate,
  extra: Pick<Extra, 'min_quantity' | 'max_quantity'>,
): string {
  const { min, max } = boundsOf(extra);
  if (min >= max)
    return t(min === 1 ? 'guestDetail.errorQuantityExactOne' : 'guestDetail.errorQuantityExactOther', {
      count: min,
    });
  return t('guestDetail.errorQuantity', { min, max });
}
