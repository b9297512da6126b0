import type { Reservation } from '@yadori/contract/reservation.schema';
import { useMemo, useState } from 'react';
import { useRoute, useSearch } from 'wouter';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { useRemote } from '../../shared/use-remote.ts';
import { confirmationPath } from '../payment/payment-paths.ts';
import { getReservation, type ReservationProof } from '../payment/reservation-api.ts';
import { GuestsForm } from './guests-form.tsx';
import { getUpdateSettings, type UpdateSettings } from './update-api.ts';
import { keepProof, proofFor } from './update-proof.ts';
import { confirmationChanges, GoLink, refusalText } from './update-ui.tsx';
import '../guest-detail/guest-detail.css';
import '../payment/payment.css';
import './reservation-update.css';

export const UPDATE_GUESTS_ROUTE = '/reservation/update/:number/guests';

/** /reservation/update/{number}/guests: the booker's and the rooms' guests, changed with `PUT …/guests`. */
export function UpdateGuestsScreen() {
  const api = useApi();
  const { t, locale } = useI18n();
  const [, params] = useRoute<{ number: string }>(UPDATE_GUESTS_ROUTE);
  const number = params?.number ?? '';
  const search = useSearch();
  const proof = useMemo(() => proofFor(number, new URLSearchParams(search)), [number, search]);
  const hotelId = useWidget((state) => state.settings?.hotel_id ?? null);
  const [reloads, setReloads] = useState(0);
  const key =
    hotelId !== null && proof && number ? JSON.stringify([hotelId, number, proof, locale, reloads]) : null;
  const loaded = useRemote(key, async () => {
    const [reservation, settings] = await Promise.all([
      getReservation(api, hotelId as number, number, proof as ReservationProof),
      getUpdateSettings(api, hotelId as number, number, proof as ReservationProof),
    ]);
    keepProof(number, proof as ReservationProof);
    return { reservation, settings };
  });
  // Saving reloads the reservation (new version); the form keeps what was typed meanwhile.
  const [shown, setShown] = useState<{ reservation: Reservation; settings: UpdateSettings } | null>(null);
  const data = loaded.status === 'ready' ? loaded.data : shown;
  if (loaded.status === 'ready' && shown !== loaded.data) setShown(loaded.data);
  // Loading again (after a conflict or a save): the form stays, but saves only with the new version.
  const reloading = loaded.status === 'loading' && key !== null;

  return (
    <div className="booking-outcome update-guests">
      <h1 className="screen-title">{t('update.guestsTitle')}</h1>
      <p>{t('update.number', { number })}</p>
      {!proof ? (
        <div className="payment-note payment-note--error" role="alert">
          <p>{t('update.noProof')}</p>
          <GoLink path="/search" className="button">
            {t('update.findReservation')}
          </GoLink>
        </div>
      ) : null}
      {reloading ? <Spinner label={t('update.loading')} /> : null}
      {loaded.status === 'error' ? (
        <div className="payment-note payment-note--error" role="alert">
          <p>
            <strong>{t('update.loadFailed')}</strong> {loaded.error.message ?? loaded.error.title}
          </p>
        </div>
      ) : null}
      {data && proof ? (
        data.settings.updatable ? (
          <GuestsForm
            reservation={data.reservation}
            settings={data.settings}
            proof={proof}
            onReload={() => setReloads((n) => n + 1)}
            reloading={reloading}
          />
        ) : (
          <div className="payment-note payment-note--error" role="alert">
            <p>{refusalText(t, data.settings.reason)}</p>
            <GoLink path={confirmationPath(number)} changes={confirmationChanges(proof)} className="button">
              {t('update.backToReservation')}
            </GoLink>
          </div>
        )
      ) : null}
    </div>
  );
}
