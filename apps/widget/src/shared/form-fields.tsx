import type { ChangeEvent, ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n.ts';

/** Field id → the error text shown next to it (and in the summary). */
export type ShownErrors = Readonly<Record<string, string>>;

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

function FieldFrame({ id, label, required, hint, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={`gd-field${error ? ' gd-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="gd-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="gd-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="gd-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled text input whose hint and error are tied to it (aria-describedby, aria-invalid).
 * `whileTyping` rewrites what is typed (not while an IME is composing: the guest's candidate text
 * stays theirs until it is committed); `onBlur` receives the value when the field is left.
 */
export function TextField({
  value,
  onChange,
  whileTyping,
  onBlur,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  lang,
  ...field
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  whileTyping?: (value: string) => string;
  onBlur?: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'date' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  lang?: string;
}) {
  const typed = (raw: string, composing: boolean) =>
    onChange(whileTyping && !composing ? whileTyping(raw) : raw);
  return (
    <FieldFrame {...field}>
      <input
        id={field.id}
        name={field.id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        lang={lang}
        required={field.required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.id, field.hint, field.error)}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          typed(event.target.value, (event.nativeEvent as InputEvent).isComposing === true)
        }
        onCompositionEnd={whileTyping ? (event) => typed(event.currentTarget.value, false) : undefined}
        onBlur={onBlur ? (event) => onBlur(event.currentTarget.value) : undefined}
      />
    </FieldFrame>
  );
}

/** A required password input, taken as typed (member sign-in and sign-up, the account's changes). */
export function PasswordField(
  field: Omit<FieldProps, 'required'> & {
    value: string;
    onChange: (value: string) => void;
    autoComplete: 'current-password' | 'new-password';
    maxLength?: number;
  },
) {
  return <TextField {...field} type="password" required />;
}

/** A labelled select with a "Choose" first option. */
export function SelectField({
  value,
  onChange,
  options,
  autoComplete,
  ...field
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  autoComplete?: string;
}) {
  const { t } = useI18n();
  return (
    <FieldFrame {...field}>
      <select
        id={field.id}
        name={field.id}
        value={value}
        autoComplete={autoComplete}
        required={field.required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.id, field.hint, field.error)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('guestDetail.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A multi-line text input with a live character count. */
export function TextAreaField({
  value,
  onChange,
  maxLength,
  ...field
}: FieldProps & { value: string; onChange: (value: string) => void; maxLength: number }) {
  const { t } = useI18n();
  const countId = `${field.id}-count`;
  return (
    <FieldFrame {...field}>
      <textarea
        id={field.id}
        name={field.id}
        value={value}
        rows={3}
        required={field.required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={[describedBy(field.id, field.hint, field.error), countId].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={countId} className={`gd-hint${value.length > maxLength ? ' gd-error' : ''}`}>
        {t('guestDetail.textCount', { count: value.length })}
      </p>
    </FieldFrame>
  );
}

/** A checkbox with its label after it; the error sits under it. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  error,
  required,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  required?: boolean;
}) {
  return (
    <div className={`gd-check${error ? ' gd-field--invalid' : ''}`}>
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={checked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={`${id}-error`} className="gd-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
