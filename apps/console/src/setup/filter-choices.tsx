import { CheckboxField } from '../forms/field.tsx';
import { useLocale, useTexts } from '../lib/i18n.ts';
import type { StaffHotel } from './property-api.ts';
import { SETUP_TEXTS } from './setup.texts.ts';

/** The hotel's search filters (its settings) a room type or plan matches; nothing when it has none. */
export function FilterChoices({
  filters,
  chosen,
  onChange,
  errors,
}: {
  filters: StaffHotel['settings']['room_search_filters'];
  chosen: number[];
  onChange: (ids: number[]) => void;
  errors?: readonly string[] | undefined;
}) {
  const t = useTexts(SETUP_TEXTS);
  const locale = useLocale();
  if (filters.length === 0) return null;
  return (
    <fieldset>
      <legend>{t.filters}</legend>
      {errors ? <p className="field-error">{errors.join(' ')}</p> : null}
      {filters.map((filter) => (
        <CheckboxField
          key={filter.id}
          label={filter.translations.find((tr) => tr.locale === locale)?.name || filter.name}
          checked={chosen.includes(filter.id)}
          onChange={(on) => onChange(on ? [...chosen, filter.id] : chosen.filter((id) => id !== filter.id))}
        />
      ))}
    </fieldset>
  );
}
