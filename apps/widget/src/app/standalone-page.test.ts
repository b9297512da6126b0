import { afterEach, describe, expect, it } from 'vitest';
import { hotelSettings } from '../test/fixtures.ts';
import { applyStandalonePage } from './standalone-page.ts';

const icons = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].map((link) => [
    link.getAttribute('sizes'),
    link.getAttribute('href'),
  ]);

describe('standalone page settings (spec section 3 standalone_settings)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('sets the page title and one icon link per favicon size', () => {
    document.title = 'Yadori';
    applyStandalonePage(
      hotelSettings({
        standalone_settings: {
          page_title: '花見ホテル東京 | 公式予約',
          favicons: [
            { size: '32x32', url: 'https://cdn.example/hanami-32.png' },
            { size: '180x180', url: 'data:image/png;base64,AAAA' },
          ],
        },
      }),
    );
    expect(document.title).toBe('花見ホテル東京 | 公式予約');
    expect(icons()).toEqual([
      ['32x32', 'https://cdn.example/hanami-32.png'],
      ['180x180', 'data:image/png;base64,AAAA'],
    ]);
  });

  it('replaces its own icons when settings arrive again, and skips addresses that are no image', () => {
    const settings = (url: string) =>
      hotelSettings({ standalone_settings: { page_title: 'A', favicons: [{ size: '16x16', url }] } });
    applyStandalonePage(settings('https://cdn.example/a.png'));
    applyStandalonePage(settings('https://cdn.example/b.png'));
    expect(icons()).toEqual([['16x16', 'https://cdn.example/b.png']]);
    applyStandalonePage(settings('javascript:alert(1)'));
    expect(icons()).toEqual([['16x16', 'https://cdn.example/b.png']]);
  });

  it('leaves the page’s title when the hotel sets none', () => {
    document.title = 'Yadori';
    applyStandalonePage(hotelSettings({ standalone_settings: { page_title: ' ', favicons: [] } }));
    expect(document.title).toBe('Yadori');
    expect(icons()).toEqual([]);
  });
});
