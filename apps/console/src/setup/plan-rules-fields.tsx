import { CheckboxField, Field, type fieldErrors } from '../forms/field.tsx';
import { useTexts } from '../lib/i18n.ts';
import { PLANS_TEXTS } from './plans.texts.ts';
import type { PlanDraft } from './plans-screens.tsx';

type Errors = ReturnType<typeof fieldErrors>;
type TextKey = {
  [K in keyof PlanDraft]: PlanDraft[K] extends string ? K : never;
}[keyof PlanDraft];

/** When a plan sells: its sale and stay periods, booking window and deadline, stay lengths, day use. */
export function PlanRulesFields({
  draft,
  set,
  errors,
}: {
  draft: PlanDraft;
  set: (change: Partial<PlanDraft>) => void;
  errors: Errors;
}) {
  const t = useTexts(PLANS_TEXTS);
  const input = (
    key: TextKey,
    label: string,
    field: string,
    props: { type: 'date' } | { type: 'number'; min: number; max: number },
    hint?: string,
  ) => (
    <Field label={label} hint={hint} error={errors(field)}>
      {(c) => (
        <input
          {...c}
          {...props}
          value={draft[key] as string}
          onChange={(e) => set({ [key]: e.currentTarget.value } as Partial<PlanDraft>)}
        />
      )}
    </Field>
  );
  const date = { type: 'date' } as const;
  const days = { type: 'number', min: 0, max: 3650 } as const;
  const nights = { type: 'number', min: 0, max: 365 } as const;
  const hours = { type: 'number', min: 0, max: 24 } as const;
  return (
    <>
      <fieldset>
        <legend>{t.salePeriod}</legend>
        <p className="muted">{t.periodHint}</p>
        <div className="form-row">
          {input('saleStartsOn', t.saleStartsOn, 'sale_starts_on', date)}
          {input('saleEndsOn', t.saleEndsOn, 'sale_ends_on', date)}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.stayPeriod}</legend>
        <div className="form-row">
          {input('stayStartsOn', t.stayStartsOn, 'stay_starts_on', date)}
          {input('stayEndsOn', t.stayEndsOn, 'stay_ends_on', date)}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.bookingWindow}</legend>
        <div className="form-row">
          {input('minDaysInAdvance', t.minDaysInAdvance, 'min_days_in_advance', days)}
          {input('maxDaysInAdvance', t.maxDaysInAdvance, 'max_days_in_advance', days, t.noLimitHint)}
          {input('deadlineDaysBefore', t.deadlineDaysBefore, 'deadline_days_before', {
            type: 'number',
            min: 0,
            max: 365,
          })}
          {input('deadlineHour', t.deadlineHour, 'deadline_hour', hours, t.deadlineHourHint)}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.stayLength}</legend>
        <div className="form-row">
          {input('minNights', t.minNights, 'min_nights', nights)}
          {input('maxNights', t.maxNights, 'max_nights', nights, t.noLimitHint)}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.dayUse}</legend>
        <CheckboxField
          label={t.isDayUse}
          checked={draft.isDayUse}
          onChange={(isDayUse) => set({ isDayUse })}
        />
        {draft.isDayUse ? (
          <div className="form-row">
            {input('dayUseStartHour', t.dayUseStartHour, 'day_use_start_hour', hours)}
            {input('dayUseEndHour', t.dayUseEndHour, 'day_use_end_hour', hours)}
          </div>
        ) : null}
      </fieldset>
    </>
  );
}
