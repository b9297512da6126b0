import { useEffect, useId, useRef, useState } from 'react';

/** The words of a shown-once panel besides its heading, from the catalog of the screen that shows it. */
export interface ShownOnceTexts {
  /** Why the value must be copied now: it is read out with the value's field. */
  warning: string;
  /** The value's field. */
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  /** The button that puts the panel away. */
  stored: string;
}

/**
 * A value the server answers only once (an API key, a webhook signing secret): the warning, the value
 * to select or copy, and a button that puts it away. Its heading takes the focus when it appears, so a
 * screen reader reads the warning first; whether the copy went through is announced politely.
 * @example <ShownOncePanel title={t.newKeyTitle(name)} texts={t.newKeyPanel} value={key} testId="new-api-key" onDismiss={close} />
 */
export function ShownOncePanel({
  title,
  texts,
  value,
  testId,
  onDismiss,
}: {
  title: string;
  texts: ShownOnceTexts;
  value: string;
  testId: string;
  onDismiss: () => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <section className="notice notice-warning" aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p id={`${id}-warning`}>
        <strong>{texts.warning}</strong>
      </p>
      <div className="field">
        <label htmlFor={`${id}-value`}>{texts.label}</label>
        <input
          id={`${id}-value`}
          className="json-value"
          readOnly
          value={value}
          aria-describedby={`${id}-warning`}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="button-row">
        <button type="button" onClick={copy}>
          {texts.copy}
        </button>
        <button type="button" className="button-secondary" onClick={onDismiss}>
          {texts.stored}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {copyState === 'idle' ? null : <p>{copyState === 'copied' ? texts.copied : texts.copyFailed}</p>}
      </div>
    </section>
  );
}
