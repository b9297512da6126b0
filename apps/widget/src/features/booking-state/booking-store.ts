import { createStore, type Store, useStore } from '../../lib/create-store.ts';
import { type KeyValueStorage, sessionStore } from '../../lib/safe-storage.ts';
import type {
  AppliedCoupon,
  BookingDetails,
  BookingRoom,
  BookingState,
  BookingStep,
  Guest,
  QuestionAnswer,
  RoomGuest,
  SelectedExtra,
  UpdateSetting,
} from './booking-types.ts';

export type * from './booking-types.ts';

/** sessionStorage key: the booking lives for the tab, so a reload and the 3-D Secure trip keep it. */
export const BOOKING_STORAGE_KEY = 'yadori_booking';
const STORAGE_VERSION = 1;

export const emptyGuest = (): Guest => ({
  firstName: '',
  lastName: '',
  kanjiFirstName: '',
  kanjiLastName: '',
  email: '',
  emailConfirmation: '',
  phone: '',
  gender: '',
  dateOfBirth: '',
  nationality: '',
  occupation: '',
  country: '',
  postcode: '',
  prefecture: '',
  city: '',
  address: '',
  building: '',
  promotionsOptIn: false,
});

export const initialBookingState = (): BookingState => ({
  bookingDetails: null,
  guest: emptyGuest(),
  answers: {},
  selectedExtras: {},
  coupon: null,
  points: { selectedSpendingPoint: 0, adjustPoint: 0 },
  termsAccepted: false,
  currentStep: 'guest-details',
  uploadingAttachments: 0,
  payment: null,
  updateSetting: null,
  isUpdateMode: false,
  isApplyingAfterCoupon: false,
});

export type BookingStore = Store<BookingState>;

function readStored(storage: KeyValueStorage): BookingState | null {
  const raw = storage.get(BOOKING_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { v?: number; state?: BookingState };
    if (parsed.v !== STORAGE_VERSION || !parsed.state) return null;
    // Uploads in flight did not survive the reload.
    return { ...initialBookingState(), ...parsed.state, uploadingAttachments: 0 };
  } catch {
    return null;
  }
}

/** A booking store kept in `storage` (sessionStorage by default) on every change. */
export function createBookingStore(storage: KeyValueStorage = sessionStore): BookingStore {
  const store = createStore<BookingState>(readStored(storage) ?? initialBookingState());
  store.subscribe(() => {
    const state = store.get();
    if (state.bookingDetails === null) storage.remove(BOOKING_STORAGE_KEY);
    else storage.set(BOOKING_STORAGE_KEY, JSON.stringify({ v: STORAGE_VERSION, state }));
  });
  return store;
}

/** The tab's booking (guest detail and payment steps read and write it). */
export const bookingStore: BookingStore = createBookingStore();

/** A slice of the booking state; re-renders when it changes (the selector must return a stable value). */
export function useBooking<S>(selector: (state: BookingState) => S, store: BookingStore = bookingStore): S {
  return useStore(store, selector);
}

/**
 * Starts (or restarts) a booking for `details`. The same selection keeps everything typed; another
 * selection keeps the guest (spec section 7: "guest kept") and drops what belonged to the old rooms.
 */
export function startBooking(store: BookingStore, details: BookingDetails): void {
  store.update((state) => {
    if (state.bookingDetails?.selectionKey === details.selectionKey) {
      return {
        bookingDetails: { ...details, rooms: keepRoomGuests(state.bookingDetails.rooms, details.rooms) },
      };
    }
    return {
      ...initialBookingState(),
      bookingDetails: details,
      guest: state.guest,
    };
  });
}

function keepRoomGuests(previous: readonly BookingRoom[], next: readonly BookingRoom[]): BookingRoom[] {
  return next.map((room) => {
    const before = previous.find((p) => p.key === room.key);
    return before ? { ...room, guest: before.guest } : room;
  });
}

/** Replaces the prices of the rooms (after `/rooms/price`), by room key. */
export function setRoomPrices(
  store: BookingStore,
  prices: ReadonlyArray<
    Pick<BookingRoom, 'key' | 'salePrice' | 'tax' | 'accommodationTax'> & Partial<BookingRoom>
  >,
): void {
  store.update((state) => {
    const details = state.bookingDetails;
    if (!details) return {};
    const rooms = details.rooms.map((room) => {
      const price = prices.find((p) => p.key === room.key);
      return price ? { ...room, ...price, guest: room.guest } : room;
    });
    return { bookingDetails: { ...details, rooms, priced: true } };
  });
}

