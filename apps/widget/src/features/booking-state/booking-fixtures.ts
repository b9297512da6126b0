import type { BookingDetails, BookingRoom } from './booking-types.ts';

/** Test fixtures: a booking of one double room for two nights at Hanami Tokyo. */
export function bookingRoom(key: string, patch: Partial<BookingRoom> = {}): BookingRoom {
  return {
    key,
    roomTypeCode: 'DBL',
    roomTypeName: 'Double',
    roomPlanCode: 'DBL-RO',
    roomPlanName: 'Room only',
    type: 'rooms',
    party: { adults: 2, children: 0, kidsTiers: [], kidsAges: [], adultCompanion: 0, kidTierACompanion: 0 },
    salePrice: 20000,
    tax: 1800,
    accommodationTax: 0,
    paymentMethods: ['on_site', 'credit_card'],
    depositPercent: 0,
    inclusiveExtraIds: [],
    guest: { firstName: '', lastName: '' },
    scrapeIds: [],
    promotionID: null,
    ...patch,
  };
}

export function bookingDetails(patch: Partial<BookingDetails> = {}): BookingDetails {
  return {
    hotelId: 1,
    hotelCode: 'hanami-tokyo',
    currency: 'JPY',
    checkin: '2027-01-10',
    checkout: '2027-01-12',
    nights: 2,
    isDayUse: false,
    rooms: [bookingRoom('room-1')],
    searchParams: { checkin_date: '2027-01-10', checkout_date: '2027-01-12', search_type: 'dated' },
    resultsQuery: 'code=hanami-tokyo',
    selectionKey: 'selection-a',
    priced: false,
    ...patch,
  };
}
