import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { refusalText } from './update-ui.tsx';

describe('refusalText', () => {
  const t = createTranslator(en);

  it('names a known refusal and falls back for anything else the answer says', () => {
    expect(refusalText(t, 'deadline_passed')).toBe(en['update.reasonDeadlinePassed']);
    expect(refusalText(t, null)).toBe(en['update.reasonUnknown']);
    expect(refusalText(t, 'no_such_reason')).toBe(en['update.reasonUnknown']);
  });

  it.each(['constructor', 'toString', '__proto__'])(
    'falls back for %s, not an Object.prototype member',
    (reason) => {
      expect(refusalText(t, reason)).toBe(en['update.reasonUnknown']);
    },
  );
});
