/**
 * `table[key]` when `key` is one of the table's own entries, else undefined. Every look-up by a key
 * from outside (a header, a query or body value, a stored row, a code in an answer) goes through
 * this: a plain object also answers `__proto__`, `constructor`, `toString`… from Object.prototype.
 * @example ownValue({ JPY: '¥' }, 'constructor') // undefined
 */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
