import { describe, expect, it } from 'vitest';
import { bearerToken, displayName } from './member-sessions.service.ts';

describe('bearerToken', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['Bearer ', null],
    ['Bearer undefined', null],
    ['Basic abc', null],
    ['Bearer abc_DEF-123', 'abc_DEF-123'],
    ['bearer abc', 'abc'],
  ])('%j → %j', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});

describe('displayName', () => {
  const member = { firstName: 'Hanako', lastName: 'Yamada' };
  it('puts the first name first in English only', () => {
    expect(displayName(member, 'en')).toBe('Hanako Yamada');
    expect(displayName(member, 'ja')).toBe('Yamada Hanako');
    expect(displayName(member, 'ko')).toBe('Yamada Hanako');
  });
});
