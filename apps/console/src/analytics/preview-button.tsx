import { useId, useState } from 'react';
import { useSubmit } from '../forms/use-submit.ts';
import { useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { ErrorNotice } from '../shell/page.tsx';
import { analyticsApi } from './analytics-api.ts';
import { PREVIEW_TEXTS } from './preview.texts.ts';
import './analytics.css';

/**
 * Opens the hotel's booking page in preview mode in a new tab (spec section 6, decision 061): a preview
 * token is asked for at each press (it lasts an hour), and its address opened without a way back to
 * the console (`noopener`). A browser that blocks the new tab still leaves the address as a link.
 */
export function PreviewButton({ hotelId }: { hotelId: number }) {
  const t = useTexts(PREVIEW_TEXTS);
  const { may } = useSession();
  const id = useId();
  const [url, setUrl] = useState<string | null>(null);
  const preview = useSubmit(
    () => analyticsApi.previewToken(hotelId),
    (token) => {
      setUrl(token.url);
      window.open(token.url, '_blank', 'noopener');
    },
  );
  if (!may('hotel.read')) return null;
  return (
    <div className="preview-action">
      <button
        type="button"
        className="button-secondary"
        disabled={preview.busy}
        aria-describedby={`${id}-hint`}
        onClick={() => {
          setUrl(null);
          void preview.submit();
        }}
      >
        {preview.busy ? t.opening : t.preview}
      </button>
      <small id={`${id}-hint`} className="muted">
        {t.hint}
      </small>
      <div role="status" aria-live="polite">
        {url ? (
          <p>
            {t.opened}{' '}
            <a href={url} target="_blank" rel="noopener noreferrer">
              {t.openAgain}
            </a>
          </p>
        ) : null}
      </div>
      <ErrorNotice error={preview.failure} />
    </div>
  );
}
