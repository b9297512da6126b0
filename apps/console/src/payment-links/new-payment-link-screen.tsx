import { LOCALES, type Locale } from '@yadori/contract/locales';
import type { PaymentLinkPurpose } from '@yadori/contract/payment-links.constants';
import {
  PAYMENT_LINK_DESCRIPTION_MAX,
  PAYMENT_LINK_PURPOSES,
} from '@yadori/contract/payment-links.constants';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { CheckboxField, Field, fieldErrors, RequiredNote } from '../forms/field.tsx';
import { asFailure } from '../forms/use-submit.ts';
import type { ApiFailure } from '../lib/api.ts';
import { LANGUAGE_NAMES, useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { inputStep, minorToInput } from '../reservations/money-input.ts';
import { ErrorNotice, Page } from '../shell/page.tsx';
import { paymentLinkHref, paymentLinksHref } from './payment-link-list-screen.tsx';
import { createBody, emptyDraft, type LinkDraft } from './payment-link-rules.ts';
import { PAYMENT_LINK_TEXTS } from './payment-links.texts.ts';
import { paymentLinksApi } from './payment-links-api.ts';

/** What the detail page gets from the form: that the link was just made (and whether it was mailed). */
export interface JustCreated {
  createdLink: string;
  mailed: boolean;
}

/**
 * `/hotels/:hotelId/payment-links/new` (`reservations.handle`): what to ask for, for which stay, from
 * whom, and whether the request goes by e-mail now; `?reservation=` fills in the stay. The API's
 * refusals are shown at their fields; once made, the link's page opens.
 */
export function NewPaymentLinkScreen() {
  const t = useTexts(PAYMENT_LINK_TEXTS);
  const { me, may } = useSession();
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const hotel = me?.hotels.find((candidate) => candidate.id === hotelId);
  const reservation = new URLSearchParams(useSearch()).get('reservation') ?? '';
  if (!me) return null;
  if (!hotel || !may('reservations.handle')) {
    return (
      <Page title={t.newTitle}>
        <p>{hotel ? t.cannotCreate : t.unknownHotel}</p>
      </Page>
    );
  }
  return (
    <Page title={`${t.newTitle} · ${hotel.name}`}>
      <p>
        <Link href={paymentLinksHref(hotelId)}>{t.backToList}</Link>
      </p>
      <p>{t.newIntro}</p>
      <NewLinkForm key={reservation} hotelId={hotelId} currency={hotel.currency} reservation={reservation} />
    </Page>
  );
}

function NewLinkForm({
  hotelId,
  currency,
  reservation,
}: {
  hotelId: number;
  currency: string;
  reservation: string;
}) {
  const t = useTexts(PAYMENT_LINK_TEXTS);
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<LinkDraft>(() => emptyDraft(reservation.toUpperCase()));
  const [amountProblem, setAmountProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const set = (change: Partial<LinkDraft>) => setDraft((previous) => ({ ...previous, ...change }));
  const errors = fieldErrors(failure);
  const text = (key: 'description' | 'reservationNumber' | 'guestName' | 'guestEmail') => ({
    value: draft[key],
    onChange: (event: { currentTarget: { value: string } }) => set({ [key]: event.currentTarget.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = createBody(draft, currency);
    setAmountProblem(body === null);
    setFailure(undefined);
    if (body === null) return;
    setBusy(true);
    try {
      const link = await paymentLinksApi.create(hotelId, body);
      // The request goes out through the mail outbox: asked for and to an address, it is on its way.
      const state: JustCreated = {
        createdLink: link.number,
        mailed: body.send_email !== false && link.guest_email !== null,
      };
      navigate(paymentLinkHref(hotelId, link.number), { state });
    } catch (error) {
      setFailure(asFailure(error));
      setBusy(false);
    }
  }

  const example = minorToInput(12_000, currency);
  return (
    <>
      <RequiredNote />
      <ErrorNotice error={failure} />
      <form className="narrow-form" onSubmit={submit} noValidate>
        <Field
          label={t.amountIn(currency)}
          required
          hint={t.amountHint}
          error={amountProblem ? [t.amountProblem(example)] : errors('amount')}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              name="amount"
              inputMode="decimal"
              min={0}
              step={inputStep(currency)}
              value={draft.amount}
              onChange={(event) => set({ amount: event.currentTarget.value })}
            />
          )}
        </Field>
        <Field label={t.purpose} required error={errors('purpose')}>
          {(control) => (
            <select
              {...control}
              name="purpose"
              value={draft.purpose}
              onChange={(event) => set({ purpose: event.currentTarget.value as PaymentLinkPurpose })}
            >
              {PAYMENT_LINK_PURPOSES.map((purpose) => (
                <option key={purpose} value={purpose}>
                  {t.purposes[purpose]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.description} hint={t.descriptionHint} error={errors('description')}>
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={3}
              maxLength={PAYMENT_LINK_DESCRIPTION_MAX}
              {...text('description')}
            />
          )}
        </Field>
        <Field label={t.reservationNumber} hint={t.reservationHint} error={errors('reservation_number')}>
          {(control) => (
            <input
              {...control}
              name="reservation_number"
              autoComplete="off"
              maxLength={16}
              {...text('reservationNumber')}
            />
          )}
        </Field>
        <Field label={t.guestName} error={errors('guest_name')}>
          {(control) => (
            <input {...control} name="guest_name" autoComplete="off" maxLength={200} {...text('guestName')} />
          )}
        </Field>
        <Field label={t.guestEmail} hint={t.guestEmailHint} error={errors('guest_email')}>
          {(control) => (
            <input
              {...control}
              type="email"
              name="guest_email"
              autoComplete="off"
              maxLength={254}
              {...text('guestEmail')}
            />
          )}
        </Field>
        <Field label={t.guestLanguage} error={errors('locale')}>
          {(control) => (
            <select
              {...control}
              name="locale"
              value={draft.locale}
              onChange={(event) => set({ locale: event.currentTarget.value as Locale | '' })}
            >
              <option value="">{t.languageOfStay}</option>
              {LOCALES.map((code) => (
                <option key={code} value={code} lang={code.replace('_', '-')}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <CheckboxField
          label={t.sendEmail}
          checked={draft.sendEmail}
          onChange={(sendEmail) => set({ sendEmail })}
          error={errors('send_email')}
        />
        <p className="muted">{t.sendEmailHint}</p>
        <button type="submit" disabled={busy}>
          {busy ? t.creating : t.create}
        </button>
      </form>
    </>
  );
}
