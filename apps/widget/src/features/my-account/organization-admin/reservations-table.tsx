import { useI18n } from '../../../i18n/use-i18n.ts';
import { formatMoney } from '../../../shared/format-money.ts';
import { displayDate } from '../../../shared/hotel-date.ts';
import { useHotelDay } from '../hotel-day.ts';
import type { OrganizationReservation } from './organization-api.ts';
import { STATUS_LABEL } from './reservation-status.ts';
import type { AdminT, OrganizationAdminKey } from './texts.ts';

type Column = { id: string; label: OrganizationAdminKey };
const COLUMNS: readonly Column[] = [
  { id: 'number', label: 'list.number' },
  { id: 'stay', label: 'list.stay' },
  { id: 'rooms', label: 'list.rooms' },
  { id: 'guest', label: 'list.guest' },
  { id: 'booker', label: 'list.booker' },
  { id: 'total', label: 'list.total' },
  { id: 'status', label: 'list.status' },
  { id: 'booked', label: 'list.booked' },
];

/**
 * A cell's column name, shown in front of its value when the table is drawn as cards (narrow
 * screens); hidden from screen readers, which name the cell by its column header.
 */
function CellLabel({ text }: { text: string }) {
  return (
    <span className="organization-table__label" aria-hidden="true">
      {text}
    </span>
  );
}

/**
 * The organization's reservations as a table: a row per reservation, its number as the row's header.
 * At the mobile width (992 px and less) each row is drawn as a card (organization-admin.css), so it
 * reads at 320 px without scrolling sideways; each value then shows its column's name, which screen
 * readers get from the column header instead.
 */
export function ReservationsTable({
  reservations,
  caption,
  t,
}: {
  reservations: readonly OrganizationReservation[];
  caption: string;
  t: AdminT;
}) {
  const { locale } = useI18n();
  const day = useHotelDay();
  const label = (id: string) => t(COLUMNS.find((column) => column.id === id)?.label ?? 'list.number');
  return (
    <table className="organization-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column.id} scope="col">
              {t(column.label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {reservations.map((stay) => (
          <tr key={stay.number} data-testid="organization-reservation">
            <th scope="row" className="organization-table__number">
              <CellLabel text={label('number')} />
              <span translate="no">{stay.number}</span>
              <span className="organization-table__hotel">{stay.hotel_name}</span>
            </th>
            <td>
              <CellLabel text={label('stay')} />
              {t('list.stayDates', {
                checkin: displayDate(stay.checkin_date),
                checkout: displayDate(stay.checkout_date),
                nights: stay.nights,
              })}
            </td>
            <td>
              <CellLabel text={label('rooms')} />
              {t('list.roomCount', { rooms: stay.room_count, roomNights: stay.room_nights })}
            </td>
            <td>
              <CellLabel text={label('guest')} />
              {stay.guest_name}
            </td>
            <td>
              <CellLabel text={label('booker')} />
              {stay.booker_name ?? ''}
              {stay.booker_email ? (
                <span className="organization-table__email">{stay.booker_email}</span>
              ) : null}
            </td>
            <td>
              <CellLabel text={label('total')} />
              {formatMoney(stay.total_price, stay.currency, locale)}
            </td>
            <td>
              <CellLabel text={label('status')} />
              <span
                className={`account-stay__status account-stay__status--${stay.status === 'cancelled' ? 'cancelled' : 'done'}`}
                data-testid="organization-reservation-status"
              >
                {t(STATUS_LABEL[stay.status])}
              </span>
            </td>
            <td>
              <CellLabel text={label('booked')} />
              {day(stay.created_at)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
