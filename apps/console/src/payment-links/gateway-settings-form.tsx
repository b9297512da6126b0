import { offersPayPal } from '@yadori/contract/payment-links.constants';
import { type FormEvent, useState } from 'react';
import { CheckboxList } from '../forms/checkbox-list.tsx';
import { CheckboxField, Field, fieldErrors } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { useSubmit } from '../forms/use-submit.ts';
import { useTexts } from '../lib/i18n.ts';
import { propertyApi, type StaffHotel } from '../setup/property-api.ts';
import { ErrorNotice, StatusNotice } from '../shell/page.tsx';
import {
  CARD_BRAND_NAMES,
  CARD_BRANDS,
  GATEWAY_PROVIDERS,
  type GatewayProvider,
  type GatewaySetting,
} from './gateway-choices.ts';
import { GATEWAY_SETTINGS_TEXTS } from './gateway-settings.texts.ts';

const FIELD = 'settings.payment_gateway_setting';

/**
 * The hotel's payments (`hotel.configure`, decision 060): its gateway by the spec's provider names —
 * `gmo-paypal`, `paygent-paypal` and `paypal` add PayPal to the payment page —, whether card holders
 * confirm with 3-D Secure, and the card brands taken. Saved as the settings' `payment_gateway_setting`
 * block, whole.
 */
export function GatewaySettingsForm({ hotel }: { hotel: StaffHotel }) {
  const t = useTexts(GATEWAY_SETTINGS_TEXTS);
  const forms = useTexts(FORMS_TEXTS);
  const [setting, setSetting] = useState<GatewaySetting>(hotel.settings.payment_gateway_setting);
  const [noBrand, setNoBrand] = useState(false);
  const set = (change: Partial<GatewaySetting>) => setSetting((previous) => ({ ...previous, ...change }));
  const form = useSubmit(
    () => propertyApi.updateHotel(hotel.id, { settings: { payment_gateway_setting: setting } }),
    (saved) => {
      setSetting(saved.settings.payment_gateway_setting);
      form.setMessage(forms.saved);
    },
  );
  const errors = fieldErrors(form.failure);
  function submit(event: FormEvent) {
    event.preventDefault();
    setNoBrand(setting.card_brands.length === 0);
    if (setting.card_brands.length === 0) return;
    void form.submit();
  }

  return (
    <section aria-labelledby="hotel-payments-title">
      <h2 id="hotel-payments-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      <StatusNotice message={form.message} />
      <ErrorNotice error={form.failure} />
      <form onSubmit={submit} className="setup-form" noValidate>
        <Field
          label={t.provider}
          hint={offersPayPal(setting.provider) ? `${t.providerHint} ${t.offersPayPal}` : t.providerHint}
          error={errors(`${FIELD}.provider`)}
        >
          {(control) => (
            <select
              {...control}
              name="provider"
              value={setting.provider}
              onChange={(event) => set({ provider: event.currentTarget.value as GatewayProvider })}
            >
              {GATEWAY_PROVIDERS.map((provider) => (
                <option key={provider} value={provider}>
                  {`${t.providers[provider]} (${provider})`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <CheckboxField
          label={t.threeDSecure}
          checked={setting.three_d_secure}
          onChange={(three_d_secure) => set({ three_d_secure })}
          error={errors(`${FIELD}.three_d_secure`)}
        />
        <CheckboxList
          legend={t.cardBrands}
          hint={t.cardBrandsHint}
          required
          name="card_brands"
          options={CARD_BRANDS}
          selected={setting.card_brands}
          onChange={(card_brands) => {
            setNoBrand(false);
            set({ card_brands });
          }}
          error={noBrand ? [t.noBrand] : errors(`${FIELD}.card_brands`, true)}
          label={(brand) => CARD_BRAND_NAMES[brand]}
        />
        <button type="submit" disabled={form.busy}>
          {form.busy ? forms.saving : forms.save}
        </button>
      </form>
    </section>
  );
}
