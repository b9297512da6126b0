import { useI18n } from '../../i18n/use-i18n.ts';

export type ProgressStep = 'guest-details' | 'payment' | 'confirmation';

const STEPS = [
  { step: 'guest-details', labelKey: 'progress.guestDetails' },
  { step: 'payment', labelKey: 'progress.payment' },
  { step: 'confirmation', labelKey: 'progress.confirmation' },
] as const;

/** The three booking steps of spec section 2; the current one carries aria-current="step". */
export function ProgressBar({ current }: { current: ProgressStep }) {
  const { t } = useI18n();
  const currentIndex = STEPS.findIndex((s) => s.step === current);
  return (
    <nav className="progress" aria-label={t('progress.label')}>
      <ol className="progress__steps">
        {STEPS.map(({ step, labelKey }, index) => (
          <li
            key={step}
            className={`progress__step${index < currentIndex ? ' progress__step--done' : ''}`}
            aria-current={step === current ? 'step' : undefined}
          >
            <span className="progress__number" aria-hidden="true">
              {index + 1}
            </span>
            {t(labelKey)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
