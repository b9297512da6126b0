import type { Catalog, MessageKey } from './catalog.ts';

const PLAIN = 'aeiouAEIOUcny';
const ACCENTED = 'áéíóúÁÉÍÓÚçñý';

/** Marks pseudo-localized text so a test can tell it from text that bypassed the catalog. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** Accents the letters of `text` and brackets it, keeping `{placeholders}` usable. */
export function pseudoLocalize(text: string): string {
  const parts = text.split(/(\{\w+\})/);
  const body = parts
    .map((part) =>
      /^\{\w+\}$/.test(part) ? part : part.replace(/[a-zA-Z]/g, (ch) => ACCENTED[PLAIN.indexOf(ch)] ?? ch),
    )
    .join('');
  return `${PSEUDO_OPEN}${body}${PSEUDO_CLOSE}`;
}

/**
 * A catalog whose every text is pseudo-localized: render with it in tests, and any plain text left
 * on screen was never translated.
 */
export function pseudoCatalog(source: Catalog): Catalog {
  const out = {} as Record<MessageKey, string>;
  for (const key of Object.keys(source) as MessageKey[]) out[key] = pseudoLocalize(source[key]);
  return out;
}
