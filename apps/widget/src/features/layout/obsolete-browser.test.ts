import { describe, expect, it } from 'vitest';
import { isObsoleteBrowser } from './obsolete-browser.ts';

const modern = {
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  hasSegmenter: true,
  hasStructuredClone: true,
};

describe('isObsoleteBrowser', () => {
  it('accepts a current browser', () => {
    expect(isObsoleteBrowser(modern)).toBe(false);
  });

  it('flags Internet Explorer and engines missing Intl.Segmenter or structuredClone', () => {
    expect(
      isObsoleteBrowser({ ...modern, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0)' }),
    ).toBe(true);
    expect(isObsoleteBrowser({ ...modern, hasSegmenter: false })).toBe(true);
    expect(isObsoleteBrowser({ ...modern, hasStructuredClone: false })).toBe(true);
  });
});
