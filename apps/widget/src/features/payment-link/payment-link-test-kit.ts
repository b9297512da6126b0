import { cleanup } from '@testing-library/react';
import type { Transaction } from '@yadori/contract/payment-links.schema';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en as main } from '../../i18n/locales/en.ts';
import { paymentLinkTexts } from './texts.ts';

// What the payment-link screens' tests share: a link, the fake API's answers and refusals, the set-up.

export const NUMBER = 'PL0123456789ABCDEFGHJK';
export const SESSION = '0b6f9f9e-6f1d-4b8e-9d55-3c1f1c0e2a11';
export const FRESH_SESSION = '7d0c3d55-2a4e-4c44-8f7b-1a2b3c4d5e6f';
export const TX_PATH = `/hotels/1/tripla_pay/transactions/${NUMBER}`;
export const SESSION_KEY = `yadori_payment_session_${NUMBER}`;

/** An unpaid link of Hanami Tokyo for ¥12,000 (balance of stay AB23CD45EF), payable by card or PayPal. */
export function transaction(patch: Partial<Transaction> = {}): Transaction {
  return {
    payment_number: NUMBER,
    hotel: { id: 1, code: 'hanami-tokyo', name: 'Hanami Tokyo' },
    amount: 12000,
    currency: 'JPY',
    purpose: 'balance',
    description: 'Room service and minibar',
    reservation_number: 'AB23CD45EF',
    guest_name: 'Hanako Yamada',
    status: 'unpaid',
    error_code: null,
    methods: ['credit_card', 'paypal'],
    card_brands: ['visa', 'master'],
    paid_with: null,
    paid_at: null,
    refunded_at: null,
    session: { token: SESSION, expires_at: '2026-12-01T13:00:00Z' },
    next_action: null,
    ...patch,
  };
}

/** A paid link as the session that paid it reads it. */
export const paidTransaction = (patch: Partial<Transaction> = {}) =>
  transaction({
    status: 'paid',
    session: null,
    paid_with: { method: 'credit_card', brand: 'visa', last4: '1111' },
    paid_at: '2026-12-01T03:04:00Z',
    ...patch,
  });

/** A refusal with a spec §8 code, as the API client reads it. */
export function refusal(status: number, code: number, message = `refused ${code}`): ApiError {
  return new ApiError({
    title: `HTTP ${status}`,
    status,
    message,
    errors: [{ title: `HTTP ${status}`, status, code, details: { code, base: [{ error: message }] } }],
  });
}

/** The page's tests start in English on the link's page with empty storage, and clean up after. */
export function preparePaymentLinkTests(path = `/payments/${NUMBER}?code=hanami-tokyo`) {
  beforeAll(() => paymentLinkTexts.load('en'));
  beforeEach(() => {
    i18n.use('en', main);
    setNavigationMode('history');
    history.replaceState(null, '', path);
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}
