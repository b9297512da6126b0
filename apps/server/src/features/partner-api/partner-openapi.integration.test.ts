import { partnerEndpoints } from '@yadori/contract/endpoints/partner.endpoints';
import { partnerPaymentLinkEndpoints } from '@yadori/contract/endpoints/payment-links.endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { Json } from './partner-api-test-kit.ts';

/** `/api/v1/hotels/:hotelId/ari` → `/api/v1/hotels/{hotelId}/ari`, as OpenAPI writes a path. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('GET /api/v1/openapi.json', () => {
  let t: TestApp;
  let document: Json;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    document = response.json();
  });
  afterAll(() => t?.close());

  it('describes every partner route, each with the partnerKey security alone, and nothing else', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Yadori partner API');
    const expected = new Map<string, string[]>();
    for (const endpoint of [
      ...Object.values(partnerEndpoints),
      ...Object.values(partnerPaymentLinkEndpoints),
    ]) {
      expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path }), endpoint.path).toBe(true);
      const path = openApiPath(endpoint.path);
      expected.set(path, [...(expected.get(path) ?? []), endpoint.method.toLowerCase()].sort());
    }
    const described = Object.fromEntries(
      Object.entries(document.paths as Record<string, object>).map(([path, operations]) => [
        path,
        Object.keys(operations).sort(),
      ]),
    );
    expect(described).toEqual(Object.fromEntries(expected));
    expect(Object.keys(document.components.securitySchemes)).toEqual(['partnerKey']);
    expect(document.components.securitySchemes.partnerKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toEqual([{ partnerKey: [] }]);
    for (const [path, operations] of Object.entries(document.paths as Record<string, Json>))
      for (const [method, operation] of Object.entries(operations as Record<string, Json>))
        expect(operation.security, `${method} ${path}`).toEqual([{ partnerKey: [] }]);
  });

  it('tells how to authenticate, the idempotency rules, the error format and how webhooks are signed', () => {
    const { description } = document.info;
    for (const words of [
      'Authorization: Bearer yk_',
      'Idempotency-Key',
      '"errors"',
      'Yadori-Signature',
      'HMAC-SHA256',
    ])
      expect(description).toContain(words);
    const push = document.paths['/api/v1/hotels/{hotelId}/ari'].post;
    const header = push.parameters.find((p: Json) => p.in === 'header');
    expect(header).toMatchObject({ name: 'idempotency-key', required: true });
    expect(push.requestBody.content['application/json'].schema.required).toEqual(['updates']);
    expect(Object.keys(push.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '422',
      '429',
    ]);
  });

  it('describes the ARI read beside the push: its dates, the console grid it answers, and no Idempotency-Key', () => {
    const read = document.paths['/api/v1/hotels/{hotelId}/ari'].get;
    expect(read.summary).toContain('scope ari:write');
    const parameters = read.parameters.map((p: Json) => [p.in, p.name, p.required]);
    expect(parameters).toEqual([
      ['query', 'from', true],
      ['query', 'to', true],
      ['path', 'hotelId', true],
    ]);
    const answer = read.responses['200'].content['application/json'].schema;
    const roomType = answer.properties.data.properties.room_types.items;
    expect(roomType.required).toEqual(expect.arrayContaining(['id', 'code', 'name', 'nights', 'plans']));
    expect(roomType.properties.plans.items.required).toEqual(
      expect.arrayContaining(['room_plan_id', 'code', 'max_adults', 'nights']),
    );
    expect(Object.keys(read.responses).sort()).toEqual(['200', '400', '401', '403', '404', '422', '429']);
  });

  it('is left out of /book/openapi.json, which keeps the guest and console paths', async () => {
    const book = (await t.app.inject({ url: '/book/openapi.json' })).json();
    const paths = Object.keys(book.paths);
    expect(paths.filter((path) => path.startsWith('/api/v1/'))).toEqual([]);
    expect(paths).toContain('/api/client_sessions');
    expect(paths).toContain('/book/hotels/{hotelId}/rooms');
    expect(paths).toContain('/staff/hotels/{hotelId}/rates/bulk');
    expect(Object.keys(book.components.securitySchemes)).not.toContain('partnerKey');
    expect(book.info.title).toBe('Yadori API');
  });
});
