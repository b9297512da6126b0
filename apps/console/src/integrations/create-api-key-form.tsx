import { PARTNER_SCOPES, type PartnerScope } from '@yadori/contract/partner.constants';
import type { PartnerKeyCreated } from '@yadori/contract/partner-keys.schema';
import { useState } from 'react';
import { CheckboxList } from '../forms/checkbox-list.tsx';
import { Field, fieldErrors, RequiredNote } from '../forms/field.tsx';
import { useSubmit } from '../forms/use-submit.ts';
import { api } from '../lib/api.ts';
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
  const { busy, failure, submit } = useSubmit(
    () => api<{ data: PartnerKeyCreated }>('POST', `/hotels/${hotelId}/api_keys`, { name, scopes }),
    (answer) => {
      setName('');
      setScopes([]);
      onCreated(answer.data);
    },
  );
  const errors = fieldErrors(failure);

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
        <CheckboxList
          legend={t.scopesLegend}
          hint={t.scopesHint}
          required
          name="scopes"
          options={PARTNER_SCOPES}
          selected={scopes}
          onChange={setScopes}
          error={errors('scopes', true)}
          label={(scope) => (
            <>
              {t.scope[scope].name} <code>{scope}</code>
            </>
          )}
          detail={(scope) => t.scope[scope].detail}
        />
        <button type="submit" disabled={busy}>
          {busy ? t.creating : t.create}
        </button>
      </form>
    </section>
  );
}
