/** A composed mail: subject, plain text and HTML bodies. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
