import { type FormEvent, useState } from 'react';
import { useApi } from '../../app/widget-context.tsx';
import { PasswordField } from '../../shared/form-fields.tsx';
import { changePassword, errorCodeOf } from './account-api.ts';
import { type PasswordProblem, passwordProblems } from './account-rules.ts';
import { FormNotes } from './form-notes.tsx';
import type { AccountKey, AccountT } from './texts.ts';

const PROBLEM: Readonly<Record<PasswordProblem, AccountKey>> = {
  required: 'profile.errorRequired',
  tooShort: 'password.errorTooShort',
  weak: 'password.errorWeak',
  mismatch: 'password.errorMismatch',
};

/** The server's password refusals with their own sentence (spec §8: 1300 strength, 1302 recently used). */
const REFUSAL: Readonly<Record<number, AccountKey>> = {
  1300: 'password.error1300',
  1302: 'password.error1302',
};

type Field = 'current' | 'password' | 'confirmation';

/** The form's fields in their order, each with its texts. */
const FIELDS: ReadonlyArray<{
  name: Field;
  label: AccountKey;
  autoComplete: 'current-password' | 'new-password';
  hint?: AccountKey;
}> = [
  { name: 'current', label: 'password.current', autoComplete: 'current-password' },
  { name: 'password', label: 'password.new', autoComplete: 'new-password', hint: 'password.rules' },
  { name: 'confirmation', label: 'password.confirmation', autoComplete: 'new-password' },
];

/** Changing the password with the current one (password accounts only; spec §5 rules). */
export function PasswordChange({ hotelId, t }: { hotelId: number; t: AccountT }) {
  const api = useApi();
  const [values, setValues] = useState({ current: '', password: '', confirmation: '' });
  const [errors, setErrors] = useState<ReturnType<typeof passwordProblems>>({});
  const [refusal, setRefusal] = useState<{ field: 'current' | 'password' | null; text: string } | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = passwordProblems(values);
    setErrors(problems);
    setRefusal(null);
    setDone(false);
    const first = FIELDS.find((field) => problems[field.name]);
    if (first) {
      document.getElementById(`password-change-${first.name}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await changePassword(api, hotelId, {
        current_password: values.current,
        password: values.password,
        password_confirmation: values.confirmation,
      });
      setValues({ current: '', password: '', confirmation: '' });
      setDone(true);
    } catch (error) {
      const code = errorCodeOf(error);
      const key = code === null ? undefined : REFUSAL[code];
      setRefusal(
        key
          ? { field: 'password', text: t(key) }
          : { field: null, text: error instanceof Error ? error.message : String(error) },
      );
      document.getElementById(key ? 'password-change-password' : 'password-change-current')?.focus();
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (name: Field) => {
    const problem = errors[name];
    if (problem) return t(PROBLEM[problem]);
    return refusal?.field === name ? refusal.text : undefined;
  };

  return (
    <section className="account-section" aria-labelledby="password-heading">
      <h3 id="password-heading">{t('password.heading')}</h3>
      <FormNotes
        info={done ? t('password.changed') : null}
        error={refusal && refusal.field === null ? refusal.text : null}
      />
      <form className="account-form" onSubmit={submit} noValidate aria-labelledby="password-heading">
        {FIELDS.map((field) => (
          <PasswordField
            key={field.name}
            id={`password-change-${field.name}`}
            label={t(field.label)}
            autoComplete={field.autoComplete}
            hint={field.hint ? t(field.hint) : undefined}
            value={values[field.name]}
            onChange={set(field.name)}
            error={errorOf(field.name)}
          />
        ))}
        <div className="account-form__buttons">
          <button type="submit" className="button" disabled={busy}>
            {t('password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
