import { databaseError } from '../lib/safe-error.ts';

/**
 * A refusal raised from inside a statement (migration 0017, decision 055): `refuse_statement(reason)`
 * fails the statement with SQLSTATE YR001 and the reason as its message, so a statement that writes
 * outside a transaction can check what it took and undo all of it.
 */
const REFUSAL_SQLSTATE = 'YR001';

/** The SQL that fails the statement with `reason` (a fixed word: it is part of the statement's text). */
export function refusal(reason: string): string {
  if (!/^[a-z_]+$/.test(reason)) throw new Error(`a refusal's reason is a word of a-z and _: ${reason}`);
  return `refuse_statement('${reason}')`;
}

/** The reason of a refusal raised by `refusal`, through the driver's or drizzle's error; null for any other error. */
export function refusalOf(error: unknown): string | null {
  const database = databaseError(error);
  return database?.code === REFUSAL_SQLSTATE ? database.message : null;
}
