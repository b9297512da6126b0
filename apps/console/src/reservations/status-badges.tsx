import type { ReservationStatus } from '@yadori/contract/reservation.constants';
import { useTexts } from '../lib/i18n.ts';
import { RESERVATION_TERMS_TEXTS } from './reservation-terms.texts.ts';

const STATUS_CLASS: Record<ReservationStatus, string> = {
  confirmed: 'badge-ok',
  pending_payment: 'badge-warning',
  cancelled: 'badge-error',
};

/** A stay's status in words (the colour only repeats them), with its no-show and the hotel's change. */
export function StatusBadges({
  status,
  noShow,
  staffModified,
}: {
  status: ReservationStatus;
  noShow: boolean;
  staffModified: boolean;
}) {
  const terms = useTexts(RESERVATION_TERMS_TEXTS);
  return (
    <span className="badges">
      <span className={`badge ${STATUS_CLASS[status]}`} data-testid="reservation-status">
        {terms.statuses[status]}
      </span>
      {noShow ? <span className="badge badge-warning">{terms.noShow}</span> : null}
      {staffModified ? <span className="badge">{terms.staffModified}</span> : null}
    </span>
  );
}
