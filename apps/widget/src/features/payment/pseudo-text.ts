import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../../i18n/pseudo-locale.ts';

/**
 * Test helper: the text on screen that did not come from the (pseudo-localized) catalog. Money,
 * dates and counts are data, and so is everything in `data` (hotel data, names, numbers).
 */
export function untranslatedText(root: HTMLElement, data: readonly string[] = []): string[] {
  const allowed = new Set(data);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (!text || allowed.has(text) || /^[-−+¥₩$\d\s/,.:×~]+$/.test(text)) continue;
    if (!(text.startsWith(PSEUDO_OPEN) && text.endsWith(PSEUDO_CLOSE))) found.push(text);
  }
  return found;
}
