import { describe, expect, it } from 'vitest';
import { injectWidgetConfig } from './widget-html.ts';

const config = {
  apiBase: '/book',
  identityBase: '',
  clientKey: 'yadori-demo-key',
  clientSecret: 'yadori-demo-secret',
};

describe('injectWidgetConfig', () => {
  it('replaces the placeholder with a meta tag holding the JSON config', () => {
    const html = injectWidgetConfig('<head><!--yadori-config--><title>x</title></head>', config);
    expect(html).not.toContain('<!--yadori-config-->');
    const content = /<meta name="yadori-config" content="([^"]*)">/.exec(html)?.[1] ?? '';
    const decoded = content
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual(config);
  });

  it('escapes values that could break out of the attribute', () => {
    const html = injectWidgetConfig('<!--yadori-config-->', {
      ...config,
      clientSecret: `"><script>x</script>'&`,
    });
    expect(html).not.toContain('<script>');
    expect(html.match(/"/g)).toHaveLength(4);
  });
});
