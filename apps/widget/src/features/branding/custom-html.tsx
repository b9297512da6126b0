interface CustomHtmlProps {
  html: string;
  /** Footer links open in a new tab; header links do not (the server applies the rule). */
  kind: 'header' | 'footer';
  className?: string;
}

/**
 * The hotel's own header or footer HTML, as the API returns it. The server sanitized it with the
 * rules for `kind` (decision 039), so the widget ships no sanitizer.
 */
export function CustomHtml({ html, className }: CustomHtmlProps) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitized this HTML with DOMPurify (decision 039).
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
