import { Link } from 'wouter';
import { useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { newPaymentLinkHref } from './payment-link-list-screen.tsx';
import { PAYMENT_LINK_TEXTS } from './payment-links.texts.ts';

/** The way from a stay's page to a new payment link for it (for accounts that make links). */
export function AskForPaymentLink({
  hotelId,
  reservationNumber,
}: {
  hotelId: number;
  reservationNumber: string;
}) {
  const t = useTexts(PAYMENT_LINK_TEXTS);
  const { may } = useSession();
  if (!may('reservations.handle')) return null;
  return (
    <Link href={newPaymentLinkHref(hotelId, reservationNumber)} className="button button-secondary">
      {t.askForPayment}
    </Link>
  );
}
