import { type ReactNode, useId } from 'react';
import { RequiredMark } from './field.tsx';

/**
 * A group of checkboxes sent under one request field (`name`), with its legend, hint and the API's
 * words about the field, and optionally a line under each choice that explains it (read out with the
 * checkbox). What is ticked is kept in the order of `options`, whatever order it was ticked in.
 * @example <CheckboxList legend={t.scopesLegend} hint={t.scopesHint} name="scopes" options={PARTNER_SCOPES} selected={scopes} onChange={setScopes} error={errors('scopes', true)} label={(s) => t.scope[s].name} />
 */
export function CheckboxList<Option extends string | number>({
  legend,
  hint,
  required = false,
  name,
  options,
  selected,
  onChange,
  error,
  label,
  detail,
}: {
  legend: string;
  hint: string;
  required?: boolean;
  name: string;
  options: readonly Option[];
  selected: readonly Option[];
  onChange: (selected: Option[]) => void;
  error: readonly string[] | undefined;
  label: (option: Option) => ReactNode;
  detail?: (option: Option) => ReactNode;
}) {
  const id = useId();
  const errorId = error && error.length > 0 ? `${id}-error` : undefined;
  const toggle = (option: Option, on: boolean) =>
    onChange(options.filter((each) => (each === option ? on : selected.includes(each))));
  // `hotel-choices` is the stylesheet's name for a checkbox group (the staff form's hotels came first).
  return (
    <fieldset aria-describedby={[errorId, `${id}-hint`].filter(Boolean).join(' ')} className="hotel-choices">
      <legend>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <small id={`${id}-hint`} className="muted">
        {hint}
      </small>
      {errorId ? (
        <p id={errorId} className="field-error">
          {error!.join(' ')}
        </p>
      ) : null}
      <ul className="plain-list">
        {options.map((option, index) => (
          <li key={option}>
            <label className="choice">
              <input
                type="checkbox"
                name={name}
                value={option}
                checked={selected.includes(option)}
                aria-invalid={errorId ? true : undefined}
                aria-describedby={detail ? `${id}-detail-${index}` : undefined}
                onChange={(event) => toggle(option, event.currentTarget.checked)}
              />
              {label(option)}
            </label>
            {detail ? (
              <div id={`${id}-detail-${index}`} className="choice-detail muted">
                {detail(option)}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
