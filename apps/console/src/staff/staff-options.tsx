import { LOCALES, type Locale } from '@yadori/contract/locales';
import { STAFF_ROLES, type StaffRole } from '@yadori/contract/staff.constants';
import { LANGUAGE_NAMES, useTexts } from '../lib/i18n.ts';
import { SHELL_TEXTS } from '../shell/shell.texts.ts';

/** The roles in the order a menu offers them, with their names. */
export function RoleOptions() {
  const shell = useTexts(SHELL_TEXTS);
  return (
    <>
      {STAFF_ROLES.map((role: StaffRole) => (
        <option key={role} value={role}>
          {shell.roles[role]}
        </option>
      ))}
    </>
  );
}

/** The console's languages, each in its own words. */
export function LanguageOptions() {
  return (
    <>
      {LOCALES.map((code: Locale) => (
        <option key={code} value={code} lang={code.replace('_', '-')}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </>
  );
}
