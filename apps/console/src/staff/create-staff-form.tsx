import type { Locale } from '@yadori/contract/locales';
import type { StaffRole } from '@yadori/contract/staff.constants';
import type { StaffUser } from '@yadori/contract/staff.schema';
import { useState } from 'react';
import { Field, fieldErrors, RequiredNote } from '../forms/field.tsx';
import { useSubmit } from '../forms/use-submit.ts';
import { api } from '../lib/api.ts';
import { useLocale, useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { ErrorNotice } from '../shell/page.tsx';
import { HotelChoices } from './hotel-choices.tsx';
import { STAFF_TEXTS } from './staff.texts.ts';
import { LanguageOptions, RoleOptions } from './staff-options.tsx';

/** `POST /staff/users`: a new account of the admin's brand with its first password. */
export function CreateStaffForm({ onCreated }: { onCreated: (user: StaffUser) => void }) {
  const t = useTexts(STAFF_TEXTS);
  const locale = useLocale();
  const { me } = useSession();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('front_desk');
  const [language, setLanguage] = useState<Locale>(locale);
  const [hotelIds, setHotelIds] = useState<number[]>([]);
  const [password, setPassword] = useState('');
  const { busy, failure, submit } = useSubmit(
    () =>
      api<{ data: StaffUser }>('POST', '/users', {
        email,
        name,
        role,
        locale: language,
        hotel_ids: role === 'brand_admin' ? [] : hotelIds,
        password,
      }),
    (answer) => {
      setEmail('');
      setName('');
      setHotelIds([]);
      setPassword('');
      onCreated(answer.data);
    },
  );
  const errors = fieldErrors(failure);

  return (
    <section aria-labelledby="staff-add">
      <h2 id="staff-add">{t.addTitle}</h2>
      <RequiredNote />
      <ErrorNotice error={failure} />
      <form className="narrow-form" onSubmit={submit}>
        <Field label={t.email} required error={errors('email')}>
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="off"
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={t.name} required error={errors('name')}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="off"
              maxLength={100}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          )}
        </Field>
        <div className="form-row">
          <Field label={t.role} required error={errors('role')}>
            {(control) => (
              <select
                {...control}
                value={role}
                onChange={(event) => setRole(event.currentTarget.value as StaffRole)}
              >
                <RoleOptions />
              </select>
            )}
          </Field>
          <Field label={t.language} required error={errors('locale')}>
            {(control) => (
              <select
                {...control}
                value={language}
                onChange={(event) => setLanguage(event.currentTarget.value as Locale)}
              >
                <LanguageOptions />
              </select>
            )}
          </Field>
        </div>
        {role === 'brand_admin' ? (
          <p className="muted">{t.adminHotels}</p>
        ) : (
          <HotelChoices
            legend={t.hotels}
            hint={t.hotelsHint}
            hotels={me?.hotels ?? []}
            selected={hotelIds}
            onChange={setHotelIds}
            error={errors('hotel_ids', true)}
          />
        )}
        <Field label={t.initialPassword} required hint={t.initialPasswordHint} error={errors('password')}>
          {(control) => (
            <input
              {...control}
              type="password"
              name="new-password"
              autoComplete="new-password"
              minLength={12}
              maxLength={128}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          )}
        </Field>
        <button type="submit" disabled={busy}>
          {busy ? t.working : t.add}
        </button>
      </form>
    </section>
  );
}
