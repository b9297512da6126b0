import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from './endpoints.ts';

describe('the endpoints of the contract', () => {
  it('are named once each by method and path, under /book or /api', () => {
    const keys = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const endpoint of endpoints) expect(endpoint.path).toMatch(/^\/(book|api)\//);
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
