import {
  brandSettingsSchema,
  type HotelSettings,
  hotelSettingsSchema,
} from '@yadori/contract/hotel-settings.schema';
import { storedLocale } from '@yadori/contract/locales';
import type { Currency, Translation } from '@yadori/contract/settings.schema';
import type {
  StaffBrand,
  StaffBrandPatchBody,
  StaffHotel,
  StaffHotelCreateBody,
  StaffHotelPatchBody,
  StaffHotelSummary,
} from '@yadori/contract/staff-property.schema';
import type { Db } from '../../db/database.ts';
import { insertBrand, insertHotel } from '../hotels/hotels.service.ts';
import { staffAccessErrors } from '../staff-accounts/staff-access.errors.ts';
import { defaultBrandSettings, defaultHotelSettings } from './hotel-defaults.ts';
import {
  audit,
  type CliActor,
  changeIn,
  hotelFor,
  type PropertyActor,
  principalOf,
  requireActorAbility,
} from './property-actor.ts';
import {
  type BrandRecord,
  brandCodeTaken,
  findBrand,
  findHotel,
  type HotelRecord,
  hotelCodeTaken,
  listHotels,
  lockBrand,
  updateBrand,
  updateHotel,
} from './property-hotels.repository.ts';
import { fieldInvalid, staffPropertyErrors } from './staff-property.errors.ts';

function toStaffBrand(row: BrandRecord): StaffBrand {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    name_translations: row.nameTranslations,
    settings: row.settings,
  };
}

