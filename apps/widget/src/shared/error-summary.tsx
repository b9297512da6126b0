import type { Ref } from 'react';
import { useI18n } from '../i18n/use-i18n.ts';

/** One problem of the form: the field it belongs to, its label and the text shown. */
export interface Issue {
  id: string;
  label: string;
  message: string;
}

/**
 * The form's problems after Continue (WCAG 3.3.1): announced (role="alert"), focused, each a link
 * that moves focus to its field.
 */
export function ErrorSummary({
  issues,
  blocking,
  ref,
}: {
  issues: readonly Issue[];
  /** Problems that belong to no field (uploads running, rooms no longer bookable). */
  blocking: readonly string[];
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useI18n();
  const empty = issues.length === 0 && blocking.length === 0;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={empty ? 'gd-error-summary gd-error-summary--empty' : 'gd-error-summary'}
      aria-labelledby={empty ? undefined : 'gd-error-summary-title'}
    >
      {empty ? null : (
        <>
          <h2 id="gd-error-summary-title">{t('guestDetail.errorSummary')}</h2>
          <ul>
            {blocking.map((message) => (
              <li key={message}>{message}</li>
            ))}
            {issues.map((issue) => (
              <li key={issue.id}>
                <a
                  href={`#${issue.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    const field = document.getElementById(issue.id);
                    field?.focus();
                    field?.scrollIntoView?.({ block: 'center' });
                  }}
                >
                  {t('guestDetail.errorLine', { field: issue.label, error: issue.message })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
