import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import type { KeyValueStorage } from '../../lib/safe-storage.ts';
import { bookingDetails } from '../booking-state/booking-fixtures.ts';
import {
  createBookingStore,
  setTermsAccepted,
  startBooking,
  updateGuest,
} from '../booking-state/booking-store.ts';
import type { BookingDetails } from '../booking-state/booking-types.ts';
import { GATEWAY_MESSAGE_SOURCE } from './hosted-card-fields.tsx';

// What the payment step's component tests (payment-step, spend-points, member-card-choice) set up alike.

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

/** A booking at the payment step: `details` (the fixture's otherwise), the guest filled in, the terms accepted. */
export function bookingToPay(details: Partial<BookingDetails> = {}) {
  const store = createBookingStore(memoryStorage());
  startBooking(store, bookingDetails(details));
  updateGuest(store, {
    firstName: 'Hanako',
    lastName: 'Yamada',
    email: 'hanako@example.com',
    emailConfirmation: 'hanako@example.com',
    phone: '+81312345678',
  });
  setTermsAccepted(store, true);
  return store;
}

/**
 * Answers the token requests of the card frame titled `title` (the card fields, or a saved card's
 * security code) as the gateway's page would: each request gets `reply` back. Returns the requests.
 */
export function answerFrame(title: string, reply: Record<string, unknown>) {
  const frame = screen.getByTitle(title) as HTMLIFrameElement;
  const target = frame.contentWindow as Window;
  const requests: unknown[] = [];
  vi.spyOn(target, 'postMessage').mockImplementation((message: unknown) => {
    requests.push(message);
    const id = (message as { request_id?: string }).request_id;
    if (id === undefined) return;
    setTimeout(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: GATEWAY_MESSAGE_SOURCE, request_id: id, ...reply },
          origin: window.location.origin,
          source: target,
        }),
      ),
    );
  });
  return requests;
}

/** The payment step's tests start in English on the guest-detail address with empty storage, and clean up after. */
export function preparePaymentStepTests() {
  beforeEach(() => {
    i18n.use('en', en);
    setNavigationMode('history');
    history.replaceState(null, '', '/reservation/guest-detail?code=hanami-tokyo');
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}
