import type { Page } from '@playwright/test';
import { SHELL_TEXTS } from '../apps/console/src/shell/shell.texts.ts';
import { SIGN_IN_TEXTS } from '../apps/console/src/sign-in/sign-in.texts.ts';
import {
  createTestStaff,
  STAFF_TEST_PASSWORD,
  type TestStaff,
} from '../apps/server/src/features/staff-accounts/staff-test-kit.ts';
import type { StaffRole } from '../packages/contract/src/staff.constants.ts';
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
  await page.goto('/admin/sign-in');
  await expect(consoleHeading(page, SIGN_IN_TEXTS.en.title)).toBeVisible();
  await page.getByLabel(SIGN_IN_TEXTS.en.email).fill(account.email);
  await page.getByLabel(SIGN_IN_TEXTS.en.password).fill(STAFF_TEST_PASSWORD);
  await page.getByRole('button', { name: SIGN_IN_TEXTS.en.submit }).click();
  await expect(consoleHeading(page, SHELL_TEXTS.en.hotelsTitle)).toBeVisible();
  return account;
}
