import type { MemberProfile } from '@yadori/contract/membership.schema';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { logoutLocally } from '../../app/member-session.ts';
import { navigateTo } from '../../app/navigation.ts';
import { useApi, useWidgetStore } from '../../app/widget-context.tsx';
import { PasswordField } from '../../shared/form-fields.tsx';
import { deleteAccount } from './account-api.ts';
import { hasPassword } from './account-rules.ts';
import { MEMBER_DELETED_PATH, markAccountDeleted } from './member-only.ts';
import { ActionFailure, ModalDialog, useDialogAction } from './modal-dialog.tsx';
import type { AccountT } from './texts.ts';

/**
 * Deleting the account: a modal dialog asks again (with the password for password accounts); once
 * the server has deleted it the member is signed out here and sees the deleted confirmation.
 */
export function DeleteAccount({
  profile,
  hotelId,
  t,
}: {
  profile: MemberProfile;
  hotelId: number;
  t: AccountT;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <section className="account-section" aria-labelledby="delete-heading">
      <h3 id="delete-heading">{t('delete.heading')}</h3>
      <p>{t('delete.explain')}</p>
      <button ref={opener} type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('delete.open')}
      </button>
      {open ? (
        <DeleteDialog
          profile={profile}
          hotelId={hotelId}
          t={t}
          onClose={() => setOpen(false)}
          returnFocus={opener}
        />
      ) : null}
    </section>
  );
}

function DeleteDialog({
  profile,
  hotelId,
  t,
  onClose,
  returnFocus,
}: {
  profile: MemberProfile;
  hotelId: number;
  t: AccountT;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const api = useApi();
  const store = useWidgetStore();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const action = useDialogAction();
  const withPassword = hasPassword(profile);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.reset();
    if (withPassword && password === '') {
      setError(t('profile.errorRequired'));
      document.getElementById('delete-password')?.focus();
      return;
    }
    setError(undefined);
    void action.run(async () => {
      await deleteAccount(api, hotelId, withPassword ? { current_password: password } : {});
      // Signed out here; the account screens must not send a member who just left to sign in.
      markAccountDeleted();
      navigateTo(MEMBER_DELETED_PATH, { replace: true });
      logoutLocally(store);
    });
  };

  // Focus starts in the password field, or on the button when the account has no password.
  return (
    <ModalDialog
      title={t('delete.dialogTitle')}
      description={`${t('delete.explain')} ${t('delete.dialogText')}`}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <form onSubmit={submit} noValidate>
        {withPassword ? (
          <PasswordField
            id="delete-password"
            label={t('delete.password')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={error}
          />
        ) : null}
        <ActionFailure failure={action.failure} />
        <div className="account-form__buttons">
          <button type="submit" className="button button--danger" disabled={action.busy}>
            {t('delete.confirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('delete.keep')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
