import { useCallback, useEffect, useState } from 'react';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { logger } from '../../lib/logger.ts';
import { fetchPointBalance, type PointBalance } from './point-api.ts';

export interface PointBalanceState {
  /** The newest balance read for this member and hotel; kept while a reload runs. */
  balance: PointBalance | null;
  /** The last read failed (spec §8: a current-point failure is only logged). */
  failed: boolean;
  /** Reads the balance again (after an exchange, a booking). */
  reload: () => void;
}

/**
 * The signed-in member's points at `hotelId` (`GET point`), read again when the language changes or
 * `reload` is called; nothing is read while `hotelId` is null or nobody is signed in. Nothing is kept
 * outside the screen that uses it, so signing out leaves no point data behind (spec §4).
 */
export function usePointBalance(hotelId: number | null): PointBalanceState {
  const api = useApi();
  const { locale } = useI18n();
  const userId = useWidget((state) => state.user?.id ?? null);
  const owner = hotelId !== null && userId !== null ? `${userId}|${hotelId}` : null;
  const [revision, setRevision] = useState(0);
  const [state, setState] = useState<{ owner: string | null; balance: PointBalance | null; failed: boolean }>(
    { owner: null, balance: null, failed: false },
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `owner`, `locale` and `revision` name every read.
  useEffect(() => {
    if (owner === null || hotelId === null) return;
    let live = true;
    fetchPointBalance(api, hotelId).then(
      (balance) => live && setState({ owner, balance, failed: false }),
      (error: unknown) => {
        logger.warn('the point balance could not be read', { error: String(error) });
        if (live)
          setState((before) => ({
            owner,
            balance: before.owner === owner ? before.balance : null,
            failed: true,
          }));
      },
    );
    return () => {
      live = false;
    };
  }, [owner, locale, revision]);
  const reload = useCallback(() => setRevision((n) => n + 1), []);
  const mine = state.owner === owner && owner !== null;
  return { balance: mine ? state.balance : null, failed: mine && state.failed, reload };
}
