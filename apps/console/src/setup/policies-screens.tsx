import { useParams } from 'wouter';
import { Field } from '../forms/field.tsx';
import { useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { namedTranslations, type TranslationDrafts, translationDrafts } from './form-state.ts';
import { POLICIES_TEXTS, type PoliciesTexts } from './policies.texts.ts';
import { propertyApi, type StaffPolicy, type StaffPolicyCreateBody } from './property-api.ts';
import {
  CodeNameFields,
  ListFieldError,
  NumberField,
  SaveButton,
  SetupFormNotices,
} from './setup-form-parts.tsx';
import { findItem, SetupItemPage, SetupList, setupItemPath } from './setup-list.tsx';
import { TranslationsFields } from './translations-fields.tsx';
import { useSetupForm } from './use-setup-form.ts';

const policyPath = (hotelId: number, id?: number | 'new') =>
  setupItemPath(hotelId, '/cancellation-policies', id);

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** A policy in one line: its steps from the earliest, then the no-show. */
export function policySummary(
  policy: Pick<StaffPolicy, 'cancellation_policy_parts' | 'no_show_percentage_of_cost'>,
  t: PoliciesTexts,
): string {
  const steps = [...policy.cancellation_policy_parts]
    .sort((a, b) => b.days_before - a.days_before)
    .map((part) => t.partSummary(part.days_before, part.percentage_of_cost));
  return [...steps, t.noShowSummary(policy.no_show_percentage_of_cost)].join(' · ');
}

/** `/hotels/:hotelId/setup/cancellation-policies`: the hotel's policies. */
export function PoliciesScreen() {
  const t = useTexts(POLICIES_TEXTS);
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const list = useResource(`policies:${hotelId}`, () => propertyApi.policies(hotelId));
  return (
    <SetupList
      hotelId={hotelId}
      texts={t}
      addHref={policyPath(hotelId, 'new')}
      list={list}
      itemHref={(policy) => policyPath(hotelId, policy.id)}
      head={
        <>
          <th scope="col">{t.code}</th>
          <th scope="col">{t.fees}</th>
        </>
      }
      cells={(policy) => (
        <>
          <td>{policy.code}</td>
          <td>{policySummary(policy, t)}</td>
        </>
      )}
    />
  );
}

interface PolicyDraft {
  code: string;
  name: string;
  translations: TranslationDrafts;
  cancelBeforeAt: string;
  parts: { days: string; percentage: string }[];
  noShow: string;
}

const draftOf = (policy: StaffPolicy | undefined): PolicyDraft => ({
  code: policy?.code ?? '',
  name: policy?.name ?? '',
  translations: translationDrafts(policy?.translations),
  cancelBeforeAt:
    policy?.cancel_before_at === null || policy === undefined ? '' : String(policy.cancel_before_at),
  parts: [...(policy?.cancellation_policy_parts ?? [])]
    .sort((a, b) => b.days_before - a.days_before)
    .map((part) => ({ days: String(part.days_before), percentage: String(part.percentage_of_cost) })),
  noShow: String(policy?.no_show_percentage_of_cost ?? 100),
});

const bodyOf = (draft: PolicyDraft): StaffPolicyCreateBody => ({
  code: draft.code.trim(),
  name: draft.name.trim(),
  translations: namedTranslations(draft.translations),
  cancel_before_at: draft.cancelBeforeAt === '' ? null : Number(draft.cancelBeforeAt),
  cancellation_policy_parts: draft.parts.map((part) => ({
    days_before: Number(part.days),
    percentage_of_cost: Number(part.percentage),
  })),
  no_show_percentage_of_cost: Number(draft.noShow),
});

/** `/hotels/:hotelId/setup/cancellation-policies/new` and `…/:policyId`. */
export function PolicyScreen() {
  const t = useTexts(POLICIES_TEXTS);
  const params = useParams<{ hotelId: string; policyId?: string }>();
  const hotelId = Number(params.hotelId);
  const id = params.policyId === undefined ? null : Number(params.policyId);
  const list = useResource(id === null ? null : `policies:${hotelId}`, () => propertyApi.policies(hotelId));
  const { item: policy, missing } = findItem(list.data, id);
  return (
    <SetupItemPage
      hotelId={hotelId}
      title={policy ? policy.name : id === null ? t.newTitle : t.title}
      backHref={policyPath(hotelId)}
      backLabel={t.backToList}
      error={list.error}
      missing={missing}
      notFound={t.notFound}
      loading={list.loading}
    >
      {id === null || policy ? (
        <PolicyForm key={policy?.id ?? 'new'} hotelId={hotelId} policy={policy} />
      ) : null}
    </SetupItemPage>
  );
}

function PolicyForm({ hotelId, policy }: { hotelId: number; policy: StaffPolicy | undefined }) {
  const t = useTexts(POLICIES_TEXTS);
  const { draft, set, form, errors, created } = useSetupForm({
    stored: policy !== undefined,
    initial: () => draftOf(policy),
    save: (d: PolicyDraft) =>
      policy
        ? propertyApi.updatePolicy(hotelId, policy.id, bodyOf(d))
        : propertyApi.createPolicy(hotelId, bodyOf(d)),
    savedPath: (id) => policyPath(hotelId, id),
  });
  const setPart = (index: number, change: Partial<PolicyDraft['parts'][number]>) =>
    set({ parts: draft.parts.map((part, i) => (i === index ? { ...part, ...change } : part)) });
  return (
    <>
      <SetupFormNotices message={form.message ?? (created ? t.created : null)} failure={form.failure} />
      <form onSubmit={form.submit} className="setup-form">
        <CodeNameFields texts={t} code={draft.code} name={draft.name} onChange={set} errors={errors} />
        <TranslationsFields
          value={draft.translations}
          onChange={(translations) => set({ translations })}
          withDescription
          errors={errors('translations', true)}
        />
        <fieldset>
          <legend>{t.parts}</legend>
          <p className="muted">{t.partsHint}</p>
          <ListFieldError messages={errors('cancellation_policy_parts')} />
          {draft.parts.map((part, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a step has no identity but its place while it is edited.
            <div className="form-row" key={index}>
              <Field
                label={t.daysBefore(index + 1)}
                required
                error={errors(`cancellation_policy_parts[${index}].days_before`)}
              >
                {(c) => (
                  <input
                    {...c}
                    type="number"
                    min={0}
                    max={365}
                    value={part.days}
                    onChange={(e) => setPart(index, { days: e.currentTarget.value })}
                  />
                )}
              </Field>
              <Field
                label={t.percentage(index + 1)}
                required
                error={errors(`cancellation_policy_parts[${index}].percentage_of_cost`)}
              >
                {(c) => (
                  <input
                    {...c}
                    type="number"
                    min={0}
                    max={100}
                    value={part.percentage}
                    onChange={(e) => setPart(index, { percentage: e.currentTarget.value })}
                  />
                )}
              </Field>
              <div className="field">
                <button
                  type="button"
                  className="button-secondary"
                  onClick={() => set({ parts: draft.parts.filter((_, i) => i !== index) })}
                >
                  {t.removePart(index + 1)}
                </button>
              </div>
            </div>
          ))}
          <button
            type="button"
            className="button-secondary"
            onClick={() => set({ parts: [...draft.parts, { days: '', percentage: '' }] })}
          >
            {t.addPart}
          </button>
        </fieldset>
        <div className="form-row">
          <NumberField
            label={t.noShow}
            required
            error={errors('no_show_percentage_of_cost')}
            min={0}
            max={100}
            value={draft.noShow}
            onChange={(noShow) => set({ noShow })}
          />
          <Field label={t.cancelBeforeAt} hint={t.cancelBeforeAtHint} error={errors('cancel_before_at')}>
            {(c) => (
              <select
                {...c}
                value={draft.cancelBeforeAt}
                onChange={(e) => set({ cancelBeforeAt: e.currentTarget.value })}
              >
                <option value="">{t.wholeDay}</option>
                {HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {`${String(hour).padStart(2, '0')}:00`}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <SaveButton busy={form.busy} stored={policy !== undefined} createLabel={t.create} />
      </form>
    </>
  );
}
