import { LOCALES, type Locale } from '@yadori/contract/locales';
import { useState } from 'react';
import { Link } from 'wouter';
import { CheckboxField, Field, fieldErrors, RequiredNote } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { useSubmit } from '../forms/use-submit.ts';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { useResource } from '../lib/use-resource.ts';
import { nameTranslations, translationDrafts } from '../setup/form-state.ts';
import { propertyApi, type StaffBrand } from '../setup/property-api.ts';
import { setupPath } from '../setup/setup-frame.tsx';
import { TranslationsFields } from '../setup/translations-fields.tsx';
import { ErrorNotice, Loading, Page, StatusNotice } from '../shell/page.tsx';
import { BRAND_TEXTS } from './brand.texts.ts';

/** `/brand` (brand admins): the brand's names and settings, and its hotels with the way to open one. */
export function BrandScreen() {
  const t = useTexts(BRAND_TEXTS);
  const { may } = useSession();
  const allowed = may('brand.configure');
  const brand = useResource(allowed ? 'brand' : null, propertyApi.brand);
  const hotels = useResource(allowed ? 'brand-hotels' : null, propertyApi.hotels);
  if (!allowed)
    return (
      <Page title={t.title}>
        <p>{t.notAllowed}</p>
      </Page>
    );
  return (
    <Page
      title={brand.data ? `${t.title} · ${brand.data.name}` : t.title}
      actions={
        <Link className="button" href="/hotels/new">
          {t.addHotel}
        </Link>
      }
    >
      <section aria-labelledby="brand-hotels-title">
        <h2 id="brand-hotels-title">{t.hotels}</h2>
        <ErrorNotice error={hotels.error} onRetry={hotels.reload} />
        {hotels.data ? (
          hotels.data.length === 0 ? (
            <p>{t.noHotels}</p>
          ) : (
            <div className="table-wrap">
              <table>
                <caption className="visually-hidden">{t.hotels}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.hotelName}</th>
                    <th scope="col">{t.hotelCode}</th>
                    <th scope="col">{t.timeZone}</th>
                    <th scope="col">{t.currency}</th>
                    <th scope="col">{t.sales}</th>
                  </tr>
                </thead>
                <tbody>
                  {hotels.data.map((hotel) => (
                    <tr key={hotel.id}>
                      <th scope="row">
                        <Link href={setupPath(hotel.id, '')}>{hotel.name}</Link>
                      </th>
                      <td>{hotel.code}</td>
                      <td>{hotel.time_zone}</td>
                      <td>{hotel.currency}</td>
                      <td>
                        <span className={hotel.active ? 'badge badge-ok' : 'badge'}>
                          {hotel.active ? t.selling : t.notSelling}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        ) : hotels.loading ? (
          <Loading />
        ) : null}
      </section>
      <ErrorNotice error={brand.error} onRetry={brand.reload} />
      {brand.data ? <BrandForm key={brand.data.id} brand={brand.data} /> : null}
    </Page>
  );
}

type Settings = StaffBrand['settings'];

function BrandForm({ brand }: { brand: StaffBrand }) {
  const t = useTexts(BRAND_TEXTS);
  const forms = useTexts(FORMS_TEXTS);
  const { refresh } = useSession();
  const [name, setName] = useState(brand.name);
  const [translations, setTranslations] = useState(() => translationDrafts(brand.name_translations));
  const [settings, setSettings] = useState<Settings>(brand.settings);
  const set = (change: Partial<Settings>) => setSettings((s) => ({ ...s, ...change }));
  const pointNaming = (locale: Locale) =>
    settings.point_program?.translations.find((tr) => tr.locale === locale)?.point_naming ?? '';
  const setPointNaming = (locale: Locale, naming: string) =>
    settings.point_program &&
    set({
      point_program: {
        translations: LOCALES.flatMap((l) => {
          const value = l === locale ? naming : pointNaming(l);
          return value.trim() ? [{ locale: l, point_naming: value }] : [];
        }),
      },
    });
  const form = useSubmit(
    () =>
      propertyApi.updateBrand({
        name: name.trim(),
        name_translations: nameTranslations(translations),
        settings: {
          email_consent_setting: settings.email_consent_setting,
          first_party_cookie_setting: {
            status: settings.first_party_cookie_setting.status,
            domain_name: settings.first_party_cookie_setting.domain_name?.trim() || null,
          },
          hotel_brand_setting: {
            ...settings.hotel_brand_setting,
            digico_partner_code: settings.hotel_brand_setting.digico_partner_code?.trim() || null,
          },
          ...(settings.point_program ? { point_program: settings.point_program } : {}),
        },
      }),
    async () => {
      form.setMessage(forms.saved);
      await refresh();
    },
  );
  const errors = fieldErrors(form.failure);
  const consent = settings.email_consent_setting;
  const cookie = settings.first_party_cookie_setting;
  const brandSetting = settings.hotel_brand_setting;
  return (
    <section aria-labelledby="brand-form-title">
      <h2 id="brand-form-title">{t.brandTitle}</h2>
      <StatusNotice message={form.message} />
      <RequiredNote />
      <ErrorNotice error={form.failure} />
      <form onSubmit={form.submit} className="setup-form">
        <dl className="fixed-facts">
          <dt>{t.brandCode}</dt>
          <dd>{brand.code}</dd>
        </dl>
        <Field label={t.brandName} required error={errors('name')}>
          {(c) => (
            <input {...c} maxLength={200} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          )}
        </Field>
        <TranslationsFields
          value={translations}
          onChange={setTranslations}
          errors={errors('name_translations', true)}
        />
        <fieldset>
          <legend>{t.emailConsent}</legend>
          <CheckboxField
            label={t.emailConsentEnabled}
            checked={consent.enabled}
            onChange={(enabled) => set({ email_consent_setting: { ...consent, enabled } })}
          />
          <CheckboxField
            label={t.emailConsentChecked}
            checked={consent.default_checked}
            onChange={(default_checked) => set({ email_consent_setting: { ...consent, default_checked } })}
          />
        </fieldset>
        <fieldset>
          <legend>{t.cookie}</legend>
          <CheckboxField
            label={t.cookieEnabled}
            checked={cookie.status}
            onChange={(status) => set({ first_party_cookie_setting: { ...cookie, status } })}
          />
          <Field
            label={t.cookieDomain}
            hint={t.cookieDomainHint}
            error={errors('settings.first_party_cookie_setting', true)}
          >
            {(c) => (
              <input
                {...c}
                value={cookie.domain_name ?? ''}
                onChange={(e) =>
                  set({ first_party_cookie_setting: { ...cookie, domain_name: e.currentTarget.value } })
                }
              />
            )}
          </Field>
        </fieldset>
        <fieldset>
          <legend>{t.features}</legend>
          <CheckboxField
            label={t.nearbyHotels}
            checked={brandSetting.nearby_hotels_suggestion_enabled}
            onChange={(on) =>
              set({ hotel_brand_setting: { ...brandSetting, nearby_hotels_suggestion_enabled: on } })
            }
          />
          <CheckboxField
            label={t.roomRecommender}
            checked={brandSetting.room_recommender_enabled}
            onChange={(on) => set({ hotel_brand_setting: { ...brandSetting, room_recommender_enabled: on } })}
          />
          <Field label={t.partnerCode} error={errors('settings.hotel_brand_setting', true)}>
            {(c) => (
              <input
                {...c}
                value={brandSetting.digico_partner_code ?? ''}
                onChange={(e) =>
                  set({
                    hotel_brand_setting: { ...brandSetting, digico_partner_code: e.currentTarget.value },
                  })
                }
              />
            )}
          </Field>
        </fieldset>
        {settings.point_program ? (
          <fieldset>
            <legend>{t.pointNaming}</legend>
            <p className="muted">{t.pointNamingHint}</p>
            {errors('settings.point_program', true) ? (
              <p className="field-error">{errors('settings.point_program', true)!.join(' ')}</p>
            ) : null}
            {LOCALES.map((locale) => (
              <Field key={locale} label={<span lang={LANGUAGE_TAGS[locale]}>{LANGUAGE_NAMES[locale]}</span>}>
                {(c) => (
                  <input
                    {...c}
                    lang={LANGUAGE_TAGS[locale]}
                    value={pointNaming(locale)}
                    onChange={(e) => setPointNaming(locale, e.currentTarget.value)}
                  />
                )}
              </Field>
            ))}
          </fieldset>
        ) : null}
        <button type="submit" disabled={form.busy}>
          {form.busy ? forms.saving : forms.save}
        </button>
      </form>
    </section>
  );
}
