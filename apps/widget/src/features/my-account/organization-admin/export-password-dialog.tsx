import { type FormEvent, type RefObject, useState } from 'react';
import { TextField } from '../../../shared/form-fields.tsx';
import { ActionFailure, ModalDialog, useDialogAction } from '../modal-dialog.tsx';
import {
  EXPORT_PASSWORD_MAX,
  EXPORT_PASSWORD_MIN,
  exportPasswordErrors,
  type PasswordField,
} from './export-rules.ts';
import type { AdminT } from './texts.ts';

const FIELD_ID: Readonly<Record<PasswordField, string>> = {
  password: 'export-password',
  confirmation: 'export-password-confirmation',
};
const LIMITS = { min: EXPORT_PASSWORD_MIN, max: EXPORT_PASSWORD_MAX };

/**
 * The download-password dialog (spec §2): the password the zip is encrypted with, typed twice. A real
 * modal dialog (focus moves in and stays, Escape closes, focus goes back to the button that opened
 * it); each field says what is wrong with it; `onSubmit` asks for the export, and its refusal (1600
 * past the day's limit) is said here, where the admin may cancel or try again.
 */
export function ExportPasswordDialog({
  t,
  onClose,
  onSubmit,
  returnFocus,
}: {
  t: AdminT;
  onClose: () => void;
  /** Asks for the export; throws an Error whose message is the sentence to show. */
  onSubmit: (password: string, confirmation: string) => Promise<void>;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof exportPasswordErrors>>({});
  const { busy, failure, run, reset } = useDialogAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    reset();
    const found = exportPasswordErrors({ password, confirmation });
    setErrors(found);
    const bad = (['password', 'confirmation'] as const).find((field) => found[field]);
    if (bad) {
      document.getElementById(FIELD_ID[bad])?.focus();
      return;
    }
    void run(() => onSubmit(password, confirmation));
  };
  const errorText = (field: PasswordField) => {
    const error = errors[field];
    return error ? t(error, LIMITS) : undefined;
  };

  return (
    <ModalDialog
      title={t('dialog.title')}
      description={t('dialog.explain')}
      onClose={onClose}
      returnFocus={returnFocus}
      initialFocus={`#${FIELD_ID.password}`}
      testId="export-password-dialog"
    >
      <form className="account-form" noValidate onSubmit={submit}>
        <TextField
          id={FIELD_ID.password}
          label={t('dialog.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('dialog.hint', LIMITS)}
          error={errorText('password')}
          value={password}
          onChange={setPassword}
        />
        <TextField
          id={FIELD_ID.confirmation}
          label={t('dialog.confirmation')}
          type="password"
          autoComplete="new-password"
          required
          error={errorText('confirmation')}
          value={confirmation}
          onChange={setConfirmation}
        />
        <ActionFailure failure={failure} />
        <div className="account-form__buttons">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {busy ? t('dialog.submitting') : t('dialog.submit')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
