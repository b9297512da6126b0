import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { issueClientSession } from '../testing/test-requests.ts';

// "Bad input gets a clear error": every route of the OpenAPI document, hit with random and hostile
// path parameters, query strings, headers and bodies, answers below 500, and every refusal is in the
// error format of spec section 7. Routes added later are covered by being in the document.
// FUZZ_SEED and FUZZ_RUNS reproduce or deepen a run; the default seed keeps CI deterministic.

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  queryNames: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function operations(document: {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
}): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      found.push({ method: method.toUpperCase() as Operation['method'], path, queryNames });
    }
  }
  return found;
}

/** Values that break naive parsers: wrong types, huge numbers, bad dates, broken JSON, control characters. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    '99999999999999999999999',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '[{',
    '[{"adults":"two"}]',
    '[{"adults":2,"children":-1}]',
    '[{"checkin_date":"2026-02-30","checkout_date":"2026-02-31","adults":2}]',
    '[{"adults":1e9}]',
    '2026-13-01',
    '2026-02-29',
    '0000-00-00',
    '9999-12-31',
    '1900-01-01',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    'x'.repeat(5000),
  ),
);

const pathValue = fc.oneof(
  fc.constantFrom('hanami-tokyo', 'yamabuki-ryokan', '1', '2', '4', '0', '-1', '999999', '2147483648'),
  hostileText,
);

const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ json: value })),
  fc.constantFrom('{', '{"a":', 'not json', '[1,2', '\u0000').map((raw) => ({ raw })),
);

describe('every route refuses bad input with a 4xx in the error format', () => {
  let t: TestApp;
  let session: string;
  let ops: Operation[];
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimit: { perMinute: 1_000_000, store: 'memory' } } });
    session = await issueClientSession(t.app);
    ops = operations((await t.app.inject({ url: '/book/openapi.json' })).json());
  });
  afterAll(() => t?.close());

  it('finds the routes to fuzz in the OpenAPI document', () => {
    expect(ops.length).toBeGreaterThanOrEqual(5);
  });

  it('never answers 5xx, never leaks a stack, always in the error format', async () => {
    for (const op of ops) {
      const request = fc.record({
        params: fc.array(pathValue, { minLength: 4, maxLength: 4 }),
        query: fc.dictionary(
          op.queryNames.length > 0 ? fc.oneof(fc.constantFrom(...op.queryNames), fc.string()) : fc.string(),
          hostileText,
          { maxKeys: 6 },
        ),
        body,
        locale: fc.oneof(fc.constantFrom('ja', 'en', 'ko', 'zh_Hans', 'zh_Hant'), hostileText),
        authorization: fc.option(
          fc.oneof(
            hostileText,
            hostileText.map((v) => `Bearer ${v}`),
          ),
        ),
        withSession: fc.oneof(
          { arbitrary: fc.constant(true), weight: 9 },
          { arbitrary: fc.constant(false), weight: 1 },
        ),
      });
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          let index = 0;
          const url = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(r.params[index++] ?? ''));
          const headers: Record<string, string> = { 'tripla-locale': r.locale.replace(/[^\x20-\x7e]/g, '') };
          if (r.withSession) headers['client-session'] = session;
          if (r.authorization !== null) headers.authorization = r.authorization.replace(/[^\x20-\x7e]/g, '');
          const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
          if (hasBody) headers['content-type'] = 'application/json';
          const response = await t.app.inject({
            method: op.method,
            url,
            query: r.query,
            headers,
            ...(hasBody ? { payload: 'raw' in r.body ? r.body.raw : JSON.stringify(r.body.json) } : {}),
          });
          const where = `${op.method} ${op.path} → ${response.statusCode}: ${response.body.slice(0, 300)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          expect(response.body, where).not.toMatch(/\bat .+\.(ts|js):\d+/);
          if (response.statusCode >= 400) {
            const error = response.json<{ errors: { title: string; status: number }[] }>().errors[0];
            expect(error?.title, where).toEqual(expect.any(String));
            expect(error?.status, where).toBe(response.statusCode);
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }
  }, 300_000);
});
