import { CHATBOT_TEXTS } from '../apps/loader/src/chatbot/chatbot-config.ts';
import { createTestStaff, staffInject } from '../apps/server/src/features/staff-accounts/staff-test-kit.ts';
import { en as previewEn } from '../apps/widget/src/features/preview/texts/en.ts';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { ja } from '../apps/widget/src/i18n/locales/ja.ts';
import { ko } from '../apps/widget/src/i18n/locales/ko.ts';
import { zh_Hans } from '../apps/widget/src/i18n/locales/zh_Hans.ts';
import { zh_Hant } from '../apps/widget/src/i18n/locales/zh_Hant.ts';
import { LOCALE_TAGS, type Locale } from '../packages/contract/src/locales.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, type TestServer, test } from './fixtures.ts';

// Decision 061 in the browser against the real server: /chatbot.js on the demo's hotel page opens the
// widget in chatbot mode (spec section 2: no language selector, no login menu) in five languages; a
// segment banner shows only for its segment; preview mode shows nothing more without a good staff
// token, and the banner and the plan not yet on sale with one.

test.describe.configure({ timeout: 60_000 });

const HANAMI_TOKYO = 1;

/** A weekday stay of two nights the month after next (away from the seed's sold-out 15th). */
function stay(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const checkin = new Date(Date.UTC(year, month + 1, 6));
  const checkout = new Date(checkin.getTime() + 2 * 86_400_000);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return `checkin=${day(checkin)}&checkout=${day(checkout)}&adults=2`;
}
const CATALOGS: Record<Locale, typeof en> = { ja, en, zh_Hans, zh_Hant, ko };
const PAGE_LANG: Record<Locale, string> = {
  ja: 'ja',
  en: 'en',
  zh_Hans: 'zh-CN',
  zh_Hant: 'zh-TW',
  ko: 'ko',
};

/** A brand admin's console call on the worker's server (no console screens: those have their specs). */
async function asStaff(server: TestServer) {
  const admin = await createTestStaff(server.db, { role: 'brand_admin' });
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    staffInject(server.app, method, url, { authorization: admin.authorization, body });
}

