import type { WhoamiUser } from '@yadori/contract/session.schema';
import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import { bookingDetailsFromSelection, selectionCoupon } from '../booking-state/booking-from-selection.ts';
import {
  type BookingStore,
  bookingStore,
  setCoupon,
  startBooking,
  updateGuest,
} from '../booking-state/booking-store.ts';
import type { Guest } from '../booking-state/booking-types.ts';
import { searchResultsStore } from '../search-results/results-store.ts';
import { criteriaOf, criteriaParamsOf, effectiveQuery } from '../search-results/search-request.ts';

/**
 * Brings the results page's chosen rooms into the booking (spec section 7: "stored as
 * bookingDetails, guest kept"). Without chosen rooms in memory (a reload, the way back from 3-D
 * Secure) the booking kept in the tab stays as it is. Returns whether a booking exists.
 */
export function handOverSelection(
  settings: BookingWidgetSettings,
  query: string,
  store: BookingStore = bookingStore,
  results = searchResultsStore.get(),
): boolean {
  const kept = store.get().bookingDetails;
  if (results.selected.length > 0) {
    const criteria = criteriaOf(effectiveQuery(query), settings);
    const details = bookingDetailsFromSelection({
      hotel: { id: settings.hotel_id, code: settings.hotel_code, currency: settings.currency },
      criteria,
      searchParams: criteriaParamsOf(criteria),
      selected: results.selected,
      data: results.data,
      resultsQuery: query,
      parties: results.chosenFor,
    });
    const fresh = kept?.selectionKey !== details.selectionKey;
    startBooking(store, details);
    // Rooms priced with the search's coupon keep it (and the price check asks with it).
    if (fresh) setCoupon(store, selectionCoupon(results.data, results.selected));
    // A new booking starts the promotions box as the brand sets it.
    if (fresh && kept === null) {
      const consent = settings.hotel_brand.email_consent_setting;
      updateGuest(store, { promotionsOptIn: consent.enabled && consent.default_checked });
    }
    return true;
  }
  return kept !== null && kept.hotelId === settings.hotel_id && kept.rooms.length > 0;
}

/** What the guest form takes from a member: whoami's name and email, /user/me's kana and phone too. */
export type MemberForGuest = Pick<WhoamiUser, 'first_name' | 'last_name' | 'email'> & {
  first_name_kana?: string | null;
  last_name_kana?: string | null;
  phone?: string | null;
};

/**
 * A signed-in member's details fill the guest fields still blank. Japanese stay names take hiragana,
 * so there the member's kana names are the stay name and the name goes to the kanji name.
 */
export function prefillFromMember(
  user: MemberForGuest | null,
  locale: string,
  store: BookingStore = bookingStore,
): void {
  if (!user) return;
  const guest = store.get().guest;
  const patch: Partial<Guest> = {};
  const fill = (field: keyof Omit<Guest, 'promotionsOptIn' | 'gender'>, value: string | null | undefined) => {
    if (guest[field].trim() === '' && value && value.trim() !== '') patch[field] = value;
  };
  if (locale === 'ja') {
    fill('kanjiFirstName', user.first_name);
    fill('kanjiLastName', user.last_name);
    fill('firstName', user.first_name_kana);
    fill('lastName', user.last_name_kana);
  } else {
    fill('firstName', user.first_name);
    fill('lastName', user.last_name);
  }
  fill('email', user.email);
  fill('emailConfirmation', user.email);
  fill('phone', user.phone);
  if (Object.keys(patch).length > 0) updateGuest(store, patch);
}
