import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Someone who can sign in at the test OpenID provider, and what it says about them. */
export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/** A listening HTTP server on 127.0.0.1 with a free port, for providers and programmes the tests play. */
export async function listen(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A real OpenID provider (the `oidc-provider` package, dev interactions on) with one confidential
 * client, PKCE required, and the given accounts (any password is accepted by its dev login form).
 */
export async function startOpenIdProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: Record<string, TestAccount>;
}): Promise<{ issuer: string; close(): Promise<void> }> {
  let callback: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  const server = await listen((request, response) => callback?.(request, response));
  const provider = new Provider(server.url, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    cookies: { keys: ['federation-test-cookie-key'] },
    async findAccount(_ctx, id) {
      const account = options.accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
  });
  callback = provider.callback();
  return { issuer: server.url, close: server.close };
}

/**
 * What a browser does at the provider: follows its redirects with cookies, fills the dev login form
 * with `login` and confirms the consent form, until the provider redirects to an address starting with
 * `stopAt` (the app's callback), which it answers without opening.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  options: { login: string; stopAt: string; abort?: boolean },
): Promise<URL> {
  const cookies = new Map<string, string>();
  let next: { url: string; method: 'GET' | 'POST'; body?: URLSearchParams } = {
    url: authorizationUrl,
    method: 'GET',
  };
  for (let step = 0; step < 20; step++) {
    if (next.url.startsWith(options.stopAt)) return new URL(next.url);
    const response = await fetch(next.url, {
      method: next.method,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: next.body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      next = { url: new URL(location, next.url).href, method: 'GET' };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`provider answered ${response.status}: ${html.slice(0, 300)}`);
    next = submitForm(html, next.url, options);
  }
  throw new Error('the provider never redirected back');
}

function submitForm(html: string, pageUrl: string, options: { login: string; abort?: boolean }) {
  const form = /<form[^>]*action="([^"]+)"[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form on the provider's page: ${html.slice(0, 300)}`);
  const body = new URLSearchParams();
  for (const input of form[2]!.matchAll(/<input[^>]*>/gi)) {
    const name = /name="([^"]+)"/.exec(input[0])?.[1];
    if (!name) continue;
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
    body.set(name, name === 'login' ? options.login : name === 'password' ? 'any password' : value);
  }
  const abort = /<a[^>]*href="([^"]+\/abort)"/.exec(html)?.[1];
  if (options.abort && abort) return { url: new URL(decode(abort), pageUrl).href, method: 'GET' as const };
  return { url: new URL(decode(form[1]!), pageUrl).href, method: 'POST' as const, body };
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&#x2F;/g, '/')
    .replace(/&#47;/g, '/');
