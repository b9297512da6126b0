import { LOCALES } from '@yadori/contract/locales';
import { describe, expect, it } from 'vitest';
import { type AccountMailKind, renderAccountMail, widgetLink } from './member-account-mail.ts';

const KINDS: AccountMailKind[] = [
  'confirmSignUp',
  'alreadyRegistered',
  'resetPassword',
  'confirmEmailChange',
];

describe('account mails', () => {
  it('builds widget links in the reservation mails’ form, with the hotel and language', () => {
    const url = widgetLink('https://book.example', 'member-confirmation', 'hanami-tokyo', 'zh_Hant', {
      confirmation_token: 'a+b/c',
      email_update: true,
      program_id: null,
    });
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/member-confirmation');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      hotel_code: 'hanami-tokyo',
      locale: 'zh_Hant',
      confirmation_token: 'a+b/c',
      email_update: 'true',
    });
  });

  it.each(LOCALES)('writes every mail in %s, text and HTML, the link in both and names escaped', (locale) => {
    for (const kind of KINDS) {
      const link = `https://book.example/member-confirmation?hotel_code=x&confirmation_token=${kind}&a=1`;
      const mail = renderAccountMail({
        kind,
        locale,
        name: 'Sato <b>Aiko</b>',
        brand: 'Hanami & Co',
        newEmail: 'new@example.com',
        link,
        forgotLink: 'https://book.example/forgot-password?hotel_code=x',
      });
      expect(mail.subject).toContain('Hanami & Co');
      expect(mail.text).toContain(link);
      expect(mail.text).toContain('Sato <b>Aiko</b>');
      expect(mail.html).toContain(link.replaceAll('&', '&amp;'));
      expect(mail.html).toContain('Sato &lt;b&gt;Aiko&lt;/b&gt;');
      expect(mail.html).not.toContain('<b>Aiko');
      if (kind !== 'alreadyRegistered') expect(mail.text).toMatch(/10/);
      if (kind === 'confirmEmailChange') expect(mail.text).toContain('new@example.com');
      if (kind === 'alreadyRegistered') expect(mail.text).toContain('/forgot-password?');
    }
  });
});
