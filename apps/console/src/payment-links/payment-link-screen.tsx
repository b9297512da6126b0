import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { ApiFailure } from '../lib/api.ts';
import { formatDateTime, formatMoney, LANGUAGE_NAMES, useLocale, useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { retryFor } from '../parts/retry.ts';
import { Fact, Facts } from '../reservations/facts.tsx';
import { ErrorNotice, Loading, Page, StatusNotice } from '../shell/page.tsx';
import { CARD_BRAND_NAMES } from './gateway-choices.ts';
import './payment-links.css';
import { LinkActions, OperationRefusal } from './link-actions.tsx';
import { LinkPageSection } from './link-page-section.tsx';
import type { JustCreated } from './new-payment-link-screen.tsx';
import { PAYMENT_LINK_DETAIL_TEXTS } from './payment-link-detail.texts.ts';
import { type FromLinkList, paymentLinksHref } from './payment-link-list-screen.tsx';
import { PAYMENT_LINK_TEXTS } from './payment-links.texts.ts';
import { type PaymentLink, paymentLinksApi } from './payment-links-api.ts';
import { StateBadge } from './state-badge.tsx';

/**
 * `/hotels/:hotelId/payment-links/:number`: everything about one link, its payment page and QR code,
 * and what the account may do with it now.
 */
export function PaymentLinkScreen() {
  const t = useTexts(PAYMENT_LINK_DETAIL_TEXTS);
  const list = useTexts(PAYMENT_LINK_TEXTS);
  const params = useParams<{ hotelId: string; number: string }>();
  const hotelId = Number(params.hotelId);
  const number = params.number.toUpperCase();
  const link = useResource(`payment-link:${hotelId}:${number}`, () => paymentLinksApi.read(hotelId, number));
  const state = window.history.state as (Partial<FromLinkList> & Partial<JustCreated>) | null;
  const [stale, setStale] = useState<ApiFailure>();
  const [message, setMessage] = useState<string | null>(() =>
    state?.createdLink === number ? (state.mailed ? t.createdAndSent : t.created) : null,
  );
  useEffect(() => {
    // Said once: a reload of the page does not say the link was just made.
    if (state?.createdLink) window.history.replaceState({ ...state, createdLink: undefined }, '');
  }, [state]);
  const back = paymentLinksHref(hotelId, state?.linkListSearch?.replace(/^\?/, '') ?? '');

  return (
    <Page title={t.title(number)}>
      <p>
        <Link href={back}>{list.backToList}</Link>
      </p>
      <StatusNotice message={message} />
      <OperationRefusal failure={stale} />
      {link.error ? <ErrorNotice error={link.error} onRetry={retryFor(link.error, link.reload)} /> : null}
      {link.data ? (
        <div className="payment-link-view">
          <LinkActions
            link={link.data}
            hotelId={hotelId}
            announce={(text) => {
              setStale(undefined);
              setMessage(text);
              link.reload();
            }}
            onStale={(refusal) => {
              setMessage(null);
              setStale(refusal);
              link.reload();
            }}
          />
          <LinkFacts link={link.data} hotelId={hotelId} />
          <LinkPageSection link={link.data} hotelId={hotelId} />
        </div>
      ) : link.error ? null : (
        <Loading />
      )}
    </Page>
  );
}

function LinkFacts({ link, hotelId }: { link: PaymentLink; hotelId: number }) {
  const t = useTexts(PAYMENT_LINK_DETAIL_TEXTS);
  const terms = useTexts(PAYMENT_LINK_TEXTS);
  const locale = useLocale();
  const when = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatDateTime(locale, iso)}</time> : null;
  const paidWith = link.paid_with
    ? link.paid_with.method === 'credit_card' && link.paid_with.brand && link.paid_with.last4
      ? t.cardEnding(CARD_BRAND_NAMES[link.paid_with.brand], link.paid_with.last4)
      : terms.methods[link.paid_with.method]
    : null;
  const createdBy = link.created_by
    ? link.created_by.type === 'staff'
      ? `${link.created_by.name} (${link.created_by.email})`
      : t.byApiKey(link.created_by.name)
    : null;
  return (
    <section aria-labelledby="link-facts" className="stay-section">
      <h2 id="link-facts">{t.facts}</h2>
      <Facts>
        <Fact label={t.state}>
          <StateBadge link={link} />
        </Fact>
        <Fact label={t.amount}>
          <strong>{formatMoney(locale, link.amount, link.currency)}</strong>
        </Fact>
        <Fact label={terms.purpose}>{terms.purposes[link.purpose]}</Fact>
        <Fact label={t.description}>{link.description}</Fact>
        <Fact label={t.reservation}>
          {link.reservation_number ? (
            <Link href={`/hotels/${hotelId}/reservations/${link.reservation_number}`}>
              {link.reservation_number}
            </Link>
          ) : null}
        </Fact>
        <Fact label={t.guestName}>{link.guest_name}</Fact>
        <Fact label={t.guestEmail}>{link.guest_email}</Fact>
        <Fact label={t.guestLanguage}>{LANGUAGE_NAMES[link.locale]}</Fact>
        <Fact label={t.createdAt}>{when(link.created_at)}</Fact>
        <Fact label={t.createdBy}>{createdBy}</Fact>
        <Fact label={t.mailSentAt}>{link.mail_sent_at ? when(link.mail_sent_at) : t.mailNotSent}</Fact>
        <Fact label={t.lastAttempt}>
          {link.status === 'unpaid' && link.last_error_code !== null
            ? t.declinedWithCode(link.last_error_code)
            : null}
        </Fact>
        <Fact label={t.paidAt}>{when(link.paid_at)}</Fact>
        <Fact label={t.paidWith}>{paidWith}</Fact>
        <Fact label={t.completedAt}>{when(link.completed_at)}</Fact>
        <Fact label={t.refundedAt}>{when(link.refunded_at)}</Fact>
        <Fact label={t.cancelledAt}>{when(link.cancelled_at)}</Fact>
      </Facts>
    </section>
  );
}
