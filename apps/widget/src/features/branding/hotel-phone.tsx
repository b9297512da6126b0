import { useWidget } from '../../app/widget-context.tsx';
import type { MessageKey } from '../../i18n/catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';

/** The hotel's phone number when the settings carry one (`hotel.phone`, decision 028), else null. */
export function hotelPhoneOf(settings: unknown): string | null {
  const raw = settings as { hotel?: { phone?: unknown } } | null;
  const phone = raw?.hotel?.phone;
  return typeof phone === 'string' && phone.trim() !== '' ? phone.trim() : null;
}

/** The hotel's phone number from the widget settings, or null. */
export function useHotelPhone(): string | null {
  return useWidget((s) => hotelPhoneOf(s.settings));
}

/** A `tel:` address for a number as written for guests: digits and a leading + only. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replaceAll('+', '')}` : digits.replaceAll('+', '')}`;
}

const MARK = '\u2063phone\u2063';

/**
 * A sentence naming the hotel's phone (`{phone}` in the message), the number a `tel:` link that
 * dials it on a phone.
 * @example <PhoneSentence phone="+81 3-5555-0101" messageKey="cancel.hotelPhone" />
 */
export function PhoneSentence({
  phone,
  messageKey = 'cancel.hotelPhone',
}: {
  phone: string;
  messageKey?: MessageKey;
}) {
  const { t } = useI18n();
  const [before = '', after = ''] = t(messageKey, { phone: MARK }).split(MARK);
  return (
    <>
      {before}
      <a href={telHref(phone)} className="hotel-phone" data-testid="hotel-phone">
        {phone}
      </a>
      {after}
    </>
  );
}
