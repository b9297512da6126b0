import {
  MEALS,
  type Meal,
  PAYMENT_METHODS,
  type PaymentMethod,
  SEARCH_MODES,
  type SearchMode,
} from '@yadori/contract/search.constants';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { CheckboxField, Field, fieldErrors, RequiredNote } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { ErrorNotice, Loading, StatusNotice } from '../shell/page.tsx';
import { FilterChoices } from './filter-choices.tsx';
import {
  intOrNull,
  namedTranslations,
  type TranslationDrafts,
  translationDrafts,
  useSubmit,
} from './form-state.ts';
import { useJustCreated } from './hotel-screens.tsx';
import { PlanRulesFields } from './plan-rules-fields.tsx';
import { PLANS_TEXTS } from './plans.texts.ts';
import {
  propertyApi,
  type StaffHotel,
  type StaffPlan,
  type StaffPlanCreateBody,
  type StaffPolicy,
  type StaffRoomType,
} from './property-api.ts';
import { SetupPage, setupPath } from './setup-frame.tsx';
import { TranslationsFields } from './translations-fields.tsx';

const planPath = (hotelId: number, id?: number | 'new') =>
  `${setupPath(hotelId, '/plans')}${id === undefined ? '' : `/${id}`}`;

/** `/hotels/:hotelId/setup/plans`: the hotel's plans and what each sells. */
export function PlansScreen() {
  const t = useTexts(PLANS_TEXTS);
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const data = useResource(`plans-page:${hotelId}`, () =>
    Promise.all([propertyApi.plans(hotelId), propertyApi.roomTypes(hotelId), propertyApi.policies(hotelId)]),
  );
  const [plans, rooms, policies] = data.data ?? [];
  return (
    <SetupPage
      hotelId={hotelId}
      title={t.title}
      actions={
        <Link className="button" href={planPath(hotelId, 'new')}>
          {t.add}
        </Link>
      }
    >
      <ErrorNotice error={data.error} onRetry={data.reload} />
      {plans && rooms && policies ? (
        plans.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">{t.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.name}</th>
                  <th scope="col">{t.code}</th>
                  <th scope="col">{t.roomTypes}</th>
                  <th scope="col">{t.paymentMethods}</th>
                  <th scope="col">{t.policy}</th>
                  <th scope="col">{t.status}</th>
                </tr>
              </thead>
              <tbody>
                {plans.map((plan) => (
                  <tr key={plan.id}>
                    <th scope="row">
                      <Link href={planPath(hotelId, plan.id)}>{plan.name}</Link>
                    </th>
                    <td>{plan.code}</td>
                    <td>
                      {plan.room_plans
                        .map((rp) => rooms.find((room) => room.id === rp.room_type_id)?.name ?? rp.code)
                        .join(', ') || '—'}
                    </td>
                    <td>{plan.payment_methods.map((method) => t.paymentMethod[method]).join(', ')}</td>
                    <td>{policies.find((p) => p.id === plan.cancellation_policy_id)?.name ?? '—'}</td>
                    <td>
                      <span className={plan.active ? 'badge badge-ok' : 'badge'}>
                        {plan.active ? t.active : t.inactive}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : data.loading ? (
        <Loading />
      ) : null}
    </SetupPage>
  );
}

export interface PlanDraft {
  code: string;
  name: string;
  description: string;
  translations: TranslationDrafts;
  /** The room plans by room type id: its code, and what the API keeps of it beyond the form. */
  roomPlans: Record<number, StaffPlanCreateBody['room_plans'][number]>;
  meals: Meal[];
  paymentMethods: PaymentMethod[];
  depositPercent: string;
  policyId: string;
  visibility: SearchMode;
  memberLabels: string;
  saleStartsOn: string;
  saleEndsOn: string;
  stayStartsOn: string;
  stayEndsOn: string;
  minDaysInAdvance: string;
  maxDaysInAdvance: string;
  deadlineDaysBefore: string;
  deadlineHour: string;
  minNights: string;
  maxNights: string;
  isDayUse: boolean;
  dayUseStartHour: string;
  dayUseEndHour: string;
  filterIds: number[];
  siteControllerLimited: boolean;
  japaneseOnly: boolean;
  sortOrder: string;
  active: boolean;
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const draftOf = (plan: StaffPlan | undefined, policies: StaffPolicy[]): PlanDraft => ({
  code: plan?.code ?? '',
  name: plan?.name ?? '',
  description: plan?.description ?? '',
  translations: translationDrafts(plan?.translations),
  roomPlans: Object.fromEntries(
    (plan?.room_plans ?? []).map((rp) => [
      rp.room_type_id,
      {
        room_type_id: rp.room_type_id,
        code: rp.code,
        inclusive_extra_ids: rp.inclusive_extra_ids,
        active: rp.active,
        child_prices: rp.child_prices,
      },
    ]),
  ),
  meals: plan?.meals ?? [],
  paymentMethods: plan?.payment_methods ?? ['on_site'],
  depositPercent: text(plan?.deposit_percent ?? 100),
  policyId: text(plan?.cancellation_policy_id ?? policies[0]?.id),
  visibility: plan?.visibility ?? 'all',
  memberLabels: (plan?.member_labels ?? []).join(', '),
  saleStartsOn: text(plan?.sale_starts_on),
  saleEndsOn: text(plan?.sale_ends_on),
  stayStartsOn: text(plan?.stay_starts_on),
  stayEndsOn: text(plan?.stay_ends_on),
  minDaysInAdvance: text(plan?.min_days_in_advance ?? 0),
  maxDaysInAdvance: text(plan?.max_days_in_advance),
  deadlineDaysBefore: text(plan?.deadline_days_before ?? 0),
  deadlineHour: text(plan?.deadline_hour ?? 24),
  minNights: text(plan?.min_nights ?? 1),
  maxNights: text(plan?.max_nights),
  isDayUse: plan?.is_day_use ?? false,
  dayUseStartHour: text(plan?.day_use_start_hour),
  dayUseEndHour: text(plan?.day_use_end_hour),
  filterIds: plan?.filter_ids ?? [],
  siteControllerLimited: plan?.site_controller_limited ?? false,
  japaneseOnly: plan?.japanese_only ?? false,
  sortOrder: text(plan?.sort_order ?? 0),
  active: plan?.active ?? true,
});

const dateOrNull = (value: string) => (value === '' ? null : value);

const bodyOf = (draft: PlanDraft): StaffPlanCreateBody => ({
  code: draft.code.trim(),
  name: draft.name.trim(),
  description: draft.description,
  translations: namedTranslations(draft.translations),
  meals: draft.meals,
  payment_methods: draft.paymentMethods,
  deposit_percent: Number(draft.depositPercent),
  cancellation_policy_id: Number(draft.policyId),
  visibility: draft.visibility,
  member_labels: draft.memberLabels
    .split(/[\s,]+/)
    .map((label) => label.trim())
    .filter(Boolean),
  sale_starts_on: dateOrNull(draft.saleStartsOn),
  sale_ends_on: dateOrNull(draft.saleEndsOn),
  stay_starts_on: dateOrNull(draft.stayStartsOn),
  stay_ends_on: dateOrNull(draft.stayEndsOn),
  min_days_in_advance: Number(draft.minDaysInAdvance || 0),
  max_days_in_advance: intOrNull(draft.maxDaysInAdvance),
  deadline_days_before: Number(draft.deadlineDaysBefore || 0),
  deadline_hour: Number(draft.deadlineHour || 24),
  min_nights: Number(draft.minNights || 0),
  max_nights: intOrNull(draft.maxNights),
  is_day_use: draft.isDayUse,
  day_use_start_hour: draft.isDayUse ? intOrNull(draft.dayUseStartHour) : null,
  day_use_end_hour: draft.isDayUse ? intOrNull(draft.dayUseEndHour) : null,
  filter_ids: draft.filterIds,
  site_controller_limited: draft.siteControllerLimited,
  japanese_only: draft.japaneseOnly,
  sort_order: Number(draft.sortOrder || 0),
  active: draft.active,
  room_plans: Object.values(draft.roomPlans).map((rp) => ({ ...rp, code: rp.code.trim() })),
});

/** `/hotels/:hotelId/setup/plans/new` and `…/:hotelPlanId`. */
export function PlanScreen() {
  const t = useTexts(PLANS_TEXTS);
  const params = useParams<{ hotelId: string; hotelPlanId?: string }>();
  const hotelId = Number(params.hotelId);
  const id = params.hotelPlanId === undefined ? null : Number(params.hotelPlanId);
  const data = useResource(`plan-page:${hotelId}`, () =>
    Promise.all([
      propertyApi.hotel(hotelId),
      propertyApi.roomTypes(hotelId),
      propertyApi.policies(hotelId),
      propertyApi.plans(hotelId),
    ]),
  );
  const [hotel, rooms, policies, plans] = data.data ?? [];
  const plan = id === null ? undefined : plans?.find((p) => p.id === id);
  const missing = id !== null && plans !== undefined && plan === undefined;
  return (
    <SetupPage hotelId={hotelId} title={plan ? plan.name : id === null ? t.newTitle : t.title}>
      <p>
        <Link href={planPath(hotelId)}>{t.backToList}</Link>
      </p>
      <ErrorNotice error={data.error} onRetry={data.reload} />
      {missing ? <p>{t.notFound}</p> : null}
      {hotel && rooms && policies && (id === null || plan) ? (
        <PlanForm key={plan?.id ?? 'new'} hotel={hotel} rooms={rooms} policies={policies} plan={plan} />
      ) : data.loading ? (
        <Loading />
      ) : null}
    </SetupPage>
  );
}

function PlanForm({
  hotel,
  rooms,
  policies,
  plan,
}: {
  hotel: StaffHotel;
  rooms: StaffRoomType[];
  policies: StaffPolicy[];
  plan: StaffPlan | undefined;
}) {
  const t = useTexts(PLANS_TEXTS);
  const forms = useTexts(FORMS_TEXTS);
  const [, navigate] = useLocation();
  const created = useJustCreated();
  const [draft, setDraft] = useState(() => draftOf(plan, policies));
  const set = (change: Partial<PlanDraft>) => setDraft((d) => ({ ...d, ...change }));
  const form = useSubmit(
    () =>
      plan
        ? propertyApi.updatePlan(hotel.id, plan.id, bodyOf(draft))
        : propertyApi.createPlan(hotel.id, bodyOf(draft)),
    (saved) => {
      if (plan) form.setMessage(forms.saved);
      else navigate(`${planPath(hotel.id, saved.id)}?created=1`);
    },
  );
  const errors = fieldErrors(form.failure);
  const toggle = <T,>(list: T[], item: T, on: boolean) =>
    on ? [...list, item] : list.filter((x) => x !== item);
  const sell = (room: StaffRoomType, on: boolean) => {
    const next = { ...draft.roomPlans };
    if (on)
      next[room.id] = {
        room_type_id: room.id,
        code: `${draft.code.trim() || 'plan'}-${room.code}`,
        inclusive_extra_ids: [],
        active: true,
        child_prices: [],
      };
    else delete next[room.id];
    set({ roomPlans: next });
  };
  return (
    <>
      <StatusNotice message={form.message ?? (created ? t.created : null)} />
      <RequiredNote />
      <ErrorNotice error={form.failure} />
      <form onSubmit={form.submit} className="setup-form">
        <div className="form-row">
          <Field label={t.code} required hint={t.codeHint} error={errors('code')}>
            {(c) => (
              <input
                {...c}
                maxLength={64}
                value={draft.code}
                onChange={(e) => set({ code: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={t.name} required error={errors('name')}>
            {(c) => (
              <input
                {...c}
                maxLength={200}
                value={draft.name}
                onChange={(e) => set({ name: e.currentTarget.value })}
              />
            )}
          </Field>
        </div>
        <Field label={t.description} error={errors('description')}>
          {(c) => (
            <textarea
              {...c}
              rows={3}
              value={draft.description}
              onChange={(e) => set({ description: e.currentTarget.value })}
            />
          )}
        </Field>
        <TranslationsFields
          value={draft.translations}
          onChange={(translations) => set({ translations })}
          withDescription
          errors={errors('translations', true)}
        />
        <fieldset>
          <legend>{t.roomTypes}</legend>
          {errors('room_plans', true) ? (
            <p className="field-error">{errors('room_plans', true)!.join(' ')}</p>
          ) : null}
          {rooms.length === 0 ? (
            <p>
              {t.noRoomTypes} <Link href={setupPath(hotel.id, '/room-types')}>{t.toRoomTypes}</Link>
            </p>
          ) : null}
          {rooms.map((room) => {
            const roomPlan = draft.roomPlans[room.id];
            return (
              <div className="form-row room-plan-row" key={room.id}>
                <CheckboxField
                  label={t.sells(room.name)}
                  checked={roomPlan !== undefined}
                  onChange={(on) => sell(room, on)}
                />
                {roomPlan ? (
                  <Field label={t.roomPlanCode(room.name)} required>
                    {(c) => (
                      <input
                        {...c}
                        maxLength={64}
                        value={roomPlan.code}
                        onChange={(e) => {
                          const code = e.currentTarget.value;
                          set({ roomPlans: { ...draft.roomPlans, [room.id]: { ...roomPlan, code } } });
                        }}
                      />
                    )}
                  </Field>
                ) : null}
              </div>
            );
          })}
        </fieldset>
        <fieldset>
          <legend>{t.meals}</legend>
          {MEALS.map((meal) => (
            <CheckboxField
              key={meal}
              label={t.meal[meal]}
              checked={draft.meals.includes(meal)}
              onChange={(on) => set({ meals: toggle(draft.meals, meal, on) })}
            />
          ))}
        </fieldset>
        <fieldset aria-describedby={errors('payment_methods', true) ? 'payment-methods-error' : undefined}>
          <legend>
            {t.paymentMethods}
            <span className="required-mark" aria-hidden="true">
              {' *'}
            </span>
          </legend>
          {errors('payment_methods', true) ? (
            <p id="payment-methods-error" className="field-error">
              {errors('payment_methods', true)!.join(' ')}
            </p>
          ) : null}
          {PAYMENT_METHODS.map((method) => (
            <CheckboxField
              key={method}
              label={t.paymentMethod[method]}
              checked={draft.paymentMethods.includes(method)}
              onChange={(on) => set({ paymentMethods: toggle(draft.paymentMethods, method, on) })}
            />
          ))}
        </fieldset>
        <div className="form-row">
          <Field label={t.deposit} hint={t.depositHint} error={errors('deposit_percent')}>
            {(c) => (
              <input
                {...c}
                type="number"
                min={0}
                max={100}
                value={draft.depositPercent}
                onChange={(e) => set({ depositPercent: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={t.policy} required error={errors('cancellation_policy_id')}>
            {(c) => (
              <select
                {...c}
                value={draft.policyId}
                onChange={(e) => set({ policyId: e.currentTarget.value })}
              >
                {policies.length === 0 ? <option value="">—</option> : null}
                {policies.map((policy) => (
                  <option key={policy.id} value={policy.id}>
                    {policy.name} ({policy.code})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t.visibility} error={errors('visibility')}>
            {(c) => (
              <select
                {...c}
                value={draft.visibility}
                onChange={(e) => set({ visibility: e.currentTarget.value as SearchMode })}
              >
                {SEARCH_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t.visibilityOf[mode]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {policies.length === 0 ? (
          <p className="notice notice-warning">
            {t.noPolicies} <Link href={setupPath(hotel.id, '/cancellation-policies')}>{t.toPolicies}</Link>
          </p>
        ) : null}
        <Field label={t.memberLabels} hint={t.memberLabelsHint} error={errors('member_labels', true)}>
          {(c) => (
            <input
              {...c}
              value={draft.memberLabels}
              onChange={(e) => set({ memberLabels: e.currentTarget.value })}
            />
          )}
        </Field>
        <PlanRulesFields draft={draft} set={set} errors={errors} />
        <FilterChoices
          filters={hotel.settings.room_search_filters}
          chosen={draft.filterIds}
          onChange={(filterIds) => set({ filterIds })}
          errors={errors('filter_ids', true)}
        />
        <CheckboxField
          label={t.japaneseOnly}
          checked={draft.japaneseOnly}
          onChange={(japaneseOnly) => set({ japaneseOnly })}
        />
        <CheckboxField
          label={t.siteControllerLimited}
          checked={draft.siteControllerLimited}
          onChange={(siteControllerLimited) => set({ siteControllerLimited })}
        />
        <Field label={t.sortOrder} hint={t.sortOrderHint} error={errors('sort_order')}>
          {(c) => (
            <input
              {...c}
              type="number"
              step={1}
              value={draft.sortOrder}
              onChange={(e) => set({ sortOrder: e.currentTarget.value })}
            />
          )}
        </Field>
        <CheckboxField
          label={t.activeField}
          checked={draft.active}
          onChange={(active) => set({ active })}
          error={errors('active')}
        />
        <button type="submit" disabled={form.busy}>
          {form.busy ? forms.saving : plan ? forms.save : t.create}
        </button>
      </form>
    </>
  );
}
