import { useEffect, useId, useState } from 'react';
import { ApiFailure, getToken, refusalOf } from '../lib/api.ts';
import { download } from '../lib/download.ts';
import { getLocale, useTexts } from '../lib/i18n.ts';
import { PAYMENT_LINK_DETAIL_TEXTS } from './payment-link-detail.texts.ts';
import { type PaymentLink, qrImagePath } from './payment-links-api.ts';

/**
 * The image at `path` under /staff as an object URL for an <img>: an <img src> cannot carry the
 * console's bearer token, so the bytes come through `fetch` with it. The URL is let go when the path
 * changes or the image leaves the page.
 */
function useStaffImage(path: string): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    let live = true;
    let url: string | null = null;
    const headers: Record<string, string> = { 'tripla-locale': getLocale() };
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    setState({ url: null, failed: false });
    fetch(`/staff${path}`, { headers, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw await refusalOf(response);
        return response.blob();
      })
      .then(
        (blob) => {
          if (!live) return;
          url = URL.createObjectURL(blob);
          setState({ url, failed: false });
        },
        () => live && setState({ url: null, failed: true }),
      );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state;
}

/** A read-only address with a button that copies it; whether the copy went through is announced. */
function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const t = useTexts(PAYMENT_LINK_DETAIL_TEXTS);
  const id = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="button-row">
        <input
          id={id}
          // The address takes the row's width; the button wraps under it on a narrow screen.
          className="json-value copy-field"
          readOnly
          value={value}
          spellCheck={false}
          autoComplete="off"
          data-testid={testId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button-secondary" aria-label={t.copyLabel(label)} onClick={copy}>
          {t.copy}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {copyState === 'idle' ? null : <small>{copyState === 'copied' ? t.copied : t.copyFailed}</small>}
      </div>
    </div>
  );
}

/** Buttons that save a QR image (from the staff API, with the token) as PNG or SVG, for print. */
export function QrDownloads({
  path,
  fileName,
}: {
  path: (format: 'svg' | 'png') => string;
  fileName: (format: 'svg' | 'png') => string;
}) {
  const t = useTexts(PAYMENT_LINK_DETAIL_TEXTS);
  const [failed, setFailed] = useState(false);
  const save = async (format: 'svg' | 'png') => {
    setFailed(false);
    try {
      await download(path(format), fileName(format));
    } catch (error) {
      // A 401 has already ended the session; anything else is said here.
      if (!(error instanceof ApiFailure && error.status === 401)) setFailed(true);
    }
  };
  return (
    <>
      <div className="button-row">
        <button type="button" className="button-secondary" onClick={() => save('png')}>
          {t.downloadPng}
        </button>
        <button type="button" className="button-secondary" onClick={() => save('svg')}>
          {t.downloadSvg}
        </button>
      </div>
      {failed ? (
        <p className="field-error" role="alert">
          {t.downloadFailed}
        </p>
      ) : null}
    </>
  );
}

/**
 * Where the guest pays: the page's address and the QR code's (each to copy), the QR image itself, and
 * the image to save as PNG or SVG for print. Shown while the link can be paid.
 */
export function LinkPageSection({ link, hotelId }: { link: PaymentLink; hotelId: number }) {
  const t = useTexts(PAYMENT_LINK_DETAIL_TEXTS);
  const image = useStaffImage(qrImagePath(hotelId, link.number, 'svg'));
  return (
    <section aria-labelledby="link-page" className="stay-section">
      <h2 id="link-page">{t.pageTitle}</h2>
      <p className="muted">{t.pageIntro}</p>
      <CopyField label={t.pageAddress} value={link.url} testId="payment-link-url" />
      <CopyField label={t.qrAddress} value={link.qr_url} testId="payment-link-qr-url" />
      <h3>{t.qrTitle}</h3>
      {image.url ? (
        <img src={image.url} alt={t.qrAlt(link.number)} width={200} height={200} className="qr-image" />
      ) : (
        <p role="status">{image.failed ? t.qrFailed : t.qrLoading}</p>
      )}
      <QrDownloads
        path={(format) => qrImagePath(hotelId, link.number, format)}
        fileName={(format) => `payment-link-${link.number}.${format}`}
      />
    </section>
  );
}
