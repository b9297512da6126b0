import type { Locale } from '@yadori/contract/locales';
import type { StaffAbility, StaffRole } from '@yadori/contract/staff.constants';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { api, getToken, setToken, whenSignedOut } from './api.ts';
import { setLocale } from './i18n.ts';

/** `GET /staff/me` (decision 058). */
export interface StaffHotel {
  id: number;
  code: string;
  name: string;
  time_zone: string;
  currency: string;
}
export interface StaffMe {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  locale: Locale;
  brand: { id: number; code: string; name: string };
  hotels: StaffHotel[];
  abilities: StaffAbility[];
  totp_enabled: boolean;
}

interface SessionState {
  /** The signed-in account; null before sign-in (or once the session ended). */
  me: StaffMe | null;
  /** True while a stored session is being checked at start. */
  checking: boolean;
  signedIn(token: string, me: StaffMe): void;
  signOut(): Promise<void>;
  /** Reads /staff/me again (after a change to the account, its hotels or its language). */
  refresh(): Promise<void>;
  may(ability: StaffAbility): boolean;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [me, setMe] = useState<StaffMe | null>(null);
  const [checking, setChecking] = useState(() => getToken() !== null);

  const refresh = useCallback(async () => {
    const answer = await api<{ data: StaffMe }>('GET', '/me');
    setMe(answer.data);
  }, []);

  useEffect(() => {
    whenSignedOut(() => setMe(null));
    if (!getToken()) return;
    refresh()
      .then(() => undefined)
      .catch(() => setToken(null))
      .finally(() => setChecking(false));
  }, [refresh]);

  const value = useMemo<SessionState>(
    () => ({
      me,
      checking,
      signedIn(token, account) {
        setToken(token);
        setLocale(account.locale);
        setMe(account);
      },
      async signOut() {
        try {
          await api('DELETE', '/session');
        } catch {
          // Already over on the server: signed out here all the same.
        }
        setToken(null);
        setMe(null);
      },
      refresh,
      may: (ability) => me?.abilities.includes(ability) ?? false,
    }),
    [me, checking, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
