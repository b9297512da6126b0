import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Json } from '../reservations/reservation-test-kit.ts';
import { TEST_CARDS } from './sandbox/card-rules.ts';

/** The widget page the challenge returns to (this server's default public origin). */
export const RETURN_URL = 'http://localhost:8080/reservation/three-d-secure?code=hanami-tokyo&locale=en';

export const APPROVED_VISA = '4111111111111111';
export const APPROVED_JCB = '3530111333300000';
export const CHALLENGE_VISA = TEST_CARDS.find(
  (c) => c.behaviour.kind === 'challenge' && c.brand === 'visa',
)!.number;

/** The test card that declines with `code`. */
export function decliningCard(code: number): string {
  const card = TEST_CARDS.find((c) => c.behaviour.kind === 'decline' && c.behaviour.code === code);
  if (!card) throw new Error(`no test card for ${code}`);
  return card.number;
}

/** What the hosted fields page does: card details → token, through the sandbox's token endpoint. */
export async function tokenize(app: FastifyInstance, number: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/sandbox-pay/tokens',
    payload: {
      card_number: number,
      expiry_month: '12',
      expiry_year: '2035',
      cvc: number.length === 15 ? '1234' : '123',
      holder_name: 'HANAKO YAMADA',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.token;
}

/** The guest's answer on the challenge page; returns where the browser is sent back to. */
export async function answerChallenge(
  app: FastifyInstance,
  challengeUrl: string,
  action: 'complete' | 'fail' | 'cancel',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: challengeUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  expect(response.statusCode, response.body).toBe(303);
  return String(response.headers.location);
}

/** POST …/reservations/{number}/three_d_secure as the widget's pending page sends it. */
export async function completeThreeDSecure(
  app: FastifyInstance,
  session: string,
  booking: Json,
  options: { bypassToken?: string | null; locale?: string; hotelId?: number } = {},
): Promise<{ status: number; body: Json }> {
  const token = options.bypassToken === undefined ? booking.bypass_token : options.bypassToken;
  const response = await app.inject({
    method: 'POST',
    url: `/book/hotels/${options.hotelId ?? booking.hotel_id}/reservations/${booking.number}/three_d_secure`,
    headers: { 'client-session': session, ...(options.locale ? { 'tripla-locale': options.locale } : {}) },
    payload: token === null ? {} : { bypass_token: token },
  });
  return { status: response.statusCode, body: response.json() };
}
