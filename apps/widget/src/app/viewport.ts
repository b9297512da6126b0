/**
 * Spec section 9: the mobile layout is for widths of at most 992 px. Stylesheets are written mobile
 * first and cannot import this, so they spell the wider layout's query as `WIDE_MEDIA` does
 * (viewport.test.ts checks every stylesheet against it).
 */
export const MOBILE_MAX_WIDTH = 992;

/** The media query of the layout wider than mobile, exactly as the stylesheets write it. */
export const WIDE_MEDIA = `(width > ${MOBILE_MAX_WIDTH}px)`;

/** The media query of the mobile layout. */
export const MOBILE_MEDIA = `(width <= ${MOBILE_MAX_WIDTH}px)`;
