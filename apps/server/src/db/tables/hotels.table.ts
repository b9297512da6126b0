import type {
  BrandSettings,
  HotelSettings,
  LoginWidgetTranslation,
} from '@yadori/contract/hotel-settings.schema';
import { LOCALES } from '@yadori/contract/locales';
import { currencySchema, type Translation } from '@yadori/contract/settings.schema';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Lists come from the contract, so adding a locale or currency there shows up as a new migration.
const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const LOCALE_LIST = sqlList(LOCALES);
const CURRENCY_LIST = sqlList(currencySchema.options);

export const hotelBrands = pgTable(
  'hotel_brands',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    nameTranslations: jsonb('name_translations').$type<Translation[]>().notNull().default([]),
    /** Brand-wide settings, checked with the contract's brandSettingsSchema on every write. */
    settings: jsonb('settings').$type<BrandSettings>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('hotel_brands_code_format', sql`${t.code} ~ '^[a-z0-9][a-z0-9-]{0,63}$'`)],
);

export const hotels = pgTable(
  'hotels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id, { onDelete: 'restrict' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    nameTranslations: jsonb('name_translations').$type<Translation[]>().notNull().default([]),
    timeZone: text('time_zone').notNull(),
    locale: text('locale').notNull(),
    currency: text('currency').notNull().default('JPY'),
    active: boolean('active').notNull().default(true),
    /**
     * The number guests call (same-day cancellation is by phone, spec §4): digits with an optional
     * leading +, spaces and dashes as written for guests; null when the hotel has none on file.
     */
    phone: text('phone'),
    /** Widget settings, checked with the contract's hotelSettingsSchema on every write. */
    settings: jsonb('settings').$type<HotelSettings>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('hotels_code_format', sql`${t.code} ~ '^[A-Za-z0-9_-]{1,64}$'`),
    check('hotels_locale_known', sql`${t.locale} in (${LOCALE_LIST})`),
    check('hotels_currency_known', sql`${t.currency} in (${CURRENCY_LIST})`),
    check('hotels_time_zone_present', sql`length(${t.timeZone}) between 1 and 64`),
    check('hotels_phone_format', sql`${t.phone} ~ '^\\+?[0-9][0-9 -]{3,30}$'`),
    index('hotels_brand_id_idx').on(t.brandId),
  ],
);

/** The sign-in button ("login widget") of one hotel. */
export const loginWidgets = pgTable(
  'login_widgets',
  {
    hotelId: integer('hotel_id')
      .primaryKey()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    allowSignup: boolean('allow_signup').notNull().default(true),
    organizationLoginWidgetEnabled: boolean('organization_login_widget_enabled').notNull().default(false),
    translations: jsonb('translations').$type<LoginWidgetTranslation[]>().notNull().default([]),
    privacyUrl: text('privacy_url'),
    termOfUseUrl: text('term_of_use_url'),
  },
  (t) => [
    check('login_widgets_privacy_url_http', sql`${t.privacyUrl} is null or ${t.privacyUrl} ~ '^https?://'`),
    check(
      'login_widgets_term_of_use_url_http',
      sql`${t.termOfUseUrl} is null or ${t.termOfUseUrl} ~ '^https?://'`,
    ),
  ],
);
