import { describe, expect, it } from 'vitest';
import { openState, type SignInState, sealState, stateKey } from './sign-in-state.ts';

const KEY = stateKey('a-secret-of-at-least-thirty-two-characters');
const STATE: SignInState = {
  p: 'open_id',
  h: 1,
  b: 1,
  r: 'https://book.yadori.example/?code=hanami-tokyo',
  g: null,
  l: 'ja',
  v: 'v'.repeat(43),
  n: 'nonce-of-the-flow-123',
};
const AT = new Date('2026-04-01T00:00:00Z');
const later = (minutes: number) => new Date(AT.getTime() + minutes * 60_000);

describe('sealed sign-in state', () => {
  it('opens within ten minutes with what was sealed, and hides it', async () => {
    const sealed = await sealState(KEY, STATE, AT);
    expect(sealed).not.toContain('yadori');
    expect(await openState(KEY, sealed, later(9))).toEqual({ kind: 'valid', state: STATE });
  });

  it('is expired after ten minutes but still tells its (authentic) return address', async () => {
    const sealed = await sealState(KEY, STATE, AT);
    expect(await openState(KEY, sealed, later(11))).toEqual({ kind: 'expired', state: STATE });
  });

  it('is invalid when altered, sealed with another secret, or not a state at all', async () => {
    const sealed = await sealState(KEY, STATE, AT);
    const parts = sealed.split('.');
    parts[3] = `${parts[3]!.slice(0, -2)}${parts[3]!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await openState(KEY, parts.join('.'), AT)).toEqual({ kind: 'invalid' });
    const other = stateKey('another-secret-of-at-least-thirty-two-chars');
    expect(await openState(other, sealed, AT)).toEqual({ kind: 'invalid' });
    expect(await openState(KEY, 'plain-random-state', AT)).toEqual({ kind: 'invalid' });
  });
});
