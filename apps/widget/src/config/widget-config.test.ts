import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_CONFIG, readWidgetConfig } from './widget-config.ts';

function setMeta(content: string | null): void {
  document.head.querySelector('meta[name="yadori-config"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'yadori-config';
  meta.content = content;
  document.head.append(meta);
}

describe('readWidgetConfig', () => {
  afterEach(() => setMeta(null));

  it('falls back to the demo defaults without the meta tag', () => {
    expect(readWidgetConfig()).toEqual(DEFAULT_WIDGET_CONFIG);
  });

  it('reads the injected values and trims trailing slashes of bases', () => {
    setMeta(
      JSON.stringify({
        apiBase: 'https://api.example.com/book/',
        identityBase: 'https://id.example.com',
        clientKey: 'k',
        clientSecret: 's',
      }),
    );
    expect(readWidgetConfig()).toEqual({
      apiBase: 'https://api.example.com/book',
      identityBase: 'https://id.example.com',
      clientKey: 'k',
      clientSecret: 's',
    });
  });

  it('keeps defaults for missing fields and ignores broken JSON', () => {
    setMeta(JSON.stringify({ apiBase: '/api-v2' }));
    expect(readWidgetConfig()).toEqual({ ...DEFAULT_WIDGET_CONFIG, apiBase: '/api-v2' });
    setMeta('{not json');
    expect(readWidgetConfig()).toEqual(DEFAULT_WIDGET_CONFIG);
  });
});
