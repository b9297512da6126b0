import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../apps/server/src/seed/seed-facts.ts';
import { en } from '../apps/widget/src/features/member-auth/texts/en.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// The demo host pages with the real loader, server and widget.

test.describe('demo host page, inline', () => {
  test('embeds a titled widget iframe that grows to its content', async ({ page, baseURL }) => {
    await page.goto('/demo/');
    const iframe = page.locator('#yadori-booking iframe');
    await expect(iframe).toHaveAttribute('title', 'Hotel booking');
    const src = new URL((await iframe.getAttribute('src'))!);
    expect(src.origin).toBe(new URL(baseURL!).origin);
    expect(src.searchParams.get('code')).toBe('hanami-tokyo');
    expect(src.searchParams.get('parentPathname')).toBe('/demo/');

    const widget = page.frameLocator('#yadori-booking iframe');
    await expect(widget.getByRole('main')).toBeVisible();
    const frame = page.frame({ url: (url) => url.searchParams.get('code') === 'hanami-tokyo' })!;
    // The widget reports its document height and the loader sizes the iframe to it.
    await expect
      .poll(async () => {
        const content = await frame.evaluate(() => document.documentElement.scrollHeight);
        const box = await iframe.evaluate((element) => (element as HTMLIFrameElement).offsetHeight);
        return Math.abs(content - box);
      })
      .toBeLessThanOrEqual(1);
  });

  test('shows the companions the widget tells it after Hanako signs in, and forgets them on sign-out', async ({
    page,
  }) => {
    await page.goto('/demo/');
    const widget = page.frameLocator('#yadori-booking iframe');
    await expect(widget.getByRole('main')).toBeVisible();
    const companions = page.getByRole('status').filter({ hasText: 'Travelling with you' });
    await expect(companions).toBeHidden();
    const frame = page.frame({ url: (url) => url.searchParams.get('code') === 'hanami-tokyo' })!;
    await frame.goto(new URL('/sign-in?code=hanami-tokyo&locale=en', frame.url()).href);
    await widget.getByLabel(new RegExp(`^${en['field.email']}( \\*)?$`)).fill(DEMO_MEMBERS.hanako.email);
    await widget.getByLabel(new RegExp(`^${en['field.password']}( \\*)?$`)).fill(DEMO_MEMBER_PASSWORD);
    await widget.getByRole('button', { name: en['signIn.submit'] }).click();
    await expect(companions).toBeVisible();
    await expect(companions.getByRole('listitem')).toHaveText([
      'Spouse / 配偶者',
      'Infant (sharing a bed) / 幼児（添い寝）',
    ]);
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.Yadori!.logout());
    await expect(companions).toBeHidden();
  });

  test('passes axe, widget included', async ({ page }) => {
    await page.goto('/demo/');
    await expect(page.frameLocator('#yadori-booking iframe').getByRole('main')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('demo host page, modal', () => {
  test('opens the widget in a dialog; Escape closes it and focus returns to the button', async ({ page }) => {
    await page.goto('/demo/modal.html');
    const opener = page.getByRole('button', { name: 'Book now' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Hotel booking' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
    const src = new URL((await dialog.locator('iframe').getAttribute('src'))!);
    expect(src.searchParams.get('closeable')).toBe('1');
    await expect(page.frameLocator('dialog iframe').getByRole('main')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('demo host page, standalone', () => {
  test('opens the ryokan’s booking page in a new tab', async ({ page, baseURL }) => {
    await page.goto('/demo/standalone.html');
    await expectNoAxeViolations(page);
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: /空室を探す/ }).click(),
    ]);
    await tab.waitForLoadState();
    const url = new URL(tab.url());
    expect(url.origin).toBe(new URL(baseURL!).origin);
    expect(url.searchParams.get('code')).toBe('yamabuki-ryokan');
    await expect(tab.getByRole('main')).toBeVisible();
  });
});
