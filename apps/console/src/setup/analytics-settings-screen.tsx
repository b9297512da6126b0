import { type FormEvent, useState } from 'react';
import { useParams } from 'wouter';
import { Field, fieldErrors } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { useSubmit } from '../forms/use-submit.ts';
import { useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { ErrorNotice, Loading, StatusNotice } from '../shell/page.tsx';
import { ANALYTICS_SETTINGS_TEXTS } from './analytics-settings.texts.ts';
import {
  type AnalyticsDraft,
  type AnalyticsProblems,
  type AnalyticsSettings,
  analyticsDraftOf,
  analyticsSettingsBody,
} from './analytics-settings-rules.ts';
import { ExplainedSwitch } from './hotel-sales-form.tsx';
import { propertyApi, type StaffHotel } from './property-api.ts';
import { SetupPage } from './setup-frame.tsx';

/**
 * `/hotels/:hotelId/setup/analytics`: the data layers the widget's events go to, the standalone page's
 * Tag Manager container and GA4 property, and the hotel's chatbot (decision 061).
 */
export function AnalyticsSettingsScreen() {
  const t = useTexts(ANALYTICS_SETTINGS_TEXTS);
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const hotel = useResource(`hotel:${hotelId}`, () => propertyApi.hotel(hotelId));
  return (
    <SetupPage hotelId={hotelId} title={t.title}>
      <p>{t.intro}</p>
      <ErrorNotice error={hotel.error} onRetry={hotel.error ? hotel.reload : undefined} />
      {hotel.data ? (
        <AnalyticsSettingsForm key={hotel.data.updated_at} hotel={hotel.data} />
      ) : hotel.loading ? (
        <Loading />
      ) : null}
    </SetupPage>
  );
}

/**
 * The form: saved through the hotel's PATCH, each of its three settings blocks whole over the one
 * stored (what was last saved here, after a save), so fields this form does not show stay as they are.
 */
function AnalyticsSettingsForm({ hotel }: { hotel: StaffHotel }) {
  const t = useTexts(ANALYTICS_SETTINGS_TEXTS);
  const forms = useTexts(FORMS_TEXTS);
  const [stored, setStored] = useState<AnalyticsSettings>(hotel.settings);
  const [draft, setDraft] = useState(() => analyticsDraftOf(hotel.settings));
  const [problems, setProblems] = useState<AnalyticsProblems>({});
  const set = (change: Partial<AnalyticsDraft>) => setDraft((d) => ({ ...d, ...change }));
  const form = useSubmit(
    () => {
      const body = analyticsSettingsBody(draft, stored);
      // Checked in `save` before this runs; a draft with problems never gets here.
      if (!('settings' in body)) throw new Error('analytics settings with problems');
      return propertyApi.updateHotel(hotel.id, { settings: body.settings });
    },
    (saved) => {
      setStored(saved.settings);
      form.setMessage(forms.saved);
    },
  );
  function save(event: FormEvent) {
    event.preventDefault();
    const body = analyticsSettingsBody(draft, stored);
    setProblems('problems' in body ? body.problems : {});
    if ('problems' in body) return form.setMessage(null);
    void form.submit();
  }
  const errors = fieldErrors(form.failure);
  return (
    <>
      <StatusNotice message={form.message} />
      <ErrorNotice error={form.failure} />
      <form onSubmit={save} className="setup-form">
        <fieldset>
          <legend>{t.analyticsLegend}</legend>
          <Field
            label={t.dataLayers}
            hint={t.dataLayersHint}
            error={
              problems.dataLayers
                ? [t.dataLayersProblem(problems.dataLayers.join(', '))]
                : errors('settings.data_layers', true)
            }
            className="field-wide"
          >
            {(c) => (
              <textarea
                {...c}
                rows={3}
                spellCheck={false}
                autoComplete="off"
                value={draft.dataLayers}
                onChange={(e) => set({ dataLayers: e.currentTarget.value })}
              />
            )}
          </Field>
          <div className="form-row">
            <Field
              label={t.gtmId}
              hint={t.gtmIdHint}
              error={
                problems.gtmId ? [t.gtmIdProblem] : errors('settings.analytics_setting_attributes.gtm_id')
              }
            >
              {(c) => (
                <input
                  {...c}
                  spellCheck={false}
                  autoComplete="off"
                  maxLength={20}
                  value={draft.gtmId}
                  onChange={(e) => set({ gtmId: e.currentTarget.value })}
                />
              )}
            </Field>
            <Field
              label={t.gaMeasurementId}
              hint={t.gaMeasurementIdHint}
              error={
                problems.gaMeasurementId
                  ? [t.gaMeasurementIdProblem]
                  : errors('settings.analytics_setting_attributes.ga_measurement_id')
              }
            >
              {(c) => (
                <input
                  {...c}
                  spellCheck={false}
                  autoComplete="off"
                  maxLength={20}
                  value={draft.gaMeasurementId}
                  onChange={(e) => set({ gaMeasurementId: e.currentTarget.value })}
                />
              )}
            </Field>
          </div>
        </fieldset>
        <fieldset>
          <legend>{t.chatbotLegend}</legend>
          <ExplainedSwitch
            label={t.chatbotEnabled}
            description={t.chatbotEnabledHint}
            checked={draft.chatbotEnabled}
            onChange={(chatbotEnabled) => set({ chatbotEnabled })}
            error={errors('settings.chatbot_setting.enabled')}
          />
          <Field
            label={t.chatbotUrl}
            hint={t.chatbotUrlHint}
            error={errors('settings.chatbot_setting.script_url')}
            className="field-wide"
          >
            {(c) => (
              <input
                {...c}
                type="url"
                inputMode="url"
                spellCheck={false}
                autoComplete="off"
                maxLength={2000}
                value={draft.chatbotUrl}
                onChange={(e) => set({ chatbotUrl: e.currentTarget.value })}
              />
            )}
          </Field>
        </fieldset>
        <button type="submit" disabled={form.busy}>
          {form.busy ? forms.saving : forms.save}
        </button>
      </form>
    </>
  );
}
