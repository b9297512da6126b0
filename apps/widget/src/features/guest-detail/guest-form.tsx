import { normalizePhone, PHONE_PATTERN, toHalfWidthPhone } from '@yadori/contract/phone';
import type { MessageKey } from '../../i18n/catalog.ts';
import type { Translate } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { CheckboxField, SelectField, type ShownErrors, TextField } from '../../shared/form-fields.tsx';
import { bookingStore, updateGuest, useBooking } from '../booking-state/booking-store.ts';
import type { Gender, Guest } from '../booking-state/booking-types.ts';
import { countryOptions } from './countries.ts';
import type { FieldError, GuestFieldName, GuestFieldRequirements } from './guest-validation.ts';
import { JAPAN, JAPANESE_PREFECTURES } from './prefectures.ts';

/** The text of each refusal (spec sections 5 and 8). */
export const FIELD_ERROR_KEYS: Record<FieldError, MessageKey> = {
  required: 'guestDetail.errorRequired',
  email: 'guestDetail.errorEmail',
  emailMismatch: 'guestDetail.errorEmailMismatch',
  phone: 'guestDetail.errorPhone',
  phoneHalfWidth: 'guestDetail.errorPhoneHalfWidth',
  postcode: 'guestDetail.errorPostcode',
  hiraganaOrAlphabet: 'guestDetail.errorHiraganaOrAlphabet',
  kanjiName: 'guestDetail.errorKanjiName',
  englishName: 'guestDetail.errorEnglishName',
  date: 'guestDetail.errorDate',
  tooLong: 'guestDetail.errorTooLong',
  terms: 'guestDetail.errorTerms',
};

/** DOM id of a guest field. */
export const guestFieldId = (field: GuestFieldName) => `guest-${field}`;

/** Label of a guest field in `locale` (Japanese names say which script they take). */
export function guestFieldLabelKey(field: GuestFieldName, locale: string): MessageKey {
  const ja = locale === 'ja';
  const keys: Record<GuestFieldName, MessageKey> = {
    firstName: ja ? 'guestDetail.firstNameKana' : 'guestDetail.firstName',
    lastName: ja ? 'guestDetail.lastNameKana' : 'guestDetail.lastName',
    kanjiFirstName: 'guestDetail.firstNameKanji',
    kanjiLastName: 'guestDetail.lastNameKanji',
    email: 'guestDetail.email',
    emailConfirmation: 'guestDetail.emailConfirmation',
    phone: 'guestDetail.phone',
    gender: 'guestDetail.gender',
    dateOfBirth: 'guestDetail.dateOfBirth',
    nationality: 'guestDetail.nationality',
    occupation: 'guestDetail.occupation',
    country: 'guestDetail.country',
    postcode: 'guestDetail.postcode',
    prefecture: 'guestDetail.prefecture',
    city: 'guestDetail.city',
    address: 'guestDetail.address',
    building: 'guestDetail.building',
  };
  return keys[field];
}

/**
 * The name fields in the order the locale writes names (spec section 9: English first last, others
 * last first); Japanese adds the kanji name.
 */
export function nameFieldsOf(locale: string): GuestFieldName[] {
  if (locale === 'ja') return ['lastName', 'firstName', 'kanjiLastName', 'kanjiFirstName'];
  if (locale === 'en') return ['firstName', 'lastName'];
  return ['lastName', 'firstName'];
}

/** Every guest field the form shows, in screen order (the error summary follows it). */
export function guestFieldOrder(locale: string, requirements: GuestFieldRequirements): GuestFieldName[] {
  const fields: GuestFieldName[] = [...nameFieldsOf(locale), 'email', 'emailConfirmation', 'phone'];
  if (requirements.gender !== 'do_not_ask') fields.push('gender');
  if (requirements.dateOfBirth !== 'do_not_ask') fields.push('dateOfBirth');
  if (requirements.nationality !== 'do_not_ask') fields.push('nationality');
  if (requirements.occupation !== 'do_not_ask') fields.push('occupation');
  if (requirements.address !== 'do_not_ask')
    fields.push('country', 'postcode', 'prefecture', 'city', 'address', 'building');
  return fields;
}

export const fieldErrorText = (t: Translate, error: FieldError) => t(FIELD_ERROR_KEYS[error]);

/** The address is in Japan (chosen, or not chosen on a Japanese page): prefectures, else a region. */
export const addressInJapan = (guest: Pick<Guest, 'country'>, locale: string) =>
  guest.country === JAPAN || (guest.country === '' && locale === 'ja');

/** Label of a guest field as the form shows it (outside Japan the prefecture is a state or region). */
export const shownGuestFieldLabelKey = (
  field: GuestFieldName,
  guest: Pick<Guest, 'country'>,
  locale: string,
): MessageKey =>
  field === 'prefecture' && !addressInJapan(guest, locale)
    ? 'guestDetail.region'
    : guestFieldLabelKey(field, locale);

const GENDERS: ReadonlyArray<[Gender, MessageKey]> = [
  ['male', 'guestDetail.genderMale'],
  ['female', 'guestDetail.genderFemale'],
  ['other', 'guestDetail.genderOther'],
];

