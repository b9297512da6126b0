import { GIFT_CODE_VALID_DAYS } from '@yadori/contract/points.constants';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useApi } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { TextField } from '../../shared/form-fields.tsx';
import {
  exchangeForGiftCode,
  type IssuedGiftCode,
  newExchangeKey,
  type PointProgram,
} from '../member-points/point-api.ts';
import { exchangeFailureText, pointProblemText } from '../member-points/point-messages.ts';
import { checkPoints, formatPoints, parsePoints, smallestAmount } from '../member-points/point-rules.ts';
import type { PointT } from '../member-points/texts.ts';
import { useHotelDay } from './hotel-day.ts';
import { ModalDialog } from './modal-dialog.tsx';

const AMOUNT_ID = 'point-exchange-amount';

/**
 * The point-exchange dialog (spec §2, §5): the amount is checked as the server would (the programme's
 * steps, at most the balance: 2401's words), then `POST point_exchanges` issues a gift code valid 180
 * days, shown here with its last day. A provider that is down (3202/3502) spends nothing and says so.
 * The same amount sent again after a lost answer reuses its Idempotency-Key, so it never buys two codes.
 */
export function PointExchangeDialog({
  hotelId,
  program,
  available,
  name,
  pt,
  onClose,
  onExchanged,
  returnFocus,
}: {
  hotelId: number;
  program: PointProgram;
  available: number;
  name: string;
  pt: PointT;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
  onExchanged: (issued: IssuedGiftCode) => void;
}) {
  const api = useApi();
  const { locale } = useI18n();
  const day = useHotelDay();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<IssuedGiftCode | null>(null);
  const attempt = useRef<{ amount: number; key: string } | null>(null);
  const result = useRef<HTMLDivElement>(null);
  const n = (points: number) => formatPoints(points, locale);

  useEffect(() => {
    if (issued) result.current?.focus();
  }, [issued]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const problem = checkPoints(amount, program, available);
    if (problem) {
      setError(pointProblemText(problem, pt, { name, locale, purpose: 'exchange' }));
      document.getElementById(AMOUNT_ID)?.focus();
      return;
    }
    setError(undefined);
    const points = parsePoints(amount) as number;
    if (attempt.current?.amount !== points) attempt.current = { amount: points, key: newExchangeKey() };
    setBusy(true);
    try {
      const code = await exchangeForGiftCode(api, hotelId, points, attempt.current.key);
      attempt.current = null;
      setIssued(code);
      onExchanged(code);
    } catch (caught) {
      setFailure(exchangeFailureText(caught, pt));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      title={issued ? pt('exchange.doneTitle') : pt('exchange.title', { name })}
      description={
        issued
          ? undefined
          : pt('exchange.explain', {
              available: n(available),
              minimum: n(smallestAmount(program)),
              increment: n(program.spending_increment),
              days: GIFT_CODE_VALID_DAYS,
            })
      }
      onClose={onClose}
      returnFocus={returnFocus}
      testId="point-exchange-dialog"
    >
      {issued ? (
        <div className="points-issued" ref={result} tabIndex={-1}>
          <p>{pt('exchange.done', { points: n(issued.amount) })}</p>
          <p className="points-code points-code--issued" data-testid="issued-gift-code" translate="no">
            {issued.code}
          </p>
          <p data-testid="issued-gift-code-expiry">
            {pt('exchange.validUntil', { date: day(issued.expires_at) })}
          </p>
          <p>{pt('exchange.remaining', { points: n(issued.remaining_point) })}</p>
          <p className="account-note">{pt('exchange.keepCode')}</p>
          <div className="account-form__buttons">
            <button type="button" className="button" onClick={onClose}>
              {pt('exchange.close')}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <TextField
            id={AMOUNT_ID}
            label={pt('exchange.amount')}
            inputMode="numeric"
            autoComplete="off"
            required
            value={amount}
            onChange={setAmount}
            error={error}
          />
          {failure ? (
            <p className="payment-note payment-note--error" role="alert" data-testid="point-exchange-failure">
              {failure}
            </p>
          ) : null}
          <div className="account-form__buttons">
            <button type="submit" className="button" disabled={busy}>
              {busy ? pt('exchange.submitting') : pt('exchange.submit')}
            </button>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {pt('exchange.cancel')}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
