import { LOCALES, type Locale } from '@yadori/contract/locales';
import type { FieldRequirement, GuestFieldRequirements } from '@yadori/contract/settings.schema';
import { useState } from 'react';
import { CheckboxField, Field, fieldErrors } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { useSubmit } from '../forms/use-submit.ts';
import { LANGUAGE_NAMES, useTexts } from '../lib/i18n.ts';
import { ErrorNotice, StatusNotice } from '../shell/page.tsx';
import { FIELD_REQUIREMENT_CHOICES } from './choices.ts';
import { propertyApi, type StaffHotel } from './property-api.ts';
import { SETUP_TEXTS, type SettingsToggle } from './setup.texts.ts';

type Settings = StaffHotel['settings'];
const TOGGLES: readonly SettingsToggle[] = [
  'plan_search_enabled',
  'multi_rooms_search_enabled',
  'day_use_search_active',
  'coupon_active',
  'percentage_coupon_discount_only',
  'kanji_name_required',
  'facility_sign_in_enabled',
];
const GUEST_FIELDS = Object.keys({
  gender: true,
  date_of_birth: true,
  nationality: true,
  occupation: true,
  address: true,
} satisfies Record<keyof GuestFieldRequirements, true>) as (keyof GuestFieldRequirements)[];

/**
 * The booking widget settings a hotel's staff tune most: colours, what the search offers, what guests
 * are asked, where the widget may be framed. Each block sent replaces that block of the stored settings.
 */
