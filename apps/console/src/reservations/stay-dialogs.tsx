import { STAFF_RESERVATION_REFUSALS } from '@yadori/contract/staff-reservations.constants';
import type { StaffResendMailKind, StaffReservation } from '@yadori/contract/staff-reservations.schema';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Field, fieldErrors } from '../forms/field.tsx';
import { ApiFailure, api } from '../lib/api.ts';
import { formatMoney, useLocale, useTexts } from '../lib/i18n.ts';
import { PARTS_TEXTS } from '../parts/parts.texts.ts';
import { ErrorNotice } from '../shell/page.tsx';
import { inputStep, inputToMinor, minorToInput } from './money-input.ts';
import { RESERVATION_ACTIONS_TEXTS } from './reservation-actions.texts.ts';

/** What a dialog's form needs: the stay, its API address, and what to do once it went through. */
export interface StayActionProps {
  stay: StaffReservation;
  path: string;
  /** The account may charge another fee than the policy's (`payments.handle`). */
  mayChargeOtherFees: boolean;
  onDone: (message: string) => void;
  onDismiss: () => void;
  /** The stay changed under the console (409 version_conflict): read it again. */
  onStale: () => void;
}

/** Sends one action, keeping its refusal for the form. */
export function useStayAction(onStale: () => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  async function send<T>(call: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setFailure(undefined);
    try {
      return await call();
    } catch (error) {
      const refusal =
        error instanceof ApiFailure ? error : new ApiFailure(0, 'unknown', String(error), undefined, {}, {});
      setFailure(refusal);
      if (refusal.reason === STAFF_RESERVATION_REFUSALS.versionConflict) onStale();
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, setFailure, send };
}

export function DialogButtons({
  busy,
  confirm,
  dismiss,
  danger = false,
  onDismiss,
}: {
  busy: boolean;
  confirm: string;
  dismiss: string;
  danger?: boolean;
  onDismiss: () => void;
}) {
  const t = useTexts(RESERVATION_ACTIONS_TEXTS);
  return (
    <div className="button-row dialog-buttons">
      <button type="submit" className={danger ? 'button-danger' : undefined} disabled={busy}>
        {busy ? t.working : confirm}
      </button>
      <button type="button" className="button-secondary" onClick={onDismiss}>
        {dismiss}
      </button>
    </div>
  );
}

/** `POST …/no_show`: the fee starts at the policy's; another one only with `payments.handle`. */
export function NoShowForm({ stay, path, mayChargeOtherFees, onDone, onDismiss, onStale }: StayActionProps) {
  const t = useTexts(RESERVATION_ACTIONS_TEXTS);
  const parts = useTexts(PARTS_TEXTS);
  const locale = useLocale();
  const policyFee = stay.policy_fees.no_show ?? 0;
  const [fee, setFee] = useState(minorToInput(policyFee, stay.currency));
  const [feeProblem, setFeeProblem] = useState(false);
  const { busy, failure, send } = useStayAction(onStale);
  const errors = fieldErrors(failure);
  const policyText = t.policyFee(formatMoney(locale, policyFee, stay.currency));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = inputToMinor(fee, stay.currency);
    setFeeProblem(amount === null || amount > stay.total_price);
    if (amount === null || amount > stay.total_price) return;
    const answer = await send(() =>
      api('POST', `${path}/no_show`, {
        version: stay.version,
        // The policy's fee is the API's default; only another amount is sent.
        ...(amount === policyFee ? {} : { fee: amount }),
      }),
    );
    if (answer !== undefined) onDone(t.noShowDone);
  }

  const maxText = formatMoney(locale, stay.total_price, stay.currency);
  return (
    <form onSubmit={submit} noValidate>
      <ErrorNotice error={failure} />
      <p>{t.noShowIntro}</p>
      <Field
        label={t.noShowFee}
        required
        hint={
          mayChargeOtherFees
            ? `${policyText} ${t.amountHint(maxText)}`
            : `${policyText} ${t.feeNeedsPayments}`
        }
        error={feeProblem ? [t.amountHint(maxText)] : errors('fee')}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            name="fee"
            inputMode="decimal"
            min={0}
            step={inputStep(stay.currency)}
            readOnly={!mayChargeOtherFees}
            value={fee}
            onChange={(event) => setFee(event.currentTarget.value)}
          />
        )}
      </Field>
      <DialogButtons
        busy={busy}
        confirm={t.confirmNoShow}
        dismiss={parts.close}
        danger
        onDismiss={onDismiss}
      />
    </form>
  );
}

type FeeChoice = 'policy' | 'none' | 'amount';

