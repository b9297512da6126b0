import type { PartnerKeyCreated } from '@yadori/contract/partner-keys.schema';
import { useEffect, useId, useRef, useState } from 'react';
import { useTexts } from '../lib/i18n.ts';
import { API_KEY_TEXTS } from './api-keys.texts.ts';

/**
 * The key just made, shown this once (the server keeps only its sha256): the warning, the key to
 * select or copy, and a button that puts it away. Its heading takes the focus when it appears, so a
 * screen reader reads the warning first.
 */
export function NewApiKeyPanel({
  created,
  onDismiss,
}: {
  created: PartnerKeyCreated;
  onDismiss: () => void;
}) {
  const t = useTexts(API_KEY_TEXTS);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <section className="notice notice-warning" aria-labelledby={`${id}-title`} data-testid="new-api-key">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t.newKeyTitle(created.name)}
      </h2>
      <p id={`${id}-warning`}>
        <strong>{t.newKeyWarning}</strong>
      </p>
      <div className="field">
        <label htmlFor={`${id}-key`}>{t.keyLabel}</label>
        <input
          id={`${id}-key`}
          className="json-value"
          readOnly
          value={created.key}
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
