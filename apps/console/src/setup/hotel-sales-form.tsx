import { type ReactNode, useId, useState } from 'react';
import { fieldErrors } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { useSubmit } from '../forms/use-submit.ts';
import { useTexts } from '../lib/i18n.ts';
import { ModalDialog } from '../parts/modal-dialog.tsx';
import { ErrorNotice, StatusNotice } from '../shell/page.tsx';
import { propertyApi, type StaffHotel } from './property-api.ts';
import { SETUP_TEXTS } from './setup.texts.ts';

/**
 * An on/off checkbox with a sentence under it saying what it does for guests, read out with the switch
 * (`aria-describedby`): the switches that change what guests can do need more than a label.
 */
export function ExplainedSwitch({
  label,
  description,
  checked,
  onChange,
  error,
}: {
  label: ReactNode;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: readonly string[] | undefined;
}) {
  const id = useId();
  const errorId = error && error.length > 0 ? `${id}-error` : undefined;
  return (
    <div className="field field-check">
      <span className="field-inline">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[errorId, `${id}-hint`].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </span>
      <small id={`${id}-hint`}>{description}</small>
      {errorId ? (
        <p id={errorId} className="field-error">
          {error!.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Whether guests can book the hotel (`active`; off, the widget shows its closed notice and the API
 * sells nothing) and whether the brand lists it among its facilities (`is_brand_facility`). Closing
 * stops sales at once, so it is confirmed first; `onSaved` hands the stored hotel back to the page.
 */
export function HotelSalesForm({
  hotel,
  onSaved,
}: {
  hotel: StaffHotel;
  onSaved: (hotel: StaffHotel) => void;
}) {
  const t = useTexts(SETUP_TEXTS).sales;
  const forms = useTexts(FORMS_TEXTS);
  const [stored, setStored] = useState({ open: hotel.active, listed: hotel.settings.is_brand_facility });
  const [open, setOpen] = useState(stored.open);
  const [listed, setListed] = useState(stored.listed);
  const [confirming, setConfirming] = useState(false);
  const form = useSubmit(
    // Only this setting of the block-wise settings: the other forms of the page send theirs.
    () => propertyApi.updateHotel(hotel.id, { active: open, settings: { is_brand_facility: listed } }),
    (saved) => {
      setStored({ open: saved.active, listed: saved.settings.is_brand_facility });
      form.setMessage(forms.saved);
      onSaved(saved);
    },
  );
  const errors = fieldErrors(form.failure);
  const save = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (stored.open && !open) setConfirming(true);
    else void form.submit();
  };
  return (
    <section aria-labelledby="hotel-sales-title">
      <h2 id="hotel-sales-title">{t.title}</h2>
      <StatusNotice message={form.message} />
      <ErrorNotice error={form.failure} />
      <form onSubmit={save} className="setup-form">
        <ExplainedSwitch
          label={t.open}
          description={t.openHint}
          checked={open}
          onChange={setOpen}
          error={errors('active')}
        />
        <ExplainedSwitch
          label={t.listed}
          description={t.listedHint}
          checked={listed}
          onChange={setListed}
          error={errors('settings.is_brand_facility')}
        />
        <button type="submit" disabled={form.busy}>
          {form.busy ? forms.saving : forms.save}
        </button>
      </form>
      <ModalDialog open={confirming} title={t.closeTitle} onDismiss={() => setConfirming(false)}>
        <p>{t.closeBody}</p>
        <div className="dialog-actions">
          <button
            type="button"
            className="button-danger"
            onClick={() => {
              setConfirming(false);
              void form.submit();
            }}
          >
            {t.closeConfirm}
          </button>
          <button
            type="button"
            className="button-secondary"
            // biome-ignore lint/a11y/noAutofocus: a dialog that stops sales opens on its harmless choice.
            autoFocus
            onClick={() => {
              setOpen(true);
              setConfirming(false);
            }}
          >
            {t.keepOpen}
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}