export function HotelSettingsForm({ hotel }: { hotel: StaffHotel }) {
  const t = useTexts(SETUP_TEXTS);
  const forms = useTexts(FORMS_TEXTS);
  const [settings, setSettings] = useState<Settings>(hotel.settings);
  const [origins, setOrigins] = useState((hotel.settings.embed_origins ?? []).join('\n'));
  const [languages, setLanguages] = useState<Locale[]>(
    hotel.settings.booking_widget_setting_attributes.supported_locales,
  );
  const toggleLanguage = (code: Locale, on: boolean) =>
    setLanguages((chosen) => (on ? [...chosen, code] : chosen.filter((c) => c !== code)));
  const set = (change: Partial<Settings>) => setSettings((s) => ({ ...s, ...change }));
  const form = useSubmit(
    () =>
      propertyApi.updateHotel(hotel.id, {
        settings: {
          button_colour: settings.button_colour,
          header_colour: settings.header_colour,
          booking_widget_type: settings.booking_widget_type,
          // The block is replaced as a whole: the stored one with the languages chosen here.
          booking_widget_setting_attributes: {
            ...settings.booking_widget_setting_attributes,
            supported_locales: LOCALES.filter((code) => languages.includes(code)),
          },
          search_type: settings.search_type,
          multi_rooms_search_limit: settings.multi_rooms_search_limit,
          max_guests_per_room: settings.max_guests_per_room,
          guest_field_requirements: settings.guest_field_requirements,
          ...Object.fromEntries(TOGGLES.map((key) => [key, settings[key]])),
          embed_origins: origins
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        },
      }),
    () => form.setMessage(forms.saved),
  );
  const errors = fieldErrors(form.failure);
  const s = t.settings;
  return (
    <section aria-labelledby="hotel-settings-title">
      <h2 id="hotel-settings-title">{s.title}</h2>
      <StatusNotice message={form.message} />
      <ErrorNotice error={form.failure} />
      <form onSubmit={form.submit} className="setup-form">
        <fieldset>
          <legend>{s.appearance}</legend>
          <div className="form-row">
            <Field label={s.buttonColour} error={errors('settings.button_colour')}>
              {(c) => (
                <input
                  {...c}
                  type="color"
                  value={settings.button_colour}
                  onChange={(e) => set({ button_colour: e.currentTarget.value })}
                />
              )}
            </Field>
            <Field label={s.headerColour} error={errors('settings.header_colour')}>
              {(c) => (
                <input
                  {...c}
                  type="color"
                  value={settings.header_colour}
                  onChange={(e) => set({ header_colour: e.currentTarget.value })}
                />
              )}
            </Field>
          </div>
        </fieldset>
        <fieldset>
          <legend>{s.widget}</legend>
          <div className="form-row">
            <Field
              label={s.widgetType}
              hint={s.widgetTypeHint}
              error={errors('settings.booking_widget_type')}
            >
              {(c) => (
                <select
                  {...c}
                  value={settings.booking_widget_type}
                  onChange={(e) =>
                    set({ booking_widget_type: e.currentTarget.value as Settings['booking_widget_type'] })
                  }
                >
                  <option value="embedded">{s.widgetTypes.embedded}</option>
                  <option value="standalone">{s.widgetTypes.standalone}</option>
                </select>
              )}
            </Field>
          </div>
          <fieldset>
            <legend>{s.languages}</legend>
            {LOCALES.map((code) => (
              <CheckboxField
                key={code}
                label={LANGUAGE_NAMES[code]}
                checked={languages.includes(code)}
                onChange={(on) => toggleLanguage(code, on)}
              />
            ))}
            {(errors('settings.booking_widget_setting_attributes', true) ?? []).map((message) => (
              <p key={message} className="field-error">
                {message}
              </p>
            ))}
          </fieldset>
        </fieldset>
        <fieldset>
          <legend>{s.search}</legend>
          <div className="form-row">
            <Field label={s.searchType} error={errors('settings.search_type')}>
              {(c) => (
                <select
                  {...c}
                  value={settings.search_type}
                  onChange={(e) => set({ search_type: e.currentTarget.value as Settings['search_type'] })}
                >
                  <option value="room_type">{s.searchByRoom}</option>
                  <option value="hotel_plan">{s.searchByPlan}</option>
                </select>
              )}
            </Field>
            <Field label={s.roomsLimit} error={errors('settings.multi_rooms_search_limit')}>
              {(c) => (
                <input
                  {...c}
                  type="number"
                  min={1}
                  max={20}
                  value={settings.multi_rooms_search_limit}
                  onChange={(e) => set({ multi_rooms_search_limit: Number(e.currentTarget.value) })}
                />
              )}
            </Field>
            <Field label={s.maxGuests} error={errors('settings.max_guests_per_room')}>
              {(c) => (
                <input
                  {...c}
                  type="number"
                  min={1}
                  max={99}
                  value={settings.max_guests_per_room}
                  onChange={(e) => set({ max_guests_per_room: Number(e.currentTarget.value) })}
                />
              )}
            </Field>
          </div>
          {TOGGLES.map((key) => (
            <CheckboxField
              key={key}
              label={s.toggles[key]}
              checked={settings[key]}
              onChange={(on) => set({ [key]: on })}
              error={errors(`settings.${key}`)}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend>{s.guestFields}</legend>
          <div className="form-row">
            {GUEST_FIELDS.map((field) => (
              <Field
                key={field}
                label={s.guestField[field]}
                error={errors(`settings.guest_field_requirements.${field}`)}
              >
                {(c) => (
                  <select
                    {...c}
                    value={settings.guest_field_requirements[field]}
                    onChange={(e) =>
                      set({
                        guest_field_requirements: {
                          ...settings.guest_field_requirements,
                          [field]: e.currentTarget.value as FieldRequirement,
                        },
                      })
                    }
                  >
                    {FIELD_REQUIREMENT_CHOICES.map((choice) => (
                      <option key={choice} value={choice}>
                        {s.requirement[choice]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ))}
          </div>
        </fieldset>
        <Field
          label={s.embedOrigins}
          hint={s.embedOriginsHint}
          error={errors('settings.embed_origins', true)}
        >
          {(c) => (
            <textarea {...c} rows={3} value={origins} onChange={(e) => setOrigins(e.currentTarget.value)} />
          )}
        </Field>
        <button type="submit" disabled={form.busy}>
          {form.busy ? forms.saving : forms.save}
        </button>
      </form>
    </section>
  );
}
