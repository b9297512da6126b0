import { LOCALES, type Locale } from '@yadori/contract/locales';
import { Field } from '../forms/field.tsx';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, useTexts } from '../lib/i18n.ts';
import type { TranslationDrafts } from './form-state.ts';
import { SETUP_TEXTS } from './setup.texts.ts';

/**
 * The name (and, where the thing has one, the description) in each language guests may read, folded
 * away under one disclosure: the thing's own name is the fallback for a language left empty.
 */
export function TranslationsFields({
  value,
  onChange,
  withDescription = false,
  errors,
}: {
  value: TranslationDrafts;
  onChange: (next: TranslationDrafts) => void;
  withDescription?: boolean;
  errors?: readonly string[] | undefined;
}) {
  const t = useTexts(SETUP_TEXTS);
  const set = (locale: Locale, part: 'name' | 'description', text: string) =>
    onChange({ ...value, [locale]: { ...value[locale], [part]: text } });
  const filled = LOCALES.filter((locale) => value[locale].name.trim() !== '').length;
  return (
    <details className="translations" open={Boolean(errors)}>
      <summary>
        {t.translations} <span className="muted">({t.translationsFilled(filled)})</span>
      </summary>
      <p className="muted">{t.translationsHint}</p>
      {errors ? <p className="field-error">{errors.join(' ')}</p> : null}
      {LOCALES.map((locale) => (
        <fieldset key={locale}>
          <legend>
            <span lang={LANGUAGE_TAGS[locale]}>{LANGUAGE_NAMES[locale]}</span>
          </legend>
          <Field label={t.nameIn(LANGUAGE_NAMES[locale])}>
            {(control) => (
              <input
                {...control}
                lang={LANGUAGE_TAGS[locale]}
                value={value[locale].name}
                onChange={(e) => set(locale, 'name', e.currentTarget.value)}
              />
            )}
          </Field>
          {withDescription ? (
            <Field label={t.descriptionIn(LANGUAGE_NAMES[locale])}>
              {(control) => (
                <textarea
                  {...control}
                  lang={LANGUAGE_TAGS[locale]}
                  rows={2}
                  value={value[locale].description}
                  onChange={(e) => set(locale, 'description', e.currentTarget.value)}
                />
              )}
            </Field>
          ) : null}
        </fieldset>
      ))}
    </details>
  );
}
