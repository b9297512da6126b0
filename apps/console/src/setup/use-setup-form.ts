import { useState } from 'react';
import { useLocation } from 'wouter';
import { fieldErrors } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { useSubmit } from '../forms/use-submit.ts';
import { useTexts } from '../lib/i18n.ts';
import { useJustCreated } from './hotel-screens.tsx';

/**
 * A set-up form's load → edit → save: the draft (from `initial`), `set` to change part of it, the
 * submission (`form`: busy, the API's refusal, the status line) and its field errors. Saving a new item
 * goes to its own address with `?created=1` (`created` then says so); saving a stored one says "saved"
 * after `onSaved` has seen what the API answered.
 */
export function useSetupForm<D, S extends { id: number }>({
  stored,
  initial,
  save,
  savedPath,
  onSaved,
}: {
  /** Whether the item exists already (an update) or the form creates it. */
  stored: boolean;
  initial: () => D;
  save: (draft: D) => Promise<S>;
  /** The saved item's own address. */
  savedPath: (id: number) => string;
  onSaved?: (saved: S) => void;
}) {
  const forms = useTexts(FORMS_TEXTS);
  const [, navigate] = useLocation();
  const created = useJustCreated();
  const [draft, setDraft] = useState(initial);
  const set = (change: Partial<D>) => setDraft((d) => ({ ...d, ...change }));
  const form = useSubmit(
    () => save(draft),
    (saved) => {
      if (!stored) return navigate(`${savedPath(saved.id)}?created=1`);
      onSaved?.(saved);
      form.setMessage(forms.saved);
    },
  );
  return { draft, setDraft, set, form, errors: fieldErrors(form.failure), created, navigate };
}
