import type { BookingState } from '../features/booking-state/booking-types.ts';

/**
 * A priced stay for the booking's arithmetic: two rooms (22,000 with 2,100 of tax and 200 of
 * accommodation tax) and an extra delivered on two days (2,000 with 180 of tax) — 24,000 in all —
 * with `selectedSpendingPoint` points chosen to spend.
 */
export function pricedStay(
  selectedSpendingPoint = 0,
): Pick<BookingState, 'bookingDetails' | 'selectedExtras' | 'points'> {
  return {
    bookingDetails: {
      rooms: [
        { salePrice: 10000, tax: 1100, accommodationTax: 200 },
        { salePrice: 12000, tax: 1000, accommodationTax: 0 },
      ],
    } as never,
    selectedExtras: {
      '5': {
        extraId: 5,
        quantity: 2,
        price: 500,
        priceWithTax: 2000,
        tax: 180,
        deliveryDates: ['2027-01-10', '2027-01-11'],
      },
    },
    points: { selectedSpendingPoint, adjustPoint: 0 },
  };
}
