import type { MemberProfile } from '@yadori/contract/membership.schema';
import { useEffect, useState } from 'react';
import { useApi } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { useRemote } from '../../shared/use-remote.ts';
import { showMember } from './account-api.ts';
import { canEditProfile, hasPassword } from './account-rules.ts';
import { DeleteAccount } from './delete-account.tsx';
import { EmailChange } from './email-change.tsx';
import { PasswordChange } from './password-change.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfileView } from './profile-view.tsx';
import type { AccountT } from './texts.ts';

/**
 * The profile tab: the member's details, editable where spec §5 allows; the login email (pending
 * until its link is opened), the password and the account's deletion.
 */
export function ProfileTab({ hotelId, t }: { hotelId: number; t: AccountT }) {
  const api = useApi();
  const { locale } = useI18n();
  const remote = useRemote(`${hotelId}|${locale}`, () => showMember(api, hotelId));
  const [profile, setProfile] = useState<MemberProfile | null>(null);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (remote.status === 'ready') setProfile(remote.data);
  }, [remote]);

  if (remote.status === 'error')
    return (
      <p className="payment-note payment-note--error" role="alert">
        {t('account.loadFailed')}
      </p>
    );
  if (!profile) return <Spinner label={t('account.loading')} />;
  const editable = canEditProfile(profile);
  return (
    <>
      <section className="account-section" aria-labelledby="profile-heading">
        <h2 id="profile-heading">{t('profile.heading')}</h2>
        <div role="status" aria-live="polite">
          {saved ? <p className="payment-note payment-note--info">{t('profile.saved')}</p> : null}
        </div>
        {editing ? (
          <ProfileForm
            profile={profile}
            hotelId={hotelId}
            t={t}
            locale={locale}
            onSaved={(next) => {
              setProfile(next);
              setEditing(false);
              setSaved(true);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            <ProfileView profile={profile} t={t} locale={locale} />
            {editable ? (
              <button
                type="button"
                className="button"
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                {t('profile.edit')}
              </button>
            ) : (
              <p className="account-note" data-testid="profile-read-only">
                {t('profile.readOnly')}
              </p>
            )}
          </>
        )}
      </section>
      {hasPassword(profile) ? (
        <>
          <EmailChange profile={profile} hotelId={hotelId} t={t} onChanged={setProfile} />
          <PasswordChange hotelId={hotelId} t={t} />
        </>
      ) : null}
      <DeleteAccount profile={profile} hotelId={hotelId} t={t} />
    </>
  );
}
