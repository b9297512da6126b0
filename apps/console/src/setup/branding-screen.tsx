import { useState } from 'react';
import { useParams } from 'wouter';
import { CheckboxField, Field, fieldErrors } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { useSubmit } from '../forms/use-submit.ts';
import { useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { ErrorNotice, Loading, StatusNotice } from '../shell/page.tsx';
import { BRANDING_TEXTS } from './branding.texts.ts';
import { ImageUpload } from './image-upload.tsx';
import { KidsSettingsForm } from './kids-settings-form.tsx';
import { LoginWidgetForm } from './login-widget-form.tsx';
import { MEDIA_TEXTS } from './media.texts.ts';
import { propertyApi, type StaffHotel } from './property-api.ts';
import { SetupPage } from './setup-frame.tsx';

type Settings = StaffHotel['settings'];

interface BrandingDraft {
  logo: string | null;
  header: Settings['header'];
  button_colour: string;
  header_colour: string;
  font: string;
  website_header_html: string;
  website_footer_html: string;
  display_website_footer: boolean;
}

const draftOf = (settings: Settings): BrandingDraft => ({
  logo: settings.logo,
  header: settings.header,
  button_colour: settings.button_colour,
  header_colour: settings.header_colour,
  font: settings.font,
  website_header_html: settings.website_header_html ?? '',
  website_footer_html: settings.website_footer_html ?? '',
  display_website_footer: settings.display_website_footer,
});

/** Spec section 1: text on a brand colour is black when its luminance exceeds 127.5, else white (as the widget). */
function textColourOn(hex: string): '#000000' | '#ffffff' {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return '#000000';
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16)) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b > 127.5 ? '#000000' : '#ffffff';
}

/** `/hotels/:hotelId/setup/branding`: the widget's look (logo, header, colours, custom HTML) and children. */
export function BrandingScreen() {
  const t = useTexts(BRANDING_TEXTS);
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const hotel = useResource(`hotel:${hotelId}`, () => propertyApi.hotel(hotelId));
  return (
    <SetupPage hotelId={hotelId} title={t.title}>
      <ErrorNotice error={hotel.error} onRetry={hotel.error ? hotel.reload : undefined} />
      {hotel.data ? (
        <>
          <BrandingForm key={hotel.data.updated_at} hotel={hotel.data} />
          <KidsSettingsForm hotel={hotel.data} />
          <LoginWidgetForm hotelId={hotel.data.id} />
        </>
      ) : hotel.loading ? (
        <Loading />
      ) : null}
    </SetupPage>
  );
}

