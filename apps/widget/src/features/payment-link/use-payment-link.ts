import type { Transaction } from '@yadori/contract/payment-links.schema';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { browser, leaveForChallenge } from '../payment/browser.ts';
import { type Action, noticeOf, type PageNotice, type PageState, takeReturnMarker } from './page-state.ts';
import { gatewayUrl, payPalReturnUrl, threeDSecureReturnUrl } from './payment-link-addresses.ts';
import { paymentSessions } from './payment-session.ts';
import { watchPayPalWindow } from './paypal-window.ts';
import { payTransaction, readTransaction, refusalOf, updateTransaction } from './transaction-api.ts';

/**
 * The payments page's calls and state (decision 060): GET with the tab's session of the link, POST to
 * pay by card or start PayPal, PUT after the 3-D Secure page or PayPal. Every refusal of a POST or PUT
 * re-reads the link, so the page shows what the server holds, with the reason above it.
 */
export function usePaymentLink(paymentNumber: string, hotelId: number) {
  const api = useApi();
  const { locale } = useI18n();
  const [state, setState] = useState<PageState>({ phase: 'loading', tx: null, notice: null });
  const current = useRef(state);
  current.current = state;
  const live = useRef(true);
  const started = useRef<string | null>(null);
  // The PUT the address asked for, kept until it got an answer (a network failure retries it).
  const pending = useRef<Action | null>(null);
  const popup = useRef<Window | null>(null);
  const stopWatch = useRef<(() => void) | null>(null);
  const n = paymentNumber;

  const set = (next: Partial<PageState>) => {
    if (live.current) setState((previous) => ({ ...previous, ...next }));
  };
  const sessionOf = (tx: Transaction | null) => tx?.session?.token ?? paymentSessions.get(n);
  const show = (tx: Transaction, notice: PageNotice | null = null) => {
    if (tx.session) paymentSessions.set(n, tx.session.token);
    set({ phase: 'ready', tx, notice });
  };

  /** Reads the link again (same session) and shows it with `notice`; `fallback` if the read fails. */
  async function refresh(notice: PageNotice | null, fallback: Transaction | null): Promise<void> {
    try {
      show(await readTransaction(api, hotelId, n, paymentSessions.get(n)), notice);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.kind === 'not-found') set({ phase: 'not-found' });
      else if (fallback) set({ phase: 'ready', tx: fallback, notice: notice ?? noticeOf(refusal) });
      else set({ phase: 'load-failed', notice: noticeOf(refusal) });
    }
  }

  /** A refused POST or PUT; answers whether the card was declined (the form then empties the card). */
  async function refused(error: unknown, tx: Transaction | null): Promise<'declined' | 'refused'> {
    const refusal = refusalOf(error);
    if (refusal.kind === 'expired') {
      paymentSessions.remove(n);
      set({ phase: 'expired', notice: null });
    } else if (refusal.kind === 'not-found') set({ phase: 'not-found' });
    else if (refusal.kind === 'network')
      set({ phase: tx ? 'ready' : 'load-failed', notice: { kind: 'network' } });
    else await refresh(noticeOf(refusal), tx);
    return refusal.kind === 'declined' ? 'declined' : 'refused';
  }

  /** PUT `action` with the tab's session: after 3-D Secure or PayPal, or to drop the attempt. */
  async function finish(action: Action, notice: PageNotice | null): Promise<void> {
    const tx = current.current.tx;
    const session = sessionOf(tx);
    if (!session) {
      pending.current = null;
      await refresh(null, tx);
      return;
    }
    set({ phase: 'completing', notice: null });
    try {
      const done = await updateTransaction(api, hotelId, n, { session, action });
      pending.current = null;
      show(done, action === 'cancel' ? notice : null);
    } catch (error) {
      if (refusalOf(error).kind !== 'network') pending.current = null;
      await refused(error, tx);
    }
  }

  /** The first view, a retry, a reload: the PUT the address asked for, else GET. */
  async function start(): Promise<void> {
    if (pending.current) {
      await finish(pending.current, { kind: 'text', key: 'payPal.cancelled' });
      return;
    }
    set({ phase: 'loading', notice: null });
    try {
      show(await readTransaction(api, hotelId, n, paymentSessions.get(n)));
    } catch (error) {
      const refusal = refusalOf(error);
      set(
        refusal.kind === 'not-found'
          ? { phase: 'not-found' }
          : { phase: 'load-failed', notice: noticeOf(refusal) },
      );
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per payment number (StrictMode too).
  useEffect(() => {
    live.current = true;
    if (started.current !== n) {
      started.current = n;
      pending.current = takeReturnMarker();
      void start();
    }
    return () => {
      live.current = false;
      stopWatch.current?.();
      stopWatch.current = null;
    };
  }, [n]);

  /** PayPal's approval page, in `win` (a popup opened at the click) or else in this window. */
  function goToPayPal(tx: Transaction, address: string, win: Window | null): void {
    const url = gatewayUrl(address);
    if (!url) {
      win?.close();
      show(tx, { kind: 'network' });
      return;
    }
    if (!win) {
      set({ phase: 'leaving', tx });
      browser.assign(url);
      return;
    }
    win.location.href = url;
    popup.current = win;
    set({ phase: 'paypal', tx, notice: null });
    stopWatch.current?.();
    stopWatch.current = watchPayPalWindow(win, n, {
      result: (result) => {
        stopWatch.current = null;
        void finish(result === 'approved' ? 'complete' : 'cancel', { kind: 'text', key: 'payPal.cancelled' });
      },
      // Closed without an answer (yet): the link as it stands, with a way back to PayPal or another way.
      closed: () => {
        if (current.current.phase === 'paypal') void refresh({ kind: 'text', key: 'payPal.closed' }, tx);
      },
    });
  }

  return {
    state,

    /** Pay with a card token of the hosted fields; 3-D Secure leaves this page and comes back. */
    async payByCard(cardToken: string): Promise<'declined' | 'refused' | 'sent'> {
      const tx = current.current.tx;
      const session = sessionOf(tx);
      if (!tx || !session) return 'refused';
      set({ phase: 'paying', notice: null });
      try {
        const next = await payTransaction(api, hotelId, n, {
          session,
          method: 'credit_card',
          card_token: cardToken,
          return_url: threeDSecureReturnUrl(n),
        });
        const challenge =
          next.next_action?.type === 'three_d_secure' ? gatewayUrl(next.next_action.url) : null;
        if (challenge) {
          if (next.session) paymentSessions.set(n, next.session.token);
          set({ phase: 'leaving', tx: next, notice: null });
          leaveForChallenge(challenge);
        } else show(next);
        return 'sent';
      } catch (error) {
        return refused(error, tx);
      }
    },

    /** Start PayPal: `win` is the window opened at the click (null when the browser blocked it). */
    async payWithPayPal(win: Window | null): Promise<void> {
      const tx = current.current.tx;
      const session = sessionOf(tx);
      if (!tx || !session) {
        win?.close();
        return;
      }
      set({ phase: 'paying', notice: null });
      const options = { popup: win !== null, locale };
      try {
        const next = await payTransaction(api, hotelId, n, {
          session,
          method: 'paypal',
          return_url: payPalReturnUrl(n, 'approved', options),
          cancel_url: payPalReturnUrl(n, 'cancelled', options),
        });
        if (next.next_action?.type === 'paypal_approval') goToPayPal(next, next.next_action.url, win);
        else {
          win?.close();
          show(next);
        }
      } catch (error) {
        win?.close();
        await refused(error, tx);
      }
    },

    /** Back to the attempt under way: the 3-D Secure page, or PayPal (`win` opened at the click). */
    continueAttempt(win: Window | null): void {
      const tx = current.current.tx;
      const next = tx?.next_action;
      if (!tx || !next) {
        win?.close();
        return;
      }
      if (next.type === 'paypal_approval') {
        goToPayPal(tx, next.url, win);
        return;
      }
      win?.close();
      const url = gatewayUrl(next.url);
      if (url) {
        set({ phase: 'leaving' });
        leaveForChallenge(url);
      }
    },

    /** Drop the attempt under way (PayPal left, 3-D Secure not wanted): the link stays payable. */
    dropAttempt(): void {
      stopWatch.current?.();
      stopWatch.current = null;
      popup.current?.close();
      popup.current = null;
      const payPal = current.current.tx?.next_action?.type === 'paypal_approval';
      void finish('cancel', payPal ? { kind: 'text', key: 'payPal.cancelled' } : null);
    },

    /** The card fields gave no token, or the card cannot pay this amount online. */
    refuseCard(reason: string | number): void {
      set({ notice: { kind: 'card', reason } });
    },

    /** Spec §4: the hour passed; a fresh session of the same link (never a new link or payment). */
    reload(): void {
      paymentSessions.remove(n);
      pending.current = null;
      void start();
    },

    retry(): void {
      void start();
    },
  };
}

export type PaymentLinkControls = ReturnType<typeof usePaymentLink>;
