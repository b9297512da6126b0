import { describe, expect, it } from 'vitest';
import { parseErrorBody } from './api-error.ts';

describe('parseErrorBody', () => {
  it('reads title, status, codes, first code and message from errors[]', () => {
    const error = parseErrorBody(
      403,
      {
        errors: [
          {
            title: 'IDP_EXPIRED',
            status: 403,
            code: 4000,
            details: { code: 4000, base: [{ error: 'Expired' }] },
          },
          { title: 'Other', status: 403, code: 1000, details: { base: [] } },
        ],
      },
      'Forbidden',
    );
    expect(error.title).toBe('IDP_EXPIRED');
    expect(error.status).toBe(403);
    expect(error.codes).toEqual([4000, 1000]);
    expect(error.code).toBe(4000);
    expect(error.message).toBe('Expired');
    expect(error.errors).toHaveLength(2);
  });

  it('keeps the body as it came, for errors with more details (a new price)', () => {
    const body = {
      errors: [
        { title: 'Conflict', status: 409, code: 409, details: { code: 'x', base: [], total_price: 9 } },
      ],
    };
    expect(parseErrorBody(409, body, 'Conflict').body).toBe(body);
  });

  it('reads the `error` form, object or string', () => {
    const fromObject = parseErrorBody(
      404,
      { error: { title: 'NOT_FOUND', details: { base: [{ error: 'Hotel not found' }] } } },
      'Not Found',
    );
    expect([fromObject.title, fromObject.message, fromObject.status]).toEqual([
      'NOT_FOUND',
      'Hotel not found',
      404,
    ]);
    const fromString = parseErrorBody(500, { error: 'Boom' }, 'Internal Server Error');
    expect([fromString.title, fromString.message]).toEqual(['Boom', 'Boom']);
  });

  it('falls back to the status text for a body it cannot read', () => {
    const error = parseErrorBody(502, '<html>bad gateway</html>', 'Bad Gateway');
    expect([error.title, error.message, error.code]).toEqual(['Bad Gateway', 'Bad Gateway', undefined]);
  });
});
