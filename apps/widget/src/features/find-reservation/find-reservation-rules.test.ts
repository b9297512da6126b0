import { describe, expect, it } from 'vitest';
import { lookupErrors, normalizeNumber } from './find-reservation-rules.ts';

describe('lookupErrors', () => {
  it('asks for both fields when they are blank', () => {
    expect(lookupErrors({ number: '  ', email: '' })).toEqual({ number: 'required', email: 'required' });
  });

  it('refuses a number with other characters than letters and digits, and a malformed email', () => {
    expect(lookupErrors({ number: 'AB#12', email: 'hanako@example' })).toEqual({
      number: 'numberFormat',
      email: 'email',
    });
  });

  it('accepts a pasted number with spaces and dashes and a trimmed email', () => {
    expect(lookupErrors({ number: ' ab23-cd45 ef ', email: ' hanako@example.com ' })).toEqual({});
    expect(normalizeNumber(' ab23-cd45 ef ')).toBe('AB23CD45EF');
  });
});
