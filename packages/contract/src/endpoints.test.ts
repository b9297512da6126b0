import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from './endpoints.ts';

describe('the endpoints of the contract', () => {
  it('are named once each by method and path, under /book, /api or /staff', () => {
    const keys = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const endpoint of endpoints) expect(endpoint.path).toMatch(/^\/(book|api|staff)\//);
  });

  it('ask a console session of every /staff call but its sign-in, and only of those (decision 058)', () => {
    for (const endpoint of endpoints) {
      const security = 'security' in endpoint ? JSON.stringify(endpoint.security) : '';
      const consoleCall = endpoint.path.startsWith('/staff/') && endpoint.path !== '/staff/sign_in';
      expect(security.includes('staffToken'), `${endpoint.method} ${endpoint.path}`).toBe(consoleCall);
    }
  });

  it('ask a partner API key of every /api/v1 call, and only of those (decision 059)', () => {
    const partnerCalls = endpoints.filter((endpoint) => endpoint.path.startsWith('/api/v1/'));
    expect(partnerCalls.length).toBeGreaterThan(0);
    for (const endpoint of endpoints) {
      const security = 'security' in endpoint ? endpoint.security : undefined;
      const name = `${endpoint.method} ${endpoint.path}`;
      if (endpoint.path.startsWith('/api/v1/')) expect(security, name).toEqual([{ partnerKey: [] }]);
      else expect(JSON.stringify(security ?? []).includes('partnerKey'), name).toBe(false);
    }
  });

  it('describe every :param of their path in their params schema, and no other', () => {
    for (const endpoint of endpoints) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]).sort();
      const params = 'params' in endpoint ? (endpoint.params as z.ZodObject) : null;
      expect(Object.keys(params?.shape ?? {}).sort(), endpoint.path).toEqual(inPath);
    }
  });

  it('answer at most one success status each', () => {
    for (const endpoint of endpoints) {
      const successes = Object.keys(endpoint.responses).filter((status) => status.startsWith('2'));
      expect(successes.length, endpoint.path).toBeLessThanOrEqual(1);
    }
  });
});
