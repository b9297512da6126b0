import { describe, expect, it } from 'vitest';
import { reservationBodyParts } from './booking-body.ts';
import { bookingDetails, bookingRoom } from './booking-fixtures.ts';
import { emptyGuest, initialBookingState } from './booking-store.ts';
import type { BookingState } from './booking-types.ts';

const state = (patch: Partial<BookingState> = {}): BookingState => ({
  ...initialBookingState(),
  bookingDetails: bookingDetails({
    rooms: [bookingRoom('room-1'), bookingRoom('room-2', { guest: { firstName: 'Ken', lastName: 'Ito' } })],
    searchParams: { mode: 'secret', promo_code: 'SPRING' },
  }),
  guest: {
    ...emptyGuest(),
    firstName: 'はな',
    lastName: 'さとう',
    kanjiFirstName: '花',
    kanjiLastName: '佐藤',
    email: 'hana@example.com',
    emailConfirmation: 'hana@example.com',
    phone: '0312345678',
    prefecture: '東京都',
  },
  termsAccepted: true,
  ...patch,
});

describe('reservationBodyParts', () => {
  it('gives the rooms with their party, guest and price, and the guest with kana and kanji', () => {
    const body = reservationBodyParts(state(), 'ja');
    expect(body.rooms).toHaveLength(2);
    expect(body.rooms[0]).toMatchObject({
      room_type_code: 'DBL',
      adults: 2,
      sale_price: 20000,
      guest: undefined,
    });
    expect(body.rooms[1]?.guest).toEqual({ first_name: 'Ken', last_name: 'Ito' });
    expect(body.guest).toMatchObject({
      first_name: 'はな',
      last_name: 'さとう',
      kana_first_name: 'はな',
      kanji_name: '佐藤 花',
      full_name: 'さとう はな',
      address: { prefecture: '東京都' },
      is_booking_for_someone_else: false,
    });
    expect(body).toMatchObject({
      mode: 'secret',
      promo_code: 'SPRING',
      total_price: 40000,
      terms_accepted: true,
    });
  });

  it('sends extras with their delivery dates and answers with room indexes', () => {
    const body = reservationBodyParts(
      state({
        selectedExtras: {
          '7': {
            extraId: 7,
            quantity: 2,
            price: 1000,
            priceWithTax: 4000,
            tax: 360,
            deliveryDates: ['2027-01-10', '2027-01-11'],
          },
        },
        answers: {
          'hotel:3': {
            questionId: 3,
            source: 'hotel',
            questionType: 'people_per_room',
            rooms: [{ roomKey: 'room-2', adults: 2, menCount: 1, womenCount: 1 }],
          },
          'hotel:4': {
            questionId: 4,
            source: 'hotel',
            questionType: 'file',
            attachments: [{ id: 'a1', name: 'p.pdf', size: 3 }],
          },
        },
      }),
      'en',
    );
    expect(body.extras).toEqual([
      {
        extra_id: 7,
        quantity: 4,
        normalized_delivery_times: [
          { delivered_at: '2027-01-10', quantity: 2 },
          { delivered_at: '2027-01-11', quantity: 2 },
        ],
        answer: undefined,
        price: 4000,
      },
    ]);
    expect(body.answers?.[0]?.rooms?.[0]).toMatchObject({ room_index: 1, men_count: 1, women_count: 1 });
    expect(body.answers?.[1]?.file_attachment_ids).toEqual(['a1']);
    expect(body.total_price).toBe(44000);
  });
});

describe('reservationBodyParts: searched_rooms (decision 026)', () => {
  it('sends the searched parties beside the rooms, and none for a booking kept from before', () => {
    const family = {
      adults: 2,
      children: 1,
      kidsTiers: ['A'],
      kidsAges: [],
      adultCompanion: 0,
      kidTierACompanion: 1,
    };
    const details = bookingDetails({ searchedRooms: [bookingRoom('room-1').party, family] });
    expect(reservationBodyParts(state({ bookingDetails: details }), 'en').searched_rooms).toEqual([
      {
        adults: 2,
        children: 0,
        kids_tiers: [],
        kids_age_range: [],
        adult_companion: 0,
        kid_tier_A_companion: 0,
      },
      {
        adults: 2,
        children: 1,
        kids_tiers: ['A'],
        kids_age_range: [],
        adult_companion: 0,
        kid_tier_A_companion: 1,
      },
    ]);
    expect(reservationBodyParts(state(), 'en').searched_rooms).toBeUndefined();
  });

  it('sends the points the member chose as spending_point, the price before them as total_price', () => {
    const body = reservationBodyParts(
      state({ points: { selectedSpendingPoint: 3000, adjustPoint: 0 } }),
      'en',
    );
    expect(body).toMatchObject({ spending_point: 3000, total_price: 40000 });
    expect(reservationBodyParts(state(), 'en').spending_point).toBeUndefined();
  });
});
