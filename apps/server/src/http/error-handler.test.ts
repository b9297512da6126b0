import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { toAppError } from './error-handler.ts';

const EMAIL = 'taro@example.com';

function requestLoggingTo(lines: { level: string; fields: unknown }[]): FastifyRequest {
  const record = (level: string) => (fields: unknown) => void lines.push({ level, fields });
  return {
    log: { info: record('info'), warn: record('warn'), error: record('error') },
    headers: {},
    query: {},
  } as unknown as FastifyRequest;
}

/** A driver's error as node-postgres and PGlite raise it, under Drizzle's wrapper. */
function failedQuery(code: string, message: string): DrizzleQueryError {
  const cause = Object.assign(new Error(message), { code, severity: 'ERROR' });
  return new DrizzleQueryError('insert into "reservations" ("email") values ($1)', [EMAIL], cause);
}

describe('toAppError', () => {
  it.each([
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22P05', 'unsupported Unicode escape sequence'],
    ['22P02', 'invalid input syntax for type json'],
  ])(
    'answers a value PostgreSQL refuses (%s, wrapped by Drizzle) with a 400, logged without the values',
    (code, message) => {
      const lines: { level: string; fields: unknown }[] = [];
      const error = toAppError(failedQuery(code, message), requestLoggingTo(lines));
      expect(error.status).toBe(400);
      expect(error.toBody('en').errors[0]).toMatchObject({ status: 400, title: 'BAD_REQUEST' });
      expect(error.messages[0].key).toBe('unstorableValue');
      expect(lines.map((line) => line.level)).toEqual(['warn']);
      expect(JSON.stringify(lines)).toContain(code);
      expect(JSON.stringify(lines)).not.toContain(EMAIL);
    },
  );

  it('answers the unwrapped driver error alike', () => {
    const cause = Object.assign(new Error('invalid byte sequence'), { code: '22021', severity: 'ERROR' });
    expect(toAppError(cause, requestLoggingTo([])).status).toBe(400);
  });

  it('keeps other database failures a 500, logged by statement and code, never by value', () => {
    const lines: { level: string; fields: unknown }[] = [];
    const error = toAppError(failedQuery('23514', 'violates check constraint'), requestLoggingTo(lines));
    expect(error.status).toBe(500);
    expect(lines.map((line) => line.level)).toEqual(['error']);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('23514');
    expect(logged).toContain('insert into \\"reservations\\"');
    expect(logged).not.toContain(EMAIL);
  });
});

describe('toAppError for a client error Fastify does not name', () => {
  it.each(['constructor', 'toString', '__proto__'])('answers the general 400 for code %s', (code) => {
    const error = toAppError(Object.assign(new Error('x'), { statusCode: 400, code }), requestLoggingTo([]));
    expect(error.messages[0].key).toBe('badRequest');
    expect(error.toBody('en').errors[0]!.details.base[0]!.error).toBe(
      'The request could not be processed. Please check its contents.',
    );
  });
});
