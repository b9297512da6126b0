import type { Locator, Page } from '@playwright/test';
import { FORMS_TEXTS } from '../apps/console/src/forms/forms.texts.ts';
import { EXTRAS_TEXTS } from '../apps/console/src/setup/extras.texts.ts';
import { QUESTIONS_TEXTS } from '../apps/console/src/setup/questions.texts.ts';
import { SETUP_TEXTS } from '../apps/console/src/setup/setup.texts.ts';
import { issueClientSession } from '../apps/server/src/testing/test-requests.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addDays } from './booking-kit.ts';
import { signInToConsole } from './console-kit.ts';
import { expect, type TestServer, test } from './fixtures.ts';

// A hotel manager adds an extra (with a day of stock) and a question to guests in the console; the
// guest API lists both at once; the extra is switched off in its form (guests no longer see it, the
// list shows it off) and on again; both are deleted again, so other tests of this worker's server keep
// Hanami Tokyo as seeded. The extra sells only on a day far ahead, outside any other test's stay.

const extras = EXTRAS_TEXTS.en;
const questions = QUESTIONS_TEXTS.en;
const setup = SETUP_TEXTS.en;
const forms = FORMS_TEXTS.en;
const TOKYO = 1;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A page's level-1 heading: the title, then ` · ` and the hotel's name. */
const heading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 1, name: new RegExp(`^${escapeRegExp(title)} · `) });
/** A form control by its label; a required field's label ends with a `*` the accessible name leaves out. */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
/** The delete button of a list's row. */
const deleteButton = (page: Page, rowName: string, label: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowName, exact: true }) })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}`) });
const tokyoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());

/** What the guest API answers for Hanami Tokyo (`path` under /book/hotels/1). */
async function asGuest(server: TestServer, path: string) {
  const response = await server.app.inject({
    url: `/book/hotels/${TOKYO}${path}`,
    headers: { 'client-session': await issueClientSession(server.app), 'tripla-locale': 'en' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

test('a hotel manager adds an extra and a question, and guests see both at once', async ({
  page,
  server,
}) => {
  const day = addDays(tokyoToday(), 200);
  await signInToConsole(page, server, { role: 'hotel_manager' });

  // The extras: the list, then a new extra's form.
  await page.goto(`/admin/hotels/${TOKYO}/setup/extras`);
  await expect(heading(page, extras.title)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'WELCOME-DRINK', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: extras.add }).click();
  await expect(heading(page, extras.newTitle)).toBeVisible();
  await field(page, extras.code).fill('E2E-LANTERN');
  await field(page, extras.name).fill('Paper lantern');
  await field(page, extras.extraType).selectOption('other');
  await field(page, `${extras.price} (JPY)`).fill('1800');
  await field(page, extras.maxQuantity).fill('2');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: extras.create }).click();
  await expect(heading(page, 'Paper lantern')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: extras.created })).toBeVisible();

  // Three lanterns on one day far ahead, at a price of their own.
  const stock = page.getByRole('form', { name: extras.stockTitle });
  await field(stock, extras.from).fill(day);
  await field(stock, extras.to).fill(day);
  await field(stock, extras.inventory).fill('3');
  await field(stock, `${extras.dayPrice} (JPY)`).fill('2000');
  await stock.getByRole('button', { name: extras.apply }).click();
  await expect(page.getByRole('status').filter({ hasText: extras.applied(1) })).toBeVisible();
  await expectNoAxeViolations(page);
  const guestExtras = async () =>
    (await asGuest(server, `/extras?checkin_date=${day}&checkout_date=${addDays(day, 1)}`)).extras as {
      code: string;
    }[];
  expect((await guestExtras()).find((e) => e.code === 'E2E-LANTERN')).toMatchObject({
    name: 'Paper lantern',
    booking_available_dates: [day],
    prices: [{ date: day, price: 2000, inventory: 3 }],
  });

  // Switched off in its form: guests no longer see it, and the list says so; then on again.
  const onSale = page.getByRole('checkbox', { name: extras.activeField });
  await expect(onSale).toBeChecked();
  await onSale.uncheck();
  await page.getByRole('button', { name: forms.save }).click();
  await expect(page.getByRole('status').filter({ hasText: forms.saved })).toBeVisible();
  expect((await guestExtras()).some((e) => e.code === 'E2E-LANTERN')).toBe(false);
  await page.getByRole('link', { name: extras.backToList }).click();
  const lanternRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Paper lantern', exact: true }) });
  await expect(lanternRow.getByText(extras.off, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await lanternRow.getByRole('link', { name: 'Paper lantern' }).click();
  await page.getByRole('checkbox', { name: extras.activeField }).check();
  await page.getByRole('button', { name: forms.save }).click();
  await expect(page.getByRole('status').filter({ hasText: forms.saved })).toBeVisible();
  expect((await guestExtras()).some((e) => e.code === 'E2E-LANTERN')).toBe(true);

  // The questions: the hotel's own and the brand's (read-only for a manager), then a new one.
  const sections = page.getByRole('navigation', { name: setup.sectionsLabel });
  await sections.getByRole('link', { name: setup.sections.questions }).click();
  await expect(heading(page, questions.title)).toBeVisible();
  // The brand's lobby notice for Tokyo, in the brand's own (Japanese) wording.
  const notice = page.getByRole('row').filter({ hasText: 'ロビー改装のお知らせ' });
  await expect(notice.getByRole('cell', { name: questions.owners.brand })).toBeVisible();
  await expect(notice.getByRole('button', { name: new RegExp(`^${questions.delete}`) })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: questions.add }).click();
  await expect(heading(page, questions.newTitle)).toBeVisible();
  await field(page, questions.name).fill('How will you arrive?');
  await field(page, questions.answerType).selectOption('options');
  for (const [index, value] of ['car', 'train'].entries()) {
    await page.getByRole('button', { name: questions.addOption }).click();
    await field(page, questions.optionValue(index + 1)).fill(value);
  }
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: questions.create }).click();
  await expect(heading(page, 'How will you arrive?')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: questions.created })).toBeVisible();
  const asked = (await asGuest(server, '/additional_questions')).additional_questions;
  expect(asked.find((q: { name: string }) => q.name === 'How will you arrive?')).toMatchObject({
    answer_type: 'options',
    options: [
      { value: 'car', label: 'car' },
      { value: 'train', label: 'train' },
    ],
  });

  // Both go again through their lists' delete dialogs.
  await page.getByRole('link', { name: questions.backToList }).click();
  await deleteButton(page, 'How will you arrive?', questions.delete).click();
  await page.getByRole('button', { name: questions.deleteConfirm }).click();
  await expect(
    page.getByRole('status').filter({ hasText: questions.deleted('How will you arrive?') }),
  ).toBeVisible();
  await sections.getByRole('link', { name: setup.sections.extras }).click();
  await deleteButton(page, 'Paper lantern', extras.delete).click();
  await page.getByRole('button', { name: extras.deleteConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: extras.deleted('Paper lantern') })).toBeVisible();
  expect((await guestExtras()).some((e) => e.code === 'E2E-LANTERN')).toBe(false);
});
