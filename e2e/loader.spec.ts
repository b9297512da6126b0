import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { embedTag, HOST, hostPage, OTHER, openHostPage, postFromWidget, WIDGET } from './loader-harness.ts';

test.describe('loader, inline', () => {
  test.beforeEach(async ({ page }) => {
    await openHostPage(
      page,
      hostPage(
        `<div id="booking"></div>${embedTag('data-hotel-code="hanami-tokyo" data-target="#booking" data-locale="ja"')}`,
      ),
    );
  });

  test('puts a titled iframe of the widget origin into the target, with the page address', async ({
    page,
  }) => {
    const frame = page.locator('#booking iframe');
    await expect(frame).toHaveAttribute('title', 'Hotel booking');
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.origin).toBe(WIDGET);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      code: 'hanami-tokyo',
      parentUrl: `${HOST}/stay/`,
      parentPathname: '/stay/',
      locale: 'ja',
    });
  });

  test('takes its height from the widget and ignores other origins', async ({ page }) => {
    await expect(page.getByText('Stub widget')).toHaveCount(0); // the widget's text stays in its frame
    await expect(
      page.frameLocator('#booking iframe').getByRole('heading', { name: 'Stub widget' }),
    ).toBeVisible();
    await postFromWidget(page, { type: 'resize', height: 1500 });
    await expect(page.locator('#booking iframe')).toHaveJSProperty('offsetHeight', 1500);

    // A frame of another origin posts the same message; the loader's listener, added first, has
    // handled it by the time this page-side listener sees it.
    await page.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          addEventListener('message', (event) => event.origin === new URL(src).origin && resolve());
          const impostor = document.createElement('iframe');
          impostor.title = 'Impostor';
          impostor.src = src;
          document.body.append(impostor);
        }),
      `${OTHER}/`,
    );
    await expect(page.locator('#booking iframe')).toHaveJSProperty('offsetHeight', 1500);
  });

  test('re-dispatches login on the host window and sends host messages once the widget is ready', async ({
    page,
  }) => {
    const login = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          window.addEventListener('yadori:login', (event) =>
            resolve((event as CustomEvent).detail.hotelCode),
          ),
        ),
    );
    await postFromWidget(page, { type: 'login' });
    expect(await login).toBe('hanami-tokyo');

    await page.evaluate(() => {
      window.Yadori!.logout();
      window.Yadori!.refreshLogin();
    });
    await expect(page.frameLocator('#booking iframe').locator('#received')).toHaveText(
      'logout,refresh-login',
    );
  });

  test('passes axe with the widget in place', async ({ page }) => {
    await expect(
      page.frameLocator('#booking iframe').getByRole('heading', { name: 'Stub widget' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// A phone-sized page where the widget sits between two screens of the hotel's own content, on
// another origin: what the widget learns of the host's viewport, and the scroll to a step's top.
test.describe('loader, inline, on a long page', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    const screen = '<div style="height:1500px">Hotel content</div>';
    await openHostPage(
      page,
      hostPage(
        `${screen}<div id="booking"></div>${embedTag('data-hotel-code="hanami-tokyo" data-target="#booking"')}${screen}`,
      ),
    );
    await expect(page.frameLocator('#booking iframe').locator('#received')).toHaveText('none');
  });

  /** The iframe's top edge on the screen now. */
  const frameTop = (page: Page) =>
    page.locator('#booking iframe').evaluate((frame) => frame.getBoundingClientRect().top);

  /** What the stub widget was told last: [top, height] to the nearest px (the heading above the frame
   * is a fraction of a px tall), or null. */
  const told = async (page: Page) => {
    const text = await page.frameLocator('#booking iframe').locator('#viewport').textContent();
    return text === 'none' ? null : (text ?? '').split(' ').map((n) => Math.round(Number(n)));
  };

  test('tells the widget which part of its frame is on screen as the host scrolls', async ({ page }) => {
    // Below the first screen: nothing is on screen, nothing is sent.
    expect(await frameTop(page)).toBeGreaterThan(844);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await told(page)).toBeNull();
    // The frame's top 500 px down the screen: the viewport starts 500 px above the frame.
    await page.evaluate(async () =>
      scrollBy(0, document.querySelector('iframe')!.getBoundingClientRect().top - 500),
    );
    await expect.poll(() => told(page)).toEqual([-500, 844]);
    // The frame's top 100 px above the screen.
    await page.evaluate(() => scrollBy(0, 600));
    await expect.poll(() => told(page)).toEqual([100, 844]);
    // Scrolled past it: the widget keeps the last part it was told about.
    await postFromWidget(page, { type: 'resize', height: 600 });
    await page.evaluate(() => scrollBy(0, 200));
    await expect.poll(() => told(page)).toEqual([300, 844]);
    await page.evaluate(() => scrollBy(0, 2000));
    expect(await frameTop(page)).toBeLessThan(-600);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await told(page)).toEqual([300, 844]);
  });

  test('scrolls the host page to the widget’s top when the widget asks', async ({ page }) => {
    await postFromWidget(page, { type: 'resize', height: 3000 });
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await postFromWidget(page, { type: 'scroll-to' });
    // Whole px: the frame's top on the page may be a fraction.
    await expect.poll(async () => Math.abs(await frameTop(page))).toBeLessThan(1);
  });
});

test.describe('loader, modal', () => {
  test.beforeEach(async ({ page }) => {
    await openHostPage(
      page,
      hostPage(
        `<button type="button" data-yadori-open>Reserve</button>${embedTag('data-hotel-code="hanami-tokyo" data-mode="modal"')}`,
      ),
    );
  });

  test('opens a modal dialog, closes on Escape and returns focus to the opener', async ({ page }) => {
    const opener = page.getByRole('button', { name: 'Reserve' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Hotel booking' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const src = new URL((await dialog.locator('iframe').getAttribute('src'))!);
    expect(src.searchParams.get('closeable')).toBe('1');
    await expect(
      page.frameLocator('dialog iframe').getByRole('heading', { name: 'Stub widget' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('closes when the widget says close', async ({ page }) => {
    await page.getByRole('button', { name: 'Reserve' }).click();
    await expect(
      page.frameLocator('dialog iframe').getByRole('heading', { name: 'Stub widget' }),
    ).toBeVisible();
    await postFromWidget(page, { type: 'close' });
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('makes the page behind the dialog inert', async ({ page }) => {
    await page.getByRole('button', { name: 'Reserve' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Tabbing never reaches the page's own button while the dialog is open.
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Reserve', includeHidden: true })).not.toBeFocused();
    }
  });
});

test.describe('loader, button and standalone', () => {
  test('shows a floating button in the page language', async ({ page }) => {
    await openHostPage(page, hostPage(embedTag('data-hotel-code="hanami-tokyo" data-mode="button"'), 'ja'));
    await page.getByRole('button', { name: '今すぐ予約' }).click();
    await expect(page.getByRole('dialog', { name: '宿泊予約' })).toBeVisible();
    await expect(page.getByRole('button', { name: '閉じる' })).toBeFocused();
  });

  test('opens the standalone page in a new tab without an opener', async ({ page }) => {
    await openHostPage(
      page,
      hostPage(
        embedTag(
          'data-hotel-code="yamabuki-ryokan" data-mode="button" data-booking-widget-type="standalone"',
        ),
      ),
    );
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Book now' }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${WIDGET}/?code=yamabuki-ryokan`);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
