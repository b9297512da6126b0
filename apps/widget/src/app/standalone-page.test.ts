import { afterEach, describe, expect, it } from 'vitest';
import { hotelSettings } from '../test/fixtures.ts';
import { applyStandaloneIcons, isStandalonePage, siteTitle } from './standalone-page.ts';

const icons = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].map((link) => [
    link.getAttribute('sizes'),
    link.getAttribute('href'),
  ]);

const standalone = (page_title: string, favicons: { size: string; url: string }[] = []) =>
  hotelSettings({ booking_widget_type: 'standalone', standalone_settings: { page_title, favicons } });

describe('standalone page settings (spec section 3 standalone_settings)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('is a standalone page only for a standalone widget outside an iframe', () => {
    expect(isStandalonePage(standalone('T'), false)).toBe(true);
    expect(isStandalonePage(standalone('T'), true)).toBe(false);
    expect(isStandalonePage(hotelSettings({ booking_widget_type: 'embedded' }), false)).toBe(false);
  });

  it('titles a standalone page with its configured title, anything else with the hotel name', () => {
    const page = standalone('山吹旅館 箱根 | 公式予約');
    expect(siteTitle(page, 'en', false)).toBe('山吹旅館 箱根 | 公式予約');
    expect(siteTitle(page, 'en', true)).toBe('Hanami Hotel Tokyo');
    expect(siteTitle(standalone('  '), 'ja', false)).toBe('花見ホテル東京');
    expect(siteTitle(hotelSettings({ booking_widget_type: 'embedded' }), 'en', false)).toBe(
      'Hanami Hotel Tokyo',
    );
  });

  it('adds one icon link per favicon size', () => {
    applyStandaloneIcons(
      standalone('T', [
        { size: '32x32', url: 'https://cdn.example/hanami-32.png' },
        { size: '180x180', url: 'data:image/png;base64,AAAA' },
      ]),
    );
    expect(icons()).toEqual([
      ['32x32', 'https://cdn.example/hanami-32.png'],
      ['180x180', 'data:image/png;base64,AAAA'],
    ]);
  });

  it('replaces its own icons when settings arrive again, and skips addresses that are no image', () => {
    applyStandaloneIcons(standalone('T', [{ size: '16x16', url: 'https://cdn.example/a.png' }]));
    applyStandaloneIcons(standalone('T', [{ size: '16x16', url: 'https://cdn.example/b.png' }]));
    expect(icons()).toEqual([['16x16', 'https://cdn.example/b.png']]);
    applyStandaloneIcons(standalone('T', [{ size: '16x16', url: 'javascript:alert(1)' }]));
    expect(icons()).toEqual([['16x16', 'https://cdn.example/b.png']]);
  });
});
