import type { KidsSetting } from '@yadori/contract/settings.schema';
import { useState } from 'react';
import { CheckboxField, Field, fieldErrors } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { useSubmit } from '../forms/use-submit.ts';
import { useTexts } from '../lib/i18n.ts';
import { ErrorNotice, StatusNotice } from '../shell/page.tsx';
import { BRANDING_TEXTS } from './branding.texts.ts';
import { nameTranslations, type TranslationDrafts, translationDrafts } from './form-state.ts';
import { propertyApi, type StaffHotel } from './property-api.ts';
import { TranslationsFields } from './translations-fields.tsx';

const MODES = ['share_bed', 'tiers', 'tiers_with_meal_and_bed_as_extras', 'ages'] as const;
const ACCEPT_TYPES = ['all', 'none', 'tiers'] as const;
const SHARED_BED_TYPES = ['per_adult', 'per_room'] as const;

interface TierDraft {
  code: string;
  minAge: string;
  maxAge: string;
  companion: boolean;
  active: boolean;
  names: TranslationDrafts;
}

const tierDraftsOf = (tiers: StaffHotel['settings']['kids_tiers']): TierDraft[] =>
  tiers.map((tier) => ({
    code: tier.code,
    minAge: String(tier.min_age),
    maxAge: String(tier.max_age),
    companion: tier.is_companion,
    active: tier.is_active,
    names: translationDrafts(tier.translations_attributes),
  }));

/**
 * How the hotel takes children (spec section 3: kids setting and kids tiers): the mode, who is
 * accepted, and the age tiers guests choose from. Sent as the two settings blocks, each whole.
 */
export function KidsSettingsForm({ hotel }: { hotel: StaffHotel }) {
  const t = useTexts(BRANDING_TEXTS).kids;
  const forms = useTexts(FORMS_TEXTS);
  const [setting, setSetting] = useState<KidsSetting>(hotel.settings.kids_setting);
  const [tiers, setTiers] = useState(() => tierDraftsOf(hotel.settings.kids_tiers));
  const setTier = (index: number, change: Partial<TierDraft>) =>
    setTiers((list) => list.map((tier, i) => (i === index ? { ...tier, ...change } : tier)));
  const form = useSubmit(
    () =>
      propertyApi.updateHotel(hotel.id, {
        settings: {
          kids_setting: setting,
          kids_tiers: tiers.map((tier) => ({
            code: tier.code.trim(),
            min_age: Number(tier.minAge),
            max_age: Number(tier.maxAge),
            is_companion: tier.companion,
            is_active: tier.active,
            translations_attributes: nameTranslations(tier.names),
          })),
        },
      }),
    () => form.setMessage(forms.saved),
  );
  const errors = fieldErrors(form.failure);
  const tierError = (index: number, key: string) => errors(`settings.kids_tiers[${index}].${key}`);
  return (
    <section aria-labelledby="kids-title">
      <h2 id="kids-title">{t.title}</h2>
      <StatusNotice message={form.message} />
      <ErrorNotice error={form.failure} />
      <form onSubmit={form.submit} className="setup-form">
        <div className="form-row">
          <Field label={t.mode} error={errors('settings.kids_setting.mode')}>
            {(c) => (
              <select
                {...c}
                value={setting.mode}
                onChange={(e) =>
                  setSetting({ ...setting, mode: e.currentTarget.value as KidsSetting['mode'] })
                }
              >
                {MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t.modes[mode]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t.acceptType} error={errors('settings.kids_setting.accept_type')}>
            {(c) => (
              <select
                {...c}
                value={setting.accept_type ?? ''}
                onChange={(e) => {
                  const { accept_type: _, ...rest } = setting;
                  const value = e.currentTarget.value as KidsSetting['accept_type'] | '';
                  setSetting(value ? { ...rest, accept_type: value } : rest);
                }}
              >
                <option value="">{t.acceptTypes.unset}</option>
                {ACCEPT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t.acceptTypes[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t.sharedBedType} error={errors('settings.kids_setting.shared_bed_type')}>
            {(c) => (
              <select
                {...c}
                value={setting.shared_bed_type ?? ''}
                onChange={(e) => {
                  const { shared_bed_type: _, ...rest } = setting;
                  const value = e.currentTarget.value as KidsSetting['shared_bed_type'] | '';
                  setSetting(value ? { ...rest, shared_bed_type: value } : rest);
                }}
              >
                <option value="">{t.sharedBedTypes.unset}</option>
                {SHARED_BED_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t.sharedBedTypes[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t.maxPerAdult} error={errors('settings.kids_setting.max_children_per_adult')}>
            {(c) => (
              <input
                {...c}
                type="number"
                min={0}
                max={20}
                value={setting.max_children_per_adult}
                onChange={(e) =>
                  setSetting({ ...setting, max_children_per_adult: Number(e.currentTarget.value) })
                }
              />
            )}
          </Field>
        </div>
        <fieldset>
          <legend>{t.tiers}</legend>
          <p className="muted">{t.tiersHint}</p>
          {errors('settings.kids_tiers') ? (
            <p className="field-error">{errors('settings.kids_tiers')!.join(' ')}</p>
          ) : null}
          {tiers.length === 0 ? <p>{t.none}</p> : null}
          {tiers.map((tier, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers are edited in place; their codes may change.
            <fieldset key={index} className="kids-tier">
              <legend>{t.tier(index + 1)}</legend>
              <div className="form-row">
                <Field label={t.code} required error={tierError(index, 'code')}>
                  {(c) => (
                    <input
                      {...c}
                      maxLength={8}
                      value={tier.code}
                      onChange={(e) => setTier(index, { code: e.currentTarget.value })}
                    />
                  )}
                </Field>
                <Field label={t.minAge} required error={tierError(index, 'min_age')}>
                  {(c) => (
                    <input
                      {...c}
                      type="number"
                      min={0}
                      max={17}
                      value={tier.minAge}
                      onChange={(e) => setTier(index, { minAge: e.currentTarget.value })}
                    />
                  )}
                </Field>
                <Field label={t.maxAge} required error={tierError(index, 'max_age')}>
                  {(c) => (
                    <input
                      {...c}
                      type="number"
                      min={0}
                      max={17}
                      value={tier.maxAge}
                      onChange={(e) => setTier(index, { maxAge: e.currentTarget.value })}
                    />
                  )}
                </Field>
              </div>
              <CheckboxField
                label={t.companion}
                checked={tier.companion}
                onChange={(companion) => setTier(index, { companion })}
              />
              <CheckboxField
                label={t.active}
                checked={tier.active}
                onChange={(active) => setTier(index, { active })}
              />
              <TranslationsFields
                value={tier.names}
                onChange={(names) => setTier(index, { names })}
                errors={errors(`settings.kids_tiers[${index}].translations_attributes`, true)}
              />
              <button
                type="button"
                className="button-secondary"
                onClick={() => setTiers((list) => list.filter((_, i) => i !== index))}
              >
                {t.removeTier(index + 1)}
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            className="button-secondary"
            onClick={() =>
              setTiers((list) => [
                ...list,
                {
                  code: '',
                  minAge: '0',
                  maxAge: '5',
                  companion: false,
                  active: true,
                  names: translationDrafts(),
                },
              ])
            }
          >
            {t.addTier}
          </button>
        </fieldset>
        <button type="submit" disabled={form.busy}>
          {form.busy ? forms.saving : forms.save}
        </button>
      </form>
    </section>
  );
}
