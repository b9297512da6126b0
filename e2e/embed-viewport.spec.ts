import type { Locator, Page } from '@playwright/test';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { ja } from '../apps/widget/src/i18n/locales/ja.ts';
import { expectNoAxeViolations } from './axe.ts';
import { stayOn } from './booking-kit.ts';
import { expect, test } from './fixtures.ts';

// The widget on a hotel's own site (issue 11): the demo host pages with the real loader, server and
// widget, at 390 px (a phone, touch) and 1280 px. Whatever the widget places for the guest — the
// calendar sheet, the "Continue" bar, each new step's heading — must be ON SCREEN: its box inside the
// host's viewport (the iframe's box on the host page plus the element's box in the frame), not merely
// present in an iframe thousands of px tall. Before every tap the tapped element is on screen; where
// a guest would swipe to reach something, the test scrolls to it first and says so.

// Long flows on a machine shared with other suites.
test.describe.configure({ timeout: 120_000 });

type Catalog = typeof en;

const INLINE_FRAME = '#yadori-booking iframe';
const MODAL_FRAME = 'dialog iframe';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The widget iframe (`frameSelector`) as a frame to look into and as an element of the host page. */
function widgetOf(page: Page, frameSelector: string) {
  return { frame: page.frameLocator(frameSelector), element: page.locator(frameSelector) };
}

type Widget = ReturnType<typeof widgetOf>;

/** `element`'s box on the host's screen: the iframe's box on the page plus the element's in the frame. */
async function hostBox(widget: Widget, element: Locator) {
  const frame = await widget.element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { top: box.top, left: box.left };
  });
  const inner = await element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
  });
  return {
    top: frame.top + inner.top,
    bottom: frame.top + inner.bottom,
    left: frame.left + inner.left,
    right: frame.left + inner.right,
  };
}

/** "on screen", or where the element is instead (for the failure message). */
async function whereOnScreen(page: Page, widget: Widget, element: Locator): Promise<string> {
  const box = await hostBox(widget, element);
  const screen = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  // Half a px of rounding either way.
  const inside =
    box.top >= -0.5 &&
    box.bottom <= screen.height + 0.5 &&
    box.left >= -0.5 &&
    box.right <= screen.width + 0.5 &&
    box.bottom > box.top;
  return inside
    ? 'on screen'
    : `at ${Math.round(box.top)}–${Math.round(box.bottom)} px of a ${screen.height} px tall screen`;
}

/** The element is shown and its whole box is inside the host's viewport (waiting for the widget). */
async function expectOnScreen(page: Page, widget: Widget, element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  await expect.poll(() => whereOnScreen(page, widget, element)).toBe('on screen');
}

/**
 * Taps (or clicks, on the desktop page) `element` where it is on the host's screen, as a person does:
 * once it is on screen, has stopped moving there (a bar follows the host's scroll a frame later) and is
 * what the screen shows at its middle (nothing covers it). No scrolling into view by the test runner.
 */
