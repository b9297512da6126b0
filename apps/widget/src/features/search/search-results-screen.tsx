import { useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { hotelDisplayName } from '../branding/hotel-name.ts';

/**
 * The search results page (`/booking/result`, also `/`). The shell names the hotel and holds the
 * labelled region the search issue fills; nothing is shown that is not real yet.
 */
export function SearchResultsScreen() {
  const settings = useWidget((state) => state.settings);
  const { locale, t } = useI18n();
  // Start-up failed: the banner says why, and there is no hotel to show.
  if (!settings) return null;
  return (
    <>
      <h1 className="screen-title">{hotelDisplayName(settings, locale)}</h1>
      <section
        className="search-results"
        aria-label={t('searchResults.regionLabel')}
        data-testid="search-results"
      />
    </>
  );
}
