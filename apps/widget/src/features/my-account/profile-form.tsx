import type { MemberProfile } from '@yadori/contract/membership.schema';
import { type FormEvent, useRef, useState } from 'react';
import { useApi } from '../../app/widget-context.tsx';
import { ErrorSummary, type Issue } from '../../shared/error-summary.tsx';
import { CheckboxField, SelectField, TextField } from '../../shared/form-fields.tsx';
import { updateProfile } from './account-api.ts';
import {
  draftOf,
  familyNameFirst,
  type ProfileDraft,
  type ProfileProblem,
  profileProblems,
  updateBodyOf,
} from './account-rules.ts';
import { GENDER_LABEL } from './profile-view.tsx';
import type { AccountKey, AccountT } from './texts.ts';

const PROBLEM: Readonly<Record<ProfileProblem, AccountKey>> = {
  required: 'profile.errorRequired',
  phone: 'profile.errorPhone',
  postalCode: 'profile.errorPostalCode',
  kana: 'profile.errorKana',
};

type TextFieldName = Exclude<keyof ProfileDraft, 'newsletter' | 'gender'>;

const LABEL: Readonly<Record<Exclude<keyof ProfileDraft, 'newsletter'>, AccountKey>> = {
  lastName: 'profile.lastName',
  firstName: 'profile.firstName',
  lastNameKana: 'profile.lastNameKana',
  firstNameKana: 'profile.firstNameKana',
  phone: 'profile.phone',
  gender: 'profile.gender',
  birthDate: 'profile.birthDate',
  postalCode: 'profile.postalCode',
  address: 'profile.address',
};

const fieldId = (name: keyof ProfileDraft) => `profile-${name}`;

/**
 * Editing the profile (spec §5; shown only when the member may): names in the language's order, kana
 * names in Japanese or when the member has them, contact details. Problems are written by their
 * fields and in an announced summary that takes focus.
 */
export function ProfileForm({
  profile,
  hotelId,
  t,
  locale,
  onSaved,
  onCancel,
}: {
  profile: MemberProfile;
  hotelId: number;
  t: AccountT;
  locale: string;
  onSaved: (profile: MemberProfile) => void;
  onCancel: () => void;
}) {
  const api = useApi();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [shown, setShown] = useState<Partial<Record<keyof ProfileDraft, ProfileProblem>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const withKana = locale === 'ja' || profile.last_name_kana !== null || profile.first_name_kana !== null;

  const set = (name: keyof ProfileDraft) => (value: string | boolean) =>
    setDraft((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = profileProblems(draft);
    setShown(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setSaving(true);
    try {
      onSaved(await updateProfile(api, hotelId, updateBodyOf(draft)));
    } catch (error) {
      setFailure(t('profile.failed', { message: error instanceof Error ? error.message : String(error) }));
      requestAnimationFrame(() => summary.current?.focus());
    } finally {
      setSaving(false);
    }
  };

  const text = (
    name: TextFieldName,
    extra: { type?: 'tel' | 'date'; autoComplete?: string; required?: boolean } = {},
  ) => {
    const problem = shown[name];
    return (
      <TextField
        id={fieldId(name)}
        label={t(LABEL[name])}
        value={draft[name]}
        onChange={set(name)}
        required={extra.required}
        type={extra.type}
        autoComplete={extra.autoComplete}
        error={problem ? t(PROBLEM[problem]) : undefined}
      />
    );
  };
  const names = familyNameFirst(locale)
    ? (['lastName', 'firstName'] as const)
    : (['firstName', 'lastName'] as const);
  const issues: Issue[] = (Object.entries(shown) as [keyof ProfileDraft, ProfileProblem][])
    .filter(([name]) => name !== 'newsletter')
    .map(([name, problem]) => ({
      id: fieldId(name),
      label: t(LABEL[name as Exclude<keyof ProfileDraft, 'newsletter'>]),
      message: t(PROBLEM[problem]),
    }));

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-labelledby="profile-heading">
      <ErrorSummary ref={summary} issues={issues} blocking={failure ? [failure] : []} />
      {names.map((name) => (
        <div key={name}>
          {text(name, {
            required: true,
            autoComplete: name === 'lastName' ? 'family-name' : 'given-name',
          })}
        </div>
      ))}
      {withKana ? (
        <>
          {text('lastNameKana')}
          {text('firstNameKana')}
        </>
      ) : null}
      {text('phone', { type: 'tel', autoComplete: 'tel' })}
      <SelectField
        id={fieldId('gender')}
        label={t('profile.gender')}
        value={draft.gender}
        onChange={set('gender')}
        options={(Object.keys(GENDER_LABEL) as (keyof typeof GENDER_LABEL)[]).map((value) => ({
          value,
          label: t(GENDER_LABEL[value]),
        }))}
      />
      {text('birthDate', { type: 'date', autoComplete: 'bday' })}
      {text('postalCode', { autoComplete: 'postal-code' })}
      {text('address', { autoComplete: 'street-address' })}
      <CheckboxField
        id={fieldId('newsletter')}
        label={t('profile.newsletterOptIn')}
        checked={draft.newsletter}
        onChange={set('newsletter')}
      />
      <div className="account-form__buttons">
        <button type="submit" className="button" disabled={saving}>
          {t('profile.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('profile.cancelEdit')}
        </button>
      </div>
    </form>
  );
}
