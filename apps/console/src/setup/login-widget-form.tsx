import { LOCALES, type Locale } from '@yadori/contract/locales';
import type { StaffLoginWidget, StaffLoginWidgetBody } from '@yadori/contract/staff-property.schema';
import { useState } from 'react';
import { CheckboxField, Field, fieldErrors } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { useSubmit } from '../forms/use-submit.ts';
import { api } from '../lib/api.ts';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { ErrorNotice, Loading, StatusNotice } from '../shell/page.tsx';
import { LOGIN_WIDGET_TEXTS } from './login-widget.texts.ts';

type Words = Record<Locale, { title: string; description: string }>;

interface LoginWidgetDraft {
  is_active: boolean;
  allow_signup: boolean;
  organization_login_widget_enabled: boolean;
  words: Words;
  privacy_url: string;
  term_of_use_url: string;
}

const path = (hotelId: number) => `/hotels/${hotelId}/login_widget`;

function draftOf(widget: StaffLoginWidget): LoginWidgetDraft {
  const words = Object.fromEntries(
    LOCALES.map((locale) => [locale, { title: '', description: '' }]),
  ) as Words;
  for (const item of widget.translations)
    words[item.locale] = { title: item.title, description: item.description };
  return {
    is_active: widget.is_active,
    allow_signup: widget.allow_signup,
    organization_login_widget_enabled: widget.organization_login_widget_enabled,
    words,
    privacy_url: widget.privacy_url ?? '',
    term_of_use_url: widget.term_of_use_url ?? '',
  };
}

/** The languages given any words, in the order the API gets them (its errors name them by position). */
const filledLocales = (words: Words) =>
  LOCALES.filter((locale) => words[locale].title.trim() !== '' || words[locale].description.trim() !== '');

const urlOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The hotel's sign-in button (spec section 3: login widget), a section of the branding page. */
export function LoginWidgetForm({ hotelId }: { hotelId: number }) {
  const widget = useResource(`login-widget:${hotelId}`, () =>
    api<{ data: StaffLoginWidget }>('GET', path(hotelId)).then((answer) => answer.data),
  );
  const t = useTexts(LOGIN_WIDGET_TEXTS);
  return (
    <section aria-labelledby="login-widget-title">
      <h2 id="login-widget-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      <ErrorNotice error={widget.error} onRetry={widget.error ? widget.reload : undefined} />
      {widget.data ? (
        <LoginWidgetFields hotelId={hotelId} stored={widget.data} />
      ) : widget.loading ? (
        <Loading />
      ) : null}
    </section>
  );
}

function LoginWidgetFields({ hotelId, stored }: { hotelId: number; stored: StaffLoginWidget }) {
  const t = useTexts(LOGIN_WIDGET_TEXTS);
  const forms = useTexts(FORMS_TEXTS);
  const [configured, setConfigured] = useState(stored.configured);
  const [draft, setDraft] = useState(() => draftOf(stored));
  const [sent, setSent] = useState<Locale[]>([]);
  const set = (change: Partial<LoginWidgetDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setWords = (locale: Locale, part: 'title' | 'description', text: string) =>
    setDraft((d) => ({ ...d, words: { ...d.words, [locale]: { ...d.words[locale], [part]: text } } }));
  const form = useSubmit(
    () => {
      const locales = filledLocales(draft.words);
      setSent(locales);
      const body: StaffLoginWidgetBody = {
        is_active: draft.is_active,
        allow_signup: draft.allow_signup,
        organization_login_widget_enabled: draft.organization_login_widget_enabled,
        translations: locales.map((locale) => ({
          locale,
          title: draft.words[locale].title.trim(),
          description: draft.words[locale].description.trim(),
        })),
        privacy_url: urlOrNull(draft.privacy_url),
        term_of_use_url: urlOrNull(draft.term_of_use_url),
      };
      return api<{ data: StaffLoginWidget }>('PUT', path(hotelId), body).then((answer) => answer.data);
    },
    (saved) => {
      setConfigured(saved.configured);
      setDraft(draftOf(saved));
      form.setMessage(forms.saved);
    },
  );
  const errors = fieldErrors(form.failure);
  const wordError = (locale: Locale, part: 'title' | 'description') => {
    const index = sent.indexOf(locale);
    return index < 0 ? undefined : errors(`translations[${index}].${part}`);
  };
  return (
    <>
      <StatusNotice message={form.message} />
      <ErrorNotice error={form.failure} />
      {configured ? null : <p className="muted">{t.notConfigured}</p>}
      <form onSubmit={form.submit} className="setup-form">
        <CheckboxField
          label={t.isActive}
          checked={draft.is_active}
          onChange={(is_active) => set({ is_active })}
          error={errors('is_active')}
        />
        <CheckboxField
          label={t.allowSignup}
          checked={draft.allow_signup}
          onChange={(allow_signup) => set({ allow_signup })}
          error={errors('allow_signup')}
        />
        <CheckboxField
          label={t.organizationLogin}
          checked={draft.organization_login_widget_enabled}
          onChange={(organization_login_widget_enabled) => set({ organization_login_widget_enabled })}
          error={errors('organization_login_widget_enabled')}
        />
        <fieldset>
          <legend>{t.words}</legend>
          <p className="muted">{t.wordsHint}</p>
          {errors('translations') ? <p className="field-error">{errors('translations')!.join(' ')}</p> : null}
          {LOCALES.map((locale) => (
            <div key={locale} className="form-row">
              <Field label={t.buttonTitleIn(LANGUAGE_NAMES[locale])} error={wordError(locale, 'title')}>
                {(c) => (
                  <input
                    {...c}
                    lang={LANGUAGE_TAGS[locale]}
                    maxLength={200}
                    value={draft.words[locale].title}
                    onChange={(e) => setWords(locale, 'title', e.currentTarget.value)}
                  />
                )}
              </Field>
              <Field label={t.descriptionIn(LANGUAGE_NAMES[locale])} error={wordError(locale, 'description')}>
                {(c) => (
                  <input
                    {...c}
                    lang={LANGUAGE_TAGS[locale]}
                    maxLength={1000}
                    value={draft.words[locale].description}
                    onChange={(e) => setWords(locale, 'description', e.currentTarget.value)}
                  />
                )}
              </Field>
            </div>
          ))}
        </fieldset>
        <div className="form-row">
          <Field label={t.privacyUrl} hint={t.urlHint} error={errors('privacy_url')}>
            {(c) => (
              <input
                {...c}
                type="url"
                maxLength={2000}
                value={draft.privacy_url}
                onChange={(e) => set({ privacy_url: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={t.termsUrl} hint={t.urlHint} error={errors('term_of_use_url')}>
            {(c) => (
              <input
                {...c}
                type="url"
                maxLength={2000}
                value={draft.term_of_use_url}
                onChange={(e) => set({ term_of_use_url: e.currentTarget.value })}
              />
            )}
          </Field>
        </div>
        <button type="submit" disabled={form.busy}>
          {form.busy ? forms.saving : forms.save}
        </button>
      </form>
    </>
  );
}
