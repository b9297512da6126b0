import { LOCALES, type Locale } from '@yadori/contract/locales';
import { useState } from 'react';
import { Field } from '../forms/field.tsx';
import { currencyDigits, moneyStep } from '../forms/money.ts';
import { formatMoney, LANGUAGE_NAMES, LANGUAGE_TAGS, useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { PROMOTIONS_TEXTS, type PromotionsTexts } from './promotions.texts.ts';
import { SETUP_TEXTS } from './setup.texts.ts';
import { setupPath } from './setup-frame.tsx';

/** The promotions section's addresses: the list, a code, a discount, the tax bands. */
export const promotionsPath = (hotelId: number, rest = '') => `${setupPath(hotelId, '/promotions')}${rest}`;

/** The hotel's currency as the account's hotels know it (JPY until they are loaded). */
export function useHotelCurrency(hotelId: number): string {
  const { me } = useSession();
  return me?.hotels.find((hotel) => hotel.id === hotelId)?.currency ?? 'JPY';
}

/** The name in `locale`, else the first one given. */
export function nameIn(list: readonly { locale: string; name: string }[], locale: Locale): string {
  return list.find((t) => t.locale === locale)?.name ?? list[0]?.name ?? '';
}

/** Minor units as a money input shows them ("3000", "12.50"). */
export function minorToTyped(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/** "20% off" or "¥500 off". */
export function valueSummary(
  t: PromotionsTexts,
  locale: Locale,
  kind: 'percentage' | 'amount',
  value: number,
  currency: string,
): string {
  return t.off(kind === 'percentage' ? `${value}%` : formatMoney(locale, value, currency));
}

export type NameDrafts = Record<Locale, string>;

export const nameDrafts = (list: readonly { locale: string; name: string }[] = []): NameDrafts =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, list.find((t) => t.locale === locale)?.name ?? '']),
  ) as NameDrafts;

export const namesOf = (drafts: NameDrafts) =>
  LOCALES.filter((locale) => drafts[locale].trim() !== '').map((locale) => ({
    locale,
    name: drafts[locale].trim(),
  }));

/** A name per language, at least one: shown open, since a code or discount has no other name. */
export function NameFields({
  value,
  onChange,
  errors,
}: {
  value: NameDrafts;
  onChange: (next: NameDrafts) => void;
  errors: readonly string[] | undefined;
}) {
  const t = useTexts(PROMOTIONS_TEXTS);
  const setup = useTexts(SETUP_TEXTS);
  return (
    <fieldset>
      <legend>{t.names}</legend>
      <p className="muted">{t.namesHint}</p>
      {errors ? <p className="field-error">{errors.join(' ')}</p> : null}
      <div className="form-row">
        {LOCALES.map((locale) => (
          <Field key={locale} label={setup.nameIn(LANGUAGE_NAMES[locale])}>
            {(control) => (
              <input
                {...control}
                lang={LANGUAGE_TAGS[locale]}
                maxLength={200}
                value={value[locale]}
                onChange={(e) => onChange({ ...value, [locale]: e.currentTarget.value })}
              />
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

/** A promotion's kind (percentage or amount) and its value; changing the kind empties the value. */
export function KindValueFields({
  kind,
  value,
  currency,
  onChange,
  errors,
}: {
  kind: 'percentage' | 'amount';
  value: string;
  currency: string;
  onChange: (change: { kind?: 'percentage' | 'amount'; value: string }) => void;
  errors: (field: string) => string[] | undefined;
}) {
  const t = useTexts(PROMOTIONS_TEXTS);
  return (
    <div className="form-row">
      <Field label={t.kind} required error={errors('kind')}>
        {(c) => (
          <select
            {...c}
            value={kind}
            onChange={(e) => onChange({ kind: e.currentTarget.value as 'percentage' | 'amount', value: '' })}
          >
            <option value="percentage">{t.kinds.percentage}</option>
            <option value="amount">{t.kinds.amount}</option>
          </select>
        )}
      </Field>
      <Field
        label={kind === 'percentage' ? t.percentage : t.amountIn(currency)}
        required
        error={errors('value')}
      >
        {(c) => (
          <input
            {...c}
            type="number"
            min={kind === 'percentage' ? 1 : 0}
            max={kind === 'percentage' ? 100 : undefined}
            step={kind === 'percentage' ? 1 : moneyStep(currency)}
            value={value}
            onChange={(e) => onChange({ value: e.currentTarget.value })}
          />
        )}
      </Field>
    </div>
  );
}

/**
 * "Remove", asked again before it is done: the danger button and "Cancel" (inside a paragraph when
 * `confirmInParagraph`), else the first button.
 */
export function RemoveChoice({
  busy,
  onConfirm,
  confirmInParagraph = false,
}: {
  busy: boolean;
  onConfirm: () => void;
  confirmInParagraph?: boolean;
}) {
  const t = useTexts(PROMOTIONS_TEXTS);
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <button type="button" className="button-secondary" onClick={() => setConfirming(true)}>
        {t.remove}
      </button>
    );
  const buttons = (
    <>
      <button type="button" className="button-danger" disabled={busy} onClick={onConfirm}>
        {t.confirmRemove}
      </button>{' '}
      <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
        {t.cancel}
      </button>
    </>
  );
  return confirmInParagraph ? <p>{buttons}</p> : buttons;
}
