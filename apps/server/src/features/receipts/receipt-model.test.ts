import type { Reservation } from '@yadori/contract/reservation.schema';
import { describe, expect, it } from 'vitest';
import { defaultAddressee, receiptPages } from './receipt-model.ts';

const room = (index: number, total: number) => ({
  room_index: index,
  room_type_name: `Room type ${index}`,
  total_price: total,
  // 10 % consumption tax included in the room price, 200 accommodation tax on top.
  tax: Math.floor((total - 200) / 11) + 200,
  accommodation_tax: 200,
});

function reservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    number: 'ABCDEFGHJK',
    status: 'done',
    rooms: [room(0, 11_200), room(1, 22_200)],
    extras: [
      { room_index: null, total_price: 1_100, tax: 100 },
      { room_index: 1, total_price: 2_200, tax: 200 },
    ],
    payment: { state: 'authorized', amount_due_now: 20_000 },
    point_discount: 0,
    ...overrides,
  } as unknown as Reservation;
}

const noMoney = { cancellationFee: null, capturedAmount: 0, refundedAmount: 0 };

describe('receiptPages', () => {
  it('gives each room its price, its extras (unassigned ones to the first) and its taxes', () => {
    const [first, second] = receiptPages(reservation(), noMoney);
    expect(first).toMatchObject({
      receiptNumber: 'ABCDEFGHJK-1',
      total: 12_300,
      charge: 11_000,
      extras: 1_100,
      consumptionTax: 1_000 + 100,
      accommodationTax: 200,
    });
    expect(second).toMatchObject({ receiptNumber: 'ABCDEFGHJK-2', total: 24_400, extras: 2_200 });
  });

  it('shares the money paid over the rooms in order, so the receipts add up to the stay', () => {
    const pages = receiptPages(reservation(), noMoney);
    expect(pages.map((p) => [p.paid, p.remaining])).toEqual([
      [12_300, 0],
      [7_700, 16_700],
    ]);
  });

  it("takes a member's points off first, room by room, so only the rest is paid or still to pay", () => {
    // 36,700 in all: 15,000 in points, 20,000 authorised, 1,700 left for the hotel.
    const pages = receiptPages(reservation({ point_discount: 15_000 }), noMoney);
    expect(pages.map((p) => [p.points, p.paid, p.remaining])).toEqual([
      [12_300, 0, 0],
      [2_700, 20_000, 1_700],
    ]);
    const sum = (key: 'total' | 'points' | 'paid' | 'remaining') => pages.reduce((n, p) => n + p[key], 0);
    expect(sum('points') + sum('paid') + sum('remaining')).toBe(sum('total'));
  });

  it('pays nothing yet for a stay paid at the hotel, and numbers a single room plainly', () => {
    const [only] = receiptPages(
      reservation({
        rooms: [room(0, 11_200)] as Reservation['rooms'],
        extras: [],
        payment: { state: 'pay_at_hotel', amount_due_now: 0 } as Reservation['payment'],
      }),
      noMoney,
    );
    expect(only).toMatchObject({ receiptNumber: 'ABCDEFGHJK', paid: 0, remaining: 11_200 });
  });

  it('issues a fee receipt for a cancelled stay with a fee, and none without one or while pending', () => {
    const cancelled = reservation({
      status: 'cancelled',
      payment: { state: 'partially_refunded', amount_due_now: 20_000 } as Reservation['payment'],
    });
    expect(
      receiptPages(cancelled, { cancellationFee: 6_000, capturedAmount: 20_000, refundedAmount: 14_000 }),
    ).toEqual([
      expect.objectContaining({
        kind: 'cancellation_fee',
        total: 6_000,
        paid: 6_000,
        remaining: 0,
        consumptionTax: 0,
      }),
    ]);
    expect(receiptPages(cancelled, noMoney)).toEqual([]);
    expect(receiptPages(reservation({ status: 'pending_payment' }), noMoney)).toEqual([]);
  });
});

describe('defaultAddressee', () => {
  const guest = { first_name: 'Hanako', last_name: 'Yamada' } as Reservation['guest'];

  it('is the kanji name when the guest gave one, in every language', () => {
    for (const locale of ['ja', 'en', 'ko'] as const)
      expect(defaultAddressee({ ...guest, kanji_name: '山田 花子' }, locale)).toBe('山田 花子');
  });

  it("is the name in the language's order without one", () => {
    expect(defaultAddressee({ ...guest, kanji_name: ' ' }, 'ja')).toBe('Yamada Hanako');
    expect(defaultAddressee(guest, 'en')).toBe('Hanako Yamada');
  });
});
