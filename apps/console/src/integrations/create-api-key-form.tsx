import { PARTNER_SCOPES, type PartnerScope } from '@yadori/contract/partner.constants';
import type { PartnerKeyCreated } from '@yadori/contract/partner-keys.schema';
import { type FormEvent, useId, useState } from 'react';
import { Field, fieldErrors, RequiredMark, RequiredNote } from '../forms/field.tsx';
import { ApiFailure, api } from '../lib/api.ts';
import { useTexts } from '../lib/i18n.ts';
import { ErrorNotice } from '../shell/page.tsx';
import { API_KEY_TEXTS } from './api-keys.texts.ts';

/** `POST /staff/hotels/:hotelId/api_keys`: a name and the scopes, each with what it lets a system do. */
export function CreateApiKeyForm({
  hotelId,
  onCreated,
}: {
  hotelId: number;
  onCreated: (key: PartnerKeyCreated) => void;
}) {
  const t = useTexts(API_KEY_TEXTS);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<PartnerScope[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const errors = fieldErrors(failure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await api<{ data: PartnerKeyCreated }>('POST', `/hotels/${hotelId}/api_keys`, {
        name,
        scopes,
      });
      setName('');
      setScopes([]);
      onCreated(answer.data);
    } catch (error) {
      setFailure(
        error instanceof ApiFailure ? error : new ApiFailure(0, 'unknown', String(error), undefined, {}, {}),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="api-key-create">
      <h2 id="api-key-create">{t.createTitle}</h2>
      <RequiredNote />
      <ErrorNotice error={failure} />
      <form className="narrow-form" onSubmit={submit}>
        <Field label={t.keyName} required hint={t.keyNameHint} error={errors('name')}>
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
        <ScopeChoices selected={scopes} onChange={setScopes} error={errors('scopes', true)} />
        <button type="submit" disabled={busy}>
          {busy ? t.creating : t.create}
        </button>
      </form>
    </section>
  );
}

/** The scopes as checkboxes, each explained under its name. */
function ScopeChoices({
  selected,
  onChange,
  error,
}: {
  selected: readonly PartnerScope[];
  onChange: (scopes: PartnerScope[]) => void;
  error: readonly string[] | undefined;
}) {
  const t = useTexts(API_KEY_TEXTS);
  const id = useId();
  const errorId = error && error.length > 0 ? `${id}-error` : undefined;
  const toggle = (scope: PartnerScope, on: boolean) =>
    onChange(PARTNER_SCOPES.filter((each) => (each === scope ? on : selected.includes(each))));
  return (
    <fieldset aria-describedby={[errorId, `${id}-hint`].filter(Boolean).join(' ')}>
      <legend>
        {t.scopesLegend}
        <RequiredMark />
      </legend>
      <small id={`${id}-hint`} className="muted">
        {t.scopesHint}
      </small>
      {errorId ? (
        <p id={errorId} className="field-error">
          {error!.join(' ')}
        </p>
      ) : null}
      <ul className="plain-list">
        {PARTNER_SCOPES.map((scope) => (
          <li key={scope}>
            <label className="choice">
              <input
                type="checkbox"
                name="scopes"
                value={scope}
                checked={selected.includes(scope)}
                aria-invalid={errorId ? true : undefined}
                aria-describedby={`${id}-${scope}`}
                onChange={(event) => toggle(scope, event.currentTarget.checked)}
              />
              {t.scope[scope].name} <code>{scope}</code>
            </label>
            <div id={`${id}-${scope}`} className="choice-detail muted">
              {t.scope[scope].detail}
            </div>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
