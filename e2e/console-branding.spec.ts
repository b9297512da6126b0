import { FORMS_TEXTS } from '../apps/console/src/forms/forms.texts.ts';
import { BRANDING_TEXTS } from '../apps/console/src/setup/branding.texts.ts';
import { MEDIA_TEXTS } from '../apps/console/src/setup/media.texts.ts';
import { pngImage } from '../apps/server/src/features/staff-media/media-test-kit.ts';
import { expectNoAxeViolations } from './axe.ts';
import { signInToConsole } from './console-kit.ts';
import { expect, test } from './fixtures.ts';

// A hotel manager gives Hanami Tokyo a logo and colours in the console, watches the preview follow the
// inputs, saves, and the guest's widget then shows the uploaded logo in its header.

const t = BRANDING_TEXTS.en;
const HANAMI_TOKYO = 1;

test('a manager uploads a logo, sets colours with a live preview, and the widget shows the logo', async ({
  page,
  server,
}) => {
  const account = await signInToConsole(page, server, { role: 'hotel_manager' });
  const headers = { authorization: account.authorization };
  const hotelUrl = `/staff/hotels/${HANAMI_TOKYO}`;
  // The worker's server is shared with other tests: the hotel's look is put back afterwards.
  const original = (await (await page.request.get(hotelUrl, { headers })).json()).data.settings;
  try {
    await page.goto(`/admin/hotels/${HANAMI_TOKYO}/setup/branding`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${t.title}`) })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel(MEDIA_TEXTS.en.upload).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: pngImage(120, 40, '#c0392b'),
    });
    const previewHeader = page.getByTestId('branding-preview-header');
    const previewLogo = previewHeader.getByRole('img');
    await expect(previewLogo).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}$/);
    const logoUrl = await previewLogo.getAttribute('src');
    await expect(page.getByRole('img', { name: t.currentLogo })).toHaveAttribute('src', logoUrl!);

    await page.getByLabel(t.header, { exact: true }).selectOption('header_logo');
    await page.getByLabel(t.headerColour, { exact: true }).fill('#ffd700');
    await page.getByLabel(t.buttonColour, { exact: true }).fill('#1a237e');
    // A light header takes black text, a dark button white (spec section 1's luminance rule).
    await expect(previewHeader).toHaveCSS('background-color', 'rgb(255, 215, 0)');
    await expect(previewHeader).toHaveCSS('color', 'rgb(0, 0, 0)');
    const previewButton = page.getByTestId('branding-preview-button');
    await expect(previewButton).toHaveCSS('background-color', 'rgb(26, 35, 126)');
    await expect(previewButton).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: FORMS_TEXTS.en.save, exact: true }).first().click();
    await expect(page.getByRole('status').filter({ hasText: FORMS_TEXTS.en.saved }).first()).toBeVisible();

    await page.goto('/?code=hanami-tokyo');
    const logo = page.locator('.site-header__logo');
    await expect(logo).toHaveAttribute('src', logoUrl!);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  } finally {
    const restored = await page.request.patch(hotelUrl, { headers, data: { settings: original } });
    expect(restored.status()).toBe(200);
  }
});
