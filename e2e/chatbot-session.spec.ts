import { DEMO_COMPANIONS, DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../apps/server/src/seed/seed-facts.ts';
import { issueClientSession } from '../apps/server/src/testing/test-requests.ts';
import { en } from '../apps/widget/src/features/member-auth/texts/en.ts';
import { expect, test } from './fixtures.ts';

// The chatbot's sign-in link in the browser against the real server (spec section 4 "after member
// sign-in: … chatbot session sent"): the member signs in, the widget sends the link's pair with the
// member's bearer, and the session it stores for the chatbot's iframe is the member's at the API. The
// link opens in the chatbot's iframe on a hotel page, which is told "login", the member's companions
// (Hanami Tokyo's companion tier is active: "companion info sent to the host") and "chatbot-login".

test.describe.configure({ timeout: 60_000 });

test('signing in from a chatbot link stores a session of the member for the chatbot and tells the hotel page', async ({
  page,
  server,
}) => {
  // A hotel page on the server's origin (frame-ancestors allows it) that records what the widget posts.
  await page.route('**/hotel-page.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Hotel</title><body><script>
        window.told = [];
        addEventListener('message', (e) => e.data && e.data.source === 'yadori' && window.told.push(e.data));
      </script><iframe title="Chat" style="width:400px;height:700px"
        src="/chat-sign-in?code=hanami-tokyo&locale=en&iframe=triplabot&auth_auto_message_id=auto-msg-1&triplabot_user_id=bot-7"></iframe></body></html>`,
    }),
  );
  await page.goto('/hotel-page.html');
  const chat = page.frameLocator('iframe');
  await expect(chat.getByRole('heading', { level: 1, name: en['signIn.title'] })).toBeVisible();
  // Read, kept for the sign-in, and out of the address.
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  await expect.poll(() => frame.url()).not.toMatch(/auth_auto_message_id|triplabot_user_id/);

  const sent = page.waitForRequest((request) => request.url().endsWith('/memberships/chatbot_session'));
  await chat.getByLabel(new RegExp(`^${en['field.email']}( \\*)?$`)).fill(DEMO_MEMBERS.hanako.email);
  await chat.getByLabel(new RegExp(`^${en['field.password']}( \\*)?$`)).fill(DEMO_MEMBER_PASSWORD);
  await chat.getByRole('button', { name: en['signIn.submit'] }).click();
  const request = await sent;
  expect(request.postDataJSON()).toEqual({ auth_auto_message_id: 'auto-msg-1', user_id: 'bot-7' });
  expect(request.headers().authorization).toMatch(/^Bearer \S+$/);

  const told = () =>
    page.evaluate(() =>
      (window as unknown as { told: { type: string }[] }).told.filter(
        // The sign-in's messages; the chat panel's setting and the results page's analytics events
        // (Hanami Tokyo has both on) have their own specs.
        (m) => !['resize', 'ready', 'scroll-to', 'chatbot-setting', 'analytics'].includes(m.type),
      ),
    );
  await expect
    .poll(async () => (await told()).map((m) => m.type))
    .toEqual(['login', 'companion-info', 'chatbot-login']);
  const hanako = DEMO_COMPANIONS[DEMO_MEMBERS.hanako.id]!;
  expect((await told())[1]).toMatchObject({
    adult_companion: {
      code: hanako.adult.code,
      translations_attributes: expect.arrayContaining([{ locale: 'ja', name: hanako.adult.names.ja }]),
    },
    kid_companion: {
      code: hanako.kid.code,
      translations_attributes: expect.arrayContaining([{ locale: 'en', name: hanako.kid.names.en }]),
    },
  });

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
