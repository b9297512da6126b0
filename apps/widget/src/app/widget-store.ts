import type { MemberProfile } from '@yadori/contract/membership.schema';
import type { WhoamiUser } from '@yadori/contract/session.schema';
import type { BookingWidgetSettings, LoginWidget } from '@yadori/contract/settings.schema';
import type { StartQuery } from '../features/address/start-query.ts';
import type { MessageKey } from '../i18n/catalog.ts';
import { createStore, type Store } from '../lib/create-store.ts';

/** A global banner message: our own text by key, or a server error's title and message. */
export type Notice =
  | { id: number; kind: 'error' | 'info'; messageKey: MessageKey }
  | { id: number; kind: 'error'; title: string; message?: string };

type NewNotice = Notice extends infer N ? (N extends unknown ? Omit<N, 'id'> : never) : never;

export interface WidgetState {
  /** Spec section 4: false until start-up ends; a spinner shows until then. */
  initArrived: boolean;
  startQuery: StartQuery;
  settings: BookingWidgetSettings | null;
  loginWidget: LoginWidget | null;
  user: WhoamiUser | null;
  /**
   * The signed-in member's companions (spec section 3) as the host page was last told them (spec
   * section 4); null until then, and again after logout.
   */
  companions: Pick<MemberProfile, 'adult_companion' | 'kid_companion'> | null;
  notices: readonly Notice[];
  /**
   * Changing an existing reservation (results page with current_reservation): the login menu hides
   * (spec section 2). Set by the results screen, cleared when it is left.
   */
  updateMode: boolean;
}

export type WidgetStore = Store<WidgetState>;

export function createWidgetStore(startQuery: StartQuery): WidgetStore {
  return createStore<WidgetState>({
    initArrived: false,
    startQuery,
    settings: null,
    loginWidget: null,
    user: null,
    companions: null,
    notices: [],
    updateMode: false,
  });
}

let nextNoticeId = 1;
const noticeKey = (n: NewNotice) =>
  'messageKey' in n ? `${n.kind}:${n.messageKey}` : `${n.kind}:${n.title}:${n.message ?? ''}`;

/** Shows a global banner message (the same message is not stacked twice). */
export function addNotice(store: WidgetStore, notice: NewNotice): void {
  const key = noticeKey(notice);
  store.update((state) =>
    state.notices.some((n) => noticeKey(n) === key)
      ? {}
      : { notices: [...state.notices, { ...notice, id: nextNoticeId++ } as Notice] },
  );
}

export function dismissNotice(store: WidgetStore, id: number): void {
  store.update((state) => ({ notices: state.notices.filter((n) => n.id !== id) }));
}

/** Runs `action` once init has arrived: now, or as soon as it does (host messages wait for it). */
export function whenInitArrived(store: WidgetStore, action: () => void): void {
  if (store.get().initArrived) {
    action();
    return;
  }
  const unsubscribe = store.subscribe(() => {
    if (!store.get().initArrived) return;
    unsubscribe();
    action();
  });
}
