import { useEffect } from 'react';
import { useI18n } from '../i18n/use-i18n.ts';
import { siteTitle } from './standalone-page.ts';
import { useWidget } from './widget-context.tsx';

/** Names the page in the document title ("page | hotel"); null leaves the title as it is. */
export function useDocumentTitle(page: string | null): void {
  const settings = useWidget((state) => state.settings);
  const { locale, t } = useI18n();
  useEffect(() => {
    if (page === null) return;
    document.title = settings ? t('app.pageTitle', { page, hotel: siteTitle(settings, locale) }) : page;
  }, [page, settings, locale, t]);
}
