import { type FormEvent, useEffect, useState } from 'react';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import type { MessageKey } from '../../i18n/catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { TextField } from '../../shared/form-fields.tsx';
import { goWith } from '../../shared/query-links.ts';
import { confirmationPath } from '../payment/payment-paths.ts';
import { findReservation, type LookupFailure, lookupFailureOf } from './find-reservation-api.ts';
import {
  type LookupErrors,
  type LookupField,
  type LookupFieldError,
  lookupErrors,
  normalizeNumber,
} from './find-reservation-rules.ts';
import '../guest-detail/guest-detail.css';
import '../payment/payment.css';
import './find-reservation.css';

const FIELD_ID: Readonly<Record<LookupField, string>> = {
  number: 'find-reservation-number',
  email: 'find-reservation-email',
};

const FIELD_ERROR: Readonly<Record<LookupFieldError, MessageKey>> = {
  required: 'findReservation.errorRequired',
  numberFormat: 'findReservation.errorNumberFormat',
  email: 'findReservation.errorEmail',
};

const FAILURE_ID = 'find-reservation-failure';

const FAILURE: Readonly<Record<LookupFailure, MessageKey>> = {
  not_found: 'findReservation.notFound',
  too_many: 'findReservation.tooMany',
  other: 'findReservation.failed',
};

/**
 * /search (spec section 2, "find reservation"; query code): the reservation number and the booking
 * email. Field errors are written next to their field, listed in an announced summary and the first
 * bad field gets focus; a wrong number or email gives one message (the server cannot tell them apart
 * either). A stay found goes to its confirmation page with the email.
 */
export function FindReservationScreen() {
  const api = useApi();
  const { t } = useI18n();
  const settings = useWidget((s) => s.settings);
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<LookupErrors>({});
  const [failure, setFailure] = useState<LookupFailure | null>(null);
  const [sending, setSending] = useState(false);
  // What takes focus after the next render (a bad field, or the lookup's message), and a counter so the
  // same target is focused again on a second try.
  const [focus, setFocus] = useState<{ id: string; n: number } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);
  const focusOn = (id: string) => setFocus((previous) => ({ id, n: (previous?.n ?? 0) + 1 }));

  const errorText = (field: LookupField) => {
    const error = errors[field];
    return error ? t(FIELD_ERROR[error]) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !settings) return;
    const found = lookupErrors({ number, email });
    setErrors(found);
    setFailure(null);
    const firstBad = (Object.keys(FIELD_ID) as LookupField[]).find((field) => found[field]);
    if (firstBad) {
      focusOn(FIELD_ID[firstBad]);
      return;
    }
    setSending(true);
    const proofEmail = email.trim();
    try {
      const stay = await findReservation(
        api,
        { brandId: settings.hotel_brand_id, hotelId: settings.hotel_id, hotelCode: settings.hotel_code },
        normalizeNumber(number),
        proofEmail,
      );
      goWith(confirmationPath(stay.number), { code: stay.hotelCode, email: proofEmail, bypass_token: null });
    } catch (error) {
      setSending(false);
      setFailure(lookupFailureOf(error));
      focusOn(FAILURE_ID);
    }
  };

  const listed = (Object.keys(FIELD_ID) as LookupField[]).filter((field) => errors[field]);
  const label: Readonly<Record<LookupField, string>> = {
    number: t('findReservation.number'),
    email: t('findReservation.email'),
  };
  return (
    <div className="find-reservation">
      <h1 className="screen-title">{t('findReservation.title')}</h1>
      <p>{t('findReservation.intro')}</p>
      <div role="alert" className="find-reservation__alerts">
        {listed.length > 0 ? (
          <div className="gd-error-summary">
            <p className="find-reservation__summary-title">{t('findReservation.errorSummary')}</p>
            <ul>
              {listed.map((field) => (
                <li key={field}>
                  <a
                    href={`#${FIELD_ID[field]}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(FIELD_ID[field])?.focus();
                    }}
                  >
                    {t('guestDetail.errorLine', { field: label[field], error: errorText(field) ?? '' })}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {failure ? (
          <div
            id={FAILURE_ID}
            tabIndex={-1}
            className="payment-note payment-note--error"
            data-testid="find-reservation-failure"
          >
            <p>{t(FAILURE[failure])}</p>
          </div>
        ) : null}
      </div>
      <form className="find-reservation__form" noValidate onSubmit={submit}>
        <TextField
          id={FIELD_ID.number}
          label={label.number}
          required
          hint={t('findReservation.numberHint')}
          error={errorText('number')}
          value={number}
          autoComplete="off"
          maxLength={40}
          onChange={setNumber}
        />
        <TextField
          id={FIELD_ID.email}
          label={label.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errorText('email')}
          value={email}
          maxLength={254}
          onChange={setEmail}
        />
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? t('findReservation.searching') : t('findReservation.submit')}
        </button>
      </form>
    </div>
  );
}
