import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeFooterHtml, sanitizeHeaderHtml } from './sanitize-html.ts';

describe('sanitizeHeaderHtml', () => {
  it('removes scripts, event handlers and javascript: links but keeps markup', () => {
    const html = sanitizeHeaderHtml(
      '<div class="brand" onclick="steal()"><script>alert(1)</script><img src="/logo.png" onerror="x()" alt="Hanami">' +
        '<a href="javascript:alert(1)">bad</a><a href="https://hanami.example/">Home</a></div>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(html).toContain('<img src="/logo.png" alt="Hanami">');
    expect(html).toContain('<a href="https://hanami.example/">Home</a>');
  });

  it('leaves header links in place without a new-tab target', () => {
    expect(sanitizeHeaderHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('drops forms and style sheets', () => {
    expect(
      sanitizeHeaderHtml(
        '<form action="https://evil.example"><input name="card"></form><style>*{}</style>ok',
      ),
    ).toBe('ok');
  });

  it('gives the same answer for the same input when it comes from the cache', () => {
    const dirty = '<p onclick="x()">again</p>';
    expect(sanitizeHeaderHtml(dirty)).toBe('<p>again</p>');
    expect(sanitizeHeaderHtml(dirty)).toBe('<p>again</p>');
  });
});

describe('sanitizeFooterHtml', () => {
  it('opens every footer link in a new tab without opener or referrer', () => {
    const html = sanitizeFooterHtml(
      '<p><a href="https://hanami.example/privacy" onclick="x()">Privacy</a></p>',
    );
    const link = JSDOM.fragment(html).querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.hasAttribute('onclick')).toBe(false);
  });

  it('does not share the footer rule with the header, even for the same input', () => {
    const dirty = '<a href="/privacy">Privacy</a>';
    expect(sanitizeFooterHtml(dirty)).toContain('target="_blank"');
    expect(sanitizeHeaderHtml(dirty)).toBe('<a href="/privacy">Privacy</a>');
  });
});
