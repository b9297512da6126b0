import type { FrameLocator, Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { issueClientSession } from '../apps/server/src/testing/test-requests.ts';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { ANALYTICS_EVENTS } from '../packages/contract/src/analytics.constants.ts';
import { addRoom, fillGuestInEnglish, stayOn } from './booking-kit.ts';
import { expect, type TestServer, test } from './fixtures.ts';

// The analytics event layer (decision 061) in a real browser: the demo host page (the loader, data
// layer `dataLayer` from Hanami Tokyo's settings) gets the GA4 events of a whole booking and its
// cancellation, with no personal data, and nothing while the host's consent denies analytics; the
// standalone page loads the hotel's own GA4 property. One booking in all.

test.describe.configure({ timeout: 60_000 });

const GUEST = ['Hanako', 'Yamada', 'hanako@example.com', '+81312345678'];

/** booking-kit's helpers ask only by role and test id, which the widget's frame answers like a page. */
const asPage = (widget: FrameLocator) => widget as unknown as Page;

/** The page's `dataLayer`: objects as they are, gtag's Arguments commands as arrays. */
function dataLayerOf(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );
}

interface PushedEvent {
  event: string;
  page_locale: string;
  ecommerce: {
    currency: string;
    value: number;
    transaction_id?: string;
    items: { item_id: string; quantity: number; price: number }[];
  };
}

/** The GA4 events in a data layer, each checked to follow the `{ ecommerce: null }` that clears the last. */
function eventsIn(layer: unknown[]): PushedEvent[] {
  const names = new Set<string>(ANALYTICS_EVENTS);
  return layer.flatMap((entry, i) => {
    const event = entry as PushedEvent;
    if (!names.has(event?.event)) return [];
    expect(layer[i - 1]).toEqual({ ecommerce: null });
    return [event];
  });
}

const eventNames = async (page: Page) => eventsIn(await dataLayerOf(page)).map((e) => e.event);

test('a booking on the host page: its events in the host’s dataLayer, then the refund, no personal data', async ({
  page,
  server,
}) => {
  const { checkin, checkout } = stayOn(11, 2);
  // The campaign lands on the hotel's page; the widget reads it from the address the loader passes.
  await page.goto('/demo/?utm_source=newsletter&utm_campaign=spring');
  const widget = page.frameLocator('#yadori-booking iframe');
  await expect(widget.getByTestId('search-results')).toBeVisible();
  const frame = page.frame({ url: (url) => url.searchParams.get('code') === 'hanami-tokyo' })!;
  // The stay of this test: an address of the widget's own, which names no source (the first page's is kept).
  await frame.goto(
    new URL(
      `/booking/result?code=hanami-tokyo&locale=en&checkin=${checkin}&checkout=${checkout}&adults=2&room_count=2`,
      frame.url(),
    ).href,
  );
  await addRoom(asPage(widget), 'Standard Double', 'Room only');
  await addRoom(asPage(widget), 'Standard Double', 'Room only');
  await widget.getByRole('button', { name: /^Remove a room: Standard Double, Room only/ }).click();
  await addRoom(asPage(widget), 'Standard Double', 'Room only');
  await expect(widget.getByTestId('selection-summary')).toContainText('2 rooms selected');
  await widget.getByRole('link', { name: en['results.continue'] }).click();
  await expect(widget.getByRole('heading', { level: 1, name: en['guestDetail.title'] })).toBeVisible();
  await fillGuestInEnglish(asPage(widget), en);
  await widget.getByRole('button', { name: en['guestDetail.continue'] }).click();
  await widget.getByRole('radio', { name: en['payment.methodOnSite'], exact: true }).check();
  const total = Number(((await widget.getByTestId('payment-total').textContent()) ?? '').replace(/\D/g, ''));
  await widget.getByRole('button', { name: en['payment.book'] }).click();
  const number = (await widget.getByTestId('confirmation-number').textContent()) ?? '';
  expect(number).toMatch(/^[0-9A-Z]{6,}$/);

  await expect.poll(async () => (await eventNames(page)).at(-1)).toBe('purchase');
  const names = await eventNames(page);
  const firstChoice = names.indexOf('select_item');
  expect(names.slice(0, firstChoice).every((name) => name === 'view_item_list')).toBe(true);
  expect(firstChoice).toBeGreaterThan(0);
  expect(names.slice(firstChoice)).toEqual([
    'select_item',
    'add_to_cart',
    'add_to_cart',
    'remove_from_cart',
    'add_to_cart',
    'begin_checkout',
    'add_payment_info',
    'purchase',
  ]);
  const events = eventsIn(await dataLayerOf(page));
  const purchase = events.at(-1)!;
  expect(purchase.page_locale).toBe('en');
  expect(purchase.ecommerce).toMatchObject({ transaction_id: number, currency: 'JPY', value: total });
  // Two rooms of one plan: two items of quantity 1.
  expect(purchase.ecommerce.items.map((item) => [item.item_id, item.quantity])).toEqual([
    ['STD-DBL', 1],
    ['STD-DBL', 1],
  ]);
  for (const event of events) expect(event.ecommerce.items.every((item) => item.quantity === 1)).toBe(true);

  // The reservation keeps the first page's campaign.
  const stored = (await server.db.execute(
    sql`select utm_source, utm_campaign, source from reservations where number = ${number}`,
  )) as unknown as { rows: { utm_source: string; utm_campaign: string; source: string }[] };
  expect(stored.rows[0]).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring', source: 'newsletter' });

  // Cancelled (a stay months ahead costs nothing): the whole total is refunded.
  await widget.getByTestId('confirmation-cancel').click();
  await widget.getByRole('radio', { name: en['cancel.reasonChangeOfPlans'] }).check();
  await widget.getByRole('button', { name: en['cancel.confirm'] }).click();
  await expect(widget.getByRole('heading', { level: 1, name: en['cancel.doneHeading'] })).toBeVisible();
  await expect.poll(async () => (await eventNames(page)).at(-1)).toBe('refund');
  const refund = eventsIn(await dataLayerOf(page)).at(-1)!;
  expect(refund.ecommerce).toMatchObject({ transaction_id: number, value: total });

  const everything = JSON.stringify(await dataLayerOf(page));
  for (const personal of GUEST) expect(everything).not.toContain(personal);
});

