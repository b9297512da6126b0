import { PROMOTION_CODE_TYPES } from '@yadori/contract/staff-promotions.constants';
import { useState } from 'react';
import { useParams } from 'wouter';
import { CheckboxField, Field } from '../forms/field.tsx';
import { toMinorUnits } from '../forms/money.ts';
import { useSubmit } from '../forms/use-submit.ts';
import { useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { ErrorNotice } from '../shell/page.tsx';
import { intOrNull } from './form-state.ts';
import {
  KindValueFields,
  minorToTyped,
  NameFields,
  nameDrafts,
  namesOf,
  promotionsPath,
  RemoveChoice,
  useHotelCurrency,
} from './promotion-parts.tsx';
import { PROMOTIONS_TEXTS } from './promotions.texts.ts';
import {
  promotionsApi,
  type StaffPromotionCode,
  type StaffPromotionCodeCreateBody,
} from './promotions-api.ts';
import { propertyApi } from './property-api.ts';
import { ListFieldError, NumberField, SaveButton, SetupFormNotices } from './setup-form-parts.tsx';
import { findItem, SetupItemPage } from './setup-list.tsx';
import { useSetupForm } from './use-setup-form.ts';

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
  const { item: code, missing } = findItem(list.data, id);
  return (
    <SetupItemPage
      hotelId={hotelId}
      title={code ? code.code : id === null ? t.newCodeTitle : t.title}
      backHref={promotionsPath(hotelId)}
      backLabel={t.backToList}
      error={list.error}
      missing={missing}
      notFound={t.codeNotFound}
      loading={list.loading}
    >
      {id === null || code ? <CodeForm key={code?.id ?? 'new'} hotelId={hotelId} code={code} /> : null}
    </SetupItemPage>
  );
}

function CodeForm({ hotelId, code }: { hotelId: number; code: StaffPromotionCode | undefined }) {
  const t = useTexts(PROMOTIONS_TEXTS);
  const currency = useHotelCurrency(hotelId);
  const plans = useResource(`plans:${hotelId}`, () => propertyApi.plans(hotelId));
  const [stored, setStored] = useState(code);
  const { draft, set, form, errors, created, navigate } = useSetupForm({
    stored: stored !== undefined,
    initial: () => draftOf(code, currency),
    save: (d: CodeDraft) =>
      stored
        ? promotionsApi.updateCode(hotelId, stored.id, bodyOf(d, currency))
        : promotionsApi.createCode(hotelId, bodyOf(d, currency)),
    savedPath: (id) => codePath(hotelId, id),
    onSaved: setStored,
  });
  const used = (stored?.used_count ?? 0) > 0;
  // Switching guests' use off or on leaves the period and the form's unsaved edits as they are.
  const switchUse = useSubmit(
    () => promotionsApi.updateCode(hotelId, stored!.id, { active: stored!.status === 'deactivated' }),
    (saved) => {
      setStored(saved);
      switchUse.setMessage(saved.status === 'deactivated' ? t.deactivated : t.reactivated);
    },
  );
  const remove = useSubmit(
    () => promotionsApi.deleteCode(hotelId, stored!.id),
    () => navigate(promotionsPath(hotelId)),
  );
  const togglePlan = (planId: number, on: boolean) =>
    set({ planIds: on ? [...draft.planIds, planId] : draft.planIds.filter((p) => p !== planId) });
  return (
    <>
      <SetupFormNotices
        message={form.message ?? switchUse.message ?? (created ? t.created : null)}
        failure={form.failure ?? switchUse.failure ?? remove.failure}
      >
        {stored ? (
          <p>
            {t.status}: {t.statuses[stored.status]} · {t.uses}:{' '}
            {t.usesOf(stored.used_count, stored.usage_limit)}
          </p>
        ) : null}
      </SetupFormNotices>
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
        <KindValueFields
          kind={draft.kind}
          value={draft.value}
          currency={currency}
          onChange={set}
          errors={errors}
        />
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
          <NumberField
            label={t.usageLimit}
            hint={t.usageLimitHint}
            error={errors('usage_limit')}
            min={stored?.used_count ?? 0}
            value={draft.usageLimit}
            onChange={(usageLimit) => set({ usageLimit })}
          />
          <NumberField
            label={t.firstNights}
            hint={t.firstNightsHint}
            error={errors('first_n_nights')}
            min={1}
            max={365}
            value={draft.firstNights}
            onChange={(firstNights) => set({ firstNights })}
          />
        </div>
        <fieldset>
          <legend>{t.plans}</legend>
          <p className="muted">{t.plansHint}</p>
          <ListFieldError messages={errors('hotel_plan_ids', true)} />
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
        <SaveButton busy={form.busy} stored={stored !== undefined} createLabel={t.create} />
      </form>
      {stored ? (
        <section className="setup-form" aria-label={t.switchTitle}>
          <p className="muted">{stored.status === 'deactivated' ? t.reactivateHint : t.deactivateHint}</p>
          <p>
            <button
              type="button"
              className="button-secondary"
              disabled={switchUse.busy}
              onClick={() => switchUse.submit()}
            >
              {stored.status === 'deactivated' ? t.reactivate : t.deactivate}
            </button>
          </p>
          {used ? null : (
            <RemoveChoice busy={remove.busy} onConfirm={() => remove.submit()} confirmInParagraph />
          )}
        </section>
      ) : null}
    </>
  );
}
