import { useApi, useWidget } from '../../../app/widget-context.tsx';
import { useSection } from '../../../i18n/section-catalog.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { Spinner } from '../../../shared/spinner.tsx';
import { useRemote } from '../../../shared/use-remote.ts';
import { BackToSearch } from '../back-to-search.tsx';
import { ORGANIZATION_SIGN_IN_PATH, SIGN_IN_PATH, useMemberOnly } from '../member-only.ts';
import { ExportSection } from './export-section.tsx';
import { type OrganizationRef, showOrganization } from './organization-api.ts';
import { OrganizationReservations } from './organization-reservations.tsx';
import { QuotaSection } from './quota-section.tsx';
import { type AdminT, organizationAdminTexts } from './texts.ts';
import '../../guest-detail/guest-detail.css';
import '../../payment/payment.css';
import '../my-account.css';
import './organization-admin.css';

/** Said to anyone signed in who is not an admin of an organization (spec §6), and on the server's 403. */
function AdminsOnly({ t }: { t: AdminT }) {
  return (
    <p className="payment-note payment-note--info" data-testid="organization-admins-only">
      {t('admin.adminsOnly')}
    </p>
  );
}

/** The admin's view: the quota, the reservations and the exports of the organization. */
function AdminBody({ organization, t }: { organization: OrganizationRef; t: AdminT }) {
  const api = useApi();
  const { locale } = useI18n();
  const memberId = useWidget((state) => state.user?.id ?? null);
  const remote = useRemote(
    `${memberId}|${organization.brandId}|${organization.organizationId}|${locale}`,
    () => showOrganization(api, organization),
  );
  if (remote.status === 'loading') return <Spinner label={t('admin.loading')} />;
  if (remote.status === 'error')
    return remote.error.code === 403 ? (
      <AdminsOnly t={t} />
    ) : (
      <p className="payment-note payment-note--error" role="alert">
        {remote.error.message ?? t('admin.loadFailed')}
      </p>
    );
  const details = remote.data;
  return (
    <>
      <QuotaSection organization={details} t={t} />
      <OrganizationReservations organization={organization} name={details.display_name} t={t} />
      <ExportSection
        organization={organization}
        period={{ from: details.period_start, to: details.period_end }}
        t={t}
      />
    </>
  );
}

/**
 * /organization-admin (spec §2 protected, §6): an organization's admin sees its quota of stays (max,
 * reserved and remaining room-nights in the current period), its reservations (filtered by check-in
 * dates and status, a page at a time) and downloads them as a password-protected zip. A signed-out
 * visitor goes to the corporate sign-in; anyone else signed in is told the page is for admins.
 */
export function OrganizationAdminScreen() {
  const corporateSignIn = useWidget((state) => Boolean(state.loginWidget?.organization_login_widget_enabled));
  const signedIn = useMemberOnly(corporateSignIn ? ORGANIZATION_SIGN_IN_PATH : SIGN_IN_PATH);
  const t = useSection(organizationAdminTexts);
  const { t: main } = useI18n();
  const user = useWidget((state) => state.user);
  const brandId = useWidget((state) => state.settings?.hotel_brand_id ?? null);
  if (!signedIn || !user || brandId === null) return null;
  if (!t) return <Spinner label={main('app.loading')} />;
  const { organization } = user;
  const admin = organization !== null && user.organization_role.includes('admin');
  return (
    <div className="account organization-admin">
      <BackToSearch label={t('admin.backToSearch')} />
      <h1 className="screen-title">{t('admin.title')}</h1>
      {organization ? (
        <p className="account__who" data-testid="organization-name">
          {organization.display_name || organization.name}
        </p>
      ) : null}
      {admin ? (
        <AdminBody organization={{ brandId, organizationId: organization.id }} t={t} />
      ) : (
        <AdminsOnly t={t} />
      )}
    </div>
  );
}
