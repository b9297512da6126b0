import { type ReactElement, type ReactNode, useId } from 'react';
import type { ApiFailure } from '../lib/api.ts';
import { useTexts } from '../lib/i18n.ts';
import { FORMS_TEXTS } from './forms.texts.ts';

/** What a form control gets from its field: its id, and its error and hint wired for assistive technology. */
export interface ControlProps {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form control with its required marker (a visible `*` the accessible name leaves out; the
 * control says `required` itself), an optional hint and the API's words about the field.
 * @example <Field label={t.name} required error={errors('name')}>{(c) => <input {...c} />}</Field>
 */
export function Field({
  label,
  required = false,
  hint,
  error,
  className,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  hint?: string | undefined;
  error?: readonly string[] | undefined;
  className?: string;
  children: (control: ControlProps) => ReactElement;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error && error.length > 0 ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        required,
        'aria-invalid': errorId ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? <small id={hintId}>{hint}</small> : null}
      {errorId ? (
        <p id={errorId} className="field-error">
          {error!.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox with its label after it, and the API's words about it. */
export function CheckboxField({
  label,
  checked,
  onChange,
  error,
  disabled,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: readonly string[] | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const errorId = error && error.length > 0 ? `${id}-error` : undefined;
  return (
    <div className="field field-check">
      <span className="field-inline">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </span>
      {errorId ? (
        <p id={errorId} className="field-error">
          {error!.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** The visible `*` of a required field. */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      {' *'}
    </span>
  );
}

/** The line above a form that says what `*` means. */
export function RequiredNote() {
  const t = useTexts(FORMS_TEXTS);
  return <p className="muted required-note">{t.requiredNote}</p>;
}

/**
 * The API's words about the request field `name` (`a.b`, `a[0].b`), and about the fields under it when
 * `nested` is set; undefined when it said nothing.
 */
export function fieldErrors(failure: ApiFailure | undefined) {
  return (name: string, nested = false): string[] | undefined => {
    if (!failure) return undefined;
    const found = Object.entries(failure.fields).flatMap(([field, messages]) =>
      field === name || (nested && (field.startsWith(`${name}.`) || field.startsWith(`${name}[`)))
        ? messages
        : [],
    );
    return found.length > 0 ? found : undefined;
  };
}

/** A number input's value: undefined when empty, else the number. */
export function numberOrUndefined(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value);
}
