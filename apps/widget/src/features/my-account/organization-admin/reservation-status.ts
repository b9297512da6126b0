import type { ReservationStatus } from '@yadori/contract/reservation.constants';
import type { OrganizationAdminKey } from './texts/en.ts';

/** A reservation's status as the admin page names it (`confirmed` reads "Reserved", spec §3). */
export const STATUS_LABEL: Readonly<Record<ReservationStatus, OrganizationAdminKey>> = {
  pending_payment: 'status.pending_payment',
  confirmed: 'status.confirmed',
  cancelled: 'status.cancelled',
};
