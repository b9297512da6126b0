import { describe, expect, it } from 'vitest';
import { validationMessage } from './validation-messages.ts';

describe('validationMessage', () => {
  const wrongType = (path: string, input: unknown) =>
    validationMessage(
      { keyword: 'invalid_type', instancePath: path, params: { expected: 'string' } },
      'body',
      input,
    ).key;

  it('tells a missing field from a wrong one by the input’s own fields only', () => {
    expect(wrongType('/guest/name', { guest: { name: 1 } })).toBe('validation.type');
    expect(wrongType('/guest/name', { guest: {} })).toBe('validation.required');
    expect(wrongType('/guest/constructor', { guest: {} })).toBe('validation.required');
    expect(wrongType('/toString', {})).toBe('validation.required');
  });
});
