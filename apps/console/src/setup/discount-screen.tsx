import { ROUNDING_UNITS } from '@yadori/contract/staff-promotions.constants';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Field, fieldErrors, RequiredNote } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { moneyStep, toMinorUnits } from '../forms/money.ts';
import { formatMoney, useLocale, useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { ErrorNotice, Loading, StatusNotice } from '../shell/page.tsx';
import { intOrNull, useSubmit } from './form-state.ts';
import { useJustCreated } from './hotel-screens.tsx';
import {
  minorToTyped,
  NameFields,
  nameDrafts,
  nameIn,
  namesOf,
  promotionsPath,
  useHotelCurrency,
} from './promotion-parts.tsx';
import { PROMOTIONS_TEXTS } from './promotions.texts.ts';
import { promotionsApi, type StaffDiscount, type StaffDiscountCreateBody } from './promotions-api.ts';
import { propertyApi } from './property-api.ts';
import { SetupPage } from './setup-frame.tsx';

const discountPath = (hotelId: number, id: number | 'new') => promotionsPath(hotelId, `/discounts/${id}`);

interface DiscountDraft {
  type: 'special' | 'rounding';
  names: ReturnType<typeof nameDrafts>;
  kind: 'percentage' | 'amount';
  value: string;
  unit: string;
  planId: string;
  minNights: string;
  startsOn: string;
  endsOn: string;
}

const draftOf = (discount: StaffDiscount | undefined, currency: string): DiscountDraft => ({
  type: discount?.discount_type ?? 'special',
  names: nameDrafts(discount?.name_translations),
  kind: discount?.kind ?? 'percentage',
  value:
    discount === undefined || discount.discount_type === 'rounding'
      ? ''
      : discount.kind === 'amount'
        ? minorToTyped(discount.value, currency)
        : String(discount.value),
  unit: discount?.discount_type === 'rounding' ? String(discount.value) : String(ROUNDING_UNITS[1]),
  planId: discount?.hotel_plan_id == null ? '' : String(discount.hotel_plan_id),
  minNights: String(discount?.min_nights ?? 1),
  startsOn: discount?.stay_starts_on ?? '',
  endsOn: discount?.stay_ends_on ?? '',
});

function bodyOf(draft: DiscountDraft, currency: string): StaffDiscountCreateBody {
  const rounding = draft.type === 'rounding';
  const kind = rounding ? 'amount' : draft.kind;
  const value = rounding
    ? Number(draft.unit)
    : ((kind === 'amount' ? toMinorUnits(draft.value, currency) : intOrNull(draft.value)) ?? Number.NaN);
  return {
    discount_type: draft.type,
    kind,
    value,
    hotel_plan_id: draft.planId === '' ? null : Number(draft.planId),
    min_nights: intOrNull(draft.minNights) ?? 1,
    stay_starts_on: draft.startsOn || null,
    stay_ends_on: draft.endsOn || null,
    name_translations: namesOf(draft.names),
  };
}

/** `/hotels/:hotelId/setup/promotions/discounts/new` and `…/discounts/:discountId`. */
export function DiscountScreen() {
  const t = useTexts(PROMOTIONS_TEXTS);
  const locale = useLocale();
  const params = useParams<{ hotelId: string; discountId?: string }>();
  const hotelId = Number(params.hotelId);
  const id = params.discountId === undefined ? null : Number(params.discountId);
  const list = useResource(id === null ? null : `discounts:${hotelId}`, () =>
    promotionsApi.discounts(hotelId),
  );
  const discount = id === null ? undefined : list.data?.find((d) => d.id === id);
  const missing = id !== null && list.data !== undefined && discount === undefined;
  const title = discount
    ? nameIn(discount.name_translations, locale) || t.title
    : id === null
      ? t.newDiscountTitle
      : t.title;
  return (
    <SetupPage hotelId={hotelId} title={title}>
      <p>
        <Link href={promotionsPath(hotelId)}>{t.backToList}</Link>
      </p>
      <ErrorNotice error={list.error} />
      {missing ? <p>{t.discountNotFound}</p> : null}
      {id === null || discount ? (
        <DiscountForm key={discount?.id ?? 'new'} hotelId={hotelId} discount={discount} />
      ) : list.loading ? (
        <Loading />
      ) : null}
    </SetupPage>
  );
}

function DiscountForm({ hotelId, discount }: { hotelId: number; discount: StaffDiscount | undefined }) {
  const t = useTexts(PROMOTIONS_TEXTS);
  const forms = useTexts(FORMS_TEXTS);
  const locale = useLocale();
  const currency = useHotelCurrency(hotelId);
  const [, navigate] = useLocation();
  const created = useJustCreated();
  const plans = useResource(`plans:${hotelId}`, () => propertyApi.plans(hotelId));
  const [draft, setDraft] = useState(() => draftOf(discount, currency));
  const set = (change: Partial<DiscountDraft>) => setDraft((d) => ({ ...d, ...change }));
  const form = useSubmit(
    () =>
      discount
        ? promotionsApi.updateDiscount(hotelId, discount.id, bodyOf(draft, currency))
        : promotionsApi.createDiscount(hotelId, bodyOf(draft, currency)),
    (saved) => {
      if (discount) form.setMessage(forms.saved);
      else navigate(`${discountPath(hotelId, saved.id)}?created=1`);
    },
  );
  const remove = useSubmit(
    () => promotionsApi.deleteDiscount(hotelId, discount!.id),
    () => navigate(promotionsPath(hotelId)),
  );
  const [confirming, setConfirming] = useState(false);
  const errors = fieldErrors(form.failure);
  return (
    <>
      <StatusNotice message={form.message ?? (created ? t.created : null)} />
      <RequiredNote />
      <ErrorNotice error={form.failure ?? remove.failure} />
      <form onSubmit={form.submit} className="setup-form">
        <Field label={t.discountType} required error={errors('discount_type')}>
          {(c) => (
            <select
              {...c}
              value={draft.type}
              onChange={(e) => set({ type: e.currentTarget.value as DiscountDraft['type'] })}
            >
              <option value="special">{t.discountTypes.special}</option>
              <option value="rounding">{t.discountTypes.rounding}</option>
            </select>
          )}
        </Field>
        <NameFields
          value={draft.names}
          onChange={(names) => set({ names })}
          errors={errors('name_translations', true)}
        />
        {draft.type === 'rounding' ? (
          <Field label={t.roundingUnit} required error={errors('value')}>
            {(c) => (
              <select {...c} value={draft.unit} onChange={(e) => set({ unit: e.currentTarget.value })}>
                {ROUNDING_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {formatMoney(locale, unit, currency)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <div className="form-row">
            <Field label={t.kind} required error={errors('kind')}>
              {(c) => (
                <select
                  {...c}
                  value={draft.kind}
                  onChange={(e) => set({ kind: e.currentTarget.value as DiscountDraft['kind'], value: '' })}
                >
                  <option value="percentage">{t.kinds.percentage}</option>
                  <option value="amount">{t.kinds.amount}</option>
                </select>
              )}
            </Field>
            <Field
              label={draft.kind === 'percentage' ? t.percentage : t.amountIn(currency)}
              required
              error={errors('value')}
            >
              {(c) => (
                <input
                  {...c}
                  type="number"
                  min={draft.kind === 'percentage' ? 1 : 0}
                  max={draft.kind === 'percentage' ? 100 : undefined}
                  step={draft.kind === 'percentage' ? 1 : moneyStep(currency)}
                  value={draft.value}
                  onChange={(e) => set({ value: e.currentTarget.value })}
                />
              )}
            </Field>
          </div>
        )}
        <div className="form-row">
          <Field label={t.plan} error={errors('hotel_plan_id')}>
            {(c) => (
              <select {...c} value={draft.planId} onChange={(e) => set({ planId: e.currentTarget.value })}>
                <option value="">{t.allPlans}</option>
                {(plans.data ?? []).map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {`${plan.name} (${plan.code})`}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t.minNights} required hint={t.minNightsHint} error={errors('min_nights')}>
            {(c) => (
              <input
                {...c}
                type="number"
                min={0}
                max={365}
                value={draft.minNights}
                onChange={(e) => set({ minNights: e.currentTarget.value })}
              />
            )}
          </Field>
        </div>
        <ErrorNotice error={plans.error} onRetry={plans.reload} />
        <div className="form-row">
          <Field label={t.stayStartsOn} hint={t.stayHint} error={errors('stay_starts_on')}>
            {(c) => (
              <input
                {...c}
                type="date"
                value={draft.startsOn}
                onChange={(e) => set({ startsOn: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={t.stayEndsOn} hint={t.stayHint} error={errors('stay_ends_on')}>
            {(c) => (
              <input
                {...c}
                type="date"
                value={draft.endsOn}
                onChange={(e) => set({ endsOn: e.currentTarget.value })}
              />
            )}
          </Field>
        </div>
        <button type="submit" disabled={form.busy}>
          {form.busy ? forms.saving : discount ? forms.save : t.create}
        </button>
      </form>
      {discount ? (
        <p>
          {confirming ? (
            <>
              <button
                type="button"
                className="button-danger"
                disabled={remove.busy}
                onClick={() => remove.submit()}
              >
                {t.confirmRemove}
              </button>{' '}
              <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
                {t.cancel}
              </button>
            </>
          ) : (
            <button type="button" className="button-secondary" onClick={() => setConfirming(true)}>
              {t.remove}
            </button>
          )}
        </p>
      ) : null}
    </>
  );
}
