import type { Extra } from '@yadori/contract/extras.schema';
import { useI18n } from '../../i18n/use-i18n.ts';
import { SelectField, type ShownErrors } from '../../shared/form-fields.tsx';
import { formatMoney } from '../../shared/format-money.ts';
import { bookingStore, setExtra, useBooking } from '../booking-state/booking-store.ts';
import { extraQuantityHint } from './extra-quantity-text.ts';
import { extraDatesInStay, isDated, selectExtra } from './extras-rules.ts';

export const extraQuantityId = (extra: Pick<Extra, 'id'>) => `extra-${extra.id}-quantity`;
export const extraDatesId = (extra: Pick<Extra, 'id'>) => `extra-${extra.id}-dates`;

/** 0, then min to max — never more than is left on the days it would be served. */
function quantityOptions(extra: Extra, servedOn: readonly string[]) {
  const left = servedOn.map(
    (date) => extra.prices.find((p) => p.date === date)?.inventory ?? extra.max_quantity,
  );
  const max = Math.min(extra.max_quantity, ...left);
  const options = [{ value: '0', label: '0' }];
  for (let q = Math.max(1, extra.min_quantity); q <= max; q++)
    options.push({ value: String(q), label: String(q) });
  return options;
}

function ExtraRow({ extra, dates, errors }: { extra: Extra; dates: readonly string[]; errors: ShownErrors }) {
  const { locale, t } = useI18n();
  const currency = useBooking((state) => state.bookingDetails?.currency ?? 'JPY');
  const selected = useBooking((state) => state.selectedExtras[String(extra.id)]);
  const quantity = selected?.quantity ?? 0;
  const chosenDates = selected?.deliveryDates ?? [];
  const available = extraDatesInStay(extra, dates);
  const datesId = extraDatesId(extra);
  const datesError = errors[datesId];

  const update = (nextQuantity: number, nextDates: readonly string[]) =>
    setExtra(bookingStore, selectExtra(extra, nextQuantity, nextDates, dates[0] ?? ''));

  return (
    <div className="gd-extra">
      <h3>{extra.name}</h3>
      {extra.description ? <p>{extra.description}</p> : null}
      <p>
        {t('guestDetail.extraPrice', { price: formatMoney(extra.price, currency, locale) })}{' '}
        <span className="gd-hint">{extraQuantityHint(t, extra)}</span>
      </p>
      <SelectField
        id={extraQuantityId(extra)}
        label={t('guestDetail.extraQuantity', { name: extra.name })}
        value={String(quantity)}
        error={errors[extraQuantityId(extra)]}
        options={quantityOptions(extra, isDated(extra) ? available : dates.slice(0, 1))}
        onChange={(value) => {
          const next = Number(value || 0);
          // A dated extra starts on every date it is sold in the stay; the guest can untick some.
          update(next, chosenDates.length > 0 ? chosenDates : isDated(extra) ? available : []);
        }}
      />
      {isDated(extra) && quantity > 0 ? (
        <fieldset
          id={datesId}
          tabIndex={-1}
          className="gd-fieldset"
          aria-describedby={datesError ? `${datesId}-error` : undefined}
        >
          <legend>{t('guestDetail.extraDates', { name: extra.name })}</legend>
          {available.map((date) => (
            <div key={date} className="gd-check">
              <input
                id={`${datesId}-${date}`}
                type="checkbox"
                checked={chosenDates.includes(date)}
                onChange={(event) =>
                  update(
                    quantity,
                    event.target.checked
                      ? available.filter((d) => d === date || chosenDates.includes(d))
                      : chosenDates.filter((d) => d !== date),
                  )
                }
              />
              <label htmlFor={`${datesId}-${date}`}>{date.replaceAll('-', '/')}</label>
            </div>
          ))}
          {datesError ? (
            <p id={`${datesId}-error`} className="gd-error">
              {datesError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}

/** Extras with dates and quantities (spec sections 3 and 5). */
export function ExtrasSection({
  extras,
  dates,
  errors,
}: {
  extras: readonly Extra[];
  dates: readonly string[];
  errors: ShownErrors;
}) {
  const { t } = useI18n();
  if (extras.length === 0) return null;
  return (
    <section className="gd-section" aria-labelledby="gd-extras-heading">
      <h2 id="gd-extras-heading">{t('guestDetail.extrasSection')}</h2>
      {extras.map((extra) => (
        <ExtraRow key={extra.id} extra={extra} dates={dates} errors={errors} />
      ))}
    </section>
  );
}
