import { STAFF_NOTE_MAX_LENGTH } from '@yadori/contract/staff-reservations.constants';
import type { StaffReservation } from '@yadori/contract/staff-reservations.schema';
import { type FormEvent, useState } from 'react';
import { Field, fieldErrors } from '../forms/field.tsx';
import { ApiFailure, api } from '../lib/api.ts';
import { formatDateTime, useLocale, useTexts } from '../lib/i18n.ts';
import { ErrorNotice } from '../shell/page.tsx';
import { RESERVATION_ACTIONS_TEXTS } from './reservation-actions.texts.ts';

/**
 * The hotel's notes on the stay, oldest first, and (with `reservations.handle`) a form for a new one:
 * `POST …/notes`, then `onAdded` (which reloads the stay and says so).
 */
export function NotesSection({
  stay,
  path,
  canWrite,
  onAdded,
}: {
  stay: StaffReservation;
  path: string;
  canWrite: boolean;
  onAdded: (message: string) => void;
}) {
  const t = useTexts(RESERVATION_ACTIONS_TEXTS);
  const locale = useLocale();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const errors = fieldErrors(failure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      await api('POST', `${path}/notes`, { body });
      setBody('');
      onAdded(t.noteAdded);
    } catch (error) {
      setFailure(
        error instanceof ApiFailure ? error : new ApiFailure(0, 'unknown', String(error), undefined, {}, {}),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="stay-notes" className="stay-section">
      <h2 id="stay-notes">{t.notes}</h2>
      {stay.notes.length === 0 ? (
        <p className="muted">{t.noNotes}</p>
      ) : (
        <ul className="notes" aria-label={t.notesCaption}>
          {stay.notes.map((note) => (
            <li key={note.id} data-testid="reservation-note">
              <p className="note-body">{note.body}</p>
              <p className="muted note-by">
                {t.noteBy(note.author, formatDateTime(locale, note.created_at))}
              </p>
            </li>
          ))}
        </ul>
      )}
      {canWrite ? (
        <form className="narrow-form" onSubmit={submit}>
          <ErrorNotice error={failure} />
          <Field label={t.newNote} required hint={t.newNoteHint} error={errors('body')}>
            {(control) => (
              <textarea
                {...control}
                name="body"
                rows={3}
                maxLength={STAFF_NOTE_MAX_LENGTH}
                value={body}
                onChange={(event) => setBody(event.currentTarget.value)}
              />
            )}
          </Field>
          <button type="submit" disabled={busy}>
            {busy ? t.working : t.addNote}
          </button>
        </form>
      ) : null}
    </section>
  );
}
