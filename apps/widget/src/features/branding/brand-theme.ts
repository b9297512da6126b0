import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';
import { textColourOn } from './luminance.ts';

type ThemeSettings = Pick<BookingWidgetSettings, 'button_colour' | 'header_colour' | 'font'>;

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans", sans-serif';

/** CSS's generic families: a keyword, never quoted (quoted, it names a font that does not exist). */
const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
]);

/**
 * The hotel's font setting as a CSS font stack: one family (`Noto Sans JP`) or a list of them
 * (`"Noto Sans JP", "Hiragino Sans", sans-serif`), each name quoted (quotes, backslashes and the
 * characters that would end the declaration are dropped first), generic families as keywords, and
 * the system fonts after them. Quoting a whole list as one name made the browser look up a font that
 * cannot exist before every fallback, on every piece of text.
 * @example fontStack('"Noto Sans JP", sans-serif') // '"Noto Sans JP", sans-serif, system-ui, …'
 */
export function fontStack(setting: string): string {
  const names = setting
    .replace(/["'\\;{}]/g, '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => (GENERIC_FAMILIES.has(name.toLowerCase()) ? name.toLowerCase() : `"${name}"`));
  return [...names, SYSTEM_FONTS].join(', ');
}

/** The hotel's brand as CSS custom properties, set on the widget root (see styles.css). */
export function brandThemeVariables(settings: ThemeSettings): Record<string, string> {
  return {
    '--yadori-button-bg': settings.button_colour,
    '--yadori-button-fg': textColourOn(settings.button_colour),
    '--yadori-header-bg': settings.header_colour,
    '--yadori-header-fg': textColourOn(settings.header_colour),
    '--yadori-font': fontStack(settings.font),
  };
}
