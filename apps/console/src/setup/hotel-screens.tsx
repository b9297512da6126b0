import { LOCALES, type Locale } from '@yadori/contract/locales';
import type { Currency } from '@yadori/contract/settings.schema';
import { useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { PreviewButton } from '../analytics/preview-button.tsx';
import { Field, fieldErrors, RequiredNote } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { useSubmit } from '../forms/use-submit.ts';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, useLocale, useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { useResource } from '../lib/use-resource.ts';
import { GatewaySettingsForm } from '../payment-links/gateway-settings-form.tsx';
import { ErrorNotice, Loading, Page, StatusNotice } from '../shell/page.tsx';
import { CURRENCIES, timeZones } from './choices.ts';
import { nameTranslations, type TranslationDrafts, translationDrafts } from './form-state.ts';
import { ExplainedSwitch, HotelSalesForm } from './hotel-sales-form.tsx';
import { HotelSettingsForm } from './hotel-settings-form.tsx';
import { propertyApi, type StaffHotel } from './property-api.ts';
import { SETUP_TEXTS } from './setup.texts.ts';
import { SetupPage, setupPath } from './setup-frame.tsx';
import { TranslationsFields } from './translations-fields.tsx';

interface HotelDraft {
  code: string;
  name: string;
  translations: TranslationDrafts;
  timeZone: string;
  locale: Locale;
  currency: Currency;
  phone: string;
  active: boolean;
}

const draftOf = (hotel: StaffHotel | undefined, locale: Locale): HotelDraft => ({
  code: hotel?.code ?? '',
  name: hotel?.name ?? '',
  translations: translationDrafts(hotel?.name_translations),
  timeZone: hotel?.time_zone ?? 'Asia/Tokyo',
  locale: hotel?.locale ?? locale,
  currency: hotel?.currency ?? 'JPY',
  phone: hotel?.phone ?? '',
  active: hotel?.active ?? true,
});

/** True when the address says the thing was just created (`?created=1`), to say so on its page. */
export function useJustCreated(): boolean {
  return new URLSearchParams(useSearch()).get('created') === '1';
}

/**
 * The hotel's own fields: on creation also its code and currency, which are fixed from then on and
 * shown read-only after.
 */
function HotelFields({
  draft,
  set,
  creating,
  errors,
}: {
  draft: HotelDraft;
  set: (change: Partial<HotelDraft>) => void;
  creating: boolean;
  errors: ReturnType<typeof fieldErrors>;
}) {
  const t = useTexts(SETUP_TEXTS);
  const locale = useLocale();
  const currencyName = (code: string) => {
    try {
      return new Intl.DisplayNames(LANGUAGE_TAGS[locale], { type: 'currency' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  return (
    <>
      {creating ? (
        <Field label={t.hotel.code} required hint={t.hotel.codeHint} error={errors('code')}>
          {(c) => (
            <input
              {...c}
              autoComplete="off"
              pattern="[A-Za-z0-9_\-]{1,64}"
              maxLength={64}
              value={draft.code}
              onChange={(e) => set({ code: e.currentTarget.value })}
            />
          )}
        </Field>
      ) : (
        <dl className="fixed-facts">
          <dt>{t.hotel.code}</dt>
          <dd>{draft.code}</dd>
          <dt>{t.hotel.currency}</dt>
          <dd>
            {draft.currency} — {currencyName(draft.currency)}
          </dd>
        </dl>
      )}
      <Field label={t.hotel.name} required error={errors('name')}>
        {(c) => (
          <input
            {...c}
            maxLength={200}
            value={draft.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
        )}
      </Field>
      <TranslationsFields
        value={draft.translations}
        onChange={(translations) => set({ translations })}
        errors={errors('name_translations', true)}
      />
      <div className="form-row">
        <Field label={t.hotel.timeZone} required hint={t.hotel.timeZoneHint} error={errors('time_zone')}>
          {(c) => (
            <>
              <input
                {...c}
                list="time-zones"
                autoComplete="off"
                value={draft.timeZone}
                onChange={(e) => set({ timeZone: e.currentTarget.value })}
              />
              <datalist id="time-zones">
                {timeZones().map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field label={t.hotel.locale} required error={errors('locale')}>
          {(c) => (
            <select
              {...c}
              value={draft.locale}
              onChange={(e) => set({ locale: e.currentTarget.value as Locale })}
            >
              {LOCALES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {creating ? (
          <Field label={t.hotel.currency} required hint={t.hotel.currencyHint} error={errors('currency')}>
            {(c) => (
              <select
                {...c}
                value={draft.currency}
                onChange={(e) => set({ currency: e.currentTarget.value as Currency })}
              >
                {CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code} — {currencyName(code)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field label={t.hotel.phone} hint={t.hotel.phoneHint} error={errors('phone')}>
          {(c) => (
            <input
              {...c}
              type="tel"
              autoComplete="off"
              value={draft.phone}
              onChange={(e) => set({ phone: e.currentTarget.value })}
            />
          )}
        </Field>
      </div>
      {/* Once the hotel exists, its own section switches it (and confirms closing it). */}
      {creating ? (
        <ExplainedSwitch
          label={t.sales.open}
          description={t.sales.openHint}
          checked={draft.active}
          onChange={(active) => set({ active })}
          error={errors('active')}
        />
      ) : null}
    </>
  );
}

/** `/hotels/new` (brand admins): opens a hotel in the brand, then lands on its set-up. */
export function NewHotelScreen() {
  const t = useTexts(SETUP_TEXTS);
  const forms = useTexts(FORMS_TEXTS);
  const locale = useLocale();
  const { may, refresh } = useSession();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(() => draftOf(undefined, locale));
  const set = (change: Partial<HotelDraft>) => setDraft((d) => ({ ...d, ...change }));
  const form = useSubmit(
    () =>
      propertyApi.createHotel({
        code: draft.code.trim(),
        name: draft.name.trim(),
        name_translations: nameTranslations(draft.translations),
        time_zone: draft.timeZone.trim(),
        locale: draft.locale,
        currency: draft.currency,
        phone: draft.phone.trim() === '' ? null : draft.phone.trim(),
        active: draft.active,
        settings: {},
      }),
    async (hotel) => {
      // The header's menu and the navigation read the account's hotels: the new one is among them now.
      await refresh();
      navigate(`${setupPath(hotel.id, '')}?created=1`);
    },
  );
  if (!may('brand.configure'))
    return (
      <Page title={t.newHotelTitle}>
        <p>{t.notAllowed}</p>
      </Page>
    );
  return (
    <Page title={t.newHotelTitle}>
      <p>{t.newHotelIntro}</p>
      <RequiredNote />
      <ErrorNotice error={form.failure} />
      <form onSubmit={form.submit} className="setup-form">
        <HotelFields draft={draft} set={set} creating errors={fieldErrors(form.failure)} />
        <button type="submit" disabled={form.busy}>
          {form.busy ? forms.saving : t.hotel.create}
        </button>
      </form>
    </Page>
  );
}

/**
 * `/hotels/:hotelId/setup`: the hotel's details, whether it sells and is listed by the brand, and its
 * booking widget settings. A hotel closed for booking says so beside the page's title, where the
 * booking page can be previewed too.
 */
export function HotelSetupScreen() {
  const t = useTexts(SETUP_TEXTS);
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const hotel = useResource(`hotel:${hotelId}`, () => propertyApi.hotel(hotelId));
  // What the sales section last saved: the page's badge follows it without reloading the other forms.
  const [savedOpen, setSavedOpen] = useState<{ id: number; open: boolean } | null>(null);
  const open = savedOpen?.id === hotelId ? savedOpen.open : hotel.data?.active;
  return (
    <SetupPage
      hotelId={hotelId}
      title={t.sections.hotel}
      actions={
        <>
          {open === false ? <span className="badge badge-warning">{t.sales.closed}</span> : null}
          <PreviewButton hotelId={hotelId} />
        </>
      }
    >
      <ErrorNotice error={hotel.error} onRetry={hotel.reload} />
      {hotel.data ? (
        <>
          <HotelDetailsForm key={hotel.data.updated_at} hotel={hotel.data} />
          <HotelSalesForm
            key={`sales:${hotel.data.updated_at}`}
            hotel={hotel.data}
            onSaved={(saved) => setSavedOpen({ id: saved.id, open: saved.active })}
          />
          <HotelSettingsForm key={`settings:${hotel.data.updated_at}`} hotel={hotel.data} />
          <GatewaySettingsForm key={`payments:${hotel.data.updated_at}`} hotel={hotel.data} />
        </>
      ) : hotel.loading ? (
        <Loading />
      ) : null}
    </SetupPage>
  );
}

function HotelDetailsForm({ hotel }: { hotel: StaffHotel }) {
  const t = useTexts(SETUP_TEXTS);
  const forms = useTexts(FORMS_TEXTS);
  const locale = useLocale();
  const { refresh } = useSession();
  const created = useJustCreated();
  const [draft, setDraft] = useState(() => draftOf(hotel, locale));
  const set = (change: Partial<HotelDraft>) => setDraft((d) => ({ ...d, ...change }));
  const form = useSubmit(
    () =>
      propertyApi.updateHotel(hotel.id, {
        name: draft.name.trim(),
        name_translations: nameTranslations(draft.translations),
        time_zone: draft.timeZone.trim(),
        locale: draft.locale,
        phone: draft.phone.trim() === '' ? null : draft.phone.trim(),
      }),
    async () => {
      form.setMessage(forms.saved);
      await refresh();
    },
  );
  return (
    <section aria-labelledby="hotel-details-title">
      <h2 id="hotel-details-title">{t.hotel.detailsTitle}</h2>
      <StatusNotice message={form.message ?? (created ? t.hotel.created : null)} />
      <RequiredNote />
      <ErrorNotice error={form.failure} />
      <form onSubmit={form.submit} className="setup-form">
        <HotelFields draft={draft} set={set} creating={false} errors={fieldErrors(form.failure)} />
        <button type="submit" disabled={form.busy}>
          {form.busy ? forms.saving : forms.save}
        </button>
      </form>
    </section>
  );
}
