import { RESERVATION_DETAIL_TEXTS } from '../apps/console/src/reservations/reservation-detail.texts.ts';
import { RESERVATION_TERMS_TEXTS } from '../apps/console/src/reservations/reservation-terms.texts.ts';
import { STAY_CHANGE_TEXTS } from '../apps/console/src/reservations/stay-change.texts.ts';
import { issueClientSession } from '../apps/server/src/testing/test-requests.ts';
import { expectNoAxeViolations } from './axe.ts';
import { stayOn } from './booking-kit.ts';
import { consoleHeading, signInToConsole } from './console-kit.ts';
import { expect, type TestServer, test } from './fixtures.ts';

// The hotel's card money in the console (issue 17): a stay paid by card through the booking API with
// the sandbox's approved VISA, its authorisation captured and part of it refunded from the stay page by
// a hotel manager, each in its dialog (axe with it open); the guest's own view shows the refund.

const ROOM = { room_type_code: 'STD-DBL', room_plan_code: 'STD-DBL-ROOM-ONLY' };
const t = STAY_CHANGE_TEXTS.en;

/** Books two nights for two adults by card (the sandbox's approved VISA); its number and bypass token. */
async function bookByCard(server: TestServer): Promise<{ number: string; token: string; total: number }> {
  const session = await issueClientSession(server.app);
  const card = await server.app.inject({
    method: 'POST',
    url: '/sandbox-pay/tokens',
    payload: {
      card_number: '4111111111111111',
      expiry_month: '12',
      expiry_year: '2035',
      cvc: '123',
      holder_name: 'HANAKO YAMADA',
    },
  });
  expect(card.statusCode, card.body).toBe(201);
  const { checkin, checkout } = stayOn(9, 1);
  const rooms = encodeURIComponent(JSON.stringify([{ adults: 2 }]));
  const price = await server.app.inject({
    url: `/book/hotels/1/rooms/price?rooms=${rooms}&checkin_date=${checkin}&checkout_date=${checkout}&room_plan_codes=${ROOM.room_plan_code}`,
    headers: { 'client-session': session },
  });
  expect(price.statusCode, price.body).toBe(200);
  const { total_price: total, tax } = price.json().data as { total_price: number; tax: number };
  const booked = await server.app.inject({
    method: 'POST',
    url: '/book/hotels/1/reservations',
    headers: { 'client-session': session, 'idempotency-key': crypto.randomUUID() },
    payload: {
      checkin_date: checkin,
      checkout_date: checkout,
      rooms: [{ ...ROOM, adults: 2, sale_price: total, tax }],
      guest: {
        first_name: 'Hanako',
        last_name: 'Cardholder',
        email: 'card.guest@example.com',
        email_confirmation: 'card.guest@example.com',
        phone: '+81312345678',
      },
      payment_method: 'credit_card',
      card_token: card.json().data.token,
      return_url: `${server.url}/reservation/three-d-secure?code=hanami-tokyo&locale=en`,
      total_price: total,
      terms_accepted: true,
      locale: 'en',
    },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const data = booked.json().data;
  return { number: data.number, token: data.bypass_token, total };
}

test('a hotel manager captures a card stay and refunds part of it; the guest sees the refund', async ({
  page,
  server,
}) => {
  const stay = await bookByCard(server);
  await signInToConsole(page, server, { role: 'hotel_manager' });
  await page.goto(`/admin/hotels/1/reservations/${stay.number}`);
  await expect(consoleHeading(page, RESERVATION_DETAIL_TEXTS.en.title(stay.number))).toBeVisible();

  await page.getByRole('button', { name: t.capture }).click();
  const capture = page.getByRole('dialog', { name: t.captureTitle });
  await expectNoAxeViolations(page);
  await capture.getByRole('button', { name: t.confirmCapture }).click();
  await expect(page.getByRole('status').filter({ hasText: t.captureDone })).toBeVisible();

  await page.getByRole('button', { name: t.refund }).click();
  const refund = page.getByRole('dialog', { name: t.refundTitle });
  await refund.getByRole('spinbutton', { name: t.amount }).fill('1500');
  await expectNoAxeViolations(page);
  await refund.getByRole('button', { name: t.confirmRefund }).click();
  await expect(page.getByRole('status').filter({ hasText: t.refundDone })).toBeVisible();
  await expect(
    page.getByText(RESERVATION_TERMS_TEXTS.en.paymentStates.partially_refunded, { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const session = await issueClientSession(server.app);
  const guestView = await server.app.inject({
    url: `/book/hotels/1/reservations/${stay.number}?bypass_token=${encodeURIComponent(stay.token)}`,
    headers: { 'client-session': session },
  });
  expect(guestView.json().data.payment).toMatchObject({
    state: 'partially_refunded',
    captured_amount: stay.total,
    refunded_amount: 1500,
  });
});