function BrandingForm({ hotel }: { hotel: StaffHotel }) {
  const t = useTexts(BRANDING_TEXTS);
  const media = useTexts(MEDIA_TEXTS);
  const forms = useTexts(FORMS_TEXTS);
  const [draft, setDraft] = useState(() => draftOf(hotel.settings));
  const set = (change: Partial<BrandingDraft>) => setDraft((d) => ({ ...d, ...change }));
  const form = useSubmit(
    () =>
      propertyApi.updateHotel(hotel.id, {
        settings: {
          ...draft,
          font: draft.font.trim(),
          // The server sanitises both when the widget reads them (decision 039); empty means none.
          website_header_html: draft.website_header_html.trim() === '' ? null : draft.website_header_html,
          website_footer_html: draft.website_footer_html.trim() === '' ? null : draft.website_footer_html,
        },
      }),
    () => form.setMessage(forms.saved),
  );
  const errors = fieldErrors(form.failure);
  return (
    <section aria-labelledby="branding-title" className="branding">
      <h2 id="branding-title">{t.brandingTitle}</h2>
      <StatusNotice message={form.message} />
      <ErrorNotice error={form.failure} />
      <div className="branding-layout">
        <form onSubmit={form.submit} className="setup-form">
          <fieldset>
            <legend>{t.logo}</legend>
            {draft.logo ? (
              <p className="branding-logo">
                <img src={draft.logo} alt={t.currentLogo} />
              </p>
            ) : (
              <p className="muted">{t.noLogo}</p>
            )}
            {errors('settings.logo') ? (
              <p className="field-error">{errors('settings.logo')!.join(' ')}</p>
            ) : null}
            <ImageUpload
              hotelId={hotel.id}
              onUploaded={(uploaded) => {
                set({ logo: uploaded.url });
                form.setMessage(media.uploaded);
              }}
            />
            {draft.logo ? (
              <button type="button" className="button-secondary" onClick={() => set({ logo: null })}>
                {t.removeLogo}
              </button>
            ) : null}
          </fieldset>
          <div className="form-row">
            <Field label={t.header} error={errors('settings.header')}>
              {(c) => (
                <select
                  {...c}
                  value={draft.header}
                  onChange={(e) => set({ header: e.currentTarget.value as Settings['header'] })}
                >
                  <option value="header_logo">{t.headerLogo}</option>
                  <option value="header_customize">{t.headerCustom}</option>
                </select>
              )}
            </Field>
            <Field label={t.buttonColour} error={errors('settings.button_colour')}>
              {(c) => (
                <input
                  {...c}
                  type="color"
                  value={draft.button_colour}
                  onChange={(e) => set({ button_colour: e.currentTarget.value })}
                />
              )}
            </Field>
            <Field label={t.headerColour} error={errors('settings.header_colour')}>
              {(c) => (
                <input
                  {...c}
                  type="color"
                  value={draft.header_colour}
                  onChange={(e) => set({ header_colour: e.currentTarget.value })}
                />
              )}
            </Field>
          </div>
          <Field label={t.font} hint={t.fontHint} error={errors('settings.font')} className="field-wide">
            {(c) => (
              <input
                {...c}
                maxLength={300}
                value={draft.font}
                onChange={(e) => set({ font: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field
            label={t.headerHtml}
            hint={t.htmlHint}
            error={errors('settings.website_header_html')}
            className="field-wide"
          >
            {(c) => (
              <textarea
                {...c}
                rows={4}
                spellCheck={false}
                value={draft.website_header_html}
                onChange={(e) => set({ website_header_html: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field
            label={t.footerHtml}
            hint={t.htmlHint}
            error={errors('settings.website_footer_html')}
            className="field-wide"
          >
            {(c) => (
              <textarea
                {...c}
                rows={4}
                spellCheck={false}
                value={draft.website_footer_html}
                onChange={(e) => set({ website_footer_html: e.currentTarget.value })}
              />
            )}
          </Field>
          <CheckboxField
            label={t.showFooter}
            checked={draft.display_website_footer}
            onChange={(display_website_footer) => set({ display_website_footer })}
            error={errors('settings.display_website_footer')}
          />
          <button type="submit" disabled={form.busy}>
            {form.busy ? forms.saving : forms.save}
          </button>
        </form>
        <BrandingPreview hotel={hotel} draft={draft} />
      </div>
    </section>
  );
}

/**
 * The widget's header and a button as the draft would show them, drawn here as the inputs change
 * (the custom header HTML is not rendered in the console: the server sanitises it for the widget).
 */
function BrandingPreview({ hotel, draft }: { hotel: StaffHotel; draft: BrandingDraft }) {
  const t = useTexts(BRANDING_TEXTS);
  const customHeader = draft.header === 'header_customize' && draft.website_header_html.trim() !== '';
  return (
    <aside className="branding-preview" aria-labelledby="branding-preview-title">
      <h3 id="branding-preview-title">{t.previewTitle}</h3>
      <p className="muted">{t.previewHint}</p>
      <div
        className="branding-preview-frame"
        data-testid="branding-preview"
        style={{ fontFamily: draft.font }}
      >
        <div
          className="branding-preview-header"
          data-testid="branding-preview-header"
          style={{ background: draft.header_colour, color: textColourOn(draft.header_colour) }}
        >
          {customHeader ? (
            <span>{t.previewCustomHeader}</span>
          ) : draft.logo ? (
            <img src={draft.logo} alt={hotel.name} />
          ) : (
            <span>{hotel.name}</span>
          )}
        </div>
        <div className="branding-preview-body">
          <span
            className="branding-preview-button"
            data-testid="branding-preview-button"
            style={{ background: draft.button_colour, color: textColourOn(draft.button_colour) }}
          >
            {t.previewButton}
          </span>
        </div>
      </div>
      <p>
        <a href={`/?code=${encodeURIComponent(hotel.code)}`} target="_blank" rel="noopener noreferrer">
          {t.openWidget}
        </a>
      </p>
    </aside>
  );
}
