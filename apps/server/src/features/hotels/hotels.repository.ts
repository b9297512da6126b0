import {
  type BrandSettings,
  brandSettingsSchema,
  type HotelSettings,
  hotelSettingsSchema,
} from '@yadori/contract/hotel-settings.schema';
import { hotelLocaleOf, type Locale } from '@yadori/contract/locales';
import {
  type Currency,
  currencySchema,
  type Translation,
  translationSchema,
} from '@yadori/contract/settings.schema';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hotelBrands, hotels } from '../../db/tables/hotels.table.ts';

/** A hotel with its brand, as every hotel-scoped route needs it. */
export interface HotelWithBrand {
  id: number;
  code: string;
  name: string;
  nameTranslations: Translation[];
  timeZone: string;
  locale: Locale;
  currency: Currency;
  active: boolean;
  /** The number guests are told to call (same-day cancellation), null when none is on file. */
  phone: string | null;
  settings: HotelSettings;
  brand: { id: number; code: string; name: string; nameTranslations: Translation[]; settings: BrandSettings };
}

/** The columns of a hotel with its brand, as toHotelWithBrand reads them (`db.select(...)`). */
export const hotelWithBrandColumns = { hotel: hotels, brand: hotelBrands };

/** A row selected with hotelWithBrandColumns as the app's HotelWithBrand. */
export function toHotelWithBrand(row: {
  hotel: typeof hotels.$inferSelect;
  brand: typeof hotelBrands.$inferSelect;
}): HotelWithBrand {
  const { hotel, brand } = row;
  return {
    id: hotel.id,
    code: hotel.code,
    name: hotel.name,
    nameTranslations: hotel.nameTranslations,
    timeZone: hotel.timeZone,
    // Spec section 9: the hotel locale is ko or zh_Hant, else ja. The CHECK constraint guarantees
    // the currency is a member of the contract enumeration.
    locale: hotelLocaleOf(hotel.locale),
    currency: hotel.currency as Currency,
    active: hotel.active,
    phone: hotel.phone,
    settings: hotel.settings,
    brand: {
      id: brand.id,
      code: brand.code,
      name: brand.name,
      nameTranslations: brand.nameTranslations,
      settings: brand.settings,
    },
  };
}

export async function findHotelByCode(db: Db, code: string): Promise<HotelWithBrand | null> {
  const rows = await db
    .select(hotelWithBrandColumns)
    .from(hotels)
    .innerJoin(hotelBrands, eq(hotelBrands.id, hotels.brandId))
    .where(eq(hotels.code, code))
    .limit(1);
  return rows[0] ? toHotelWithBrand(rows[0]) : null;
}

/** A hotel by its numeric id, with its brand (the /rooms routes take the id, spec section 7). */
export async function findHotelById(db: Db, id: number): Promise<HotelWithBrand | null> {
  const rows = await db
    .select(hotelWithBrandColumns)
    .from(hotels)
    .innerJoin(hotelBrands, eq(hotelBrands.id, hotels.brandId))
    .where(eq(hotels.id, id))
    .limit(1);
  return rows[0] ? toHotelWithBrand(rows[0]) : null;
}

export interface NewBrand {
  id?: number;
  code: string;
  name: string;
  nameTranslations: Translation[];
  settings: BrandSettings;
}

/** Inserts a brand after checking its settings against the contract. */
export async function insertBrand(db: Db, brand: NewBrand): Promise<number> {
  const values = {
    ...brand,
    nameTranslations: translationSchema.array().parse(brand.nameTranslations),
    settings: brandSettingsSchema.parse(brand.settings),
  };
  const [row] = await db.insert(hotelBrands).values(values).returning({ id: hotelBrands.id });
  return row!.id;
}

export interface NewHotel {
  id?: number;
  brandId: number;
  code: string;
  name: string;
  nameTranslations: Translation[];
  timeZone: string;
  locale: Locale;
  currency: Currency;
  active?: boolean;
  phone?: string | null;
  settings: HotelSettings;
}

/** Inserts a hotel after checking its settings and time zone. */
export async function insertHotel(db: Db, hotel: NewHotel): Promise<number> {
  // Intl throws a RangeError for a time zone it does not know.
  new Intl.DateTimeFormat('en', { timeZone: hotel.timeZone });
  const values = {
    ...hotel,
    currency: currencySchema.parse(hotel.currency),
    nameTranslations: translationSchema.array().parse(hotel.nameTranslations),
    settings: hotelSettingsSchema.parse(hotel.settings),
  };
  const [row] = await db.insert(hotels).values(values).returning({ id: hotels.id });
  return row!.id;
}

/** True when no brand exists yet: the demo seed runs only then. */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: hotelBrands.id }).from(hotelBrands).limit(1);
  return rows.length === 0;
}
