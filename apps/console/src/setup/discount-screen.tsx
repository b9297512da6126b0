import { ROUNDING_UNITS } from '@yadori/contract/staff-promotions.constants';
import { useParams } from 'wouter';
import { Field } from '../forms/field.tsx';
import { toMinorUnits } from '../forms/money.ts';
import { useSubmit } from '../forms/use-submit.ts';
import { formatMoney, useLocale, useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { ErrorNotice } from '../shell/page.tsx';
import { intOrNull } from './form-state.ts';
import {
  KindValueFields,
  minorToTyped,
  NameFields,
  nameDrafts,
  nameIn,
  namesOf,
  promotionsPath,
  RemoveChoice,
  useHotelCurrency,
} from './promotion-parts.tsx';
import { PROMOTIONS_TEXTS } from './promotions.texts.ts';
import { promotionsApi, type StaffDiscount, type StaffDiscountCreateBody } from './promotions-api.ts';
import { propertyApi } from './property-api.ts';
import { NumberField, SaveButton, SetupFormNotices } from './setup-form-parts.tsx';
import { findItem, SetupItemPage } from './setup-list.tsx';
import { useSetupForm } from './use-setup-form.ts';

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
  const { item: discount, missing } = findItem(list.data, id);
  const title = discount
    ? nameIn(discount.name_translations, locale) || t.title
    : id === null
      ? t.newDiscountTitle
      : t.title;
  return (
    <SetupItemPage
      hotelId={hotelId}
      title={title}
      backHref={promotionsPath(hotelId)}
      backLabel={t.backToList}
      error={list.error}
      missing={missing}
      notFound={t.discountNotFound}
      loading={list.loading}
    >
      {id === null || discount ? (
        <DiscountForm key={discount?.id ?? 'new'} hotelId={hotelId} discount={discount} />
      ) : null}
    </SetupItemPage>
  );
}

function DiscountForm({ hotelId, discount }: { hotelId: number; discount: StaffDiscount | undefined }) {
  const t = useTexts(PROMOTIONS_TEXTS);
  const locale = useLocale();
  const currency = useHotelCurrency(hotelId);
  const plans = useResource(`plans:${hotelId}`, () => propertyApi.plans(hotelId));
  const { draft, set, form, errors, created, navigate } = useSetupForm({
    stored: discount !== undefined,
    initial: () => draftOf(discount, currency),
    save: (d: DiscountDraft) =>
      discount
        ? promotionsApi.updateDiscount(hotelId, discount.id, bodyOf(d, currency))
        : promotionsApi.createDiscount(hotelId, bodyOf(d, currency)),
    savedPath: (id) => discountPath(hotelId, id),
  });
  const remove = useSubmit(
    () => promotionsApi.deleteDiscount(hotelId, discount!.id),
    () => navigate(promotionsPath(hotelId)),
  );
  return (
    <>
      <SetupFormNotices
        message={form.message ?? (created ? t.created : null)}
        failure={form.failure ?? remove.failure}
      />
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
          <KindValueFields
            kind={draft.kind}
            value={draft.value}
            currency={currency}
            onChange={set}
            errors={errors}
          />
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
          <NumberField
            label={t.minNights}
            required
            hint={t.minNightsHint}
            error={errors('min_nights')}
            min={0}
            max={365}
            value={draft.minNights}
            onChange={(minNights) => set({ minNights })}
          />
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
        <SaveButton busy={form.busy} stored={discount !== undefined} createLabel={t.create} />
      </form>
      {discount ? (
        <p>
          <RemoveChoice busy={remove.busy} onConfirm={() => remove.submit()} />
        </p>
      ) : null}
    </>
  );
}
