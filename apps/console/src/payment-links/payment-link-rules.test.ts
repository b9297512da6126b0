import { describe, expect, it } from 'vitest';
import {
  createBody,
  emptyDraft,
  lastAttemptDeclined,
  listQuery,
  operationsFor,
  pageCount,
} from './payment-link-rules.ts';

const manager = { handle: true, refund: true };
const frontDesk = { handle: true, refund: false };
const reader = { handle: false, refund: false };

describe('what staff may do with a payment link', () => {
  it('sends again (with an e-mail) and cancels an unpaid link', () => {
    expect(operationsFor({ status: 'unpaid', guest_email: 'g@example.com' }, manager)).toEqual([
      'send',
      'cancel',
    ]);
    expect(operationsFor({ status: 'unpaid', guest_email: null }, manager)).toEqual(['cancel']);
    expect(operationsFor({ status: 'unpaid', guest_email: 'g@example.com' }, reader)).toEqual([]);
  });

  it('completes a paid link, and refunds it only with payments.handle', () => {
    expect(operationsFor({ status: 'paid', guest_email: null }, manager)).toEqual(['complete', 'refund']);
    expect(operationsFor({ status: 'paid', guest_email: null }, frontDesk)).toEqual(['complete']);
  });

  it('offers nothing once a link is closed', () => {
    for (const status of ['completed', 'refunded', 'cancelled'] as const) {
      expect(operationsFor({ status, guest_email: 'g@example.com' }, manager), status).toEqual([]);
    }
  });

  it('tells a declined last attempt only while the link is unpaid', () => {
    expect(lastAttemptDeclined({ status: 'unpaid', last_error_code: 3204 })).toBe(true);
    expect(lastAttemptDeclined({ status: 'unpaid', last_error_code: null })).toBe(false);
    expect(lastAttemptDeclined({ status: 'paid', last_error_code: 3204 })).toBe(false);
  });
});

describe('the new link form', () => {
  it('sends the amount in minor units and leaves empty fields to the stay', () => {
    expect(createBody({ ...emptyDraft('ab12cd34'), amount: '12000' }, 'JPY')).toEqual({
      amount: 12000,
      purpose: 'balance',
      reservation_number: 'AB12CD34',
      send_email: true,
    });
    expect(
      createBody(
        {
          ...emptyDraft(),
          amount: '12.5',
          description: '  Late check-out  ',
          guestName: 'Hanako Yamada',
          guestEmail: 'hanako@example.com',
          locale: 'en',
          sendEmail: false,
        },
        'USD',
      ),
    ).toEqual({
      amount: 1250,
      purpose: 'other',
      description: 'Late check-out',
      guest_name: 'Hanako Yamada',
      guest_email: 'hanako@example.com',
      locale: 'en',
      send_email: false,
    });
  });

  it('refuses an amount the currency cannot be asked for', () => {
    for (const amount of ['', '0', '-5', '12.5', 'abc']) {
      expect(createBody({ ...emptyDraft(), amount }, 'JPY'), amount).toBeNull();
    }
  });
});

describe('the list in the address', () => {
  it('keeps the filters given and the page after the first', () => {
    expect(listQuery(new URLSearchParams('status=paid&q=%20Yamada%20&other=1'), 2)).toBe(
      'status=paid&q=Yamada&page=2',
    );
    expect(listQuery(new URLSearchParams('status=&q='))).toBe('');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
