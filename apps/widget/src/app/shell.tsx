import { type CSSProperties, lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { brandThemeVariables } from '../features/branding/brand-theme.ts';
import { isEmbedded } from '../features/host/host-messages.ts';
import { NoticeBanner } from '../features/layout/notice-banner.tsx';
import { ObsoleteBrowserWarning } from '../features/layout/obsolete-browser-warning.tsx';
import { SiteFooter } from '../features/layout/site-footer.tsx';
import { SiteHeader } from '../features/layout/site-header.tsx';
import { MAIN_ID, SkipLink } from '../features/layout/skip-link.tsx';
import { previewStore } from '../features/preview/preview-mode.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { useStore } from '../lib/create-store.ts';
import { Spinner } from '../shared/spinner.tsx';
import { currentAddress, MAINTENANCE_PATH, navigateTo, SEARCH_PATH } from './navigation.ts';
import { useDocumentTitle } from './page-title.ts';
import { rememberReturnPage } from './return-path.ts';
import { CHAT_AUTH_PATHS, MEMBER_AUTH_PATHS } from './route-paths.ts';
import { NO_HOTEL_CODE_ROUTE, type RouteDef, routeOf } from './routes.ts';
import { useWidget } from './widget-context.tsx';

function useCurrentRoute(): RouteDef | undefined {
  const [path] = useLocation();
  const hasHotelCode = useWidget((state) => state.startQuery.hotelCode !== null);
  return routeOf(path, hasHotelCode);
}

// Preview mode's banner (decision 061) loads only in preview mode: guests never download it.
const PreviewBanner = lazy(() =>
  import('../features/preview/preview-banner.tsx').then((m) => ({ default: m.PreviewBanner })),
);

const NOT_RETURNED_TO: ReadonlySet<string> = new Set([
  ...MEMBER_AUTH_PATHS,
  ...CHAT_AUTH_PATHS,
  MAINTENANCE_PATH,
]);
/** The layout around every screen once init has arrived: landmarks, branding, banner, title. */
export function Shell() {
  const route = useCurrentRoute();
  const settings = useWidget((state) => state.settings);
  const previewing = useStore(previewStore, (state) => state.preview !== null);
  const { t } = useI18n();

  // An empty path and paths without a screen go to search, keeping the query.
  useEffect(() => {
    if (!route) navigateTo(SEARCH_PATH, { replace: true });
  }, [route]);

  // After signing in, a member goes back to the page they came from (its query may change alone).
  useEffect(() => {
    if (!route || route === NO_HOTEL_CODE_ROUTE || NOT_RETURNED_TO.has(route.path)) return;
    const { path, params } = currentAddress();
    rememberReturnPage(path, params.toString());
  });

  useDocumentTitle(route?.titleKey ? t(route.titleKey) : null);

  const theme = useMemo(
    () => (settings ? (brandThemeVariables(settings) as CSSProperties) : undefined),
    [settings],
  );
  const Screen = route?.screen;

  return (
    // A page of its own keeps the footer below the fold while a screen loads (see .yadori--page in
    // styles.css); in a frame the loader fits the frame to the content, so the content sets the height.
    <div className={isEmbedded() ? 'yadori' : 'yadori yadori--page'} style={theme}>
      <SkipLink />
      <SiteHeader
        hideLanguageSelector={route?.hideLanguageSelector ?? false}
        closeButtonOnly={route?.closeButtonOnly ?? false}
        brandOnly={route?.outsideMainLayout ?? false}
      />
      {previewing ? (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      ) : null}
      <NoticeBanner />
      <ObsoleteBrowserWarning />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        <Suspense fallback={<Spinner label={t('app.loading')} />}>{Screen ? <Screen /> : null}</Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