async function press(page: Page, widget: Widget, element: Locator): Promise<void> {
  await expectOnScreen(page, widget, element);
  const frames = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  let box = await hostBox(widget, element);
  await expect
    .poll(async () => {
      const before = JSON.stringify(box);
      await frames();
      box = await hostBox(widget, element);
      return before === JSON.stringify(box) ? 'still' : 'moving';
    })
    .toBe('still');
  const x = (box.left + box.right) / 2;
  const y = (box.top + box.bottom) / 2;
  const frame = await widget.element.evaluate((node) => {
    const { left, top } = node.getBoundingClientRect();
    return { left, top };
  });
  const hit = await element.evaluate((node, at) => node.contains(document.elementFromPoint(at.x, at.y)), {
    x: x - frame.left,
    y: y - frame.top,
  });
  expect(hit, 'the element itself is at its middle, nothing over it').toBe(true);
  // The phone pages have touch: a tap there, a click on the desktop one.
  if (await page.evaluate(() => 'ontouchstart' in window)) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** The guest swipes until `element` is on screen (the browser's own scrolling into view). */
async function swipeTo(element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
}

/** Opens the calendar from the dates button and chooses `stay`, month by month with "next month". */
async function chooseDates(
  page: Page,
  widget: Widget,
  t: Catalog,
  stay: { checkin: string; checkout: string },
  sheet: boolean,
  axe = false,
): Promise<void> {
  const dates = widget.frame.locator('.search-form__dates-button');
  await swipeTo(dates);
  await press(page, widget, dates);
  const calendar = widget.frame.getByRole('dialog', { name: t['searchForm.calendarTitle'] });
  // On a phone the calendar is a sheet at the bottom of the screen, wherever the frame is.
  if (sheet) await expectOnScreen(page, widget, calendar);
  if (axe) await expectNoAxeViolations(page);
  const checkin = calendar.locator(`[data-date="${stay.checkin}"]`);
  const next = calendar.getByRole('button', { name: t['searchForm.nextMonth'] });
  for (let month = 0; month < 13 && (await checkin.count()) === 0; month += 1) {
    await press(page, widget, next);
  }
  await press(page, widget, checkin);
  await press(page, widget, calendar.locator(`[data-date="${stay.checkout}"]`));
  await expect(calendar).toBeHidden();
}

/** Searches, and checks that focus went to where the results begin, on screen. */
async function search(page: Page, widget: Widget, t: Catalog): Promise<void> {
  const submit = widget.frame.getByRole('button', { name: t['searchForm.submit'], exact: true });
  await swipeTo(submit);
  await press(page, widget, submit);
  const start = widget.frame.locator('[data-results-start]');
  await expect(start).toBeFocused();
  await expectOnScreen(page, widget, start);
}

/** The "+" of `plan` in the card of `room`. */
function addButton(widget: Widget, t: Catalog, room: string, plan: string): Locator {
  const card = widget.frame
    .getByTestId('room-card')
    .filter({ has: widget.frame.getByRole('heading', { level: 2, name: room, exact: true }) });
  const prefix = t['results.increase'].split('{item}')[0] as string;
  return card
    .getByTestId('offer')
    .filter({ hasText: plan })
    .first()
    .getByRole('button', { name: new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
}

/**
 * The first offer's cancellation-policy link in the card of `room`: a control of a card lower in the
 * list that stays focusable once a one-room search has its room ("+" is off then, decision 026).
 */
function policyLink(widget: Widget, room: string): Locator {
  return widget.frame
    .getByTestId('room-card')
    .filter({ has: widget.frame.getByRole('heading', { level: 2, name: room, exact: true }) })
    .getByTestId('offer')
    .first()
    .getByRole('link')
    .first();
}

/** Adds a room (swiping to it) and checks the selection bar and its Continue are on screen. */
async function addRoomAndSeeContinue(
  page: Page,
  widget: Widget,
  t: Catalog,
  room: string,
  plan: string,
): Promise<Locator> {
  const plus = addButton(widget, t, room, plan);
  await swipeTo(plus);
  await press(page, widget, plus);
  const bar = widget.frame.getByTestId('selection-summary');
  await expectOnScreen(page, widget, bar);
  const next = bar.getByRole('link', { name: t['results.continue'] });
  await expectOnScreen(page, widget, next);
  return next;
}

/** The step's level-1 heading has the focus and is on screen. */
async function expectStepHeading(page: Page, widget: Widget, name: string): Promise<void> {
  const heading = widget.frame.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  await expectOnScreen(page, widget, heading);
}

/**
 * WCAG 2.4.11: a control that sits under the selection bar when focus reaches it is scrolled clear of
 * the bar (the focused "+"). `scroll` moves the page the guest scrolls (the host page inline, the widget's own in the
 * modal) so that `target` is under the bar; then Tab from the control before it.
 */
async function expectTabClearOfBar(
  page: Page,
  widget: Widget,
  target: Locator,
  scroll: (by: number) => Promise<unknown>,
): Promise<void> {
  const bar = widget.frame.getByTestId('selection-summary');
  const overlap = async () => {
    const [control, stuck] = await Promise.all([hostBox(widget, target), hostBox(widget, bar)]);
    return control.bottom - stuck.top;
  };
  // Focus on the control before it (Shift+Tab from it, so the browser's own order decides).
  await target.evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }));
  await page.keyboard.press('Shift+Tab');
  await expect(target).not.toBeFocused();
  // The target's middle on the bar's middle, and the bar settled there (it follows a frame later).
  const [control, stuck] = await Promise.all([hostBox(widget, target), hostBox(widget, bar)]);
  await scroll((control.top + control.bottom) / 2 - (stuck.top + stuck.bottom) / 2);
  await expect.poll(overlap).toBeGreaterThan(10);
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  // (Half a px of rounding: the frame's top on the host page is a fraction.)
  await expect.poll(overlap).toBeLessThanOrEqual(0.5);
  await expectOnScreen(page, widget, target);
}

const RUNS = [
  {
    language: 'ja',
    t: ja,
    locale: 'ja-JP',
    room: 'スタンダードダブル',
    plan: '素泊まりプラン',
    slot: 1,
    // A Japanese guest writes the name in kana and kanji.
    names: [
      ['guestDetail.lastNameKana', 'やまだ'],
      ['guestDetail.firstNameKana', 'はなこ'],
      ['guestDetail.lastNameKanji', '山田'],
      ['guestDetail.firstNameKanji', '花子'],
    ],
    email: 'hanako@example.jp',
    phone: '0312345678',
  },
  {
    language: 'en',
    t: en,
    locale: 'en-US',
    room: 'Standard Double',
    plan: 'Room only',
    slot: 2,
    names: [
      ['guestDetail.lastName', 'Smith'],
      ['guestDetail.firstName', 'Anna'],
    ],
    email: 'anna@example.com',
    phone: '+14155550123',
  },
] as const;

for (const run of RUNS) {
  test.describe(`inline on /demo/ at 390 px, in ${run.language}`, () => {
    test.use({ ...PHONE, locale: run.locale });

    test('books by tapping only what is on screen, to the confirmation', async ({ page }) => {
      const { t } = run;
      const stay = stayOn(run.slot, 0);
      await page.goto('/demo/');
      const widget = widgetOf(page, INLINE_FRAME);
      await expect(widget.frame.getByRole('main')).toBeVisible();

      // axe with the calendar sheet open in one language, with the selection bar in the other.
      await chooseDates(page, widget, t, stay, true, run.language === 'en');
      await search(page, widget, t);
      const next = await addRoomAndSeeContinue(page, widget, t, run.room, run.plan);
      if (run.language === 'ja') await expectNoAxeViolations(page);
      await press(page, widget, next);
      await expectStepHeading(page, widget, t['guestDetail.title']);

      const guest = widget.frame.getByRole('region', { name: t['guestDetail.guestSection'] });
      const box = (name: string) => guest.getByRole('textbox', { name, exact: true });
      // Typing goes to the field the guest tapped: tap each one where it is on screen first.
      const type = async (key: keyof Catalog, value: string) => {
        const field = box(t[key]);
        await swipeTo(field);
        await press(page, widget, field);
        await page.keyboard.type(value);
        await expect(field).toHaveValue(value);
      };
      for (const [key, value] of run.names) await type(key, value);
      await type('guestDetail.email', run.email);
      await type('guestDetail.emailConfirmation', run.email);
      await type('guestDetail.phone', run.phone);
      const terms = widget.frame.getByRole('checkbox', { name: t['guestDetail.terms'] });
      await swipeTo(terms);
      await press(page, widget, terms);
      const toPayment = widget.frame.getByRole('button', { name: t['guestDetail.continue'] });
      await swipeTo(toPayment);
      await press(page, widget, toPayment);

      await expectStepHeading(page, widget, t['payment.title']);
      const onSite = widget.frame.getByRole('radio', { name: t['payment.methodOnSite'], exact: true });
      await swipeTo(onSite);
      await press(page, widget, onSite);
      const book = widget.frame.getByRole('button', { name: t['payment.book'] });
      await swipeTo(book);
      await press(page, widget, book);

      await expectStepHeading(page, widget, t['confirmation.heading']);
      await expect(widget.frame.getByTestId('confirmation-number')).toHaveText(/^[0-9A-Z]{6,}$/);
    });
  });
}

test.describe('inline on /demo/ at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });

  test('the Continue bar is on screen; Tab reaches it by the skip link, and focus is never under it', async ({
    page,
  }) => {
    await page.goto('/demo/');
    const widget = widgetOf(page, INLINE_FRAME);
    await chooseDates(page, widget, en, stayOn(3, 0), false);
    await search(page, widget, en);
    const next = await addRoomAndSeeContinue(page, widget, en, 'Standard Double', 'Room only');
    // The "+" just pressed has the focus; the next Tab offers the way past the rest of the list.
    const skip = widget.frame.getByRole('link', { name: en['results.skipToSelection'] });
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expectOnScreen(page, widget, skip);
    await page.keyboard.press('Enter');
    await expect(next).toBeFocused();

    // A control further down, under the bar as focus reaches it, is scrolled clear of it.
    const lower = policyLink(widget, 'Standard Twin');
    await expectTabClearOfBar(page, widget, lower, (by) => page.evaluate((y) => scrollBy(0, y), by));
  });
});

test.describe('modal on /demo/modal.html at 390 px', () => {
  test.use({ ...PHONE, locale: 'en-US' });

  test('the calendar sheet and the Continue bar are on screen; focus is never under the bar', async ({
    page,
  }) => {
    await page.goto('/demo/modal.html');
    const opener = page.locator('[data-yadori-open]');
    await expect(opener).toBeInViewport();
    await opener.tap();
    const widget = widgetOf(page, MODAL_FRAME);
    await expect(widget.frame.getByRole('main')).toBeVisible();
    await chooseDates(page, widget, en, stayOn(4, 0), true);
    await search(page, widget, en);
    await addRoomAndSeeContinue(page, widget, en, 'Standard Double', 'Room only');
    await expectNoAxeViolations(page);
    // The modal's frame scrolls its own page: a control under the bar as focus reaches it comes clear.
    const lower = policyLink(widget, 'Standard Twin');
    await expectTabClearOfBar(page, widget, lower, (by) =>
      widget.frame.locator('body').evaluate((_, y) => scrollBy(0, y), by),
    );
  });
});
