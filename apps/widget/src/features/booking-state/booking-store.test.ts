import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../lib/safe-storage.ts';
import { bookingDetails } from './booking-fixtures.ts';
import {
  BOOKING_STORAGE_KEY,
  clearBooking,
  createBookingStore,
  fitSpendingPoints,
  resetPoints,
  setAnswer,
  setApplyingAfterCoupon,
  setExtra,
  setRoomGuest,
  setSpendingPoints,
  setUpdateMode,
  setUpdateSetting,
  startBooking,
  updateGuest,
  updatePayment,
} from './booking-store.ts';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

describe('booking store', () => {
  it('keeps the booking in session storage so a reload (or the 3-D Secure trip) finds it', () => {
    const storage = memoryStorage();
    const store = createBookingStore(storage);
    startBooking(store, bookingDetails());
    updateGuest(store, { firstName: 'Hana', email: 'hana@example.com' });
    updatePayment(store, { idempotencyKey: 'k-1' });

    const reloaded = createBookingStore(storage);
    expect(reloaded.get().bookingDetails?.rooms).toHaveLength(1);
    expect(reloaded.get().guest.firstName).toBe('Hana');
    expect(reloaded.get().payment).toEqual({ idempotencyKey: 'k-1' });
  });

  it('keeps answers and room guests for the same selection, and only the guest for another one', () => {
    const store = createBookingStore(memoryStorage());
    startBooking(store, bookingDetails());
    updateGuest(store, { lastName: 'Sato' });
    setRoomGuest(store, 'room-1', { firstName: 'Ken', lastName: 'Ito' });
    setAnswer(store, { questionId: 1, source: 'hotel', questionType: 'free', text: 'Late arrival' });
    setExtra(store, { extraId: 5, quantity: 1, price: 1000, priceWithTax: 1000, tax: 90, deliveryDates: [] });

    startBooking(store, bookingDetails());
    expect(store.get().bookingDetails?.rooms[0]?.guest).toEqual({ firstName: 'Ken', lastName: 'Ito' });
    expect(Object.keys(store.get().answers)).toEqual(['hotel:1']);

    startBooking(store, bookingDetails({ selectionKey: 'selection-b' }));
    expect(store.get().guest.lastName).toBe('Sato');
    expect(store.get().answers).toEqual({});
    expect(store.get().selectedExtras).toEqual({});
    expect(store.get().bookingDetails?.rooms[0]?.guest).toEqual({ firstName: '', lastName: '' });
  });

  it('drops an extra set to quantity 0', () => {
    const store = createBookingStore(memoryStorage());
    setExtra(store, { extraId: 5, quantity: 2, price: 1000, priceWithTax: 1000, tax: 90, deliveryDates: [] });
    setExtra(store, { extraId: 5, quantity: 0, price: 1000, priceWithTax: 1000, tax: 90, deliveryDates: [] });
    expect(store.get().selectedExtras).toEqual({});
  });

  it('forgets everything once the booking is cleared', () => {
    const storage = memoryStorage();
    const store = createBookingStore(storage);
    startBooking(store, bookingDetails());
    clearBooking(store);
    expect(storage.data.has(BOOKING_STORAGE_KEY)).toBe(false);
    expect(createBookingStore(storage).get().bookingDetails).toBeNull();
  });

  it('ignores a stored booking it cannot read', () => {
    const storage = memoryStorage();
    storage.set(BOOKING_STORAGE_KEY, '{not json');
    expect(createBookingStore(storage).get().bookingDetails).toBeNull();
  });

  it('turning update mode off also clears the applying-after-coupon flag and the update setting (spec section 4)', () => {
    const store = createBookingStore(memoryStorage());
    setUpdateMode(store, true);
    setUpdateSetting(store, { is_active: true, updatable: true, reason: null });
    setApplyingAfterCoupon(store, true);
    expect(store.get()).toMatchObject({ isUpdateMode: true, isApplyingAfterCoupon: true });
    setUpdateMode(store, false);
    expect(store.get()).toMatchObject({
      isUpdateMode: false,
      isApplyingAfterCoupon: false,
      updateSetting: null,
    });
  });

  it('keeps the points chosen, brings them down when the price falls below them, and resets both to 0 (spec §4)', () => {
    const store = createBookingStore(memoryStorage());
    setSpendingPoints(store, 3000);
    expect(store.get().points).toEqual({ selectedSpendingPoint: 3000, adjustPoint: 0 });
    fitSpendingPoints(store, 5000);
    expect(store.get().points).toEqual({ selectedSpendingPoint: 3000, adjustPoint: 0 });
    fitSpendingPoints(store, 2200);
    expect(store.get().points).toEqual({ selectedSpendingPoint: 2200, adjustPoint: 800 });
    resetPoints(store);
    expect(store.get().points).toEqual({ selectedSpendingPoint: 0, adjustPoint: 0 });
  });
});