/** The booker's details (spec section 3 "Guest"), with the rules of section 5. */
export function GuestForm({
  errors,
  requirements,
  kanjiNameRequired,
  emailConsent,
}: {
  errors: ShownErrors;
  requirements: GuestFieldRequirements;
  kanjiNameRequired: boolean;
  /** The brand asks for promotions consent (and whether the box starts ticked). */
  emailConsent: boolean;
}) {
  const { locale, t } = useI18n();
  const guest = useBooking((state) => state.guest);
  const set = (patch: Partial<Guest>) => updateGuest(bookingStore, patch);
  const ja = locale === 'ja';
  const isRequired = (field: GuestFieldName): boolean => {
    if (field === 'kanjiFirstName' || field === 'kanjiLastName') return kanjiNameRequired;
    if (['email', 'emailConfirmation', 'phone', 'firstName', 'lastName'].includes(field)) return true;
    if (field === 'building' || field === 'country') return false;
    const group =
      field === 'gender' || field === 'dateOfBirth' || field === 'nationality' || field === 'occupation'
        ? requirements[field]
        : requirements.address;
    return group === 'required';
  };
  const common = (field: GuestFieldName) => ({
    id: guestFieldId(field),
    label: t(guestFieldLabelKey(field, locale)),
    required: isRequired(field),
    error: errors[guestFieldId(field)],
  });
  const text = (
    field: Exclude<GuestFieldName, 'gender'>,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      key={field}
      {...common(field)}
      value={guest[field]}
      onChange={(v) => set({ [field]: v })}
      {...extra}
    />
  );
  const nameAutocomplete: Partial<Record<GuestFieldName, string>> = {
    firstName: 'given-name',
    lastName: 'family-name',
  };
  const countries = countryOptions(locale).map((c) => ({ value: c.code, label: c.name }));
  const inJapan = addressInJapan(guest, locale);

  return (
    <section className="gd-section" aria-labelledby="gd-guest-heading">
      <h2 id="gd-guest-heading">{t('guestDetail.guestSection')}</h2>
      <p className="gd-hint">{t('guestDetail.requiredNote')}</p>
      <div className="gd-grid">
        {nameFieldsOf(locale).map((field) =>
          text(field as Exclude<GuestFieldName, 'gender'>, {
            autoComplete: nameAutocomplete[field],
            lang: ja ? 'ja' : undefined,
          }),
        )}
      </div>
      {text('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {text('emailConfirmation', { type: 'email', autoComplete: 'off', inputMode: 'email' })}
      {text('phone', {
        type: 'tel',
        autoComplete: 'tel',
        inputMode: 'tel',
        hint: t('guestDetail.phoneHint'),
        // Full-width digits become half-width as they are typed; leaving the field shows a valid
        // number as it is stored (no spaces or dashes): ０９０-１２３４-５６７８ is converted, not refused.
        whileTyping: toHalfWidthPhone,
        onBlur: (value) => {
          const stored = normalizePhone(value);
          set({ phone: PHONE_PATTERN.test(stored) ? stored : toHalfWidthPhone(value) });
        },
      })}
      {requirements.gender !== 'do_not_ask' ? (
        <SelectField
          {...common('gender')}
          value={guest.gender}
          onChange={(v) => set({ gender: v as Gender | '' })}
          options={GENDERS.map(([value, key]) => ({ value, label: t(key) }))}
        />
      ) : null}
      {requirements.dateOfBirth !== 'do_not_ask'
        ? text('dateOfBirth', { type: 'date', autoComplete: 'bday' })
        : null}
      {requirements.nationality !== 'do_not_ask' ? (
        <SelectField
          {...common('nationality')}
          value={guest.nationality}
          onChange={(v) => set({ nationality: v })}
          options={countries}
        />
      ) : null}
      {requirements.occupation !== 'do_not_ask' ? text('occupation', { maxLength: 255 }) : null}
      {requirements.address !== 'do_not_ask' ? (
        <fieldset className="gd-fieldset">
          <legend>{t('guestDetail.addressSection')}</legend>
          <SelectField
            {...common('country')}
            value={guest.country}
            autoComplete="country"
            onChange={(v) => set({ country: v, prefecture: '' })}
            options={countries}
          />
          {text('postcode', { autoComplete: 'postal-code' })}
          {inJapan ? (
            <SelectField
              {...common('prefecture')}
              value={guest.prefecture}
              autoComplete="address-level1"
              onChange={(v) => set({ prefecture: v })}
              options={JAPANESE_PREFECTURES.map(([jaName, enName]) => ({
                value: jaName,
                label: ja ? jaName : enName,
              }))}
            />
          ) : (
            text('prefecture', { autoComplete: 'address-level1', label: t('guestDetail.region') })
          )}
          {text('city', { autoComplete: 'address-level2', maxLength: 255 })}
          {text('address', { autoComplete: 'address-line1', maxLength: 255 })}
          {text('building', { autoComplete: 'address-line2', maxLength: 255 })}
        </fieldset>
      ) : null}
      {emailConsent ? (
        <CheckboxField
          id="guest-promotionsOptIn"
          label={t('guestDetail.promotions')}
          checked={guest.promotionsOptIn}
          onChange={(checked) => set({ promotionsOptIn: checked })}
        />
      ) : null}
    </section>
  );
}
