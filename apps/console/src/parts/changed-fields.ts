/** One field that differs between two versions of a record. */
export interface ChangedField {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** JSON with every object's keys in order, so the same value written in another order compares equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isRecord(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );
}

/**
 * The top-level fields whose values differ between `before` and `after` (a record made or removed
 * has every field changed; two values that are not records are one field named "").
 * @example changedFields({ a: 1, b: 2 }, { a: 1, b: 3 }) // [{ field: 'b', before: 2, after: 3 }]
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  const wasRecord = isRecord(before) || before == null;
  const isNowRecord = isRecord(after) || after == null;
  if (!wasRecord || !isNowRecord) {
    return canonical(before) === canonical(after) ? [] : [{ field: '', before, after }];
  }
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys
    .filter((key) => canonical(from[key]) !== canonical(to[key]))
    .map((key) => ({ field: key, before: from[key], after: to[key] }));
}
