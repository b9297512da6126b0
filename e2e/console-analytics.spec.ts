import { FUNNEL_TEXTS } from '../apps/console/src/analytics/funnel.texts.ts';
import { PREVIEW_TEXTS } from '../apps/console/src/analytics/preview.texts.ts';
import { FORMS_TEXTS } from '../apps/console/src/forms/forms.texts.ts';
import { formatDateTime, LANGUAGE_NAMES } from '../apps/console/src/lib/i18n.ts';
import { NOTICE_FORM_TEXTS } from '../apps/console/src/notices/notice-form.texts.ts';
import { NOTICES_TEXTS } from '../apps/console/src/notices/notices.texts.ts';
import { ACQUISITION_TEXTS } from '../apps/console/src/reservations/acquisition.texts.ts';
import { RESERVATION_DETAIL_TEXTS } from '../apps/console/src/reservations/reservation-detail.texts.ts';
import { ANALYTICS_SETTINGS_TEXTS } from '../apps/console/src/setup/analytics-settings.texts.ts';
import { SETUP_TEXTS } from '../apps/console/src/setup/setup.texts.ts';
import { SHELL_TEXTS } from '../apps/console/src/shell/shell.texts.ts';
import { LOCALES } from '../packages/contract/src/locales.ts';
import { expectNoAxeViolations } from './axe.ts';
import { bookOnSite, TOKYO } from './console-bookings.ts';
import { consoleHeading, labelledControl, managerOfOwnHotel, signInToConsole } from './console-kit.ts';
import { expect, test } from './fixtures.ts';

// Analytics, banners and preview in the console (issue 20, decision 061). A manager of Hanami Tokyo
// reads where a stay's guest came from, on its page and in the list, and opens the hotel's funnel. A
// manager of a hotel of its own writes a banner in the five languages and sees it listed (its start on
// the hotel's clock), deletes it, saves the hotel's analytics and chatbot settings, and opens the
// booking page in preview mode. Axe on every new screen in English, on the notice form in Japanese too.

// Two sign-ins, a booking and a dozen pages.
test.describe.configure({ timeout: 120_000 });

const f = FUNNEL_TEXTS.en;
const n = NOTICES_TEXTS.en;
const form = NOTICE_FORM_TEXTS.en;
const a = ANALYTICS_SETTINGS_TEXTS.en;
const nav = SHELL_TEXTS.en.nav;

