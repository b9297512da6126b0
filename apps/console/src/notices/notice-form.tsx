import {
  NOTICE_KINDS,
  NOTICE_PLACEMENTS,
  type NoticeKind,
  type NoticeLevel,
} from '@yadori/contract/notices.constants';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { CheckboxList } from '../forms/checkbox-list.tsx';
import { Field, fieldErrors, RequiredNote } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { asFailure } from '../forms/use-submit.ts';
import type { ApiFailure } from '../lib/api.ts';
import { useLocale, useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { ExplainedSwitch } from '../setup/hotel-sales-form.tsx';
import { NumberField } from '../setup/setup-form-parts.tsx';
import { ErrorNotice } from '../shell/page.tsx';
import { NOTICE_FORM_TEXTS } from './notice-form.texts.ts';
import { type CheckboxLabel, checkboxLabels } from './notice-labels.ts';
import { type FromNoticeForm, noticesHref } from './notice-list-screen.tsx';
import {
  type NoticeDraft,
  type NoticeProblems,
  noticeBody,
  noticeDraftOf,
  noticeTitle,
} from './notice-rules.ts';
import { NoticeTextsFields } from './notice-texts-fields.tsx';
import { NOTICES_TEXTS } from './notices.texts.ts';
import { noticesApi, type StaffNotice } from './notices-api.ts';

/**
 * A banner or notice written or changed: its level (a brand notice only for brand.configure, fixed once
 * made), kind, pages, words in the five languages, audience and window on the hotel's clock. What the
 * form can tell at once is said at its fields; the API's refusals at theirs. Saved, the list opens.
 */
export function NoticeForm({
  hotelId,
  timeZone,
  notice,
}: {
  hotelId: number;
  timeZone: string;
  notice: StaffNotice | undefined;
}) {
  const t = useTexts(NOTICE_FORM_TEXTS);
  const n = useTexts(NOTICES_TEXTS);
  const forms = useTexts(FORMS_TEXTS);
  const locale = useLocale();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(() => noticeDraftOf(notice, timeZone));
  const [problems, setProblems] = useState<NoticeProblems>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const set = (change: Partial<NoticeDraft>) => setDraft((previous) => ({ ...previous, ...change }));
  const errors = fieldErrors(failure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = noticeBody(draft, timeZone);
    setProblems('problems' in result ? result.problems : {});
    setFailure(undefined);
    if ('problems' in result) return;
    setBusy(true);
    try {
      // The level stays what it was made with: an update leaves it out.
      const { level: _level, ...changes } = result.body;
      const saved = notice
        ? await noticesApi.update(hotelId, notice.id, changes)
        : await noticesApi.create(hotelId, result.body);
      const state: FromNoticeForm = { savedNotice: { title: noticeTitle(saved, locale), created: !notice } };
      navigate(noticesHref(hotelId), { state });
    } catch (error) {
      setFailure(asFailure(error));
      setBusy(false);
    }
  }

  const timeError = (problem: true | undefined, field: string) => (problem ? [t.timeProblem] : errors(field));
  return (
    <>
      <RequiredNote />
      <ErrorNotice error={failure} />
      <form className="setup-form" onSubmit={submit}>
        <LevelField
          notice={notice}
          level={draft.level}
          onChange={(level) => set({ level })}
          error={errors('level')}
        />
        <Field label={t.kind} required hint={t.kindHint} error={errors('kind')}>
          {(control) => (
            <select
              {...control}
              value={draft.kind}
              onChange={(e) => set({ kind: e.currentTarget.value as NoticeKind })}
            >
              {NOTICE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {n.kinds[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <CheckboxList
          legend={t.shownOn}
          hint={t.shownOnHint}
          required
          name="placements"
          options={NOTICE_PLACEMENTS}
          selected={draft.placements}
          onChange={(placements) => set({ placements })}
          error={errors('placements', true)}
          label={(placement) => n.placements[placement]}
        />
        <NoticeTextsFields
          value={draft.texts}
          onChange={(texts) => set({ texts })}
          listErrors={errors('translations')}
          errors={(index, part) => errors(`translations[${index}].${part}`)}
        />
        <CheckboxList<CheckboxLabel>
          legend={t.audience}
          hint={t.audienceHint}
          name="label_filters"
          options={checkboxLabels(draft.level)}
          selected={draft.ticked}
          onChange={(ticked) => set({ ticked })}
          error={undefined}
          label={(label) => t.labels[label]}
          detail={(label) => <code>{label}</code>}
        />
        <Field
          label={t.moreLabels}
          hint={draft.level === 'brand' ? `${t.moreLabelsHint} ${t.moreLabelsBrandHint}` : t.moreLabelsHint}
          error={
            problems.labels ? [t.labelsProblem(problems.labels.join(', '))] : errors('label_filters', true)
          }
          className="field-wide"
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              spellCheck={false}
              autoComplete="off"
              value={draft.typedLabels}
              onChange={(e) => set({ typedLabels: e.currentTarget.value })}
            />
          )}
        </Field>
        <div className="form-row">
          <Field
            label={t.segments}
            hint={t.segmentsHint}
            error={
              problems.segments
                ? [t.segmentsProblem(problems.segments.join(', '))]
                : errors('segment_ids', true)
            }
          >
            {(control) => (
              <input
                {...control}
                spellCheck={false}
                autoComplete="off"
                value={draft.segmentIds}
                onChange={(e) => set({ segmentIds: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={t.iconMessageId} hint={t.iconMessageIdHint} error={errors('icon_message_id')}>
            {(control) => (
              <input
                {...control}
                spellCheck={false}
                autoComplete="off"
                maxLength={64}
                value={draft.iconMessageId}
                onChange={(e) => set({ iconMessageId: e.currentTarget.value })}
              />
            )}
          </Field>
        </div>
        <Field label={t.linkUrl} hint={t.linkUrlHint} error={errors('link_url')} className="field-wide">
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              spellCheck={false}
              autoComplete="off"
              maxLength={2000}
              value={draft.linkUrl}
              onChange={(e) => set({ linkUrl: e.currentTarget.value })}
            />
          )}
        </Field>
        <div className="form-row">
          <Field
            label={t.startsAt}
            hint={t.timesHint(timeZone)}
            error={timeError(problems.startsAt, 'starts_at')}
          >
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                value={draft.startsAt}
                onChange={(e) => set({ startsAt: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={t.endsAt} hint={t.timesHint(timeZone)} error={timeError(problems.endsAt, 'ends_at')}>
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                value={draft.endsAt}
                onChange={(e) => set({ endsAt: e.currentTarget.value })}
              />
            )}
          </Field>
          <NumberField
            label={t.sortOrder}
            hint={t.sortOrderHint}
            error={errors('sort_order')}
            value={draft.sortOrder}
            onChange={(sortOrder) => set({ sortOrder })}
            min={-1_000_000}
            max={1_000_000}
            step={1}
          />
        </div>
        <ExplainedSwitch
          label={t.active}
          description={t.activeHint}
          checked={draft.active}
          onChange={(active) => set({ active })}
          error={errors('active')}
        />
        <button type="submit" disabled={busy}>
          {busy ? forms.saving : notice ? forms.save : t.create}
        </button>
      </form>
    </>
  );
}

/**
 * Whose notice it is: chosen on a new one by those who may write the brand's (brand.configure), shown
 * as it is on a stored one, and not asked of others (theirs is the hotel's).
 */
function LevelField({
  notice,
  level,
  onChange,
  error,
}: {
  notice: StaffNotice | undefined;
  level: NoticeLevel;
  onChange: (level: NoticeLevel) => void;
  error: string[] | undefined;
}) {
  const t = useTexts(NOTICE_FORM_TEXTS);
  const n = useTexts(NOTICES_TEXTS);
  const { may } = useSession();
  if (notice) {
    return (
      <dl className="fixed-facts">
        <dt>{t.level}</dt>
        <dd>{n.levels[notice.level]}</dd>
      </dl>
    );
  }
  if (!may('brand.configure')) return null;
  return (
    <Field label={t.level} required hint={t.levelHint} error={error}>
      {(control) => (
        <select {...control} value={level} onChange={(e) => onChange(e.currentTarget.value as NoticeLevel)}>
          <option value="facility">{n.levels.facility}</option>
          <option value="brand">{n.levels.brand}</option>
        </select>
      )}
    </Field>
  );
}
