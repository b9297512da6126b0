export interface BrowserTraits {
  userAgent: string;
  hasSegmenter: boolean;
  hasStructuredClone: boolean;
}

/** The traits of the running browser. */
export function currentBrowserTraits(): BrowserTraits {
  return {
    userAgent: navigator.userAgent,
    hasSegmenter:
      typeof Intl !== 'undefined' && typeof (Intl as { Segmenter?: unknown }).Segmenter === 'function',
    hasStructuredClone: typeof globalThis.structuredClone === 'function',
  };
}

/**
 * True for browsers older than what the widget is built for (spec section 8 warns them): Internet
 * Explorer, or an engine without Intl.Segmenter or structuredClone (before 2022).
 */
export function isObsoleteBrowser(traits: BrowserTraits): boolean {
  if (/MSIE |Trident\//.test(traits.userAgent)) return true;
  return !traits.hasSegmenter || !traits.hasStructuredClone;
}
