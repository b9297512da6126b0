import type { WebhookEndpointWithSecret } from '@yadori/contract/webhooks.schema';
import { useEffect, useId, useRef, useState } from 'react';
import { useTexts } from '../lib/i18n.ts';
import { WEBHOOK_TEXTS } from './webhooks.texts.ts';

/**
 * An endpoint's signing secret just made or rotated, shown this once (the server keeps it sealed and
 * never answers it again): the warning, the secret to select or copy, and a button that puts it away.
 * Its heading takes the focus when it appears, so a screen reader reads the warning first.
 */
export function SecretPanel({
  endpoint,
  onDismiss,
}: {
  endpoint: WebhookEndpointWithSecret;
  onDismiss: () => void;
}) {
  const t = useTexts(WEBHOOK_TEXTS);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(endpoint.secret);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <section className="notice notice-warning" aria-labelledby={`${id}-title`} data-testid="webhook-secret">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t.secretTitle(endpoint.url)}
      </h2>
      <p id={`${id}-warning`}>
        <strong>{t.secretWarning}</strong>
      </p>
      <div className="field">
        <label htmlFor={`${id}-secret`}>{t.secretLabel}</label>
        <input
          id={`${id}-secret`}
          readOnly
          value={endpoint.secret}
          aria-describedby={`${id}-warning`}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="button-row">
        <button type="button" onClick={copy}>
          {t.copy}
        </button>
        <button type="button" className="button-secondary" onClick={onDismiss}>
          {t.stored}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {copyState === 'idle' ? null : <p>{copyState === 'copied' ? t.copied : t.copyFailed}</p>}
      </div>
    </section>
  );
}