// The demo seed switches Hanami Tokyo's chatbot on (chatbot_setting.enabled), as a hotel does in the console.
test.describe('the chatbot launcher', () => {
  test('opens the widget in chatbot mode: no language selector, no login menu, focus back on close', async ({
    page,
  }) => {
    const script = await page.request.get('/chatbot.js');
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toContain('javascript');
    expect(script.headers()['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');

    await page.goto('/demo/chatbot.html');
    const [label, closeLabel, , bookingTitle] = CHATBOT_TEXTS.en;
    const launcher = page.getByRole('button', { name: label });
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await launcher.click();
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('dialog', { name: label });
    await expect(panel).toBeVisible();
    const widget = page.frameLocator(`iframe[title="${bookingTitle}"]`);
    await expect(widget.getByRole('heading', { level: 1, name: 'Hanami Hotel Tokyo' })).toBeVisible();
    await expect(widget.getByRole('button', { name: en['searchForm.submit'] })).toBeVisible();
    await expect(widget.getByRole('combobox', { name: en['header.languageLabel'] })).toHaveCount(0);
    await expect(widget.getByRole('button', { name: en['header.menu'] })).toHaveCount(0);
    const frame = page.frames().find((f) => f.url().includes('iframe=triplabot'));
    expect(new URL(frame!.url()).searchParams.get('fromChatbot')).toBe('true');
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: closeLabel }).click();
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('speaks each of the five languages, and so does the widget in it', async ({ page }) => {
    for (const locale of Object.keys(CATALOGS) as Locale[]) {
      const url = `/chatbot-host-${locale}.html`;
      await page.route(`**${url}`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="${PAGE_LANG[locale]}"><title>Hotel</title><body><h1>Hotel</h1>
            <script src="/chatbot.js" data-hotel-code="hanami-tokyo"></script></body></html>`,
        }),
      );
      await page.goto(url);
      const [label, , , bookingTitle] = CHATBOT_TEXTS[locale];
      await page.getByRole('button', { name: label }).click();
      const widget = page.frameLocator(`iframe[title="${bookingTitle}"]`);
      await expect(widget.getByRole('button', { name: CATALOGS[locale]['searchForm.submit'] })).toBeVisible();
      await expect(widget.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[locale]);
    }
  });
});

test('a segment’s banner shows on results for its segment_ids only', async ({ page, server }) => {
  const staff = await asStaff(server);
  const title = 'Members of the cherry club: late check-out';
  const created = await staff('POST', `/staff/hotels/${HANAMI_TOKYO}/notices`, {
    kind: 'banner',
    placements: ['results'],
    segment_ids: ['e2e-cherry-club'],
    link_url: 'https://hanami.example/cherry-club',
    translations: [
      {
        locale: 'ja',
        title: 'チェリークラブ会員様：レイトチェックアウト',
        body: '正午までご滞在いただけます。',
      },
      { locale: 'en', title, body: 'Stay until noon.' },
      { locale: 'zh_Hans', title: '樱花俱乐部会员：延迟退房', body: '可停留至中午。' },
      { locale: 'zh_Hant', title: '櫻花俱樂部會員：延遲退房', body: '可停留至中午。' },
      { locale: 'ko', title: '체리 클럽 회원: 레이트 체크아웃', body: '정오까지 머무실 수 있습니다.' },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  try {
    await page.goto('/booking/result?code=hanami-tokyo&locale=en&segment_ids=e2e-cherry-club');
    const banner = page.getByRole('region', { name: title });
    await expect(banner).toBeVisible();
    const link = banner.getByRole('link', { name: `${title} ${en['results.opensInNewTab']}` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);

    // Another tab (its own visit): no segment, no banner, once the page's notices have come.
    const other = await page.context().newPage();
    const notices = other.waitForResponse((response) => response.url().includes('/notices?'));
    await other.goto('/booking/result?code=hanami-tokyo&locale=en');
    expect((await notices).status()).toBe(200);
    await expect(other.getByRole('heading', { level: 1, name: 'Hanami Hotel Tokyo' })).toBeVisible();
    await expect(other.getByRole('region', { name: title })).toHaveCount(0);
  } finally {
    await staff('DELETE', `/staff/hotels/${HANAMI_TOKYO}/notices/${created.body.data.id}`);
  }
});

test('preview mode: nothing more without a good staff token; with one, the banner and the plan not on sale', async ({
  page,
  server,
}) => {
  const staff = await asStaff(server);
  const plans = await staff('GET', `/staff/hotels/${HANAMI_TOKYO}/plans`);
  const plan = plans.body.data.find((p: { code: string }) => p.code === 'BREAKFAST');
  const name: string =
    plan.translations.find((t: { locale: string }) => t.locale === 'en')?.name ?? plan.name;
  const unpublish = await staff('PATCH', `/staff/hotels/${HANAMI_TOKYO}/plans/${plan.id}`, {
    sale_starts_on: '2099-01-01',
    sale_ends_on: null,
  });
  expect(unpublish.status, JSON.stringify(unpublish.body)).toBe(200);
  const previewBanner = page.getByRole('region', { name: previewEn['preview.title'] });
  const planHeading = page.getByRole('heading', { level: 2, name, exact: true });
  try {
    const search = page.waitForRequest((request) => /\/book\/hotels\/1\/rooms\?/.test(request.url()));
    await page.goto(
      `/booking/result?code=hanami-tokyo&locale=en&type=plan&${stay()}&tripla_preview=true&preview_token=forged-token`,
    );
    expect((await search).headers()['tripla-preview-token']).toBeUndefined();
    await expect(page.getByTestId('plan-card').first()).toBeVisible();
    await expect(planHeading).toHaveCount(0);
    await expect(previewBanner).toHaveCount(0);
    expect(page.url()).not.toContain('preview_token');

    const token = await staff('POST', `/staff/hotels/${HANAMI_TOKYO}/preview_tokens`);
    expect(token.status, JSON.stringify(token.body)).toBe(201);
    const previewing = await page.context().newPage();
    await previewing.goto(
      `/booking/result?code=hanami-tokyo&locale=en&type=plan&${stay()}&tripla_preview=true&preview_token=${token.body.data.token}`,
    );
    await expect(previewing.getByRole('region', { name: previewEn['preview.title'] })).toBeVisible();
    await expect(previewing.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    expect(previewing.url()).not.toContain('preview_token');
  } finally {
    await staff('PATCH', `/staff/hotels/${HANAMI_TOKYO}/plans/${plan.id}`, {
      sale_starts_on: plan.sale_starts_on,
      sale_ends_on: plan.sale_ends_on,
    });
  }
});