// The CHECK constraints keep locale and currency within the contract's lists.
function toStaffHotel(row: HotelRecord): StaffHotel {
  return {
    id: row.id,
    brand_id: row.brandId,
    code: row.code,
    name: row.name,
    name_translations: row.nameTranslations,
    time_zone: row.timeZone,
    locale: storedLocale(row.locale),
    currency: row.currency as Currency,
    phone: row.phone,
    active: row.active,
    settings: row.settings,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toHotelSummary(row: HotelRecord): StaffHotelSummary {
  const { id, code, name, name_translations, time_zone, locale, currency, active } = toStaffHotel(row);
  return { id, code, name, name_translations, time_zone, locale, currency, active };
}

/**
 * The hotel's settings checked as a whole: the contract's schema, and what room types, plans and the
 * widget find by id or code — search filters and kids tiers — named once each.
 */
function checkedSettings(settings: unknown): HotelSettings {
  const checked = hotelSettingsSchema.parse(settings);
  const twice = (keys: readonly unknown[]) => new Set(keys).size !== keys.length;
  if (twice(checked.room_search_filters.map((filter) => filter.id)))
    throw fieldInvalid('settings.room_search_filters');
  if (twice(checked.kids_tiers.map((tier) => tier.code))) throw fieldInvalid('settings.kids_tiers');
  return checked;
}

/** A brand's code: `hotel_brands_code_format` (lower case, so it reads the same in an address). */
export const BRAND_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** At most this many characters in a brand's name, as in every name the console takes. */
export const BRAND_NAME_MAX_LENGTH = 200;

export interface NewBrandInput {
  code: string;
  name: string;
  nameTranslations?: Translation[];
}

/**
 * Who founds a brand: the installation's operator, through the CLI (audited as `cli`). No staff role
 * reaches beyond its own brand, so none makes another.
 */
export type BrandFounder = Omit<CliActor, 'brandId'>;

/**
 * A new brand with the default settings (its admin changes them in the console), audited as
 * `brand.create`. 422 for a code or name the table would refuse, 409 when the code is taken. Run it
 * in the caller's transaction to make the brand's first account with it.
 */
export async function createBrand(
  db: Db,
  actor: BrandFounder,
  input: NewBrandInput,
  now: Date,
): Promise<StaffBrand> {
  if (!BRAND_CODE_PATTERN.test(input.code)) throw fieldInvalid('code');
  const name = input.name.trim();
  if (name.length === 0 || name.length > BRAND_NAME_MAX_LENGTH) throw fieldInvalid('name');
  return changeIn(db, async (tx) => {
    if (await brandCodeTaken(tx, input.code)) throw staffPropertyErrors.brandCodeTaken();
    const brandId = await insertBrand(tx, {
      code: input.code,
      name,
      nameTranslations: input.nameTranslations ?? [],
      settings: defaultBrandSettings(),
    });
    const after = toStaffBrand((await findBrand(tx, brandId))!);
    await audit(
      tx,
      { ...actor, brandId },
      { brandId, action: 'brand.create', entityType: 'brand', entityId: brandId, after },
      now,
    );
    return after;
  });
}

/** `GET /staff/brand` (brand admins). */
export async function brandOf(db: Db, actor: PropertyActor): Promise<StaffBrand> {
  requireActorAbility(actor, 'brand.configure');
  const brand = await findBrand(db, principalOf(actor).brandId);
  // The account's foreign key keeps its brand; a CLI naming no brand has none to show.
  if (!brand) throw staffAccessErrors.notAllowed();
  return toStaffBrand(brand);
}

/** `PATCH /staff/brand`: names, and the settings blocks given (each whole) over the stored ones. */
export async function changeBrand(
  db: Db,
  actor: PropertyActor,
  patch: StaffBrandPatchBody,
  now: Date,
): Promise<StaffBrand> {
  requireActorAbility(actor, 'brand.configure');
  const brandId = principalOf(actor).brandId;
  return changeIn(db, async (tx) => {
    const current = await lockBrand(tx, brandId);
    if (!current) throw staffAccessErrors.notAllowed();
    const row = await updateBrand(tx, brandId, {
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.name_translations === undefined ? {} : { nameTranslations: patch.name_translations }),
      ...(patch.settings === undefined
        ? {}
        : { settings: brandSettingsSchema.parse({ ...current.settings, ...patch.settings }) }),
    });
    const before = toStaffBrand(current);
    const after = toStaffBrand(row);
    await audit(
      tx,
      actor,
      { brandId, action: 'brand.update', entityType: 'brand', entityId: brandId, before, after },
      now,
    );
    return after;
  });
}

/** `GET /staff/hotels`: the hotels the actor may see, by id. */
export async function hotelsOf(db: Db, actor: PropertyActor): Promise<StaffHotelSummary[]> {
  requireActorAbility(actor, 'hotel.read');
  const principal = principalOf(actor);
  return (await listHotels(db, principal.brandId, principal.hotelIds)).map(toHotelSummary);
}

/** The ids of every hotel of the actor's brand (whose cached rows carry the brand). */
export async function brandHotelIds(db: Db, actor: PropertyActor): Promise<number[]> {
  return (await listHotels(db, principalOf(actor).brandId, 'all')).map((hotel) => hotel.id);
}

/**
 * `POST /staff/hotels` (brand admins): a hotel of the actor's brand, its settings the defaults with the
 * given blocks over them. It sells once it has a plan with rooms, inventory and rates.
 */
export async function openHotel(
  db: Db,
  actor: PropertyActor,
  input: StaffHotelCreateBody,
  now: Date,
): Promise<StaffHotel> {
  requireActorAbility(actor, 'brand.configure');
  const brandId = principalOf(actor).brandId;
  const settings = checkedSettings({ ...defaultHotelSettings(input.name), ...input.settings });
  return changeIn(db, async (tx) => {
    if (await hotelCodeTaken(tx, input.code)) throw staffPropertyErrors.hotelCodeTaken();
    const id = await insertHotel(tx, {
      brandId,
      code: input.code,
      name: input.name,
      nameTranslations: input.name_translations,
      timeZone: input.time_zone,
      locale: input.locale,
      currency: input.currency,
      active: input.active,
      phone: input.phone,
      settings,
    });
    const after = toStaffHotel((await findHotel(tx, brandId, id))!);
    await audit(
      tx,
      actor,
      { brandId, hotelId: id, action: 'hotel.create', entityType: 'hotel', entityId: id, after },
      now,
    );
    return after;
  });
}

/** `GET /staff/hotels/:hotelId`. */
export async function hotelDetails(db: Db, actor: PropertyActor, hotelId: number): Promise<StaffHotel> {
  return toStaffHotel(await hotelFor(db, actor, hotelId, 'hotel.read'));
}

/** `PATCH /staff/hotels/:hotelId`: the fields given; the settings blocks given (each whole) over the stored ones. */
export async function changeHotel(
  db: Db,
  actor: PropertyActor,
  hotelId: number,
  patch: StaffHotelPatchBody,
  now: Date,
): Promise<StaffHotel> {
  const { brandId } = await hotelFor(db, actor, hotelId, 'hotel.configure');
  return changeIn(db, async (tx) => {
    const current = await findHotel(tx, brandId, hotelId, { lock: true });
    if (!current) throw staffAccessErrors.hotelNotFound();
    const row = await updateHotel(
      tx,
      hotelId,
      {
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.name_translations === undefined ? {} : { nameTranslations: patch.name_translations }),
        ...(patch.time_zone === undefined ? {} : { timeZone: patch.time_zone }),
        ...(patch.locale === undefined ? {} : { locale: patch.locale }),
        ...(patch.phone === undefined ? {} : { phone: patch.phone }),
        ...(patch.active === undefined ? {} : { active: patch.active }),
        ...(patch.settings === undefined
          ? {}
          : { settings: checkedSettings({ ...current.settings, ...patch.settings }) }),
      },
      now,
    );
    const before = toStaffHotel(current);
    const after = toStaffHotel(row);
    await audit(
      tx,
      actor,
      { brandId, hotelId, action: 'hotel.update', entityType: 'hotel', entityId: hotelId, before, after },
      now,
    );
    return after;
  });
}
