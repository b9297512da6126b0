import { createSandboxProvider } from '../apps/server/src/features/payments/sandbox/sandbox-provider.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// The sandbox gateway's own pages in Chromium: the hosted card fields inside a parent frame of the
// widget's origin (brand while typing, errors at their field, the token posted to the parent only),
// and the 3-D Secure challenge page returning to the widget.

type Posted = { source: string; type: string; request_id?: string; [key: string]: unknown };

const PARENT = `<!doctype html><html lang="en"><head><title>Parent</title></head><body><main>
<h1>Payment</h1>
<iframe id="fields" title="Card details" style="width:100%;height:600px;border:0"></iframe>
</main><script>
window.posted = [];
window.addEventListener('message', (event) => {
  if (event.source !== document.getElementById('fields').contentWindow) return;
  window.posted.push({ origin: event.origin, data: event.data });
});
window.tokenize = (id) => document.getElementById('fields').contentWindow
  .postMessage({ source: 'yadori-widget', type: 'tokenize', request_id: id }, location.origin);
document.getElementById('fields').src = '/sandbox-pay/card-fields?parent_origin=' + encodeURIComponent(location.origin)
  + '&locale=' + new URLSearchParams(location.search).get('locale') + '&valid_through=2030-01-31&brands=visa,master,amex,jcb';
</script></body></html>`;

