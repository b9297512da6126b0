import type { AdditionalQuestion } from '@yadori/contract/additional-questions.schema';
import type { Extra } from '@yadori/contract/extras.schema';
import type { RoomPlanOffer } from '@yadori/contract/search.schema';
import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import { ApiError } from '../../api/api-error.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { initialSearchResultsState, searchResultsStore } from '../search-results/results-store.ts';
import { offerFixture, roomFixture, searchDataFixture } from '../search-results/search-fixtures.ts';
import type { SelectedRoom } from '../search-results/selected-rooms.ts';
import { type FakeCall, fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { GuestDetailScreen } from './guest-detail-screen.tsx';

export const START =
  '/reservation/guest-detail?code=hanami-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2';

export function questionFixture(overrides: Partial<AdditionalQuestion> = {}): AdditionalQuestion {
  return {
    id: 1,
    hotel_id: 1,
    hotel_brand_id: null,
    question_type: 'free',
    answer_type: 'text',
    name: 'Anything we should know?',
    description: '',
    required: false,
    per_room: false,
    multiple: false,
    options: [],
    labels: ['all_users'],
    settings: { started_at: null },
    translations_attributes: [],
    ...overrides,
  };
}

export function extraFixture(overrides: Partial<Extra> = {}): Extra {
  return {
    id: 7,
    code: 'BF',
    extra_type: 'generic',
    name: 'Breakfast',
    description: 'Japanese breakfast',
    translations_attributes: [],
    price: 2_000,
    tax: 180,
    min_quantity: 1,
    max_quantity: 4,
    booking_available_dates: ['2026-12-10', '2026-12-11'],
    prices: [
      { date: '2026-12-10', price: 2_000, tax: 180, inventory: 10 },
      { date: '2026-12-11', price: 2_500, tax: 220, inventory: 10 },
    ],
    ...overrides,
  };
}

const selectedOf = (offer: RoomPlanOffer, roomTypeCode: string, quantity: number): SelectedRoom => ({
  roomTypeCode,
  roomPlanCode: offer.room_plan_code,
  numberOfAdults: offer.matched_search_criteria.adults_count,
  numberOfChildren: offer.matched_search_criteria.children_count,
  quantity,
  type: 'rooms',
  salePrice: offer.total_price,
  tax: offer.tax,
  scrapeIds: [],
  promotionID: null,
  couponCode: null,
});

/** Chooses `quantity` rooms of one double-room offer on the results page (what Continue hands over). */
export function chooseOnResults(quantity = 1, offer = offerFixture()) {
  const room = roomFixture({ room_type_code: 'DTW', room_type_name: 'Deluxe Twin', room_plan: [offer] });
  searchResultsStore.update({
    ...initialSearchResultsState(),
    data: searchDataFixture({ rooms: [room] }),
    selected: [selectedOf(offer, 'DTW', quantity)],
  });
}

type Handler = (call: FakeCall) => unknown;

/** Renders the guest-detail screen with a fake API: prices from `price`, questions, extras. */
export function renderGuestDetail({
  settings = hotelSettings(),
  price = (call) => priceAnswer(call, 44_000),
  questions = [],
  brandQuestions = [],
  extras = [],
}: {
  settings?: BookingWidgetSettings;
  price?: Handler;
  questions?: AdditionalQuestion[];
  brandQuestions?: AdditionalQuestion[];
  extras?: Extra[];
} = {}) {
  const fake = fakeApi([
    [/\/rooms\/price$/, price],
    [/^\/hotels\/\d+\/additional_questions$/, () => ({ data: { additional_questions: questions } })],
    [
      /^\/hotel_brands\/\d+\/additional_questions$/,
      () => ({ data: { additional_questions: brandQuestions } }),
    ],
    [/\/extras$/, () => ({ data: { extras } })],
  ]);
  const result = renderWithWidget(<GuestDetailScreen />, { api: fake.api, settings });
  return { ...result, calls: fake.calls };
}

/** A `/rooms/price` answer: each room of the call at `each`, less the coupon's `discount`. */
export function priceAnswer(call: FakeCall, each: number, discount = 0) {
  const rooms = JSON.parse(String(call.query.rooms)) as unknown[];
  const code = call.query.coupon_code;
  const offers = rooms.map(() =>
    offerFixture({
      total_price: each - (code ? discount : 0),
      applied_code: code
        ? { code_type: 'coupon', code: String(code), discount_amount: discount, first_n_nights: null }
        : null,
    }),
  );
  return {
    data: {
      room_plan_code: 'DTW-RO',
      rooms: offers,
      total_price: offers.reduce((s, o) => s + o.total_price, 0),
      tax: 0,
      accommodation_tax: 0,
      currency: 'JPY',
    },
  };
}

/** The server's coupon refusal (spec section 8, code 1500). */
export const couponRefusal = (message: string) =>
  new ApiError({
    title: 'Bad Request',
    status: 400,
    message,
    errors: [
      { title: 'Bad Request', status: 400, code: 1500, details: { code: 1500, base: [{ error: message }] } },
    ],
  });
