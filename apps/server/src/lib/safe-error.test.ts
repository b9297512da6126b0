import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseErrorCode, loggableError, loggableErrorLine } from './safe-error.ts';

const EMAIL = 'hanako.secret@example.com';
const PHONE = '+81312345678';
const STATEMENT = 'insert into "reservations" ("email", "phone") values ($1, $2)';

/** node-postgres's error for a failed insert, with the row in `detail` and a parameter in `where`. */
function uniqueViolation(): pg.DatabaseError {
  const error = new pg.DatabaseError(
    'duplicate key value violates unique constraint "reservations_email_key"',
    0,
    'error',
  );
  error.code = '23505';
  error.severity = 'ERROR';
  error.detail = `Key (email)=(${EMAIL}) already exists.`;
  error.where = `unnamed portal parameter $1 = '${EMAIL}'`;
  error.constraint = 'reservations_email_key';
  error.table = 'reservations';
  return error;
}

describe('loggableError', () => {
  it('tells a failed query by its statement and code, without the bound values anywhere', () => {
    const wrapped = new DrizzleQueryError(STATEMENT, [EMAIL, PHONE], uniqueViolation());
    // What Drizzle would print: the values are in its message.
    expect(wrapped.message).toContain(EMAIL);

    const logged = loggableError(wrapped);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(PHONE);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      statement: STATEMENT,
      cause: {
        type: 'DatabaseError',
        code: '23505',
        constraint: 'reservations_email_key',
        table: 'reservations',
      },
    });
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('leaves out quoted text of a data exception message (PostgreSQL quotes the value it could not read)', () => {
    const error = Object.assign(new Error(`invalid input syntax for type integer: "${EMAIL}"`), {
      code: '22P02',
      severity: 'ERROR',
      query: 'select $1::int',
      params: [EMAIL],
    });
    const logged = loggableError(error);
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
    expect(logged).toMatchObject({ code: '22P02', statement: 'select $1::int' });
    expect(logged.message).toBe('invalid input syntax for type integer: "…"');
    // Other classes quote names, not values: kept, they are what a reader needs.
    const missing = Object.assign(new Error('column "key_hash" does not exist'), {
      code: '42703',
      severity: 'ERROR',
    });
    expect(loggableError(missing).message).toBe('column "key_hash" does not exist');
  });

  it('keeps the message of other errors, cuts a "params:" tail wherever it appears, and reads non-errors', () => {
    expect(loggableError(new TypeError('x is undefined'))).toMatchObject({
      type: 'TypeError',
      message: 'x is undefined',
    });
    const rethrown = new Error(`booking failed: Failed query: ${STATEMENT}\nparams: ${EMAIL},${PHONE}`);
    expect(JSON.stringify(loggableError(rethrown))).not.toContain(EMAIL);
    expect(loggableError('boom')).toEqual({ type: 'string', message: 'boom' });
  });

  it('gives a job row one line with code and statement, without values', () => {
    const line = loggableErrorLine(new DrizzleQueryError(STATEMENT, [EMAIL], uniqueViolation()));
    expect(line).toContain('[23505]');
    expect(line).toContain(STATEMENT);
    expect(line).not.toContain(EMAIL);
  });
});

describe('databaseErrorCode', () => {
  it("finds the SQLSTATE on the driver's error or under Drizzle's wrapper, and nothing on other errors", () => {
    expect(databaseErrorCode(uniqueViolation())).toBe('23505');
    expect(databaseErrorCode(new DrizzleQueryError(STATEMENT, [], uniqueViolation()))).toBe('23505');
    // A Node system error has a code too, but it is not PostgreSQL's.
    expect(databaseErrorCode(Object.assign(new Error('pipe'), { code: 'EPIPE' }))).toBeUndefined();
    expect(databaseErrorCode(new Error('plain'))).toBeUndefined();
    expect(databaseErrorCode(null)).toBeUndefined();
  });
});
