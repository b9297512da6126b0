import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { call } from '../../api/call.ts';
import { currentAddress, SEARCH_PATH } from '../../app/navigation.ts';
import { siteTitle } from '../../app/standalone-page.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { goWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { useAnalytics } from '../analytics/use-analytics.ts';
import { bookingStore, useBooking } from '../booking-state/booking-store.ts';
import { postToHost } from '../host/host-messages.ts';
import { mainHeading, startStep, useStepStart } from '../host/step-start.ts';
import { ProgressBar } from '../layout/progress-bar.tsx';
import { GuestDetailForm } from './guest-detail-form.tsx';
import { handOverSelection, prefillFromMember } from './hand-over.ts';
import './guest-detail.css';

const PaymentStep = lazy(() =>
  import('../payment/payment-step.tsx').then((m) => ({ default: () => m.PaymentStep() })),
);

function NoRooms() {
  const { t } = useI18n();
  return (
    <section className="gd-empty">
      <p>{t('booking.noRooms')}</p>
      <a
        className="button"
        href={SEARCH_PATH}
        onClick={(event) => {
          event.preventDefault();
          goWith(SEARCH_PATH);
        }}
      >
        {t('booking.backToResults')}
      </a>
    </section>
  );
}

/**
 * /reservation/guest-detail (spec section 2): the guest's details, then the payment step on the same
 * address. The progress bar follows the booking's current step. `notices` (the app's route hands over
 * the hotel's banners and notices) go under the details' heading.
 */
export function GuestDetailScreen({ notices }: { notices?: ReactNode }) {
  const settings = useWidget((state) => state.settings) as BookingWidgetSettings;
  const inChatbot = useWidget((state) => state.startQuery.inChatbotIframe);
  const user = useWidget((state) => state.user);
  const { locale, t } = useI18n();
  const [hasBooking] = useState(() => {
    const found = handOverSelection(settings, currentAddress().params.toString());
    if (found) prefillFromMember(user, locale);
    return found;
  });
  // A signed-in member's kana names and phone come from /user/me (whoami has the name and email only).
  const api = useApi();
  const memberId = user?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per member and booking; the language is the one the booking started in.
  useEffect(() => {
    if (memberId === null || !hasBooking) return;
    let live = true;
    call(api, 'GET /book/user/me', {}).then(
      (answer) => live && prefillFromMember(answer.data, locale),
      // Without it the form keeps what whoami gave; a lost sign-in is the api client's to tell.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [memberId, hasBooking]);
  // The analytics event layer (decision 061): checkout begins with the rooms handed over.
  const track = useAnalytics();
  useEffect(() => {
    const details = bookingStore.get().bookingDetails;
    if (hasBooking && details)
      track((events, analytics) =>
        events.analyticsEvent('begin_checkout', analytics, events.bookedLines(details.rooms)),
      );
  }, [track, hasBooking]);
  const step = useBooking((state) => state.currentStep);
  const exists = useBooking((state) => (state.bookingDetails?.rooms.length ?? 0) > 0);

  // Spec section 2: the page scrolls to the top, and each step starts at the top too — embedded
  // inline, the host page scrolls to the widget — with keyboard and screen-reader focus on the step's
  // heading (the payment step focuses its own once it has loaded).
  useStepStart('guest-details', hasBooking && exists);
  const firstStep = useRef(step);
  useEffect(() => {
    if (step === firstStep.current) {
      window.scrollTo?.(0, 0);
      return;
    }
    firstStep.current = step;
    startStep(mainHeading(), { toTop: true });
  }, [step]);

  // Spec section 2: the payment step has its own page title. The shell titles the route when it
  // renders, so the step's title is written after that.
  useEffect(() => {
    const page = t(step === 'payment' ? 'payment.title' : 'guestDetail.title');
    const timer = setTimeout(() => {
      document.title = t('app.pageTitle', { page, hotel: siteTitle(settings, locale) });
    }, 0);
    return () => clearTimeout(timer);
  }, [step, settings, locale, t]);

  // Spec section 2: with the chatbot on, the host page hides the chatbot's sign-in on guest detail.
  useEffect(() => {
    if (settings.chatbot_setting.enabled && !inChatbot) postToHost({ type: 'hide-chatbot-sign-in' });
  }, [settings, inChatbot]);

  if (!hasBooking || !exists) return <NoRooms />;
  if (step === 'payment') {
    return (
      <>
        <ProgressBar current="payment" />
        <Suspense fallback={<Spinner label={t('guestDetail.paymentLoading')} />}>
          <PaymentStep />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <ProgressBar current="guest-details" />
      <GuestDetailForm settings={settings} notices={notices} />
    </>
  );
}
