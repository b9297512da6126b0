import { type CSSProperties, Suspense, useEffect, useMemo } from 'react';
import { useLocation, useRouter } from 'wouter';
import { brandThemeVariables } from '../features/branding/brand-theme.ts';
import { NoticeBanner } from '../features/layout/notice-banner.tsx';
import { ObsoleteBrowserWarning } from '../features/layout/obsolete-browser-warning.tsx';
import { SiteFooter } from '../features/layout/site-footer.tsx';
import { SiteHeader } from '../features/layout/site-header.tsx';
import { MAIN_ID, SkipLink } from '../features/layout/skip-link.tsx';
import { useI18n } from '../i18n/use-i18n.ts';
import { Spinner } from '../shared/spinner.tsx';
import { navigateTo, SEARCH_PATH } from './navigation.ts';
import { NO_HOTEL_CODE_ROUTE, ROUTES, type RouteDef } from './routes.ts';
import { siteTitle } from './standalone-page.ts';
import { useWidget } from './widget-context.tsx';

function useCurrentRoute(): RouteDef | undefined {
  const [path] = useLocation();
  const { parser } = useRouter();
  const hasHotelCode = useWidget((state) => state.startQuery.hotelCode !== null);
  if (!hasHotelCode) return NO_HOTEL_CODE_ROUTE;
  return ROUTES.find((route) => parser(route.path).pattern.exec(path));
}

/** The layout around every screen once init has arrived: landmarks, branding, banner, title. */
export function Shell() {
  const route = useCurrentRoute();
  const settings = useWidget((state) => state.settings);
  const { locale, t } = useI18n();

  // An empty path and paths without a screen go to search, keeping the query.
  useEffect(() => {
    if (!route) navigateTo(SEARCH_PATH, { replace: true });
  }, [route]);

  useEffect(() => {
    if (!route) return;
    const page = t(route.titleKey);
    document.title = settings ? t('app.pageTitle', { page, hotel: siteTitle(settings, locale) }) : page;
  }, [route, settings, locale, t]);

  const theme = useMemo(
    () => (settings ? (brandThemeVariables(settings) as CSSProperties) : undefined),
    [settings],
  );
  const Screen = route?.screen;

  return (
    <div className="yadori" style={theme}>
      <SkipLink />
      <SiteHeader hideLanguageSelector={route?.hideLanguageSelector ?? false} />
      <NoticeBanner />
      <ObsoleteBrowserWarning />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        <Suspense fallback={<Spinner label={t('app.loading')} />}>{Screen ? <Screen /> : null}</Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