function Choice({
  name,
  value,
  checked,
  onChange,
  describedBy,
  children,
}: {
  name: string;
  value: FeeChoice;
  checked: boolean;
  onChange: (value: FeeChoice) => void;
  describedBy?: string | undefined;
  children: ReactNode;
}) {
  return (
    <label className="field-inline choice">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        aria-describedby={describedBy}
        onChange={() => onChange(value)}
      />
      {children}
    </label>
  );
}

/**
 * `POST …/cancel`: at the policy's fee now, with no fee, or for an amount up to the total (the last
 * two with `payments.handle`), with the hotel's reason.
 */
export function CancelForm({ stay, path, mayChargeOtherFees, onDone, onDismiss, onStale }: StayActionProps) {
  const t = useTexts(RESERVATION_ACTIONS_TEXTS);
  const locale = useLocale();
  const id = useId();
  const policyFee = stay.policy_fees.cancellation ?? 0;
  const [choice, setChoice] = useState<FeeChoice>('policy');
  const [amount, setAmount] = useState(minorToInput(policyFee, stay.currency));
  const [amountProblem, setAmountProblem] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, failure, send } = useStayAction(onStale);
  const errors = fieldErrors(failure);
  const feeErrors = choice === 'amount' ? undefined : errors('fee');
  const feeErrorId = feeErrors ? `${id}-fee-error` : undefined;
  const maxText = formatMoney(locale, stay.total_price, stay.currency);

  async function submit(event: FormEvent) {
    event.preventDefault();
    let fee: number | 'policy' | 'none' = choice === 'amount' ? 0 : choice;
    if (choice === 'amount') {
      const minor = inputToMinor(amount, stay.currency);
      setAmountProblem(minor === null || minor > stay.total_price);
      if (minor === null || minor > stay.total_price) return;
      fee = minor;
    }
    const answer = await send(() =>
      api('POST', `${path}/cancel`, {
        fee,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        version: stay.version,
      }),
    );
    if (answer !== undefined) onDone(t.cancelDone);
  }

  return (
    <form onSubmit={submit} noValidate>
      <ErrorNotice error={failure} />
      <p>{t.cancelIntro}</p>
      <fieldset aria-describedby={feeErrorId}>
        <legend>{t.feeLegend}</legend>
        {feeErrorId ? (
          <p id={feeErrorId} className="field-error">
            {feeErrors!.join(' ')}
          </p>
        ) : null}
        <Choice name={`${id}-fee`} value="policy" checked={choice === 'policy'} onChange={setChoice}>
          {t.feePolicy(formatMoney(locale, policyFee, stay.currency))}
        </Choice>
        {mayChargeOtherFees ? (
          <>
            <Choice name={`${id}-fee`} value="none" checked={choice === 'none'} onChange={setChoice}>
              {t.feeNone}
            </Choice>
            <Choice name={`${id}-fee`} value="amount" checked={choice === 'amount'} onChange={setChoice}>
              {t.feeAmount}
            </Choice>
            {choice === 'amount' ? (
              <Field
                label={t.amount}
                required
                hint={t.amountHint(maxText)}
                error={amountProblem ? [t.amountHint(maxText)] : errors('fee')}
                className="choice-detail"
              >
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    name="amount"
                    inputMode="decimal"
                    min={0}
                    step={inputStep(stay.currency)}
                    value={amount}
                    onChange={(event) => setAmount(event.currentTarget.value)}
                  />
                )}
              </Field>
            ) : null}
          </>
        ) : (
          <p className="muted">{t.feeNeedsPayments}</p>
        )}
      </fieldset>
      <Field label={t.reason} hint={t.reasonHint} error={errors('reason')}>
        {(control) => (
          <textarea
            {...control}
            name="reason"
            rows={2}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        )}
      </Field>
      <DialogButtons
        busy={busy}
        confirm={t.confirmCancel}
        dismiss={t.keepReservation}
        danger
        onDismiss={onDismiss}
      />
    </form>
  );
}

/** `POST …/resend_mail`: the guest's confirmation or cancellation mail once more. */
export function ResendForm({
  stay,
  path,
  kind,
  onDone,
  onDismiss,
  onStale,
}: StayActionProps & { kind: StaffResendMailKind }) {
  const t = useTexts(RESERVATION_ACTIONS_TEXTS);
  const parts = useTexts(PARTS_TEXTS);
  const { busy, failure, send } = useStayAction(onStale);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await send(() =>
      api<{ data: { kind: StaffResendMailKind; email: string } }>('POST', `${path}/resend_mail`, { kind }),
    );
    if (answer) onDone(t.sent(answer.data.email));
  }

  return (
    <form onSubmit={submit}>
      <ErrorNotice error={failure} />
      <p>{t.resendBody(stay.email)}</p>
      <DialogButtons busy={busy} confirm={t.send} dismiss={parts.close} onDismiss={onDismiss} />
    </form>
  );
}
