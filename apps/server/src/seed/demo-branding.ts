// Branding of the demo hotels. The header and footer HTML deliberately carry an onclick attribute
// and a script element: hotel HTML is untrusted and the widget must sanitize it before rendering.

const svgDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s*\n\s*/g, ' '))}`;

// Room for the name at 18 px: a CJK character is about one em wide, Latin about 0.55 em.
const nameWidth = (text: string) =>
  Math.ceil(
    [...text.replace(/&amp;/g, '&')].reduce((sum, c) => sum + (/[\u3000-\u9fff]/.test(c) ? 18 : 10), 0),
  );

/**
 * A logo as wide as its name: the image is sized to the text, and `textLength` fits the text into
 * that width whatever font the browser picks, so it is never cut off ("Hanami Hotels & Resor").
 */
function logo(mark: string, text: string, markColour: string, textColour: string): string {
  const length = nameWidth(text);
  const width = 54 + length + 6;
  return svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48">
    <circle cx="24" cy="24" r="20" fill="${markColour}"/>
    <text x="24" y="31" font-size="20" text-anchor="middle" fill="#ffffff" font-family="serif">${mark}</text>
    <text x="54" y="31" font-size="18" fill="${textColour}" font-family="sans-serif" textLength="${length}" lengthAdjust="spacing">${text}</text>
  </svg>`);
}

function favicon(mark: string, colour: string): string {
  return svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
    <circle cx="16" cy="16" r="15" fill="${colour}"/>
    <text x="16" y="22" font-size="16" text-anchor="middle" fill="#ffffff" font-family="serif">${mark}</text>
  </svg>`);
}

export const HANAMI_LOGO_LIGHT = logo('花', 'Hanami Hotels &amp; Resorts', '#d6336c', '#ffffff');
export const HANAMI_LOGO_DARK = logo('花', 'Hanami Hotels &amp; Resorts', '#d6336c', '#2b2b2b');
export const YAMABUKI_LOGO = logo('山', '山吹旅館 Yamabuki Ryokan', '#c98a00', '#ffffff');
export const HANAMI_FAVICON = favicon('花', '#d6336c');
export const YAMABUKI_FAVICON = favicon('山', '#c98a00');

const HANAMI_SITE = 'https://www.hanami-hotels.example';

// Hotel HTML brings no style sheet into the widget (the sanitizer drops <style>), so a header's own
// spacing travels in its style attribute: links side by side with a gap, wrapping on a phone.
const NAV_STYLE = 'display:flex;flex-wrap:wrap;align-items:center;gap:0.25rem 1.5rem';

export function hanamiHeaderHtml(city: string, cityLabel: string, accessLabel: string): string {
  return [
    `<nav class="hotel-header" style="${NAV_STYLE}">`,
    `<a href="${HANAMI_SITE}/${city}/" onclick="alert('unsanitized header')">${cityLabel}</a>`,
    `<a href="${HANAMI_SITE}/${city}/access/">${accessLabel}</a>`,
    '<script>document.title = "unsanitized";</script>',
    '</nav>',
  ].join('');
}

export function hanamiFooterHtml(privacyLabel: string): string {
  return [
    '<footer class="hotel-footer">',
    '<p>© Hanami Hotels &amp; Resorts</p>',
    `<a href="${HANAMI_SITE}/privacy/" onclick="alert('unsanitized footer')">${privacyLabel}</a>`,
    // An image that loads (the demo shows no broken resource), with a handler the sanitizer must drop.
    `<img src="${HANAMI_FAVICON}" alt="" width="24" height="24" onerror="alert('unsanitized image')">`,
    '</footer>',
  ].join('');
}

const YAMABUKI_SITE = 'https://www.yamabuki-ryokan.example';

export const YAMABUKI_HEADER_HTML = [
  `<nav class="ryokan-header" style="${NAV_STYLE}">`,
  `<a href="${YAMABUKI_SITE}/" onclick="alert('unsanitized header')">山吹旅館 箱根</a>`,
  `<a href="${YAMABUKI_SITE}/onsen/">温泉のご案内</a>`,
  '<script>document.title = "unsanitized";</script>',
  '</nav>',
].join('');

export const YAMABUKI_FOOTER_HTML = [
  '<footer class="ryokan-footer">',
  '<p>〒250-0000 神奈川県足柄下郡箱根町 山吹旅館</p>',
  `<a href="${YAMABUKI_SITE}/access/" onclick="alert('unsanitized footer')">交通アクセス</a>`,
  '</footer>',
].join('');

export const HANAMI_PRIVACY_URL = `${HANAMI_SITE}/privacy/`;
export const HANAMI_TERMS_URL = `${HANAMI_SITE}/terms/`;
export const YAMABUKI_PRIVACY_URL = `${YAMABUKI_SITE}/privacy/`;
export const YAMABUKI_TERMS_URL = `${YAMABUKI_SITE}/terms/`;
