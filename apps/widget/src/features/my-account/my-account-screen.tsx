import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useWidget } from '../../app/widget-context.tsx';
import { useSection } from '../../i18n/section-catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { goWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { memberName } from './account-rules.ts';
import { BackToSearch } from './back-to-search.tsx';
import { PAYMENT_OPTIONS_PATH, PROFILE_PATH, RESERVATIONS_PATH, useMemberOnly } from './member-only.ts';
import { POINTS_PATH, PointsTab, usePointsAccess } from './points-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { ReservationsTab } from './reservations-tab.tsx';
import { TabList, TabPanel } from './tab-list.tsx';
import { accountTexts } from './texts.ts';
import '../guest-detail/guest-detail.css';
import '../payment/payment.css';
import './my-account.css';

// The saved cards load with their tab: their code and texts stay out of the other tabs' chunk.
const PaymentOptionsTab = lazy(() =>
  import('./payment-options-tab.tsx').then((m) => ({ default: m.PaymentOptionsTab })),
);

type AccountTab = 'profile' | 'reservations' | 'points' | 'payment-options';
const TAB_PATH: Readonly<Record<AccountTab, string>> = {
  profile: PROFILE_PATH,
  reservations: RESERVATIONS_PATH,
  points: POINTS_PATH,
  'payment-options': PAYMENT_OPTIONS_PATH,
};

/** The address's tab: /my-account and /my-account/profile show the profile (spec §2 default). */
export const tabOf = (path: string): AccountTab =>
  path.startsWith(RESERVATIONS_PATH)
    ? 'reservations'
    : path.startsWith(POINTS_PATH)
      ? 'points'
      : path.startsWith(PAYMENT_OPTIONS_PATH)
        ? 'payment-options'
        : 'profile';

/**
 * /my-account (spec §2; protected): the profile (default), the reservations, the points when the
 * member may use them (spec §6) and the payment options (saved cards) as tabs. No empty tab is shown.
 */
export function MyAccountScreen() {
  const signedIn = useMemberOnly();
  const t = useSection(accountTexts);
  const [path] = useLocation();
  const hotelId = useWidget((state) => state.settings?.hotel_id ?? null);
  const user = useWidget((state) => state.user);
  const { locale, t: main } = useI18n();
  const points = usePointsAccess(hotelId, tabOf(path) === 'points');
  if (!signedIn || hotelId === null) return null;
  if (!t) return <Spinner label={main('app.loading')} />;
  const tab = tabOf(path);
  const name = user ? memberName({ ...user, first_name_kana: null, last_name_kana: null }, locale) : '';
  return (
    <div className="account">
      <BackToSearch label={t('account.backToSearch')} />
      <h1 className="screen-title">{t('account.title')}</h1>
      {name.trim() ? <p className="account__who">{t('account.signedInAs', { name })}</p> : null}
      <TabList
        label={t('account.sections')}
        idPrefix="account"
        tabs={[
          { id: 'profile', label: t('account.tabProfile') },
          { id: 'reservations', label: t('account.tabReservations') },
          ...(points.state === 'usable' ? [{ id: 'points' as const, label: points.name }] : []),
          { id: 'payment-options', label: main('menu.paymentOptions') },
        ]}
        current={tab}
        onSelect={(next) => goWith(TAB_PATH[next], { status: null, page: null, scope: null })}
      />
      <TabPanel idPrefix="account" current={tab}>
        {tab === 'profile' ? <ProfileTab hotelId={hotelId} t={t} /> : null}
        {tab === 'reservations' ? <ReservationsTab t={t} /> : null}
        {tab === 'points' ? (
          points.state === 'usable' ? (
            <PointsTab hotelId={hotelId} access={points} t={t} />
          ) : (
            <Spinner label={t('account.loading')} />
          )
        ) : null}
        {tab === 'payment-options' ? (
          <Suspense fallback={<Spinner label={main('app.loading')} />}>
            <PaymentOptionsTab hotelId={hotelId} />
          </Suspense>
        ) : null}
      </TabPanel>
    </div>
  );
}
