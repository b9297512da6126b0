import type { StaffUser } from '@yadori/contract/staff.schema';
import { useState } from 'react';
import { api } from '../lib/api.ts';
import { formatDateTime, LANGUAGE_NAMES, useLocale, useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { useResource } from '../lib/use-resource.ts';
import { retryFor } from '../parts/retry.ts';
import { ErrorNotice, Loading, Page, StatusNotice } from '../shell/page.tsx';
import { SHELL_TEXTS } from '../shell/shell.texts.ts';
import { CreateStaffForm } from './create-staff-form.tsx';
import { STAFF_TEXTS } from './staff.texts.ts';
import { EditStaffDialog, StaffStateDialog } from './staff-dialogs.tsx';

/** What is open over the list: an account's edit or its disable/enable confirmation. */
type Opened = { kind: 'edit' | 'state'; user: StaffUser } | null;

/** `/staff` (brand admins): the brand's accounts, a new one, role and hotels, disable and enable. */
export function StaffScreen() {
  const t = useTexts(STAFF_TEXTS);
  const { me, may } = useSession();
  const [message, setMessage] = useState<string | null>(null);
  const [opened, setOpened] = useState<Opened>(null);
  const allowed = may('staff.manage');
  const users = useResource(allowed ? 'staff-users' : null, () =>
    api<{ data: StaffUser[] }>('GET', '/users').then((answer) => answer.data),
  );
  if (!me) return null;
  if (!allowed) {
    return (
      <Page title={t.title}>
        <p>{t.notAllowed}</p>
      </Page>
    );
  }

  const done = (text: string) => {
    setOpened(null);
    setMessage(text);
    users.reload();
  };

  return (
    <Page title={t.title}>
      <p>{t.intro(me.brand.name)}</p>
      <StatusNotice message={message} />
      {users.error ? <ErrorNotice error={users.error} onRetry={retryFor(users.error, users.reload)} /> : null}
      {users.data ? (
        <StaffTable
          users={users.data}
          onEdit={(user) => {
            setMessage(null);
            setOpened({ kind: 'edit', user });
          }}
          onToggle={(user) => {
            setMessage(null);
            setOpened({ kind: 'state', user });
          }}
        />
      ) : users.error ? null : (
        <Loading />
      )}
      <CreateStaffForm
        onCreated={(user) => {
          setMessage(t.added(user.email));
          users.reload();
        }}
      />
      <EditStaffDialog
        user={opened?.kind === 'edit' ? opened.user : null}
        onDismiss={() => setOpened(null)}
        onDone={done}
      />
      <StaffStateDialog
        user={opened?.kind === 'state' ? opened.user : null}
        onDismiss={() => setOpened(null)}
        onDone={done}
      />
    </Page>
  );
}

function StaffTable({
  users,
  onEdit,
  onToggle,
}: {
  users: StaffUser[];
  onEdit: (user: StaffUser) => void;
  onToggle: (user: StaffUser) => void;
}) {
  const t = useTexts(STAFF_TEXTS);
  const shell = useTexts(SHELL_TEXTS);
  const locale = useLocale();
  const { me } = useSession();
  const hotelName = (id: number) => me?.hotels.find((hotel) => hotel.id === id)?.name ?? `#${id}`;
  return (
    <div className="table-wrap">
      <table>
        <caption>{t.caption(users.length)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.email}</th>
            <th scope="col">{t.role}</th>
            <th scope="col">{t.hotels}</th>
            <th scope="col">{t.language}</th>
            <th scope="col">{t.twoStep}</th>
            <th scope="col">{t.state}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const self = user.id === me?.id;
            const locked = user.locked_until && Date.parse(user.locked_until) > Date.now();
            return (
              <tr key={user.id} data-testid="staff-row">
                <th scope="row">
                  {user.name}
                  {self ? <span className="muted"> {t.you}</span> : null}
                </th>
                <td>{user.email}</td>
                <td>{shell.roles[user.role]}</td>
                <td>
                  {user.role === 'brand_admin' ? t.allHotels : user.hotel_ids.map(hotelName).join(', ')}
                </td>
                <td lang={user.locale.replace('_', '-')}>{LANGUAGE_NAMES[user.locale]}</td>
                <td>{user.totp_enabled ? t.on : t.off}</td>
                <td>
                  <span className={`badge ${user.disabled ? 'badge-error' : 'badge-ok'}`}>
                    {user.disabled ? t.disabled : t.active}
                  </span>
                  {locked ? (
                    <span className="badge badge-warning">
                      {t.lockedUntil(formatDateTime(locale, user.locked_until!))}
                    </span>
                  ) : null}
                </td>
                <td>
                  <div className="button-row">
                    <button
                      type="button"
                      className="button-secondary"
                      aria-label={t.editLabel(user.name)}
                      onClick={() => onEdit(user)}
                    >
                      {t.edit}
                    </button>
                    {self ? null : (
                      <button
                        type="button"
                        className="button-secondary"
                        aria-label={user.disabled ? t.enableLabel(user.name) : t.disableLabel(user.name)}
                        onClick={() => onToggle(user)}
                      >
                        {user.disabled ? t.enable : t.disable}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
