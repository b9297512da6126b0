import type { ReactNode } from 'react';
import { Field, RequiredNote } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import type { ApiFailure } from '../lib/api.ts';
import { useTexts } from '../lib/i18n.ts';
import { ErrorNotice, StatusNotice } from '../shell/page.tsx';

/** Above a set-up form: its status line, `children`, the required-fields note and the API's refusal. */
export function SetupFormNotices({
  message,
  failure,
  children,
}: {
  message: string | null;
  failure: ApiFailure | undefined;
  children?: ReactNode;
}) {
  return (
    <>
      <StatusNotice message={message} />
      {children}
      <RequiredNote />
      <ErrorNotice error={failure} />
    </>
  );
}

/** A set-up form's submit button: "Saving…" while busy, "Save" for a stored item, else `createLabel`. */
export function SaveButton({
  busy,
  stored,
  createLabel,
}: {
  busy: boolean;
  stored: boolean;
  createLabel: string;
}) {
  const forms = useTexts(FORMS_TEXTS);
  return (
    <button type="submit" disabled={busy}>
      {busy ? forms.saving : stored ? forms.save : createLabel}
    </button>
  );
}

/** An item's code and name, side by side (the API's `code` and `name`). */
export function CodeNameFields({
  texts,
  code,
  name,
  onChange,
  errors,
}: {
  texts: { code: string; codeHint: string; name: string };
  code: string;
  name: string;
  onChange: (change: { code?: string; name?: string }) => void;
  errors: (field: string) => string[] | undefined;
}) {
  return (
    <div className="form-row">
      <Field label={texts.code} required hint={texts.codeHint} error={errors('code')}>
        {(c) => (
          <input
            {...c}
            maxLength={64}
            value={code}
            onChange={(e) => onChange({ code: e.currentTarget.value })}
          />
        )}
      </Field>
      <Field label={texts.name} required error={errors('name')}>
        {(c) => (
          <input
            {...c}
            maxLength={200}
            value={name}
            onChange={(e) => onChange({ name: e.currentTarget.value })}
          />
        )}
      </Field>
    </div>
  );
}

/** The API's words about a list field (`field` and everything under it), above its fieldset's entries. */
export function ListFieldError({ messages }: { messages: string[] | undefined }) {
  return messages ? <p className="field-error">{messages.join(' ')}</p> : null;
}

/** A labelled number input (kept as typed: the draft holds text, the body converts it). */
export function NumberField({
  label,
  required = false,
  hint,
  error,
  value,
  onChange,
  min,
  max,
  step,
}: {
  label: string;
  required?: boolean;
  hint?: string;
  error: string[] | undefined;
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  step?: number;
}) {
  return (
    <Field label={label} required={required} hint={hint} error={error}>
      {(c) => (
        <input
          {...c}
          type="number"
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}
