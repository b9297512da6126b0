import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { moneyOutcome } from './cancel-result.tsx';
import { cancellableFixture } from './cancel-test-kit.ts';

const t = createTranslator(en);
beforeEach(() => i18n.use('en', en));

const cancelledWith = (fee: number, payment: Partial<ReturnType<typeof cancellableFixture>['payment']>) =>
  cancellableFixture({
    status: 'cancelled',
    cancellation_fee: fee,
    payment: { ...cancellableFixture().payment, ...payment },
  });

describe('moneyOutcome', () => {
  it('says a released card hold charged nothing', () => {
    expect(moneyOutcome(cancelledWith(0, { method: 'credit_card', state: 'voided' }), t, 'en')).toEqual([
      en['cancel.resultVoided'],
      en['cancel.resultNoFee'],
    ]);
  });

  it('says how much of an authorisation was taken as the fee', () => {
    const lines = moneyOutcome(
      cancelledWith(6000, { method: 'credit_card', state: 'captured', captured_amount: 6000 }),
      t,
      'en',
    );
    expect(lines).toEqual(['¥6,000 has been charged to your card as the cancellation fee.']);
  });

  it('says what was refunded and what was kept of a charged card', () => {
    const lines = moneyOutcome(
      cancelledWith(6000, {
        method: 'credit_card_full',
        state: 'partially_refunded',
        captured_amount: 20000,
        refunded_amount: 14000,
      }),
      t,
      'en',
    );
    expect(lines[0]).toBe('¥14,000 has been refunded to your card; ¥6,000 was kept as the cancellation fee.');
    expect(lines).toContain(en['cancel.resultRefundNote']);
  });

  it('says the hotel settles a fee of a stay paid at the hotel', () => {
    expect(moneyOutcome(cancelledWith(6000, { state: 'pay_at_hotel' }), t, 'en')).toEqual([
      'The hotel will contact you about paying the cancellation fee of ¥6,000.',
    ]);
    expect(moneyOutcome(cancelledWith(0, { state: 'pay_at_hotel' }), t, 'en')).toEqual([
      en['cancel.resultNoFee'],
    ]);
  });
});