export function updateGuest(store: BookingStore, patch: Partial<Guest>): void {
  store.update((state) => ({ guest: { ...state.guest, ...patch } }));
}

/** Sets who stays in one room (spec: per-room guests). */
export function setRoomGuest(store: BookingStore, roomKey: string, patch: Partial<RoomGuest>): void {
  store.update((state) => {
    const details = state.bookingDetails;
    if (!details) return {};
    const rooms = details.rooms.map((room) =>
      room.key === roomKey ? { ...room, guest: { ...room.guest, ...patch } } : room,
    );
    return { bookingDetails: { ...details, rooms } };
  });
}

/** Answer keys: hotel and brand questions have separate id spaces. */
export const answerKey = (source: QuestionAnswer['source'], questionId: number) => `${source}:${questionId}`;

export function setAnswer(store: BookingStore, answer: QuestionAnswer): void {
  store.update((state) => ({
    answers: { ...state.answers, [answerKey(answer.source, answer.questionId)]: answer },
  }));
}

export function removeAnswer(
  store: BookingStore,
  source: QuestionAnswer['source'],
  questionId: number,
): void {
  store.update((state) => {
    const { [answerKey(source, questionId)]: _removed, ...rest } = state.answers;
    return { answers: rest };
  });
}

/** Sets (quantity > 0) or removes (quantity 0) an extra. */
export function setExtra(store: BookingStore, extra: SelectedExtra): void {
  store.update((state) => {
    const { [String(extra.extraId)]: _old, ...rest } = state.selectedExtras;
    return { selectedExtras: extra.quantity > 0 ? { ...rest, [String(extra.extraId)]: extra } : rest };
  });
}

export function setCoupon(store: BookingStore, coupon: AppliedCoupon | null): void {
  store.update({ coupon });
}

export function setTermsAccepted(store: BookingStore, termsAccepted: boolean): void {
  store.update({ termsAccepted });
}

export function setCurrentStep(store: BookingStore, currentStep: BookingStep): void {
  store.update({ currentStep });
}

/** Spec section 4: resetting points sets spending and adjust to 0. */
export function resetPoints(store: BookingStore): void {
  store.update({ points: { selectedSpendingPoint: 0, adjustPoint: 0 } });
}

/** The points the member chose to spend on this booking (spec §3 selectedSpendingPoint). */
export function setSpendingPoints(store: BookingStore, points: number): void {
  store.update({ points: { selectedSpendingPoint: Math.max(0, Math.trunc(points)), adjustPoint: 0 } });
}

/**
 * The price or the balance moved below the points chosen: they come down to `most` (the largest amount
 * still allowed) and `adjustPoint` keeps how many were taken off, so the guest can be told.
 */
export function fitSpendingPoints(store: BookingStore, most: number): void {
  store.update((state) => {
    const chosen = state.points.selectedSpendingPoint;
    if (chosen <= most) return {};
    return { points: { selectedSpendingPoint: most, adjustPoint: state.points.adjustPoint + chosen - most } };
  });
}

export function changeUploading(store: BookingStore, delta: 1 | -1): void {
  store.update((state) => ({ uploadingAttachments: Math.max(0, state.uploadingAttachments + delta) }));
}

/** The payment step's own data (W2), merged into what is there. */
export function updatePayment(store: BookingStore, patch: Readonly<Record<string, unknown>>): void {
  store.update((state) => ({ payment: { ...(state.payment ?? {}), ...patch } }));
}

/** Spec section 4: update mode on or off; turning it off also clears the applying-after-coupon flag. */
export function setUpdateMode(store: BookingStore, isUpdateMode: boolean): void {
  store.update(
    isUpdateMode ? { isUpdateMode } : { isUpdateMode, isApplyingAfterCoupon: false, updateSetting: null },
  );
}

export function setUpdateSetting(store: BookingStore, updateSetting: UpdateSetting | null): void {
  store.update({ updateSetting });
}

export function setApplyingAfterCoupon(store: BookingStore, isApplyingAfterCoupon: boolean): void {
  store.update({ isApplyingAfterCoupon });
}

/** Ends the booking (after confirmation): nothing of it stays in the tab. */
export function clearBooking(store: BookingStore): void {
  store.update(initialBookingState());
}
