import { PROMOTION_CODE_TYPES } from '@yadori/contract/staff-promotions.constants';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { CheckboxField, Field, fieldErrors, RequiredNote } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { moneyStep, toMinorUnits } from '../forms/money.ts';
import { useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { ErrorNotice, Loading, StatusNotice } from '../shell/page.tsx';
import { intOrNull, useSubmit } from './form-state.ts';
import { useJustCreated } from './hotel-screens.tsx';
import {
  minorToTyped,
  NameFields,
  nameDrafts,
  namesOf,
  promotionsPath,
  useHotelCurrency,
} from './promotion-parts.tsx';
import { PROMOTIONS_TEXTS } from './promotions.texts.ts';
import {
  promotionsApi,
  type StaffPromotionCode,
  type StaffPromotionCodeCreateBody,
} from './promotions-api.ts';
import { propertyApi } from './property-api.ts';
import { SetupPage } from './setup-frame.tsx';

const codePath = (hotelId: number, id: number | 'new') => promotionsPath(hotelId, `/codes/${id}`);
const today = () => new Date().toISOString().slice(0, 10);

interface CodeDraft {
  codeType: StaffPromotionCodeCreateBody['code_type'];
  code: string;
  names: ReturnType<typeof nameDrafts>;
  kind: 'percentage' | 'amount';
  value: string;
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  firstNights: string;
  planIds: number[];
}

const draftOf = (code: StaffPromotionCode | undefined, currency: string): CodeDraft => ({
  codeType: code?.code_type ?? 'coupon',
  code: code?.code ?? '',
  names: nameDrafts(code?.name_translations),
  kind: code?.kind ?? 'percentage',
  value:
    code === undefined
      ? ''
      : code.kind === 'amount'
        ? minorToTyped(code.value, currency)
        : String(code.value),
  validFrom: code?.valid_from ?? today(),
  validUntil: code?.valid_until ?? '',
  usageLimit: code?.usage_limit === null || code === undefined ? '' : String(code.usage_limit),
  firstNights: code?.first_n_nights === null || code === undefined ? '' : String(code.first_n_nights),
  planIds: code?.hotel_plan_ids ?? [],
});

const bodyOf = (draft: CodeDraft, currency: string): StaffPromotionCodeCreateBody => ({
  code_type: draft.codeType,
  code: draft.code.trim(),
  name_translations: namesOf(draft.names),
  kind: draft.kind,
  value:
    (draft.kind === 'amount' ? toMinorUnits(draft.value, currency) : intOrNull(draft.value)) ?? Number.NaN,
  valid_from: draft.validFrom,
  valid_until: draft.validUntil,
  usage_limit: intOrNull(draft.usageLimit),
  first_n_nights: intOrNull(draft.firstNights),
  hotel_plan_ids: draft.planIds,
});

/** `/hotels/:hotelId/setup/promotions/codes/new` and `…/codes/:promotionCodeId`. */
export function PromotionCodeScreen() {
  const t = useTexts(PROMOTIONS_TEXTS);
  const params = useParams<{ hotelId: string; promotionCodeId?: string }>();
  const hotelId = Number(params.hotelId);
  const id = params.promotionCodeId === undefined ? null : Number(params.promotionCodeId);
  const list = useResource(id === null ? null : `promotion-codes:${hotelId}`, () =>
    promotionsApi.codes(hotelId),
  );
  const code = id === null ? undefined : list.data?.find((c) => c.id === id);
  const missing = id !== null && list.data !== undefined && code === undefined;
  return (
    <SetupPage hotelId={hotelId} title={code ? code.code : id === null ? t.newCodeTitle : t.title}>
      <p>
        <Link href={promotionsPath(hotelId)}>{t.backToList}</Link>
      </p>
      <ErrorNotice error={list.error} />
      {missing ? <p>{t.codeNotFound}</p> : null}
      {id === null || code ? (
        <CodeForm key={code?.id ?? 'new'} hotelId={hotelId} code={code} />
      ) : list.loading ? (
        <Loading />
      ) : null}
    </SetupPage>
  );
}

function CodeForm({ hotelId, code }: { hotelId: number; code: StaffPromotionCode | undefined }) {
  const t = useTexts(PROMOTIONS_TEXTS);
  const forms = useTexts(FORMS_TEXTS);
  const currency = useHotelCurrency(hotelId);
  const [, navigate] = useLocation();
  const created = useJustCreated();
  const plans = useResource(`plans:${hotelId}`, () => propertyApi.plans(hotelId));
  const [stored, setStored] = useState(code);
  const [draft, setDraft] = useState(() => draftOf(code, currency));
  const set = (change: Partial<CodeDraft>) => setDraft((d) => ({ ...d, ...change }));
  const used = (stored?.used_count ?? 0) > 0;
  const form = useSubmit(
    () =>
      stored
        ? promotionsApi.updateCode(hotelId, stored.id, bodyOf(draft, currency))
        : promotionsApi.createCode(hotelId, bodyOf(draft, currency)),
    (saved) => {
      if (!stored) return navigate(`${codePath(hotelId, saved.id)}?created=1`);
      setStored(saved);
      form.setMessage(forms.saved);
    },
  );
  const deactivate = useSubmit(
    () => promotionsApi.updateCode(hotelId, stored!.id, { active: false }),
    (saved) => {
      setStored(saved);
      setDraft(draftOf(saved, currency));
      deactivate.setMessage(t.deactivated);
    },
  );
  const remove = useSubmit(
    () => promotionsApi.deleteCode(hotelId, stored!.id),
    () => navigate(promotionsPath(hotelId)),
  );
  const [confirming, setConfirming] = useState(false);
  const errors = fieldErrors(form.failure);
  const togglePlan = (planId: number, on: boolean) =>
    set({ planIds: on ? [...draft.planIds, planId] : draft.planIds.filter((p) => p !== planId) });
  return (
    <>
      <StatusNotice message={form.message ?? deactivate.message ?? (created ? t.created : null)} />
      {stored ? (
        <p>
          {t.status}: {t.statuses[stored.status]} · {t.uses}:{' '}
          {t.usesOf(stored.used_count, stored.usage_limit)}
        </p>
      ) : null}
      <RequiredNote />
      <ErrorNotice error={form.failure ?? deactivate.failure ?? remove.failure} />
      <form onSubmit={form.submit} className="setup-form">
        {used ? <p className="muted">{t.usedFixed}</p> : null}
        <div className="form-row">
          <Field label={t.codeType} required error={errors('code_type')}>
            {(c) => (
              <select
                {...c}
                disabled={used}
                value={draft.codeType}
                onChange={(e) => set({ codeType: e.currentTarget.value as CodeDraft['codeType'] })}
              >
                {PROMOTION_CODE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t.codeTypes[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t.code} required hint={t.codeHint} error={errors('code')}>
            {(c) => (
              <input
                {...c}
                readOnly={used}
                maxLength={64}
                autoCapitalize="characters"
                value={draft.code}
                onChange={(e) => set({ code: e.currentTarget.value })}
              />
            )}
          </Field>
        </div>
        <NameFields
          value={draft.names}
          onChange={(names) => set({ names })}
          errors={errors('name_translations', true)}
        />
        <div className="form-row">
          <Field label={t.kind} required error={errors('kind')}>
            {(c) => (
              <select
                {...c}
                value={draft.kind}
                onChange={(e) => set({ kind: e.currentTarget.value as CodeDraft['kind'], value: '' })}
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
        <div className="form-row">
          <Field label={t.validFrom} required hint={t.validHint} error={errors('valid_from')}>
            {(c) => (
              <input
                {...c}
                type="date"
                value={draft.validFrom}
                onChange={(e) => set({ validFrom: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={t.validUntil} required error={errors('valid_until')}>
            {(c) => (
              <input
                {...c}
                type="date"
                value={draft.validUntil}
                onChange={(e) => set({ validUntil: e.currentTarget.value })}
              />
            )}
          </Field>
        </div>
        <div className="form-row">
          <Field label={t.usageLimit} hint={t.usageLimitHint} error={errors('usage_limit')}>
            {(c) => (
              <input
                {...c}
                type="number"
                min={stored?.used_count ?? 0}
                value={draft.usageLimit}
                onChange={(e) => set({ usageLimit: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={t.firstNights} hint={t.firstNightsHint} error={errors('first_n_nights')}>
            {(c) => (
              <input
                {...c}
                type="number"
                min={1}
                max={365}
                value={draft.firstNights}
                onChange={(e) => set({ firstNights: e.currentTarget.value })}
              />
            )}
          </Field>
        </div>
        <fieldset>
          <legend>{t.plans}</legend>
          <p className="muted">{t.plansHint}</p>
          {errors('hotel_plan_ids', true) ? (
            <p className="field-error">{errors('hotel_plan_ids', true)!.join(' ')}</p>
          ) : null}
          <ErrorNotice error={plans.error} onRetry={plans.reload} />
          {(plans.data ?? []).map((plan) => (
            <CheckboxField
              key={plan.id}
              label={`${plan.name} (${plan.code})`}
              checked={draft.planIds.includes(plan.id)}
              onChange={(on) => togglePlan(plan.id, on)}
            />
          ))}
        </fieldset>
        <button type="submit" disabled={form.busy}>
          {form.busy ? forms.saving : stored ? forms.save : t.create}
        </button>
      </form>
      {stored ? (
        <section className="setup-form" aria-label={used ? t.deactivate : t.remove}>
          {used ? (
            <>
              <p className="muted">{t.deactivateHint}</p>
              <button
                type="button"
                className="button-secondary"
                disabled={deactivate.busy || stored.status === 'ended'}
                onClick={() => deactivate.submit()}
              >
                {t.deactivate}
              </button>
            </>
          ) : confirming ? (
            <p>
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
            </p>
          ) : (
            <button type="button" className="button-secondary" onClick={() => setConfirming(true)}>
              {t.remove}
            </button>
          )}
        </section>
      ) : null}
    </>
  );
}
