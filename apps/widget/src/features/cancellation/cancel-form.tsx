import { type GuestCancelReason, MAX_CHANGE_DETAILS_LENGTH } from '@yadori/contract/reservation.constants';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { Issue } from '../../shared/error-summary.tsx';
import { ErrorSummary } from '../../shared/error-summary.tsx';
import { GUEST_CANCEL_REASONS, REASON_LABEL } from './cancel-reasons.ts';

export const REASON_FIELD_ID = `cancel-reason-${GUEST_CANCEL_REASONS[0]}`;
export const DETAILS_FIELD_ID = 'cancel-details';

export interface CancelChoice {
  reason: GuestCancelReason;
  details: string;
}

/** The form's problems: a reason must be chosen, details stay within MAX_CHANGE_DETAILS_LENGTH. */
export function cancelFormIssues(
  reason: GuestCancelReason | '',
  details: string,
  t: ReturnType<typeof useI18n>['t'],
): Issue[] {
  const issues: Issue[] = [];
  if (reason === '')
    issues.push({
      id: REASON_FIELD_ID,
      label: t('cancel.reasonLegend'),
      message: t('cancel.reasonRequired'),
    });
  if (details.length > MAX_CHANGE_DETAILS_LENGTH)
    issues.push({
      id: DETAILS_FIELD_ID,
      label: t('cancel.details'),
      message: t('cancel.detailsTooLong', { max: MAX_CHANGE_DETAILS_LENGTH }),
    });
  return issues;
}

/** The optional details, with a live count against MAX_CHANGE_DETAILS_LENGTH. */
function DetailsField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useI18n();
  const id = DETAILS_FIELD_ID;
  const max = MAX_CHANGE_DETAILS_LENGTH;
  return (
    <div className={`gd-field${error ? ' gd-field--invalid' : ''}`}>
      <label htmlFor={id}>{t('cancel.details')}</label>
      <textarea
        id={id}
        name={id}
        value={value}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-count`} className={`gd-hint${value.length > max ? ' gd-error' : ''}`}>
        {t('cancel.detailsCount', { count: value.length, max })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="gd-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The reason (one of GUEST_CANCEL_REASONS), optional details and the confirm button; problems appear
 * after the first confirm, in a focused summary and under each field.
 */
export function CancelForm({
  feeText,
  busy,
  onConfirm,
}: {
  /** "What cancelling costs now" as the guest reads it; the button is described by it. */
  feeText: string;
  busy: boolean;
  onConfirm: (choice: CancelChoice) => void;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState<GuestCancelReason | ''>('');
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const issues = tried > 0 ? cancelFormIssues(reason, details, t) : [];
  const errorOf = (id: string) => issues.find((issue) => issue.id === id)?.message;

  useEffect(() => {
    if (tried > 0) summary.current?.focus();
  }, [tried]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (reason === '' || cancelFormIssues(reason, details, t).length > 0) {
      setTried((n) => n + 1);
      return;
    }
    onConfirm({ reason, details: details.trim() });
  };

  const reasonError = errorOf(REASON_FIELD_ID);
  return (
    <form className="booking-outcome__section cancel-form" onSubmit={submit} noValidate>
      <ErrorSummary ref={summary} issues={issues} blocking={[]} />
      <fieldset
        className={`gd-fieldset${reasonError ? ' gd-field--invalid' : ''}`}
        aria-describedby={reasonError ? 'cancel-reason-error' : undefined}
      >
        <legend>
          {t('cancel.reasonLegend')}
          <span aria-hidden="true"> *</span>
        </legend>
        {GUEST_CANCEL_REASONS.map((value) => (
          <div key={value} className="gd-check">
            <input
              id={`cancel-reason-${value}`}
              type="radio"
              name="cancel-reason"
              value={value}
              required
              checked={reason === value}
              aria-invalid={reasonError ? true : undefined}
              onChange={() => setReason(value)}
            />
            <label htmlFor={`cancel-reason-${value}`}>{t(REASON_LABEL[value])}</label>
          </div>
        ))}
        {reasonError ? (
          <p id="cancel-reason-error" className="gd-error">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <DetailsField value={details} error={errorOf(DETAILS_FIELD_ID)} onChange={setDetails} />
      <p id="cancel-fee-before-confirm" className="cancel-form__fee">
        {feeText}
      </p>
      <button
        type="submit"
        className="button"
        aria-describedby="cancel-fee-before-confirm"
        aria-disabled={busy ? true : undefined}
      >
        {busy ? t('cancel.submitting') : t('cancel.confirm')}
      </button>
    </form>
  );
}
