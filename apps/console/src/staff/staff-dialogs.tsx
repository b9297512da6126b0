import type { StaffRole } from '@yadori/contract/staff.constants';
import type { StaffUser } from '@yadori/contract/staff.schema';
import { type FormEvent, useState } from 'react';
import { Field, fieldErrors } from '../forms/field.tsx';
import { asFailure } from '../forms/use-submit.ts';
import { type ApiFailure, api } from '../lib/api.ts';
import { useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { ModalDialog } from '../parts/modal-dialog.tsx';
import { PARTS_TEXTS } from '../parts/parts.texts.ts';
import { ErrorNotice } from '../shell/page.tsx';
import { HotelChoices } from './hotel-choices.tsx';
import { STAFF_TEXTS } from './staff.texts.ts';
import { RoleOptions } from './staff-options.tsx';

/** `PATCH /staff/users/:id` with `body`: true when it went through, else the refusal in `failure`. */
function useUserUpdate(user: StaffUser) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  async function update(body: object): Promise<boolean> {
    setBusy(true);
    setFailure(undefined);
    try {
      await api('PATCH', `/users/${user.id}`, body);
      return true;
    } catch (error) {
      setFailure(asFailure(error));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, update };
}

/** An account's name, role and hotels. */
export function EditStaffDialog({
  user,
  onDismiss,
  onDone,
}: {
  user: StaffUser | null;
  onDismiss: () => void;
  onDone: (message: string) => void;
}) {
  const t = useTexts(STAFF_TEXTS);
  return (
    <ModalDialog open={user !== null} title={user ? t.editTitle(user.name) : ''} onDismiss={onDismiss}>
      {/* A new account opened gives the form that account's values. */}
      {user ? <EditStaffForm key={user.id} user={user} onDismiss={onDismiss} onDone={onDone} /> : null}
    </ModalDialog>
  );
}

function EditStaffForm({
  user,
  onDismiss,
  onDone,
}: {
  user: StaffUser;
  onDismiss: () => void;
  onDone: (message: string) => void;
}) {
  const t = useTexts(STAFF_TEXTS);
  const parts = useTexts(PARTS_TEXTS);
  const { me, refresh } = useSession();
  const [name, setName] = useState(user.name);
  const [role, setRole] = useState<StaffRole>(user.role);
  const [hotelIds, setHotelIds] = useState<number[]>(user.hotel_ids);
  const { busy, failure, update } = useUserUpdate(user);
  const errors = fieldErrors(failure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await update({ name, role, hotel_ids: role === 'brand_admin' ? [] : hotelIds });
    if (!saved) return;
    // One's own name shows in the header.
    if (user.id === me?.id) await refresh().catch(() => undefined);
    onDone(t.saved(name));
  }

  return (
    <form onSubmit={submit}>
      <ErrorNotice error={failure} />
      <p className="muted">{user.email}</p>
      <Field label={t.name} required error={errors('name')}>
        {(control) => (
          <input
            {...control}
            name="name"
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        )}
      </Field>
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
      <div className="button-row">
        <button type="submit" disabled={busy}>
          {busy ? t.working : t.saveChanges}
        </button>
        <button type="button" className="button-secondary" onClick={onDismiss}>
          {parts.close}
        </button>
      </div>
    </form>
  );
}

/** Disabling (sessions end) or enabling an account again, after a confirmation. */
export function StaffStateDialog({
  user,
  onDismiss,
  onDone,
}: {
  user: StaffUser | null;
  onDismiss: () => void;
  onDone: (message: string) => void;
}) {
  const t = useTexts(STAFF_TEXTS);
  const title = user ? (user.disabled ? t.enableTitle(user.name) : t.disableTitle(user.name)) : '';
  return (
    <ModalDialog open={user !== null} title={title} onDismiss={onDismiss}>
      {user ? <StaffStateForm key={user.id} user={user} onDismiss={onDismiss} onDone={onDone} /> : null}
    </ModalDialog>
  );
}

function StaffStateForm({
  user,
  onDismiss,
  onDone,
}: {
  user: StaffUser;
  onDismiss: () => void;
  onDone: (message: string) => void;
}) {
  const t = useTexts(STAFF_TEXTS);
  const { busy, failure, update } = useUserUpdate(user);
  const disabling = !user.disabled;

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (await update({ disabled: disabling })) {
      onDone(disabling ? t.disabledDone(user.name) : t.enabledDone(user.name));
    }
  }

  return (
    <form onSubmit={confirm}>
      <ErrorNotice error={failure} />
      <p>{disabling ? t.disableBody : t.enableBody}</p>
      <div className="button-row">
        <button type="submit" className={disabling ? 'button-danger' : undefined} disabled={busy}>
          {busy ? t.working : disabling ? t.disable : t.enable}
        </button>
        <button type="button" className="button-secondary" onClick={onDismiss}>
          {t.keepAsIs}
        </button>
      </div>
    </form>
  );
}
