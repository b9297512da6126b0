import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The chatbot session (spec §6 "the chatbot host can exchange a user id for a session"): the chatbot
 * host sends a member an auto-message whose sign-in link carries `auth_auto_message_id` and
 * `triplabot_user_id`; the widget sends the pair to chatbot_session, which answers a session of the
 * member's own (a new session family) for the chatbot. Two paths, chosen by the request:
 *
 * 1. With the signed-in member's `Authorization: Bearer` (the widget, right after the member signed
 *    in): the bearer is the credential. The pair is only what the chatbot knows it by — its message id
 *    and its own user id, plain text — and the session is for the member the bearer belongs to, never
 *    for a member the body names. A bearer that is unknown, expired or of another brand gets the 401s
 *    of every member call (3401, 1400, 3402). No secret is needed for this path.
 * 2. Without a bearer (the chatbot host itself): the pair alone must not be a credential (anyone could
 *    write any user id). So the `auth_auto_message_id` the host puts in its link is a ticket it signs
 *    with the secret it shares with this server (CHATBOT_SESSION_SECRET), binding the brand, the member
 *    and a short expiry:
 *
 *   auth_auto_message_id = <message id>.<expires, unix seconds>.<base64url HMAC-SHA256(secret, payload)>
 *   payload = "chatbot_session.v1|<brand id>|<message id>|<expires>|<user_id>"
 *
 * There `user_id` is the member's id (the `user.id` the widget handed the host after sign-in). The server
 * answers a session only when the MAC matches, the ticket has not expired and expires at most
 * CHATBOT_TICKET_MAX_SECONDS ahead, and the member is a live member of the hotel's brand. A ticket can
 * be used again until it expires (no server-side memory of used ones); its holder is the member the
 * host sent it to. Without CHATBOT_SESSION_SECRET this path is refused (404).
 */
export const CHATBOT_TICKET_MAX_SECONDS = 600;

const TICKET = /^([A-Za-z0-9_-]{1,64})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, brandId: number, messageId: string, expires: number, userId: string): Buffer {
  return createHmac('sha256', secret)
    .update(`chatbot_session.v1|${brandId}|${messageId}|${expires}|${userId}`)
    .digest();
}

/**
 * What the chatbot host writes (here for its implementers and the tests).
 * @example chatbotTicket(secret, { brandId: 1, messageId: 'msg-1', userId: '42', expires: 1780000000 })
 */
export function chatbotTicket(
  secret: string,
  input: { brandId: number; messageId: string; userId: string; expires: number },
): string {
  const signature = mac(secret, input.brandId, input.messageId, input.expires, input.userId);
  return `${input.messageId}.${input.expires}.${signature.toString('base64url')}`;
}

/** The member id a ticket vouches for at `brandId` and `now`, or null when it does not hold. */
export function verifyChatbotTicket(
  secret: string,
  input: { brandId: number; ticket: string; userId: string; now: Date },
): number | null {
  const match = TICKET.exec(input.ticket);
  if (!match || !/^[1-9][0-9]{0,9}$/.test(input.userId)) return null;
  const [, messageId, expiresText, signatureText] = match;
  const expires = Number(expiresText);
  const nowSeconds = Math.floor(input.now.getTime() / 1000);
  if (expires <= nowSeconds || expires - nowSeconds > CHATBOT_TICKET_MAX_SECONDS) return null;
  const expected = mac(secret, input.brandId, messageId!, expires, input.userId);
  const given = Buffer.from(signatureText!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const memberId = Number(input.userId);
  return Number.isSafeInteger(memberId) && memberId <= 2_147_483_647 ? memberId : null;
}
