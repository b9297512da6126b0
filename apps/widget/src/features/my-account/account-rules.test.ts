import { PASSWORD_MIN_LENGTH as CONTRACT_MIN } from '@yadori/contract/membership.schema';
import { describe, expect, it } from 'vitest';
import { memberFixture } from '../../test/member-fixtures.ts';
import {
  canEditProfile,
  draftOf,
  memberName,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
  profileProblems,
  updateBodyOf,
} from './account-rules.ts';
import { pageButtons } from './pager.tsx';

describe('profile update rule (spec §5)', () => {
  it('allows a signed-in member when some program allows it', () => {
    expect(canEditProfile(memberFixture())).toBe(true);
  });
  it('refuses when signed out, when no program allows it, or for a loyalty-programme account', () => {
    expect(canEditProfile(null)).toBe(false);
    expect(canEditProfile(memberFixture({ can_update_profile: false }))).toBe(false);
    expect(canEditProfile(memberFixture({ provider: 'creansmaerd' }))).toBe(false);
  });
  it('allows other federated accounts (LINE, OpenID) when the server does', () => {
    expect(canEditProfile(memberFixture({ provider: 'line' }))).toBe(true);
  });
});

describe('name order (spec §9)', () => {
  const member = memberFixture({ first_name: '花子', last_name: '山田' });
  it('writes English first then last, the other languages last then first', () => {
    expect(memberName(memberFixture(), 'en')).toBe('Hanako Yamada');
    expect(memberName(member, 'ko')).toBe('山田 花子');
    expect(memberName(member, 'zh_Hant')).toBe('山田 花子');
  });
  it('uses the kana names in Japanese when the member has them', () => {
    expect(memberName(member, 'ja')).toBe('山田 花子');
    expect(memberName({ ...member, first_name_kana: 'はなこ', last_name_kana: 'やまだ' }, 'ja')).toBe(
      'やまだ はなこ',
    );
  });
});

describe('password change rules (spec §5)', () => {
  const ok = { current: 'Old-pass1', password: 'NewPass12', confirmation: 'NewPass12' };
  it('keeps the contract’s minimum length', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(CONTRACT_MIN);
  });
  it('accepts 8 characters with upper and lower case and digits', () => {
    expect(passwordProblems(ok)).toEqual({});
  });
  it('names each problem', () => {
    expect(passwordProblems({ current: '', password: 'Ab1', confirmation: 'Ab1' })).toEqual({
      current: 'required',
      password: 'tooShort',
    });
    expect(passwordProblems({ ...ok, password: 'nouppercase1', confirmation: 'nouppercase1' }).password).toBe(
      'weak',
    );
    expect(passwordProblems({ ...ok, password: 'NoDigitsHere', confirmation: 'NoDigitsHere' }).password).toBe(
      'weak',
    );
    expect(passwordProblems({ ...ok, confirmation: 'NewPass13' }).confirmation).toBe('mismatch');
  });
});

describe('profile form rules', () => {
  it('needs both names and checks phone, postcode and kana', () => {
    const draft = {
      ...draftOf(memberFixture()),
      firstName: ' ',
      phone: '03-1234-abc',
      postalCode: '100-0001',
      lastNameKana: 'Yamada',
    };
    expect(profileProblems(draft)).toEqual({
      firstName: 'required',
      phone: 'phone',
      postalCode: 'postalCode',
      lastNameKana: 'kana',
    });
  });
  it('writes blanks as null and the phone half-width without separators', () => {
    const body = updateBodyOf({
      ...draftOf(memberFixture()),
      phone: '０３-１２３４-５６７８',
      address: '  ',
    });
    expect(body).toMatchObject({ phone: '0312345678', address: null, first_name: 'Hanako', gender: null });
  });
});

describe('page buttons', () => {
  it('lists every page up to seven', () => {
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
  });
  it('keeps the first, the last and two either side of the current page, with gaps', () => {
    expect(pageButtons(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });
});
