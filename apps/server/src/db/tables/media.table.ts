import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { hotelBrands, hotels } from './hotels.table.ts';
import { staffUsers } from './staff.table.ts';

/** PostgreSQL bytea: an image's bytes (read and written as base64 by its repository). */
const bytea = customType<{ data: string; driverData: string }>({ dataType: () => 'bytea' });

/**
 * Images staff upload in the console (decision 058): a brand's or hotel's logo, room photos. Kept in
 * the database, so every instance serves them without shared disks, at `/media/{key}` where the key is
 * the sha256 of the bytes (an address never changes what it shows, so it is cached for a year).
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    key: text('key').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: integer('uploaded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('media_files_key_sha256', sql`${t.key} ~ '^[0-9a-f]{64}$'`),
    check(
      'media_files_content_type',
      sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')`,
    ),
    check('media_files_size', sql`${t.byteSize} between 1 and 5242880`),
    index('media_files_brand_idx').on(t.brandId, t.createdAt),
  ],
);
