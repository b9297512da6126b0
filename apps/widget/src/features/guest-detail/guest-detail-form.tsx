import type { Extra } from '@yadori/contract/extras.schema';
import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { call } from '../../api/call.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { Issue } from '../../shared/error-summary.tsx';
import { ErrorSummary } from '../../shared/error-summary.tsx';
import { CheckboxField } from '../../shared/form-fields.tsx';
import { todayInZone } from '../../shared/hotel-date.ts';
import { roomsTotal } from '../booking-state/booking-rules.ts';
import {
  bookingStore,
  setCoupon,
  setCurrentStep,
  setRoomPrices,
  setTermsAccepted,
  useBooking,
} from '../booking-state/booking-store.ts';
import { AdditionalQuestions } from './additional-questions.tsx';
import { collectIssues, TERMS_FIELD_ID } from './booking-issues.ts';
import { priceBooking, priceMove, totalOf } from './booking-pricing.ts';
import { BookingSummary, type PriceCheck } from './booking-summary.tsx';
import { CouponSection } from './coupon-section.tsx';
import { stayDates, visibleExtras } from './extras-rules.ts';
import { ExtrasSection } from './extras-section.tsx';
import { GuestForm } from './guest-form.tsx';
import { fieldRequirementsOf } from './guest-validation.ts';
import { loadQuestions, type ShownQuestion } from './questions-api.ts';
import { RoomGuests } from './room-guests.tsx';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Re-checks the rooms' price with the server once per booking (spec section 8: price moved). */
function usePriceCheck(): PriceCheck {
  const api = useApi();
  const selectionKey = useBooking((state) => state.bookingDetails?.selectionKey);
  const [check, setCheck] = useState<PriceCheck>({ status: 'checking' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: one check per selection.
  useEffect(() => {
    const { bookingDetails: details, coupon } = bookingStore.get();
    if (!details) return;
    let live = true;
    setCheck({ status: 'checking' });
    const before = roomsTotal(details.rooms).total;
    priceBooking(api, details, coupon?.code ?? null)
      .then((prices) => {
        if (!live) return;
        setRoomPrices(bookingStore, prices);
        const after = totalOf(prices);
        const move = priceMove(before, after);
        setCheck(move ? { status: 'moved', move, total: after } : { status: 'ok' });
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (isApiError(error) && error.status === 404) setCheck({ status: 'unavailable' });
        else setCheck({ status: 'failed', message: errorMessage(error) });
      });
    return () => {
      live = false;
    };
  }, [api, selectionKey]);
  return check;
}

function useQuestions(settings: BookingWidgetSettings) {
  const api = useApi();
  const user = useWidget((state) => state.user);
  const memberKey = user ? `${user.program_id}:${user.rank_id}:${user.organization?.id}` : '';
  const [result, setResult] = useState<{ questions: ShownQuestion[]; failed: boolean }>({
    questions: [],
    failed: false,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `memberKey` stands for the member's labels.
  useEffect(() => {
    let live = true;
    loadQuestions(api, { hotelId: settings.hotel_id, brandId: settings.hotel_brand_id }, user)
      .then((questions) => live && setResult({ questions, failed: false }))
      .catch(() => live && setResult({ questions: [], failed: true }));
    return () => {
      live = false;
    };
  }, [api, settings.hotel_id, settings.hotel_brand_id, memberKey]);
  return result;
}

function useExtras(hotelId: number, checkin: string, checkout: string): Extra[] {
  const api = useApi();
  const [extras, setExtras] = useState<Extra[]>([]);
  useEffect(() => {
    let live = true;
    call(api, 'GET /book/hotels/:hotelId/extras', {
      params: { hotelId },
      query: { checkin_date: checkin, checkout_date: checkout },
    })
      .then((body) => live && setExtras(body.data.extras))
      .catch(() => live && setExtras([]));
    return () => {
      live = false;
    };
  }, [api, hotelId, checkin, checkout]);
  return extras;
}

/** The guest-detail step: summary, guest, stay, questions, extras, coupon, terms and Continue. */
export function GuestDetailForm({
  settings,
  notices,
}: {
  settings: BookingWidgetSettings;
  /** The hotel's banners and notices, under the heading. */
  notices?: ReactNode;
}) {
  const { locale, t } = useI18n();
  const api = useApi();
  const loginWidget = useWidget((state) => state.loginWidget);
  const state = useBooking((s) => s);
  const details = state.bookingDetails;
  const priceCheck = usePriceCheck();
  const { questions, failed } = useQuestions(settings);
  const allExtras = useExtras(settings.hotel_id, details?.checkin ?? '', details?.checkout ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [summaryKey, setSummaryKey] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const requirements = useMemo(() => fieldRequirementsOf(settings), [settings]);

  const dates = useMemo(() => (details ? stayDates(details.checkin, details.checkout) : []), [details]);
  const extras = useMemo(() => {
    const included = new Set(details?.rooms.flatMap((r) => r.inclusiveExtraIds) ?? []);
    return visibleExtras(allExtras, dates, included);
  }, [allExtras, dates, details]);

  const issues: Issue[] = submitted
    ? collectIssues({
        state,
        locale,
        t,
        kanjiNameRequired: settings.kanji_name_required,
        requirements,
        today: todayInZone(settings.hotel.time_zone),
        questions: questions,
        extras,
      })
    : [];
  const shown = Object.fromEntries(issues.map((issue) => [issue.id, issue.message]));
  const blocking: string[] = [];
  if (state.uploadingAttachments > 0) blocking.push(t('guestDetail.errorUploading'));
  if (priceCheck.status === 'unavailable') blocking.push(t('booking.priceUnavailable'));
  // A check still running does not hold the guest back: the booking call re-prices on the server.

  useEffect(() => {
    if (summaryKey > 0) summaryRef.current?.focus();
  }, [summaryKey]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const now = collectIssues({
      state: bookingStore.get(),
      locale,
      t,
      kanjiNameRequired: settings.kanji_name_required,
      requirements,
      today: todayInZone(settings.hotel.time_zone),
      questions,
      extras,
    });
    if (now.length > 0 || blocking.length > 0) {
      setSummaryKey((k) => k + 1);
      return;
    }
    setCurrentStep(bookingStore, 'payment');
  };

  const applyCoupon = async (code: string): Promise<string | null> => {
    const current = bookingStore.get().bookingDetails;
    if (!current) return null;
    try {
      const prices = await priceBooking(api, current, code);
      const withoutCoupon = roomsTotal(current.rooms).total;
      const discount = prices.reduce((sum, p) => sum + p.codeDiscount, 0);
      setRoomPrices(bookingStore, prices);
      setCoupon(bookingStore, {
        code,
        discountAmount: discount || Math.max(0, withoutCoupon - totalOf(prices)),
      });
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  };

  const removeCoupon = async () => {
    const current = bookingStore.get().bookingDetails;
    if (!current) return;
    try {
      setRoomPrices(bookingStore, await priceBooking(api, current, null));
      setCoupon(bookingStore, null);
    } catch {
      // The coupon stays applied when the price cannot be checked.
    }
  };

  const termsUrl = loginWidget?.term_of_use_url;
  const privacyUrl = loginWidget?.privacy_url;
  const consent = settings.hotel_brand.email_consent_setting;

  return (
    <div className="gd">
      <h1 tabIndex={-1}>{t('guestDetail.title')}</h1>
      {notices}
      <BookingSummary priceCheck={priceCheck} extras={allExtras} />
      <form noValidate onSubmit={onSubmit} aria-labelledby="gd-guest-heading">
        <ErrorSummary
          key={summaryKey}
          ref={summaryRef}
          issues={issues}
          blocking={submitted ? blocking : []}
        />
        <GuestForm
          errors={shown}
          requirements={requirements}
          kanjiNameRequired={settings.kanji_name_required}
          emailConsent={consent.enabled}
        />
        <RoomGuests errors={shown} />
        <AdditionalQuestions questions={questions} errors={shown} failed={failed} />
        <ExtrasSection extras={extras} dates={dates} errors={shown} />
        {settings.coupon_active ? <CouponSection onApply={applyCoupon} onRemove={removeCoupon} /> : null}
        <section className="gd-section">
          {termsUrl || privacyUrl ? (
            <p>
              {termsUrl ? (
                <a href={termsUrl} target="_blank" rel="noopener noreferrer">
                  {t('guestDetail.termsLink')}
                </a>
              ) : null}
              {termsUrl && privacyUrl ? ' · ' : null}
              {privacyUrl ? (
                <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
                  {t('guestDetail.privacyLink')}
                </a>
              ) : null}
            </p>
          ) : null}
          <CheckboxField
            id={TERMS_FIELD_ID}
            required
            label={t('guestDetail.terms')}
            checked={state.termsAccepted}
            error={shown[TERMS_FIELD_ID]}
            onChange={(checked) => setTermsAccepted(bookingStore, checked)}
          />
        </section>
        <button type="submit" className="button gd-continue">
          {t('guestDetail.continue')}
        </button>
      </form>
    </div>
  );
}
