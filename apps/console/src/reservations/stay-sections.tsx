import type { Locale } from '@yadori/contract/locales';
import type { StaffReservation } from '@yadori/contract/staff-reservations.schema';
import { formatDate, formatDateTime, formatMoney, LANGUAGE_NAMES, useLocale, useTexts } from '../lib/i18n.ts';
import { Fact, Facts } from './facts.tsx';
import { RESERVATION_DETAIL_TEXTS } from './reservation-detail.texts.ts';
import { RESERVATION_TERMS_TEXTS } from './reservation-terms.texts.ts';
import { StatusBadges } from './status-badges.tsx';

type Stay = StaffReservation;

/** The booker's name in the order the console's language writes names. */
export function guestName(locale: Locale, guest: { first_name: string; last_name: string }): string {
  return locale === 'en'
    ? `${guest.first_name} ${guest.last_name}`
    : `${guest.last_name} ${guest.first_name}`;
}

/** Status, dates, the booking's origin, its cancellation or no-show, and what the policy charges now. */
export function StaySummary({ stay }: { stay: Stay }) {
  const t = useTexts(RESERVATION_DETAIL_TEXTS);
  const terms = useTexts(RESERVATION_TERMS_TEXTS);
  const locale = useLocale();
  const money = (amount: number | null) =>
    amount === null ? null : formatMoney(locale, amount, stay.currency);
  return (
    <section aria-labelledby="stay-summary" className="stay-section">
      <h2 id="stay-summary">{t.stay}</h2>
      <Facts>
        <Fact label={t.status}>
          <StatusBadges
            status={stay.status}
            noShow={stay.no_show !== null}
            staffModified={stay.staff_modified_at !== null}
          />
        </Fact>
        <Fact label={t.checkin}>{formatDate(locale, stay.checkin_date, { weekday: 'short' })}</Fact>
        <Fact label={t.checkout}>
          {formatDate(locale, stay.checkout_date, { weekday: 'short' })} ({t.nights(stay.nights)})
        </Fact>
        <Fact label={t.booked}>{formatDateTime(locale, stay.created_at)}</Fact>
        <Fact label={t.guestLanguage}>{LANGUAGE_NAMES[stay.locale]}</Fact>
        <Fact label={t.organization}>{stay.organization?.name}</Fact>
        {stay.member_id !== null ? <Fact label={t.guest}>{t.member(stay.member_id)}</Fact> : null}
        <Fact label={t.promoCode}>{stay.promo_code}</Fact>
        <Fact label={t.couponCode}>{stay.coupon_code}</Fact>
        <Fact label={t.cancelledAt}>
          {stay.cancelled_at ? formatDateTime(locale, stay.cancelled_at) : null}
        </Fact>
        <Fact label={t.cancelReason}>
          {stay.cancel_reason ? terms.cancelReasons[stay.cancel_reason] : null}
        </Fact>
        <Fact label={t.guestReason}>{stay.reason ? terms.guestCancelReasons[stay.reason] : null}</Fact>
        <Fact label={t.guestWords}>{stay.details}</Fact>
        <Fact label={t.cancellationFee}>{money(stay.cancellation_fee)}</Fact>
        <Fact label={t.feeShownToGuest}>{money(stay.cancellation_fee_displayed)}</Fact>
        <Fact label={t.noShowAt}>{stay.no_show ? formatDateTime(locale, stay.no_show.at) : null}</Fact>
        <Fact label={t.noShowFee}>{stay.no_show ? money(stay.no_show.fee) : null}</Fact>
        <Fact label={t.staffModifiedAt}>
          {stay.staff_modified_at ? formatDateTime(locale, stay.staff_modified_at) : null}
        </Fact>
        <Fact label={t.policyCancellationFee}>{money(stay.policy_fees.cancellation)}</Fact>
        <Fact label={t.policyNoShowFee}>{money(stay.policy_fees.no_show)}</Fact>
      </Facts>
      <h3>{t.amounts}</h3>
      <Facts>
        <Fact label={t.roomsTotal}>{money(stay.rooms_total)}</Fact>
        <Fact label={t.extrasTotal}>{stay.extras_total > 0 ? money(stay.extras_total) : null}</Fact>
        <Fact label={t.discount}>{stay.discount > 0 ? money(-stay.discount) : null}</Fact>
        <Fact label={t.pointDiscount}>{stay.point_discount > 0 ? money(-stay.point_discount) : null}</Fact>
        <Fact label={t.total}>
          <strong>{money(stay.total_price)}</strong>
        </Fact>
        <Fact label={t.tax}>{money(stay.tax)}</Fact>
        <Fact label={t.accommodationTax}>
          {stay.accommodation_tax > 0 ? money(stay.accommodation_tax) : null}
        </Fact>
      </Facts>
    </section>
  );
}

