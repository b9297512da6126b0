import { enBooking } from './en.booking.ts';
import { enCore } from './en.core.ts';

/**
 * The source catalog: every key the widget shows lives here first (in its two parts). The other
 * catalogs are typed `Catalog`, so a key missing from any of them fails the type check.
 */
export const en = { ...enCore, ...enBooking };
