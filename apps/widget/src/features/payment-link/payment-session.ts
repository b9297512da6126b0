import { sessionStore } from '../../lib/safe-storage.ts';

const key = (paymentNumber: string) => `yadori_payment_session_${paymentNumber}`;

/**
 * The payments page's session per payment number (decision 060: handed out by GET, an hour), kept in
 * the tab so that after the 3-D Secure page or PayPal the same session goes on: the attempt under way
 * is that session's. Not a secret beyond the payment number itself, which is the guest's key.
 */
export const paymentSessions = {
  get: (paymentNumber: string): string | null => sessionStore.get(key(paymentNumber)),
  set: (paymentNumber: string, token: string): void => sessionStore.set(key(paymentNumber), token),
  remove: (paymentNumber: string): void => sessionStore.remove(key(paymentNumber)),
};
