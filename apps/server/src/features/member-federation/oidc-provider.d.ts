// The tests' OpenID provider ships no types; this is the little of its API they use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  interface Configuration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    pkce?: { required?: () => boolean };
    cookies?: { keys?: string[] };
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
    [key: string]: unknown;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
