import { useEffect, useState } from 'react';

interface CustomHtmlProps {
  html: string;
  /** Footer links open in a new tab; header links do not. */
  kind: 'header' | 'footer';
  className?: string;
}

/**
 * The hotel's own header or footer HTML, sanitized with DOMPurify. The sanitizer is loaded on demand
 * so hotels without custom HTML never download it.
 */
export function CustomHtml({ html, kind, className }: CustomHtmlProps) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('./sanitize-html.ts').then((sanitizer) => {
      if (current)
        setClean(kind === 'footer' ? sanitizer.sanitizeFooterHtml(html) : sanitizer.sanitizeHeaderHtml(html));
    });
    return () => {
      current = false;
    };
  }, [html, kind]);
  if (!clean) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