test.describe('sandbox card fields', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/test-parent*', (route) => route.fulfill({ contentType: 'text/html', body: PARENT }));
  });

  const posted = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window as unknown as { posted: { origin: string; data: Posted }[] }).posted);

  async function answer(page: import('@playwright/test').Page, id: string): Promise<Posted> {
    await page.evaluate(
      (requestId) => (window as unknown as { tokenize(id: string): void }).tokenize(requestId),
      id,
    );
    await expect.poll(async () => (await posted(page)).some((m) => m.data.request_id === id)).toBe(true);
    const message = (await posted(page)).find((m) => m.data.request_id === id);
    return message?.data as Posted;
  }

  test('shows the brand while typing, hands the parent a token, and puts errors at their field', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto('/test-parent?locale=en');
    const frame = page.frameLocator('#fields');
    await expect.poll(async () => (await posted(page)).some((m) => m.data.type === 'ready')).toBe(true);
    const messages = await posted(page);
    expect(
      messages.every(
        (m) => m.origin === new URL(baseURL ?? '').origin && m.data.source === 'yadori-sandbox-pay',
      ),
    ).toBe(true);

    const number = frame.getByLabel('Card number');
    await number.pressSequentially('3782');
    await expect(frame.getByText('Card brand: American Express')).toBeVisible();
    await number.fill('');
    await number.pressSequentially('36227206');
    await expect(frame.getByText(/Diners Club cards online/)).toBeVisible();
    await number.fill('');
    await number.pressSequentially('4111111111111111');
    await expect(number).toHaveValue('4111 1111 1111 1111');
    await expect(frame.getByText('Card brand: VISA')).toBeVisible();
    await frame.getByLabel('Month (MM)').fill('12');
    await frame.getByLabel('Year (YY)').fill('29');
    await frame.getByLabel('Security code').fill('123');
    await frame.getByLabel('Name on card').fill('HANAKO YAMADA');

    // Expiry before check-out (valid_through 2030-01-31): the expiry key, at the expiry fields.
    const expired = await answer(page, 'r1');
    expect(expired).toMatchObject({
      type: 'invalid',
      errors: [{ field: 'expiry', key: 'INVALID_EXPIRATION_YEAR' }],
    });
    await expect(frame.getByLabel('Month (MM)')).toHaveAttribute('aria-invalid', 'true');
    await expect(frame.getByRole('status')).toContainText('Please check the expiry date.');

    await frame.getByLabel('Year (YY)').fill('31');
    const token = await answer(page, 'r2');
    expect(token).toMatchObject({ type: 'token', brand: 'visa', last4: '1111' });
    expect(String(token.token)).toMatch(/^tok_sandbox_/);
    expect(JSON.stringify(await posted(page))).not.toContain('4111 1111');
    await expect(frame.getByRole('status')).toContainText('VISA card ending in 1111');

    await number.fill('4111 1111 1111 1112');
    const wrong = await answer(page, 'r3');
    expect(wrong).toMatchObject({
      type: 'invalid',
      errors: [{ field: 'number', key: 'Invalid_card_number' }],
    });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(frame.locator('#card_number-error')).toHaveText('Please check the card number.');

    await number.fill('36227206271667');
    expect(await answer(page, 'r4')).toMatchObject({ type: 'error', code: 3007 });
    await expectNoAxeViolations(page);
  });

  for (const [locale, label] of [
    ['ja', 'カード番号'],
    ['zh_Hans', '卡号'],
    ['zh_Hant', '卡號'],
    ['ko', '카드 번호'],
  ] as const) {
    test(`speaks ${locale}`, async ({ page }) => {
      await page.goto(`/test-parent?locale=${locale}`);
      await expect(page.frameLocator('#fields').getByLabel(label)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('works inside a widget that is itself embedded in a hotel site of another origin', async ({
    page,
    baseURL,
  }) => {
    // The test server is 127.0.0.1; the same server reached as localhost is another origin.
    const hotelSite = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    expect(hotelSite).not.toBe(baseURL);
    await page.route(`${hotelSite}/hotel-site`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Hotel</title><iframe id="widget" title="Booking" src="${baseURL}/test-parent?locale=en" style="width:100%;height:800px"></iframe></html>`,
      }),
    );
    await page.goto(`${hotelSite}/hotel-site`);
    const widget = page.frameLocator('#widget');
    await expect(widget.frameLocator('#fields').getByLabel('Card number')).toBeVisible();
    const widgetFrame = page.frames().find((f) => f.url().includes('/test-parent'));
    await expect
      .poll(async () =>
        (
          await widgetFrame?.evaluate(() => (window as unknown as { posted: { data: Posted }[] }).posted)
        )?.some((m) => m.data.type === 'ready'),
      )
      .toBe(true);
  });

  test('a page that is not the widget cannot embed the fields', async ({ page }) => {
    const response = await page.goto(
      '/sandbox-pay/card-fields?parent_origin=https%3A%2F%2Fevil.example&locale=en',
    );
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(
      'This card form can only be used inside the booking page.',
    );
    await expect(page.getByLabel('Card number')).toHaveCount(0);
  });
});

test.describe('sandbox 3-D Secure challenge', () => {
  test('is accessible in Japanese and returns to the widget after completing', async ({
    page,
    server,
    baseURL,
  }) => {
    await page.route('**/reservation/three-d-secure*', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Back</title><h1>Back in the widget</h1>',
      }),
    );
    const token = await page.request.post('/sandbox-pay/tokens', {
      data: {
        card_number: '4000000090000003',
        expiry_month: '12',
        expiry_year: '35',
        cvc: '123',
        holder_name: 'HANAKO YAMADA',
      },
    });
    const provider = createSandboxProvider({ db: server.db, publicUrl: baseURL ?? '' });
    const returnUrl = `${baseURL}/reservation/three-d-secure?code=hanami-tokyo&number=E2E1`;
    const authorized = await provider.authorize({
      cardToken: (await token.json()).data.token,
      amount: 45_000,
      currency: 'JPY',
      reference: 'E2E1',
      returnUrl,
      idempotencyKey: `e2e-${Date.now()}`,
    });
    if (authorized.status !== 'challenge') throw new Error(`expected a challenge, got ${authorized.status}`);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`${authorized.challengeUrl}?locale=ja`);
    await expect(page.getByRole('heading', { level: 1, name: '3Dセキュア認証（テスト）' })).toBeVisible();
    await expect(page.getByText('￥45,000')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '認証を完了する' }).click();
    await expect(page).toHaveURL(returnUrl);
    expect(await provider.completeChallenge(authorized.paymentId)).toEqual({ status: 'authorized' });
  });
});
