import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import { textColourOn } from './luminance.ts';

type ThemeSettings = Pick<BookingWidgetSettings, 'button_colour' | 'header_colour' | 'font'>;

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans", sans-serif';

/** The hotel's brand as CSS custom properties, set on the widget root (see styles.css). */
export function brandThemeVariables(settings: ThemeSettings): Record<string, string> {
  // Quotes and backslashes would end the family name early; a font name never needs them.
  const family = settings.font.replace(/["\\;{}]/g, '').trim();
  return {
    '--yadori-button-bg': settings.button_colour,
    '--yadori-button-fg': textColourOn(settings.button_colour),
    '--yadori-header-bg': settings.header_colour,
    '--yadori-header-fg': textColourOn(settings.header_colour),
    '--yadori-font': family ? `"${family}", ${SYSTEM_FONTS}` : SYSTEM_FONTS,
  };
}