test('a manager reads a stay’s acquisition and the hotel’s booking funnel', async ({ page, server }) => {
  const number = await bookOnSite(server, `acquired.${Math.random().toString(36).slice(2, 8)}@example.com`, {
    stay: { slot: 12, monthOffset: 3 },
    attribution: {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-sale',
      metasearch_source: 'Trivago',
      segment_ids: ['vip', 'repeat'],
    },
  });
  await signInToConsole(page, server, { role: 'hotel_manager', hotelIds: [TOKYO] });

  // The stay's page: the address's campaign, the metasearch site (the funnel's source) and segments.
  await page.goto(`/admin/hotels/${TOKYO}/reservations/${number}`);
  await expect(consoleHeading(page, RESERVATION_DETAIL_TEXTS.en.title(number))).toBeVisible();
  const acquisition = page.getByRole('region', { name: ACQUISITION_TEXTS.en.title });
  await expect(acquisition).toContainText('newsletter');
  await expect(acquisition).toContainText('spring-sale');
  await expect(acquisition).toContainText('vip, repeat');
  await expect(acquisition.getByText('trivago', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The list names each stay's source.
  await page.goto(`/admin/hotels/${TOKYO}/reservations?q=${number}`);
  const row = page.getByTestId('reservation-row').filter({ hasText: number });
  await expect(row).toContainText('trivago');
  await expect(page.getByRole('columnheader', { name: f.source })).toBeVisible();

  // The funnel, from the navigation: the last 30 days by source with their totals.
  await page
    .getByRole('navigation', { name: SHELL_TEXTS.en.mainNavigation })
    .getByRole('link', { name: nav.funnel })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${f.title} · `) })).toBeVisible();
  const bySource = page.getByRole('table', { name: new RegExp(`^${f.bySourceCaption('.+', '.+')}$`) });
  await expect(bySource).toBeVisible();
  await expect(bySource.getByRole('rowheader', { name: f.allSources })).toBeVisible();
  await expect(bySource.getByRole('columnheader', { name: f.conversion })).toBeVisible();
  await expectNoAxeViolations(page);

  // A range longer than the API reads is refused at its field, before anything is sent.
  const range = page.getByRole('form', { name: f.rangeLegend });
  await labelledControl(page, f.from).fill('2025-01-01');
  await labelledControl(page, f.to).fill('2025-06-30');
  await range.getByRole('button', { name: f.show }).click();
  await expect(labelledControl(page, f.to)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(f.rangeTooLong(92))).toBeVisible();
  await labelledControl(page, f.to).fill('2025-01-31');
  await range.getByRole('button', { name: f.show }).click();
  await expect(page).toHaveURL(/\?from=2025-01-01&to=2025-01-31$/);
  await expect(bySource).toBeVisible();
});

test('a manager writes a banner in five languages, sets analytics and the chatbot, and previews', async ({
  page,
  context,
  server,
}) => {
  const { hotelId } = await managerOfOwnHotel(page, server, {
    code: 'notices',
    brand: 'Notice Hotels',
    hotel: 'Notice Inn',
    manager: 'Noa Manager',
  });

  // Banners and notices, from the navigation: none yet; the form in English.
  await page.getByRole('link', { name: nav.notices }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${n.title} · `) })).toBeVisible();
  await expect(page.getByText(n.none)).toBeVisible();
  await page.getByRole('link', { name: n.add }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^${form.newTitle} · `) }),
  ).toBeVisible();
  // A hotel manager writes the hotel's own: no level to choose.
  await expect(page.getByRole('combobox', { name: form.level })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: n.placements.results })).toBeChecked();
  await expectNoAxeViolations(page);

  const titles = {
    ja: '春の朝食キャンペーン',
    en: 'Spring breakfast offer',
    zh_Hans: '春季早餐优惠',
    zh_Hant: '春季早餐優惠',
    ko: '봄 조식 특가',
  } as const;
  for (const locale of LOCALES) {
    await labelledControl(page, form.headlineIn(LANGUAGE_NAMES[locale])).fill(titles[locale]);
    await labelledControl(page, form.bodyIn(LANGUAGE_NAMES[locale])).fill(`${titles[locale]} — 2099`);
  }
  await page.getByRole('checkbox', { name: n.placements.guest_detail }).check();
  await page.getByRole('checkbox', { name: form.labels.membership_rank_all }).check();
  // A hotel's own notice targets no other hotel: refused at the field, before anything is sent.
  const moreLabels = labelledControl(page, form.moreLabels);
  await moreLabels.fill('membership_program_1, target_facility_2');
  await labelledControl(page, form.startsAt).fill('2099-01-01T09:00');
  await page.getByRole('button', { name: form.create }).click();
  await expect(moreLabels).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(form.labelsProblem('target_facility_2'))).toBeVisible();
  await moreLabels.fill('membership_program_1');
  await page.getByRole('button', { name: form.create }).click();

  // Listed, scheduled from 9:00 on the hotel's clock (Tokyo), on both pages.
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${n.title} · `) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: n.created(titles.en) })).toBeVisible();
  const row = page.getByTestId('notice-row').filter({ hasText: titles.en });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('notice-state')).toHaveText(n.states.scheduled);
  await expect(row).toContainText(`${n.placements.results}, ${n.placements.guest_detail}`);
  await expect(row).toContainText(n.from(formatDateTime('en', '2099-01-01T00:00:00Z', 'Asia/Tokyo')));
  await expectNoAxeViolations(page);

  // Its form in Japanese: the words kept in each language, the start on the hotel's clock.
  await row.getByRole('link', { name: titles.en }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^${form.editTitle} · `) }),
  ).toBeVisible();
  await page.evaluate(() => localStorage.setItem('yadori.console.locale', 'ja'));
  await page.reload();
  const ja = NOTICE_FORM_TEXTS.ja;
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^${ja.editTitle} · `) }),
  ).toBeVisible();
  await expect(labelledControl(page, ja.headlineIn(LANGUAGE_NAMES.ko))).toHaveValue(titles.ko);
  await expect(labelledControl(page, ja.startsAt)).toHaveValue('2099-01-01T09:00');
  await expect(labelledControl(page, ja.moreLabels)).toHaveValue('membership_program_1');
  await expectNoAxeViolations(page);
  await page.evaluate(() => localStorage.setItem('yadori.console.locale', 'en'));
  await page.reload();

  // Switched off and saved: off in the list; then deleted after a confirmation.
  await page.getByRole('checkbox', { name: form.active }).uncheck();
  await page.getByRole('button', { name: FORMS_TEXTS.en.save }).click();
  await expect(page.getByRole('status').filter({ hasText: n.saved(titles.en) })).toBeVisible();
  await expect(row.getByTestId('notice-state')).toHaveText(n.states.off);
  await row.getByRole('button', { name: new RegExp(`^${n.delete}\\b.*${titles.en}$`) }).click();
  const dialog = page.getByRole('dialog', { name: n.deleteTitle(titles.en) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: n.deleteConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: n.deleted(titles.en) })).toBeVisible();
  await expect(page.getByText(n.none)).toBeVisible();

  // Analytics and chatbot, a section of the set-up.
  await page.getByRole('link', { name: nav.setup }).click();
  await page.getByRole('link', { name: SETUP_TEXTS.en.sections.analytics }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${a.title} · `) })).toBeVisible();
  const dataLayers = labelledControl(page, a.dataLayers);
  await dataLayers.fill('dataLayer\n2ndLayer');
  await labelledControl(page, a.gtmId).fill('gtm-abc1234');
  await labelledControl(page, a.gaMeasurementId).fill('G-ABCDE12345');
  await page.getByRole('button', { name: FORMS_TEXTS.en.save }).click();
  await expect(dataLayers).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(a.dataLayersProblem('2ndLayer'))).toBeVisible();
  await expectNoAxeViolations(page);
  await dataLayers.fill('dataLayer\nhotelLayer');
  await page.getByRole('checkbox', { name: a.chatbotEnabled }).check();
  await labelledControl(page, a.chatbotUrl).fill('https://chat.notice-inn.example/talk');
  await page.getByRole('button', { name: FORMS_TEXTS.en.save }).click();
  await expect(page.getByRole('status').filter({ hasText: FORMS_TEXTS.en.saved })).toBeVisible();

  // Stored as the settings' blocks, as the staff API reads them back, and shown so after a reload.
  const stored = await server.app.inject({
    url: `/staff/hotels/${hotelId}`,
    headers: {
      authorization: await page.evaluate(() => `Bearer ${sessionStorage.getItem('yadori.console.token')}`),
    },
  });
  const settings = stored.json().data.settings;
  expect(settings.data_layers).toEqual(['dataLayer', 'hotelLayer']);
  expect(settings.analytics_setting_attributes).toEqual({
    gtm_id: 'GTM-ABC1234',
    ga_measurement_id: 'G-ABCDE12345',
  });
  expect(settings.chatbot_setting).toEqual({
    enabled: true,
    script_url: 'https://chat.notice-inn.example/talk',
  });
  await page.reload();
  await expect(labelledControl(page, a.gtmId)).toHaveValue('GTM-ABC1234');
  await expect(page.getByRole('checkbox', { name: a.chatbotEnabled })).toBeChecked();

  // Preview: the booking page opens in a new tab in preview mode, with a token of its own.
  await page.getByRole('link', { name: SETUP_TEXTS.en.sections.plans }).click();
  const previewRequest = context.waitForEvent('request', (request) =>
    request.url().includes('tripla_preview=true'),
  );
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: PREVIEW_TEXTS.en.preview }).click();
  expect((await previewRequest).url()).toMatch(/[?&]preview_token=[^&]+/);
  await expect(page.getByRole('status').filter({ hasText: PREVIEW_TEXTS.en.opened })).toBeVisible();
  await (await popup).close();
  await expectNoAxeViolations(page);
});
