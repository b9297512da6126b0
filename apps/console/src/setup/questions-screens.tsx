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
import { useParams } from 'wouter';
import { CheckboxField, Field, RequiredNote } from '../forms/field.tsx';
import { useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { useResource } from '../lib/use-resource.ts';
import { ErrorNotice, StatusNotice } from '../shell/page.tsx';
import { namedTranslations, type TranslationDrafts, translationDrafts } from './form-state.ts';
import { hotelItemsApi } from './hotel-items-api.ts';
import { propertyApi } from './property-api.ts';
import { QUESTIONS_TEXTS } from './questions.texts.ts';
import { ListFieldError, NumberField, SaveButton } from './setup-form-parts.tsx';
import { findItem, SetupItemPage, SetupList, setupItemPath } from './setup-list.tsx';
import { TranslationsFields } from './translations-fields.tsx';
import { useSetupForm } from './use-setup-form.ts';

/**
 * The hotel's additional questions (contract `endpoints/staff-extras.endpoints.ts`), typed by the
 * contract's schemas through `import type` only. The brand's questions this hotel asks are listed too,
 * changeable only by accounts that configure the brand (the API says so in `editable`).
 */
const questionsApi = hotelItemsApi<
  StaffQuestion,
  StaffQuestionCreateBody,
  StaffQuestionPatchBody,
  { id: number; outcome: 'deleted' | 'deactivated' }
>('additional_questions');

const questionPath = (hotelId: number, id?: number | 'new') => setupItemPath(hotelId, '/questions', id);

/** `/hotels/:hotelId/setup/questions`: the questions the hotel asks, to open, add or delete. */
export function QuestionsScreen() {
  const t = useTexts(QUESTIONS_TEXTS);
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const list = useResource(`questions:${hotelId}`, () => questionsApi.list(hotelId));
  return (
    <SetupList
      hotelId={hotelId}
      texts={t}
      addHref={questionPath(hotelId, 'new')}
      list={list}
      itemHref={(question) => questionPath(hotelId, question.id)}
      nameExtra={(question) => (question.required ? <span className="badge">{` ${t.required}`}</span> : null)}
      head={
        <>
          <th scope="col">{t.questionType}</th>
          <th scope="col">{t.owner}</th>
          <th scope="col">{t.status}</th>
        </>
      }
      cells={(question, deleteButton) => (
        <>
          <td>{t.questionTypes[question.question_type]}</td>
          <td>{t.owners[question.owner]}</td>
          <td>
            <span className={question.active ? 'badge badge-ok' : 'badge'}>
              {question.active ? t.active : t.inactive}
            </span>
          </td>
          <td>{question.editable ? deleteButton : null}</td>
        </>
      )}
      remove={{
        texts: t,
        action: (question) => questionsApi.remove(hotelId, question.id),
        done: (question, result) =>
          result.outcome === 'deleted' ? t.deleted(question.name) : t.deactivated(question.name),
      }}
    />
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
  const { item: question, missing } = findItem(list.data, id);
  return (
    <SetupItemPage
      hotelId={hotelId}
      title={question ? question.name : id === null ? t.newTitle : t.title}
      backHref={questionPath(hotelId)}
      backLabel={t.backToList}
      error={hotel.error ?? list.error}
      missing={missing}
      notFound={t.notFound}
      loading={hotel.loading || list.loading}
    >
      {hotel.data && (id === null || question) ? (
        <QuestionForm
          key={question?.id ?? 'new'}
          hotelId={hotelId}
          hotelLocale={hotel.data.locale}
          question={question}
        />
      ) : null}
    </SetupItemPage>
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
  const { may } = useSession();
  const { draft, set, form, errors, created } = useSetupForm({
    stored: question !== undefined,
    initial: () => draftOf(question, hotelLocale),
    save: (d: QuestionDraft) =>
      question
        ? questionsApi.update(hotelId, question.id, bodyOf(d, hotelLocale))
        : questionsApi.create(hotelId, { ...bodyOf(d, hotelLocale), owner: d.owner }),
    savedPath: (id) => questionPath(hotelId, id),
  });
  const editable = question ? question.editable : true;
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
            <NumberField
              label={t.sortOrder}
              hint={t.sortOrderHint}
              error={errors('sort_order')}
              step={1}
              value={draft.sortOrder}
              onChange={(sortOrder) => set({ sortOrder })}
            />
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
            <ListFieldError messages={errors('options', true)} />
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
          <SaveButton busy={form.busy} stored={question !== undefined} createLabel={t.create} />
        ) : null}
      </form>
    </>
  );
}
