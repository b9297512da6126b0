import { describe, expect, it } from 'vitest';
import {
  distPath,
  firstScreenScripts,
  formatBytes,
  formatMs,
  formatRatio,
  gzipSize,
  percentile,
  renderTable,
} from './report.ts';

describe('gzipSize', () => {
  it('shrinks repetitive text to a small, non-empty stream', () => {
    const text = 'yadori '.repeat(500);
    const size = gzipSize(text);
    expect(size).toBeLessThan(text.length / 10);
    expect(size).toBeGreaterThan(18); // gzip header and trailer alone are 18 bytes
  });

  it('grows with content that does not compress', () => {
    const random = Uint8Array.from({ length: 4096 }, (_, index) => (index * 2654435761) >>> 24);
    expect(gzipSize(random)).toBeGreaterThan(gzipSize(new Uint8Array(4096)));
  });
});

describe('firstScreenScripts', () => {
  const html = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel=modulepreload href='/assets/router-c3.js' />
    <link rel="stylesheet" href="/assets/index-d4.css">
    <link rel="preload" as="font" href="/assets/font.woff2">
    <script src="https://analytics.example/tag.js"></script>
    <script type="module" src="//cdn.example/x.js"></script>
    <link rel="modulepreload" href="/assets/react-b2.js">
  </head><body><script>inline()</script></body></html>`;

  it('lists the module entry and its modulepreload links in order, once each', () => {
    expect(firstScreenScripts(html)).toEqual([
      '/assets/index-a1.js',
      '/assets/react-b2.js',
      '/assets/router-c3.js',
    ]);
  });

  it('finds nothing in a page without module scripts', () => {
    expect(firstScreenScripts('<html><head><script src="/classic.js"></script></head></html>')).toEqual([]);
  });
});

describe('distPath', () => {
  it('maps root-relative and dot-relative URLs into dist/', () => {
    expect(distPath('/assets/a.js')).toBe('assets/a.js');
    expect(distPath('./assets/a.js?v=2')).toBe('assets/a.js');
  });
});

describe('percentile', () => {
  const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

  it('uses the nearest rank', () => {
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 10)).toBe(1);
  });

  it('is NaN without samples', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('formatting', () => {
  it('formats bytes, ratios and milliseconds', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2015)).toBe('2,015 B (2.0 KiB)');
    expect(formatRatio(2000, 8000)).toBe('0.25×');
    expect(formatRatio(1, 0)).toBe('n/a');
    expect(formatMs(1.234)).toBe('1.23 ms');
    expect(formatMs(Number.NaN)).toBe('n/a');
  });

  it('renders an aligned table with a rule under the header', () => {
    const table = renderTable([
      ['route', 'req/s'],
      ['GET /healthz', '23,000'],
      ['GET settings', '900'],
    ]);
    expect(table.split('\n')).toEqual([
      'route         req/s',
      '------------  ------',
      'GET /healthz  23,000',
      'GET settings     900',
    ]);
  });
});
