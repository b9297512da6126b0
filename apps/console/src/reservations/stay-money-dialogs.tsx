import type { StaffMoneyOperation } from '@yadori/contract/staff-reservations.schema';
import { type FormEvent, useState } from 'react';
import { Field, fieldErrors } from '../forms/field.tsx';
import { api } from '../lib/api.ts';
import { formatMoney, useLocale, useTexts } from '../lib/i18n.ts';
import { PARTS_TEXTS } from '../parts/parts.texts.ts';
import { ErrorNotice } from '../shell/page.tsx';
import { inputStep, inputToMinor, minorToInput } from './money-input.ts';
import { STAY_CHANGE_TEXTS } from './stay-change.texts.ts';
import { DialogButtons, type StayActionProps, useStayAction } from './stay-dialogs.tsx';

/**
 * `POST …/capture` and `POST …/refund` (payments.handle): an amount up to what the stay's card money
 * allows now — a capture starts at the whole authorisation (the rest is released), a refund is typed.
 */
export function MoneyForm({
  stay,
  path,
  operation,
  onDone,
  onDismiss,
  onStale,
}: StayActionProps & { operation: StaffMoneyOperation }) {
  const t = useTexts(STAY_CHANGE_TEXTS);
  const parts = useTexts(PARTS_TEXTS);
  const locale = useLocale();
  const max = (operation === 'capture' ? stay.card_money.capturable : stay.card_money.refundable) ?? 0;
  const [amount, setAmount] = useState(operation === 'capture' ? minorToInput(max, stay.currency) : '');
  const [problem, setProblem] = useState(false);
  const { busy, failure, send } = useStayAction(onStale);
  const errors = fieldErrors(failure);
  const maxText = formatMoney(locale, max, stay.currency);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const minor = inputToMinor(amount, stay.currency);
    const wrong = minor === null || minor <= 0 || minor > max;
    setProblem(wrong);
    if (wrong) return;
    const answer = await send(() =>
      api('POST', `${path}/${operation}`, { amount: minor, version: stay.version }),
    );
    if (answer !== undefined) onDone(operation === 'capture' ? t.captureDone : t.refundDone);
  }

  return (
    <form onSubmit={submit} noValidate>
      <ErrorNotice error={failure} />
      <p>{operation === 'capture' ? t.captureIntro : t.refundIntro}</p>
      <Field
        label={t.amount}
        required
        hint={operation === 'capture' ? t.captureHint(maxText) : t.refundHint(maxText)}
        error={problem ? [t.amountProblem(maxText)] : errors('amount')}
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
      <DialogButtons
        busy={busy}
        confirm={operation === 'capture' ? t.confirmCapture : t.confirmRefund}
        dismiss={parts.close}
        danger={operation === 'refund'}
        onDismiss={onDismiss}
      />
    </form>
  );
}
