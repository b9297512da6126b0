import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { mergedRowRefused } from './staff-changes.errors.ts';

/**
 * Runs a console change in one transaction; what it throws goes through `refusalOf`, which turns the
 * database refusals the feature expects (a code a concurrent change took first) into their 4xx.
 */
export async function changeInRefusing<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  refusalOf: (error: unknown) => unknown,
): Promise<T> {
  try {
    return await db.transaction((transaction) => work(transaction as unknown as Db));
  } catch (error) {
    throw refusalOf(error);
  }
}

/**
 * The stored row's request fields with a PATCH over them, checked by the create schema as a whole —
 * so a rule across fields (a maximum under its minimum) holds for the result, not just the patch.
 */
export function mergeChecked<S extends z.ZodType>(schema: S, stored: object, patch: object): z.output<S> {
  const merged = { ...stored, ...patch };
  const result = schema.safeParse(merged);
  if (!result.success) throw mergedRowRefused(result.error.issues, merged);
  return result.data;
}