/** Each room: type, plan, party, the guest staying in it, its nightly prices and its policy. */
export function RoomsSection({ stay }: { stay: Stay }) {
  const t = useTexts(RESERVATION_DETAIL_TEXTS);
  const locale = useLocale();
  const money = (amount: number) => formatMoney(locale, amount, stay.currency);
  return (
    <section aria-labelledby="stay-rooms" className="stay-section">
      <h2 id="stay-rooms">{t.rooms}</h2>
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">{t.roomsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.rooms}</th>
              <th scope="col">{t.roomType}</th>
              <th scope="col">{t.plan}</th>
              <th scope="col">{t.party}</th>
              <th scope="col">{t.nightlyPrices}</th>
              <th scope="col">{t.cancellationPolicy}</th>
              <th scope="col" className="number">
                {t.price}
              </th>
            </tr>
          </thead>
          <tbody>
            {stay.rooms.map((room) => (
              <tr key={room.room_index}>
                <th scope="row">{t.room(room.room_index + 1)}</th>
                <td>{room.room_type_name}</td>
                <td>{room.room_plan_name}</td>
                <td>
                  {t.adults(room.adults)}
                  {room.children > 0 ? `, ${t.children(room.children)}` : null}
                  {room.guest ? (
                    <>
                      <br />
                      <span className="muted">
                        {t.stayingGuest}: {guestName(locale, room.guest)}
                      </span>
                    </>
                  ) : null}
                </td>
                <td>
                  <ul className="plain-list">
                    {room.nightly_prices.map((night) => (
                      <li key={night.date}>
                        {formatDate(locale, night.date, { year: undefined })}: {money(night.price)}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>{room.cancellation_policy?.name ?? '—'}</td>
                <td className="number">{money(room.total_price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The booker as they gave themselves. */
export function GuestSection({ stay }: { stay: Stay }) {
  const t = useTexts(RESERVATION_DETAIL_TEXTS);
  const locale = useLocale();
  const { guest } = stay;
  const kana = [guest.kana_last_name, guest.kana_first_name].filter(Boolean).join(' ');
  const address = guest.address
    ? [
        guest.address.postcode,
        guest.address.prefecture,
        guest.address.city,
        guest.address.street,
        guest.address.building,
        guest.address.country,
      ]
        .filter(Boolean)
        .join(' ')
    : '';
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  return (
    <section aria-labelledby="stay-guest" className="stay-section">
      <h2 id="stay-guest">{t.guest}</h2>
      <Facts>
        <Fact label={t.name}>{guestName(locale, guest)}</Fact>
        <Fact label={t.stayName}>{guest.full_name}</Fact>
        <Fact label={t.kanjiName}>{guest.kanji_name}</Fact>
        <Fact label={t.kanaName}>{kana}</Fact>
        <Fact label={t.email}>
          <a href={`mailto:${stay.email}`}>{stay.email}</a>
        </Fact>
        <Fact label={t.phone}>
          <a href={`tel:${guest.phone}`}>{guest.phone}</a>
        </Fact>
        <Fact label={t.gender}>{guest.gender ? t.genders[guest.gender] : null}</Fact>
        <Fact label={t.dateOfBirth}>
          {guest.date_of_birth ? formatDate(locale, guest.date_of_birth) : null}
        </Fact>
        <Fact label={t.nationality}>{guest.nationality}</Fact>
        <Fact label={t.occupation}>{guest.occupation}</Fact>
        <Fact label={t.address}>{address}</Fact>
        <Fact label={t.promotions}>{yesNo(guest.promotions_opt_in)}</Fact>
        <Fact label={t.forSomeoneElse}>{yesNo(guest.is_booking_for_someone_else)}</Fact>
      </Facts>
    </section>
  );
}
