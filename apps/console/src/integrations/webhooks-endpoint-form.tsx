import { WEBHOOK_EVENT_TYPES } from '@yadori/contract/partner.constants';
import type { WebhookEndpointCreateBody } from '@yadori/contract/webhooks.schema';
import { useState } from 'react';
import { CheckboxList } from '../forms/checkbox-list.tsx';
import { CheckboxField, Field, fieldErrors, RequiredNote } from '../forms/field.tsx';
import { useSubmit } from '../forms/use-submit.ts';
import { useTexts } from '../lib/i18n.ts';
import { ErrorNotice } from '../shell/page.tsx';
import { WEBHOOK_TEXTS } from './webhooks.texts.ts';

/** What the form edits: an endpoint's address, description, events and on/off. */
export type EndpointValues = Required<WebhookEndpointCreateBody>;

/** A new endpoint's values: every event followed, on. */
export const NEW_ENDPOINT: EndpointValues = {
  url: '',
  description: '',
  event_types: [...WEBHOOK_EVENT_TYPES],
  active: true,
};

/** Anything a call threw, as the refusal the notices show (the webhook dialogs and deliveries use it). */

/**
 * An endpoint's form, for a new one and an edit alike: `save` sends the values (and throws the API's
 * refusal, shown here by field); the form keeps what was typed until it went through.
 */
export function EndpointForm({
  initial,
  submitLabel,
  busyLabel,
  save,
  onCancel,
}: {
  initial: EndpointValues;
  submitLabel: string;
  busyLabel: string;
  save: (values: EndpointValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const t = useTexts(WEBHOOK_TEXTS);
  const [values, setValues] = useState<EndpointValues>(initial);
  const { busy, failure, submit } = useSubmit(
    () => save({ ...values, url: values.url.trim(), description: values.description.trim() }),
    // What follows a save (the dialog closing, the list read again) is the caller's `save`.
    () => undefined,
  );
  const errors = fieldErrors(failure);
  const set = (change: Partial<EndpointValues>) => setValues((current) => ({ ...current, ...change }));

  return (
    <form className="narrow-form" onSubmit={submit}>
      <RequiredNote />
      <ErrorNotice error={failure} />
      <Field label={t.url} required hint={t.urlHint} error={errors('url')}>
        {(control) => (
          <input
            {...control}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={2000}
            value={values.url}
            onChange={(event) => set({ url: event.currentTarget.value })}
          />
        )}
      </Field>
      <Field label={t.description} hint={t.descriptionHint} error={errors('description')}>
        {(control) => (
          <input
            {...control}
            name="description"
            maxLength={500}
            value={values.description}
            onChange={(event) => set({ description: event.currentTarget.value })}
          />
        )}
      </Field>
      <CheckboxList
        legend={t.events}
        hint={t.eventsHint}
        required
        name="event_types"
        options={WEBHOOK_EVENT_TYPES}
        selected={values.event_types}
        onChange={(event_types) => set({ event_types })}
        error={errors('event_types', true)}
        label={(type) => (
          <>
            {t.event[type]} <code>{type}</code>
          </>
        )}
      />
      <CheckboxField
        label={t.activeLabel}
        checked={values.active}
        onChange={(active) => set({ active })}
        error={errors('active')}
      />
      <div className="button-row">
        <button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button-secondary" onClick={onCancel}>
            {t.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
