import { useId } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';

export interface GuestCounterProps {
  label: string;
  /** Extra words after the label, e.g. a tier's ages. */
  hint?: string;
  /** Names the room for screen readers when there are several. */
  context: string;
  value: number;
  min: number;
  max: number;
  onStep: (step: 1 | -1) => void;
}

/** A count of guests with − and + buttons (at least 44 px), bounded by `min` and `max`. */
export function GuestCounter({ label, hint, context, value, min, max, onStep }: GuestCounterProps) {
  const { t } = useI18n();
  const id = useId();
  const full = `${label}, ${context}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the label shares a row with its buttons, which a legend cannot
    <div className="guest-counter" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="guest-counter__label">
        {label}
        {hint ? <span className="guest-counter__hint"> {hint}</span> : null}
        <span className="visually-hidden">, {context}</span>
      </span>
      <span className="guest-counter__controls">
        <button
          type="button"
          className="guest-counter__button"
          aria-label={t('searchForm.decrease', { label: full })}
          disabled={value <= min}
          onClick={() => onStep(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output
          className="guest-counter__value"
          aria-live="polite"
          aria-label={t('searchForm.guestCount', { label, count: value })}
        >
          {value}
        </output>
        <button
          type="button"
          className="guest-counter__button"
          aria-label={t('searchForm.increase', { label: full })}
          disabled={value >= max}
          onClick={() => onStep(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </span>
    </div>
  );
}
