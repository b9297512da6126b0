import { useId } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';

export interface QuantityStepperProps {
  /** What is counted, for screen readers: the room and plan names. */
  label: string;
  value: number;
  /** The most that may be chosen now (rooms left of the type, minus those chosen in other plans). */
  max: number;
  onStep: (step: 1 | -1) => void;
  /** The id of the text saying why "+" is disabled, when it is for a reason beyond the count. */
  increaseDescribedBy?: string;
}

/** The room quantity stepper of spec section 4: changes by one, never below 0, never above `max`. */
export function QuantityStepper({ label, value, max, onStep, increaseDescribedBy }: QuantityStepperProps) {
  const { t } = useI18n();
  const id = useId();
  return (
    <fieldset className="stepper" aria-describedby={`${id}-value`}>
      <legend className="visually-hidden">{t('results.quantityLabel', { item: label })}</legend>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('results.decrease', { item: label })}
        disabled={value <= 0}
        onClick={() => onStep(-1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output id={`${id}-value`} className="stepper__value" aria-live="polite">
        {t(value === 1 ? 'results.quantityOne' : 'results.quantityOther', { count: value })}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('results.increase', { item: label })}
        aria-describedby={value >= max ? increaseDescribedBy : undefined}
        disabled={value >= max}
        onClick={() => onStep(1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  );
}
