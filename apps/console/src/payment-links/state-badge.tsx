import { useTexts } from '../lib/i18n.ts';
import { lastAttemptDeclined, STATE_CLASS } from './payment-link-rules.ts';
import { PAYMENT_LINK_TEXTS } from './payment-links.texts.ts';
import type { PaymentLink } from './payment-links-api.ts';

/** A link's state in words (the colour only repeats them), and a declined last attempt of an unpaid one. */
export function StateBadge({ link }: { link: Pick<PaymentLink, 'status' | 'last_error_code'> }) {
  const t = useTexts(PAYMENT_LINK_TEXTS);
  return (
    <span className="badges">
      <span className={`badge ${STATE_CLASS[link.status]}`.trim()} data-testid="payment-link-state">
        {t.states[link.status]}
      </span>
      {lastAttemptDeclined(link) ? <span className="badge badge-error">{t.lastDeclined}</span> : null}
    </span>
  );
}
