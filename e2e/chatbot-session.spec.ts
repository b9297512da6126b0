import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../apps/server/src/seed/seed-facts.ts';
import { issueClientSession } from '../apps/server/src/testing/test-requests.ts';
import { en } from '../apps/widget/src/features/member-auth/texts/en.ts';
import { expect, test } from './fixtures.ts';

// The chatbot's sign-in link in the browser against the real server (spec section 4 "after member
// sign-in: … chatbot session sent"): the member signs in, the widget sends the link's pair with the
// member's bearer, and the session it stores for the chatbot's iframe is the member's at the API.

test.describe.configure({ timeout: 60_000 });

test('signing in from a chatbot link stores a session of the member for the chatbot', async ({
  page,
  server,
}) => {
  await page.goto(
    '/chat-sign-in?code=hanami-tokyo&locale=en&iframe=triplabot&auth_auto_message_id=auto-msg-1&triplabot_user_id=bot-7',
  );
  await expect(page.getByRole('heading', { level: 1, name: en['signIn.title'] })).toBeVisible();
  // Read, kept for the sign-in, and out of the address.
  await expect(page).not.toHaveURL(/auth_auto_message_id|triplabot_user_id/);

  const sent = page.waitForRequest((request) => request.url().endsWith('/memberships/chatbot_session'));
  await page.getByLabel(new RegExp(`^${en['field.email']}( \\*)?$`)).fill(DEMO_MEMBERS.hanako.email);
  await page.getByLabel(new RegExp(`^${en['field.password']}( \\*)?$`)).fill(DEMO_MEMBER_PASSWORD);
  await page.getByRole('button', { name: en['signIn.submit'] }).click();
  const request = await sent;
  expect(request.postDataJSON()).toEqual({ auth_auto_message_id: 'auto-msg-1', user_id: 'bot-7' });
  expect(request.headers().authorization).toMatch(/^Bearer \S+$/);

  const chatbotSession = await page.waitForFunction(() => localStorage.getItem('tripla_chatbot_session_1'));
  const session = (await chatbotSession.jsonValue()) as string;
  const member = await page.evaluate(() => JSON.parse(localStorage.getItem('tripla_login_token_1') ?? '{}'));
  expect(session).not.toBe(member.session);
  const me = await server.app.inject({
    url: '/book/user/me',
    headers: { 'client-session': await issueClientSession(server.app), authorization: `Bearer ${session}` },
  });
  expect(me.statusCode, me.body).toBe(200);
  expect(me.json().data.id).toBe(DEMO_MEMBERS.hanako.id);
});
