import { LOCALES, type Locale } from '@yadori/contract/locales';
import { NOTICE_LIMITS } from '@yadori/contract/notices.constants';
import { Field } from '../forms/field.tsx';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, useTexts } from '../lib/i18n.ts';
import { ListFieldError } from '../setup/setup-form-parts.tsx';
import { NOTICE_FORM_TEXTS } from './notice-form.texts.ts';
import type { NoticeDraft } from './notice-rules.ts';

/**
 * A notice's title and text in each of the five languages, a fieldset each, every title required (a
 * guest never meets an untranslated notice). `errors(i, part)` are the API's words about
 * `translations[i]`, the languages being sent in LOCALES' order.
 */
export function NoticeTextsFields({
  value,
  onChange,
  listErrors,
  errors,
}: {
  value: NoticeDraft['texts'];
  onChange: (next: NoticeDraft['texts']) => void;
  listErrors: string[] | undefined;
  errors: (index: number, part: 'title' | 'body') => string[] | undefined;
}) {
  const t = useTexts(NOTICE_FORM_TEXTS);
  const set = (locale: Locale, part: 'title' | 'body', text: string) =>
    onChange({ ...value, [locale]: { ...value[locale], [part]: text } });
  return (
    <fieldset>
      <legend>{t.textsLegend}</legend>
      <p className="muted">{t.textsHint}</p>
      <ListFieldError messages={listErrors} />
      {LOCALES.map((locale, index) => (
        <fieldset key={locale}>
          <legend>
            <span lang={LANGUAGE_TAGS[locale]}>{LANGUAGE_NAMES[locale]}</span>
          </legend>
          <Field label={t.headlineIn(LANGUAGE_NAMES[locale])} required error={errors(index, 'title')}>
            {(control) => (
              <input
                {...control}
                lang={LANGUAGE_TAGS[locale]}
                maxLength={NOTICE_LIMITS.title}
                value={value[locale].title}
                onChange={(e) => set(locale, 'title', e.currentTarget.value)}
              />
            )}
          </Field>
          <Field
            label={t.bodyIn(LANGUAGE_NAMES[locale])}
            error={errors(index, 'body')}
            className="field-wide"
          >
            {(control) => (
              <textarea
                {...control}
                lang={LANGUAGE_TAGS[locale]}
                rows={3}
                maxLength={NOTICE_LIMITS.body}
                value={value[locale].body}
                onChange={(e) => set(locale, 'body', e.currentTarget.value)}
              />
            )}
          </Field>
        </fieldset>
      ))}
    </fieldset>
  );
}