test('the host’s consent denies analytics storage: no event reaches its dataLayer', async ({ page }) => {
  await page.addInitScript(() => {
    const host = window as unknown as { dataLayer: unknown[]; analyticsSent: string[] };
    host.dataLayer = [];
    host.analyticsSent = [];
    function gtag(..._command: unknown[]) {
      // biome-ignore lint/complexity/noArguments: gtag pushes its Arguments object.
      host.dataLayer.push(arguments);
    }
    gtag('consent', 'default', { analytics_storage: 'denied' });
    // What the widget sent, heard before the loader: proof there was something to push.
    addEventListener('message', (event) => {
      if (event.data?.type === 'analytics') host.analyticsSent.push(event.data.event.event);
    });
  });
  const { checkin, checkout } = stayOn(12, 2);
  await page.goto('/demo/');
  await expect(page.frameLocator('#yadori-booking iframe').getByTestId('search-results')).toBeVisible();
  const frame = page.frame({ url: (url) => url.searchParams.get('code') === 'hanami-tokyo' })!;
  await frame.goto(
    new URL(
      `/booking/result?code=hanami-tokyo&locale=en&checkin=${checkin}&checkout=${checkout}&adults=2`,
      frame.url(),
    ).href,
  );
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { analyticsSent: string[] }).analyticsSent))
    .toContain('view_item_list');
  expect(await eventNames(page)).toEqual([]);
  expect(await dataLayerOf(page)).toHaveLength(1);
});

/** Sets a hotel's Google ids and waits until the server's cached settings and page policy have it. */
async function setGoogleIds(
  server: TestServer,
  code: string,
  ids: { gtm_id: string | null; ga_measurement_id: string | null },
) {
  await server.db.execute(
    sql`update hotels set settings = jsonb_set(settings, '{analytics_setting_attributes}', ${JSON.stringify(ids)}::jsonb) where code = ${code}`,
  );
  const session = await issueClientSession(server.app);
  // The hotel catalogue keeps a hotel for a few seconds: wait until the edit shows.
  await expect
    .poll(
      async () => {
        const settings = await server.app.inject({
          url: `/book/hotels/${code}/settings/booking_widget`,
          headers: { 'client-session': session },
        });
        const page = await server.app.inject({ url: `/?code=${code}` });
        return [
          settings.json().data.analytics_setting_attributes.ga_measurement_id,
          String(page.headers['content-security-policy']).includes('googletagmanager'),
        ];
      },
      { timeout: 15_000 },
    )
    .toEqual([ids.ga_measurement_id, ids.ga_measurement_id !== null]);
}

test('the standalone page loads the hotel’s GA4 property and sends it the events', async ({
  page,
  server,
}) => {
  const requested: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  await setGoogleIds(server, 'yamabuki-ryokan', { gtm_id: null, ga_measurement_id: 'G-YADORI1234' });
  try {
    const { checkin, checkout } = stayOn(12, 2);
    await page.goto(
      `/booking/result?code=yamabuki-ryokan&locale=en&checkin=${checkin}&checkout=${checkout}&adults=2`,
    );
    await expect.poll(() => requested).toContain('https://www.googletagmanager.com/gtag/js?id=G-YADORI1234');
    await expect
      .poll(async () =>
        (await dataLayerOf(page))
          .filter((e) => Array.isArray(e) && e[0] === 'event')
          .map((e) => (e as unknown[])[1]),
      )
      .toEqual(['view_item_list']);
    const layer = (await dataLayerOf(page)) as unknown[][];
    // Consent defaults first: analytics granted (no GPC or DNT here), advertising denied.
    expect(layer[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(layer.find((command) => command[0] === 'config')).toEqual([
      'config',
      'G-YADORI1234',
      { send_page_view: true },
    ]);
    const list = layer.find((command) => command[0] === 'event')?.[2] as PushedEvent['ecommerce'];
    expect(list.currency).toBe('JPY');
    expect(list.items.length).toBeGreaterThan(0);
  } finally {
    await setGoogleIds(server, 'yamabuki-ryokan', { gtm_id: null, ga_measurement_id: null });
  }
});
