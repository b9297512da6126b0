/**
 * The source catalog: every key the widget shows lives here first. The other catalogs are typed
 * `Catalog`, so a key missing from any of them fails the type check.
 */
export const en = {
  'app.loading': 'Loading',
  'app.skipToContent': 'Skip to main content',
  'app.pageTitle': '{page} | {hotel}',
  'header.languageLabel': 'Language',
  'header.menu': 'Menu',
  'header.close': 'Close',
  'menu.memberSignIn': 'Sign in',
  'menu.corporateSignIn': 'Corporate sign-in',
  'menu.signUp': 'Sign up',
  'menu.myAccount': 'My account',
  'menu.reservations': 'My reservations',
  'menu.points': 'Points',
  'menu.paymentOptions': 'Payment options',
  'menu.admin': 'Organization admin',
  'menu.logout': 'Sign out',
  'progress.label': 'Booking steps',
  'progress.guestDetails': 'Guest details',
  'progress.payment': 'Payment',
  'progress.confirmation': 'Confirmation',
  'banner.dismiss': 'Dismiss',
  'errors.network': 'An error occurred during processing. Please try again later.',
  'session.signedOut': 'You have already signed out',
  'session.tokenNotFound': 'Your sign-in has expired. Please sign in again.',
  'session.brandMismatch':
    'You were signed in with another hotel brand, so you have been signed out. Please sign in again.',
  'noHotelCode.title': 'No hotel code',
  'noHotelCode.body':
    'The address of this booking page has no hotel code. Please open it again from the hotel’s website.',
  'maintenance.title': 'Service temporarily unavailable',
  'maintenance.body': 'Booking is paused for maintenance. Please try again in a few minutes.',
  'maintenance.back': 'Back to search',
  'browser.obsolete':
    'This browser is out of date, so parts of the booking page may not work. Please update it or use another browser.',
  'title.searchResults': 'Search results',
  'title.maintenance': 'Service unavailable',
  'title.error': 'Error',
  'searchResults.regionLabel': 'Search results',
};
