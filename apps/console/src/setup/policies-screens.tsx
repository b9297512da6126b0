import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Field, fieldErrors, RequiredNote } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { ErrorNotice, Loading, StatusNotice } from '../shell/page.tsx';
import { namedTranslations, type TranslationDrafts, translationDrafts, useSubmit } from './form-state.ts';
import { useJustCreated } from './hotel-screens.tsx';
import { POLICIES_TEXTS, type PoliciesTexts } from './policies.texts.ts';
import { propertyApi, type StaffPolicy, type StaffPolicyCreateBody } from './property-api.ts';
import { SetupPage, setupPath } from './setup-frame.tsx';
import { TranslationsFields } from './translations-fields.tsx';

const policyPath = (hotelId: number, id?: number | 'new') =>
  `${setupPath(hotelId, '/cancellation-policies')}${id === undefined ? '' : `/${id}`}`;

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
    <SetupPage
      hotelId={hotelId}
      title={t.title}
      actions={
        <Link className="button" href={policyPath(hotelId, 'new')}>
          {t.add}
        </Link>
      }
    >
      <ErrorNotice error={list.error} onRetry={list.reload} />
      {list.data ? (
        list.data.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">{t.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.name}</th>
                  <th scope="col">{t.code}</th>
                  <th scope="col">{t.fees}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((policy) => (
                  <tr key={policy.id}>
                    <th scope="row">
                      <Link href={policyPath(hotelId, policy.id)}>{policy.name}</Link>
                    </th>
                    <td>{policy.code}</td>
                    <td>{policySummary(policy, t)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : list.loading ? (
        <Loading />
      ) : null}
    </SetupPage>
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
  const policy = id === null ? undefined : list.data?.find((p) => p.id === id);
  const missing = id !== null && list.data !== undefined && policy === undefined;
  return (
    <SetupPage hotelId={hotelId} title={policy ? policy.name : id === null ? t.newTitle : t.title}>
      <p>
        <Link href={policyPath(hotelId)}>{t.backToList}</Link>
      </p>
      <ErrorNotice error={list.error} />
      {missing ? <p>{t.notFound}</p> : null}
      {id === null || policy ? (
        <PolicyForm key={policy?.id ?? 'new'} hotelId={hotelId} policy={policy} />
      ) : list.loading ? (
        <Loading />
      ) : null}
    </SetupPage>
  );
}

function PolicyForm({ hotelId, policy }: { hotelId: number; policy: StaffPolicy | undefined }) {
  const t = useTexts(POLICIES_TEXTS);
  const forms = useTexts(FORMS_TEXTS);
  const [, navigate] = useLocation();
  const created = useJustCreated();
  const [draft, setDraft] = useState(() => draftOf(policy));
  const set = (change: Partial<PolicyDraft>) => setDraft((d) => ({ ...d, ...change }));
  const form = useSubmit(
    () =>
      policy
        ? propertyApi.updatePolicy(hotelId, policy.id, bodyOf(draft))
        : propertyApi.createPolicy(hotelId, bodyOf(draft)),
    (saved) => {
      if (policy) form.setMessage(forms.saved);
      else navigate(`${policyPath(hotelId, saved.id)}?created=1`);
    },
  );
  const errors = fieldErrors(form.failure);
  const setPart = (index: number, change: Partial<PolicyDraft['parts'][number]>) =>
    set({ parts: draft.parts.map((part, i) => (i === index ? { ...part, ...change } : part)) });
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
        <TranslationsFields
          value={draft.translations}
          onChange={(translations) => set({ translations })}
          withDescription
          errors={errors('translations', true)}
        />
        <fieldset>
          <legend>{t.parts}</legend>
          <p className="muted">{t.partsHint}</p>
          {errors('cancellation_policy_parts') ? (
            <p className="field-error">{errors('cancellation_policy_parts')!.join(' ')}</p>
          ) : null}
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
          <Field label={t.noShow} required error={errors('no_show_percentage_of_cost')}>
            {(c) => (
              <input
                {...c}
                type="number"
                min={0}
                max={100}
                value={draft.noShow}
                onChange={(e) => set({ noShow: e.currentTarget.value })}
              />
            )}
          </Field>
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
        <button type="submit" disabled={form.busy}>
          {form.busy ? forms.saving : policy ? forms.save : t.create}
        </button>
      </form>
    </>
  );
}
