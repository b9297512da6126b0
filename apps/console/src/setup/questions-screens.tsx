import {
  ANSWER_TYPES,
  type AnswerType,
  QUESTION_TYPES,
  type QuestionType,
} from '@yadori/contract/additional-questions.constants';
import type { Locale } from '@yadori/contract/locales';
import { STAFF_QUESTION_OWNERS, type StaffQuestionOwner } from '@yadori/contract/staff-extras.constants';
import type {
  StaffQuestion,
  StaffQuestionCreateBody,
  StaffQuestionPatchBody,
} from '@yadori/contract/staff-extras.schema';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { CheckboxField, Field, fieldErrors, RequiredNote } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { type ApiFailure, api } from '../lib/api.ts';
import { useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { useResource } from '../lib/use-resource.ts';
import { ModalDialog } from '../parts/modal-dialog.tsx';
import { ErrorNotice, Loading, StatusNotice } from '../shell/page.tsx';
import { namedTranslations, type TranslationDrafts, translationDrafts, useSubmit } from './form-state.ts';
import { useJustCreated } from './hotel-screens.tsx';
import { propertyApi } from './property-api.ts';
import { QUESTIONS_TEXTS } from './questions.texts.ts';
import { SetupPage, setupPath } from './setup-frame.tsx';
import { TranslationsFields } from './translations-fields.tsx';

/**
 * The hotel's additional questions (contract `endpoints/staff-extras.endpoints.ts`), typed by the
 * contract's schemas through `import type` only. The brand's questions this hotel asks are listed too,
 * changeable only by accounts that configure the brand (the API says so in `editable`).
 */
type Data<T> = { data: T };
const data = <T,>(answer: Data<T>) => answer.data;
const ofQuestions = (hotelId: number, rest = '') => `/hotels/${hotelId}/additional_questions${rest}`;

const questionsApi = {
  list: (hotelId: number) => api<Data<StaffQuestion[]>>('GET', ofQuestions(hotelId)).then(data),
  create: (hotelId: number, body: StaffQuestionCreateBody) =>
    api<Data<StaffQuestion>>('POST', ofQuestions(hotelId), body).then(data),
  update: (hotelId: number, id: number, body: StaffQuestionPatchBody) =>
    api<Data<StaffQuestion>>('PATCH', ofQuestions(hotelId, `/${id}`), body).then(data),
  remove: (hotelId: number, id: number) =>
    api<Data<{ id: number; outcome: 'deleted' | 'deactivated' }>>(
      'DELETE',
      ofQuestions(hotelId, `/${id}`),
    ).then(data),
};

const questionPath = (hotelId: number, id?: number | 'new') =>
  `${setupPath(hotelId, '/questions')}${id === undefined ? '' : `/${id}`}`;

/** `/hotels/:hotelId/setup/questions`: the questions the hotel asks, to open, add or delete. */
export function QuestionsScreen() {
  const t = useTexts(QUESTIONS_TEXTS);
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const list = useResource(`questions:${hotelId}`, () => questionsApi.list(hotelId));
  const [deleting, setDeleting] = useState<StaffQuestion | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ApiFailure>();
  const remove = useSubmit(
    () => questionsApi.remove(hotelId, deleting!.id),
    (result) => {
      setDone(result.outcome === 'deleted' ? t.deleted(deleting!.name) : t.deactivated(deleting!.name));
      setDeleting(null);
      list.reload();
    },
  );
  return (
    <SetupPage
      hotelId={hotelId}
      title={t.title}
      actions={
        <Link className="button" href={questionPath(hotelId, 'new')}>
          {t.add}
        </Link>
      }
    >
      <StatusNotice message={done} />
      <ErrorNotice error={list.error ?? refusal} onRetry={list.error ? list.reload : undefined} />
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
                  <th scope="col">{t.questionType}</th>
                  <th scope="col">{t.owner}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((question) => (
                  <tr key={question.id}>
                    <th scope="row">
                      <Link href={questionPath(hotelId, question.id)}>{question.name}</Link>
                      {question.required ? <span className="badge">{` ${t.required}`}</span> : null}
                    </th>
                    <td>{t.questionTypes[question.question_type]}</td>
                    <td>{t.owners[question.owner]}</td>
                    <td>
                      <span className={question.active ? 'badge badge-ok' : 'badge'}>
                        {question.active ? t.active : t.inactive}
                      </span>
                    </td>
                    <td>
                      {question.editable ? (
                        <button
                          type="button"
                          className="button-secondary"
                          onClick={() => {
                            setDone(null);
                            setRefusal(undefined);
                            setDeleting(question);
                          }}
                        >
                          {t.delete}
                          <span className="visually-hidden">{`: ${question.name}`}</span>
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : list.loading ? (
        <Loading />
      ) : null}
      <ModalDialog
        open={deleting !== null}
        title={deleting ? t.deleteTitle(deleting.name) : ''}
        returnFocus={remove.failure ? 'opener' : 'heading'}
        onDismiss={() => {
          if (remove.failure) setRefusal(remove.failure);
          setDeleting(null);
        }}
      >
        <p>{t.deleteBody}</p>
        <ErrorNotice error={remove.failure} />
        <div className="dialog-actions">
          <button
            type="button"
            className="button-danger"
            disabled={remove.busy}
            onClick={() => remove.submit()}
          >
            {t.deleteConfirm}
          </button>
          {/* biome-ignore lint/a11y/noAutofocus: a dialog that deletes opens on its harmless choice. */}
          <button type="button" className="button-secondary" autoFocus onClick={() => setDeleting(null)}>
            {t.keep}
          </button>
        </div>
      </ModalDialog>
    </SetupPage>
  );
}

interface QuestionDraft {
  owner: StaffQuestionOwner;
  questionType: QuestionType;
  answerType: AnswerType;
  name: string;
  translations: TranslationDrafts;
  required: boolean;
  perRoom: boolean;
  multiple: boolean;
  options: { value: string; label: string; others: StaffQuestion['options'][number]['translations'] }[];
  labels: string;
  startedAt: string;
  active: boolean;
  sortOrder: string;
}

/** An instant as a `datetime-local` input shows it, in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

const draftOf = (question: StaffQuestion | undefined, hotelLocale: Locale): QuestionDraft => ({
  owner: question?.owner ?? 'hotel',
  questionType: question?.question_type ?? 'free',
  answerType: question?.answer_type ?? 'text',
  name: question?.name ?? '',
  translations: translationDrafts(question?.translations),
  required: question?.required ?? false,
  perRoom: question?.per_room ?? false,
  multiple: question?.multiple ?? false,
  options: (question?.options ?? []).map((option) => ({
    value: option.value,
    label: option.translations.find((tr) => tr.locale === hotelLocale)?.name ?? '',
    others: option.translations.filter((tr) => tr.locale !== hotelLocale),
  })),
  labels: (question?.labels ?? []).join('\n'),
  startedAt: localInput(question?.started_at ?? null),
  active: question?.active ?? true,
  sortOrder: String(question?.sort_order ?? 0),
});

const bodyOf = (draft: QuestionDraft, hotelLocale: Locale): Omit<StaffQuestionCreateBody, 'owner'> => ({
  question_type: draft.questionType,
  answer_type: draft.answerType,
  name: draft.name.trim(),
  translations: namedTranslations(draft.translations),
  required: draft.required,
  per_room: draft.perRoom,
  multiple: draft.multiple,
  options: draft.options.map((option) => ({
    value: option.value.trim(),
    translations: [
      ...option.others,
      ...(option.label.trim() ? [{ locale: hotelLocale, name: option.label.trim() }] : []),
    ],
  })),
  labels: draft.labels
    .split(/[\n,]/)
    .map((label) => label.trim())
    .filter(Boolean),
  started_at: draft.startedAt ? new Date(draft.startedAt).toISOString() : null,
  active: draft.active,
  sort_order: Number(draft.sortOrder || 0),
});

/** `/hotels/:hotelId/setup/questions/new` and `…/:questionId`: one question's form. */
export function QuestionScreen() {
  const t = useTexts(QUESTIONS_TEXTS);
  const params = useParams<{ hotelId: string; questionId?: string }>();
  const hotelId = Number(params.hotelId);
  const id = params.questionId === undefined ? null : Number(params.questionId);
  const hotel = useResource(`hotel:${hotelId}`, () => propertyApi.hotel(hotelId));
  const list = useResource(id === null ? null : `questions:${hotelId}`, () => questionsApi.list(hotelId));
  const question = id === null ? undefined : list.data?.find((q) => q.id === id);
  const missing = id !== null && list.data !== undefined && question === undefined;
  return (
    <SetupPage hotelId={hotelId} title={question ? question.name : id === null ? t.newTitle : t.title}>
      <p>
        <Link href={questionPath(hotelId)}>{t.backToList}</Link>
      </p>
      <ErrorNotice error={hotel.error ?? list.error} />
      {missing ? <p>{t.notFound}</p> : null}
      {hotel.data && (id === null || question) ? (
        <QuestionForm
          key={question?.id ?? 'new'}
          hotelId={hotelId}
          hotelLocale={hotel.data.locale}
          question={question}
        />
      ) : hotel.loading || list.loading ? (
        <Loading />
      ) : null}
    </SetupPage>
  );
}

function QuestionForm({
  hotelId,
  hotelLocale,
  question,
}: {
  hotelId: number;
  hotelLocale: Locale;
  question: StaffQuestion | undefined;
}) {
  const t = useTexts(QUESTIONS_TEXTS);
  const forms = useTexts(FORMS_TEXTS);
  const { may } = useSession();
  const [, navigate] = useLocation();
  const created = useJustCreated();
  const [draft, setDraft] = useState(() => draftOf(question, hotelLocale));
  const set = (change: Partial<QuestionDraft>) => setDraft((d) => ({ ...d, ...change }));
  const editable = question ? question.editable : true;
  const form = useSubmit(
    () =>
      question
        ? questionsApi.update(hotelId, question.id, bodyOf(draft, hotelLocale))
        : questionsApi.create(hotelId, { ...bodyOf(draft, hotelLocale), owner: draft.owner }),
    (saved) => {
      if (question) form.setMessage(forms.saved);
      else navigate(`${questionPath(hotelId, saved.id)}?created=1`);
    },
  );
  const errors = fieldErrors(form.failure);
  const setOption = (index: number, change: Partial<QuestionDraft['options'][number]>) =>
    set({ options: draft.options.map((option, i) => (i === index ? { ...option, ...change } : option)) });
  return (
    <>
      <StatusNotice message={form.message ?? (created ? t.created : null)} />
      {editable ? <RequiredNote /> : <p className="notice notice-info">{t.brandReadOnly}</p>}
      <ErrorNotice error={form.failure} />
      <form onSubmit={form.submit} className="setup-form">
        <fieldset disabled={!editable} className="plain-fieldset">
          {!question && may('brand.configure') ? (
            <Field label={t.owner} hint={t.ownerHint} error={errors('owner')}>
              {(c) => (
                <select
                  {...c}
                  value={draft.owner}
                  onChange={(e) => set({ owner: e.currentTarget.value as StaffQuestionOwner })}
                >
                  {STAFF_QUESTION_OWNERS.map((owner) => (
                    <option key={owner} value={owner}>
                      {t.owners[owner]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
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
          <TranslationsFields
            value={draft.translations}
            onChange={(translations) => set({ translations })}
            withDescription
            errors={errors('translations', true)}
          />
          <div className="form-row">
            <Field label={t.questionType} required error={errors('question_type')}>
              {(c) => (
                <select
                  {...c}
                  value={draft.questionType}
                  onChange={(e) => set({ questionType: e.currentTarget.value as QuestionType })}
                >
                  {QUESTION_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t.questionTypes[type]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t.answerType} required error={errors('answer_type')}>
              {(c) => (
                <select
                  {...c}
                  value={draft.answerType}
                  onChange={(e) => set({ answerType: e.currentTarget.value as AnswerType })}
                >
                  {ANSWER_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t.answerTypes[type]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
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
          </div>
          <CheckboxField
            label={t.required}
            checked={draft.required}
            onChange={(required) => set({ required })}
            error={errors('required')}
          />
          <CheckboxField
            label={t.perRoom}
            checked={draft.perRoom}
            onChange={(perRoom) => set({ perRoom })}
            error={errors('per_room')}
          />
          <fieldset>
            <legend>{t.options}</legend>
            <p className="muted">{t.optionsHint}</p>
            {errors('options', true) ? (
              <p className="field-error">{errors('options', true)!.join(' ')}</p>
            ) : null}
            {draft.options.map((option, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options are kept in the order they are listed.
              <div className="form-row" key={index}>
                <Field label={t.optionValue(index + 1)} required>
                  {(c) => (
                    <input
                      {...c}
                      maxLength={100}
                      value={option.value}
                      onChange={(e) => setOption(index, { value: e.currentTarget.value })}
                    />
                  )}
                </Field>
                <Field label={t.optionLabel(index + 1)}>
                  {(c) => (
                    <input
                      {...c}
                      maxLength={200}
                      value={option.label}
                      onChange={(e) => setOption(index, { label: e.currentTarget.value })}
                    />
                  )}
                </Field>
                <div className="field">
                  <button
                    type="button"
                    className="button-secondary"
                    onClick={() => set({ options: draft.options.filter((_, i) => i !== index) })}
                  >
                    {t.removeOption(index + 1)}
                  </button>
                </div>
              </div>
            ))}
            <button
              type="button"
              className="button-secondary"
              onClick={() => set({ options: [...draft.options, { value: '', label: '', others: [] }] })}
            >
              {t.addOption}
            </button>
            <CheckboxField
              label={t.multiple}
              checked={draft.multiple}
              onChange={(multiple) => set({ multiple })}
              error={errors('multiple')}
            />
          </fieldset>
          <Field label={t.labels} hint={t.labelsHint} error={errors('labels', true)}>
            {(c) => (
              <textarea
                {...c}
                rows={3}
                value={draft.labels}
                onChange={(e) => set({ labels: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={t.startedAt} hint={t.startedAtHint} error={errors('started_at')}>
            {(c) => (
              <input
                {...c}
                type="datetime-local"
                value={draft.startedAt}
                onChange={(e) => set({ startedAt: e.currentTarget.value })}
              />
            )}
          </Field>
          <CheckboxField
            label={t.activeField}
            checked={draft.active}
            onChange={(active) => set({ active })}
            error={errors('active')}
          />
        </fieldset>
        {editable ? (
          <button type="submit" disabled={form.busy}>
            {form.busy ? forms.saving : question ? forms.save : t.create}
          </button>
        ) : null}
      </form>
    </>
  );
}
