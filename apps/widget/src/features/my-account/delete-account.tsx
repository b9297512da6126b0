import type { MemberProfile } from '@yadori/contract/membership.schema';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { logoutLocally } from '../../app/member-session.ts';
import { navigateTo } from '../../app/navigation.ts';
import { useApi, useWidgetStore } from '../../app/widget-context.tsx';
import { PasswordField } from '../../shared/form-fields.tsx';
import { deleteAccount } from './account-api.ts';
import { hasPassword } from './account-rules.ts';
import { MEMBER_DELETED_PATH, markAccountDeleted } from './member-only.ts';
import type { AccountT } from './texts.ts';
import '../confirmation/confirmation.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
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
}: {
  profile: MemberProfile;
  hotelId: number;
  t: AccountT;
  onClose: () => void;
}) {
  const api = useApi();
  const store = useWidgetStore();
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const withPassword = hasPassword(profile);

  useEffect(() => {
    const first = dialog.current?.querySelector<HTMLElement>(withPassword ? 'input' : 'button');
    first?.focus();
  }, [withPassword]);

  const keepFocusInside = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (withPassword && password === '') {
      setError(t('profile.errorRequired'));
      document.getElementById('delete-password')?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await deleteAccount(api, hotelId, withPassword ? { current_password: password } : {});
      // Signed out here; the account screens must not send a member who just left to sign in.
      markAccountDeleted();
      navigateTo(MEMBER_DELETED_PATH, { replace: true });
      logoutLocally(store);
    } catch (caught) {
      setBusy(false);
      setFailure(caught instanceof Error ? caught.message : String(caught));
    }
  };

  return (
    <div className="manage-dialog__backdrop">
      <div
        ref={dialog}
        className="manage-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={keepFocusInside}
      >
        <h2 id={titleId}>{t('delete.dialogTitle')}</h2>
        <p id={textId}>
          {t('delete.explain')} {t('delete.dialogText')}
        </p>
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
          {failure ? (
            <p className="payment-note payment-note--error" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="account-form__buttons">
            <button type="submit" className="button button--danger" disabled={busy}>
              {t('delete.confirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('delete.keep')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
