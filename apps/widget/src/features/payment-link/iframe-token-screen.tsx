import { useEffect, useRef, useState } from 'react';
import { currentAddress } from '../../app/navigation.ts';
import { useDocumentTitle } from '../../app/page-title.ts';
import { useSection } from '../../i18n/section-catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { handOverPayPalResult } from './iframe-token.ts';
import { paymentLinkTexts } from './texts.ts';

/** `/iframe-token`: hands PayPal's answer to the payments page (see `handOverPayPalResult`). */
export function IframeTokenScreen() {
  const t = useSection(paymentLinkTexts);
  const { t: main } = useI18n();
  const [outcome, setOutcome] = useState<'working' | 'posted' | 'invalid'>('working');
  const done = useRef(false);
  useDocumentTitle(t ? t('return.title') : null);

  useEffect(() => {
    // Once, also under StrictMode's double effects: the result is posted or followed a single time.
    if (done.current) return;
    done.current = true;
    const handed = handOverPayPalResult(currentAddress().params);
    if (handed !== 'navigated') setOutcome(handed);
  }, []);

  if (!t) return <Spinner label={main('app.loading')} />;
  return (
    <div className="booking-outcome payment-link">
      <h1 className="screen-title">{t('return.title')}</h1>
      <p role="status">
        {outcome === 'working'
          ? t('return.working')
          : outcome === 'posted'
            ? t('return.closeWindow')
            : t('return.invalid')}
      </p>
    </div>
  );
}
