import { type FormEvent, useEffect, useId, useState } from 'react';
import { useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { TextField } from '../../shared/form-fields.tsx';
import { formatMoney } from '../../shared/format-money.ts';
import {
  type BookingStore,
  fitSpendingPoints,
  resetPoints,
  setSpendingPoints,
  useBooking,
} from '../booking-state/booking-store.ts';
import { pointProblemText } from '../member-points/point-messages.ts';
import {
  checkPoints,
  formatPoints,
  largestAmount,
  parsePoints,
  pointNaming,
  smallestAmount,
} from '../member-points/point-rules.ts';
import { usePointBalance } from '../member-points/use-point-balance.ts';
import './spend-points.css';
import { usePointTexts } from '../member-points/use-point-texts.ts';

const AMOUNT_ID = 'spend-points-amount';

/**
 * Points on the payment step (spec §3 booking state points, §4, §5): a signed-in member whose brand
 * programme they may use chooses points in the programme's steps, from its minimum, at most the
 * balance and the price (checked here as the server checks them, 2401's words included); the total
 * and tax above follow; "do not use points" resets spending and adjust to 0. When the price or the
 * balance falls below the points chosen, they come down to what is allowed and the guest is told.
 * Nothing shows for a guest, a brand without points, or a member who may not use them (spec §6).
 */
export function SpendPoints({
  store,
  hotelId,
  total,
  currency,
}: {
  store: BookingStore;
  hotelId: number;
  /** The stay's price before points (what may be paid with them at most). */
  total: number;
  currency: string;
}) {
  const { locale, t: main } = useI18n();
  const signedIn = useWidget((state) => state.user !== null);
  const brandProgram = useWidget((state) => state.settings?.hotel_brand.point_program ?? null);
  const wanted = signedIn && brandProgram !== null;
  const { balance } = usePointBalance(wanted ? hotelId : null);
  const pt = usePointTexts(wanted);
  const points = useBooking((s) => s.points, store);
  const [amount, setAmount] = useState(
    points.selectedSpendingPoint > 0 ? String(points.selectedSpendingPoint) : '',
  );
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();

  const program = balance?.program_enabled ? balance.program : null;
  const usable = program !== null && program.currency === currency;
  const available = balance?.total_point ?? 0;
  const most = usable ? largestAmount(program, available, total) : 0;

  // The field shows the points in use when they change from outside it (brought down, reset elsewhere).
  useEffect(() => {
    setAmount(points.selectedSpendingPoint > 0 ? String(points.selectedSpendingPoint) : '');
  }, [points.selectedSpendingPoint]);

  // The price or the balance moved below the points chosen: they come down to what is allowed. Signed
  // out meanwhile: no points go with the booking.
  useEffect(() => {
    if (!wanted && points.selectedSpendingPoint > 0) resetPoints(store);
    else if (balance && points.selectedSpendingPoint > most) fitSpendingPoints(store, most);
  }, [wanted, balance, most, points.selectedSpendingPoint, store]);

  if (!wanted || !pt || !usable) return null;
  const name = pointNaming(locale, main('menu.points'), program, brandProgram);
  const n = (value: number) => formatPoints(value, locale);
  const money = (value: number) => formatMoney(value, currency, locale);
  const chosen = points.selectedSpendingPoint;

  const apply = (text: string) => {
    const problem = checkPoints(text, program, available, total);
    if (problem) {
      setError(pointProblemText(problem, pt, { name, locale, purpose: 'spend', money }));
      document.getElementById(AMOUNT_ID)?.focus();
      return;
    }
    setError(undefined);
    const value = parsePoints(text) as number;
    setAmount(String(value));
    setSpendingPoints(store, value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(amount);
  };

  return (
    <section className="payment-points" aria-labelledby={headingId} data-testid="spend-points">
      <h2 id={headingId} className="payment-points__title">
        {pt('spend.heading', { name })}
      </h2>
      <p>
        {pt('spend.balance', { points: n(available) })}{' '}
        {pt('spend.rule', {
          minimum: n(smallestAmount(program)),
          increment: n(program.spending_increment),
          one: money(1),
        })}
      </p>
      {most === 0 && chosen === 0 ? (
        <p className="payment-method__note">{pt('spend.tooFew', { minimum: n(smallestAmount(program)) })}</p>
      ) : (
        <form className="payment-points__form" onSubmit={submit} noValidate>
          <TextField
            id={AMOUNT_ID}
            label={pt('spend.amount')}
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={setAmount}
            error={error}
          />
          <div className="payment-points__buttons">
            <button type="submit" className="button">
              {pt('spend.apply')}
            </button>
            {most > 0 && most !== chosen ? (
              <button type="button" className="button button--secondary" onClick={() => apply(String(most))}>
                {pt('spend.useMost', { points: n(most) })}
              </button>
            ) : null}
            {chosen > 0 ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  resetPoints(store);
                  setAmount('');
                  setError(undefined);
                }}
              >
                {pt('spend.reset')}
              </button>
            ) : null}
          </div>
        </form>
      )}
      <p className="payment-points__status" role="status" data-testid="spend-points-status">
        {chosen > 0 ? pt('spend.applied', { points: n(chosen), amount: money(chosen) }) : ''}
        {chosen > 0 && points.adjustPoint > 0
          ? ` ${pt('spend.adjusted', { points: n(points.adjustPoint) })}`
          : ''}
      </p>
    </section>
  );
}

/**
 * Spec §5: with nothing left to pay a card method cannot go on. Said above the methods, whose card
 * ones are then turned off: pay at the hotel instead, or use fewer points when the plans take cards only.
 */
export function PointsCoverAllNote({ otherMethod }: { otherMethod: boolean }) {
  const pt = usePointTexts(true);
  if (!pt) return null;
  return (
    <p
      className={`payment-note ${otherMethod ? 'payment-note--info' : 'payment-note--warning'}`}
      role="note"
      data-testid="points-cover-all"
    >
      {pt(otherMethod ? 'spend.totalZero' : 'spend.totalZeroNoOther')}
    </p>
  );
}
