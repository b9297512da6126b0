import type { Bed, NamedTranslation, RoomImage } from '@yadori/contract/search.schema';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { hotels } from './hotels.table.ts';

/** A kind of room of a hotel (spec section 3, room result). */
export const roomTypes = pgTable(
  'room_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** Name and description in the hotel's own language; translations carry the five locales. */
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: jsonb('translations').$type<NamedTranslation[]>().notNull().default([]),
    /** Most guests (adults and children who need a bed) one room takes. */
    capacity: integer('capacity').notNull(),
    minGuests: integer('min_guests').notNull().default(1),
    beds: jsonb('beds').$type<Bed[]>().notNull().default([]),
    /** Floor area in square metres. */
    sizeSquareMeters: integer('size_square_meters'),
    images: jsonb('images').$type<RoomImage[]>().notNull().default([]),
    /** Ids of the hotel's room_search_filters (settings) this room matches: smoking, breakfast… */
    filterIds: integer('filter_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Lower comes first in the recommended order. */
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    unique('room_types_hotel_code_unique').on(t.hotelId, t.code),
    unique('room_types_id_hotel_unique').on(t.id, t.hotelId),
    check('room_types_code_format', sql`${t.code} ~ '^[A-Za-z0-9_-]{1,64}$'`),
    check('room_types_capacity', sql`${t.capacity} between 1 and 99`),
    check('room_types_min_guests', sql`${t.minGuests} between 1 and ${t.capacity}`),
    check('room_types_size', sql`${t.sizeSquareMeters} is null or ${t.sizeSquareMeters} > 0`),
    index('room_types_hotel_idx').on(t.hotelId),
  ],
);
