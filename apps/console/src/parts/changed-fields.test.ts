import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.ts';

describe('changedFields', () => {
  it('keeps only the fields whose values differ', () => {
    expect(changedFields({ a: 1, b: 2, c: { x: 1 } }, { a: 1, b: 3, c: { x: 1 } })).toEqual([
      { field: 'b', before: 2, after: 3 },
    ]);
  });

  it('reads a record made or removed as every field changed', () => {
    expect(changedFields(null, { status: 'cancelled' })).toEqual([
      { field: 'status', before: undefined, after: 'cancelled' },
    ]);
    expect(changedFields({ note: 'x' }, undefined)).toEqual([
      { field: 'note', before: 'x', after: undefined },
    ]);
  });

  it('sees the same nested value written in another key order as unchanged', () => {
    expect(changedFields({ fee: { a: 1, b: 2 } }, { fee: { b: 2, a: 1 } })).toEqual([]);
  });

  it('compares two values that are not records as one field', () => {
    expect(changedFields([1], [1, 2])).toEqual([{ field: '', before: [1], after: [1, 2] }]);
    expect(changedFields('same', 'same')).toEqual([]);
  });
});
