import { type ReactNode, useEffect, useRef } from 'react';
import type { ApiFailure } from '../lib/api.ts';
import { useTexts } from '../lib/i18n.ts';
import { SHELL_TEXTS } from './shell.texts.ts';

/**
 * A console page: its heading (focused when the page opens, so a screen reader announces where the
 * person landed) and the document title.
 */
export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useTexts(SHELL_TEXTS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${t.consoleName}`;
  }, [title, t.consoleName]);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <>
      <div className="page-head">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {actions ? <div className="page-actions">{actions}</div> : null}
      </div>
      {children}
    </>
  );
}

/** A refusal or failure, announced. */
export function ErrorNotice({ error, onRetry }: { error: ApiFailure | undefined; onRetry?: () => void }) {
  const t = useTexts(SHELL_TEXTS);
  if (!error) return null;
  return (
    <div className="notice notice-error" role="alert">
      <p>{error.message}</p>
      {onRetry ? (
        <button type="button" className="button-secondary" onClick={onRetry}>
          {t.retry}
        </button>
      ) : null}
    </div>
  );
}

/** A success or information line, announced politely. */
export function StatusNotice({ message }: { message: string | null }) {
  return (
    <div className="notice-slot" role="status" aria-live="polite">
      {message ? <p className="notice notice-info">{message}</p> : null}
    </div>
  );
}

export function Loading() {
  const t = useTexts(SHELL_TEXTS);
  return (
    <p className="loading" role="status">
      {t.loading}
    </p>
  );
}
