import type { Page } from '@playwright/test';
import { SHELL_TEXTS } from '../apps/console/src/shell/shell.texts.ts';
import { SIGN_IN_TEXTS } from '../apps/console/src/sign-in/sign-in.texts.ts';
import {
  createTestStaff,
  STAFF_TEST_PASSWORD,
  type TestStaff,
} from '../apps/server/src/features/staff-accounts/staff-test-kit.ts';
import {
  createBrand,
  openHotel,
} from '../apps/server/src/features/staff-property/property-hotels.service.ts';
import type { StaffRole } from '../packages/contract/src/staff.constants.ts';
import { staffHotelCreateBodySchema } from '../packages/contract/src/staff-property.schema.ts';
import { expect, type TestServer } from './fixtures.ts';

/** A console page's level-1 heading, by its exact words. */
export const consoleHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/**
 * A new staff account of the demo brand (hotel 1 named for non-admins unless `hotelIds` says), signed
 * in through the console's sign-in screen, landed on the hotels page.
 */
export async function signInToConsole(
  page: Page,
  server: TestServer,
  options: { role: StaffRole; hotelIds?: number[] },
): Promise<TestStaff> {
  const account = await createTestStaff(server.db, {
    role: options.role,
    hotelIds: options.role === 'brand_admin' ? [] : (options.hotelIds ?? [1]),
  });
  await signIn(page, account.email);
  return account;
}

/**
 * A hotel (Asia/Tokyo, en, JPY) of a brand of its own, so a spec may change what it likes without
 * touching the demo brand other specs on the worker's server expect, and a signed-in manager of it,
 * landed on the hotels page. `code` starts the brand's and the hotel's codes, made unique per call.
 */
export async function managerOfOwnHotel(
  page: Page,
  server: TestServer,
  names: { code: string; brand: string; hotel: string; manager: string },
): Promise<{ hotelId: number }> {
  const stamp = Date.now().toString(36);
  const now = new Date();
  const brand = await createBrand(
    server.db,
    { cli: true },
    { code: `${names.code}-brand-${stamp}`, name: names.brand },
    now,
  );
  const hotel = await openHotel(
    server.db,
    { cli: true, brandId: brand.id },
    staffHotelCreateBodySchema.parse({
      code: `${names.code}-${stamp}`,
      name: names.hotel,
      time_zone: 'Asia/Tokyo',
      locale: 'en',
      currency: 'JPY',
    }),
    now,
  );
  const manager = await createTestStaff(server.db, {
    role: 'hotel_manager',
    brandId: brand.id,
    hotelIds: [hotel.id],
    name: names.manager,
  });
  await signIn(page, manager.email);
  return { hotelId: hotel.id };
}

/** The console's sign-in screen, filled in with the test password, through to the hotels page. */
async function signIn(page: Page, email: string) {
  await page.goto('/admin/sign-in');
  await expect(consoleHeading(page, SIGN_IN_TEXTS.en.title)).toBeVisible();
  await page.getByLabel(SIGN_IN_TEXTS.en.email).fill(email);
  await page.getByLabel(SIGN_IN_TEXTS.en.password).fill(STAFF_TEST_PASSWORD);
  await page.getByRole('button', { name: SIGN_IN_TEXTS.en.submit }).click();
  await expect(consoleHeading(page, SHELL_TEXTS.en.hotelsTitle)).toBeVisible();
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its label; a required field's label ends with a `*` the accessible name leaves out. */
export const labelledControl = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${literal(label)}( \\*)?$`));

/** A checkbox whose accessible name starts with `text` (the rest may name its code). */
export const checkboxStartingWith = (page: Page, text: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${literal(text)}`) });
