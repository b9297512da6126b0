import { describe, expect, it } from 'vitest';
import { insertText, statementName, statementValues } from './prepared-statements.ts';
import { reservationRooms } from './tables/reservations.table.ts';

const room = {
  roomIndex: 0,
  roomTypeId: 3,
  roomPlanId: 4,
  hotelPlanId: 5,
  roomTypeCode: 'STD',
  roomPlanCode: 'STD-RO',
  hotelPlanCode: 'RO',
  adults: 2,
  totalPrice: 12000,
  tax: 1090,
  accommodationTax: 0,
  priceBeforeDiscounts: 12000,
};

describe('insertText', () => {
  it('lists the columns some row gives, binds each value encoded, and writes default where a row leaves one out', () => {
    const { values, bind } = statementValues();
    const text = insertText(
      reservationRooms,
      [
        { ...room, kidsTiers: ['A', 'B'], discounts: [{ discount_type: 'code', discount_amount: 500 }] },
        { ...room, roomIndex: 1, guestFirstName: null },
      ],
      bind,
    );
    expect(text).toBe(
      'insert into "reservation_rooms" ("room_index", "room_type_id", "room_plan_id", "hotel_plan_id", ' +
        '"room_type_code", "room_plan_code", "hotel_plan_code", "adults", "kids_tiers", "guest_first_name", ' +
        '"total_price", "tax", "accommodation_tax", "price_before_discounts", "discounts") values ' +
        '($1, $2, $3, $4, $5, $6, $7, $8, $9, default, $10, $11, $12, $13, $14), ' +
        '($15, $16, $17, $18, $19, $20, $21, $22, default, $23, $24, $25, $26, $27, default)',
    );
    // Arrays and JSON as drizzle sends them; a null stays a null (not the column's default).
    expect(values[8]).toBe('{"A","B"}');
    expect(values[13]).toBe('[{"discount_type":"code","discount_amount":500}]');
    expect(values[14]).toBe(1);
    expect(values[22]).toBeNull();
    expect(values).toHaveLength(27);
  });

  it('names a statement by its text: the same shape, the same name', () => {
    const a = statementName('insert_reservation', 'insert into t (a) values ($1)');
    expect(statementName('insert_reservation', 'insert into t (a) values ($1)')).toBe(a);
    expect(statementName('insert_reservation', 'insert into t (a) values ($1), ($2)')).not.toBe(a);
    expect(a).toMatch(/^insert_reservation_[0-9a-f]{16}$/);
  });
});
