import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { currentBrowserTraits, isObsoleteBrowser } from './obsolete-browser.ts';

/** Spec section 8: old browsers are warned that parts of the page may not work. */
export function ObsoleteBrowserWarning() {
  const { t } = useI18n();
  const [obsolete] = useState(() => isObsoleteBrowser(currentBrowserTraits()));
  if (!obsolete) return null;
  return (
    <p className="notice notice--warning" role="status" data-testid="yadori-obsolete-browser">
      {t('browser.obsolete')}
    </p>
  );
}
