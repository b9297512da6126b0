import {
  MEALS,
  type Meal,
  PAYMENT_METHODS,
  type PaymentMethod,
  SEARCH_MODES,
  type SearchMode,
} from '@yadori/contract/search.constants';
import { Link, useParams } from 'wouter';
import { PreviewButton } from '../analytics/preview-button.tsx';
import { CheckboxField, Field } from '../forms/field.tsx';
import { useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { FilterChoices } from './filter-choices.tsx';
import { intOrNull, namedTranslations, type TranslationDrafts, translationDrafts } from './form-state.ts';
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
import {
  CodeNameFields,
  ListFieldError,
  NumberField,
  SaveButton,
  SetupFormNotices,
} from './setup-form-parts.tsx';
import { setupPath } from './setup-frame.tsx';
import { findItem, SetupItemPage, SetupList, setupItemPath } from './setup-list.tsx';
import { TranslationsFields } from './translations-fields.tsx';
import { useSetupForm } from './use-setup-form.ts';

const planPath = (hotelId: number, id?: number | 'new') => setupItemPath(hotelId, '/plans', id);

/** `/hotels/:hotelId/setup/plans`: the hotel's plans and what each sells, and the way to preview them. */
export function PlansScreen() {
  const t = useTexts(PLANS_TEXTS);
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const data = useResource(`plans-page:${hotelId}`, () =>
    Promise.all([propertyApi.plans(hotelId), propertyApi.roomTypes(hotelId), propertyApi.policies(hotelId)]),
  );
  const [plans, rooms = [], policies = []] = data.data ?? [];
  return (
    <SetupList
      hotelId={hotelId}
      texts={t}
      addHref={planPath(hotelId, 'new')}
      list={{ ...data, data: plans }}
      actions={<PreviewButton hotelId={hotelId} />}
      itemHref={(plan) => planPath(hotelId, plan.id)}
      head={
        <>
          <th scope="col">{t.code}</th>
          <th scope="col">{t.roomTypes}</th>
          <th scope="col">{t.paymentMethods}</th>
          <th scope="col">{t.policy}</th>
          <th scope="col">{t.status}</th>
        </>
      }
      cells={(plan) => (
        <>
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
        </>
      )}
    />
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
  const { item: plan, missing } = findItem(plans, id);
  return (
    <SetupItemPage
      hotelId={hotelId}
      title={plan ? plan.name : id === null ? t.newTitle : t.title}
      backHref={planPath(hotelId)}
      backLabel={t.backToList}
      error={data.error}
      onRetry={data.reload}
      missing={missing}
      notFound={t.notFound}
      loading={data.loading}
    >
      {hotel && rooms && policies && (id === null || plan) ? (
        <PlanForm key={plan?.id ?? 'new'} hotel={hotel} rooms={rooms} policies={policies} plan={plan} />
      ) : null}
    </SetupItemPage>
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
  const { draft, set, form, errors, created } = useSetupForm({
    stored: plan !== undefined,
    initial: () => draftOf(plan, policies),
    save: (d: PlanDraft) =>
      plan
        ? propertyApi.updatePlan(hotel.id, plan.id, bodyOf(d))
        : propertyApi.createPlan(hotel.id, bodyOf(d)),
    savedPath: (id) => planPath(hotel.id, id),
  });
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
      <SetupFormNotices message={form.message ?? (created ? t.created : null)} failure={form.failure} />
      <form onSubmit={form.submit} className="setup-form">
        <CodeNameFields texts={t} code={draft.code} name={draft.name} onChange={set} errors={errors} />
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
          <ListFieldError messages={errors('room_plans', true)} />
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
          <NumberField
            label={t.deposit}
            hint={t.depositHint}
            error={errors('deposit_percent')}
            min={0}
            max={100}
            value={draft.depositPercent}
            onChange={(depositPercent) => set({ depositPercent })}
          />
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
        <NumberField
          label={t.sortOrder}
          hint={t.sortOrderHint}
          error={errors('sort_order')}
          step={1}
          value={draft.sortOrder}
          onChange={(sortOrder) => set({ sortOrder })}
        />
        <CheckboxField
          label={t.activeField}
          checked={draft.active}
          onChange={(active) => set({ active })}
          error={errors('active')}
        />
        <SaveButton busy={form.busy} stored={plan !== undefined} createLabel={t.create} />
      </form>
    </>
  );
}
