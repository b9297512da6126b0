import { LOCALE_TAGS, type Locale } from '@yadori/contract/locales';
import { useId } from 'react';
import { currentAddress, writeAddress } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { logger } from '../../lib/logger.ts';

/** Each language is named in itself, whatever the page language. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  ja: '日本語',
  en: 'English',
  zh_Hans: '简体中文',
  zh_Hant: '繁體中文',
  ko: '한국어',
};

async function changeLanguage(locale: Locale): Promise<void> {
  // A `locale` in the address wins at start, so it must follow the choice or a reload would undo it.
  const address = currentAddress();
  if (address.params.has('locale')) {
    address.params.set('locale', locale);
    writeAddress(address);
  }
  try {
    await i18n.change(locale, { remember: true });
  } catch (error) {
    logger.error('Could not load a language', { locale, error: String(error) });
  }
}

/** A native select of the hotel's languages; choosing one is remembered for later visits. */
export function LanguageSelector({ locales }: { locales: readonly Locale[] }) {
  const { locale, t } = useI18n();
  const id = useId();
  return (
    <div className="language-selector">
      <label htmlFor={id}>{t('header.languageLabel')}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => void changeLanguage(event.target.value as Locale)}
        data-testid="yadori-language-selector"
      >
        {locales.map((option) => (
          <option key={option} value={option} lang={LOCALE_TAGS[option]} translate="no">
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
