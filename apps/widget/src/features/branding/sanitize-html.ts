import DOMPurify, { type Config } from 'dompurify';

// Hotel HTML may style and link, but must not bring scripts, forms (phishing) or style sheets that
// restyle the whole widget.
const CONFIG: Config = {
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['target'],
};

const headerPurifier = DOMPurify();
const footerPurifier = DOMPurify();
// Spec section 1: footer links open in a new tab; the opener and referrer stay with us.
footerPurifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** The hotel's custom header HTML, without scripts, event handlers or forms. */
export function sanitizeHeaderHtml(html: string): string {
  return headerPurifier.sanitize(html, CONFIG);
}

/** The hotel's footer HTML, sanitized, with every link opening in a new tab. */
export function sanitizeFooterHtml(html: string): string {
  return footerPurifier.sanitize(html, CONFIG);
}
